// The anthropic preset on a helpdesk agent (test/fixtures/anthropic): `{ name, description, input_schema }`
// objects in typed arrays and consts (a shorthand description built with [...].join), maps of
// `{ description, input_schema }` named by their keys, a .mjs script. Near misses: server and client tools
// without input_schema, tool_choice, tool_result blocks, JSON-schema properties, the `{ name, ...spec }` literals
// built from a map, and the partner's tools converted at run time.
// Expectations follow the preset's spec (docs/frameworks.md) and docs/design.md, not the tool's output.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const unknown = { type: "action", kind: "unknown", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;
const missing = { description: undefined, status: "missing" } as const;

const EXPECTED: Row[] = [
  // scripts/triage.mjs: a const and an inline object, next to a client tool and a forced tool_choice; the inline
  // extract_order_ids is offered only to that call, which forces classify_email: not callable (see below).
  { ...unknown, name: "classify_email", ...ok("Record the category and urgency of one customer email."), at: "scripts/triage.mjs:11:16" },

  // src/tools/account.ts: descriptions from an imported const map, `+` across lines, one sentence over 160.
  {
    ...unknown,
    name: "update_email",
    ...ok("Change the email address of the customer's account. A confirmation link is sent to the new address."),
    at: "src/tools/account.ts:10:18",
  },
  {
    ...unknown,
    name: "reset_password",
    ...ok("Send the customer a password reset link. The link expires after thirty minutes; do not read it out in the chat."),
    at: "src/tools/account.ts:19:18",
  },
  {
    ...unknown,
    name: "delete_account",
    ...ok(
      "Schedule the customer's account, every workspace they own and all stored files for permanent deletion after a fourteen-day grace period during which support can still restore it.",
    ),
    at: "src/tools/account.ts:26:7",
  },
  // A map of tools without names: the key is the name.
  { ...unknown, name: "get_plan", ...ok("Show the customer's current plan, seats and renewal date."), at: "src/tools/account.ts:34:18" },
  {
    ...unknown,
    name: "change_plan",
    ...ok("Move the customer to another plan (prorated). Downgrades take effect at the next renewal."),
    at: "src/tools/account.ts:38:18",
  },

  // src/tools/kb.ts: Anthropic.Tool[] with long descriptions and a docs-link template.
  {
    ...unknown,
    name: "search_kb",
    ...ok(
      "Search the help center articles for passages relevant to the customer's question, ranked by semantic similarity and boosted for articles updated in the last ninety days. Use it before answering any product question. Returns up to five passages with their article URLs.",
    ),
    at: "src/tools/kb.ts:10:7",
  },
  {
    ...unknown,
    name: "get_article",
    ...ok("Fetch a full help center article from https://help.example.com by its slug. Use it when a search passage is not enough to answer."),
    at: "src/tools/kb.ts:23:18",
  },
  // The description is optional in the API: missing, located at the object.
  { ...unknown, name: "list_categories", ...missing, at: "src/tools/kb.ts:30:3" },

  // src/tools/orders.ts: shorthand `description` (a const built with [...].join(" ")): located at the shorthand.
  {
    ...unknown,
    name: "lookup_order",
    ...ok("Look up an order by its id. Returns the status, the items and the shipping address."),
    at: "src/tools/orders.ts:10:3",
  },
  {
    ...unknown,
    name: "refund_order",
    ...ok("\n    Refund an order in full.\n    Only call this after the customer has confirmed the amount."),
    at: "src/tools/orders.ts:20:16",
  },

  // src/tools/specs.ts: a `satisfies` map keyed by name, one empty description.
  {
    ...unknown,
    name: "create_ticket",
    ...ok("Open a support ticket for a problem the assistant cannot solve in the chat."),
    at: "src/tools/specs.ts:6:18",
  },
  { ...unknown, name: "escalate_to_human", ...ok(""), at: "src/tools/specs.ts:17:18" },
];

describe("anthropic preset (test/fixtures/anthropic)", () => {
  it("is picked from package.json, alone", () => {
    expect(loadFixture("anthropic").presets).toEqual([{ package: ".", presets: ["anthropic"] }]);
  });

  it("finds every tool with an input_schema, and no server tool, tool_choice or run-time conversion", () => {
    expect(fixtureRows("anthropic")).toEqual(EXPECTED);
  });

  it("keeps apart a tool the call that offers it takes away (a forced tool_choice of another tool)", () => {
    const { uncallable } = loadFixture("anthropic").catalog;
    expect(uncallable.map((a) => [a.name, a.uncallable, a.declarationLoc.line])).toEqual([
      ["extract_order_ids", `the call's tool choice forces "classify_email"`, 30],
    ]);
  });

  it("builds the directory when the team cuts them (directory.cut): first sentences, two of them over 160 characters", () => {
    const project = loadFixture("anthropic", { cut: true });
    expect(project.directories[0].lines.map((l) => l.text)).toEqual([
      "change_plan: Move the customer to another plan (prorated).",
      "classify_email: Record the category and urgency of one customer email.",
      "create_ticket: Open a support ticket for a problem the assistant cannot solve in the chat.",
      // 178 characters: cut before "can".
      "delete_account: Schedule the customer's account, every workspace they own and all stored files for permanent deletion after a fourteen-day grace period during which support…",
      "escalate_to_human: ",
      "get_article: Fetch a full help center article from https://help.example.com by its slug.",
      "get_plan: Show the customer's current plan, seats and renewal date.",
      "list_categories: ",
      "lookup_order: Look up an order by its id.",
      "refund_order: Refund an order in full.",
      "reset_password: Send the customer a password reset link.",
      // The first sentence is 169 characters: "ninety" straddles character 160.
      "search_kb: Search the help center articles for passages relevant to the customer's question, ranked by semantic similarity and boosted for articles updated in the last…",
      "update_email: Change the email address of the customer's account.",
    ]);
  });
});
