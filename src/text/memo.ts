// Answers kept for the next lint: the language server lints again on every keystroke with nearly every description
// unchanged, and a factory's instances share one text. Only for computations whose answer depends on the key alone;
// the answer is shared, so callers must not change it.

/** Answers by key, up to `limit` of them, then forgotten all at once (a project of 100,000 texts does not keep all). */
export class Remembered<T> {
  private readonly kept = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string, compute: () => T): T {
    let found = this.kept.get(key);
    if (found === undefined && !this.kept.has(key)) {
      if (this.kept.size >= this.limit) this.kept.clear();
      this.kept.set(key, (found = compute()));
    }
    return found as T;
  }
}

/**
 * Answers by a pair of keys (a tool's name and its text), up to `limit` of them, then forgotten all at once. Two maps,
 * not one key joined of both: the language server asks again for every text on every lint, and a joined key is a new
 * string each time, hashed whole (5,000 descriptions, five checks: ~30 ms a lint); the texts themselves are the same
 * strings from one lint to the next, hashed once.
 */
export class RememberedPairs<T> {
  private readonly kept = new Map<string, Map<string, T>>();
  private size = 0;
  /** The pairs asked for since `forgetUse`, when the answers are kept between runs (`persisted`). */
  private readonly asked = new Map<string, Set<string>>();
  private askedSize = 0;

  constructor(
    private readonly limit: number,
    private readonly persisted = false,
  ) {}

  get(first: string, second: string, compute: () => T): T {
    if (this.persisted) this.ask(first, second);
    const known = this.kept.get(first);
    if (known !== undefined && known.has(second)) return known.get(second) as T;
    if (this.size >= this.limit) this.forget();
    const found = compute();
    let inner = this.kept.get(first);
    if (inner === undefined) this.kept.set(first, (inner = new Map()));
    inner.set(second, found);
    this.size++;
    return found;
  }

  /**
   * Answers of an earlier run (src/cache), kept as if computed, up to the limit; each stored as `first\0second`, where
   * `first` holds no NUL (see used).
   */
  seed(entries: Iterable<[string, T]>): void {
    for (const [key, value] of entries) {
      if (this.size >= this.limit) return;
      const cut = key.indexOf("\0");
      if (cut < 0) continue;
      const [first, second] = [key.slice(0, cut), key.slice(cut + 1)];
      let inner = this.kept.get(first);
      if (inner === undefined) this.kept.set(first, (inner = new Map()));
      if (inner.has(second)) continue;
      inner.set(second, value);
      this.size++;
    }
  }

  /**
   * The answers asked for since `forgetUse` that are still kept, as `first\0second` keys: what the next run may need
   * again. A pair whose first key holds a NUL is left out (it would not read back as the same pair).
   */
  used(): [string, T][] {
    const used: [string, T][] = [];
    for (const [first, seconds] of this.asked) {
      const inner = this.kept.get(first);
      if (inner === undefined || first.includes("\0")) continue;
      for (const second of seconds) if (inner.has(second)) used.push([`${first}\0${second}`, inner.get(second) as T]);
    }
    return used;
  }

  forgetUse(): void {
    this.asked.clear();
    this.askedSize = 0;
  }

  private ask(first: string, second: string): void {
    // Bounded as the answers are: a language server asks for ever new texts and never stores them.
    if (this.askedSize >= this.limit) this.forgetUse();
    let seconds = this.asked.get(first);
    if (seconds === undefined) this.asked.set(first, (seconds = new Set()));
    if (!seconds.has(second)) {
      seconds.add(second);
      this.askedSize++;
    }
  }

  private forget(): void {
    this.kept.clear();
    this.size = 0;
  }
}

/**
 * The memos whose answers a `--cache` run keeps in its file for the next run, by name: answers that are plain data
 * (what v8.serialize writes) and depend on the key and the tool's own code alone, which the cache file is keyed by.
 */
const PERSISTED = new Map<string, RememberedPairs<unknown>>();

export function persistedMemos(): ReadonlyMap<string, RememberedPairs<unknown>> {
  return PERSISTED;
}

/** A memo of `limit` answers by a pair of keys, kept between `--cache` runs under `name` (see PERSISTED). */
export function persistedMemo<T>(name: string, limit = TEXTS_KEPT): RememberedPairs<T> {
  const remembered = new RememberedPairs<T>(limit, true);
  PERSISTED.set(name, remembered as RememberedPairs<unknown>);
  return remembered;
}

/** Texts kept per check. */
const TEXTS_KEPT = 50_000;

/** `check`, answered from memory for a text it has seen. */
export function memoByText<T>(check: (text: string) => T): (text: string) => T {
  const remembered = new Remembered<T>(TEXTS_KEPT);
  return (text) => remembered.get(text, () => check(text));
}

/**
 * `check` of a text and the tool's own name, answered from memory for a pair it has seen. With `persistAs`, its
 * answers are also kept between `--cache` runs under that name (see PERSISTED).
 */
export function memoByTextAndName<T>(check: (text: string, name: string) => T, persistAs?: string): (text: string, name: string) => T {
  const remembered = persistAs === undefined ? new RememberedPairs<T>(TEXTS_KEPT) : persistedMemo<T>(persistAs);
  return (text, name) => remembered.get(name, text, () => check(text, name));
}
