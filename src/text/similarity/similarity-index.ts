// The index behind similarGroups (similarity.ts): every pair of a list of distinct strings whose Dice score
// reaches a threshold, found without comparing every pair, and handed to a visitor one at a time: the pairs are
// never kept here (a list whose strings are all alike has n²/2 of them).
//
// The join finds exactly the pairs whose score is >= the threshold t:
//   - identical strings (after whitespace removal) are grouped: every pair inside a group scores 1, and one
//     representative per group stands for the group below (a group of strings shorter than 2 meets only
//     itself: such a string scores 0 with every other one);
//   - each representative's bigram multiset becomes a SET of tokens by numbering repeats: "abab" has the
//     tokens (ab,1), (ba,1), (ab,2). Then |A ∩ B| of the multisets is the size of the intersection of the
//     token sets. Tokens are ranked by how many strings hold them, rarest first, and each string's tokens
//     are sorted by rank, so its first tokens (its prefix) are its rarest;
//   - strings are taken by increasing size; each one probes an inverted index (token -> earlier strings whose
//     index prefix holds it) with its probe prefix and counts the prefix tokens it shares with each string it
//     meets, within a window of sizes; a pair that a positional bound rules out is dropped, and so is one
//     whose 128-bit sketches (a bit per hashed token) differ in more bits than a pair reaching t can;
//   - every remaining candidate is verified with the exact score, computed with the same floating-point
//     expression as compareTwoStrings, so the `>=` comparison agrees to the last bit.
// Cost: only pairs whose rarest tokens coincide are looked at, a small share of all pairs in text with a real
// vocabulary. Text made of a few dozen words (or of a tiny alphabet) makes most pairs candidates, so there it
// is still quadratic, with a small constant: cheap bounds come before every exact score.
//
// Why no pair is missed. Write a = |A| <= b = |B| (bigrams), o = |A ∩ B|, need = ⌈t(a + b)/2⌉ and E = EXTRA.
//   Size:     q = 2o/(a + b) >= t needs o >= need, and o <= a, so a >= b·t/(2 - t): shorter partners are
//             never looked at. With b >= a this also gives o >= ⌈t·a⌉ and o >= ⌈t·b/(2 - t)⌉.
//   Prefixes: order all tokens. If o >= α, the k smallest shared tokens (k <= o) lie among the first
//             |A| - α + k tokens of A, and likewise of B: the k-th smallest has o - k shared tokens after it,
//             so it is at most |A| - 1 - (o - k) <= |A| - α + k - 1 (from 0). The indexed (shorter) string
//             uses α = ⌈t·a⌉, the probing (longer) one α = ⌈t·b/(2 - t)⌉, both <= o by "Size", and both
//             prefixes are E + 1 tokens long beyond that: a pair that reaches t shares at least
//             min(E + 1, need) tokens of the two prefixes, and a pair that shares fewer is dropped.
//   Windows:  the m-th smallest shared token (m <= E + 1) lies at probe position i <= b - o + m - 1
//             <= b - need + E and at index position j <= a - need + E. So at probe position i only partners
//             with need <= b - i + E are read, and an index entry at position j only for partners with
//             need <= a - j + E (the index keeps one list per token and position, "bands", to skip the rest;
//             the last band holds every later position and is read as its first position would be).
//             Per pair, what is read is a rectangle of both prefixes, [0, I) x [0, J), and its count c is the
//             number of shared tokens in it.
//   Position: when the probe's token at position i meets the indexed string's token at position j, every
//             shared token smaller than this one lies before i and before j, inside the rectangle, so it has
//             been counted (c); the others lie after i and after j: o <= c + 1 + min(b-i-1, a-j-1), and a
//             pair whose bound falls below need is dropped (PPJoin's positional filter). A pair is only
//             started at a hit that passes this with c = 0: its first shared token must.
//   Sketch:   each string has a 128-bit sketch, one bit per hash of each of its tokens. A bit set in one
//             sketch and not the other stands for a token the other string lacks, so
//             |A Δ B| = a + b - 2o >= popcount(sketch xor sketch'), and o >= need allows at most
//             a + b - 2·need such bits.
//   Rounding: the score is a rounded division; fl(q) >= t only implies q >= t/(1 + 2^-53). The bounds use
//             t' = t·(1 - 1e-9), whose rounding error (a few ulps) stays far below that slack, so each
//             computed bound is at most the exact one at t/(1 + 2^-53): the filters only ever let more through.
import { tokenize } from "./tokens.js";

/** Relative slack of the bounds against floating-point rounding (see "Rounding" at the top). */
const BOUND_SLACK = 1e-9;

/**
 * Prefixes are this many tokens longer than the lemma needs, so a pair must share EXTRA + 1 prefix tokens
 * (or all it needs, if fewer) before it is verified (see "Prefixes" at the top). Each extra token makes the
 * probe read more postings and verify fewer pairs; with the sketch in front of verification, 0 to 2 cost
 * about the same.
 */
const EXTRA = 1;

/** Index positions with a list of their own per token (at most); later positions share the last one. */
const BANDS = 16;

/** Lists the index may have (tokens x bands), to bound its memory when nearly every token is distinct. */
const LIST_BUDGET = 1 << 22;

/** A pair the positional filter ruled out (any negative count would do). */
const RULED_OUT = -1;

/** The index the join probes: plain typed arrays and numbers, so a worker thread can share it. */
export interface JoinIndex {
  n: number;
  threshold: number;
  bands: number;
  maxSize: number;
  order: Int32Array;
  tokens: Int32Array;
  start: Int32Array;
  size: Int32Array;
  firstOfSize: Int32Array;
  listOf: Int32Array;
  postingStart: Int32Array;
  postings: Int32Array;
  postingPos: Int32Array;
  sketches: Int32Array;
}

/** Probes are handed out in blocks of this many positions, alternating between threads (sizes grow with p). */
const PROBE_BLOCK = 256;

/** Receives one pair of the join: the strings' indexes (in no particular order) and their score. False stops the join. */
export type PairVisitor = (x: number, y: number, score: number) => boolean | void;

function slackened(threshold: number): number {
  return threshold * (1 - BOUND_SLACK);
}

function indexLength(t: number, a: number): number {
  return Math.min(a, a - Math.ceil(t * a) + 1 + EXTRA);
}

function probeLength(t: number, b: number): number {
  return Math.min(b, b - Math.ceil((t * b) / (2 - t)) + 1 + EXTRA);
}

export function buildJoinIndex(strings: readonly string[], threshold: number): JoinIndex {
  const n = strings.length;
  const t = slackened(threshold);

  // Strings are processed (and laid out) by increasing size, so a probe only meets shorter or equal ones.
  const { order, tokens, start, size, tokenCount } = tokenize(strings);
  const maxSize = size[n - 1];
  const firstOfSize = new Int32Array(maxSize + 2); // first position whose size is >= s
  for (let s = 0, p = 0; s <= maxSize + 1; s++) {
    while (p < n && size[p] < s) p++;
    firstOfSize[s] = p;
  }

  // The inverted index, laid out at once (CSR): for each token and each band (the token's position in the
  // indexed string's prefix, the last band holding every later position), the processing positions of the
  // strings whose index prefix holds it there, ascending. A probe reads only the positions before its own.
  // Only tokens of some index prefix get lists, and fewer bands when there are very many such tokens.
  const listOf = new Int32Array(tokenCount).fill(-1); // token -> its first list, or -1
  let indexed = 0;
  for (let p = 0; p < n; p++) {
    for (let k = start[p], end = start[p] + indexLength(t, size[p]); k < end; k++) if (listOf[tokens[k]] < 0) listOf[tokens[k]] = indexed++;
  }
  const bands = Math.max(1, Math.min(BANDS, Math.floor(LIST_BUDGET / Math.max(1, indexed))));
  const lists = indexed * bands;
  const listAt = (p: number, k: number) => listOf[tokens[start[p] + k]] * bands + (k < bands - 1 ? k : bands - 1);
  const postingStart = new Int32Array(lists + 1);
  for (let p = 0; p < n; p++) {
    for (let k = 0, len = indexLength(t, size[p]); k < len; k++) postingStart[listAt(p, k) + 1]++;
  }
  for (let r = 0; r < lists; r++) postingStart[r + 1] += postingStart[r];
  const postings = new Int32Array(postingStart[lists]);
  const postingPos = new Int32Array(postingStart[lists]); // the token's position in that string's prefix
  const fill = postingStart.slice(0, lists);
  for (let p = 0; p < n; p++) {
    for (let k = 0, len = indexLength(t, size[p]); k < len; k++) {
      const at = fill[listAt(p, k)]++;
      postings[at] = p;
      postingPos[at] = k;
    }
  }

  // A 128-bit sketch per string: bit h is set when one of its tokens hashes to h. A bit set in one sketch only
  // stands for at least one token the other string lacks, so the sketches bound |A Δ B| = a + b - 2o from below.
  const sketches = new Int32Array(n * 4);
  for (let p = 0; p < n; p++) {
    for (let k = start[p]; k < start[p + 1]; k++) {
      const bit = Math.imul(tokens[k], 0x9e3779b1) >>> 25;
      sketches[p * 4 + (bit >>> 5)] |= 1 << (bit & 31);
    }
  }
  return { n, threshold, bands, maxSize, order, tokens, start, size, firstOfSize, listOf, postingStart, postings, postingPos, sketches };
}

/**
 * Probe the index with the strings at the positions of blocks `part`, `part + parts`, … (all of them when
 * parts is 1), and hand each pair found to `visit`. Each probe meets only earlier positions, so the parts are
 * independent and together give every pair once. False when `visit` stopped the probe.
 */
export function probeJoinIndex(index: JoinIndex, part: number, parts: number, visit: PairVisitor): boolean {
  const { n, threshold, bands, maxSize, order, tokens, start, size, firstOfSize, listOf, postingStart, postings, postingPos, sketches } = index;
  const t = slackened(threshold);
  // Strings too short for the current probe (in a band) are too short for every later one: skip them for good.
  // Each part keeps its own pointers; its probes come in increasing order too.
  const postingFirst = postingStart.slice(0, postingStart.length - 1);

  const shared = new Int32Array(n); // prefix tokens the probe shares with each string it met; < 0: ruled out
  const met = new Int32Array(n);
  const needWith = new Int32Array(maxSize + 1); // need(a, b) for the current probe's b
  const bandLow = new Int32Array(bands); // the first processing position read in each band
  for (let p = 0; p < n; p++) {
    if (parts > 1 && Math.floor(p / PROBE_BLOCK) % parts !== part) {
      p += PROBE_BLOCK - 1 - (p % PROBE_BLOCK); // skip to the end of this block
      continue;
    }
    const b = size[p];
    const probe = start[p];
    const smallest = Math.ceil((t * b) / (2 - t));
    fillNeeds(t, b, smallest, firstOfSize, needWith, bandLow);
    const probeLen = probeLength(t, b);
    let metCount = 0;
    for (let i = 0, largest = b; i < probeLen; i++) {
      // Probe position i holds one of a pair's first EXTRA + 1 shared tokens only if need(a, b) <= b - i + EXTRA.
      while (largest >= smallest && needWith[largest] > b - i + EXTRA) largest--;
      if (largest < smallest) break; // the window only narrows as i grows
      const high = largest >= b ? p : Math.min(p, firstOfSize[largest + 1]);
      const probeLeft = b - i - 1;
      const first = listOf[tokens[probe + i]];
      if (first < 0) continue; // in no index prefix
      const list = first * bands;
      for (let band = 0; band < bands; band++) {
        const low = bandLow[band];
        if (low >= high) break; // later bands start higher still
        let q = postingFirst[list + band];
        const end = postingStart[list + band + 1];
        if (q === end) continue;
        while (q < end && postings[q] < low) q++;
        postingFirst[list + band] = q;
        for (; q < end; q++) {
          const other = postings[q];
          if (other >= high) break;
          const seen = shared[other];
          if (seen < 0) continue;
          const a = size[other];
          const left = a - postingPos[q] - 1;
          const bound = seen + 1 + (left < probeLeft ? left : probeLeft);
          if (seen === 0) {
            // Not the first shared token of a pair that can reach t: leave the pair unmet (no list, no reset).
            if (bound < needWith[a]) continue;
            met[metCount++] = other;
            shared[other] = 1;
          } else shared[other] = bound < needWith[a] ? RULED_OUT : seen + 1;
        }
      }
    }
    for (let m = 0; m < metCount; m++) {
      const other = met[m];
      const a = size[other];
      const atLeast = needWith[a];
      const counted = shared[other];
      shared[other] = 0;
      if (counted < Math.min(EXTRA + 1, atLeast)) continue;
      if (sketchDistance(sketches, p, other) > a + b - 2 * atLeast) continue;
      const common = sharedTokens(tokens, start[other], a, probe, b, atLeast);
      // Only a full count reaches `atLeast`; the expression is compareTwoStrings' own, so `>=` agrees with it.
      const score = (2.0 * common) / (a + b);
      if (score >= threshold && visit(order[other], order[p], score) === false) return false;
    }
  }
  return true;
}

/**
 * For a probe of `b` tokens, from the smallest partner size that can reach the threshold: needWith[a], the shared
 * tokens a partner of `a` tokens needs, and bandLow[j], the first processing position band j reads. Index position j
 * holds one of a pair's first EXTRA + 1 shared tokens only if need(a, b) <= a - j + EXTRA; need - a never grows with
 * a, so each band reads the partners from some size on.
 */
function fillNeeds(t: number, b: number, smallest: number, firstOfSize: Int32Array, needWith: Int32Array, bandLow: Int32Array): void {
  for (let a = smallest; a <= b; a++) needWith[a] = Math.ceil((t * (a + b)) / 2);
  for (let j = 0, a = smallest; j < bandLow.length; j++) {
    while (a <= b && needWith[a] - a > EXTRA - j) a++;
    bandLow[j] = firstOfSize[a];
  }
}

/** The bits set in one of two strings' sketches and not the other's: a lower bound of |A Δ B|. */
function sketchDistance(sketches: Int32Array, p: number, q: number): number {
  return (
    bitCount(sketches[p * 4] ^ sketches[q * 4]) +
    bitCount(sketches[p * 4 + 1] ^ sketches[q * 4 + 1]) +
    bitCount(sketches[p * 4 + 2] ^ sketches[q * 4 + 2]) +
    bitCount(sketches[p * 4 + 3] ^ sketches[q * 4 + 3])
  );
}

/** The number of bits set in a 32-bit integer. */
function bitCount(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * How many tokens two sorted token lists share, when that is at least `need`; otherwise some number below
 * `need`: the merge stops as soon as the tokens left on one side can no longer bring the count to `need`.
 */
function sharedTokens(tokens: Int32Array, x: number, xLen: number, y: number, yLen: number, need: number): number {
  const xEnd = x + xLen;
  const yEnd = y + yLen;
  let shared = 0;
  while (x < xEnd && y < yEnd) {
    const dx = tokens[x];
    const dy = tokens[y];
    if (dx === dy) {
      shared++;
      x++;
      y++;
    } else if (dx < dy) {
      if (shared + xEnd - ++x < need) return shared;
    } else if (shared + yEnd - ++y < need) return shared;
  }
  return shared;
}
