// Thousands of summaries that differ by one number ("… of store 1", "… of store 2", …) all read alike: every two
// of them are a pair of the join, n²/2 in all (8,000 summaries: 32 million). Kept in a list, they took over 5 GB
// and V8 ran out of memory, in near-duplicate-summary and in `stats`. The rule now joins only summaries that say the
// same content words (the number sets these apart, so nothing is reported), stats counts pairs as the join finds
// them and stops at a million pairs of different texts, and the join keeps no pair.
import { describe, expect, it } from "vitest";
import { defaultConfig } from "../../src/config/schema.js";
import type { Project } from "../../src/project.js";
import { buildStats } from "../../src/stats/compute.js";
import { buildDirectories, summarizeCatalog } from "../../src/summarize/directory.js";
import { similarGroups } from "../../src/text/similarity/similarity.js";
import type { Action } from "../../src/types.js";
import rule from "../../rules/near-duplicate-summary.js";
import { action, catalog, loc, ROOT } from "../helpers/catalog.js";
import { runRule } from "../rules/run.js";

const store = (i: number) => `Lists the orders of store ${i} with their items, totals, payments and shipping status.`;

/** `n` actions whose summaries differ by the store's number: every two read alike (Dice 0.9 or more). */
function stores(n: number): Action[] {
  return Array.from({ length: n }, (_, i) => action(`orders${i}`, { description: store(i), line: i + 1, loc: loc(i + 1) }));
}

function statsOf(actions: Action[]) {
  const config = defaultConfig(ROOT);
  const c = catalog({ actions });
  const summaries = summarizeCatalog(c, config.directory);
  const project: Project = { config, presets: [], catalog: c, summaries, directories: buildDirectories(c, summaries, config.directory) };
  return buildStats(project).total;
}

describe("near-duplicate-summary over summaries that all read alike", () => {
  it("8,000 summaries that differ by one number: nothing to report, and no out-of-memory", { timeout: 120_000 }, () => {
    expect(runRule(rule, catalog({ actions: stores(8_000) }))).toEqual([]);
  });

  it("among them, two that differ only by filler are still reported", { timeout: 120_000 }, () => {
    const actions = stores(8_000);
    actions.push(action("orders.again", { description: store(5).replace("of store", "of the store"), line: 9_000, loc: loc(9_000) }));
    expect(runRule(rule, catalog({ actions })).map((r) => [r.messageId, r.subject.name, r.data?.names])).toEqual([
      ["alreadyAlike", "orders.again", '"orders.again" and "orders5"'],
    ]);
  });
});

describe("stats over summaries that all read alike", () => {
  it("1,000 of them: every pair counted, 499,500", { timeout: 120_000 }, () => {
    const total = statsOf(stores(1_000));
    expect([total.nearDuplicatePairs, total.nearDuplicatePairsAtLeast]).toEqual([499_500, undefined]);
  });

  it("1,500 of them (1,124,250 pairs): counting stops after a million, and says the count is a lower bound", { timeout: 120_000 }, () => {
    const total = statsOf(stores(1_500));
    expect([total.nearDuplicatePairs, total.nearDuplicatePairsAtLeast]).toEqual([1_000_000, true]);
  });

  it("pairs of one text are counted in full, at no cost: 3,000 copies under 3,000 names are 4,498,500 pairs", { timeout: 120_000 }, () => {
    const copies = Array.from({ length: 3_000 }, (_, i) => action(`copy${i}`, { description: store(1), line: i + 1, loc: loc(i + 1) }));
    const total = statsOf(copies);
    expect([total.nearDuplicatePairs, total.nearDuplicatePairsAtLeast]).toEqual([4_498_500, undefined]);
  });
});

describe("the join hands its pairs on and keeps none", () => {
  it("every pair of 1,000 alike texts is handed to the visitor, once", () => {
    const texts = Array.from({ length: 1_000 }, (_, i) => store(i));
    const seen = new Set<number>();
    let visits = 0;
    const all = similarGroups(texts, 0.9).forEachPair((gx, gy) => {
      visits++;
      if (gx < gy) seen.add(gx * 1_000 + gy);
    });
    expect([all, visits, seen.size]).toEqual([true, 499_500, 499_500]);
  });

  it("a visitor that returns false stops the join there", () => {
    const texts = Array.from({ length: 2_000 }, (_, i) => store(i));
    let visits = 0;
    const all = similarGroups(texts, 0.9).forEachPair(() => ++visits < 10);
    expect([all, visits]).toEqual([false, 10]);
  });
});
