// The reader judged on real descriptions (test/fixtures/verbs-real.ts): the held-out third it was not tuned on,
// and the whole set. The thresholds are asserted, so a change that makes the reader worse on real text fails here.
//
// Measured on the held-out third once before tuning (187/209 = 89.5%) and once after (201/209 = 96.2%, below the
// 97% aimed at; whole set 613/625 = 98.1%). The held-out threshold is the figure measured, not the target: the
// held-out misses were not tuned on, so that the figure stays a held-out one.

import { describe, expect, it } from "vitest";

import { figures } from "../helpers/figures.js";
import { predicted } from "./verb-verdict.js";
import { REAL_VERB_CASES, realSplit, type RealVerbCase } from "../fixtures/verbs-real.js";

const REQUIRED_ACCURACY = 0.97;
const REQUIRED_HELD_OUT_ACCURACY = 0.96;


function score(cases: RealVerbCase[]): { correct: number; misses: string[] } {
  const misses: string[] = [];
  let correct = 0;
  for (const c of cases) {
    const got = predicted(c);
    if (got === c.expected) correct++;
    else misses.push(`  expected ${c.expected}, got ${got}: [${c.repo} ${c.name}] ${c.text.replace(/\s+/g, " ").trim().slice(0, 140)}`);
  }
  return { correct, misses };
}

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

describe("readVerb on real descriptions", () => {
  const { tune, holdout } = realSplit();
  const whole = score(REAL_VERB_CASES);
  const held = score(holdout);
  const tuned = score(tune);
  const measured = figures([
    `real set: whole ${whole.correct}/${REAL_VERB_CASES.length} = ${percent(whole.correct, REAL_VERB_CASES.length)}; ` +
      `held-out ${held.correct}/${holdout.length} = ${percent(held.correct, holdout.length)}; ` +
      `tune ${tuned.correct}/${tune.length} = ${percent(tuned.correct, tune.length)}`,
    "misses (tune):",
    ...tuned.misses,
  ]);

  it("has at least 600 descriptions from at least 20 repositories, none over 50", () => {
    expect(REAL_VERB_CASES.length).toBeGreaterThanOrEqual(600);
    const perRepo = new Map<string, number>();
    for (const c of REAL_VERB_CASES) perRepo.set(c.repo, (perRepo.get(c.repo) ?? 0) + 1);
    expect(perRepo.size).toBeGreaterThanOrEqual(20);
    expect(Math.max(...perRepo.values())).toBeLessThanOrEqual(50);
    expect(new Set(REAL_VERB_CASES.map((c) => c.text)).size).toBe(REAL_VERB_CASES.length);
  });

  it("splits into a held-out third and two tuning thirds", () => {
    expect(holdout.length).toBe(Math.ceil(REAL_VERB_CASES.length / 3));
    expect(tune.length + holdout.length).toBe(REAL_VERB_CASES.length);
  });

  it(`finds the expected verdict in at least ${REQUIRED_HELD_OUT_ACCURACY * 100}% of the held-out third`, () => {
    expect(held.correct / holdout.length, measured).toBeGreaterThanOrEqual(REQUIRED_HELD_OUT_ACCURACY);
  });

  it(`finds the expected verdict in at least ${REQUIRED_ACCURACY * 100}% of the whole set`, () => {
    expect(whole.correct / REAL_VERB_CASES.length, measured).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });
});
