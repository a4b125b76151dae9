// The presets for tmcp, mcp-lite, Amazon Bedrock's Converse API, Google's ADK, TanStack AI, Strands Agents and
// Convex's agent component: each form their docs show, proven or not (extract/visitors/provenance.ts), and the near
// misses. Rows: preset, source of `src/a.ts`, and `name | description | proven` (or `unproven`) of each action.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

function found(presets: string[], source: string): string[] {
  return catalogOf({ "src/a.ts": source }, { presets }).actions.map(
    (a) => `${a.name} | ${a.description ?? `(${a.descriptionStatus})`} | ${a.unproven === undefined ? "proven" : "unproven"}`,
  );
}

describe("presets for more tool-calling SDKs", () => {
  it.each<[string, string[], string, string[]]>([
    [
      "tmcp: server.tool({ name, description, schema }, handler) of `new McpServer` from tmcp",
      ["tmcp"],
      `import { McpServer } from "tmcp";\nconst server = new McpServer({ name: "s", version: "1" }, { adapter });\nserver.tool({ name: "calculate", description: "Do arithmetic.", schema }, async () => 1);`,
      ["calculate | Do arithmetic. | proven"],
    ],
    [
      "tmcp near miss: a receiver not traced to tmcp",
      ["tmcp"],
      `export function add(server) { server.tool({ name: "x", description: "Do x." }, cb); }`,
      ["x | Do x. | unproven"],
    ],
    [
      "mcp-lite: mcp.tool(name, { description, inputSchema, handler })",
      ["mcp-lite"],
      `import { McpServer } from "mcp-lite";\nconst mcp = new McpServer({ name: "echo-server", version: "1.0.0" });\nmcp.tool("echo", { description: "Echo the input message.", inputSchema, handler: (args) => args });`,
      ["echo | Echo the input message. | proven"],
    ],
    [
      "mcp-lite near miss: a tool(…) whose first argument is its config is not mcp-lite's",
      ["mcp-lite"],
      `import { McpServer } from "mcp-lite";\nconst mcp = new McpServer({ name: "s" });\nmcp.tool({ name: "echo", description: "Echo." }, cb);`,
      [],
    ],
    [
      "Bedrock: toolConfig.tools[].toolSpec { name, description, inputSchema: { json } }",
      ["bedrock"],
      `import { ConverseCommand } from "@aws-sdk/client-bedrock-runtime";\nexport const command = new ConverseCommand({ modelId, messages, toolConfig: { tools: [{ toolSpec: { name: "top_song", description: "Get the most popular song on a radio station.", inputSchema: { json: { type: "object", properties: {} } } } }] } });`,
      ["top_song | Get the most popular song on a radio station. | proven"],
    ],
    [
      "Bedrock: without a description, the loud case",
      ["bedrock"],
      `export const tools = [{ toolSpec: { name: "top_song", inputSchema: { json: {} } } }];`,
      ["top_song | (missing) | proven"],
    ],
    [
      "Bedrock near miss: a toolSpec without an input schema (a tool's result, a log record)",
      ["bedrock"],
      `export const used = [{ toolSpec: { name: "top_song" } }, { toolUse: { name: "top_song", input: {} } }];`,
      [],
    ],
    [
      "Google ADK: new FunctionTool({ name, description, parameters, execute }) from @google/adk",
      ["google-adk"],
      `import { FunctionTool, LlmAgent } from "@google/adk";\nexport const getWeather = new FunctionTool({ name: "get_weather", description: "Get the weather of a city.", parameters, execute });`,
      ["get_weather | Get the weather of a city. | proven"],
    ],
    [
      "Google ADK near miss: another package's FunctionTool",
      ["google-adk"],
      `import { FunctionTool } from "@iqai/adk";\nexport const add = new FunctionTool(addNumbers);`,
      [],
    ],
    [
      "TanStack AI: toolDefinition({ name, description, inputSchema, needsApproval })",
      ["tanstack-ai"],
      `import { toolDefinition } from "@tanstack/ai";\nexport const getProductsDef = toolDefinition({ name: "get_products", description: "Search for products in the catalog.", inputSchema });\nexport const refund = toolDefinition({ name: "refund", description: "Refund an order.", needsApproval: true }).server(run);`,
      ["get_products | Search for products in the catalog. | proven", "refund | Refund an order. | proven"],
    ],
    [
      "Strands: tool({ name, description, inputSchema, callback }) and new FunctionTool({ … })",
      ["strands"],
      `import { tool, FunctionTool } from "@strands-agents/sdk";\nexport const weather = tool({ name: "get_weather", description: "Get the weather.", inputSchema, callback });\nexport const time = new FunctionTool({ name: "get_time", description: "Get the time.", inputSchema, callback });`,
      ["get_weather | Get the weather. | proven", "get_time | Get the time. | proven"],
    ],
    [
      "Strands near miss: the AI SDK's tool() is not Strands'",
      ["strands"],
      `import { tool } from "ai";\nexport const weather = tool({ description: "Get the weather.", inputSchema });`,
      [],
    ],
    [
      "Convex agent: createTool({ description, args, handler }), named by its key in the agent's tools",
      ["convex-agent"],
      `import { createTool } from "@convex-dev/agent";\nexport const tools = { ideaSearch: createTool({ description: "Search for ideas.", args, handler }) };`,
      ["ideaSearch | Search for ideas. | proven"],
    ],
    [
      "BeeAI: new DynamicTool({ name, description, inputSchema, handler }) and a subclass of its Tool",
      ["beeai"],
      `import { DynamicTool, StringToolOutput, Tool } from "beeai-framework";\nexport const codeTool = new DynamicTool({ name: "codeTool", description: "Write code for a requirement.", inputSchema, async handler() { return new StringToolOutput(""); } });\nexport class ReverseTool extends Tool<StringToolOutput> { name = "ReverseTool"; description = "Reverse a text."; }`,
      ["codeTool | Write code for a requirement. | proven", "ReverseTool | Reverse a text. | proven"],
    ],
    [
      "BeeAI under its old package name, from a subpath",
      ["beeai"],
      `import { DynamicTool } from "bee-agent-framework/tools/base";\nexport const t = new DynamicTool({ name: "lookup", description: "Look a word up.", inputSchema, handler });`,
      ["lookup | Look a word up. | proven"],
    ],
    [
      "BeeAI near miss: LangChain's DynamicTool is not BeeAI's; a class on another library's Tool is at most unproven",
      ["beeai"],
      `import { DynamicTool, Tool } from "@langchain/core/tools";\nexport const t = new DynamicTool({ name: "lookup", description: "Look a word up.", func });\nexport class Echo extends Tool { name = "echo"; description = "Echo a text."; }`,
      ["echo | Echo a text. | unproven"],
    ],
    [
      "Stripe's agent toolkit: a PaidMcpAgent's paidTool(name, description, schema, callback, options)",
      ["stripe-agent-toolkit"],
      `import type { experimental_PaidMcpAgent as PaidMcpAgent } from "@stripe/agent-toolkit/cloudflare";\nexport function register(agent: PaidMcpAgent<Env, unknown, unknown>) {\n  agent.paidTool("add_numbers", "Add two numbers, for a fee.", { a: z.number() }, async () => ({ content: [] }), { checkout: { mode: "payment" }, paymentReason: "Add" });\n}`,
      ["add_numbers | Add two numbers, for a fee. | proven"],
    ],
    [
      "Stripe: this.paidTool(…) in a class extending PaidMcpAgent",
      ["stripe-agent-toolkit"],
      `import { experimental_PaidMcpAgent as PaidMcpAgent } from "@stripe/agent-toolkit/cloudflare";\nexport class MyMCP extends PaidMcpAgent<Env, State, Props> {\n  async init() { this.paidTool("buy_premium", "Buy a premium account.", {}, () => ({ content: [] }), { checkout: {}, paymentReason: "Premium" }); }\n}`,
      ["buy_premium | Buy a premium account. | proven"],
    ],
    [
      "Stripe near misses: a receiver not traced to the toolkit is unproven; a paidTool without its description is another's",
      ["stripe-agent-toolkit"],
      `export function register(agent) { agent.paidTool("add_numbers", "Add two numbers, for a fee.", { a: 1 }, cb, {}); }\nbilling.paidTool("x");`,
      ["add_numbers | Add two numbers, for a fee. | unproven"],
    ],
  ])("%s", (_title, presets, source, expected) => {
    expect(found(presets, source)).toEqual(expected);
  });
});
