import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import rule from "../../rules/near-duplicate-summary.js";
import { runRules } from "../../src/lint/engine.js";
import { buildDirectories, summarizeCatalog } from "../../src/summarize/directory.js";
import { diceScore } from "../../src/text/similarity/similarity.js";
import type { Catalog, Location } from "../../src/types.js";
import type { DirectorySettings } from "../../src/config/schema.js";
import { action, catalog, feature, FILE, loc } from "../helpers/catalog.js";
import { catalogOf } from "../helpers/project.js";
import { DEFAULT_SETTINGS, runRule } from "./run.js";

const RULE_ID = "near-duplicate-summary";
const OTHER_FILE = "/project/src/more-handlers.ts";

interface Related {
  file: string;
  line: number;
  column: number;
  message: string;
}

interface Flag {
  ruleId: string;
  messageId: string;
  subject: { type: "action"; name: string };
  line: number;
  column: number;
  related: Related[];
  data?: Record<string, string | number>;
}

/** The description of `name` is a related location of the diagnostic. */
function other(name: string, line: number, file = FILE): Related {
  return { file, line, column: 1, message: `"${name}" has the summary that reads alike` };
}

/** A diagnostic on `name` at `line` (column 1, as test/helpers/catalog.ts places descriptions). */
/** How the messages name an action's list, its choice and its cut. */
const ACTION_WORDS = { list: "directory", use: "call", within: ", within the directory's cap (160 characters)," };

function flag(messageId: string, name: string, line: number, related: Related[], data?: Flag["data"]): Flag {
  return { ruleId: RULE_ID, messageId, subject: { type: "action", name }, line, column: 1, related, ...(data ? { data: { ...data, ...ACTION_WORDS } } : {}) };
}

/**
 * Runs the rule as the CLI would (default summary settings, one directory per role) and, through the engine,
 * checks that every report becomes a warning of this rule at the same place.
 */
function lint(cat: Catalog, options: Record<string, unknown> = {}): Flag[] {
  const reports = runRule(rule, cat, options);
  const summaries = summarizeCatalog(cat, DEFAULT_SETTINGS);
  const directories = buildDirectories(cat, summaries, DEFAULT_SETTINGS);
  const setting = { severity: rule.defaultSeverity, options };
  const { diagnostics, ruleErrors } = runRules({
    catalog: cat,
    directories,
    summaries,
    rules: [rule],
    setting: () => setting,
    distinctSettings: () => [setting],
  });
  expect(ruleErrors).toEqual([]);
  const place = (name: string, at: Location) => `${name}@${at.file}:${at.line}:${at.column}`;
  expect(diagnostics.map((d) => `${d.ruleId} ${place(d.subject.name, d)}`).sort()).toEqual(
    reports.map((r) => `${RULE_ID} ${place(r.subject.name, r.loc)}`).sort(),
  );
  // The same line shown twice (the same text but for whitespace and case) is an error; summaries that only read
  // alike are one step milder, a warning.
  const severityAt = new Map(reports.map((r) => [place(r.subject.name, r.loc), r.milder ? "warn" : "error"]));
  for (const d of diagnostics) expect(d.severity).toBe(severityAt.get(place(d.subject.name, d)));
  for (const r of reports) if (["identical", "identicalAfterCut"].includes(r.messageId)) expect([r.messageId, r.milder]).toEqual([r.messageId, undefined]);
  return reports.map((r) => ({
    ruleId: RULE_ID,
    messageId: r.messageId,
    subject: r.subject as Flag["subject"],
    line: r.loc.line,
    column: r.loc.column,
    related: (r.related ?? []).map(({ file, line, column, message }) => ({ file, line, column, message })),
    data: r.data,
  }));
}

/** The flags as `expected` names them: `data` only where the expectation has it. */
function asExpected(flags: Flag[], expected: Flag[]): Flag[] {
  return flags.map(({ data, ...rest }, i) => (expected[i]?.data ? { ...rest, data } : rest));
}

// Two descriptions whose first sentences are the same: the directory shows only that sentence.
const EXPORT = "Export the contacts of the current view.";
const EXPORT_CSV = `${EXPORT} Writes a CSV file with one row per contact.`;
const EXPORT_PDF = `${EXPORT} Renders a PDF address list for printing.`;
/** 170 characters that differ only after the 160-character cap. */
const longSentence = (ending: string) =>
  "Recalculate the monthly leasing rates of every vehicle in the fleet of the selected dealer group from the current price lists and the interest table of the " +
  ending;

const invalid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown>; expected: Flag[] }> = [
  {
    name: "the same first sentence, different later sentences: identical after the cut",
    catalog: catalog({
      actions: [action("contact.exportCsv", { description: EXPORT_CSV, line: 3 }), action("contact.exportPdf", { description: EXPORT_PDF, line: 8 })],
    }),
    expected: [flag("identicalAfterCut", "contact.exportPdf", 8, [other("contact.exportCsv", 3)], { name: "contact.exportPdf", other: "contact.exportCsv", names: '"contact.exportPdf" and "contact.exportCsv"', others: 1, score: "1.00", fullScore: "0.56" })],
  },
  {
    name: "first sentences that differ only after the 160-character cap",
    catalog: catalog({
      actions: [
        action("lease.recalculate", { description: longSentence("leasing bank."), line: 2 }),
        action("lease.recalculateAll", { description: longSentence("house bank, then mails each dealer a summary of the changes."), line: 9 }),
      ],
    }),
    expected: [flag("identicalAfterCut", "lease.recalculateAll", 9, [other("lease.recalculate", 2)])],
  },
  {
    name: "summaries one letter apart whose descriptions differ: the cut made them alike",
    catalog: catalog({
      actions: [
        action("contact.export", { description: "Export the contacts of the current view. Writes a CSV file with one row per contact." }),
        action("contact.exportOne", { description: "Export the contact of the current view. Renders a vCard file for the address book.", line: 5 }),
      ],
    }),
    expected: [flag("cutMadeAlike", "contact.exportOne", 5, [other("contact.export", 1)], { name: "contact.exportOne", other: "contact.export", names: '"contact.exportOne" and "contact.export"', others: 1, score: "0.95", fullScore: "0.56" })],
  },
  {
    name: "an alike pair in the same group (the actions an agent is given together: one n8n node's folder)",
    catalog: catalog({
      actions: [
        action("ticket.close", { description: "Close the ticket and notify the customer.", line: 4, group: "/project/nodes/Zendesk" }),
        action("ticket.closeMany", { description: "Close the tickets and notify the customer.", line: 11, group: "/project/nodes/Zendesk" }),
      ],
    }),
    expected: [flag("alreadyAlike", "ticket.closeMany", 11, [other("ticket.close", 4)])],
  },
  {
    name: "one-sentence descriptions one letter apart: alike already",
    catalog: catalog({
      actions: [
        action("ticket.close", { description: "Close the ticket and notify the customer.", line: 4 }),
        action("ticket.closeMany", { description: "Close the tickets and notify the customer.", line: 11 }),
      ],
    }),
    expected: [flag("alreadyAlike", "ticket.closeMany", 11, [other("ticket.close", 4)], { name: "ticket.closeMany", other: "ticket.close", names: '"ticket.closeMany" and "ticket.close"', others: 1, score: "0.95", fullScore: "0.95" })],
  },
  {
    name: "the same description twice",
    catalog: catalog({
      actions: [action("deal.merge", { description: "Merge two deals.", line: 2 }), action("deal.combine", { description: "Merge two deals.", line: 6 })],
    }),
    expected: [flag("identical", "deal.combine", 6, [other("deal.merge", 2)], { name: "deal.combine", other: "deal.merge", names: '"deal.combine" and "deal.merge"', others: 1, score: "1.00", fullScore: "1.00" })],
  },
  {
    name: "descriptions that differ only in whitespace and line breaks",
    catalog: catalog({
      actions: [
        action("deal.merge", { description: "Merge two deals\ninto one.", line: 2 }),
        action("deal.combine", { description: "  Merge   two deals into one. ", line: 6 }),
      ],
    }),
    expected: [flag("identical", "deal.combine", 6, [other("deal.merge", 2)])],
  },
  {
    name: "a pair two roles see reported once",
    catalog: catalog({
      actions: [
        action("contact.exportCsv", { description: EXPORT_CSV, roles: ["Editor", "TenantAdmin"], line: 3 }),
        action("contact.exportPdf", { description: EXPORT_PDF, roles: ["Editor", "TenantAdmin"], line: 8 }),
      ],
    }),
    expected: [flag("identicalAfterCut", "contact.exportPdf", 8, [other("contact.exportCsv", 3)])],
  },
  {
    name: "an action every role sees and a role-specific one: once, though three roles exist",
    catalog: catalog({
      actions: [
        action("contact.exportCsv", { description: EXPORT_CSV, line: 3 }),
        action("contact.exportPdf", { description: EXPORT_PDF, roles: ["Editor"], line: 8 }),
        action("report.send", { description: "Send the weekly report.", roles: ["TenantAdmin", "Viewer"], line: 12 }),
      ],
    }),
    expected: [flag("identicalAfterCut", "contact.exportPdf", 8, [other("contact.exportCsv", 3)])],
  },
  {
    name: "a pair only one of two roles sees",
    catalog: catalog({
      actions: [
        action("contact.exportCsv", { description: EXPORT_CSV, roles: ["Editor"], line: 3 }),
        action("contact.exportPdf", { description: EXPORT_PDF, roles: ["Editor", "Viewer"], line: 8 }),
      ],
    }),
    expected: [flag("identicalAfterCut", "contact.exportPdf", 8, [other("contact.exportCsv", 3)])],
  },
  {
    name: "three alike actions: one cluster, reported once on the last in source order, naming the others",
    catalog: catalog({
      actions: [
        action("report.c", { description: "Approve the expense reports.", line: 9 }),
        action("report.a", { description: "Approve the expense report.", line: 1 }),
        action("report.b", { description: "Approve the expense report!", line: 5 }),
      ],
    }),
    expected: [
      flag("alreadyAlike", "report.c", 9, [other("report.a", 1), other("report.b", 5)], {
        name: "report.c",
        other: "report.a",
        names: '"report.c", "report.a" and "report.b"',
        others: 2,
        score: "0.93",
        fullScore: "0.93",
      }),
    ],
  },
  {
    name: "the later file gets the diagnostic, whatever the lines",
    catalog: catalog({
      actions: [
        action("ticket.closeMany", { description: "Close the tickets and notify the customer.", file: OTHER_FILE, line: 2 }),
        action("ticket.close", { description: "Close the ticket and notify the customer.", line: 40 }),
      ],
    }),
    expected: [flag("alreadyAlike", "ticket.closeMany", 2, [other("ticket.close", 40)])],
  },
  {
    name: "factory instances (one declaration, two calls): on the later call, with both call sites",
    catalog: catalog({
      actions: [
        action("invoice.get", { description: "Fetch a single invoice. Includes the line items.", line: 4, instantiatedAt: loc(20, 3, { file: OTHER_FILE }) }),
        action("invoices.get", { description: "Fetch a single invoice. Includes the payments.", line: 4, instantiatedAt: loc(21, 3, { file: OTHER_FILE }) }),
      ],
    }),
    expected: [
      flag("identicalAfterCut", "invoices.get", 4, [
        other("invoice.get", 4),
        { file: OTHER_FILE, line: 20, column: 3, message: '"invoice.get" is made by this call of the factory' },
        { file: OTHER_FILE, line: 21, column: 3, message: '"invoices.get" is made by this call of the factory' },
      ]),
    ],
  },
  {
    name: "a pair at 0.83 when the threshold is lowered to 0.8",
    catalog: catalog({
      actions: [
        action("invoice.send", { description: "Send the invoice to the customer.", line: 2 }),
        action("invoice.deliver", { description: "Sends the invoice to a customer.", line: 7 }),
      ],
    }),
    options: { threshold: 0.8 },
    expected: [
      flag("alreadyAlike", "invoice.deliver", 7, [other("invoice.send", 2)], {
        name: "invoice.deliver",
        other: "invoice.send",
        names: '"invoice.deliver" and "invoice.send"',
        others: 1,
        score: "0.83",
        fullScore: "0.83",
      }),
    ],
  },
  {
    name: "exactly at the threshold: 0.90, only a preposition apart",
    catalog: catalog({
      actions: [
        action("invoice.rename", { description: "Rename the invoices at the customer.", line: 2 }),
        action("invoice.relabel", { description: "Rename the invoices in the customer.", line: 7 }),
      ],
    }),
    expected: [
      flag("alreadyAlike", "invoice.relabel", 7, [other("invoice.rename", 2)], {
        name: "invoice.relabel",
        other: "invoice.rename",
        names: '"invoice.relabel" and "invoice.rename"',
        others: 1,
        score: "0.90",
        fullScore: "0.90",
      }),
    ],
  },
  {
    name: "only the capital letter differs",
    catalog: catalog({
      actions: [action("invoice.send", { description: "Send the invoice.", line: 2 }), action("invoice.resend", { description: "send the invoice.", line: 3 })],
    }),
    expected: [flag("alreadyAlike", "invoice.resend", 3, [other("invoice.send", 2)])],
  },
  {
    name: "identical summaries in another alphabet, after the cut",
    catalog: catalog({
      actions: [
        action("invoice.email", { description: "Отправить счёт клиенту. По электронной почте, в формате PDF.", line: 2 }),
        action("invoice.post", { description: "Отправить счёт клиенту. Почтой, с подписью директора.", line: 6 }),
      ],
    }),
    expected: [flag("identicalAfterCut", "invoice.post", 6, [other("invoice.email", 2)])],
  },
  {
    name: "identical summaries at threshold 1",
    catalog: catalog({
      actions: [action("contact.exportCsv", { description: EXPORT_CSV, line: 3 }), action("contact.exportPdf", { description: EXPORT_PDF, line: 8 })],
    }),
    options: { threshold: 1 },
    expected: [flag("identicalAfterCut", "contact.exportPdf", 8, [other("contact.exportCsv", 3)])],
  },
  {
    name: "a pair among actions without description, unresolved ones and unrelated ones",
    catalog: catalog({
      actions: [
        action("a.none", { line: 1 }),
        action("a.unknown", { descriptionStatus: "unresolved", unresolvedReason: "call of t()", line: 2 }),
        action("a.blank", { description: "   ", line: 3 }),
        action("invoice.send", { description: "Send the invoice to the customer.", line: 4 }),
        action("deal.merge", { description: "Merge two deals.", line: 5 }),
        action("invoice.sendAll", { description: "Send the invoices to the customer.", line: 6 }),
      ],
    }),
    expected: [flag("alreadyAlike", "invoice.sendAll", 6, [other("invoice.send", 4)])],
  },
];

const valid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown> }> = [
  {
    name: "just below the threshold: 0.89 (17 of 19 bigrams shared each way)",
    catalog: catalog({
      actions: [action("ticket.rename", { description: "Rename the open ticket." }), action("ticket.renameOven", { description: "Rename the oven ticket.", line: 5 })],
    }),
  },
  {
    name: "0.90 when the threshold is a hair above it",
    catalog: catalog({
      actions: [
        action("invoice.rename", { description: "Rename the invoices at the customer." }),
        action("invoice.relabel", { description: "Rename the invoices in the customer.", line: 5 }),
      ],
    }),
    options: { threshold: 0.9000001 },
  },
  {
    name: "an alike pair in different roles only",
    catalog: catalog({
      actions: [
        action("contact.exportCsv", { description: EXPORT_CSV, roles: ["Editor"] }),
        action("contact.exportPdf", { description: EXPORT_PDF, roles: ["Viewer"], line: 8 }),
      ],
    }),
  },
  {
    name: "an identical pair in different groups (two n8n nodes: an agent is given one at a time)",
    catalog: catalog({
      actions: [
        action("create", { description: "Create a contact", group: "/project/nodes/Hubspot" }),
        action("create", { description: "Create a contact", line: 8, group: "/project/nodes/Salesforce" }),
      ],
    }),
  },
  {
    name: "an alike pair one action of which no role may use (roles: [])",
    catalog: catalog({
      actions: [action("contact.exportCsv", { description: EXPORT_CSV }), action("contact.exportPdf", { description: EXPORT_PDF, roles: [], line: 8 })],
    }),
  },
  {
    name: "two actions without a description",
    catalog: catalog({ actions: [action("a.one"), action("a.two", { line: 2 })] }),
  },
  {
    name: "two empty and two whitespace-only descriptions",
    catalog: catalog({
      actions: [
        action("a.one", { description: "" }),
        action("a.two", { description: "", line: 2 }),
        action("a.three", { description: " \n\t ", line: 3 }),
        action("a.four", { description: "  ", line: 4 }),
      ],
    }),
  },
  {
    name: "two unresolved descriptions",
    catalog: catalog({
      actions: [
        action("a.one", { descriptionStatus: "unresolved", unresolvedReason: "call of t()" }),
        action("a.two", { descriptionStatus: "unresolved", unresolvedReason: "call of t()", line: 2 }),
      ],
    }),
  },
  {
    name: "0.95 alike when the threshold is raised to 0.96",
    catalog: catalog({
      actions: [
        action("ticket.close", { description: "Close the ticket and notify the customer." }),
        action("ticket.closeMany", { description: "Close the tickets and notify the customer.", line: 2 }),
      ],
    }),
    options: { threshold: 0.96 },
  },
  {
    name: "the same first words, then what sets them apart within the summary",
    catalog: catalog({
      actions: [
        action("contact.exportCsv", { description: "Export the contacts of the current view to a CSV file with one row per contact." }),
        action("contact.exportPdf", { description: "Export the contacts of the current view as a printable PDF address list.", line: 5 }),
      ],
    }),
  },
  {
    name: "the same later sentences after different first sentences",
    catalog: catalog({
      actions: [
        action("contact.exportCsv", { description: "Write the contacts to a CSV file. Uses the columns of the current view." }),
        action("contact.print", { description: "Print an address list. Uses the columns of the current view.", line: 5 }),
      ],
    }),
  },
  {
    name: "different verbs on the same object (0.73)",
    catalog: catalog({
      actions: [action("campaign.create", { description: "Create a campaign." }), action("campaign.delete", { description: "Delete a campaign.", line: 2 })],
    }),
  },
  {
    name: "different objects of the same verb (0.84)",
    catalog: catalog({
      actions: [
        action("contact.sync", { description: "Sync the contacts with the CRM." }),
        action("contact.syncErp", { description: "Sync the contacts with the ERP.", line: 2 }),
      ],
    }),
  },
  {
    name: "words in another order, below the threshold (0.84)",
    catalog: catalog({
      actions: [action("reminder.send", { description: "Send invoice reminder." }), action("invoice.remind", { description: "Send reminder invoice.", line: 2 })],
    }),
  },
  {
    name: "short summaries a letter apart (0.67)",
    catalog: catalog({ actions: [action("a.list", { description: "List." }), action("a.lists", { description: "Lists.", line: 2 })] }),
  },
  {
    name: "one-letter summaries that differ (a score of 0)",
    catalog: catalog({ actions: [action("a.a", { description: "A" }), action("a.b", { description: "B", line: 2 })] }),
  },
  {
    name: "a single action",
    catalog: catalog({ actions: [action("deal.merge", { description: "Merge two deals." })] }),
  },
  {
    name: "features with the same description (features are not directory lines)",
    catalog: catalog({
      actions: [action("deal.merge", { description: "Merge two deals.", feature: "deals" })],
      features: [feature("deals", { description: "Deals and their stages." }), feature("leads", { description: "Deals and their stages.", line: 2 })],
    }),
  },
  {
    name: "an action whose description is only blank lines next to one with text",
    catalog: catalog({
      actions: [action("deal.merge", { description: "Merge two deals." }), action("deal.combine", { description: "\n\n", line: 2 })],
    }),
  },
];

describe("near-duplicate-summary", () => {
  it.each(invalid)("flags $name", ({ catalog: cat, options, expected }) => {
    expect(asExpected(lint(cat, options), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog: cat, options }) => {
    expect(lint(cat, options)).toEqual([]);
  });

  it("reports scores that are the Dice coefficients of the summaries and of the full descriptions", () => {
    const [report] = runRule(rule, invalid[2].catalog);
    expect(report.data).toMatchObject({
      score: diceScore("Export the contacts of the current view.", "Export the contact of the current view.").toFixed(2),
    });
    expect(diceScore(EXPORT_CSV, EXPORT_PDF)).toBeLessThan(0.9);
  });

  it("does not depend on the order of the catalog", () => {
    const cat = invalid.find((c) => c.name.startsWith("three alike actions"))!.catalog;
    const reversed = { ...cat, actions: [...cat.actions].reverse() };
    expect(lint(reversed)).toEqual(lint(cat));
  });
});

// Through extract, resolve and summarize, from kumiko source as a user writes it.
describe("near-duplicate-summary on source", () => {
  const DOC = readFileSync(fileURLToPath(new URL("../../rules/near-duplicate-summary.md", import.meta.url)), "utf8");
  const example = (heading: "Bad" | "Good") => new RegExp(`^## ${heading}\\n[\\s\\S]*?\`\`\`ts\\n([\\s\\S]*?)\`\`\``, "m").exec(DOC)![1];
  const lintSource = (code: string) => lint(catalogOf({ "src/example.ts": code }));

  it("flags the doc's Bad example", () => {
    expect(lintSource(example("Bad")).map((f) => [f.messageId, f.subject.name, f.related[0].message])).toEqual([
      ["identicalAfterCut", "contact.exportPdf", '"contact.exportCsv" has the summary that reads alike'],
    ]);
  });

  it("accepts the doc's Good example", () => {
    expect(lintSource(example("Good"))).toEqual([]);
  });

  it("accepts the doc's near miss (alike by characters, one word sets them apart)", () => {
    const nearMiss = /^Not reported: [^\n]*\n\n```ts\n([\s\S]*?)```/m.exec(DOC)![1];
    expect(nearMiss).toContain("ticket.closeStale");
    expect(lintSource(nearMiss)).toEqual([]);
  });

  it("reports a pair that two roles see once, on the later declaration", () => {
    const code = [
      'import { defineHandler } from "@kumiko/framework";',
      'export const a = defineHandler({ name: "invoice.send", roles: ["Editor", "Admin"], description: "Send the invoice. By email." });',
      'export const b = defineHandler({ name: "invoice.post", roles: ["Editor", "Admin"], description: "Send the invoice. By post." });',
      'export const c = defineHandler({ name: "invoice.fax", roles: ["Viewer"], description: "Send the invoice. By fax." });',
    ].join("\n");
    expect(lintSource(code).map((f) => [f.messageId, f.subject.name, f.line, f.related.map((r) => r.line)])).toEqual([
      ["identicalAfterCut", "invoice.post", 3, [2]],
    ]);
  });

  // The join of a list of summaries is kept for the next lint (the language server's): a list seen again gets the
  // same answer, and no other list gets it, whatever characters the summaries hold.
  it("answers a list seen before as the first time, and a list whose one text joins two others' apart", () => {
    const pair = catalog({
      actions: [
        action("ticket.close", { description: "Close the ticket and notify the customer.", line: 4 }),
        action("ticket.closeMany", { description: "Close the tickets and notify the customer.", line: 11 }),
      ],
    });
    const first = lint(pair).map((f) => [f.messageId, f.subject.name, f.line]);
    expect(first).toEqual([["alreadyAlike", "ticket.closeMany", 11]]);
    expect(lint(pair).map((f) => [f.messageId, f.subject.name, f.line])).toEqual(first);
    const joined = catalog({ actions: [action("ticket.close", { description: "Close the ticket and notify the customer.\u0000Close the tickets and notify the customer.", line: 4 })] });
    expect(lint(joined)).toEqual([]);
  });
});

describe("near-duplicate-summary: the same line is an error, lines that read alike a warning", () => {
  it.each<[string, string, string, "error" | "warn"]>([
    ["the same description", "Delete the contact and its notes.", "Delete the contact and its notes.", "error"],
    ["only whitespace differs", "Delete the contact and its notes.", "Delete  the contact\nand its notes.", "error"],
    ["only letter case differs", "Delete the contact and its notes.", "delete the contact and its notes.", "error"],
    ["the same first sentence (the cut shows one line)", "Export the contacts of the view. Writes a CSV file.", "Export the contacts of the view. Renders a PDF list.", "error"],
    ["one letter apart: read alike, not the same", "Export the contacts of the current view.", "Export the contact of the current view.", "warn"],
  ])("%s", (_title, a, b, severity) => {
    const cat = catalog({ actions: [action("contact.one", { description: a, line: 2 }), action("contact.two", { description: b, line: 6 })] });
    const reports = runRule(rule, cat, {});
    expect(reports.map((r) => [r.subject.name, r.milder ? "warn" : "error"])).toEqual([["contact.two", severity]]);
  });
});

// Three alike lines, two of them the same line: the cluster's one finding is an error, whichever pair it names.
describe("near-duplicate-summary: a cluster that holds the same line twice is an error", () => {
  it.each<[string, string[], "error" | "warn"]>([
    ["two the same but for case and spacing, a third alike", ["Search the help articles by keyword.", "search the help  articles by keyword.", "Search the help articles by keywords."], "error"],
    ["near miss: three alike, none the same", ["Search the help articles by keyword.", "Search the help article by keyword.", "Search the help articles by keywords."], "warn"],
  ])("%s", (_title, texts, severity) => {
    const cat = catalog({ actions: texts.map((description, i) => action(`help.find${i}`, { description, line: 2 + 4 * i })) });
    const reports = runRule(rule, cat, {});
    expect(reports.map((r) => [r.subject.name, r.milder ? "warn" : "error"])).toEqual([["help.find2", severity]]);
  });
});

// Where the message tells the author to say what sets two tools apart: within the directory's cap, with the number
// the config sets, where a directory cuts them; in the first sentence where their client is sent the whole text.
describe("near-duplicate-summary: the message names the cut that applies", () => {
  const IDENTICAL = '"b" and "a" have the same description, so the model sees the same summary more than once and cannot tell which to call.';
  const ALIKE = 'The summaries of "b" and "a" read alike (similarity 0.96), with the same verb and no word that sets one apart, and so do their full descriptions (0.96): the model cannot tell which to call.';
  const messagesOf = (preset: string | undefined, texts: [string, string], directory: Partial<DirectorySettings> | undefined) => {
    const settings = { ...DEFAULT_SETTINGS, ...directory };
    const cat = catalog({ actions: [action("a", { preset, description: texts[0], line: 2 }), action("b", { preset, description: texts[1], line: 6 })] });
    const summaries = summarizeCatalog(cat, settings);
    const setting = { severity: rule.defaultSeverity, options: { threshold: 0.9 } };
    return runRules({
      catalog: cat,
      directories: buildDirectories(cat, summaries, settings),
      summaries,
      ...(directory && { directorySettings: settings }),
      rules: [rule],
      setting: () => setting,
      distinctSettings: () => [setting],
    }).diagnostics.map((d) => d.message);
  };
  const same: [string, string] = ["Search the help articles by keyword.", "Search the help articles by keyword."];
  const alike: [string, string] = ["Get the validation status of the deployment.", "Get the validation status of the deployments."];

  it.each<[string, string | undefined, [string, string], Partial<DirectorySettings> | undefined, string]>([
    ["two MCP tools of one text: the first sentence, no cap", "mcp", same, {}, `${IDENTICAL} Say in the first sentence of each what sets it apart, or merge them.`],
    ["two AI SDK tools that read alike: the first sentence, no cap", "vercel-ai", alike, {}, `${ALIKE} Say in the first sentence of each what sets it apart.`],
    ["near miss: kumiko's directory, its default cap", "kumiko", same, {}, `${IDENTICAL} Say in the first sentence of each, within the directory's cap (160 characters), what sets it apart, or merge them.`],
    ["near miss: kumiko's directory, the cap the config sets", "kumiko", alike, { actions: { ...DEFAULT_SETTINGS.actions, maxLength: 1200 } }, `${ALIKE} Say in the first sentence of each, within the directory's cap (1,200 characters), what sets it apart.`],
    ["near miss: a config's own matchers are cut into a directory", "custom", same, {}, `${IDENTICAL} Say in the first sentence of each, within the directory's cap (160 characters), what sets it apart, or merge them.`],
    ["near miss: MCP tools the team cuts into a directory (directory.cut)", "mcp", same, { cut: ["mcp"], actions: { ...DEFAULT_SETTINGS.actions, maxLength: 120 } }, `${IDENTICAL} Say in the first sentence of each, within the directory's cap (120 characters), what sets it apart, or merge them.`],
    ["near miss: no settings given (a rule's own test): the defaults", undefined, same, undefined, `${IDENTICAL} Say in the first sentence of each, within the directory's cap (160 characters), what sets it apart, or merge them.`],
  ])("%s", (_title, preset, texts, directory, message) => {
    expect(messagesOf(preset, texts, directory)).toEqual([message]);
  });
});
