// The reader judged on a second, fresh set of real descriptions (test/fixtures/verbs-real-fresh.ts): drawn after issue
// 9's last change from repositories the first set did not come from, labelled blind to the reader's output, scored
// once and never tuned on. The threshold asserted is the figure measured then (a change that makes the reader worse
// on real text fails here), not the 97% aimed at.
import { describe, expect, it } from "vitest";

import { FRESH_VERB_CASES } from "../fixtures/verbs-real-fresh.js";
import { REAL_VERB_CASES } from "../fixtures/verbs-real.js";
import { figures } from "../helpers/figures.js";
import { predicted } from "./verb-verdict.js";

// Measured once, after the last change to the reader before this set was drawn: 426/432 = 98.6% (two of the six misses
// are "get" where the first set's `get_doc` precedent would say "retrieve", the text's own verb).
const THRESHOLD = 0.986;

describe("readVerb on the fresh real set", () => {
  const misses = FRESH_VERB_CASES.filter((c) => predicted(c) !== c.expected);
  const correct = FRESH_VERB_CASES.length - misses.length;
  const measured = figures([
    `fresh real set: ${correct}/${FRESH_VERB_CASES.length} = ${((100 * correct) / FRESH_VERB_CASES.length).toFixed(1)}%`,
    ...misses.map((c) => `  expected ${c.expected}, got ${predicted(c)}: [${c.repo} ${c.name}] ${c.text.replace(/\s+/g, " ").trim().slice(0, 140)}`),
  ]);

  it("has at least 400 descriptions from at least 20 repositories, none over 25, none in the first set", () => {
    expect(FRESH_VERB_CASES.length).toBeGreaterThanOrEqual(400);
    const perRepo = new Map<string, number>();
    for (const c of FRESH_VERB_CASES) perRepo.set(c.repo, (perRepo.get(c.repo) ?? 0) + 1);
    expect(perRepo.size).toBeGreaterThanOrEqual(20);
    expect(Math.max(...perRepo.values())).toBeLessThanOrEqual(25);
    const first = new Set(REAL_VERB_CASES.map((c) => c.text));
    expect(FRESH_VERB_CASES.filter((c) => first.has(c.text))).toEqual([]);
    expect(new Set(FRESH_VERB_CASES.map((c) => c.text)).size).toBe(FRESH_VERB_CASES.length);
  });

  it("reads the measured share of them right", () => {
    expect(correct / FRESH_VERB_CASES.length, measured).toBeGreaterThanOrEqual(THRESHOLD);
  });
});
