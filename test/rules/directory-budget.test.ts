import { describe, expect, it } from "vitest";

import rule from "../../rules/directory-budget.js";
import type { Action, Catalog } from "../../src/types.js";
import { action, catalog, feature, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule, runThroughEngine } from "./run.js";

// KUMIKO: actions of no group (the group is the whole role). Its directory, as `summarylint directory` prints it
// (characters with the newline):
//   59  campaign.create (read): Create a campaign for one vehicle.
//   49  campaign.pause (read): Pause a running campaign.
//  103  contact.export (read): Export the contacts of the current view to a CSV file with one row per contact.
//   38  invoice.send (read): Send an invoice.
//   62  invoice.void (read): Void an invoice and notify the customer.
//   67  campaigns: Plan and run campaigns that advertise one used vehicle.
// 378 characters, 80 estimated tokens. Feature "campaigns" 175 (declared at line 2), feature "contacts" 103 (not
// declared: its longest action, line 30), action "invoice.void" 62 (line 50), action "invoice.send" 38.
const ACTIONS: Action[] = [
  action("campaign.create", { description: "Create a campaign for one vehicle.", feature: "campaigns", line: 10 }),
  action("campaign.pause", { description: "Pause a running campaign.", feature: "campaigns", line: 20 }),
  action("contact.export", { description: "Export the contacts of the current view to a CSV file with one row per contact.", feature: "contacts", line: 30 }),
  action("invoice.send", { description: "Send an invoice.", line: 40 }),
  action("invoice.void", { description: "Void an invoice and notify the customer.", line: 50 }),
];
const CAMPAIGNS = feature("campaigns", { description: "Plan and run campaigns that advertise one used vehicle.", line: 2 });
const ALL = catalog({ actions: ACTIONS, features: [CAMPAIGNS] });
const CONTRIBUTORS = 'feature "campaigns" (175 characters), feature "contacts" (103 characters), action "invoice.void" (62 characters)';
const LINES = "5 action lines and 1 feature line";

/** campaign.pause only for Admin, invoice.void only for Billing: Admin 316 characters, Billing 329. */
const WITH_ROLES = catalog({
  actions: ACTIONS.map((a) => (a.name === "campaign.pause" ? { ...a, roles: ["Admin"] } : a.name === "invoice.void" ? { ...a, roles: ["Billing"] } : a)),
  features: [CAMPAIGNS],
});

// GROUPED: two groups (two agents, as two MCP servers' packages), feature "storage" in both:
//   packages/files (163): file.read 50 + storage line 38 (feature "storage" 88), file.write 75 (no feature)
//   packages/mail (222): mail.send 50 + mail.list 48 + mail line 27 (feature "mail" 125, declared at line 2),
//                        mail.attach 59 + storage line 38 (feature "storage" 97, declared at line 4)
// 385 characters in all, over a budget of 222 that each group fits.
const GROUPED_ACTIONS: Action[] = [
  action("mail.send", { description: "Send an email to one recipient.", group: "packages/mail", feature: "mail", line: 10 }),
  action("mail.list", { description: "List the emails in the inbox.", group: "packages/mail", feature: "mail", line: 20 }),
  action("mail.attach", { description: "Attach a stored file to a draft email.", group: "packages/mail", feature: "storage", line: 30 }),
  action("file.read", { description: "Read a file from the workspace.", group: "packages/files", feature: "storage", line: 40 }),
  action("file.write", { description: "Write a file to the workspace, replacing what is there.", group: "packages/files", line: 50 }),
];
const GROUPED_FEATURES = [feature("mail", { description: "Send and read email.", line: 2 }), feature("storage", { description: "Files kept in the workspace.", line: 4 })];
const GROUPED = catalog({ actions: GROUPED_ACTIONS, features: GROUPED_FEATURES });
const MAIL = { lines: "3 action lines and 2 feature lines", contributors: 'feature "mail" (125 characters), feature "storage" (97 characters)' };
/**
 * Roles × groups: mail.list only for Editor, file.write only for Viewer. Editor: packages/mail 222, packages/files 88;
 * Viewer: packages/mail 174 (mail.send, mail.attach, both feature lines), packages/files 163.
 */
const GROUPED_ROLES = catalog({
  actions: GROUPED_ACTIONS.map((a) => (a.name === "mail.list" ? { ...a, roles: ["Editor"] } : a.name === "file.write" ? { ...a, roles: ["Viewer"] } : a)),
  features: GROUPED_FEATURES,
});
/** The mail group and one action of no group (help, 41 characters). */
const MIXED = catalog({
  actions: [...GROUPED_ACTIONS.slice(0, 3), action("help", { description: "Show what the tools can do.", line: 60 })],
  features: GROUPED_FEATURES,
});

const invalid: Array<{ name: string; catalog: Catalog; options: Record<string, unknown>; expected: Expected[] }> = [
  {
    name: "one character over (378, budget 377): on the largest contributor's declaration",
    catalog: ALL,
    options: { maxCharacters: 377 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "378 characters", budget: "377 characters", lines: LINES, contributors: CONTRIBUTORS, scope: "role" },
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
        data: { directory: "The directory", size: "an estimated 80 tokens (o200k)", budget: "79 tokens", lines: LINES, contributors: CONTRIBUTORS, scope: "role" },
        subject: { type: "feature", name: "campaigns" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "over both budgets: both sizes",
    catalog: ALL,
    options: { maxCharacters: 300, maxTokens: 50 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "378 characters and an estimated 80 tokens (o200k)", budget: "300 characters and 50 tokens", lines: LINES, contributors: CONTRIBUTORS, scope: "role" },
        subject: { type: "feature", name: "campaigns" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "kumiko per role: only the role over its budget (Billing 329 of 320; Admin 316)",
    catalog: WITH_ROLES,
    options: { maxCharacters: 320, contributors: 2 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: 'The directory of role "Billing"', size: "329 characters", budget: "320 characters", lines: "4 action lines and 1 feature line", contributors: 'feature "campaigns" (126 characters), feature "contacts" (103 characters)', scope: "role" },
        subject: { type: "feature", name: "campaigns" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "kumiko without roles: a declared feature no action uses is still in the directory (378 + 18)",
    catalog: catalog({ actions: ACTIONS, features: [CAMPAIGNS, feature("reports", { description: "Reports.", line: 6 })] }),
    options: { maxCharacters: 395 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "396 characters", budget: "395 characters", lines: "5 action lines and 2 feature lines", contributors: CONTRIBUTORS, scope: "role" },
        subject: { type: "feature", name: "campaigns" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "an action of no feature as the largest contributor: on its own line; each such action on its own",
    catalog: catalog({ actions: [ACTIONS[3], ACTIONS[4], action("note.add", { description: "Add a note.", line: 60 })] }),
    options: { maxCharacters: 100 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "129 characters", budget: "100 characters", lines: "3 action lines and 0 feature lines", contributors: 'action "invoice.void" (62 characters), action "invoice.send" (38 characters), action "note.add" (29 characters)', scope: "role" },
        subject: { type: "action", name: "invoice.void" },
        line: 50,
        column: 1,
      },
    ],
  },
  {
    name: "a factory's instances (one declaration) as one contributor; a namesake declared elsewhere on its own",
    catalog: catalog({
      actions: [
        ...[80, 90].map((at) => action("report.run", { description: "Run the monthly report for one dealer.", line: 70, instantiatedAt: loc(at) })),
        action("report.run", { description: "Run the monthly report for one dealer.", line: 100 }),
        action("note.add", { description: "Add a note.", line: 60 }),
      ],
    }),
    options: { maxCharacters: 202 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "203 characters", budget: "202 characters", lines: "4 action lines and 0 feature lines", contributors: '2 instances of action "report.run" (116 characters), action "report.run" (58 characters), action "note.add" (29 characters)', scope: "role" },
        subject: { type: "action", name: "report.run" },
        line: 70,
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
        data: { directory: "The directory", size: "203 characters", budget: "150 characters", lines: "3 action lines and 0 feature lines", contributors: 'feature "contacts" (103 characters)', scope: "role" },
        subject: { type: "action", name: "contact.export" },
        line: 30,
        column: 1,
      },
    ],
  },
  {
    name: "two groups, one over (packages/mail 222 of 221; packages/files 163): one finding naming it",
    catalog: GROUPED,
    options: { maxCharacters: 221 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: 'The directory of group "packages/mail"', size: "222 characters", budget: "221 characters", ...MAIL, scope: "group" },
        subject: { type: "feature", name: "mail" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "both groups over: one finding each, a feature in both counted in each (storage 88 and 97)",
    catalog: GROUPED,
    options: { maxCharacters: 162 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: 'The directory of group "packages/files"', size: "163 characters", budget: "162 characters", lines: "2 action lines and 1 feature line", contributors: 'feature "storage" (88 characters), action "file.write" (75 characters)', scope: "group" },
        subject: { type: "feature", name: "storage" },
        line: 4,
        column: 1,
      },
      {
        messageId: "overBudget",
        data: { directory: 'The directory of group "packages/mail"', size: "222 characters", budget: "162 characters", ...MAIL, scope: "group" },
        subject: { type: "feature", name: "mail" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "roles × groups: each group of each role on its own (Editor/mail 222, Viewer/mail 174 over 173)",
    catalog: GROUPED_ROLES,
    options: { maxCharacters: 173 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: 'The directory of group "packages/mail" in role "Editor"', size: "222 characters", budget: "173 characters", ...MAIL, scope: "group" },
        subject: { type: "feature", name: "mail" },
        line: 2,
        column: 1,
      },
      {
        messageId: "overBudget",
        data: { directory: 'The directory of group "packages/mail" in role "Viewer"', size: "174 characters", budget: "173 characters", lines: "2 action lines and 2 feature lines", contributors: 'feature "storage" (97 characters), feature "mail" (77 characters)', scope: "group" },
        subject: { type: "feature", name: "storage" },
        line: 4,
        column: 1,
      },
    ],
  },
  {
    name: "a role whose actions are all in one group: its directory, named as before",
    catalog: catalog({ actions: GROUPED_ACTIONS.slice(0, 3), features: GROUPED_FEATURES }),
    options: { maxCharacters: 221 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory", size: "222 characters", budget: "221 characters", ...MAIL, scope: "role" },
        subject: { type: "feature", name: "mail" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "actions of no group beside a group: named as such",
    catalog: MIXED,
    options: { maxCharacters: 40 },
    expected: [
      {
        messageId: "overBudget",
        data: { directory: "The directory of the actions of no group", size: "41 characters", budget: "40 characters", lines: "1 action line and 0 feature lines", contributors: 'action "help" (41 characters)', scope: "group" },
        subject: { type: "action", name: "help" },
        line: 60,
        column: 1,
      },
      {
        messageId: "overBudget",
        data: { directory: 'The directory of group "packages/mail"', size: "222 characters", budget: "40 characters", ...MAIL, scope: "group" },
        subject: { type: "feature", name: "mail" },
        line: 2,
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
  { name: "two groups each at or under the budget, their sum (385) over it", catalog: GROUPED, options: { maxCharacters: 222 } },
  { name: "every group of every role at or under the budget (Editor/mail 222)", catalog: GROUPED_ROLES, options: { maxCharacters: 222 } },
  { name: "a group and the actions of no group each under, their sum (263) over", catalog: MIXED, options: { maxCharacters: 222 } },
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
      [50, 'action "invoice.void": 62 characters of the directory'],
    ]);
  });

  // Tokens of the groups of GROUPED_ROLES, as the tokenizer counts them: Editor/mail 53, Viewer/mail 41.
  it("is off by default; once on, the message reads", () => {
    expect([rule.defaultSeverity, rule.options.maxCharacters.default, rule.options.maxTokens.default, rule.options.contributors.default]).toEqual(["off", undefined, undefined, 3]);
    expect(runThroughEngine(rule, ALL, { maxCharacters: 1 }).diagnostics).toEqual([]);
    const on = { ...rule, defaultSeverity: "warn" as const };
    expect(runThroughEngine(on, ALL, { maxCharacters: 377, contributors: 1 }).diagnostics.map((d) => d.message)).toEqual([
      'The directory is 378 characters, over its budget of 377 characters, in 5 action lines and 1 feature line. The largest contributors: feature "campaigns" (175 characters). Shorten their descriptions, or give this role fewer actions.',
    ]);
    expect(runThroughEngine(on, GROUPED_ROLES, { maxCharacters: 222, maxTokens: 52, contributors: 1 }).diagnostics.map((d) => d.message)).toEqual([
      'The directory of group "packages/mail" in role "Editor" is an estimated 53 tokens (o200k), over its budget of 52 tokens, in 3 action lines and 2 feature lines. The largest contributors: feature "mail" (125 characters). Shorten their descriptions, or give this group fewer actions.',
    ]);
  });
});
