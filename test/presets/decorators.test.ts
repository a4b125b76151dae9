// decorators preset: @Tool({ name, description }), @CreateAction({ name, description, schema }),
// @Action({…}) (name falls back to the decorated method or class), and consts typed Action / Tool /
// ToolDefinition (name falls back to the variable). No package picks it: a file is picked by its text.
// Fixture: test/fixtures/decorators, a NestJS backend with @rekog/mcp-nest tools, a Coinbase AgentKit action
// provider, an ElizaOS plugin, plain tool definitions and an in-house @Action registry.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture } from "./run.js";

describe("decorators preset", () => {
  it("is picked by the files that use it; a model-id string picks no openai", () => {
    // The files without a decorator or typed const (src/api/*, src/jobs/registry.ts, …) detect nothing, so kumiko
    // is used for them. src/eliza/character.ts holds the string 'openai/gpt-4o-mini' (a model id), which is no
    // import of `openai`: openai is not used.
    expect(loadFixture("decorators").presets).toEqual([{ package: ".", presets: ["decorators", "kumiko", "tool-shapes"] }]);
  });

  it("finds every decorated tool and typed const, and nothing else", () => {
    // Near misses (not rows): @Injectable/@Controller/@Get/@Post, @ApiOperation and @ApiProperty with descriptions
    // (Swagger docs), the JSON-schema parameter object with property descriptions, the Eliza plugin (typed Plugin)
    // and character, the example reply with an `action` key, `toolbox: ToolDefinition[]`,
    // `TOOL_DEFAULTS: Partial<ToolDefinition>`, and the Action() decorator factory in src/jobs/registry.ts.
    // ping has no description: it is at `Tool` in `@Tool(…)`. ANSWER_FAQ's description comes from a spread: it is
    // at the object literal.
    expect(fixtureRows("decorators")).toEqual([
      { type: "action", name: "refund_usdc", description: "\n    This tool refunds a customer in USDC from the support wallet.\nIt takes the following inputs:\n- amount: the refund in whole USDC, as a string\n- destination: the customer's wallet address\n\nImportant notes:\n- Only refund orders that support has approved.\n- Refunds are onchain transfers and cannot be reversed.\n", status: "ok", at: "src/agentkit/refunds.provider.ts:35:18", kind: "unknown", approval: false },
      { type: "action", name: "transfer_token", description: "\n  Transfers an amount of an ERC20 token from the wallet to another onchain address\n\n  Inputs:\n  - amount: the amount to send, in whole units (e.g. 15 for 15 USDC)\n  - contractAddress: the token contract\n  - destination: the recipient address or ENS name\n", status: "ok", at: "src/agentkit/refunds.provider.ts:61:18", kind: "unknown", approval: false },
      { type: "action", name: "get_support_wallet_balance", description: "\n      Returns the USDC balance of the support wallet.\n      Use it before a refund to check that the wallet can cover it.\n    ", status: "ok", at: "src/agentkit/refunds.provider.ts:70:18", kind: "unknown", approval: false },
      { type: "action", name: "LOOKUP_ORDER", description: "Looks up an order by its number and tells the user where it is.", status: "ok", at: "src/eliza/actions.ts:14:16", kind: "unknown", approval: false },
      { type: "action", name: "HANDOFF_TO_HUMAN", description: "Hands the conversation over to a human agent when the user asks for one or is upset.\n  The user is told how long the wait is.", status: "ok", at: "src/eliza/actions.ts:33:16", kind: "unknown", approval: false },
      { type: "action", name: "ANSWER_FAQ", description: "Answers a product question from the help center articles.", status: "ok", at: "src/eliza/actions.ts:50:40", kind: "unknown", approval: false },
      { type: "action", name: "ArchiveSolvedTicketsAction", description: "Archives tickets that have been solved for more than 90 days.", status: "ok", at: "src/jobs/maintenance.ts:7:24", kind: "unknown", approval: false },
      { type: "action", name: "reindex-search", description: "Rebuilds the ticket search index from the database.", status: "ok", at: "src/jobs/maintenance.ts:18:16", kind: "unknown", approval: false },
      { type: "action", name: "ticket-volume-report", description: "Builds a ticket volume report per day, week, month, broken down by channel, priority, product area and assignee team, and compares each bucket with the same period of the previous year.", status: "ok", at: "src/mcp/reports.tool.ts:11:18", kind: "unknown", approval: false },
      { type: "action", name: "csat-summary", description: "Summarizes customer satisfaction (CSAT) scores for the last 30 days. Scores are averaged per team.", status: "ok", at: "src/mcp/reports.tool.ts:20:18", kind: "unknown", approval: false },
      { type: "action", name: "get-ticket", description: "Returns one support ticket with its full conversation.", status: "ok", at: "src/mcp/tickets.tool.ts:14:18", kind: "unknown", approval: false },
      { type: "action", name: "escalate-ticket", description: "Escalates a ticket to the on-call engineer and pages them.", status: "ok", at: "src/mcp/tickets.tool.ts:23:18", kind: "unknown", approval: false },
      { type: "action", name: "listMyTickets", description: "Lists open tickets assigned to the current agent, oldest first.", status: "ok", at: "src/mcp/tickets.tool.ts:33:18", kind: "unknown", approval: false },
      { type: "action", name: "ping", description: undefined, status: "missing", at: "src/mcp/tickets.tool.ts:40:4", kind: "unknown", approval: false },
      { type: "action", name: "search_kb", description: "Searches the help center and returns the five best articles with their URLs.", status: "ok", at: "src/tools/definitions.ts:11:16", kind: "unknown", approval: false },
      { type: "action", name: "summarizeThread", description: "Summarizes a ticket conversation in three bullet points for a handover.", status: "ok", at: "src/tools/definitions.ts:23:16", kind: "unknown", approval: false },
      { type: "action", name: "translate_reply", description: "", status: "ok", at: "src/tools/definitions.ts:29:16", kind: "unknown", approval: false },
    ]);
  });

  it("cuts descriptions that start with a newline and indentation as the directory does (directory.cut)", () => {
    const project = loadFixture("decorators", { cut: true });
    expect(project.directories[0].lines.map((l) => l.text)).toEqual([
      "ANSWER_FAQ: Answers a product question from the help center articles.",
      "ArchiveSolvedTicketsAction: Archives tickets that have been solved for more than 90 days.",
      "HANDOFF_TO_HUMAN: Hands the conversation over to a human agent when the user asks for one or is upset.",
      "LOOKUP_ORDER: Looks up an order by its number and tells the user where it is.",
      "csat-summary: Summarizes customer satisfaction (CSAT) scores for the last 30 days.",
      "escalate-ticket: Escalates a ticket to the on-call engineer and pages them.",
      "get-ticket: Returns one support ticket with its full conversation.",
      "get_support_wallet_balance: Returns the USDC balance of the support wallet.",
      "listMyTickets: Lists open tickets assigned to the current agent, oldest first.",
      "ping: ",
      "refund_usdc: This tool refunds a customer in USDC from the support wallet.",
      "reindex-search: Rebuilds the ticket search index from the database.",
      "search_kb: Searches the help center and returns the five best articles with their URLs.",
      "summarizeThread: Summarizes a ticket conversation in three bullet points for a handover.",
      // One sentence of 185 characters: cut at the last space that leaves room for the ellipsis.
      "ticket-volume-report: Builds a ticket volume report per day, week, month, broken down by channel, priority, product area and assignee team, and compares each bucket with the same…",
      // No sentence end: the first paragraph (up to the blank line) is the summary.
      "transfer_token: Transfers an amount of an ERC20 token from the wallet to another onchain address",
      "translate_reply: ",
    ]);
  });
});
