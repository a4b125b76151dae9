// The quick version of the scaling suite (`npm run scale` is the full one): every dimension that names a quick size,
// doubled four times in this process, must grow no faster than n log n in time (memory is `npm run scale`'s, where
// each step has a process of its own). A series that fails is measured again, twice at most: a loaded machine only
// ever makes a step slower, while a cost that really grows too fast fails every time.
import { describe, expect, it } from "vitest";
import { allDimensions } from "./dimensions.js";
import { judge, sizes, type Sample } from "./growth.js";

const found = (await allDimensions()).filter((f) => f.dimension.quick !== undefined);
const TRIES = 3;

async function series(prepare: (n: number) => Promise<{ run(): unknown; dispose?(): void }>, start: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const n of sizes(start)) {
    const step = await prepare(n);
    try {
      const begin = performance.now();
      await step.run();
      samples.push({ n, ms: performance.now() - begin });
    } finally {
      step.dispose?.();
    }
  }
  return samples;
}

describe("scaling, quick", () => {
  it("has dimensions", () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it.each(found.map((f) => [f.dimension.name, f] as const))("%s grows no faster than n log n", async (_, { dimension }) => {
    const prepare = async (n: number) => dimension.prepare(n);
    // Warm up the code paths once (compiled functions, loaded modules) at a size of its own.
    const warm = await prepare(Math.max(1, Math.floor(dimension.quick! / 2)));
    await warm.run();
    warm.dispose?.();
    let verdict = judge(await series(prepare, dimension.quick!));
    for (let t = 1; t < TRIES && !verdict.pass; t++) verdict = judge(await series(prepare, dimension.quick!));
    expect(verdict.reason).toBeUndefined();
  }, 120_000);
});
