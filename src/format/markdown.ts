// `-f markdown`: a summary a person reads on a pull request or a CI job page (GitHub's job summary,
// `$GITHUB_STEP_SUMMARY`; a GitLab or Gitea comment): what was checked, then a table of the errors and warnings, and
// the infos counted per rule (as stylish does without --verbose). Text of the project (names, descriptions quoted in
// messages, paths) is escaped, so a description cannot add a link, an image or HTML to the page.

import { slashPath } from "../base/paths.js";
import type { Diagnostic } from "../types.js";
import { printable } from "../base/escape.js";
import { countSeverities, whole, type FormatContext } from "./formatter.js";
import { plural } from "../base/plural.js";

/** At most this many rows: GitHub keeps 1 MiB of a step's summary; the rest is counted in one line. */
export const MARKDOWN_ROWS = 500;

const LABEL = { error: "error", warn: "warning", info: "info" } as const;

/** `text` as Markdown shows it, character for character: HTML escaped, Markdown's punctuation and line breaks too. */
export function markdownText(text: string): string {
  return printable(text.replace(/\s*[\r\n]+\s*/g, " "))
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/[\\`*_{}[\]()#+!|~-]/g, (c) => `\\${c}`);
}

/** `1 error`, `2 errors`; `many` for a noun that is not made plural by an "s" at its end. */
function count(n: number, noun: string, many = `${noun}s`): string {
  return `${n.toLocaleString("en-US")} ${plural(n, noun, many)}`;
}

export function* markdownParts(diagnostics: Diagnostic[], ctx: FormatContext): Generator<string> {
  const { errors, warnings, infos } = countSeverities(diagnostics);
  const found = [errors > 0 ? count(errors, "error") : "", warnings > 0 ? count(warnings, "warning") : "", infos > 0 ? count(infos, "info") : ""].filter(Boolean);
  yield `## ${ctx.tool.name}\n\n${count(ctx.actions, "tool or action", "tools or actions")} in ${count(ctx.files, "file")}: ${found.length === 0 ? "no problems" : found.join(", ")}.\n`;
  const shown = diagnostics.filter((d) => d.severity !== "info");
  if (shown.length > 0) yield "\n| severity | rule | where | problem |\n| --- | --- | --- | --- |\n";
  for (const d of shown.slice(0, MARKDOWN_ROWS)) {
    yield `| ${LABEL[d.severity]} | \`${d.ruleId}\` | ${markdownText(`${slashPath(ctx.cwd, d.file)}:${d.line}:${d.column}`)} | ${markdownText(d.message)} |\n`;
  }
  if (shown.length > MARKDOWN_ROWS) yield `\n${count(shown.length - MARKDOWN_ROWS, "more error or warning", "more errors or warnings")} not shown here: the other formats carry every one.\n`;
  const infoRules = new Map<string, number>();
  for (const d of diagnostics) if (d.severity === "info") infoRules.set(d.ruleId, (infoRules.get(d.ruleId) ?? 0) + (d.omitted ? d.omitted.infos : 1));
  if (infoRules.size > 0) {
    const byRule = [...infoRules].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([rule, n]) => `\`${rule}\` ${n.toLocaleString("en-US")}`);
    yield `\nInfos (not shown): ${byRule.join(", ")}.\n`;
  }
}

export const markdown = whole(markdownParts);
