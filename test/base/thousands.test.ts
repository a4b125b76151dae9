// thousands() writes a number as toLocaleString("en-US") does, without ICU's number formats (src/base/plural.ts).
import { describe, expect, it } from "vitest";
import { thousands } from "../../src/base/plural.js";

describe("thousands", () => {
  it.each<[number, string]>([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [1204, "1,204"],
    [20_000, "20,000"],
    [100_000, "100,000"],
    [1_000_000, "1,000,000"],
    [-1234, "-1,234"],
    [Number.MAX_SAFE_INTEGER, "9,007,199,254,740,991"],
    // Not a safe integer: written by toLocaleString itself.
    [1.5, "1.5"],
    [1e21, "1,000,000,000,000,000,000,000"],
  ])("%d is %s", (n, written) => {
    expect(thousands(n)).toBe(written);
  });

  it("agrees with toLocaleString('en-US') on every power of ten and its neighbours, signs included", () => {
    const numbers = Array.from({ length: 16 }, (_, k) => 10 ** k).flatMap((p) => [p - 1, p, p + 1, -p, 7 * p + 3]);
    expect(numbers.map(thousands)).toEqual(numbers.map((n) => n.toLocaleString("en-US")));
  });
});
