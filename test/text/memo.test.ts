// memoByText (src/text/memo.ts): a text check answered once per text, with the answer the check gives.
import { describe, expect, it } from "vitest";
import { memoByText } from "../../src/text/memo.js";

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
});
