// Tool names found in a text by walking it once, whatever the number of names: a trie of the names, walked from the
// places a name may start. cross-tool.ts and module-mentions.ts read a description or a prompt with it.

/** A trie of strings by code unit: which of them start at a place of a text, found by walking the text from there. */
export class Trie {
  private readonly next = new Map<string, Trie>();
  /** The strings that end here, with what they stand for. */
  private readonly ends: string[] = [];

  add(key: string, value: string): void {
    let node: Trie = this;
    for (const unit of key.split("")) {
      let child = node.next.get(unit);
      if (child === undefined) node.next.set(unit, (child = new Trie()));
      node = child;
    }
    node.ends.push(value);
  }

  get empty(): boolean {
    return this.next.size === 0;
  }

  /** What every key that `text` holds at `from` stands for, passed to `found` with the key's end. */
  walk(text: string, from: number, found: (value: string, end: number) => void): void {
    let node: Trie | undefined = this;
    for (let i = from; i < text.length; i++) {
      node = node.next.get(text[i]);
      if (node === undefined) return;
      for (const value of node.ends) found(value, i + 1);
    }
  }
}

/**
 * `text` case folded code unit by code unit, so that offsets hold: as a case-insensitive pattern (flags "iu") reads
 * a name, for names of ASCII letters exactly (the long s "ſ" matches "s" there, and the Kelvin sign "K" matches "k").
 */
export function foldCase(text: string): string {
  let lower = text.toLowerCase();
  if (lower.length !== text.length) {
    lower = text
      .split("")
      .map((unit) => (unit.toLowerCase().length === 1 ? unit.toLowerCase() : unit))
      .join("");
  }
  return lower.includes("ſ") ? lower.replace(/ſ/g, "s") : lower;
}

/** Runs of word characters and "-": the words a tool name is matched against. */
const WORD_RUN = /[\w-]+/g;

/**
 * The tool names of a group, indexed so that the names a description mentions are found in one pass over its words,
 * not one search per name (a group of 1,800 actions would make that 3 million searches). A name of word characters
 * and "-" is mentioned where a word of the text is that name, or ends in "_" and that name (a client's prefix,
 * `mcp_tool_send_email`), as cross-tool.ts matches it. Any other name ("deals.merge", "Get Photo Content") is
 * mentioned where its first word is such a word and the rest of the name follows it; one that does not start with a
 * word character ("#tag") wherever it is written. The rest of a name is found by walking a trie from the word, so
 * the cost is one short walk per word, however many names share the word and however often the text repeats it.
 */
export class ToolNames {
  private readonly order = new Map<string, number>();
  /** Names with other characters, by their first word: a trie of what follows that word. */
  private readonly byHead = new Map<string, Trie>();
  /** Names that do not start with a word character: looked for at every place of a text (rare). */
  private readonly headless = new Trie();
  /** The longest name of word characters or first word: no longer part of a word after "_" can be one. */
  private longestWord = 0;

  constructor(names: Iterable<string>) {
    for (const name of names) {
      if (name === "" || this.order.has(name)) continue;
      this.order.set(name, this.order.size);
      const head = /^[\w-]+/.exec(name)?.[0];
      if (head === undefined) {
        this.headless.add(name, name);
        continue;
      }
      this.longestWord = Math.max(this.longestWord, head.length);
      if (head === name) continue;
      let rests = this.byHead.get(head);
      if (rests === undefined) this.byHead.set(head, (rests = new Trie()));
      rests.add(name.slice(head.length), name);
    }
  }

  /** The names `text` mentions, but `self`, in the order they were given. */
  mentionedIn(text: string, self: string): string[] {
    const found = new Set<string>();
    const add = (name: string) => found.add(name);
    // `word` is a word of the text, or the part of one after a "_", and ends at `end`.
    const note = (word: string, end: number) => {
      if (this.order.has(word)) found.add(word);
      this.byHead.get(word)?.walk(text, end, add);
    };
    WORD_RUN.lastIndex = 0;
    for (let m = WORD_RUN.exec(text); m !== null; m = WORD_RUN.exec(text)) {
      const word = m[0];
      const end = m.index + word.length;
      note(word, end);
      // Only a part as long as a name at most can be one: a long word of many "_" is not split at each of them.
      for (let i = word.indexOf("_", Math.max(0, word.length - this.longestWord - 1)); i >= 0; i = word.indexOf("_", i + 1)) note(word.slice(i + 1), end);
    }
    if (!this.headless.empty) for (let i = 0; i < text.length; i++) this.headless.walk(text, i, add);
    found.delete(self);
    return [...found].sort((a, b) => this.order.get(a)! - this.order.get(b)!);
  }
}
