import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import rule from "../../rules/truncation-drops-verb.js";
import type { Action, Catalog } from "../../src/types.js";
import { action, catalog, feature, loc } from "../helpers/catalog.js";
import { catalogOf } from "../helpers/project.js";
import { shape, type Expected } from "./expect.js";
import { runRule, runThroughEngine } from "./run.js";

const subject = (name: string) => ({ type: "action" as const, name });

/** One action per case, its description on line `line` at column 16 (as `  description: "…"` puts it). */
function one(name: string, description: string, line = 3, more: Partial<Action> = {}): Catalog {
  return catalog({ actions: [action(name, { description, loc: loc(line, 16), ...more })] });
}

const PREAMBLE =
  "For dealers who manage several rooftops and want one consolidated view of stock, leads, test drives and sales " +
  "across every location they operate in the region, generates a weekly report.";

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a preamble that pushes the verb past the cap",
    catalog: one("report.generate", PREAMBLE),
    expected: [
      {
        messageId: "beyondCap",
        data: { name: "report.generate", word: "generates", position: 161, kept: 158, ordinal: "first", suggestion: "Generate" },
        subject: subject("report.generate"),
        line: 3,
        column: 16,
      },
    ],
  },
  {
    name: "the same preamble on an action whose name names no verb of the text",
    catalog: one("weeklyReport.build", PREAMBLE, 8),
    expected: [{ messageId: "beyondCap", data: { name: "weeklyReport.build", word: "generates", position: 161, kept: 158, ordinal: "first", suggestion: "Generate" }, subject: subject("weeklyReport.build"), line: 8, column: 16 }],
  },
  {
    name: "a leading clause whose own commas hold a verb-like noun list, cut before the main verb",
    catalog: one(
      "expense.get",
      "For dealers who manage several rooftops, share one stock list between them and want a single consolidated view of prices, availability and reservations, fetches one expense with its history.",
    ),
    expected: [{ messageId: "beyondCap", data: { name: "expense.get", word: "fetches", position: 154, kept: 151, ordinal: "first", suggestion: "Fetch" }, subject: subject("expense.get"), line: 3, column: 16 }],
  },
  {
    name: "a leading participle clause past the cap",
    catalog: one(
      "contact.archive",
      "Called from the nightly clean-up job and from the admin console when a dealer asks for it, for every contact without a purchase or a visit in the last three years, archives the contact.",
    ),
    expected: [{ messageId: "beyondCap", data: { name: "contact.archive", word: "archives", position: 165, kept: 156, ordinal: "first", suggestion: "Archive" }, subject: subject("contact.archive"), line: 3, column: 16 }],
  },
  {
    name: "a conditional that runs past the cap",
    catalog: one(
      "asset.sync",
      "If the tenant has enabled the approval workflow in its settings (Settings → Workflows) and the dealer management system is reachable from the tenant's network, syncs the assets.",
    ),
    expected: [{ messageId: "beyondCap", data: { name: "asset.sync", word: "syncs", position: 161, kept: 158, ordinal: "first", suggestion: "Sync" }, subject: subject("asset.sync"), line: 3, column: 16 }],
  },
  {
    name: "a noun-phrase first sentence, the verb in the second",
    catalog: one("marketingRun.get", "Marketing run details. Returns the run with its vehicles and spend."),
    expected: [{ messageId: "laterSentence", data: { name: "marketingRun.get", word: "Returns", position: 24, kept: 22, ordinal: "second", suggestion: "Return" }, subject: subject("marketingRun.get"), line: 3, column: 16 }],
  },
  {
    name: "the verb in the third sentence",
    catalog: one("dealerGroup.list", "Dealer groups. The rooftops and their stock. Lists every group the caller administers."),
    expected: [{ messageId: "laterSentence", data: { name: "dealerGroup.list", word: "Lists", position: 46, kept: 14, ordinal: "third", suggestion: "List" }, subject: subject("dealerGroup.list"), line: 3, column: 16 }],
  },
  {
    name: "the name's verb in a later sentence",
    catalog: one("invoice.send", "Invoice PDF for one order. Sends it to the billing contact of the customer."),
    expected: [{ messageId: "laterSentence", data: { name: "invoice.send", word: "Sends", position: 28, kept: 26, ordinal: "second", suggestion: "Send" }, subject: subject("invoice.send"), line: 3, column: 16 }],
  },
  {
    name: '"This tool will …" in the second sentence',
    catalog: one("digest.send", "The weekly digest of new leads. This tool will send it to every salesperson on Monday."),
    expected: [{ messageId: "laterSentence", data: { name: "digest.send", word: "send", position: 48, kept: 31, ordinal: "second", suggestion: "Send" }, subject: subject("digest.send"), line: 3, column: 16 }],
  },
  {
    name: '"Use this to …" in the second sentence',
    catalog: one("contacts.csv", "Contact list of the dealer. Use this to export it as a CSV file."),
    expected: [{ messageId: "laterSentence", data: { name: "contacts.csv", word: "export", position: 41, kept: 27, ordinal: "second", suggestion: "Export" }, subject: subject("contacts.csv"), line: 3, column: 16 }],
  },
  {
    name: "a second paragraph after a blank line",
    catalog: one("report.generate", "Weekly report of leads and sales\n\nGenerates the report for every rooftop of a dealer group."),
    expected: [{ messageId: "laterSentence", data: { name: "report.generate", word: "Generates", position: 34, kept: 32, ordinal: "second", suggestion: "Generate" }, subject: subject("report.generate"), line: 3, column: 16 }],
  },
  {
    name: "a first sentence that is both cut by the cap and a noun phrase, the verb in the next",
    catalog: one(
      "inventory.get",
      "Vehicle inventory of a dealership with photos, prices, mileage, equipment, warranty terms, service history, " +
        "registration papers and the sales notes of every salesperson. Returns one page of it.",
    ),
    expected: [{ messageId: "laterSentence", data: { name: "inventory.get", word: "Returns", position: 171, kept: 156, ordinal: "second", suggestion: "Return" }, subject: subject("inventory.get"), line: 3, column: 16 }],
  },
  {
    name: "a lower-case generated text with the verb in its second sentence",
    catalog: one("offerNote.get", "dealer offer note including its history. returns the note with its author."),
    expected: [{ messageId: "laterSentence", data: { name: "offerNote.get", word: "returns", position: 42, kept: 40, ordinal: "second", suggestion: "Return" }, subject: subject("offerNote.get"), line: 3, column: 16 }],
  },
  {
    name: "a write that needs approval, the verb past the cap",
    catalog: one(
      "legacyProduct.purge",
      "For products that were discontinued by the manufacturer more than ten years ago and that no branch of the dealer group has sold, quoted, serviced or listed since, purges the product.",
      5,
      { kind: "write", approval: true },
    ),
    expected: [{ messageId: "beyondCap", data: { name: "legacyProduct.purge", word: "purges", position: 164, kept: 155, ordinal: "first", suggestion: "Purge" }, subject: subject("legacyProduct.purge"), line: 5, column: 16 }],
  },
  {
    name: "a factory instance (reported at the declaration, the call site related)",
    catalog: catalog({
      actions: [
        action("vehicle.get", {
          description: "Vehicle details. Fetches one vehicle with its photos.",
          loc: loc(12, 18),
          instantiatedAt: loc(40, 1, { file: "/project/src/handlers/vehicle.ts" }),
        }),
      ],
    }),
    expected: [{ messageId: "laterSentence", data: { name: "vehicle.get", word: "Fetches", position: 18, kept: 16, ordinal: "second", suggestion: "Fetch" }, subject: subject("vehicle.get"), line: 12, column: 18 }],
  },
  {
    name: "only the actions that lose their verb, in catalog order",
    catalog: catalog({
      actions: [
        action("a.report", { description: PREAMBLE, loc: loc(2, 16) }),
        action("b.list", { description: "List contacts. Newest first.", loc: loc(9, 16) }),
        action("c.get", { description: "Contact details. Returns one contact.", loc: loc(14, 16) }),
      ],
    }),
    expected: [
      { messageId: "beyondCap", subject: subject("a.report"), line: 2, column: 16 },
      { messageId: "laterSentence", subject: subject("c.get"), line: 14, column: 16 },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  // The reader reads English only: it once took "Envia" (Portuguese "sends") for a verb the first-sentence cut drops.
  { name: "a Portuguese description whose second sentence holds its verb (no verdict)", catalog: one("campaign.summary", "Resumo das campanhas do revendedor. Envia a campanha por e-mail.") },
  { name: "a description that fits", catalog: one("campaign.create", "Create a campaign for one vehicle.") },
  {
    name: "a long description whose verb comes first (cut, but the verb is kept)",
    catalog: one("report.generate", "Generates a weekly report of leads and sales " + "for every rooftop of the dealer group ".repeat(6) + "."),
  },
  {
    name: "a verb in the first sentence and details after it",
    catalog: one("campaign.pause", "Pause a running campaign. No further ads go out until it is resumed."),
  },
  {
    name: "a noun phrase with no verb anywhere (summary-without-verb's case)",
    catalog: one("marketingRun.get", "Marketing run details. Uses v2.1 of the partner API. See help.example.com for the fields."),
  },
  {
    name: "the name's verb cut, but the summary keeps a verb of its own",
    catalog: one(
      "order.place",
      "Validates the cart against stock, prices and the customer's credit limit, charges the card on file with the amount due including taxes and shipping, and places the order.",
    ),
  },
  {
    name: "the name's verb in a later sentence, a different verb in the first",
    catalog: one("order.cancel", "Refunds the payment of an order. Cancels the order afterwards."),
  },
  {
    name: "a short leading clause, the verb within the cap",
    catalog: one("contact.remove", "When a contact unsubscribes, removes them from every list and every campaign of the dealer. Runs nightly."),
  },
  {
    name: '"This tool will …" early in a long text',
    catalog: one("report.generate", "This tool will generate a weekly report " + "of leads, sales and stock per rooftop ".repeat(6) + "."),
  },
  {
    name: "a verb just before the cut",
    catalog: one("lead.route", "For leads from partner referrals above the deal size threshold set by the tenant administrator in the routing settings of the CRM, routes them to a salesperson of the enterprise team."),
  },
  { name: "no description", catalog: catalog({ actions: [action("contact.list")] }) },
  { name: "an empty description", catalog: one("contact.list", "") },
  { name: "a whitespace-only description", catalog: one("contact.list", "  \n ") },
  {
    name: "an unresolved description",
    catalog: catalog({ actions: [action("contact.list", { descriptionStatus: "unresolved", unresolvedReason: "call of t()" })] }),
  },
  {
    name: "a feature whose first sentence is a noun phrase (features are not actions)",
    catalog: catalog({ features: [feature("campaigns", { description: "Campaigns. Creates and sends marketing campaigns." })] }),
  },
  {
    name: "an instruction in the second sentence after a noun phrase",
    catalog: one("budget.get", "Budget details from the connected DMS. Use this before sending a mailing."),
  },
  {
    name: "an imperative after a leading clause, cut later",
    catalog: one("customer.ensure", "If no customer with this email exists, create one and link it to the lead. " + "Details follow. ".repeat(12)),
  },
];

describe("truncation-drops-verb", () => {
  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });

  it("reports each case as an error with the rule id, a filled message and the docs link", () => {
    for (const { catalog, expected } of invalid) {
      const { diagnostics, ruleErrors } = runThroughEngine(rule, catalog);
      expect(ruleErrors).toEqual([]);
      expect(diagnostics.map((d) => [d.ruleId, d.severity, d.subject, d.line, d.column])).toEqual(
        expected.map((e) => ["truncation-drops-verb", "error", e.subject, e.line, e.column]),
      );
      for (const d of diagnostics) {
        expect(d.message).not.toMatch(/\{\{|\}\}/);
        expect(d.message).toContain(d.subject.name);
        expect(d.docs).toMatch(/rules\/truncation-drops-verb\.md$/);
      }
    }
  });

  it("relates a factory instance to its call site", () => {
    const reports = runRule(rule, invalid.find((c) => c.name.startsWith("a factory"))!.catalog);
    expect(reports[0].related?.map((r) => [r.file, r.line])).toEqual([["/project/src/handlers/vehicle.ts", 40]]);
  });
});

describe("rules/truncation-drops-verb.md", () => {
  const doc = readFileSync(new URL("../../rules/truncation-drops-verb.md", import.meta.url), "utf8");
  const example = (heading: string) => new RegExp(`^## ${heading}\\n[\\s\\S]*?\`\`\`ts\\n([\\s\\S]*?)\`\`\``, "m").exec(doc)![1];

  it("has a Bad example that the rule flags, read from source like any project", () => {
    expect(runRule(rule, catalogOf({ "src/example.ts": example("Bad") })).map((r) => r.messageId)).toEqual(["beyondCap"]);
  });

  it("has a Good example that it does not", () => {
    expect(runRule(rule, catalogOf({ "src/example.ts": example("Good") }))).toEqual([]);
  });
});
