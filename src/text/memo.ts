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

/** Texts kept per check. */
const TEXTS_KEPT = 50_000;

/** `check`, answered from memory for a text it has seen. */
export function memoByText<T>(check: (text: string) => T): (text: string) => T {
  const remembered = new Remembered<T>(TEXTS_KEPT);
  return (text) => remembered.get(text, () => check(text));
}

/** `check` of a text and the tool's own name, answered from memory for a pair it has seen. */
export function memoByTextAndName<T>(check: (text: string, name: string) => T): (text: string, name: string) => T {
  const remembered = new Remembered<T>(TEXTS_KEPT);
  return (text, name) => remembered.get(`${name}\0${text}`, () => check(text, name));
}
