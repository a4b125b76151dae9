// Wrapping one very long word or line (stylish): Intl.Segmenter slows down sharply on long text (Node 20: a word
// of 40,000 characters took 0.1 s, 80,000 11 s, 160,000 38 s), so it is never given more than a bounded chunk, and
// Latin text is not segmented at all. Graphemes that straddle a chunk's end stay whole.
import { afterEach, describe, expect, it, vi } from "vitest";

import { stylish } from "../../src/format/stylish.js";
import { displayWidth, wrap } from "../../src/format/wrap.js";
import { ctx, diag } from "./diagnostics.js";

/** The most UTF-16 units one call of the segmenter may be given. */
const BOUND = 1024;

/**
 * The length of the text of each call of Intl.Segmenter's segment while `work` runs. A call given more than BOUND
 * units throws at once (on a long text it would take minutes).
 */
function segmented(work: () => unknown): number[] {
  const lengths: number[] = [];
  const original = Intl.Segmenter.prototype.segment;
  vi.spyOn(Intl.Segmenter.prototype, "segment").mockImplementation(function (this: Intl.Segmenter, text: string) {
    lengths.push(text.length);
    if (text.length > BOUND) throw new Error(`segment() was given ${text.length} units`);
    return original.call(this, text);
  });
  work();
  return lengths;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const WORKER = "👩‍💻"; // a ZWJ sequence: 5 UTF-16 units, one grapheme, two columns
const FLAG = "🇩🇪"; // two regional indicators: 4 units, one grapheme, one column (as displayWidth counts them)

describe("wrap and displayWidth segment in bounded chunks", () => {
  it.each<[string, string, number, string[]]>([
    // 40,000 ZWJ sequences (200,000 units) after one odd unit, so chunk ends fall inside sequences
    ["ZWJ sequences", "x" + WORKER.repeat(40_000), 80_001, ["x" + WORKER.repeat(4), ...Array(7_999).fill(WORKER.repeat(5)), WORKER]],
    // chunk ends fall between the two indicators of a flag
    ["flags", "xy" + FLAG.repeat(30_000), 30_002, ["xy" + FLAG.repeat(8), ...Array(2_999).fill(FLAG.repeat(10)), FLAG.repeat(2)]],
    // one cluster of 3,001 units, cut where chunks end; the marks take no column, so the word fits
    ["a letter with 3,000 combining marks", "e" + "\u0301".repeat(3_000), 1, ["e" + "\u0301".repeat(3_000)]],
  ])("%s", (_title, word, width, lines) => {
    const lengths = segmented(() => {
      expect(displayWidth(word)).toBe(width);
      expect(wrap(word, 10)).toEqual(lines);
    });
    expect(Math.max(...lengths)).toBeLessThanOrEqual(BOUND);
  });

  it("a Latin word of 200,000 letters is never segmented", () => {
    const word = "é".repeat(200_000);
    const lengths = segmented(() => expect(wrap(`Read ${word} now`, 100_000)).toEqual(["Read", word.slice(0, 100_000), word.slice(100_000), "now"]));
    expect(lengths).toEqual([]);
  });

  it("stylish prints a message that is one word of 100,000 CJK characters: 10 on the first row, 14 on each after", () => {
    const word = "写".repeat(100_000);
    const lengths = segmented(() => {
      // 14 columns before the message, 21 after its first row (the rule id): 20 columns on the first row, 28 under it
      const lines = stylish([diag({ message: word })], { ...ctx, width: 42 }).split("\n");
      expect([lines.length, lines[2], lines[3], lines.at(-4)]).toEqual([
        3 + 7_143 + 3,
        `  1:1  error  ${"写".repeat(10)}  missing-description`,
        " ".repeat(14) + "写".repeat(14),
        " ".repeat(14) + "写".repeat(2),
      ]);
    });
    expect(Math.max(...lengths)).toBeLessThanOrEqual(BOUND);
  });
});

describe("whitespace", () => {
  it("a message that ends in 200,000 spaces is one line", () => {
    expect(wrap(`Word${" ".repeat(200_000)}`, 80)).toEqual(["Word"]);
  });

  it("keeps the whitespace between words as written", () => {
    expect(wrap("a \t b   c", 80)).toEqual(["a \t b   c"]);
  });
});
