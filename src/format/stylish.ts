// The default output, as ESLint's stylish: per file a header and aligned `line:column  severity  message  rule`
// rows, then one closing count. Prints nothing at all when there is nothing to report, like ESLint.
// What it adds, for a person reading a real project's output in a terminal:
// - a diagnostic's related locations (the other action of a pair, the factory call site) under its message, one
//   `↳ path:line:column message` line each, as tsc prints "was also declared here";
// - infos counted in one line per rule, not printed, unless the context is `verbose` (Spectral's
//   display-only-failures); the closing count still counts them;
// - messages wrapped at the context's `width`, continuation lines under the message; the location, the severity,
//   the rule id and a related location are never cut.

import { slashPath } from "../base/paths.js";
import { printable } from "../base/escape.js";
import type { Severity } from "../config/rule-info.js";
import type { Diagnostic, RelatedLocation } from "../lint/diagnostic.js";
import { countSeverities, whole, type FormatContext } from "./formatter.js";
import { displayWidth, padEndColumns, wrap } from "./wrap.js";
import { compareText } from "../base/compare.js";
import { count, plural } from "../base/plural.js";

const LABEL: Record<Severity, string> = { error: "error", warn: "warning", info: "info" };

/** However narrow the terminal, a message gets this many columns (the line is then wider than the terminal). */
const MIN_MESSAGE_WIDTH = 20;

type Style = (text: string) => string;
const ansi = (open: number, close: number): Style => (text) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain: Style = (text) => text;

/** The output, a file's rows a part. */
export function* stylishParts(diagnostics: Diagnostic[], ctx: FormatContext): Generator<string> {
  if (diagnostics.length === 0) return;
  const style = ctx.color
    ? { underline: ansi(4, 24), dim: ansi(2, 22), bold: ansi(1, 22), red: ansi(31, 39), yellow: ansi(33, 39), blue: ansi(34, 39) }
    : { underline: plain, dim: plain, bold: plain, red: plain, yellow: plain, blue: plain };
  const width = ctx.width ?? 0;
  const shown = ctx.verbose ? diagnostics : diagnostics.filter((d) => d.severity !== "info");

  if (shown.length > 0) yield "\n";
  for (const [file, rows] of groupByFile(shown)) yield* fileBlock(file, rows, ctx, style, width);

  const { errors, warnings, infos } = countSeverities(diagnostics);
  const total = errors + warnings + infos;
  const color = errors > 0 ? style.red : warnings > 0 ? style.yellow : style.blue;
  const line =
    `\u2716 ${count(total, "problem")} ` +
    `(${count(errors, "error")}, ${count(warnings, "warning")}, ${count(infos, "info")})`;
  let closing = color(style.bold(line)) + "\n";
  // As ESLint's: how many of them --fix would fix (suggestions are not counted: --fix never applies them).
  const fixable = diagnostics.filter((d) => d.fix !== undefined).length;
  if (fixable > 0) closing += color(style.bold(`  ${count(fixable, "problem")} potentially fixable with the \`--fix\` option.`)) + "\n";
  if (shown.length < diagnostics.length) closing += hiddenInfos(diagnostics, width, style.dim);
  yield closing;
}

export const stylish = whole(stylishParts);

type Styles = Record<"underline" | "dim" | "bold" | "red" | "yellow" | "blue", Style>;

/** A file's header, its rows (each message wrapped under itself, then its related locations) and a blank line. */
function* fileBlock(file: string, rows: Diagnostic[], ctx: FormatContext, style: Styles, width: number): Generator<string> {
  const severityColor: Record<Severity, Style> = { error: style.red, warn: style.yellow, info: style.blue };
  const lineWidth = widest(rows, (d) => String(d.line).length);
  const columnWidth = widest(rows, (d) => String(d.column).length);
  const labelWidth = widest(rows, (d) => LABEL[d.severity].length);
  const ruleWidth = widest(rows, (d) => d.ruleId.length);
  const indent = 2 + lineWidth + 1 + columnWidth + 2 + labelWidth + 2;
  // A message's first line shares its row with the rule id; the lines under it, and the related locations,
  // have the rule id's columns too.
  const room = width > 0 ? Math.max(MIN_MESSAGE_WIDTH, width - indent) : 0;
  const firstRoom = width > 0 ? Math.max(MIN_MESSAGE_WIDTH, width - indent - 2 - ruleWidth) : 0;
  const messages = rows.map((d) => wrap(message(d), room, { firstWidth: firstRoom }));
  const messageWidth = widest(messages, (lines) => displayWidth(lines[0]));
  const margin = " ".repeat(indent);

  yield style.underline(printable(slashPath(ctx.cwd, file))) + "\n";
  for (const [i, d] of rows.entries()) {
    const position = String(d.line).padStart(lineWidth) + ":" + String(d.column).padEnd(columnWidth);
    const label = severityColor[d.severity](LABEL[d.severity]) + " ".repeat(labelWidth - LABEL[d.severity].length);
    const [first, ...rest] = messages[i];
    let output = `  ${style.dim(position)}  ${label}  ${padEndColumns(first, messageWidth)}  ${style.dim(d.ruleId)}\n`;
    for (const line of rest) output += margin + line + "\n";
    for (const related of uniqueRelated(d.related)) {
      const location = `${printable(slashPath(ctx.cwd, related.file))}:${related.line}:${related.column}`;
      // "↳ " and the location stay together; the related message's own continuation lines go under its start.
      const [head, ...tail] = wrap(printable(related.message), room > 0 ? room - 2 : 0, { lead: location });
      output += `${margin}${style.dim("↳ " + location)}${head.slice(location.length)}\n`;
      for (const line of tail) output += `${margin}  ${line}\n`;
    }
    yield output;
  }
  yield "\n";
}

/**
 * "  47 infos not shown (first-sentence-only 30, unresolved-description 17): --verbose shows them", the rules by
 * count, most first, then by id.
 */
function hiddenInfos(diagnostics: Diagnostic[], width: number, dim: Style): string {
  const byRule = new Map<string, number>();
  for (const d of diagnostics) if (d.severity === "info") byRule.set(d.ruleId, (byRule.get(d.ruleId) ?? 0) + (d.omitted?.infos ?? 1));
  const rules = [...byRule].sort(([a, m], [b, n]) => n - m || compareText(a, b));
  const total = rules.reduce((sum, [, n]) => sum + n, 0);
  const text =
    `${count(total, "info")} not shown (${rules.map(([id, n]) => `${id} ${n}`).join(", ")}): ` +
    `--verbose shows ${plural(total, "it", "them")}`;
  return wrap(text, width > 0 ? Math.max(MIN_MESSAGE_WIDTH, width - 4) : 0)
    .map((l, i) => dim((i === 0 ? "  " : "    ") + l) + "\n")
    .join("");
}

/** A related location listed twice (the same call site of a factory, twice) is printed once. */
function uniqueRelated(related: RelatedLocation[] | undefined): RelatedLocation[] {
  const seen = new Set<string>();
  return (related ?? []).filter((r) => {
    const key = `${r.file}\0${r.line}\0${r.column}\0${r.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** As ESLint: one trailing period is dropped, since the row goes on with the rule id. */
function message(d: Diagnostic): string {
  // A line break the message itself has goes under it (wrap); any other control character is shown as an escape.
  return d.message.replace(/([^ ])\.$/, "$1").split("\n").map(printable).join("\n");
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

/** The largest `width` of the list, without spreading it into Math.max (a file may have 100,000 rows). */
function widest<T>(list: readonly T[], width: (item: T) => number): number {
  let max = -Infinity;
  for (const item of list) max = Math.max(max, width(item));
  return max;
}
