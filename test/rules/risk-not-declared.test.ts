import { describe, expect, it } from "vitest";

import rule from "../../rules/risk-not-declared.js";
import type { Action, Catalog } from "../../src/types.js";
import { action, catalog, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule, runThroughEngine } from "./run.js";

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
  { name: "declared a write", catalog: one("delete_workspace", "Permanently deletes the workspace.", { preset: "mcp", kind: "write" }) },
  { name: "a read that says nothing permanent", catalog: one("list_payments", "List payments and refunds of the account.", { preset: "mcp", kind: "read" }) },
  { name: "a payment reminder", catalog: one("remind", "Send a payment reminder to the customer.", { preset: "vercel-ai", kind: "unknown" }) },
  { name: "a refund draft", catalog: one("draft_refund", "Create a refund draft for review. This does not submit money movement.", { preset: "mastra", kind: "unknown" }) },
  { name: "a trash period", catalog: one("trash", "Move a file to the trash; it is permanently deleted after 30 days.", { preset: "vercel-ai", kind: "unknown" }) },
  { name: "a preset taken out by the option", catalog: one("deleteRecord", "This permanently removes the row.", { preset: "vercel-ai", kind: "unknown" }), options: { presets: [] } },
  { name: "a framework without approval (n8n)", catalog: one("delete", "Permanently delete a record.", { preset: "n8n", kind: "unknown" }) },
];

/** MCP hints as written, read as the spec defines each (https://modelcontextprotocol.io/specification/2025-06-18/schema#toolannotations). */
const mcp = (name: string, description: string, hints: Action["hints"], line = 1): Catalog => {
  const kind = hints?.destructiveHint === true || hints?.readOnlyHint === false ? "write" : hints?.readOnlyHint === true ? "read" : "unknown";
  return one(name, description, { preset: "mcp", kind, hints }, line);
};

const hinted: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "readOnlyHint: true on a delete verb",
    catalog: mcp("purge_mailbox", "Deletes every message in the selected folder.", { readOnlyHint: true }, 2),
    expected: [{ messageId: "declaredRead", data: { name: "purge_mailbox", claim: "it changes state", phrase: "Deletes", how: "readOnlyHint: true" }, subject: subject("purge_mailbox"), line: 2, column: 9 }],
  },
  {
    name: "readOnlyHint: true on sending to every subscriber",
    catalog: mcp("send_newsletter", "Sends the newsletter to every subscriber on the list.", { readOnlyHint: true }, 3),
    expected: [{ messageId: "declaredRead", data: { name: "send_newsletter", claim: "it changes state", phrase: "Sends", how: "readOnlyHint: true" }, subject: subject("send_newsletter"), line: 3, column: 9 }],
  },
  {
    name: "readOnlyHint: true on wording that erases data",
    catalog: mcp("vider", "Vide définitivement la corbeille.", { readOnlyHint: true }, 4),
    expected: [{ messageId: "declaredRead", data: { name: "vider", claim: "it destroys or replaces data", phrase: "définitivement", how: "readOnlyHint: true" }, subject: subject("vider"), line: 4, column: 9 }],
  },
  {
    name: "destructiveHint: false on a permanent delete",
    catalog: mcp("delete_repository", "Permanently deletes a repository. This cannot be undone.", { readOnlyHint: false, destructiveHint: false }, 5),
    expected: [{ messageId: "declaredSafe", data: { name: "delete_repository", claim: "its effect is permanent", phrase: "Permanently" }, subject: subject("delete_repository"), line: 5, column: 9 }],
  },
  {
    name: "destructiveHint: false on a terminate verb",
    catalog: mcp("terminate_instances", "Terminates the given instances.", { destructiveHint: false }, 6),
    expected: [{ messageId: "declaredSafe", data: { name: "terminate_instances", claim: "it destroys or replaces data", phrase: "Terminates" }, subject: subject("terminate_instances"), line: 6, column: 9 }],
  },
  {
    name: "destructiveHint: false on overwriting",
    catalog: mcp("restore_snapshot", "Restores a volume from a snapshot, overwriting its current contents.", { destructiveHint: false }, 7),
    expected: [{ messageId: "declaredSafe", data: { name: "restore_snapshot", claim: "it destroys or replaces data", phrase: "overwriting" }, subject: subject("restore_snapshot"), line: 7, column: 9 }],
  },
  {
    name: "readOnlyHint: true on posting",
    catalog: mcp("tweet", "Posts a tweet from the connected account.", { readOnlyHint: true }, 9),
    expected: [{ messageId: "declaredRead", data: { name: "tweet", claim: "it changes state", phrase: "Posts", how: "readOnlyHint: true" }, subject: subject("tweet"), line: 9, column: 9 }],
  },
  {
    name: "readOnlyHint: true on moving money",
    catalog: mcp("move_money", "Moves 50 EUR from savings to checking.", { readOnlyHint: true }, 10),
    expected: [{ messageId: "declaredRead", data: { name: "move_money", claim: "it moves money", phrase: "Moves 50 EUR", how: "readOnlyHint: true" }, subject: subject("move_money"), line: 10, column: 9 }],
  },
  {
    name: "destructiveHint: false on replacing content",
    catalog: mcp("replace_content", "Replaces the content of a file with new text.", { destructiveHint: false }, 11),
    expected: [{ messageId: "declaredSafe", data: { name: "replace_content", claim: "it destroys or replaces data", phrase: "Replaces" }, subject: subject("replace_content"), line: 11, column: 9 }],
  },
  {
    // The hints contradict each other, whatever the text says; the text's own finding is reported beside it.
    name: "readOnlyHint: true and destructiveHint: true together",
    catalog: mcp("sync_folder", "Synchronises the folder with the server.", { readOnlyHint: true, destructiveHint: true }, 12),
    expected: [{ messageId: "contradictoryHints", data: { name: "sync_folder" }, subject: subject("sync_folder"), line: 12, column: 9 }],
  },
  {
    name: "readOnlyHint: true on a verb joined to the operative one",
    catalog: mcp("rotate_key", "Generates a new API key and revokes the current one immediately.", { readOnlyHint: true }, 9),
    expected: [{ messageId: "declaredRead", data: { name: "rotate_key", claim: "it changes state", phrase: "revokes", how: "readOnlyHint: true" }, subject: subject("rotate_key"), line: 9, column: 9 }],
  },
  {
    name: "destructiveHint: false on a verb joined after a comma",
    catalog: mcp("renew_token", "Issues a fresh token for the device, and revokes every older one.", { destructiveHint: false }, 10),
    expected: [{ messageId: "declaredSafe", data: { name: "renew_token", claim: "it destroys or replaces data", phrase: "revokes" }, subject: subject("renew_token"), line: 10, column: 9 }],
  },
  {
    name: "readOnlyHint: true on how the operative verb does it (by revoking)",
    catalog: mcp("sign_out_all", "Signs the user out of every device by revoking all active sessions.", { readOnlyHint: true }, 9),
    expected: [{ messageId: "declaredRead", data: { name: "sign_out_all", claim: "it changes state", phrase: "revoking", how: "readOnlyHint: true" }, subject: subject("sign_out_all"), line: 9, column: 9 }],
  },
  {
    name: "destructiveHint: false on a replacing after a comma",
    catalog: mcp("write_config", "Writes a configuration file to the given path, replacing the existing file completely.", { destructiveHint: false }, 9),
    expected: [{ messageId: "declaredSafe", data: { name: "write_config", claim: "it destroys or replaces data", phrase: "replacing" }, subject: subject("write_config"), line: 9, column: 9 }],
  },
  {
    name: "idempotentHint: true on creating a new one, in Spanish",
    catalog: mcp("crear_reserva", "Crea una nueva reserva de mesa en el restaurante.", { idempotentHint: true }, 8),
    expected: [{ messageId: "notIdempotent", data: { name: "crear_reserva", phrase: "Crea una nuev" }, subject: subject("crear_reserva"), line: 8, column: 9 }],
  },
  {
    name: "readOnlyHint: true on booking",
    catalog: mcp("book_room", "Books a meeting room for the given slot.", { readOnlyHint: true }, 6),
    expected: [{ messageId: "declaredRead", data: { name: "book_room", claim: "it changes state", phrase: "Books", how: "readOnlyHint: true" }, subject: subject("book_room"), line: 6, column: 9 }],
  },
  {
    name: "idempotentHint: true on creating a new one",
    catalog: mcp("create_invoice", "Creates a new invoice for the customer.", { idempotentHint: true, readOnlyHint: false }, 8),
    expected: [{ messageId: "notIdempotent", data: { name: "create_invoice", phrase: "Creates a new" }, subject: subject("create_invoice"), line: 8, column: 9 }],
  },
];

/** Near misses: verbs that compute, a restore that only resumes, a create that is idempotent by its own words. */
const hintedValid: Array<{ name: string; catalog: Catalog }> = [
  { name: "add two numbers, read-only", catalog: mcp("add", "Add two numbers.", { readOnlyHint: true }) },
  { name: "create a buffer around a geometry, read-only", catalog: mcp("buffer_tool", "Create a buffer polygon around a geometry.", { readOnlyHint: true }) },
  { name: "send greetings back, read-only", catalog: mcp("multi-greet", "A tool that sends different greetings with delays between them.", { readOnlyHint: true }) },
  { name: "a restore that resumes a paused project, non-destructive", catalog: mcp("restore_project", "Restores a paused project.", { destructiveHint: false }) },
  { name: "create a new directory or ensure it exists, idempotent", catalog: mcp("create_directory", "Create a new directory or ensure it exists.", { idempotentHint: true }) },
  { name: "create a new file or overwrite it, idempotent", catalog: mcp("write_file", "Create a new file or overwrite an existing one.", { idempotentHint: true, destructiveHint: true }) },
  { name: "creates a record, non-destructive", catalog: mcp("create_record", "Creates a record in the table.", { readOnlyHint: false, destructiveHint: false }) },
  // Joined words that are nouns of a list, or verbs of a later sentence.
  { name: "a list of nouns after and, read-only", catalog: mcp("list_payments", "Lists charges and refunds for a customer.", { readOnlyHint: true }) },
  { name: "nouns after and with a determiner after a preposition, read-only", catalog: mcp("search_posts", "Searches posts and comments in the forum.", { readOnlyHint: true }) },
  { name: "a gerund that reads, read-only", catalog: mcp("find_users", "Finds users by matching the name.", { readOnlyHint: true }) },
  { name: "a write verb's gerund after without, read-only", catalog: mcp("list_backups", "Lists the backups without deleting them, newest first.", { readOnlyHint: true }) },
  { name: "a write verb's gerund followed by no object, read-only", catalog: mcp("list_jobs", "Lists the jobs, deleting nothing.", { readOnlyHint: true }) },
  { name: "a joined verb that reads, read-only", catalog: mcp("get_file", "Reads the file and returns its contents.", { readOnlyHint: true }) },
  { name: "a write verb joined in a later sentence, read-only", catalog: mcp("preview_release", "Previews the release notes. The publish tool then publishes them.", { readOnlyHint: true }) },
  { name: "set a value, read-only (the object decides)", catalog: mcp("set_temp", "Sets the thermostat display to Celsius.", { readOnlyHint: true }) },
  // No annotations: the note is for an MCP preset, whose declarations carry hints; an SDK's tool has none to declare.
  { name: "no hints on a tool that only reads", catalog: mcp("list_tables", "Lists the tables.", undefined) },
  { name: "no hints, loss named as a threat, not as what the call does", catalog: mcp("add", "Adds two numbers. Pass the token, otherwise the data will be lost.", undefined) },
  { name: "no hints on a tool that moves money (MCP's defaults say nothing of money)", catalog: mcp("pay_invoice", "Pays the invoice.", undefined) },
  { name: "no hints, an SDK's tool", catalog: one("drop_table", "Drop a table. This cannot be undone.", { preset: "openai", kind: "unknown" }) },
  // Near misses of the contradiction: destructive and not read-only; read-only and not destructive.
  { name: "destructiveHint: true with readOnlyHint: false", catalog: mcp("sync_mirror", "Synchronises the mirror.", { readOnlyHint: false, destructiveHint: true }) },
  { name: "readOnlyHint: true with destructiveHint: false", catalog: mcp("list_files", "Lists the files.", { readOnlyHint: true, destructiveHint: false }) },
];

const undeclared: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a delete with no hints at all",
    catalog: mcp("drop_table", "Drop a table.", undefined, 7),
    expected: [{ messageId: "undeclared", data: { name: "drop_table", claim: "it destroys or replaces data", phrase: "Drop" }, subject: subject("drop_table"), line: 7, column: 9 }],
  },
  {
    name: "a remove with no hints at all",
    catalog: mcp("purge", "Removes the cache. This cannot be undone.", undefined, 8),
    expected: [{ messageId: "undeclared", data: { name: "purge", claim: "it destroys or replaces data", phrase: "Removes" }, subject: subject("purge"), line: 8, column: 9 }],
  },
];

describe("risk-not-declared", () => {
  it.each(undeclared)("no annotations on a destructive MCP tool: an info with MCP's defaults, $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
    expect(runThroughEngine(rule, catalog).diagnostics.map((d) => d.severity)).toEqual(["info"]);
  });

  it.each(hinted)("reads MCP hints: flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(hintedValid)("reads MCP hints: accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });

  it("reports a create declared idempotent one step milder (info)", () => {
    const { diagnostics } = runThroughEngine(rule, mcp("create_invoice", "Creates a new invoice.", { idempotentHint: true }));
    expect(diagnostics.map((d) => d.severity)).toEqual(["info"]);
  });

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
