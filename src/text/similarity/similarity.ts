// How alike two summaries read (docs/design.md#rules, near-duplicate-summary): the Dice coefficient on character
// bigrams, exactly as string-similarity's compareTwoStrings computes it, and the search for every pair of a
// list that reaches a threshold without comparing every pair (docs/design.md#speed).
//
// compareTwoStrings(x, y), which diceScore reproduces:
//   1. remove every whitespace run (/\s+/g) from both strings;
//   2. equal strings (two empty ones too) score 1;
//   3. otherwise a string shorter than 2 code units scores 0 with anything;
//   4. otherwise 2·|A ∩ B| / (|A| + |B|), where A and B are the multisets of bigrams (pairs of adjacent UTF-16
//      code units, so an emoji's surrogate halves count as they are) and ∩ keeps the smaller count.
//
// similarGroups finds exactly the pairs whose score is >= the threshold t, through the index of
// similarity-index.ts (how, and why no pair is missed, is told there), and hands them to its caller one at a
// time: a list of n summaries that all read alike has n²/2 pairs, which are counted or joined into clusters as
// they come, never kept.

import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { buildJoinIndex, probeJoinIndex, type JoinIndex, type PairVisitor } from "./similarity-index.js";

/** Removes whitespace as compareTwoStrings does before comparing (`\s+`; plain spaces alone, the common case, faster). */
function stripWhitespace(text: string): string {
  return OTHER_WHITESPACE.test(text) ? text.replace(/\s+/g, "") : text.replaceAll(" ", "");
}

/** Any whitespace but the plain space. */
const OTHER_WHITESPACE = /[^\S ]/;

/**
 * The Dice coefficient of the character bigrams of `a` and `b`, ignoring whitespace: equal to
 * string-similarity's `compareTwoStrings(a, b)` for every input, bit for bit. 1 for equal strings, 0 when one
 * of them is shorter than 2 characters (after whitespace removal) and they differ.
 */
export function diceScore(a: string, b: string): number {
  const first = stripWhitespace(a);
  const second = stripWhitespace(b);
  if (first === second) return 1;
  if (first.length < 2 || second.length < 2) return 0;
  const counts = new Map<string, number>();
  for (let i = 0; i < first.length - 1; i++) {
    const bigram = first.substring(i, i + 2);
    counts.set(bigram, (counts.get(bigram) ?? 0) + 1);
  }
  let shared = 0;
  for (let i = 0; i < second.length - 1; i++) {
    const bigram = second.substring(i, i + 2);
    const count = counts.get(bigram) ?? 0;
    if (count > 0) {
      counts.set(bigram, count - 1);
      shared++;
    }
  }
  return (2.0 * shared) / (first.length + second.length - 2);
}

/** Two indexes into the list (i < j) and their diceScore. */
export type SimilarPair = [i: number, j: number, score: number];

/**
 * The texts grouped by their text without whitespace (`members`: indexes, ascending; every pair inside a group
 * scores 1), and the pairs of distinct groups whose score is at or above `threshold`, at the size of the distinct
 * texts, never of the pairs inside a group (a factory called from 20,000 sites with one description is one group
 * of 20,000, not 200 million pairs). `threshold` must be in (0, 1].
 */
export interface SimilarGroups {
  members: number[][];
  /**
   * Runs the join and hands each pair of groups (gx < gy) to `visit`, in no particular order; nothing is kept, so
   * memory stays that of the texts however many pairs there are. Each call runs the join again. False when `visit`
   * stopped it (by returning false).
   */
  forEachPair(visit: PairVisitor): boolean;
}

export function similarGroups(texts: readonly string[], threshold: number, options: { threads?: number } = {}): SimilarGroups {
  const groupOf = new Map<string, number>();
  const groupText: string[] = [];
  const members: number[][] = [];
  for (let i = 0; i < texts.length; i++) {
    const stripped = stripWhitespace(texts[i]);
    let group = groupOf.get(stripped);
    if (group === undefined) {
      group = groupText.length;
      groupOf.set(stripped, group);
      groupText.push(stripped);
      members.push([]);
    }
    members[group].push(i);
  }
  // Distinct strings of at least 2 characters: the only ones that can reach a positive threshold together.
  const groups: number[] = [];
  if (threshold > 0 && threshold <= 1) for (let g = 0; g < groupText.length; g++) if (groupText[g].length >= 2) groups.push(g);
  const threads = options.threads ?? (groups.length >= PARALLEL_MIN ? Math.min(2, os.availableParallelism()) : 1);
  const forEachPair = (visit: PairVisitor): boolean =>
    groups.length < 2 ||
    joinDistinct(
      groups.map((g) => groupText[g]),
      threshold,
      threads,
      (x, y, score) => (groups[x] < groups[y] ? visit(groups[x], groups[y], score) : visit(groups[y], groups[x], score)),
    );
  return { members, forEachPair };
}

/**
 * Every pair (i < j) of `texts` with `diceScore(texts[i], texts[j]) >= threshold`, sorted by i then j: the
 * same pairs, with the same scores, as comparing every pair, but found through an index (see the top of this
 * file). Any threshold works: above 1 (or NaN) nothing matches; at 0 or below every pair does. The answer is
 * quadratic in a group of identical texts, and in a list of texts that all read alike: callers that may meet
 * such lists use similarGroups, which keeps no pair.
 */
export function similarPairs(texts: readonly string[], threshold: number, options: { threads?: number } = {}): SimilarPair[] {
  if (!(threshold <= 1)) return []; // no score is above 1 (and nothing is >= NaN)
  if (threshold <= 0) return everyPair(texts); // every score is >= 0: the answer itself is quadratic
  const { members, forEachPair } = similarGroups(texts, threshold, options);
  const pairs: SimilarPair[] = [];
  for (const list of members) {
    for (let x = 0; x < list.length; x++) for (let y = x + 1; y < list.length; y++) pairs.push([list[x], list[y], 1]);
  }
  forEachPair((gx, gy, score) => {
    for (const i of members[gx]) for (const j of members[gy]) pairs.push(i < j ? [i, j, score] : [j, i, score]);
  });
  return pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

function everyPair(texts: readonly string[]): SimilarPair[] {
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) pairs.push([i, j, diceScore(texts[i], texts[j])]);
  return pairs;
}

/**
 * Hands `visit` the pairs [x, y, score] (in no particular order) of distinct, whitespace-free strings of length
 * >= 2 whose score is >= threshold, for 0 < threshold <= 1. False when `visit` stopped it.
 */
function joinDistinct(strings: readonly string[], threshold: number, threads: number, visit: PairVisitor): boolean {
  if (strings.length < 2) return true;
  const index = buildJoinIndex(strings, threshold);
  return (threads > 1 ? probeInParallel(index, threads, visit) : undefined) ?? probeJoinIndex(index, 0, 1, visit);
}

/** Below this many distinct strings a second thread costs more to start than it saves. */
const PARALLEL_MIN = 20_000;
/** How long the calling thread waits for a worker before it gives up and probes that part itself. */
const WORKER_TIMEOUT_MS = 120_000;
/**
 * The pairs a worker may send back, per distinct string it searches among: a worker keeps its pairs until it
 * answers, so a list whose strings nearly all read alike would fill its memory. Past this many it gives up, and
 * this thread probes its part itself, handing each pair on as it comes.
 */
const WORKER_PAIRS_PER_STRING = 4;
const WORKER_PAIRS_MIN = 1 << 16;

/** What a worker sends back: its pairs as three columns, `count` of them. */
export interface WorkerPairs {
  x: Int32Array;
  y: Int32Array;
  score: Float64Array;
  count: number;
}

/**
 * Probe with `threads` threads: this one and threads - 1 workers, each taking every threads-th block of
 * positions of the same index, shared rather than copied. The caller stays synchronous: it waits on a shared
 * flag and reads the worker's answer with receiveMessageOnPort. Undefined when workers cannot be used here
 * (running from TypeScript sources, say): nothing was visited, and the caller probes alone, with the same result.
 * Otherwise false when `visit` stopped the join.
 */
function probeInParallel(index: JoinIndex, threads: number, visit: PairVisitor): boolean | undefined {
  const script = new URL("./similarity-worker.js", import.meta.url);
  if (script.protocol !== "file:" || !fs.existsSync(fileURLToPath(script))) return undefined;
  const sharedIndex = shareIndex(index);
  const done = new Int32Array(new SharedArrayBuffer(4 * (threads - 1)));
  const limit = Math.max(WORKER_PAIRS_MIN, WORKER_PAIRS_PER_STRING * index.n);
  const workers = Array.from({ length: threads - 1 }, (_, k) => {
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(script, {
      workerData: { index: sharedIndex, part: k + 1, parts: threads, port: port2, done: done.buffer, slot: k, limit },
      transferList: [port2],
    });
    return { worker, port: port1 };
  });
  let going = probeJoinIndex(sharedIndex, 0, threads, visit);
  for (const [k, { worker, port }] of workers.entries()) {
    const answered = going && (Atomics.wait(done, k, 0, WORKER_TIMEOUT_MS) !== "timed-out" || Atomics.load(done, k) !== 0);
    const message = answered && Atomics.load(done, k) === 1 ? receiveMessageOnPort(port) : undefined;
    port.close();
    void worker.terminate();
    if (!going) continue;
    if (message) {
      const { x, y, score, count } = message.message as WorkerPairs;
      for (let i = 0; i < count && going; i++) going = visit(x[i], y[i], score[i]) !== false;
    } else going = probeJoinIndex(sharedIndex, k + 1, threads, visit); // failed, too many pairs or too slow: this thread does it
  }
  return going;
}

/** The index with every array moved into shared memory, so workers read it without a copy. */
function shareIndex(index: JoinIndex): JoinIndex {
  const share = (a: Int32Array) => {
    const copy = new Int32Array(new SharedArrayBuffer(a.byteLength));
    copy.set(a);
    return copy;
  };
  return {
    ...index,
    order: share(index.order),
    tokens: share(index.tokens),
    start: share(index.start),
    size: share(index.size),
    firstOfSize: share(index.firstOfSize),
    listOf: share(index.listOf),
    postingStart: share(index.postingStart),
    postings: share(index.postings),
    postingPos: share(index.postingPos),
    sketches: share(index.sketches),
  };
}
