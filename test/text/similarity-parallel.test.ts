// similarPairs with a worker thread (large inputs) finds exactly what one thread finds. The worker runs from
// the build (dist/), which `npm ci` makes through `prepare`; from TypeScript sources there is no worker.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateSummaries } from "../bench/near-duplicates.js";
import { sized } from "../helpers/heavy.js";

const built = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/src/text/similarity/similarity.js");

// Two threads are asked for, so a size under the automatic switch (20,000 groups) still splits the work: a few thousand
// in `npm test`, the sizes past the switch in `npm run test:heavy`.
describe.skipIf(!fs.existsSync(built))("similarPairs on two threads", () => {
  it.each([
    [sized(6_000, 25_000), 0.9],
    [sized(6_000, 25_000), 0.85],
    [sized(5_000, 21_000), 1],
  ])("%i summaries at %f: the same pairs as one thread", async (n, threshold) => {
    const { similarPairs } = (await import(built)) as typeof import("../../src/text/similarity/similarity.js");
    const texts = generateSummaries(n, 1000 + n);
    const two = similarPairs(texts, threshold, { threads: 2 });
    expect(two.length).toBeGreaterThan(0);
    expect(two).toEqual(similarPairs(texts, threshold, { threads: 1 }));
  }, 60_000); // 1-3 s alone; a CI run of this stop took 6.6 s while another process loaded the machine (vitest's default is 5 s)
});
