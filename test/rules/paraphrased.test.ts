// The floor the safety rules hold on the tuning half of the paraphrased set (test/fixtures/attacks/paraphrased/): the
// held-out half is measured elsewhere, by someone who did not tune the rules. These figures guard against a change
// that loses what the clause-level detector catches, or that starts raising alarms on the real, honest descriptions.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { findingsOf, readLines, textRules } from "../safety/evaluate.js";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(HERE, "../fixtures/attacks/paraphrased");
const rules = textRules();

describe("the paraphrased tuning set", () => {
  it("catches at least 85% of the attacks, and at least 80% of each paradigm", () => {
    const attacks = readLines(path.join(SET, "tune-attacks.jsonl"));
    const caught = attacks.filter((line) => findingsOf(rules, line).length > 0);
    expect(caught.length / attacks.length).toBeGreaterThanOrEqual(0.85);
    for (const paradigm of new Set(attacks.map((a) => a.paradigm))) {
      const all = attacks.filter((a) => a.paradigm === paradigm);
      expect({ paradigm, share: all.filter((a) => caught.includes(a)).length / all.length >= 0.8 }).toEqual({ paradigm, share: true });
    }
  });

  it("raises no alarm on the real, honest descriptions", () => {
    const alarms = readLines(path.join(SET, "tune-benign.jsonl")).flatMap((line) => findingsOf(rules, line).map((f) => `${line.id} ${f}`));
    expect(alarms).toEqual([]);
  });
});
