// `-f markdown`: a summary a person reads on a pull request or a CI job page (GitHub's job summary,
// `$GITHUB_STEP_SUMMARY`; a GitLab or Gitea comment): what was checked, then a table of the errors and warnings, and
// the infos counted per rule (as stylish does without --verbose). Text of the project (names, descriptions quoted in
// messages, paths) is escaped, so a description cannot add a link, an image or HTML to the page.

import { slashPath } from "../base/paths.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { printable } from "../base/escape.js";
import { countSeverities, severitiesText, whole, type FormatContext } from "./formatter.js";
import { countOf, thousands } from "../base/plural.js";
import { compareText } from "../base/compare.js";

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

export function* markdownParts(diagnostics: Diagnostic[], ctx: FormatContext): Generator<string> {
  const found = severitiesText(countSeverities(diagnostics));
  yield `## ${ctx.tool.name}\n\n${countOf(ctx.actions, "tool or action", "tools or actions")} in ${countOf(ctx.files, "file")}: ${found}.\n`;
  const shown = diagnostics.filter((d) => d.severity !== "info");
  if (shown.length > 0) yield "\n| severity | rule | where | problem |\n| --- | --- | --- | --- |\n";
  for (const d of shown.slice(0, MARKDOWN_ROWS)) {
    yield `| ${LABEL[d.severity]} | \`${d.ruleId}\` | ${markdownText(`${slashPath(ctx.cwd, d.file)}:${d.line}:${d.column}`)} | ${markdownText(d.message)} |\n`;
  }
  if (shown.length > MARKDOWN_ROWS) yield `\n${countOf(shown.length - MARKDOWN_ROWS, "more error or warning", "more errors or warnings")} not shown here: the other formats carry every one.\n`;
  const infoRules = new Map<string, number>();
  for (const d of diagnostics) if (d.severity === "info") infoRules.set(d.ruleId, (infoRules.get(d.ruleId) ?? 0) + (d.omitted ? d.omitted.infos : 1));
  if (infoRules.size > 0) {
    const byRule = [...infoRules].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0])).map(([rule, n]) => `\`${rule}\` ${thousands(n)}`);
    yield `\nInfos (not shown): ${byRule.join(", ")}.\n`;
  }
}

export const markdown = whole(markdownParts);
