import { describe, expect, it } from "vitest";

import rule from "../../rules/feature-description-truncated.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, feature, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

/** One sentence of exactly `length` characters whose only spaces are in "Plan the campaigns ". */
function sentenceOf(length: number): string {
  return "Plan the campaigns " + "x".repeat(length - 20) + ".";
}

const subject = (name: string) => ({ type: "feature" as const, name });

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a 301-character first sentence",
    catalog: catalog({ features: [feature("campaigns", { description: sentenceOf(301), loc: loc(2, 44) })] }),
    expected: [
      {
        messageId: "truncated",
        data: { name: "campaigns", kept: 18, lost: 283, end: "Plan the campaigns…" },
        subject: subject("campaigns"),
        line: 2,
        column: 44,
      },
    ],
  },
  {
    name: "a 400-character first sentence",
    catalog: catalog({ features: [feature("campaigns", { description: sentenceOf(400), line: 5 })] }),
    expected: [{ messageId: "truncated", subject: subject("campaigns"), line: 5, column: 1 }],
  },
  {
    name: "a cut first sentence followed by more",
    catalog: catalog({ features: [feature("campaigns", { description: `${sentenceOf(350)} More text.`, line: 6 })] }),
    expected: [{ messageId: "truncated", subject: subject("campaigns"), line: 6, column: 1 }],
  },
  {
    name: "one word longer than the cap (a hard cut)",
    catalog: catalog({ features: [feature("tokens", { description: "b".repeat(400), line: 7 })] }),
    expected: [{ messageId: "truncated", data: { name: "tokens", kept: 299, lost: 101, end: `…${"b".repeat(29)}…` }, subject: subject("tokens"), line: 7, column: 1 }],
  },
  {
    name: "only the features that are cut",
    catalog: catalog({
      features: [
        feature("a", { description: "Short.", line: 1 }),
        feature("b", { description: sentenceOf(301), line: 2 }),
        feature("c", { description: sentenceOf(302), line: 3 }),
      ],
    }),
    expected: [
      { messageId: "truncated", subject: subject("b"), line: 2, column: 1 },
      { messageId: "truncated", subject: subject("c"), line: 3, column: 1 },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  { name: "a first sentence of exactly 300 characters", catalog: catalog({ features: [feature("campaigns", { description: sentenceOf(300) })] }) },
  { name: "a 200-character first sentence (above the action cap)", catalog: catalog({ features: [feature("campaigns", { description: sentenceOf(200) })] }) },
  {
    name: "a short first sentence before a long rest (cut to the first sentence, not by the cap)",
    catalog: catalog({ features: [feature("campaigns", { description: `Plan campaigns. ${sentenceOf(600)}` })] }),
  },
  { name: "an action over the feature cap (actions have summary-truncated)", catalog: catalog({ actions: [action("campaign.plan", { description: sentenceOf(301) })] }) },
  { name: "a feature without a description", catalog: catalog({ features: [feature("campaigns")] }) },
  {
    name: "an unresolved feature description",
    catalog: catalog({ features: [feature("campaigns", { descriptionStatus: "unresolved", unresolvedReason: "call of t()" })] }),
  },
];

describe("feature-description-truncated", () => {
  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });
});
