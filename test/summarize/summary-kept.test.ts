// summarizeKept (src/summarize/summary.ts): summarize answered from memory, by settings and description. Each setting
// is part of the key: the same description under other settings is summarized anew.
import { describe, expect, it } from "vitest";
import { DEFAULT_ACTION_SUMMARY, summarize, summarizeKept } from "../../src/summarize/summary.js";
import type { SummarySettings } from "../../src/types.js";

const TEXT = "Delete a photo of a vehicle. It cannot be undone, and the listing loses the photo for good.";
const BASE: SummarySettings = { ...DEFAULT_ACTION_SUMMARY, strip: [] };

describe("summarizeKept", () => {
  it("gives summarize's summary, and the same one again for the same settings and description", () => {
    const first = summarizeKept(TEXT, BASE);
    expect(first).toEqual(summarize(TEXT, BASE));
    expect(summarizeKept(TEXT, { ...BASE })).toBe(first);
  });

  // Each row: settings that differ from the first in one setting alone; the first is summarized (and kept) first.
  it.each<[string, SummarySettings, SummarySettings]>([
    ["the cap", BASE, { ...BASE, maxLength: 20 }],
    ["no cap", { ...BASE, maxLength: 40, firstSentence: false }, { ...BASE, maxLength: Number.POSITIVE_INFINITY, firstSentence: false }],
    ["the first sentence or the whole text", BASE, { ...BASE, firstSentence: false }],
    ["the ellipsis", { ...BASE, maxLength: 20 }, { ...BASE, maxLength: 20, ellipsis: "..." }],
    ["a strip pattern", BASE, { ...BASE, strip: ["Delete "] }],
  ])("near miss: %s is part of the key", (_, kept, other) => {
    summarizeKept(TEXT, kept);
    expect(summarizeKept(TEXT, other)).toEqual(summarize(TEXT, other));
    expect(summarizeKept(TEXT, other)).not.toEqual(summarizeKept(TEXT, kept));
  });

  it("an absent description: the empty summary", () => {
    expect(summarizeKept(undefined, BASE)).toEqual(summarize(undefined, BASE));
  });
});
