// Text checks run once per text: the language server lints again on every keystroke with nearly every description
// unchanged, and a factory's instances share one text. Only for checks whose answer depends on the text alone.

/** Texts kept per check, then forgotten all at once (a project of 100,000 descriptions does not keep them all). */
const MEMO_LIMIT = 50_000;

/** `check`, answered from memory for a text it has seen. The answer is shared: callers must not change it. */
export function memoByText<T>(check: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    let found = memo.get(text);
    if (found === undefined && !memo.has(text)) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(text, (found = check(text)));
    }
    return found as T;
  };
}
