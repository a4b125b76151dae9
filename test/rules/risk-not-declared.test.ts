import { describe, expect, it } from "vitest";

import rule from "../../rules/risk-not-declared.js";
import type { Action, Catalog } from "../../src/types.js";
import { action, catalog, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

const subject = (name: string) => ({ type: "action" as const, name });
const one = (name: string, description: string, more: Partial<Action>, line = 1): Catalog =>
  catalog({ actions: [action(name, { description, loc: loc(line, 9), ...more })] });

const invalid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown>; expected: Expected[] }> = [
  {
    name: "permanent, declared read-only in MCP",
    catalog: one("delete_workspace", "Permanently deletes the workspace.", { preset: "mcp", kind: "read" }, 2),
    expected: [{ messageId: "declaredRead", data: { name: "delete_workspace", claim: "its effect is permanent", phrase: "Permanently", how: "readOnlyHint: true" }, subject: subject("delete_workspace"), line: 2, column: 9 }],
  },
  {
    name: "moves money, kumiko kind read",
    catalog: one("wallet.transfer", "Transfer funds to another wallet.", { preset: "kumiko", kind: "read" }, 3),
    expected: [{ messageId: "declaredRead", data: { name: "wallet.transfer", claim: "it moves money", phrase: "Transfer funds", how: "kind read" }, subject: subject("wallet.transfer"), line: 3, column: 9 }],
  },
  {
    name: "permanent, AI SDK without needsApproval",
    catalog: one("deleteRecord", "Delete a record by ID. Be careful—this permanently removes the row.", { preset: "vercel-ai", kind: "unknown" }, 4),
    expected: [{ messageId: "noApproval", data: { name: "deleteRecord", claim: "its effect is permanent", phrase: "permanently" }, subject: subject("deleteRecord"), line: 4, column: 9 }],
  },
  {
    name: "charges the card, Mastra without requireApproval",
    catalog: one("book", "Book the flight. Charges the card on file.", { preset: "mastra", kind: "unknown" }, 5),
    expected: [{ messageId: "noApproval", data: { name: "book", claim: "it moves money", phrase: "Charges the card" }, subject: subject("book"), line: 5, column: 9 }],
  },
  {
    name: "a preset added by the option",
    catalog: one("refund", "Issue a refund for the order.", { preset: "openai", kind: "unknown" }, 6),
    options: { presets: ["openai"] },
    expected: [{ messageId: "noApproval", data: { name: "refund", claim: "it moves money", phrase: "Issue a refund" }, subject: subject("refund"), line: 6, column: 9 }],
  },
];

const valid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown> }> = [
  { name: "permanent, with needsApproval", catalog: one("deleteRecord", "This permanently removes the row.", { preset: "vercel-ai", kind: "unknown", approval: true }) },
  { name: "an approval function", catalog: one("pay", "Make a payment to the vendor.", { preset: "vercel-ai", kind: "unknown", approvalUnknown: true }) },
  { name: "an MCP tool without annotations", catalog: one("drop_table", "Drop a table. This cannot be undone.", { preset: "mcp", kind: "unknown" }) },
  { name: "declared a write", catalog: one("delete_workspace", "Permanently deletes the workspace.", { preset: "mcp", kind: "write" }) },
  { name: "a read that says nothing permanent", catalog: one("list_payments", "List payments and refunds of the account.", { preset: "mcp", kind: "read" }) },
  { name: "a payment reminder", catalog: one("remind", "Send a payment reminder to the customer.", { preset: "vercel-ai", kind: "unknown" }) },
  { name: "a refund draft", catalog: one("draft_refund", "Create a refund draft for review. This does not submit money movement.", { preset: "mastra", kind: "unknown" }) },
  { name: "a trash period", catalog: one("trash", "Move a file to the trash; it is permanently deleted after 30 days.", { preset: "vercel-ai", kind: "unknown" }) },
  { name: "a preset taken out by the option", catalog: one("deleteRecord", "This permanently removes the row.", { preset: "vercel-ai", kind: "unknown" }), options: { presets: [] } },
  { name: "a framework without approval (n8n)", catalog: one("delete", "Permanently delete a record.", { preset: "n8n", kind: "unknown" }) },
];

describe("risk-not-declared", () => {
  it("is a warning with a security severity", () => {
    expect([rule.id, rule.defaultSeverity, rule.securitySeverity]).toEqual(["risk-not-declared", "warn", "5.0"]);
  });

  it.each(invalid)("flags $name", ({ catalog, options, expected }) => {
    expect(shape(runRule(rule, catalog, options), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog, options }) => {
    expect(runRule(rule, catalog, options)).toEqual([]);
  });

  it("quotes 200 characters of a wording made of very long words", () => {
    const description = `Deletes ${"x".repeat(5_000)} forever.`;
    const [report] = runRule(rule, one("notes.purge", description, { kind: "read" }));
    expect(report.data?.phrase).toBe(`${description.slice(0, 200)}… (5,016 characters)`);
  });
});
