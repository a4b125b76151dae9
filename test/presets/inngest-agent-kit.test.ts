// The inngest-agent-kit preset on a support network (test/fixtures/inngest-agent-kit): createTool({ name,
// description, parameters, handler }) from "@inngest/agent-kit", as consts and written inside an agent's
// `tools: [...]`; a `+` description over two lines; no description. AgentKit has no kind or approval field.
// Near misses: createAgent, createRoutingAgent and createNetwork (names and descriptions of agents, not tools),
// and a createTool from the project.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const unknown = { type: "action", kind: "unknown", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;

const EXPECTED: Row[] = [
  // src/agents/support.ts: shared tools held in consts.
  {
    ...unknown,
    name: "search_knowledge_base",
    ...ok("Search the knowledge base for articles that match a keyword"),
    at: "src/agents/support.ts:12:16",
  },
  {
    ...unknown,
    name: "reply_to_customer",
    ...ok("Send the reply to the customer and close the ticket. The customer is emailed at once; a reply cannot be recalled."),
    at: "src/agents/support.ts:20:5",
  },
  // Written in the agent's tools array.
  {
    ...unknown,
    name: "escalate_ticket",
    ...ok("Hand the ticket to a human agent when the answer is not in the knowledge base"),
    at: "src/agents/support.ts:39:20",
  },
  // No description: located at the createTool( call.
  { ...unknown, name: "done", description: undefined, status: "missing", at: "src/agents/support.ts:46:5" },
];

describe("inngest-agent-kit preset (test/fixtures/inngest-agent-kit)", () => {
  it("is picked from package.json (@inngest/agent-kit), alone", () => {
    expect(loadFixture("inngest-agent-kit").presets).toEqual([{ package: ".", presets: ["inngest-agent-kit"] }]);
  });

  it("finds createTool from @inngest/agent-kit, and not agents, routers, networks or the project's createTool", () => {
    expect(fixtureRows("inngest-agent-kit")).toEqual(EXPECTED);
  });

  it("groups by tool set: the agent's `tools` (consts and tools written in it) are one group", () => {
    expect(new Set(loadFixture("inngest-agent-kit").catalog.actions.map((a) => a.group))).toEqual(new Set(["src/agents/support.ts:34"]));
  });

  it("builds the directory (directory.cut): first sentence", () => {
    expect(loadFixture("inngest-agent-kit", { cut: true }).directories[0].lines.map((l) => l.text)).toEqual([
      "done: ",
      "escalate_ticket: Hand the ticket to a human agent when the answer is not in the knowledge base",
      "reply_to_customer: Send the reply to the customer and close the ticket.",
      "search_knowledge_base: Search the knowledge base for articles that match a keyword",
    ]);
  });
});
