// diceScore is compareTwoStrings, and similarPairs finds exactly the pairs that comparing every pair finds:
// on a table of edge cases, on random strings, and on seeded sets built to break the index's bounds.

import stringSimilarity from "string-similarity";
import { beforeAll, describe, expect, it } from "vitest";

import { diceScore, similarPairs, type SimilarPair } from "../../src/text/similarity/similarity.js";
import { generateSummaries } from "../bench/near-duplicates.js";
import { Rng } from "../bench/generate.js";
import { sized } from "../helpers/heavy.js";

const { compareTwoStrings } = stringSimilarity;
const THRESHOLDS = [0.5, 0.8, 0.9, 0.95, 1];

// ---- an oracle: every pair, no index ---------------------------------------------------------------------

/**
 * Each string as the sorted list of its bigram codes (two UTF-16 code units), whitespace removed: with it, the
 * score of a pair is one merge, so a set of thousands can be compared pair by pair in a test. It shares no code
 * with src/text/similarity/similarity.ts, and `oracleScore` is checked against compareTwoStrings on the same sets.
 */
function bigramCodes(text: string): { stripped: string; codes: Float64Array } {
  const stripped = text.replace(/\s+/g, "");
  const codes = new Float64Array(Math.max(0, stripped.length - 1));
  for (let i = 0; i < codes.length; i++) codes[i] = stripped.charCodeAt(i) * 65536 + stripped.charCodeAt(i + 1);
  return { stripped, codes: codes.sort() };
}

function oracleScore(x: ReturnType<typeof bigramCodes>, y: ReturnType<typeof bigramCodes>): number {
  if (x.stripped === y.stripped) return 1;
  if (x.stripped.length < 2 || y.stripped.length < 2) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < x.codes.length && j < y.codes.length; ) {
    if (x.codes[i] === y.codes[j]) {
      shared++;
      i++;
      j++;
    } else if (x.codes[i] < y.codes[j]) i++;
    else j++;
  }
  return (2.0 * shared) / (x.stripped.length + y.stripped.length - 2);
}

/** The score of every pair (i < j), row by row: pair (i, j) is at i·n - i·(i+1)/2 + (j - i - 1). */
function everyPairScored(texts: readonly string[]): Float64Array {
  const coded = texts.map(bigramCodes);
  const n = texts.length;
  const scores = new Float64Array((n * (n - 1)) / 2);
  for (let i = 0, k = 0; i < n; i++) for (let j = i + 1; j < n; j++) scores[k++] = oracleScore(coded[i], coded[j]);
  return scores;
}

/** The pairs of `n` strings whose score is at or above `threshold`, in similarPairs' order. */
function atLeast(scores: Float64Array, n: number, threshold: number): SimilarPair[] {
  const pairs: SimilarPair[] = [];
  for (let i = 0, k = 0; i < n; i++) for (let j = i + 1; j < n; j++, k++) if (scores[k] >= threshold) pairs.push([i, j, scores[k]]);
  return pairs;
}

// ---- sets ---------------------------------------------------------------------------------------------------

const WORDS = [
  "send", "the", "invoice", "invoices", "to", "a", "customer", "customers", "list", "open", "tickets", "of", "team",
  "archive", "old", "contacts", "contract", "export", "current", "view", "as", "CSV", "PDF", "merge", "two", "deals",
  "create", "campaign", "for", "one", "vehicle", "delete", "permanently", "sync", "with", "CRM", "ERP", "and",
];
const ALPHABETS = ["abcdefghij", "ABCabc", "ab", "a", "äöüßé", "Привет", "日本語テキスト", "😀🎉👍", " \t\n\u00a0", ".,;!?-"];

function randomText(rng: Rng, maxLength: number): string {
  const alphabet = [...rng.pick(ALPHABETS)]; // code points, so an emoji stays whole unless cut on purpose
  let text = "";
  for (let k = rng.int(0, maxLength); k > 0; k--) text += rng.pick(alphabet);
  return text;
}

function randomSummary(rng: Rng): string {
  const words: string[] = [];
  for (let k = rng.int(1, 24); k > 0; k--) words.push(rng.pick(WORDS));
  return words.join(" ").slice(0, 160);
}

/** A small edit: insert, delete or replace one character, or change one word. */
function edit(rng: Rng, text: string): string {
  const at = rng.int(0, text.length);
  switch (rng.int(0, 4)) {
    case 0:
      return text.slice(0, at) + rng.pick(["e", "s", " ", "x", "é", "😀"]) + text.slice(at);
    case 1:
      return text.slice(0, at) + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + rng.pick(["a", "t", "-", "ж"]) + text.slice(at + 1);
    case 3: {
      const words = text.split(" ");
      words[rng.int(0, words.length - 1)] = rng.pick(WORDS);
      return words.join(" ");
    }
    default:
      return text.toUpperCase();
  }
}

/** Summaries in families of near-identical variants, shared prefixes and permuted words. */
function adversarial(seed: number, count: number): string[] {
  const rng = new Rng(seed);
  const texts: string[] = [
    // tiny, empty and whitespace-only strings, and one repeated character (bigram counts above 1)
    "", "", " ", "\n\t", "a", "a", "b", "ab", "ba", "aba", "bab", "abab", "baba", " a b", "a\u00a0b",
    ...Array.from({ length: 30 }, (_, n) => "a".repeat(n + 1)),
    ...Array.from({ length: 10 }, (_, n) => "ab".repeat(n + 1)),
    "😀", "😀😀", "😀😀😀", "\ud83d", "\ude00\ud83d", "日本", "日本語", "Привет мир", "Привет, мир",
    // exactly at a threshold: one replaced character in the middle changes 2 of the n bigrams, at the end 1
    "Rename the open tickets.", "Rename the oven tickets.", // 18/20 = 0.9
    "Rename the open ticket.", "Rename the oven ticket.", // 17/19, just below 0.9
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNO", "abcdefghijklmnopqrstXvwxyzABCDEFGHIJKLMNO", // 38/40 = 0.95
    "abcdefghijk", "abcdeXghijk", // 8/10 = 0.8
    "abcdefghijk", "abcdefghijX", // 9/10 = 0.9
    "abcde", "abXde", // 2/4 = 0.5
    "abcdefghij", "abcdefghijk", // 2·9/19, just below 0.95
    "Send mail", "Sendmail", "S e n d m a i l",
  ];
  while (texts.length < count) {
    const base = rng.chance(0.3) ? randomSummary(rng) : rng.chance(0.5) ? randomText(rng, 60) : texts[rng.int(0, texts.length - 1)];
    const family = rng.int(1, 6);
    for (let k = 0; k < family && texts.length < count; k++) {
      const roll = rng.next();
      if (roll < 0.5) texts.push(edit(rng, k === 0 ? base : texts[texts.length - 1]));
      else if (roll < 0.65) texts.push(base.split(" ").reverse().join(" ")); // a permutation of the words
      else if (roll < 0.8) texts.push(base.slice(0, rng.int(0, base.length)) + randomSummary(rng)); // a shared prefix
      else if (roll < 0.9) texts.push(base.replace(/ /g, rng.pick(["  ", "\n", ""]))); // only whitespace differs
      else texts.push(base);
    }
  }
  return texts;
}

/** Strings in a big alphabet (thousands of distinct bigrams beyond Latin-1), in families of small edits. */
function wideAlphabet(seed: number, count: number): string[] {
  const rng = new Rng(seed);
  const texts: string[] = [];
  while (texts.length < count) {
    let text = "";
    for (let k = rng.int(2, 40); k > 0; k--) text += String.fromCharCode(0x4e00 + rng.int(0, 300));
    texts.push(text);
    for (let k = rng.int(0, 3); k > 0 && texts.length < count; k--) texts.push(edit(rng, texts[texts.length - 1]));
  }
  return texts;
}

function randomSet(seed: number, count: number): string[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, () => (rng.chance(0.7) ? randomSummary(rng) : randomText(rng, 160)));
}

// Each set's size: a seeded sample in `npm test` (each pair is scored by brute force, so the cost grows with the
// square), the full size in `npm run test:heavy`.
const SETS: Array<[string, string[]]> = [
  ["random summaries and strings (seed 1)", randomSet(1, sized(1000, 2500))],
  ["adversarial families (seed 2)", adversarial(2, sized(1200, 3000))],
  ["adversarial families (seed 3)", adversarial(3, sized(1000, 2500))],
  ["bench summaries (templates, families, 30–160 characters)", generateSummaries(sized(1200, 3000), 4)],
  ["CJK strings in families (seed 8)", wideAlphabet(8, sized(800, 2000))],
];

// ---- diceScore ------------------------------------------------------------------------------------------

describe("diceScore", () => {
  const table: Array<[string, string]> = [
    ["", ""],
    ["", "a"],
    ["a", "a"],
    ["a", "b"],
    ["ab", "ab"],
    ["ab", "ba"],
    ["aba", "bab"], // same bigram multiset, different strings: 1
    [" a b ", "ab"],
    ["a\u00a0b\u2003c\ufeff", "abc"], // every Unicode space counts as whitespace
    ["abc", "abd"],
    ["aaaa", "aaa"],
    ["aaaa", "aaaaaaaa"],
    ["😀😀", "😀"],
    ["😀a", "a😀"],
    ["\ud83d", "\ud83d\ude00"],
    ["Send mail", "Sendmail"],
    ["french", "quebec"],
    ["healed", "sealed"],
    ["Olive-green table for sale, in extremely good condition.", "For sale: table in very good  condition, olive green in colour."],
    ["Export the contacts of the current view.", "Export the contact of the current view."],
  ];

  it.each(table)("is compareTwoStrings(%j, %j)", (a, b) => {
    expect(diceScore(a, b)).toBe(compareTwoStrings(a, b));
    expect(diceScore(b, a)).toBe(compareTwoStrings(b, a));
  });

  it("is compareTwoStrings on 2,000 random pairs", () => {
    const rng = new Rng(7);
    for (let k = 0; k < 2000; k++) {
      const a = rng.chance(0.5) ? randomText(rng, 40) : randomSummary(rng);
      const b = rng.chance(0.3) ? edit(rng, a) : rng.chance(0.5) ? randomText(rng, 40) : randomSummary(rng);
      expect(diceScore(a, b)).toBe(compareTwoStrings(a, b));
    }
  });
});

// ---- similarPairs -------------------------------------------------------------------------------------

describe("similarPairs", () => {
  describe.each(SETS)("on %s", (_name, texts) => {
    let scores: Float64Array;
    // Every pair of up to 3,000 texts, scored by brute force: seconds on a slow machine, past vitest's 10 s default
    // when the machine is busy (a CI run once timed out here).
    beforeAll(() => {
      scores = everyPairScored(texts);
    }, 120_000);

    it("the oracle agrees with compareTwoStrings on 3,000 of its pairs", () => {
      const rng = new Rng(11);
      for (let k = 0; k < 3000; k++) {
        const i = rng.int(0, texts.length - 2);
        const j = rng.int(i + 1, texts.length - 1);
        const at = i * texts.length - (i * (i + 1)) / 2 + (j - i - 1);
        expect(scores[at]).toBe(compareTwoStrings(texts[i], texts[j]));
      }
    });

    it.each(THRESHOLDS)("finds exactly the pairs at or above %s", (threshold) => {
      const expected = atLeast(scores, texts.length, threshold);
      expect(expected.length).toBeGreaterThan(0);
      expect(similarPairs(texts, threshold)).toEqual(expected);
    }, 60_000); // correctness, not speed: 4.7 s in a CI run of a loaded machine, against vitest's 5 s default
  });

  it("equals compareTwoStrings on every pair of 700 adversarial strings, at every threshold", () => {
    const texts = adversarial(5, 700);
    const scores = new Float64Array((texts.length * (texts.length - 1)) / 2);
    for (let i = 0, k = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) scores[k++] = compareTwoStrings(texts[i], texts[j]);
    for (const threshold of [...THRESHOLDS, 0.3, 0.85, 0.97]) expect(similarPairs(texts, threshold)).toEqual(atLeast(scores, texts.length, threshold));
   }, 60_000);

  it("finds the pairs that are exactly at a threshold", () => {
    const at = (a: string, b: string, threshold: number) => similarPairs([a, b], threshold);
    expect(at("Rename the open tickets.", "Rename the oven tickets.", 0.9)).toEqual([[0, 1, 0.9]]);
    expect(at("Rename the open ticket.", "Rename the oven ticket.", 0.9)).toEqual([]);
    expect(at("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNO", "abcdefghijklmnopqrstXvwxyzABCDEFGHIJKLMNO", 0.95)).toEqual([[0, 1, 0.95]]);
    expect(at("abcdefghijk", "abcdeXghijk", 0.8)).toEqual([[0, 1, 0.8]]);
    expect(at("abcde", "abXde", 0.5)).toEqual([[0, 1, 0.5]]);
    expect(at("aba", "bab", 1)).toEqual([[0, 1, 1]]);
  });

  it("treats strings equal but for whitespace, and empty or one-character strings, as compareTwoStrings does", () => {
    expect(similarPairs(["Send mail", "a", "", "Sendmail", " ", "a", "b"], 0.5)).toEqual([
      [0, 3, 1],
      [1, 5, 1],
      [2, 4, 1],
    ]);
  });

  it("handles thresholds outside (0, 1] and tiny inputs", () => {
    const texts = ["Send the invoice.", "Send the invoices.", "List contacts."];
    expect(similarPairs(texts, 1.01)).toEqual([]);
    expect(similarPairs(texts, Number.NaN)).toEqual([]);
    expect(similarPairs(texts, 0)).toEqual(atLeast(everyPairScored(texts), texts.length, 0));
    expect(similarPairs(texts, -1)).toEqual(atLeast(everyPairScored(texts), texts.length, 0));
    expect(similarPairs([], 0.9)).toEqual([]);
    expect(similarPairs(["only one"], 0.9)).toEqual([]);
  });

  it("returns each pair once, i < j, sorted", () => {
    const texts = adversarial(6, 400);
    const pairs = similarPairs(texts, 0.8);
    expect(pairs.length).toBeGreaterThan(0);
    for (const [i, j] of pairs) expect(i).toBeLessThan(j);
    const keys = pairs.map(([i, j]) => i * texts.length + j);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
