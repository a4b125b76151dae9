// src/text/memo.ts: answers kept by key (Remembered, bounded), and memoByText, a text check answered once per text.
import { describe, expect, it } from "vitest";
import { memoByText, Remembered } from "../../src/text/memo.js";

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

describe("Remembered kept between runs (a --cache run's persisted memos)", () => {
  it("answers seeded from an earlier run without computing them; used() lists what was asked since forgetUse", () => {
    const computed: string[] = [];
    const kept = new Remembered<number>(10, true);
    const get = (key: string) => kept.get(key, () => (computed.push(key), key.length));
    kept.seed([["seeded", 99], ["unasked", 7]]);
    expect([get("seeded"), get("new")]).toEqual([99, 3]);
    expect(computed).toEqual(["new"]);
    // Only what this run asked for is kept for the next one: "unasked" is dropped.
    expect(kept.used()).toEqual([["seeded", 99], ["new", 3]]);
    kept.forgetUse();
    expect(kept.used()).toEqual([]);
  });

  it("near misses: a seed never overrides an answer computed here, nor passes the limit; a memo not persisted lists nothing", () => {
    const kept = new Remembered<number>(2, true);
    kept.get("a", () => 1);
    kept.seed([["a", 100], ["b", 2], ["c", 3]]);
    expect([kept.get("a", () => -1), kept.get("b", () => -1), kept.get("c", () => -1)]).toEqual([1, 2, -1]);
    const plain = new Remembered<number>(2);
    plain.get("a", () => 1);
    expect(plain.used()).toEqual([]);
  });

  it("keeps no more asked keys than answers: a process that never stores (a language server) does not grow", () => {
    const kept = new Remembered<number>(2, true);
    for (const key of ["a", "b", "c", "d", "e"]) kept.get(key, () => key.charCodeAt(0));
    expect(kept.used().length).toBeLessThanOrEqual(2);
    expect(kept.used()).toEqual([["e", 101]]);
  });
});
