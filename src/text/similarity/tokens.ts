// Each string as the sorted set of its numbered bigrams, for the similarity join (similarity-index.ts): the tokens
// and their rarity ranks, and the table that numbers a string's bigrams.

export interface Tokens {
  /** The strings' indexes by increasing size (ties by index): position p below is the string order[p]. */
  order: Int32Array;
  /** All strings' tokens, position by position, each string's slice sorted; a token's number is its rarity rank. */
  tokens: Int32Array;
  start: Int32Array;
  /** Bigrams (= tokens) of the string at each position: its length - 1. */
  size: Int32Array;
  /** Distinct tokens: ranks run from 0 to tokenCount - 1. */
  tokenCount: number;
}

/**
 * Each string as the sorted set of its numbered bigrams, (bigram, k) meaning "the k-th occurrence", each
 * numbered by rank: how many strings hold it, fewest first (ties by first appearance). Rare tokens first make
 * the prefixes, and so the postings probed, short.
 */
export function tokenize(strings: readonly string[]): Tokens {
  const n = strings.length;
  const order = Int32Array.from({ length: n }, (_, i) => i).sort((x, y) => strings[x].length - strings[y].length || x - y);
  const size = new Int32Array(n);
  const start = new Int32Array(n + 1);
  for (let p = 0; p < n; p++) {
    size[p] = strings[order[p]].length - 1;
    start[p + 1] = start[p] + size[p];
  }
  const total = start[n];

  // Bigram ids: a flat table for pairs of Latin-1 code units, a hash table for the rest (a Map could not hold
  // the 16 million distinct bigrams of 100,000 summaries in a non-Latin script).
  const tokens = new Int32Array(total);
  const latin = new Int32Array(1 << 16).fill(-1);
  const wide = new BigramTable();
  let bigrams = 0;
  for (let p = 0, k = 0; p < n; p++) {
    const s = strings[order[p]];
    let prev = s.charCodeAt(0);
    for (let i = 1; i < s.length; i++, k++) {
      const code = s.charCodeAt(i);
      let id: number;
      if ((prev | code) < 256) {
        const key = (prev << 8) | code;
        id = latin[key];
        if (id < 0) id = latin[key] = bigrams++;
      } else {
        id = wide.idOf(prev * 65536 + code, bigrams);
        if (id === bigrams) bigrams++;
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
  return { order, tokens, start, size, tokenCount };
}

/** Ids of bigrams (two UTF-16 code units as one 32-bit key), by open addressing with linear probing. */
class BigramTable {
  private bits = 10;
  private keys = new Uint32Array(1 << this.bits);
  private ids = new Int32Array(1 << this.bits).fill(-1);
  private count = 0;

  /** The id of `key`; an unknown key gets `next`. */
  idOf(key: number, next: number): number {
    let at = this.slot(key);
    while (this.ids[at] >= 0) {
      if (this.keys[at] === key) return this.ids[at];
      at = (at + 1) & (this.keys.length - 1);
    }
    if (2 * (this.count + 1) > this.keys.length) {
      this.grow();
      at = this.free(key);
    }
    this.keys[at] = key;
    this.ids[at] = next;
    this.count++;
    return next;
  }

  /** Where `key` hashes to: the top bits of a multiplicative hash (the low bits of a product mix poorly). */
  private slot(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
  }

  private free(key: number): number {
    let at = this.slot(key);
    while (this.ids[at] >= 0) at = (at + 1) & (this.keys.length - 1);
    return at;
  }

  private grow(): void {
    const { keys, ids } = this;
    this.bits++;
    this.keys = new Uint32Array(1 << this.bits);
    this.ids = new Int32Array(1 << this.bits).fill(-1);
    for (let k = 0; k < keys.length; k++) {
      if (ids[k] < 0) continue;
      const at = this.free(keys[k]);
      this.keys[at] = keys[k];
      this.ids[at] = ids[k];
    }
  }
}
