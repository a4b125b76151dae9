// `-f compact`: one line per problem, `file:line:column: severity message [rule-id]`, the shape editors' problem
// matchers read (docs/cli.md ships one for VS Code). Paths relative to the working directory with "/"; no colors,
// no header, no closing count, so every line is a problem. Nothing at all when there is nothing to report.

import { slashPath } from "../base/paths.js";
import type { Severity } from "../config/rule-info.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { printable } from "../base/escape.js";
import { whole, type FormatContext } from "./formatter.js";

/** The words VS Code's problem matchers know (error, warning, info). */
const LABEL: Record<Severity, string> = { error: "error", warn: "warning", info: "info" };

/** One part per problem. */
export function* compactParts(diagnostics: Diagnostic[], ctx: FormatContext): Generator<string> {
  for (const d of diagnostics) {
    yield `${printable(slashPath(ctx.cwd, d.file))}:${d.line}:${d.column}: ${LABEL[d.severity]} ${printable(oneLine(d.message))} [${d.ruleId}]\n`;
  }
}

export const compact = whole(compactParts);

/** A matcher reads a line at a time: a line break inside a message would cut the problem in two. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}
