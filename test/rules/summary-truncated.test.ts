import { describe, expect, it } from "vitest";

import rule from "../../rules/summary-truncated.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, feature, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

/** One sentence of exactly `length` characters whose only spaces are in "Send the report ". */
function sentenceOf(length: number): string {
  return "Send the report " + "x".repeat(length - 17) + ".";
}

const PREAMBLE =
  "For dealers who manage several rooftops and want one consolidated view across every location they " +
  "operate in the region, generates a weekly report of leads and sales.";

const subject = (name: string) => ({ type: "action" as const, name });

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a 161-character first sentence (cut at the last space that leaves room for the ellipsis)",
    catalog: catalog({ actions: [action("report.send", { description: sentenceOf(161), loc: loc(3, 16) })] }),
    expected: [
      {
        messageId: "truncated",
        data: { name: "report.send", kept: 15, lost: 146, end: "Send the report…" },
        subject: subject("report.send"),
        line: 3,
        column: 16,
      },
    ],
  },
  {
    name: "a long preamble: 166 characters, 7 lost, the shown end shortened to its last 30",
    catalog: catalog({ actions: [action("report.generate", { description: PREAMBLE, line: 12 })] }),
    expected: [
      {
        messageId: "truncated",
        data: { name: "report.generate", kept: 159, lost: 7, end: "…a weekly report of leads and…" },
        subject: subject("report.generate"),
        line: 12,
        column: 1,
      },
    ],
  },
  {
    name: "a cut first sentence followed by more sentences",
    catalog: catalog({ actions: [action("report.generate", { description: `${PREAMBLE} Runs nightly. Sends no mail.`, line: 2 })] }),
    expected: [{ messageId: "truncated", subject: subject("report.generate"), line: 2, column: 1 }],
  },
  {
    name: "one word longer than the cap (a hard cut)",
    catalog: catalog({ actions: [action("token.show", { description: "a".repeat(300), line: 4 })] }),
    expected: [{ messageId: "truncated", data: { name: "token.show", kept: 159, lost: 141, end: `…${"a".repeat(29)}…` }, subject: subject("token.show"), line: 4, column: 1 }],
  },
  {
    name: "a description whose first sentence is over the cap only after the line breaks become spaces",
    catalog: catalog({ actions: [action("report.send", { description: sentenceOf(161).replace("the ", "the\n"), line: 8 })] }),
    expected: [{ messageId: "truncated", subject: subject("report.send"), line: 8, column: 1 }],
  },
  {
    name: "emoji after the last space",
    catalog: catalog({ actions: [action("campaign.create", { description: `Create a campaign ${"😀".repeat(100)}`, line: 6 })] }),
    expected: [{ messageId: "truncated", data: { name: "campaign.create", kept: 17, lost: 201, end: "Create a campaign…" }, subject: subject("campaign.create"), line: 6, column: 1 }],
  },
  {
    name: "only the actions that are cut, in catalog order",
    catalog: catalog({
      actions: [
        action("a.cut", { description: sentenceOf(200), line: 1 }),
        action("b.fits", { description: "List contacts.", line: 2 }),
        action("c.cut", { description: sentenceOf(161), line: 3 }),
      ],
    }),
    expected: [
      { messageId: "truncated", subject: subject("a.cut"), line: 1, column: 1 },
      { messageId: "truncated", subject: subject("c.cut"), line: 3, column: 1 },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  { name: "a first sentence of exactly 160 characters", catalog: catalog({ actions: [action("report.send", { description: sentenceOf(160) })] }) },
  {
    name: "a long description whose first sentence is short (first-sentence-only, not a cut)",
    catalog: catalog({ actions: [action("contact.list", { description: `List contacts. ${sentenceOf(300)}` })] }),
  },
  {
    name: "200 characters that collapse to 160 once whitespace is normalized",
    catalog: catalog({ actions: [action("report.send", { description: sentenceOf(160).replace(" ", " ".repeat(41)) })] }),
  },
  { name: "no description", catalog: catalog({ actions: [action("contact.list")] }) },
  {
    name: "an unresolved description",
    catalog: catalog({ actions: [action("contact.list", { descriptionStatus: "unresolved", unresolvedReason: "call of t()" })] }),
  },
  {
    name: "a feature over the action cap (features have their own rule and cap)",
    catalog: catalog({ features: [feature("campaigns", { description: sentenceOf(250) })] }),
  },
];

describe("summary-truncated", () => {
  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });
});
