import { describe, expect, it } from "vitest";

import rule from "../../rules/directory-budget.js";
import type { Action, Catalog } from "../../src/types.js";
import { action, catalog, feature } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule, runThroughEngine } from "./run.js";

// The directory of ACTIONS and CAMPAIGNS, as `summarylint directory` prints it (characters with the newline):
//   59  campaign.create (read): Create a campaign for one vehicle.
//   49  campaign.pause (read): Pause a running campaign.
//  103  contact.export (read): Export the contacts of the current view to a CSV file with one row per contact.
//   38  invoice.send (read): Send an invoice.
//   62  invoice.void (read): Void an invoice and notify the customer.
//   67  campaigns: Plan and run campaigns that advertise one used vehicle.
// 378 characters, 80 estimated tokens. Feature "campaigns" 175 (declared at line 2), feature "contacts" 103 (not
// declared: its longest action, line 30), group "billing" 100 (its longest action, invoice.void at line 50).
const ACTIONS: Action[] = [
  action("campaign.create", { description: "Create a campaign for one vehicle.", feature: "campaigns", line: 10 }),
  action("campaign.pause", { description: "Pause a running campaign.", feature: "campaigns", line: 20 }),
  action("contact.export", { description: "Export the contacts of the current view to a CSV file with one row per contact.", feature: "contacts", line: 30 }),
  action("invoice.send", { description: "Send an invoice.", group: "billing", line: 40 }),
  action("invoice.void", { description: "Void an invoice and notify the customer.", group: "billing", line: 50 }),
];
const CAMPAIGNS = feature("campaigns", { description: "Plan and run campaigns that advertise one used vehicle.", line: 2 });
const ALL = catalog({ actions: ACTIONS, features: [CAMPAIGNS] });
const CONTRIBUTORS = 'feature "campaigns" (175 characters), feature "contacts" (103 characters), group "billing" (100 characters)';
const LINES = "5 action lines and 1 feature line";

/** campaign.pause only for Admin, invoice.void only for Billing: Admin 316 characters, Billing 329. */
const WITH_ROLES = catalog({
  actions: ACTIONS.map((a) => (a.name === "campaign.pause" ? { ...a, roles: ["Admin"] } : a.name === "invoice.void" ? { ...a, roles: ["Billing"] } : a)),
  features: [CAMPAIGNS],
});

const invalid: Array<{ name: string; catalog: Catalog; options: Record<string, unknown>; expected: Expected[] }> = [
  {
    name: "one character over (378, budget 377): on the largest contributor's declaration",
    catalog: ALL,
    options: { maxCharacters: 377 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "378 characters", budget: "377 characters", lines: LINES, contributors: CONTRIBUTORS },
        subject: { type: "feature", name: "campaigns" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "one token over (80, budget 79), said to be an estimate",
    catalog: ALL,
    options: { maxTokens: 79 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "an estimated 80 tokens (o200k)", budget: "79 tokens", lines: LINES, contributors: CONTRIBUTORS },
        subject: { type: "feature", name: "campaigns" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "over both budgets: both sizes; only the one over is named when the other fits",
    catalog: ALL,
    options: { maxCharacters: 300, maxTokens: 50 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "378 characters and an estimated 80 tokens (o200k)", budget: "300 characters and 50 tokens", lines: LINES, contributors: CONTRIBUTORS },
        subject: { type: "feature", name: "campaigns" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "per role: only the role over its budget (Billing 329 of 320; Admin 316)",
    catalog: WITH_ROLES,
    options: { maxCharacters: 320, contributors: 2 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: 'The directory of role "Billing"', size: "329 characters", budget: "320 characters", lines: "4 action lines and 1 feature line", contributors: 'feature "campaigns" (126 characters), feature "contacts" (103 characters)' },
        subject: { type: "feature", name: "campaigns" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "a group as the largest contributor: on its longest action line; actions with neither counted together",
    catalog: catalog({ actions: [ACTIONS[3], ACTIONS[4], action("note.add", { description: "Add a note.", line: 60 })] }),
    options: { maxCharacters: 100 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "129 characters", budget: "100 characters", lines: "3 action lines and 0 feature lines", contributors: 'group "billing" (100 characters), actions without a feature or group (29 characters)' },
        subject: { type: "action", name: "invoice.void" },
        line: 50,
        column: 1,
      },
    ],
  },
  {
    name: "a feature that is not declared: on its longest action line",
    catalog: catalog({ actions: ACTIONS.slice(2) }),
    options: { maxCharacters: 150, contributors: 1 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "203 characters", budget: "150 characters", lines: "3 action lines and 0 feature lines", contributors: 'feature "contacts" (103 characters)' },
        subject: { type: "action", name: "contact.export" },
        line: 30,
        column: 1,
      },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog; options: Record<string, unknown> }> = [
  { name: "exactly at the character budget (378)", catalog: ALL, options: { maxCharacters: 378 } },
  { name: "exactly at the token budget (80)", catalog: ALL, options: { maxTokens: 80 } },
  { name: "no budget set: nothing to measure against", catalog: ALL, options: {} },
  { name: "every role at or under its budget (Billing 329)", catalog: WITH_ROLES, options: { maxCharacters: 329 } },
  { name: "an empty directory", catalog: catalog({ actions: [action("hidden", { description: "Nobody sees it.", roles: [] })] }), options: { maxCharacters: 1 } },
];

describe("directory-budget", () => {
  it.each(invalid)("flags $name", ({ catalog, options, expected }) => {
    expect(shape(runRule(rule, catalog, options), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog, options }) => {
    expect(runRule(rule, catalog, options)).toEqual([]);
  });

  it("points at the other named contributors as related locations", () => {
    const [report] = runRule(rule, ALL, { maxCharacters: 377 });
    expect(report.related?.map((r) => [r.line, r.message])).toEqual([
      [30, 'feature "contacts": 103 characters of the directory'],
      [50, 'group "billing": 100 characters of the directory'],
    ]);
  });

  it("is off by default; once on, the message reads", () => {
    expect([rule.defaultSeverity, rule.options.maxCharacters.default, rule.options.maxTokens.default, rule.options.contributors.default]).toEqual(["off", undefined, undefined, 3]);
    expect(runThroughEngine(rule, ALL, { maxCharacters: 1 }).diagnostics).toEqual([]);
    expect(runThroughEngine({ ...rule, defaultSeverity: "warn" }, ALL, { maxCharacters: 377, contributors: 1 }).diagnostics.map((d) => d.message)).toEqual([
      'The directory is 378 characters, over its budget of 377 characters, in 5 action lines and 1 feature line. The largest contributors: feature "campaigns" (175 characters). Shorten their descriptions, or give this role fewer actions.',
    ]);
  });
});
