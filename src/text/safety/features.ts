// The features the learned safety score reads from one clause (src/text/safety/learned.ts), the same at training
// (test/safety/train.ts) and at lint time: its words and pairs of words, with what varies from tool to tool replaced
// by what it is (a tool-like identifier, this tool's own name, a web address, a number), and which of the clause
// detector's signals (src/text/safety/signals.ts) it shows. Linear in the clause's length.

import * as S from "./signals.js";

/** The signals as features, by their name in signals.ts, in a fixed order. */
const SIGNALS: ReadonlyArray<[string, RegExp]> = Object.entries(S)
  .filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** A web address, an e-mail address, a tool-like identifier (snake_case, camelCase, kebab-case with a digit or two parts), a word, a number. */
const TOKEN = /https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\p{L}[\p{L}\p{N}]*(?:[_-][\p{L}\p{N}]+)+|\p{L}+|\p{N}+/gu;

/** A word longer than this is also read by its first STEM letters ("forwa" for "forwarded" and "forwarding"). */
const STEM = 5;

/** At most this many words of a clause are read: a longer clause's tail adds nothing the head has not shown. */
const MAX_WORDS = 120;

/** The words of a clause as the model reads them. `own`: the tool's own name. */
export function wordsOf(text: string, own: string): string[] {
  const self = own.toLowerCase();
  const words: string[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const lower = raw.toLowerCase();
    if (lower === self && self !== "") words.push("<self>");
    else if (/^https?:/u.test(lower)) words.push("<url>");
    else if (lower.includes("@")) words.push("<email>");
    else if (/[_-]/u.test(raw) || /\p{Ll}\p{Lu}/u.test(raw)) words.push("<ident>");
    else if (/^\p{N}/u.test(raw)) words.push("<num>");
    else words.push(lower);
    if (words.length >= MAX_WORDS) break;
  }
  return words;
}

/** The features of one clause: `w:` words, `b:` pairs of adjacent words, `t:` stems, `s:` signals; each once. */
export function featuresOf(text: string, own: string): string[] {
  return [...wordFeaturesOf(text, own), ...signalFeaturesOf(text)];
}

/** The signals a clause shows, as `s:` features. */
export function signalFeaturesOf(text: string): string[] {
  return [...shownSignals(text)].map((name) => `s:${name}`);
}

/** The last clauses' signals: the clause patterns (directives.ts) and the learned score read the same clauses. */
const shown = new Map<string, ReadonlySet<string>>();
const SHOWN_KEPT = 1000;

/**
 * The names (as in signals.ts) of the signals a clause shows, sorted by name: the costly part of reading a
 * clause (each signal is a regular expression), done once for the clause patterns and the learned score together.
 */
export function shownSignals(text: string): ReadonlySet<string> {
  let found = shown.get(text);
  if (found === undefined) {
    found = new Set(SIGNALS.flatMap(([name, pattern]) => (pattern.test(text) ? [name] : [])));
    if (shown.size >= SHOWN_KEPT) shown.clear();
    shown.set(text, found);
  }
  return found;
}

/** The `w:`, `b:` and `t:` features of a clause, each once. */
export function wordFeaturesOf(text: string, own: string): string[] {
  const words = wordsOf(text, own);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    out.add(`w:${words[i]}`);
    // A stem: "forwarded", "forwarding" and "forwards" are one idea.
    if (words[i].length > STEM && !words[i].startsWith("<")) out.add(`t:${words[i].slice(0, STEM)}`);
    if (i > 0) out.add(`b:${words[i - 1]} ${words[i]}`);
  }
  return [...out];
}
