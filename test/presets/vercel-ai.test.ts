// The vercel-ai preset on a Next.js chat app (test/fixtures/vercel-ai): tool() and dynamicTool() imported from
// "ai", named by the enclosing property key or else the variable; needsApproval; tools without a description;
// descriptions from imported consts (relative and tsconfig `@/` paths); a .mjs script. Near misses: a `tool`
// from @openai/agents and a local function named `tool`.
// Expectations follow the preset's spec (docs/frameworks.md) and docs/design.md, not the tool's output.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const unknown = { type: "action", kind: "unknown", approval: false } as const;
const approved = { type: "action", kind: "unknown", approval: true } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;
const missing = { description: undefined, status: "missing" } as const;

const EXPECTED: Row[] = [
  // app/api/chat/route.ts: inline in streamText({ tools: { … } }) inside the POST handler.
  { ...unknown, name: "weather", ...ok("Get the weather in a location"), at: "app/api/chat/route.ts:25:22" },
  // No description: located at the tool( call.
  { ...unknown, name: "convertFahrenheitToCelsius", ...missing, at: "app/api/chat/route.ts:31:35" },
  { ...unknown, name: "askForConfirmation", ...ok(""), at: "app/api/chat/route.ts:37:22" },

  // lib/agents/triage.ts: a tool() of the OpenAI Agents SDK, which the package depends on too: the openai preset
  // finds it (the vercel-ai preset does not: it is not the tool() of "ai").
  { ...unknown, name: "lookup_caller", ...ok("Look up the customer record for an incoming phone number."), at: "lib/agents/triage.ts:9:16" },
  // lib/tools/docs.ts: `export const x = tool(…)`: the variable names it. A template with an imported
  // docs-link const (through the tsconfig `@/*` path), and a description that is an imported const.
  {
    ...unknown,
    name: "searchDocs",
    ...ok("Search the product documentation at https://docs.acme.dev and return the five most relevant passages."),
    at: "lib/tools/docs.ts:8:16",
  },
  { ...unknown, name: "getDocPage", ...ok("Fetch one documentation page by its slug and return it as markdown."), at: "lib/tools/docs.ts:16:16" },

  // lib/tools/orders.ts: a map of tools; the property key beats the variable (orderTools).
  { ...unknown, name: "orderStatus", ...ok("Look up the shipping status of an order by its order number."), at: "lib/tools/orders.ts:10:18" },
  { ...approved, name: "cancelOrder", ...ok("Cancel an order that has not shipped yet."), at: "lib/tools/orders.ts:16:18" },
  // needsApproval is a function: not `=== true`.
  {
    ...unknown,
    name: "refundPayment",
    ...ok("Refund a payment in full or in part. Refunds above 100 USD need the user's approval."),
    at: "lib/tools/orders.ts:23:18",
  },
  { ...unknown, name: "listOrders", ...missing, at: "lib/tools/orders.ts:30:15" },
  // A quoted key, a generic call tool<…>(…), a template starting with a newline and indentation.
  {
    ...approved,
    name: "delete-customer",
    ...ok(
      "\n      Permanently delete a customer and all of their orders.\n      Only use this when the customer explicitly asks for account deletion.",
    ),
    at: "lib/tools/orders.ts:36:18",
  },

  // lib/tools/warehouse.ts: dynamicTool, a `+` description over 160 characters; needsApproval from a const.
  {
    ...unknown,
    name: "runSql",
    ...ok(
      "Run a read-only SQL query against the analytics warehouse and return at most 500 rows as JSON; use it for questions about order volumes, revenue per region, refund rates and other aggregate numbers that the order tools cannot answer.",
    ),
    at: "lib/tools/warehouse.ts:12:5",
  },
  {
    ...approved,
    name: "exportTable",
    ...ok("Export a whole warehouse table to CSV and email the link to the requesting user."),
    at: "lib/tools/warehouse.ts:21:16",
  },

  // scripts/eval.mjs: JavaScript; a JSON-schema property with a description inside is not a tool.
  { ...unknown, name: "lookupOrder", ...ok("Look up an order by its number (test double)."), at: "scripts/eval.mjs:14:22" },
  // AI SDK 4 style (`parameters`), no description.
  { ...unknown, name: "getCustomer", ...missing, at: "scripts/eval.mjs:23:20" },
];

describe("vercel-ai preset (test/fixtures/vercel-ai)", () => {
  it("is picked from package.json (the `ai` dependency); @openai/agents picks openai", () => {
    expect(loadFixture("vercel-ai").presets).toEqual([{ package: ".", presets: ["openai", "vercel-ai"] }]);
  });

  it("finds every tool()/dynamicTool() from \"ai\", and not the tool() of another package or of the file", () => {
    expect(fixtureRows("vercel-ai")).toEqual(EXPECTED);
  });

  it("builds the directory when the team cuts them (directory.cut): approval shows in the kind, long descriptions are capped", () => {
    const project = loadFixture("vercel-ai", { cut: true });
    expect(project.directories[0].lines.map((l) => l.text)).toEqual([
      "askForConfirmation: ",
      "cancelOrder (needs approval): Cancel an order that has not shipped yet.",
      "convertFahrenheitToCelsius: ",
      "delete-customer (needs approval): Permanently delete a customer and all of their orders.",
      "exportTable (needs approval): Export a whole warehouse table to CSV and email the link to the requesting user.",
      "getCustomer: ",
      "getDocPage: Fetch one documentation page by its slug and return it as markdown.",
      "listOrders: ",
      "lookupOrder: Look up an order by its number (test double).",
      "lookup_caller: Look up the customer record for an incoming phone number.",
      "orderStatus: Look up the shipping status of an order by its order number.",
      "refundPayment: Refund a payment in full or in part.",
      // One 233-character sentence: cut after "region," and the comma trimmed before the ellipsis.
      "runSql: Run a read-only SQL query against the analytics warehouse and return at most 500 rows as JSON; use it for questions about order volumes, revenue per region…",
      "searchDocs: Search the product documentation at https://docs.acme.dev and return the five most relevant passages.",
      "weather: Get the weather in a location",
    ]);
  });
});
