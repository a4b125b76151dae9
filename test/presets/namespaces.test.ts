// Namespaces, deferred tools and toolsets (docs/design.md#modules-and-skills) on test/fixtures/namespaces, a workspace
// of eight apps: support-agent (the Agents SDK: toolNamespace with inline and referenced tools, deferLoading true,
// false and read at run time, an Agent config), responses-bot (the Responses API's `{ type: "namespace" }` with flat
// function tools), claude-helpdesk (Anthropic tools with defer_loading, a tool search tool, an MCP toolset config),
// harness (a harness's own tool type with defer_loading, beside an AI SDK tool set entry and the AI SDK's provider
// options), lc-agent (LangChain's extras), market-mcp (toolception's catalog), and two near misses: no-sdk (a
// namespace-shaped object without the SDK) and lookalike-mcp (toolset keys without toolception). Exact catalog: every
// namespace and toolset, every tool with the module that brings it and its flag.
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Location } from "../../src/types.js";
import { FIXTURES, loadFixture } from "./run.js";

const ROOT = path.join(FIXTURES, "namespaces");
const at = (l: Location) => `${path.relative(ROOT, l.file).split(path.sep).join("/")}:${l.line}:${l.column}`;
const AGENT = "apps/support-agent/src";
const BOT = "apps/responses-bot/src";
const HELPDESK = "apps/claude-helpdesk/src";
const HARNESS = "apps/harness/src";
const MARKET = "apps/market-mcp/src";

describe("namespaces, deferred tools and toolsets, with no config", () => {
  const { catalog, presets } = loadFixture("namespaces");

  it("picks anthropic for a file that defers a tool (`defer_loading: true`), toolception by its package", () => {
    expect(presets).toStrictEqual([
      { package: "apps/claude-helpdesk", presets: ["anthropic"] },
      { package: "apps/harness", presets: ["anthropic", "vercel-ai"] },
      { package: "apps/lc-agent", presets: ["anthropic", "langchain"] },
      { package: "apps/lookalike-mcp", presets: ["mcp"] },
      { package: "apps/market-mcp", presets: ["mcp", "toolception"] },
      { package: "apps/no-sdk", presets: ["kumiko", "tool-shapes"] },
      { package: "apps/responses-bot", presets: ["anthropic", "openai"] },
      { package: "apps/support-agent", presets: ["openai"] },
    ]);
  });

  it("finds each namespace and toolset: form, name, title, the line seen, its tools, where, listing", () => {
    const rows = catalog.modules.map((m) => [m.form, m.name, m.label, m.description, m.tools, at(m.loc), m.group, m.preset]);
    expect(rows).toStrictEqual([
      // toolception: named by the catalog key (what enable_toolset takes), titled by `name`; the tools of `modules`
      // are registered at run time, so only those written in the catalog are known.
      ["toolset", "quotes", "Real-time Quotes", "Real-time stock quotes and price changes", [], `${MARKET}/toolsets.ts:7:18`, "apps/market-mcp", "toolception"],
      ["toolset", "admin", "Administration", "Cache and quota administration", ["reset_cache"], `${MARKET}/toolsets.ts:13:18`, "apps/market-mcp", "toolception"],
      ["namespace", "calendar", undefined, "Read and change the user's calendar.", ["list_events", "create_event"], `${BOT}/request.ts:13:22`, `${BOT}/request.ts`, "openai"],
      ["namespace", "crm", undefined, "Customer profiles and support history.", ["get_customer_profile", "list_recent_tickets"], `${AGENT}/agent.ts:17:16`, `${AGENT}/agent.ts`, "openai"],
      ["namespace", "billing", undefined, "Invoices and payment status.", ["get_invoice_status"], `${AGENT}/agent.ts:32:16`, `${AGENT}/agent.ts`, "openai"],
    ]);
    // Neither the Agent config `{ name, instructions, tools }`, nor the org chart's namespace without the SDK, nor the
    // lookalike's groups without toolception, nor a settings map without tools is one.
    expect(catalog.prompts).toStrictEqual([]);
    expect(catalog.loaders).toStrictEqual([]);
  });

  it("catalogues every tool with the module that brings it and whether it is deferred", () => {
    const rows = [...catalog.actions, ...catalog.uncallable].map((a) => [a.name, at(a.loc), a.preset, a.approval, a.deferred, a.module]).sort((x, y) => (`${x[1]}` < `${y[1]}` ? -1 : 1));
    expect(rows).toStrictEqual([
      // The MCP connector's toolset config and the tool search tool declare no tool.
      ["cancel_subscription", `${HELPDESK}/tools.ts:12:18`, "anthropic", false, true, undefined],
      ["lookup_order", `${HELPDESK}/tools.ts:7:18`, "anthropic", false, undefined, undefined],
      // `providerOptions: { anthropic: { deferLoading: true } }`, the same for openai, and a tool without it.
      ["searchFiles", `${HARNESS}/search.ts:13:16`, "vercel-ai", false, true, undefined],
      ["fetchPage", `${HARNESS}/search.ts:20:16`, "vercel-ai", false, undefined, undefined],
      ["webSearch", `${HARNESS}/search.ts:6:16`, "vercel-ai", false, true, undefined],
      // The AI SDK's tool set entry keeps its preset and approval flag (the broad shape is tried last); the spread
      // `...(lazy ? { defer_loading: true } : {})` decides at run time.
      ["delete_memory", `${HARNESS}/tools.ts:18:20`, "vercel-ai", true, true, undefined],
      ["export_memory", `${HARNESS}/tools.ts:27:20`, "vercel-ai", false, undefined, undefined],
      // A const of the harness's own tool type: found by its flag.
      ["memory_list", `${HARNESS}/tools.ts:7:16`, "anthropic", false, true, undefined],
      // `extras: { defer_loading: true }`, and a tool without it.
      ["read_thread", "apps/lc-agent/src/tools.ts:14:16", "langchain", false, undefined, undefined],
      ["archive_thread", "apps/lc-agent/src/tools.ts:7:16", "langchain", false, true, undefined],
      ["reset_cache", `${MARKET}/toolsets.ts:17:22`, "mcp", false, undefined, "admin"],
      ["list_events", `${BOT}/request.ts:18:26`, "openai", false, true, "calendar"],
      // `defer_loading: deferCalendar`, a parameter: not known to be deferred.
      ["create_event", `${BOT}/request.ts:25:26`, "openai", false, undefined, "calendar"],
      ["get_customer_profile", `${AGENT}/agent.ts:21:20`, "openai", false, true, "crm"],
      // `deferLoading: false`.
      ["get_invoice_status", `${AGENT}/agent.ts:36:20`, "openai", false, undefined, "billing"],
      ["get_shipping_eta", `${AGENT}/agent.ts:47:16`, "openai", false, true, undefined],
      // `deferLoading: process.env.DEFER_REFUNDS === "1"`: decided at run time.
      ["refund_order", `${AGENT}/agent.ts:56:16`, "openai", false, undefined, undefined],
      // Given to crm by reference.
      ["list_recent_tickets", `${AGENT}/agent.ts:9:16`, "openai", false, true, "crm"],
      // The same name in another file: not the tool crm brings.
      ["get_customer_profile", `${AGENT}/other.ts:7:16`, "openai", false, undefined, undefined],
    ]);
  });
});
