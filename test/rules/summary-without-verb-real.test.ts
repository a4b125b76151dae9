// summary-without-verb judged on the real labelled set (test/fixtures/verbs-real.ts), each description sent whole
// (the full profile, as MCP servers and tool-calling SDKs send it). A description labelled null (no operative
// verb) should be flagged; one labelled with a verb must not be: a false alarm costs the rule's precision
// (docs/design.md#measuring-on-real-code: >= 95% for a warn rule). Descriptions labelled "other-language" get no
// verdict and are left out.
//
// Measured before the rule read tool nouns, gerunds, relative clauses and verb alternatives
// (src/text/verb/action-mention.ts): precision whole 29/34 = 85.3%, held-out 10/14 = 71.4%. After the first change
// (tool nouns, gerunds, relative clauses, alternatives): whole 26/27 = 96.3%, held-out 9/10 = 90.0%; after "Return …"
// and first-person clauses (both from the ecosystem findings): whole 26/26, held-out 9/9. The held-out threshold is the
// first figure measured after a change, not the target: its false alarms were never looked at, so that the figure
// stays a held-out one (about ten findings: one false alarm is 10 points).

import { describe, expect, it } from "vitest";

import rule from "../../rules/summary-without-verb.js";
import { action, catalog } from "../helpers/catalog.js";
import { figures } from "../helpers/figures.js";
import { REAL_VERB_CASES, realSplit, type RealVerbCase } from "../fixtures/verbs-real.js";
import { runRule } from "./run.js";

interface Score {
  flagged: number;
  trueFlags: number;
  nouns: number;
  falseAlarms: string[];
  missed: string[];
}

function score(cases: RealVerbCase[]): Score {
  const english = cases.filter((c) => c.expected !== "other-language");
  // A preset whose harness sends descriptions whole (tool-calling SDKs, the full docs/design.md#harness-profiles).
  const actions = english.map((c, i) => action(c.name, { description: c.text, line: i + 1, preset: "vercel-ai" }));
  const flaggedLines = new Set(runRule(rule, catalog({ actions })).map((r) => r.loc.line));
  const result: Score = { flagged: 0, trueFlags: 0, nouns: 0, falseAlarms: [], missed: [] };
  for (const [i, c] of english.entries()) {
    const flagged = flaggedLines.has(i + 1);
    const line = `[${c.repo} ${c.name}] ${c.text.replace(/\s+/g, " ").trim().slice(0, 120)}`;
    if (c.expected === null) result.nouns++;
    if (flagged) result.flagged++;
    if (flagged && c.expected === null) result.trueFlags++;
    if (flagged && c.expected !== null) result.falseAlarms.push(`  false alarm (${c.expected}): ${line}`);
    if (!flagged && c.expected === null) result.missed.push(`  missed: ${line}`);
  }
  return result;
}

const ratio = (n: number, of: number) => (of === 0 ? 1 : n / of);
const percent = (n: number, of: number) => `${n}/${of} = ${(100 * ratio(n, of)).toFixed(1)}%`;

describe("summary-without-verb on real descriptions", () => {
  const { tune, holdout } = realSplit();
  const whole = score(REAL_VERB_CASES);
  const held = score(holdout);
  const tuned = score(tune);
  const measured = figures([
    `summary-without-verb on the real set: precision whole ${percent(whole.trueFlags, whole.flagged)}, held-out ${percent(held.trueFlags, held.flagged)}; ` +
      `recall whole ${percent(whole.trueFlags, whole.nouns)}, held-out ${percent(held.trueFlags, held.nouns)}`,
    "tune:",
    ...tuned.falseAlarms,
    ...tuned.missed,
  ]);

  it("flags few descriptions that say what the action does: precision >= 95% on the whole set", () => {
    expect(ratio(whole.trueFlags, whole.flagged), measured).toBeGreaterThanOrEqual(0.95);
  });

  it("keeps its measured precision on the held-out third (>= 90%)", () => {
    expect(ratio(held.trueFlags, held.flagged), measured).toBeGreaterThanOrEqual(0.9);
  });
});
