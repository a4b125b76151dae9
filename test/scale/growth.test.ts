// The judge of the scaling suite, on made-up samples: what must fail (quadratic, exponential, over a gigabyte) and the
// near misses it must pass (n log n, noise on tiny times, a flat memory line).
import { describe, expect, it } from "vitest";
import { judge, nLogN, sizes, type Sample } from "./growth.js";

const grow = (f: (n: number) => number, mb?: (n: number) => number): Sample[] =>
  sizes(1000).map((n) => ({ n, ms: f(n), ...(mb ? { mb: mb(n) } : {}) }));

describe("judge", () => {
  it.each([
    ["quadratic time", grow((n) => (n * n) / 1e5), "time grew 256.0x from n=1000 to n=16000 (n log n allows 56.1x)"],
    ["cubic time", grow((n) => (n * n * n) / 1e8), "time grew 4096.0x from n=1000 to n=16000 (n log n allows 56.1x)"],
    ["memory growing faster than n log n", grow((n) => n / 100, (n) => (n === 16000 ? 500 : 16)), "memory grew 31.3x from n=1000 to n=16000 (n log n allows 22.4x)"],
    ["memory past a gigabyte", grow((n) => n / 100, (n) => n / 10), "memory reached 1600 MB (the limit is 1024 MB)"],
  ])("fails %s", (_, samples, reason) => {
    expect(judge(samples)).toMatchObject({ pass: false, reason });
  });

  it.each([
    ["linear time", grow((n) => n / 100)],
    ["n log n time", grow((n) => (n * Math.log2(n)) / 1000)],
    ["noise on tiny times", grow((n) => (n === 1000 ? 0.1 : 3))],
    ["flat memory under the floor", grow((n) => n / 100, (n) => (n === 1000 ? 1 : 15))],
    ["linear memory", grow((n) => n / 100, (n) => n / 50)],
  ])("passes %s", (_, samples) => {
    expect(judge(samples)).toMatchObject({ pass: true });
  });

  it("n log n over four doublings from 1,000", () => {
    expect(nLogN(1000, 16000)).toBeCloseTo(22.4, 1);
    expect(sizes(3)).toEqual([3, 6, 12, 24, 48]);
  });
});
