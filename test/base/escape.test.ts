// Text cut for a message (src/base/escape.ts): at the limit or under it as it is; over it, cut with an ellipsis,
// never between the halves of a surrogate pair (a lone half is no character and breaks JSON readers).
import { describe, expect, it } from "vitest";
import { cut, quoted } from "../../src/base/escape.js";

describe("quoted", () => {
  it.each<[string, string, number, string]>([
    ["under the limit: as it is", "Delete a file.", 20, "Delete a file."],
    ["at the limit: as it is", "abcde", 5, "abcde"],
    ["over it: the last character an ellipsis", "abcdefgh", 5, "abcd…"],
    ["a cut that would split a pair: before the pair", "abc😀def", 5, "abc…"],
    ["a pair before the cut: kept whole", "ab😀defgh", 5, "ab😀…"],
  ])("%s", (_title, text, max, expected) => {
    expect(quoted(text, max)).toBe(expected);
  });
});

describe("cut", () => {
  it.each<[string, string, number, string]>([
    ["under the limit: as it is", "abc", 5, "abc"],
    ["over it: with the full length", "abcdefgh", 4, "abcd… (8 characters)"],
    ["a cut that would split a pair: before the pair", "abc😀def", 4, "abc… (8 characters)"],
  ])("%s", (_title, text, max, expected) => {
    expect(cut(text, max)).toBe(expected);
  });
});
