// Answers kept for the next lint: the language server lints again on every keystroke with nearly every description
// unchanged, and a factory's instances share one text. Only for computations whose answer depends on the key alone;
// the answer is shared, so callers must not change it.

/** Answers by key, up to `limit` of them, then forgotten all at once (a project of 100,000 texts does not keep all). */
export class Remembered<T> {
  private readonly kept = new Map<string, T>();
  /** The keys asked for since `forgetUse`, when the answers are kept between runs (`persisted`). */
  private readonly asked = new Set<string>();

  constructor(
    private readonly limit: number,
    private readonly persisted = false,
  ) {}

  get(key: string, compute: () => T): T {
    if (this.persisted) {
      // Bounded as the answers are: a language server asks for ever new texts and never stores them.
      if (this.asked.size >= this.limit) this.asked.clear();
      this.asked.add(key);
    }
    let found = this.kept.get(key);
    if (found === undefined && !this.kept.has(key)) {
      if (this.kept.size >= this.limit) this.kept.clear();
      this.kept.set(key, (found = compute()));
    }
    return found as T;
  }

  /** Answers of an earlier run (src/cache), kept as if computed, up to the limit. */
  seed(entries: Iterable<[string, T]>): void {
    for (const [key, value] of entries) {
      if (this.kept.size >= this.limit) return;
      if (!this.kept.has(key)) this.kept.set(key, value);
    }
  }

  /** The answers asked for since `forgetUse` that are still kept: what the next run may need again. */
  used(): [string, T][] {
    return [...this.asked].flatMap((key) => (this.kept.has(key) ? [[key, this.kept.get(key) as T] as [string, T]] : []));
  }

  forgetUse(): void {
    this.asked.clear();
  }
}

/**
 * The memos whose answers a `--cache` run keeps in its file for the next run, by name: answers that are plain data
 * (what v8.serialize writes) and depend on the key and the tool's own code alone, which the cache file is keyed by.
 */
const PERSISTED = new Map<string, Remembered<unknown>>();

export function persistedMemos(): ReadonlyMap<string, Remembered<unknown>> {
  return PERSISTED;
}

/** A memo of `limit` answers, kept between `--cache` runs under `name` (see PERSISTED). */
export function persistedMemo<T>(name: string, limit = TEXTS_KEPT): Remembered<T> {
  const remembered = new Remembered<T>(limit, true);
  PERSISTED.set(name, remembered as Remembered<unknown>);
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
  const remembered = persistAs === undefined ? new Remembered<T>(TEXTS_KEPT) : persistedMemo<T>(persistAs);
  return (text, name) => remembered.get(`${name}\0${text}`, () => check(text, name));
}
