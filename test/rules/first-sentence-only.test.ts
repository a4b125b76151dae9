import { describe, expect, it } from "vitest";

import rule from "../../rules/first-sentence-only.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, feature, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

const subject = (name: string) => ({ type: "action" as const, name });
const one = (description: string, line = 1) => catalog({ actions: [action("contact.list", { description, line })] });

const LONG_FIRST =
  "For dealers who manage several rooftops and want one consolidated view across every location they " +
  "operate in the region, generates a weekly report of leads and sales.";

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a second sentence (lost counts its characters, not the space before it)",
    catalog: catalog({ actions: [action("contact.list", { description: "List contacts. Includes archived ones.", loc: loc(5, 18) })] }),
    expected: [{ messageId: "laterSentencesDropped", data: { name: "contact.list", lost: 23 }, subject: subject("contact.list"), line: 5, column: 18 }],
  },
  {
    name: "a second paragraph after a blank line",
    catalog: one("List contacts\n\nShows archived too", 2),
    expected: [{ messageId: "laterSentencesDropped", data: { name: "contact.list", lost: 18 }, subject: subject("contact.list"), line: 2, column: 1 }],
  },
  {
    name: "a question, then the answer",
    catalog: one("Delete a contact? This cannot be undone.", 3),
    expected: [{ messageId: "laterSentencesDropped", data: { name: "contact.list", lost: 22 }, subject: subject("contact.list"), line: 3, column: 1 }],
  },
  {
    name: "an abbreviation in the dropped sentence",
    catalog: one("Delete a contact. Cannot be undone, e.g. after sync.", 4),
    expected: [{ messageId: "laterSentencesDropped", data: { name: "contact.list", lost: 34 }, subject: subject("contact.list"), line: 4, column: 1 }],
  },
  {
    name: "a first sentence the cap also cuts: lost counts only what follows the first sentence",
    catalog: one(`${LONG_FIRST} Second sentence.`, 6),
    expected: [{ messageId: "laterSentencesDropped", data: { name: "contact.list", lost: 16 }, subject: subject("contact.list"), line: 6, column: 1 }],
  },
  {
    name: "an exclamation",
    catalog: one("Send it now! Mail goes out at once.", 7),
    expected: [{ messageId: "laterSentencesDropped", data: { name: "contact.list", lost: 22 }, subject: subject("contact.list"), line: 7, column: 1 }],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  { name: "a single sentence", catalog: one("List contacts.") },
  { name: "an abbreviation that does not end the sentence", catalog: one("Find contacts, e.g. by name.") },
  { name: "a domain name", catalog: one("Open example.com in the browser.") },
  { name: "a version number", catalog: one("Show version 2.1 details.") },
  { name: "blank lines after the only sentence", catalog: one("List contacts.   \n\n") },
  { name: "a single sentence the cap cuts (summary-truncated reports that)", catalog: one(LONG_FIRST) },
  { name: "no description", catalog: catalog({ actions: [action("contact.list")] }) },
  {
    name: "an unresolved description",
    catalog: catalog({ actions: [action("contact.list", { descriptionStatus: "unresolved", unresolvedReason: "call of t()" })] }),
  },
  { name: "a feature with two sentences (only actions)", catalog: catalog({ features: [feature("campaigns", { description: "Campaigns. Plan them." })] }) },
];

describe("first-sentence-only", () => {
  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });
});
