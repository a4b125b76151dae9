// Formatters by `--format` name (DESIGN §8).

import { compact } from "./compact.js";
import type { Formatter } from "./formatter.js";
import { github } from "./github.js";
import { gitlab } from "./gitlab.js";
import { json } from "./json.js";
import { sarif } from "./sarif.js";
import { stylish } from "./stylish.js";

export type { FormatContext, Formatter } from "./formatter.js";

export const FORMATTERS: Record<string, Formatter> = { stylish, json, compact, sarif, github, gitlab };
