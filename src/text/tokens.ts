// Token estimates for `summarylint stats` and the budget rules (docs/design.md#counting): the o200k encoding of
// gpt-tokenizer, whose tables ship inside the package and work offline. An estimate: each model family counts its own
// way. Loaded on first use only (about
// 200 ms): `lint` never needs it.
import { createRequire } from "node:module";

type CountTokens = (text: string, options?: { disallowedSpecial?: Set<string> }) => number;

let count: CountTokens | undefined;

/**
 * Special tokens' text (`<|im_start|>`, `<|endoftext|>`, which injected descriptions carry) is counted as the plain
 * text it is, as a provider tokenizes a tool's text; by default gpt-tokenizer throws on it.
 */
const AS_TEXT = { disallowedSpecial: new Set<string>() };

/**
 * The longest run of one kind of character (spaces, letters, or punctuation and symbols) counted in one piece. The
 * tokenizer first splits text into pieces (a word, a run of punctuation, a run of spaces, at most three digits), and
 * its merge step takes time quadratic in the length of one piece (a 64,000-letter word took seven seconds), so a
 * longer run is cut into parts of this length, each counted on its own: the estimate may then be off by one token
 * per cut. Text without such a run is counted whole, as it always was: prose, and compact JSON such as an input
 * schema, whose runs of letters and of punctuation are short however long the text is.
 */
export const LONGEST_PIECE = 1000;

export function estimateTokens(text: string): number {
  if (text === "") return 0;
  count ??= (createRequire(import.meta.url)("gpt-tokenizer/encoding/o200k_base") as { countTokens: CountTokens }).countTokens;
  let total = 0;
  let from = 0;
  for (const cut of longRunCuts(text)) {
    total += count(text.slice(from, cut), AS_TEXT);
    from = cut;
  }
  return total + count(text.slice(from), AS_TEXT);
}

/**
 * Where runs of one kind longer than LONGEST_PIECE are cut: every LONGEST_PIECE characters of each run, never inside
 * a surrogate pair. Digits are never cut: the tokenizer takes them three at a time whatever the run.
 */
export function longRunCuts(text: string): number[] {
  const cuts: number[] = [];
  let runStart = 0;
  let runKind = kindOf(text.charCodeAt(0));
  for (let i = 1; i <= text.length; i++) {
    const kind = i < text.length ? kindOf(text.charCodeAt(i)) : Kind.End;
    if (kind === runKind) continue;
    if (runKind !== Kind.Digit) {
      for (let cut = runStart + LONGEST_PIECE; cut < i; cut += LONGEST_PIECE) cuts.push(isLowSurrogate(text.charCodeAt(cut)) ? cut + 1 : cut);
    }
    runStart = i;
    runKind = kind;
  }
  return cuts;
}

const enum Kind {
  Space,
  Letter,
  Digit,
  Other,
  End,
}

const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{N}/u;

function kindOf(code: number): Kind {
  if (code < 128) {
    if (code === 32 || (code >= 9 && code <= 13)) return Kind.Space;
    if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return Kind.Letter;
    return code >= 48 && code <= 57 ? Kind.Digit : Kind.Other;
  }
  const char = String.fromCharCode(code);
  if (/\s/.test(char)) return Kind.Space;
  return LETTER.test(char) ? Kind.Letter : DIGIT.test(char) ? Kind.Digit : Kind.Other;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
