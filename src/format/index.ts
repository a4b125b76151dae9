// Formatters by `--format` name (DESIGN §8). Later: compact, sarif, github.

import type { Formatter } from "./formatter.js";
import { json } from "./json.js";
import { stylish } from "./stylish.js";

export type { FormatContext, Formatter } from "./formatter.js";

export const FORMATTERS: Record<string, Formatter> = { stylish, json };
