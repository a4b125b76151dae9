// How alike two summaries read (DESIGN §7 near-duplicate-summary): the Dice coefficient on character
// bigrams, exactly as string-similarity's compareTwoStrings computes it, and the search for every pair of a
// list that reaches a threshold without comparing every pair (DESIGN §9: nothing grows quadratically with
// the number of actions).
//
// compareTwoStrings(x, y), which diceScore reproduces:
//   1. remove every whitespace run (/\s+/g) from both strings;
//   2. equal strings (two empty ones too) score 1;
//   3. otherwise a string shorter than 2 code units scores 0 with anything;
//   4. otherwise 2·|A ∩ B| / (|A| + |B|), where A and B are the multisets of bigrams (pairs of adjacent UTF-16
//      code units, so an emoji's surrogate halves count as they are) and ∩ keeps the smaller count.
//
// similarPairs finds exactly the pairs whose score is >= the threshold t, in four steps:
//   - identical strings (after whitespace removal) are grouped: every pair inside a group scores 1, and one
//     representative per group stands for the group below (a group of strings shorter than 2 meets only
//     itself: such a string scores 0 with every other one);
//   - each representative's bigram multiset becomes a SET of tokens by numbering repeats: "abab" has the
//     tokens (ab,1), (ba,1), (ab,2). Then |A ∩ B| of the multisets is the size of the intersection of the
//     token sets, and the tokens of a string are sorted by a global order: rarest token first;
//   - candidates come from an inverted index (token -> strings whose index prefix holds it), probed with each
//     string's probe prefix, longest strings last, with a size filter and a positional filter (below);
//   - every candidate is verified with the exact score, computed with the same floating-point expression
//     as compareTwoStrings, so the `>=` comparison is the same to the last bit.
//
// Why no pair is missed. Write a = |A| <= b = |B|, o = |A ∩ B| and q = 2o / (a + b), the score.
//   Size:    o <= a, so q >= t implies 2a >= t(a + b), i.e. a / b >= t / (2 - t): b >= a·t/(2 - t) is needed.
//   Overlap: o >= t(a + b)/2, which with the size bound gives o >= t·b/(2 - t) (for the longer one, b) and
//            o >= t·b >= t·a (for the shorter one, since b >= a).
//   Prefix:  order all tokens; if o >= α then the first |A| - α + 1 tokens of A and the first |B| - α + 1
//            tokens of B share a token. Proof: let x be the smallest shared token; every shared token is >= x,
//            so if x were among the last α - 1 tokens of A, A would hold at most α - 1 shared tokens, but it
//            holds o >= α; so x is in A's prefix, and likewise in B's. A longer prefix keeps this true, so
//            each string may use its own lower bound for α: the probing (longer) string B uses
//            α = ⌈t·b/(2 - t)⌉, the indexed (shorter) string A uses α = ⌈t·a⌉. Strings are processed by
//            increasing size, so a probe only meets shorter or equal indexed strings and both bounds hold.
//   Position: when the probe's token at position i meets the indexed string's token at position j, every
//            shared token smaller than this one lies before i and before j, inside both prefixes, so it has
//            already been counted (c); the others lie after i and after j. So o <= c + 1 + min(b-i-1, a-j-1),
//            and a candidate whose bound falls below ⌈t(a + b)/2⌉ can never reach t (PPJoin's filter).
//   Rounding: the score is a rounded division; fl(q) >= t only implies q >= t/(1 + 2^-53). The bounds use
//            t' = t·(1 - 1e-9), whose rounding error (a few ulps) stays far below that slack, so each
//            computed bound is at most the exact one at t/(1 + 2^-53): the filters only ever let more through.

/** Removes whitespace as compareTwoStrings does before comparing. */
function stripWhitespace(text: string): string {
  return text.replace(/\s+/g, "");
}

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
 * Every pair (i < j) of `texts` with `diceScore(texts[i], texts[j]) >= threshold`, sorted by i then j: the
 * same pairs, with the same scores, as comparing every pair, but found through an index (see the top of this
 * file). Any threshold works: above 1 (or NaN) nothing matches; at 0 or below every pair does.
 */
export function similarPairs(texts: readonly string[], threshold: number): SimilarPair[] {
  if (!(threshold <= 1)) return []; // no score is above 1 (and nothing is >= NaN)
  if (threshold <= 0) return everyPair(texts); // every score is >= 0: the answer itself is quadratic

  // Identical strings: all pairs inside a group score 1.
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
  const pairs: SimilarPair[] = [];
  for (const list of members) {
    for (let x = 0; x < list.length; x++) for (let y = x + 1; y < list.length; y++) pairs.push([list[x], list[y], 1]);
  }

  // Distinct strings of at least 2 characters: the only ones that can reach a positive threshold together.
  const groups: number[] = [];
  for (let g = 0; g < groupText.length; g++) if (groupText[g].length >= 2) groups.push(g);
  for (const [x, y, score] of joinDistinct(groups.map((g) => groupText[g]), threshold)) {
    for (const i of members[groups[x]]) for (const j of members[groups[y]]) pairs.push(i < j ? [i, j, score] : [j, i, score]);
  }
  return pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

function everyPair(texts: readonly string[]): SimilarPair[] {
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) pairs.push([i, j, diceScore(texts[i], texts[j])]);
  return pairs;
}

/** Relative slack of the bounds against floating-point rounding (see "Rounding" at the top). */
const BOUND_SLACK = 1e-9;

/**
 * The pairs [x, y, score] (in no particular order) of distinct, whitespace-free strings of length >= 2 whose
 * score is >= threshold, for 0 < threshold <= 1.
 */
function joinDistinct(strings: readonly string[], threshold: number): SimilarPair[] {
  const n = strings.length;
  const found: SimilarPair[] = [];
  if (n < 2) return found;
  const t = threshold * (1 - BOUND_SLACK);
  const { tokens, start, size, tokenCount } = tokenize(strings);

  // Process by increasing size, so an indexed string is never longer than the probing one.
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => size[x] - size[y] || x - y);
  const sizeAt = new Int32Array(n); // by processing position
  for (let p = 0; p < n; p++) sizeAt[p] = size[order[p]];
  const indexPrefix = (s: number) => clamp(s - Math.ceil(t * s) + 1, s);
  const probePrefix = (s: number) => clamp(s - Math.ceil((t * s) / (2 - t)) + 1, s);

  // The inverted index, laid out at once (CSR): postings of each token, in processing order, each entry
  // holding the string's processing position and the token's position in that string.
  const postingStart = new Int32Array(tokenCount + 1);
  for (let p = 0; p < n; p++) {
    const from = start[order[p]];
    const len = indexPrefix(sizeAt[p]);
    for (let k = from; k < from + len; k++) postingStart[tokens[k] + 1]++;
  }
  for (let r = 0; r < tokenCount; r++) postingStart[r + 1] += postingStart[r];
  const fill = postingStart.slice(0, tokenCount);
  const postingString = new Int32Array(postingStart[tokenCount]);
  const postingPos = new Int32Array(postingStart[tokenCount]);
  for (let p = 0; p < n; p++) {
    const from = start[order[p]];
    const len = indexPrefix(sizeAt[p]);
    for (let k = 0; k < len; k++) {
      const at = fill[tokens[from + k]]++;
      postingString[at] = p;
      postingPos[at] = k;
    }
  }
  // Entries of strings too short for the current probe are too short for every later one: skip them for good.
  const postingFirst = postingStart.slice(0, tokenCount);

  const overlap = new Int32Array(n); // per indexed string: shared prefix tokens so far; -1 once ruled out
  const touched = new Int32Array(n);
  for (let p = 0; p < n; p++) {
    const b = sizeAt[p];
    const probe = start[order[p]];
    const minSize = Math.ceil((t * b) / (2 - t));
    const probeLen = probePrefix(b);
    let touchedCount = 0;
    for (let i = 0; i < probeLen; i++) {
      const token = tokens[probe + i];
      let q = postingFirst[token];
      const end = postingStart[token + 1];
      while (q < end && sizeAt[postingString[q]] < minSize) q++;
      postingFirst[token] = q;
      for (; q < end; q++) {
        const other = postingString[q];
        if (other >= p) break; // not indexed yet (or the probe itself)
        const seen = overlap[other];
        if (seen < 0) continue;
        if (seen === 0) touched[touchedCount++] = other;
        const a = sizeAt[other];
        const bound = seen + 1 + Math.min(b - i - 1, a - postingPos[q] - 1);
        overlap[other] = bound < Math.ceil((t * (a + b)) / 2) ? -1 : seen + 1;
      }
    }
    for (let c = 0; c < touchedCount; c++) {
      const other = touched[c];
      if (overlap[other] > 0) {
        const a = sizeAt[other];
        const score = (2.0 * sharedTokens(tokens, start[order[other]], a, probe, b)) / (a + b);
        if (score >= threshold) found.push([order[other], order[p], score]);
      }
      overlap[other] = 0;
    }
  }
  return found;
}

function clamp(prefix: number, size: number): number {
  return prefix < 1 ? 1 : prefix > size ? size : prefix;
}

/** The size of the intersection of two sorted token lists (= the shared bigrams, repeats counted). */
function sharedTokens(tokens: Int32Array, x: number, xLen: number, y: number, yLen: number): number {
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
    } else if (dx < dy) x++;
    else y++;
  }
  return shared;
}

interface Tokens {
  /** All strings' tokens, each string's slice sorted ascending; a token's number is its rarity rank. */
  tokens: Int32Array;
  start: Int32Array;
  /** Bigrams (= tokens) per string: its length - 1. */
  size: Int32Array;
  /** Distinct tokens: ranks run from 0 to tokenCount - 1. */
  tokenCount: number;
}

/**
 * Each string as the sorted set of its numbered bigrams, (bigram, k) meaning "the k-th occurrence", each
 * numbered by rank: how many strings hold it, fewest first (ties by first appearance). Rare tokens first make
 * the prefixes, and so the postings probed, short.
 */
function tokenize(strings: readonly string[]): Tokens {
  const n = strings.length;
  const size = new Int32Array(n);
  const start = new Int32Array(n + 1);
  for (let r = 0; r < n; r++) {
    size[r] = strings[r].length - 1;
    start[r + 1] = start[r] + size[r];
  }
  const total = start[n];

  // Bigram ids: a flat table for pairs of Latin-1 code units, a Map for the rest.
  const tokens = new Int32Array(total);
  const latin = new Int32Array(1 << 16).fill(-1);
  const wide = new Map<number, number>();
  let bigrams = 0;
  for (let r = 0, k = 0; r < n; r++) {
    const s = strings[r];
    let prev = s.charCodeAt(0);
    for (let i = 1; i < s.length; i++, k++) {
      const code = s.charCodeAt(i);
      let id: number;
      if ((prev | code) < 256) {
        const key = (prev << 8) | code;
        id = latin[key];
        if (id < 0) id = latin[key] = bigrams++;
      } else {
        const key = prev * 65536 + code;
        const known = wide.get(key);
        if (known === undefined) wide.set(key, (id = bigrams++));
        else id = known;
      }
      tokens[k] = id;
      prev = code;
    }
  }

  // Number the repeats: (bigram, k) gets the id firstToken[bigram] + k - 1.
  const seen = new Int32Array(bigrams);
  const repeats = new Int32Array(bigrams);
  const occurrence = new Int32Array(total);
  for (let r = 0; r < n; r++) {
    const end = start[r + 1];
    for (let k = start[r]; k < end; k++) {
      const count = ++seen[tokens[k]];
      occurrence[k] = count;
      if (count > repeats[tokens[k]]) repeats[tokens[k]] = count;
    }
    for (let k = start[r]; k < end; k++) seen[tokens[k]] = 0;
  }
  const firstToken = new Int32Array(bigrams + 1);
  for (let g = 0; g < bigrams; g++) firstToken[g + 1] = firstToken[g] + repeats[g];
  const tokenCount = firstToken[bigrams];
  const frequency = new Int32Array(tokenCount);
  for (let k = 0; k < total; k++) {
    const token = firstToken[tokens[k]] + occurrence[k] - 1;
    tokens[k] = token;
    frequency[token]++; // a token occurs at most once per string
  }

  // Rank by frequency with a counting sort (stable: ties keep token order).
  const byFrequency = new Int32Array(n + 2);
  for (let token = 0; token < tokenCount; token++) byFrequency[frequency[token] + 1]++;
  for (let f = 0; f <= n; f++) byFrequency[f + 1] += byFrequency[f];
  const rank = new Int32Array(tokenCount);
  for (let token = 0; token < tokenCount; token++) rank[token] = byFrequency[frequency[token]]++;
  for (let k = 0; k < total; k++) tokens[k] = rank[tokens[k]];
  for (let r = 0; r < n; r++) tokens.subarray(start[r], start[r + 1]).sort();
  return { tokens, start, size, tokenCount };
}
