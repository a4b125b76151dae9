// src/text/memo.ts: answers kept by key (Remembered, bounded), and memoByText, a text check answered once per text.
import { describe, expect, it } from "vitest";
import { memoByText, Remembered, RememberedPairs } from "../../src/text/memo.js";

describe("memoByText", () => {
  it("asks the check once per distinct text and answers as the check does", () => {
    const asked: string[] = [];
    const check = memoByText((text: string) => {
      asked.push(text);
      return text.length > 3 ? [text.length] : undefined;
    });
    const texts = ["Send a message.", "Send", "", "Send a message.", "Send", ""];
    expect(texts.map(check)).toEqual([[15], [4], undefined, [15], [4], undefined]);
    // An answer of undefined is remembered too.
    expect(asked).toEqual(["Send a message.", "Send", ""]);
  });

  it("keeps each check's answers apart", () => {
    const upper = memoByText((text: string) => text.toUpperCase());
    const lower = memoByText((text: string) => text.toLowerCase());
    expect([upper("Ab"), lower("Ab"), upper("Ab")]).toEqual(["AB", "ab", "AB"]);
  });

  it("keeps at most its limit of answers, then forgets them all and computes again", () => {
    const computed: string[] = [];
    const kept = new Remembered<number>(2);
    const get = (key: string) => kept.get(key, () => (computed.push(key), key.length));
    expect(["a", "bb", "a", "ccc", "a", "bb"].map(get)).toEqual([1, 2, 1, 3, 1, 2]);
    // "ccc" is the third key: the first two are forgotten, so "a" and then "bb" are computed again.
    expect(computed).toEqual(["a", "bb", "ccc", "a", "bb"]);
  });
});

describe("RememberedPairs kept between runs (a --cache run's persisted memos)", () => {
  it("answers seeded from an earlier run without computing them; used() lists what was asked since forgetUse", () => {
    const computed: string[] = [];
    const kept = new RememberedPairs<number>(10, true);
    const get = (name: string, text: string) => kept.get(name, text, () => (computed.push(`${name}/${text}`), text.length));
    kept.seed([["n\0seeded", 99], ["n\0unasked", 7]]);
    expect([get("n", "seeded"), get("n", "new"), get("m", "seeded")]).toEqual([99, 3, 6]);
    expect(computed).toEqual(["n/new", "m/seeded"]);
    // Only what this run asked for is kept for the next one: "unasked" is dropped.
    expect(kept.used()).toEqual([["n\0seeded", 99], ["n\0new", 3], ["m\0seeded", 6]]);
    kept.forgetUse();
    expect(kept.used()).toEqual([]);
  });

  it("a pair is two keys, not their join: a first key with a NUL is kept apart in memory, and not kept for the next run", () => {
    const kept = new RememberedPairs<string>(10, true);
    expect(kept.get("a\0b", "c", () => "first")).toBe("first");
    expect(kept.get("a", "b\0c", () => "second")).toBe("second");
    expect(kept.used()).toEqual([["a\0b\0c", "second"]]);
    // Read back, the key is the pair it was written as.
    const next = new RememberedPairs<string>(10, true);
    next.seed(kept.used());
    expect(next.get("a", "b\0c", () => "computed")).toBe("second");
    expect(next.get("a\0b", "c", () => "computed")).toBe("computed");
  });

  it("near misses: a seed never overrides an answer computed here, nor passes the limit, nor reads a key without a NUL; a memo not persisted lists nothing", () => {
    const kept = new RememberedPairs<number>(2, true);
    kept.get("n", "a", () => 1);
    kept.seed([["n\0a", 100], ["nokey", 5], ["n\0b", 2], ["n\0c", 3]]);
    expect([kept.get("n", "a", () => -1), kept.get("n", "b", () => -1), kept.get("n", "c", () => -1)]).toEqual([1, 2, -1]);
    const plain = new RememberedPairs<number>(2);
    plain.get("n", "a", () => 1);
    expect(plain.used()).toEqual([]);
  });

  it("keeps no more asked pairs than answers: a process that never stores (a language server) does not grow", () => {
    const kept = new RememberedPairs<number>(2, true);
    for (const text of ["a", "b", "c", "d", "e"]) kept.get("n", text, () => text.charCodeAt(0));
    expect(kept.used().length).toBeLessThanOrEqual(2);
    expect(kept.used()).toEqual([["n\0e", 101]]);
  });
});
