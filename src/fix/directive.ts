// The editor's quick fix for every diagnostic: a `// summarylint-disable-next-line <rule> -- <reason>`
// line above the line the diagnostic starts on, indented as it is. A suggestion: the reason is for a person to write,
// so the comment says so. The syntax is src/extract/directives.ts's.
import type { Diagnostic, Fix } from "../lint/diagnostic.js";

export const REASON_PLACEHOLDER = "TODO: say why";

/** JavaScript's line breaks (as the parser counts the diagnostic's line). */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/g;

/** A line that is only a disable-next-line comment with rule ids: where its list of rules ends. */
const DIRECTIVE_LINE = /^[ \t]*\/\/[ \t]*summarylint-disable-next-line[ \t]+(?!--)[^\r\n]*?(?=[ \t]+--[ \t]|[ \t]*$)/;

export function disableSuggestion(d: Pick<Diagnostic, "ruleId" | "file" | "line">, text: string): Fix | undefined {
  let start = 0;
  let previous = -1;
  let eol = "\n";
  let line = 1;
  for (const m of text.matchAll(LINE_BREAK)) {
    if (line === d.line) break;
    previous = start;
    start = m.index + m[0].length;
    if (m[0] === "\r\n") eol = "\r\n";
    line++;
  }
  if (line !== d.line) return undefined;
  // A directive right above applies to this line: the rule joins its list (a second directive line would be
  // the line the first one applies to).
  const above = previous < 0 ? null : DIRECTIVE_LINE.exec(text.slice(previous, start).replace(/\r?\n$|[\r\u2028\u2029]$/, ""));
  if (above) {
    const at = previous + above[0].length;
    return { title: `Disable ${d.ruleId} for this line (added to the directive above)`, edits: [{ file: d.file, range: [at, at], text: `, ${d.ruleId}` }] };
  }
  const indent = /^[ \t]*/.exec(text.slice(start))![0];
  return {
    title: `Disable ${d.ruleId} for this line (summarylint-disable-next-line)`,
    edits: [{ file: d.file, range: [start, start], text: `${indent}// summarylint-disable-next-line ${d.ruleId} -- ${REASON_PLACEHOLDER}${eol}` }],
  };
}
