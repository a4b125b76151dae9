// The join near-duplicate-summary runs (rules/near-duplicate-summary.ts): every pair of summaries alike by the Dice
// score, but only among summaries that say the same content words, since no other two can be indistinguishable to
// the model. 8,000 summaries that differ by one number ("… of store 1", "… of store 2") are 32 million alike pairs
// and none of them a finding: they are never joined. The pairs found are handed on one at a time, never listed.
import { createHash } from "node:crypto";
import { isContentWord } from "./discriminate.js";
import { Remembered } from "../memo.js";
import { similarGroups, type SimilarGroups, type SimilarPair } from "./similarity.js";
import type { PairVisitor } from "./similarity-index.js";

/**
 * The content words of a summary, sorted: two summaries the model cannot tell apart say the same ones (what differs
 * between them is filler, and a word in both ends or in their common subsequence is in both), so only lines of one
 * key are joined. Two lines of one text have one key.
 */
function contentKey(words: readonly string[]): string {
  return words.filter(isContentWord).sort().join("\u0000");
}

/** Lines alike by the join: groups of lines of one text (but for whitespace), and the alike pairs of groups, streamed. */
export interface LineJoin {
  /** Indexes into the lines; a line alone with its content key is in no group. */
  groups: number[][];
  /** Hands each pair of alike groups (indexes into `groups`) and its score to `visit`; false when `visit` stopped it. */
  forEachPair(visit: PairVisitor): boolean;
}

/** The join of the lines of each content key (see `contentKey`). */
function joinByContent(texts: readonly string[], words: readonly (readonly string[])[], threshold: number): LineJoin {
  const buckets = new Map<string, number[]>();
  texts.forEach((_, i) => {
    const key = contentKey(words[i]);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(i);
    else buckets.set(key, [i]);
  });
  const groups: number[][] = [];
  const joins: { first: number; join: SimilarGroups }[] = [];
  for (const bucket of buckets.values()) {
    if (bucket.length < 2) continue;
    const join = similarGroups(bucket.map((i) => texts[i]), threshold);
    const first = groups.length;
    for (const members of join.members) groups.push(members.map((k) => bucket[k]));
    if (join.members.length > 1) joins.push({ first, join });
  }
  const forEachPair = (visit: PairVisitor): boolean => joins.every(({ first, join }) => join.forEachPair((gx, gy, score) => visit(first + gx, first + gy, score)));
  return { groups, forEachPair };
}

/** A join kept for the next lint: its groups, and its pairs when they were few enough to keep. */
interface KeptJoin {
  groups: number[][];
  pairs: SimilarPair[] | undefined;
}

/** Joins kept for the next lint (src/text/memo.ts), by a digest of their texts: a key is never the size of the list. */
const joins = new Remembered<KeptJoin>(16);
/** Pairs kept per line at most: a list whose lines nearly all read alike is joined again, never kept. */
const KEPT_PAIRS_PER_LINE = 4;

/**
 * The join of `texts` (`words[i]`: summaryWords of `texts[i]`), once per list of texts when its pairs are few: the
 * language server lints again on every keystroke, and an edit that changes no summary leaves every list as it was.
 * The answer depends on the texts (and so their words) and threshold alone.
 */
export function joinOf(texts: string[], words: readonly (readonly string[])[], threshold: number): LineJoin {
  const key = createHash("sha256").update(JSON.stringify([threshold, texts])).digest("hex"); // JSON: unambiguous, whatever the texts hold
  let fresh: LineJoin | undefined;
  const kept = joins.get(key, () => {
    fresh = joinByContent(texts, words, threshold);
    const limit = KEPT_PAIRS_PER_LINE * texts.length + 64;
    const pairs: SimilarPair[] = [];
    const all = fresh.forEachPair((gx, gy, score) => pairs.length < limit && pairs.push([gx, gy, score]) > 0);
    return { groups: fresh.groups, pairs: all ? pairs : undefined };
  });
  const { groups, pairs } = kept;
  if (pairs) return { groups, forEachPair: (visit) => pairs.every(([gx, gy, score]) => visit(gx, gy, score) !== false) };
  // Too many to keep: joined again (the one just made, when it was this call that made it).
  return fresh ?? joinByContent(texts, words, threshold);
}
