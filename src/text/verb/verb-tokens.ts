// Tokens of a description for the operative-verb reader: words and punctuation, with bracketed text, code spans,
// quotes, links and URLs left out, and the sentences of a text tokenized on first use.

import { splitSentences, type SentenceSpan } from "../sentences.js";
import { lemmaOf } from "./verb-lexicon.js";

export interface OperativeVerb {
  /** Base form, lower case: "generate". */
  lemma: string;
  /** The word as written: "generates". */
  word: string;
  /** Offset of `word` in the analysed text. */
  offset: number;
}

// ---- tokens -----------------------------------------------------------------------------------------------

export interface Token {
  /** The word as written, or the punctuation character. */
  text: string;
  /** Lower case; "'s" of a possessive removed. */
  lower: string;
  start: number;
  /** A word (letters, digits, inner hyphens and apostrophes) or one punctuation character. */
  isWord: boolean;
  possessive: boolean;
  /** Written in capitals mid-sentence ("Google", "SQL"): a name, not a verb. */
  capitalized: boolean;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;

/** Closing character of each pair whose content is skipped: parentheses, links, code, quotes. */
const MARKUP_TAG = /^<\/?[A-Za-z][\w-]*>/;

const SKIPPED_PAIRS: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}", "`": "`", '"': '"', "“": "”", "«": "»" };

/**
 * The sentences of a text (as src/text/sentences.ts cuts them), each tokenized on first use: most texts say
 * what they do in their first sentence, so the rest is never tokenized.
 */
export class Sentences {
  private readonly spans: SentenceSpan[];
  private readonly tokenized: Array<Token[] | undefined>;

  constructor(private readonly text: string) {
    // A text with no terminator before its end is one sentence; splitting it would only cost time.
    this.spans = innerSentenceEnd(text) >= 0 ? splitSentences(text) : [{ start: 0, end: text.length }];
    this.tokenized = new Array(this.spans.length);
  }

  get count(): number {
    return this.spans.length;
  }

  tokens(index: number): Token[] {
    let tokens = this.tokenized[index];
    if (tokens === undefined) {
      tokens = tokenize(this.text, this.spans[index].start, this.spans[index].end);
      this.tokenized[index] = tokens;
    }
    return tokens;
  }
}

/**
 * Where a terminator followed by more text is (the only way a text can hold a second sentence), or -1: the first
 * "." "!" or "?" when a space and more text come somewhere after it, as /[.!?]\S*\s+\S/ finds it. That pattern was
 * retried at every period of a long dotted token with no space after it ("a.a.a.…", quadratic); whether it matches
 * at the first terminator settles it for all the others, so one search for the first and one for a space then text
 * after it do.
 */
export function innerSentenceEnd(text: string): number {
  const terminator = text.search(/[.!?]/);
  if (terminator < 0) return -1;
  SPACE_THEN_TEXT.lastIndex = terminator + 1;
  return SPACE_THEN_TEXT.test(text) ? terminator : -1;
}

const SPACE_THEN_TEXT = /\s\S/g;

/**
 * Words and punctuation of text[from, to); text inside brackets, code spans, quotes, links and URLs is left out.
 * `prefix`: text[from, to) is only the start of a sentence, so a pair that closes after `to` ends the tokens
 * (the whole sentence would leave that pair out, the prefix cannot know it).
 */
export function tokenize(text: string, from: number, to: number, prefix = false): Token[] {
  const tokens: Token[] = [];
  // A prefix asks whether a pair closes anywhere after it; a whole sentence only whether it closes inside it.
  const nextClose = closeFinder(text, prefix ? text.length : to);
  let i = from;
  while (i < to) {
    const code = text.charCodeAt(i);
    if (isWordCode(code, text, i)) {
      let end = i + 1;
      while (end < to && (isWordCode(text.charCodeAt(end), text, end) || (innerMark(text, end) && isWordCode(text.charCodeAt(end + 1), text, end + 1)))) end++;
      const word = text.slice(i, end);
      if ((text.charCodeAt(end) === 58 && text.startsWith("://", end)) || ((code === 119 || code === 87) && /^www\./i.test(word))) {
        while (end < to && !isSpaceCode(text.charCodeAt(end), text, end)) end++; // a URL: one opaque word
        tokens.push(makeWord("url", i, false, true));
      } else {
        tokens.push(makeWord(word, i, tokens.length > 0 && isUpperCode(code, text, i), false));
      }
      i = end;
      continue;
    }
    const ch = text[i];
    if (ch === "<") {
      // A markup tag ("<use_case>", "</important_notes>"): left out, its content stays.
      const tag = MARKUP_TAG.exec(text.slice(i, i + 64));
      if (tag !== null && i + tag[0].length <= to) {
        i += tag[0].length;
        continue;
      }
    }
    const close = SKIPPED_PAIRS[ch];
    if (close !== undefined) {
      const end = nextClose(close, i + 1);
      if (prefix && end >= to) break;
      // A closed pair is left out (its content is not the clause); an unclosed opener is plain punctuation.
      i = end !== -1 && end < to ? end + 1 : i + 1;
      continue;
    }
    if (!isSpaceCode(code, text, i)) tokens.push({ text: ch, lower: ch, start: i, isWord: false, possessive: false, capitalized: false });
    i++;
  }
  return tokens;
}

/**
 * Where the next `close` character is, from an offset on, before `limit` (-1: none). Each character's answer is kept
 * until the search passes it: a text of many openers that never close ("“a “b “c …") is searched once per closing
 * character, not once per opener to its end (quadratic).
 */
function closeFinder(text: string, limit: number): (close: string, from: number) => number {
  const next = new Map<string, number>();
  return (close, from) => {
    let at = next.get(close);
    if (at === undefined || (at !== -1 && at < from)) {
      at = limit === text.length ? text.indexOf(close, from) : text.slice(from, limit).indexOf(close);
      if (at !== -1 && limit !== text.length) at += from;
      next.set(close, at);
    }
    return at;
  };
}

// Character classes with an ASCII fast path: tokenizing is most of the cost of an analysis.
function isWordCode(code: number, text: string, i: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  return LETTER_OR_DIGIT.test(text[i] ?? "");
}

function isSpaceCode(code: number, text: string, i: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(text[i]);
}

function isUpperCode(code: number, text: string, i: number): boolean {
  if (code < 128) return code >= 65 && code <= 90;
  return UPPER.test(text[i]);
}

/** Marks inside a word: "two-factor", "don't", "snake_case", "v2.1", "example.com", "10,000" (not "a,b"). */
function innerMark(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code === 45 || code === 39 || code === 95 || code === 46 || code === 0x2019) return true; // - ' _ . ’
  if (code !== 44) return false;
  const before = text.charCodeAt(i - 1);
  return before >= 48 && before <= 57; // a comma inside a number
}

function makeWord(word: string, start: number, capitalized: boolean, opaque: boolean): Token {
  let lower = opaque ? "\u0000url" : word.toLowerCase();
  let possessive = false;
  if (lower.includes("’")) lower = lower.replace(/’/g, "'");
  if (lower.length > 2 && lower.includes("'") && /'s?$/.test(lower)) {
    lower = lower.replace(/'s?$/, "");
    possessive = true;
  }
  return { text: word, lower, start, isWord: true, possessive, capitalized };
}

export function found(token: Token, lemma = lemmaOf(token.lower).lemma): OperativeVerb {
  return { lemma, word: token.text, offset: token.start };
}

/** The index of the token that starts at `offset` (tokens are in text order: a binary search). */
export function indexAt(tokens: Token[], offset: number): number {
  let low = 0;
  let high = tokens.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = tokens[middle].start;
    if (start === offset) return middle;
    if (start < offset) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
