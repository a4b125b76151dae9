// Formatters by `--format` name (docs/design.md#command-line): each as parts (what the CLI writes) and as one string.

import { compact, compactParts } from "./compact.js";
import type { FormatParts, Formatter } from "./formatter.js";
import { github, githubParts } from "./github.js";
import { gitlab, gitlabParts } from "./gitlab.js";
import { json, jsonParts } from "./json.js";
import { markdown, markdownParts } from "./markdown.js";
import { sarif, sarifParts } from "./sarif.js";
import { stylish, stylishParts } from "./stylish.js";

export type { FormatContext, FormatParts, Formatter } from "./formatter.js";

export const FORMATTERS: Record<string, Formatter> = { stylish, json, compact, sarif, github, gitlab, markdown };

/** The same formatters, in parts: the CLI writes each part as it comes. */
export const FORMAT_PARTS: Record<string, FormatParts> = {
  stylish: stylishParts,
  json: jsonParts,
  compact: compactParts,
  sarif: sarifParts,
  github: githubParts,
  gitlab: gitlabParts,
  markdown: markdownParts,
};
