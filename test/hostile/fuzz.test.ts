// The hostile-input fuzz suite (docs/design.md#hostile-input): projects drawn by fast-check
// (test/hostile/fuzz/cases.ts) from sources, descriptions, configs and file-system layouts, each run through the CLI in
// process. Seeded and bounded, so CI runs the same cases every time: `npm test` the first 100 of the seed's cases,
// `npm run test:heavy` all 400; `npm run fuzz` runs the long campaign with random seeds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sized } from "../helpers/heavy.js";
import { cases, check } from "./fuzz/cases.js";

/** Cases per run, and the seed that picks them. */
const RUNS = sized(100, 400);
const SEED = 20261202;

describe("hostile projects (fuzz, seeded)", () => {
  it(`keeps every promise on ${RUNS} drawn projects`, { timeout: 600_000 }, async () => {
    const broken: string[] = [];
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const { failures } = await check(c);
        if (failures.length > 0) broken.push(failures.join("; "));
        return failures.length === 0;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    ).catch((error: Error) => broken.push(error.message.split("\n").slice(0, 12).join("\n")));
    expect(broken).toEqual([]);
  });
});
