// Sentence boundaries as the framework cuts them (docs/design.md#summaries, step 2), shared by the summarize stage and
// by the text rules. Everything here is linear in the length of the text: a description can be 100,000
// characters, so no step may rescan what an earlier step already walked over.

/** A sentence as a half-open range of code-unit offsets; `end` is just after its last non-space character. */
export interface SentenceSpan {
  start: number;
  end: number;
}

// ---- whitespace and paragraphs -----------------------------------------------------------------------------

/** Trim and collapse every whitespace run (newlines included) into one space (docs/design.md#summaries, step 1). */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Where the first paragraph of a RAW (not yet normalized) text ends: the offset of the blank line
 * (`\n`, optional spaces or tabs, `\n`) that follows the first non-space text. Null when there is no such
 * break or only whitespace follows it, i.e. when cutting there would drop nothing.
 *
 * Blank lines before the first text do not count: normalization trims them, so they separate nothing.
 * `normalizeWhitespace(raw.slice(0, end))` is always a prefix of `normalizeWhitespace(raw)`, because the
 * text before `end` is non-empty and everything after it starts with whitespace.
 */
export function firstParagraphEnd(raw: string): number | null {
  const firstText = raw.search(/\S/);
  if (firstText < 0) return null;
  const blankLine = /\n[^\S\n]*\n/g;
  blankLine.lastIndex = firstText;
  const found = blankLine.exec(raw);
  if (found === null) return null;
  const rest = /\S/g;
  rest.lastIndex = found.index + found[0].length;
  return rest.test(raw) ? found.index : null;
}

// ---- character classes --------------------------------------------------------------------------------------

const WHITESPACE = /\s/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LOWERCASE_LETTER = /\p{Ll}/u;
const UPPERCASE_LETTER = /\p{Lu}/u;
const DIGIT_OR_NUMBER_SIGN = /[0-9#]/;

function isWhitespace(ch: string | undefined): boolean {
  return ch !== undefined && WHITESPACE.test(ch);
}

function isTerminator(ch: string | undefined): boolean {
  return ch === "." || ch === "!" || ch === "?";
}

/** Closing character -> the opener it closes. Straight quotes close themselves. */
const OPENER_OF: Readonly<Record<string, string>> = {
  ")": "(",
  "]": "[",
  "}": "{",
  "”": "“",
  "’": "‘",
  "»": "«",
  "」": "「",
  "』": "『",
  "）": "（",
  '"': '"',
  "'": "'",
};

const OPENERS = new Set(["(", "[", "{", "“", "‘", "«", "「", "『", "（", '"', "'"]);
const CLOSERS = new Set(Object.keys(OPENER_OF));

function isCloser(ch: string | undefined): boolean {
  return ch !== undefined && CLOSERS.has(ch);
}

// ---- matched pairs ----------------------------------------------------------------------------------------

/**
 * Pairs of brackets, quotes and backtick code spans, found in one pass.
 * `closeAt[i]` is the offset of the last character of the delimiter that closes the one opening at `i`,
 * or -1 when nothing opens at `i`. An opener that never closes stays -1: it is treated as plain text, so
 * one stray `(` or `"` cannot hide every later sentence end.
 */
export interface Pairs {
  closeAt: Int32Array;
}

export function findPairs(text: string): Pairs {
  const closeAt = new Int32Array(text.length).fill(-1);
  const sameLengthRunAfter = nextBacktickRunOfSameLength(text);
  const stack: number[] = [];
  const openCount = new Map<string, number>();

  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (text[i - 1] === "\\") {
      i++; // escaped (`\"` in a JSON example, `\(` in a pattern): neither opens nor closes
      continue;
    }
    if (ch === "`") {
      // Markdown code span: a run of N backticks closes at the next run of exactly N; nothing inside counts.
      const runLength = backtickRunLength(text, i);
      const closingRun = sameLengthRunAfter.get(i);
      if (closingRun !== undefined) {
        closeAt[i] = closingRun + runLength - 1;
        i = closingRun + runLength;
      } else {
        i += runLength;
      }
      continue;
    }
    const opener = OPENER_OF[ch];
    if (opener !== undefined && (openCount.get(opener) ?? 0) > 0 && closes(text, i)) {
      // Pop up to the matching opener; openers left open in between never closed, so they stay plain text.
      for (;;) {
        const top = stack.pop() as number;
        const topChar = text[top];
        openCount.set(topChar, (openCount.get(topChar) ?? 0) - 1);
        if (topChar === opener) {
          closeAt[top] = i;
          break;
        }
      }
    } else if (OPENERS.has(ch) && opens(text, i)) {
      stack.push(i);
      openCount.set(ch, (openCount.get(ch) ?? 0) + 1);
    }
    i++;
  }
  return { closeAt };
}

/** Whether the quote or bracket at `i` can open a pair (straight quotes double as inch marks and apostrophes). */
function opens(text: string, i: number): boolean {
  const ch = text[i];
  if (ch !== '"' && ch !== "'") return true;
  const before = text[i - 1];
  const after = text[i + 1];
  // `27"` and `dealer's` are not quotes: an opening quote follows no letter or digit and precedes text.
  return !(before !== undefined && LETTER_OR_DIGIT.test(before)) && after !== undefined && !isWhitespace(after);
}

/** Whether the closer at `i`, whose opener is open, really closes it. */
function closes(text: string, i: number): boolean {
  const ch = text[i];
  if (ch !== "'" && ch !== "’") return true;
  // `don't`, `don’t`: an apostrophe inside a word closes nothing.
  const after = text[i + 1];
  return after === undefined || !LETTER_OR_DIGIT.test(after);
}

function backtickRunLength(text: string, start: number): number {
  let end = start;
  while (text[end] === "`") end++;
  return end - start;
}

/** For each backtick run, the start of the next run with the same length (one backward pass, linear). */
function nextBacktickRunOfSameLength(text: string): Map<number, number> {
  const runs: Array<{ start: number; length: number }> = [];
  let i = text.indexOf("`");
  while (i >= 0) {
    const length = backtickRunLength(text, i);
    runs.push({ start: i, length });
    i = text.indexOf("`", i + length);
  }
  const next = new Map<number, number>();
  const nearestByLength = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    const { start, length } = runs[r];
    const after = nearestByLength.get(length);
    if (after !== undefined) next.set(start, after);
    nearestByLength.set(length, start);
  }
  return next;
}

// ---- abbreviations ------------------------------------------------------------------------------------------

/**
 * Abbreviations that introduce what follows, so they never end a sentence ("e.g. Foo" continues).
 * Not "ms" (milliseconds: "after 500 ms. Then") nor "ca" (California): both often end a sentence.
 */
const NEVER_FINAL = new Set([
  "e.g", "i.e", "vs", "cf", "viz", "approx", "incl", "excl", "esp", "resp", "fig", "figs", "vol", "pp",
  "mr", "mrs", "dr", "prof", "st",
]);

/** Abbreviations that may also end a sentence: they do when the next word starts with a capital letter. */
const FINAL_BEFORE_CAPITAL = new Set(["etc", "al", "inc", "ltd", "co", "corp", "bros", "jr", "sr"]);

/** "No. 5", "Nr. 12": a number abbreviation only before a number; otherwise the word "no". */
const NUMBER_ABBREVIATIONS = new Set(["no", "nr"]);

/** Dotted letters such as "a.m", "p.m", "u.s" (the final period is the candidate terminator). */
const DOTTED_LETTERS = /^(?:\p{L}\.)+\p{L}$/u;

const LIST_NUMBER = /^\d{1,3}$/;

/** Longest word we inspect before a period; longer ones are never abbreviations, and this keeps it linear. */
const MAX_WORD = 24;

/** The word just before `end` (no whitespace, no opening bracket or quote), or null if it is too long. */
function wordBefore(text: string, end: number): { word: string; start: number } | null {
  let start = end;
  while (start > 0 && end - start <= MAX_WORD) {
    const ch = text[start - 1];
    if (isWhitespace(ch) || OPENERS.has(ch) || ch === "`") break;
    start--;
  }
  if (end - start > MAX_WORD) return null;
  return { word: text.slice(start, end), start };
}

function nextVisibleChar(text: string, from: number): string | undefined {
  let i = from;
  while (i < text.length && isWhitespace(text[i])) i++;
  while (i < text.length && OPENERS.has(text[i])) i++;
  return text[i];
}

function previousVisibleChar(text: string, before: number): string | undefined {
  let i = before - 1;
  while (i >= 0 && isWhitespace(text[i])) i--;
  return text[i];
}

/**
 * Whether the terminator run text[runStart, runEnd) ends a sentence, given that the text after the run
 * (and any closing brackets or quotes) continues at `after` with whitespace or the end.
 */
function runEndsSentence(text: string, runStart: number, runEnd: number, after: number): boolean {
  const run = text.slice(runStart, runEnd);
  if (run.includes("..")) return false; // an ellipsis trails off; it does not end the sentence
  if (run !== ".") return true; // "?", "!", "?!"
  const before = wordBefore(text, runStart);
  if (before === null || before.word === "") return true;
  const word = before.word.toLowerCase();
  if (NEVER_FINAL.has(word)) return false;
  if (NUMBER_ABBREVIATIONS.has(word)) return !DIGIT_OR_NUMBER_SIGN.test(nextVisibleChar(text, after) ?? "");
  if (FINAL_BEFORE_CAPITAL.has(word) || DOTTED_LETTERS.test(word)) {
    const next = nextVisibleChar(text, after);
    return next === undefined || UPPERCASE_LETTER.test(next);
  }
  if (LIST_NUMBER.test(word)) {
    // "1. Open" at the start, after a colon or after a sentence is a list marker; "up to 2. Then" ends one.
    const previous = previousVisibleChar(text, before.start);
    return !(previous === undefined || previous === ":" || isTerminator(previous));
  }
  return true;
}

// ---- sentence ends ------------------------------------------------------------------------------------------

/**
 * A quoted or bracketed part that itself ends in a terminator ends the sentence too: `He said "stop." Then`
 * ends after the closing quote. Only when the next word does not start lowercase, because a period inside
 * quotes is normally part of the quote (`values like "a." or "b."`). Returns the sentence end or -1.
 */
function sentenceEndAfterPair(text: string, open: number, close: number): number {
  if (text[open] === "`") return -1; // code is not prose
  let last = close - 1;
  while (last > open && isCloser(text[last])) last--;
  if (!isTerminator(text[last])) return -1;
  const runEnd = last + 1;
  let runStart = last;
  while (runStart - 1 > open && isTerminator(text[runStart - 1])) runStart--;
  let after = close + 1;
  while (after < text.length && isCloser(text[after])) after++;
  if (after < text.length && !isWhitespace(text[after])) return -1;
  const next = nextVisibleChar(text, after);
  if (next !== undefined && LOWERCASE_LETTER.test(next)) return -1;
  return runEndsSentence(text, runStart, runEnd, after) ? after : -1;
}

/**
 * The end of the sentence that starts at `from`: just after its terminator and any closing brackets or
 * quotes that follow it, or text.length when the sentence runs to the end.
 */
function sentenceEndFrom(text: string, from: number, pairs: Pairs): number {
  const { closeAt } = pairs;
  let i = from;
  while (i < text.length) {
    const close = closeAt[i];
    if (close >= 0) {
      const end = sentenceEndAfterPair(text, i, close);
      if (end >= 0) return end;
      i = close + 1; // nothing inside a pair ends the sentence
      continue;
    }
    if (isTerminator(text[i])) {
      let runEnd = i + 1;
      while (isTerminator(text[runEnd])) runEnd++;
      let after = runEnd;
      while (after < text.length && isCloser(text[after])) after++;
      if ((after === text.length || isWhitespace(text[after])) && runEndsSentence(text, i, runEnd, after)) return after;
      i = runEnd;
      continue;
    }
    i++;
  }
  return text.length;
}

function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isWhitespace(text[i])) i++;
  return i;
}

function trimEndOffset(text: string, end: number, floor: number): number {
  let e = end;
  while (e > floor && isWhitespace(text[e - 1])) e--;
  return e;
}

/**
 * The offset just after the first sentence of a normalized text (after its terminator and any closing
 * quote or bracket), or null when the text is a single sentence, i.e. when cutting there drops nothing.
 */
export function firstSentenceEnd(normalized: string): number | null {
  const start = skipWhitespace(normalized, 0);
  const end = sentenceEndFrom(normalized, start, findPairs(normalized));
  return skipWhitespace(normalized, end) < normalized.length ? end : null;
}

/** Every sentence of a normalized text, in order; whitespace between sentences belongs to none. */
export function splitSentences(normalized: string): SentenceSpan[] {
  const pairs = findPairs(normalized);
  const spans: SentenceSpan[] = [];
  let start = skipWhitespace(normalized, 0);
  while (start < normalized.length) {
    const end = sentenceEndFrom(normalized, start, pairs);
    spans.push({ start, end: trimEndOffset(normalized, end, start) });
    start = skipWhitespace(normalized, end);
  }
  return spans;
}
