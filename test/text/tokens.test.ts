import { describe, expect, it } from "vitest";

import { estimateTokens, LONGEST_PIECE, longRunCuts } from "../../src/text/tokens.js";

describe("token estimates of text with very long runs", () => {
  it.each<[string, string, number[]]>([
    ["normal text", "Export the sales report of one dealership as a file. ".repeat(50), []],
    ["a URL of 900 characters", `See https://example.com/${"a".repeat(876)} for more.`, []],
    ["a word of 2,500 letters", "x".repeat(2_500), [1_000, 2_000]],
    ["a run of 2,500 spaces between words", `a${" ".repeat(2_500)}b`, [1_001, 2_001]],
    ["a run of 1,001 backticks after a word", `note ${"`".repeat(1_001)}`, [1_005]],
    ["emoji, never cut inside a pair", `a${"😀".repeat(600)}`, [1_001]],
    ["compact JSON of 5,000 characters (short runs of letters and of punctuation)", JSON.stringify({ properties: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`field_${i}`, { type: "string" }])) }), []],
    ["a number of 2,500 digits (the tokenizer takes three at a time)", "9".repeat(2_500), []],
    ["a run of 2,500 dashes between letters", `a${"-".repeat(2_500)}b`, [1_001, 2_001]],
    ["letters then punctuation, each run under the limit", `${"x".repeat(900)}${"!".repeat(900)}`, []],
  ])("%s", (_title, text, cuts) => {
    expect(longRunCuts(text)).toEqual(cuts);
  });

  it("leaves no run of spaces or of other characters longer than LONGEST_PIECE in a part (the tokenizer's merge is quadratic in one)", () => {
    const text = `${"x".repeat(5_500)} ${"`".repeat(3_200)}${" ".repeat(1_999)}a`;
    const cuts = [0, ...longRunCuts(text), text.length];
    const parts = cuts.slice(1).map((cut, k) => text.slice(cuts[k], cut));
    expect(Math.max(...parts.flatMap((part) => part.match(/\p{L}+|\s+|[^\p{L}\s]+/gu)!.map((run) => run.length)))).toBe(LONGEST_PIECE);
  });

  it("counts a 200,000-letter word part by part", () => {
    expect(estimateTokens("x".repeat(200_000))).toBe(200 * estimateTokens("x".repeat(1_000)));
  });
});
