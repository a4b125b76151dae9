// The project's one labelled set (docs/design.md#rules): every description of test/fixtures/verbs.ts carries both its
// expected verb lemma (measured in verbs.test.ts) and its expected irreversibility wording, `irreversible`.
// Here findIrreversibility is judged against the latter: it must find every labelled wording (100% recall, the
// phrase compared case-insensitively) and nothing in a description labelled null.

import { describe, expect, it } from "vitest";

import { findIrreversibility } from "../../src/text/safety/irreversibility.js";
import { VERB_CASES } from "../fixtures/verbs.js";
import { figures } from "../helpers/figures.js";

describe("findIrreversibility on the labelled set", () => {
  const labelled = VERB_CASES.filter((c) => c.irreversible !== null);
  const unlabelled = VERB_CASES.filter((c) => c.irreversible === null);

  const results = VERB_CASES.map((c) => ({ ...c, got: findIrreversibility(c.text)?.phrase ?? null }));
  const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
  const found = results.filter((c) => c.irreversible !== null && same(c.got, c.irreversible));
  const missed = results.filter((c) => c.irreversible !== null && !same(c.got, c.irreversible));
  const falsePositives = results.filter((c) => c.irreversible === null && c.got !== null);

  it("has at least 300 descriptions, at least 40 of them with a permanent effect", () => {
    expect(VERB_CASES.length).toBeGreaterThanOrEqual(300);
    expect(labelled.length).toBeGreaterThanOrEqual(40);
    expect(labelled.some((c) => c.text.toLowerCase().indexOf(c.irreversible!.toLowerCase()) > 160)).toBe(true);
  });

  it("labels each wording exactly as it appears in its description", () => {
    for (const c of labelled) expect(c.text.toLowerCase()).toContain(c.irreversible!.toLowerCase());
  });

  it("finds every labelled wording (100% recall)", () => {
    const measured = figures([
      `irreversibility on the labelled set: ${VERB_CASES.length} descriptions; ` +
        `recall ${((100 * found.length) / labelled.length).toFixed(1)}% (${found.length}/${labelled.length}); ` +
        `false positives ${falsePositives.length}/${unlabelled.length}`,
    ]);
    expect(missed.map((c) => ({ text: c.text, expected: c.irreversible, got: c.got })), measured).toEqual([]);
  });

  it("finds nothing in a description labelled null (no false positive)", () => {
    expect(falsePositives.map((c) => ({ text: c.text, got: c.got }))).toEqual([]);
  });
});
