// What a template leaves when it was not filled in, or filled in with nothing: a placeholder ("Preview {{vehicle}}"),
// and the punctuation and spaces around an empty substitution ("for .", ",,", "()").
import type { TextDefect } from "./defect.js";
import type { JoinTest } from "./tokens.js";

// ---- unresolved placeholders ----------------------------------------------------------------------------

const PLACEHOLDER = /\{\{[^{}]*\}\}|\$\{[^{}]*\}|<%[=-]?[^%]*%>|\{\d+\}|(?<![\p{L}\p{N}%])%(?:\d+\$)?[sdif@](?![\p{L}\p{N}])/gu;

/** A strftime-style format such as %Y-%m-%d is documentation of a format, not a printf placeholder. */
const STRFTIME = /%[a-zA-Z]/g;

/**
 * Doubled braces around a JSON member (`{{"type": "string"}}`) are a prompt template's escape of one brace (LangChain's
 * and Python's format strings print `{"type": "string"}`), not a placeholder: a template's placeholder names a value.
 */
const ESCAPED_JSON = /^\{\{\s*"[^"]*"\s*:/;

export function placeholders(text: string, skipped: Uint8Array, out: TextDefect[]): void {
  // Whether the token of a "%" match is a strftime format, decided once per token: a token of many matches
  // ("%s-%s-%s-…") was read whole again for each of them.
  let tokenEnd = -1;
  let strftime = false;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (skipped[m.index] || ESCAPED_JSON.test(m[0])) continue;
    if (m[0].startsWith("%")) {
      if (m.index >= tokenEnd) {
        const [start, end] = enclosingToken(text, m.index);
        tokenEnd = end;
        strftime = (text.slice(start, end).match(STRFTIME) ?? []).some((d) => !/^%[sdif]$/.test(d));
      }
      if (strftime) continue;
    }
    out.push({ defect: "placeholder", offset: m.index, length: m[0].length, excerpt: m[0] });
  }
}

/** [start, end) of the run of non-space characters that holds `at`. */
function enclosingToken(text: string, at: number): [number, number] {
  let start = at;
  while (start > 0 && !/\s/.test(text[start - 1])) start--;
  let end = at;
  while (end < text.length && !/\s/.test(text[end])) end++;
  return [start, end];
}

// ---- residue of an empty substitution ----------------------------------------------------------------------

const RESIDUE = [
  // "for ." / "records , sorted": a space before punctuation (not an ellipsis, not ".env" or ",5")
  /(?<=[\p{L}\p{N})\]"'”’,;:])[ \t]+[.,;](?![.\p{L}\p{N}])/gu,
  // ",," / ", ,"
  /,[ \t]*,/g,
  // "()" / "( )" in prose (a call such as fetch() follows a word)
  /(?<=^|\s)\([ \t]*\)/g,
  // two spaces between words on one line, except after a sentence end (a typing habit)
  /(?<=[^\s.!?:])[ \t]{2,}(?=\S)/g,
];

export function emptySubstitutions(text: string, skipped: Uint8Array, joined: JoinTest, out: TextDefect[]): void {
  for (const pattern of RESIDUE) {
    for (const m of text.matchAll(pattern)) {
      if (skipped[m.index] || skipped[m.index + m[0].length - 1]) continue;
      if (!joined(m.index, m.index + m[0].length)) continue;
      out.push({ defect: "empty-substitution", offset: m.index, length: m[0].length, excerpt: residueExcerpt(text, m.index, m.index + m[0].length) });
    }
  }
}

/** The residue with the word on each side; runs of spaces are kept as they are, since they are the defect. */
function residueExcerpt(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && /\s/.test(text[from - 1]) && text[from - 1] !== "\n") from--;
  while (from > 0 && !/\s/.test(text[from - 1]) && start - from < 30) from--;
  let to = end;
  while (to < text.length && /[ \t]/.test(text[to])) to++;
  while (to < text.length && !/\s/.test(text[to]) && to - end < 30) to++;
  return text.slice(from, to).trim();
}
