// The default output, as ESLint's stylish: per file a header and aligned `line:column  severity  message  rule`
// rows, then one closing count. Prints nothing at all when there is nothing to report, like ESLint.

import { relativePath } from "../lint/paths.js";
import type { Diagnostic, Severity } from "../types.js";
import { countSeverities, type Formatter } from "./formatter.js";

const LABEL: Record<Severity, string> = { error: "error", warn: "warning", info: "info" };

type Style = (text: string) => string;
const ansi = (open: number, close: number): Style => (text) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain: Style = (text) => text;

export const stylish: Formatter = (diagnostics, ctx) => {
  if (diagnostics.length === 0) return "";
  const style = ctx.color
    ? { underline: ansi(4, 24), dim: ansi(2, 22), bold: ansi(1, 22), red: ansi(31, 39), yellow: ansi(33, 39), blue: ansi(34, 39) }
    : { underline: plain, dim: plain, bold: plain, red: plain, yellow: plain, blue: plain };
  const severityColor: Record<Severity, Style> = { error: style.red, warn: style.yellow, info: style.blue };

  let output = "\n";
  for (const [file, rows] of groupByFile(diagnostics)) {
    const lineWidth = Math.max(...rows.map((d) => String(d.line).length));
    const columnWidth = Math.max(...rows.map((d) => String(d.column).length));
    const labelWidth = Math.max(...rows.map((d) => LABEL[d.severity].length));
    const messageWidth = Math.max(...rows.map((d) => message(d).length));
    output += style.underline(relativePath(ctx.cwd, file)) + "\n";
    for (const d of rows) {
      const position = String(d.line).padStart(lineWidth) + ":" + String(d.column).padEnd(columnWidth);
      const label = severityColor[d.severity](LABEL[d.severity]) + " ".repeat(labelWidth - LABEL[d.severity].length);
      output += `  ${style.dim(position)}  ${label}  ${message(d).padEnd(messageWidth)}  ${style.dim(d.ruleId)}\n`;
    }
    output += "\n";
  }

  const { errors, warnings, infos } = countSeverities(diagnostics);
  const total = diagnostics.length;
  const color = errors > 0 ? style.red : warnings > 0 ? style.yellow : style.blue;
  const line =
    `\u2716 ${count(total, "problem")} ` +
    `(${count(errors, "error")}, ${count(warnings, "warning")}, ${count(infos, "info")})`;
  return output + color(style.bold(line)) + "\n";
};

/** As ESLint: one trailing period is dropped, since the row goes on with the rule id. */
function message(d: Diagnostic): string {
  return d.message.replace(/([^ ])\.$/, "$1");
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** Files in the order their first diagnostic appears (the engine sorts diagnostics by file). */
function groupByFile(diagnostics: Diagnostic[]): Map<string, Diagnostic[]> {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const rows = groups.get(d.file);
    if (rows) rows.push(d);
    else groups.set(d.file, [d]);
  }
  return groups;
}
