// What the checks of broken-text.ts read a text by: its words (each run of non-space characters, with the word
// inside its punctuation), the spans no check judges (code spans and quoted text), and where substituted parts join.
import { findPairs } from "../sentences.js";
import { excerptOf } from "./defect.js";

export interface Token {
  /** The whole run of non-space characters. */
  raw: string;
  start: number;
  end: number;
  /** The run without leading and trailing punctuation. */
  word: string;
  wordStart: number;
}

const LEADING_PUNCTUATION = /^[^\p{L}\p{N}]+/u;
const TRAILING_PUNCTUATION = /[^\p{L}\p{N}]+$/u;
export const LOWERCASE_LETTER = /^\p{Ll}/u;
export const UPPERCASE_LETTER = /^\p{Lu}/u;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const raw = m[0];
    const lead = LEADING_PUNCTUATION.exec(raw)?.[0].length ?? 0;
    const trail = lead === raw.length ? 0 : (TRAILING_PUNCTUATION.exec(raw)?.[0].length ?? 0);
    tokens.push({ raw, start: m.index, end: m.index + raw.length, word: raw.slice(lead, raw.length - trail), wordStart: m.index + lead });
  }
  return tokens;
}

/** Ranges of code spans and quoted text, as [start, end] inclusive, from the shared pair finder. */
export function skippedSpans(text: string): Uint8Array {
  const skipped = new Uint8Array(text.length);
  const { closeAt } = findPairs(text);
  for (let i = 0; i < text.length; i++) {
    const close = closeAt[i];
    if (close < 0) continue;
    const ch = text[i];
    if (ch === "`" || ch === '"' || ch === "“" || ch === "'" || ch === "‘") {
      skipped.fill(1, i, close + 1);
      i = close;
    }
  }
  return skipped;
}

/** The defect at [start, end) with up to `before` words before and `after` words after it. */
export function withContext(text: string, tokens: Token[], index: number, lastIndex: number, before: number, after: number): string {
  const from = tokens[Math.max(0, index - before)].start;
  const to = tokens[Math.min(tokens.length - 1, lastIndex + after)].end;
  return excerptOf(text, from, to);
}

/** Is there a join in [from, to]? */
export type JoinTest = (from: number, to: number) => boolean;

export function joinTest(length: number, joins: readonly number[] | undefined): JoinTest {
  if (joins === undefined) return () => true;
  const before = new Uint32Array(length + 2); // before[i]: how many joins are at offsets below i
  for (const j of joins) if (j >= 0 && j <= length) before[j + 1]++;
  for (let i = 1; i < before.length; i++) before[i] += before[i - 1];
  return (from, to) => before[Math.min(to, length) + 1] - before[Math.max(from, 0)] > 0;
}
