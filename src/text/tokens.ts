// Token estimates (issue 10 §3, issue 12): the o200k encoding of gpt-tokenizer, whose tables ship inside the
// package and work offline. An estimate: each model family counts its own way. Loaded on first use only (about
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
 * The longest run of spaces, or of other characters, counted in one piece. The tokenizer's merge step takes time
 * quadratic in the length of one piece (a word, a run of punctuation or of spaces), so a longer run (a 64,000-letter
 * word took seven seconds) is cut into parts of this length, each counted on its own: the estimate may then be off by
 * one token per cut. Text without such a run (all text of normal tools) is counted whole, as it always was.
 */
export const LONGEST_PIECE = 1000;

/** The number of o200k tokens in `text`. */
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

/** Where runs longer than LONGEST_PIECE are cut: every LONGEST_PIECE characters of each run, never inside a surrogate pair. */
export function longRunCuts(text: string): number[] {
  const cuts: number[] = [];
  let runStart = 0;
  let runSpace = false;
  for (let i = 0; i <= text.length; i++) {
    const space = i < text.length && isSpace(text.charCodeAt(i));
    if (i === text.length || space !== runSpace) {
      for (let cut = runStart + LONGEST_PIECE; cut < i; cut += LONGEST_PIECE) cuts.push(isLowSurrogate(text.charCodeAt(cut)) ? cut + 1 : cut);
      runStart = i;
      runSpace = space;
    }
  }
  return cuts;
}

function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(String.fromCharCode(code));
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
