// `-f github`: GitHub Actions workflow commands, one per problem, which the runner turns into annotations on the
// pull request: `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message` (`warning`, and `notice`
// for info). Values are escaped as @actions/core escapes them, so a message never ends or splits the command; other
// control characters as the text formats write them.

import { slashPath } from "../base/paths.js";
import type { Severity } from "../config/rule-info.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { printable } from "../base/escape.js";
import { whole, type FormatContext } from "./formatter.js";

const COMMAND: Record<Severity, string> = { error: "error", warn: "warning", info: "notice" };

/** One part per problem. */
export function* githubParts(diagnostics: Diagnostic[], ctx: FormatContext): Generator<string> {
  for (const d of diagnostics) {
    const properties: [string, string | number][] = [
      ["file", slashPath(ctx.cwd, d.file)],
      ["line", d.line],
      ["col", d.column],
      ["endLine", d.endLine],
      ["endColumn", d.endColumn],
      ["title", `summarylint (${d.ruleId})`],
    ];
    const list = properties.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(",");
    yield `::${COMMAND[d.severity]} ${list}::${escapeData(d.message)}\n`;
  }
}

export const github = whole(githubParts);

/**
 * The message after `::`: a line break would end the command, and `%` starts an escape. The runner reads no other
 * escape, so any other control character (ESC, which the log viewer would take for a color, U+2028) is written as
 * the text formats write it (`\u001B`), in a file name too.
 */
export function escapeData(text: string): string {
  return printable(text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
}

/** A `name=value` property: also `,` (next property) and `:` (the `::` before the message). */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
