// The presets for mcp-use, mcp-framework, xmcp, the Claude Agent SDK, assistant-ui and Gemini's inline function
// declarations: each form their docs show, proven or not (extract/visitors/provenance.ts), and the near misses.
// Rows: preset, source of `src/a.ts`, and `name | description | proven` (or `unproven`) of each action found.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

function found(preset: string, source: string): string[] {
  return catalogOf({ "src/a.ts": source }, { presets: [preset] }).actions.map(
    (a) => `${a.name} | ${a.description ?? `(${a.descriptionStatus})`} | ${a.unproven === undefined ? "proven" : "unproven"}`,
  );
}

describe("presets for more frameworks", () => {
  it.each<[string, string, string, string[]]>([
    [
      "mcp-use: server.tool({ name, description }, cb) of `new MCPServer`",
      "mcp-use",
      `import { MCPServer } from "mcp-use/server";\nconst server = new MCPServer({ name: "shop", version: "1" });\nserver.tool({ name: "search-products", description: "Search the catalogue.", schema }, cb);`,
      ["search-products | Search the catalogue. | proven"],
    ],
    [
      "mcp-use: without a description, the loud case",
      "mcp-use",
      `import { MCPServer } from "mcp-use";\nconst server = new MCPServer({ name: "shop" });\nserver.tool({ name: "checkout", schema }, cb);`,
      ["checkout | (missing) | proven"],
    ],
    [
      "mcp-use near miss: an untraced receiver is unproven",
      "mcp-use",
      `export function add(server) { server.tool({ name: "x", description: "Do x." }, cb); }`,
      ["x | Do x. | unproven"],
    ],
    [
      "Vercel AI: a tool given to a project's registry under a name (`this.register(name, { tool: tool({ … }) })`) is named by it",
      "vercel-ai",
      `import { tool } from "ai";\nexport class Jira { constructor() { this.register("jira_get_ticket", { displayName: "Get ticket", tool: tool({ description: "Get a Jira ticket.", parameters }) }); } }`,
      ["jira_get_ticket | Get a Jira ticket. | proven"],
    ],
    [
      "Vercel AI near miss: a key that is a name of its own keeps it (`{ search: tool(…) }` under a registry's name)",
      "vercel-ai",
      `import { tool } from "ai";\nregistry.add("web", { search: tool({ description: "Search the web.", parameters }) });`,
      ["search | Search the web. | proven"],
    ],
    [
      "mcp-framework: a class extending MCPTool from the package",
      "mcp-framework",
      `import { MCPTool } from "mcp-framework";\nexport default class GetProject extends MCPTool { name = "get_project"; description = "Get one project."; schema = {}; }`,
      ["get_project | Get one project. | proven"],
    ],
    [
      "mcp-framework near miss: a project MCPTool",
      "mcp-framework",
      `import { MCPTool } from "./base.js";\nexport default class GetProject extends MCPTool { name = "get_project"; description = "Get one project."; }`,
      ["get_project | Get one project. | unproven"],
    ],
    [
      "xmcp: metadata typed ToolMetadata from xmcp",
      "xmcp",
      `import { type ToolMetadata } from "xmcp";\nexport const metadata: ToolMetadata = { name: "gmail.send", description: "Send a mail.", annotations: { title: "Send" } };`,
      ["gmail.send | Send a mail. | proven"],
    ],
    [
      "Claude Agent SDK: tool(name, description, shape, handler)",
      "claude-agent-sdk",
      `import { tool } from "@anthropic-ai/claude-agent-sdk";\nexport const post = tool("slack_post", "Post a message to Slack.", { text }, async () => ({ content: [] }));`,
      ["slack_post | Post a message to Slack. | proven"],
    ],
    [
      "Claude Agent SDK near miss: another package's tool()",
      "claude-agent-sdk",
      `import { tool } from "ai";\nexport const post = tool("slack_post", "Post a message to Slack.", { text }, async () => ({}));`,
      [],
    ],
    [
      "assistant-ui: makeAssistantTool({ toolName, description })",
      "assistant-ui",
      `import { makeAssistantTool } from "@assistant-ui/react";\nexport const Weather = makeAssistantTool({ toolName: "get_weather", description: "Get the weather.", parameters, execute });`,
      ["get_weather | Get the weather. | proven"],
    ],
    [
      "assistant-ui: useAssistantTool in a component",
      "assistant-ui",
      `import { useAssistantTool } from "@assistant-ui/react";\nexport function T() { useAssistantTool({ toolName: "pick_date", description: "Pick a date.", parameters }); return null; }`,
      ["pick_date | Pick a date. | proven"],
    ],
    [
      "assistant-ui: a backend tool's renderer (type: \"backend\") declares nothing: the tool is the server's",
      "assistant-ui",
      `import { useAssistantTool } from "@assistant-ui/react";\nexport function W() { useAssistantTool({ toolName: "getWeather", type: "backend", render: WeatherUI }); return null; }\nexport function N() { useAssistantTool({ toolName: "writeNote", type: "frontend", description: "Write a note.", parameters }); return null; }`,
      ["writeNote | Write a note. | proven"],
    ],
    [
      "Gemini: an inline function declaration with parametersJsonSchema",
      "google-genai",
      `export const config = { tools: [{ functionDeclarations: [{ name: "set_light", description: "Set the light.", parametersJsonSchema: { type: "object" } }] }] };`,
      ["set_light | Set the light. | proven"],
    ],
    [
      "n8n: an operation option without `action` is described by its `description`",
      "n8n",
      `export const ops = [{ displayName: "Operation", name: "operation", type: "options", options: [{ name: "Get Orders", value: "getOrders", description: "Get the orders." }] }];`,
      ["getOrders | Get the orders. | proven"],
    ],
    [
      "n8n near miss: the same shape in the options of another parameter, or outside any options list",
      "n8n",
      `export const res = [{ displayName: "Resource", name: "resource", type: "options", options: [{ name: "Order", value: "order", description: "An order." }] }];\nexport const loose = { name: "Order", value: "order", description: "An order." };`,
      [],
    ],
    [
      "Gemini: an untyped list of declarations a request gives in `functionDeclarations`: proven by the key",
      "google-genai",
      `import { Type } from "@google/genai";\nexport const DECLARATIONS = [{ name: "create_lead", description: "Capture the caller as a lead.", parameters: { type: Type.OBJECT, properties: {} } }];\nexport const config = { tools: [{ functionDeclarations: DECLARATIONS }] };`,
      ["create_lead | Capture the caller as a lead. | proven"],
    ],
    [
      "Gemini: an untyped list of declarations no request is seen to give: by shape, not proven",
      "google-genai",
      `import { Type } from "@google/genai";\nexport const DECLARATIONS = [{ name: "create_lead", description: "Capture the caller as a lead.", parameters: { type: Type.OBJECT, properties: {} } }];`,
      ["create_lead | Capture the caller as a lead. | unproven"],
    ],
    [
      "Gemini near miss: a list of model presets whose parameters are no schema (no `type`)",
      "google-genai",
      `export const PRESETS = [{ name: "fast", description: "Quick responses with lower quality", parameters: { temperature: 0.3, maxTokens: 1024 } }];`,
      [],
    ],
    [
      "Gemini near miss: a list of templates whose parameters are a list of slots (no object to hold `type`)",
      "google-genai",
      `export const TEMPLATES = [{ name: "Basic program", description: "A program skeleton.", category: "utility", parameters: [{ name: "PROGRAM_NAME", type: "string" }] }];`,
      [],
    ],
    [
      "Gemini near miss: the shape outside a list, or without parameters, is no declaration",
      "google-genai",
      `export const one = { name: "create_lead", description: "Capture the caller as a lead.", parameters: {} };\nexport const list = [{ name: "a", description: "An a." }];`,
      [],
    ],
    [
      "Gemini near miss: a name without a schema is no declaration",
      "google-genai",
      `export const config = { tools: [{ functionDeclarations: [{ name: "set_light", description: "Set the light." }] }] };`,
      [],
    ],
    [
      "a project's own tool definition (name, description, a JSON schema of type object): by shape, not proven",
      "anthropic",
      `import type { ToolImplementation } from "./registry.js";\nexport const Docker: ToolImplementation = {\n  definition: { name: "docker_tool", description: "Manage Docker containers.", parameters: { type: "object", properties: { action: { type: "string" } } } },\n  execute,\n};`,
      ["docker_tool | Manage Docker containers. | unproven"],
    ],
    [
      "a project's own tool definitions in a list, with the openai preset",
      "openai",
      `export const DEFS = [{ name: "read_file", description: "Read a file.", parameters: { type: "object", properties: {}, required: [] } }];`,
      ["read_file | Read a file. | unproven"],
    ],
    [
      "a project's own registry of definitions in the MCP wire form (no MCP SDK), with the openai preset: by shape, not proven",
      "openai",
      `registry.registerTool({ name: "search.ripgrep", category: "search", description: "Search with ripgrep.", inputSchema: { type: "object", properties: { query: { type: "string" } } } });`,
      ["search.ripgrep | Search with ripgrep. | unproven"],
    ],
    [
      "near miss: an input schema that is no JSON schema of an object written there (a zod schema, another type, no properties)",
      "anthropic",
      `export const a = { name: "a", description: "A flow.", inputSchema: z.object({}) };\nexport const b = { name: "b", description: "A b.", inputSchema: { type: "array", properties: {} } };\nexport const c = { name: "c", description: "A c.", inputSchema: { type: "object" } };\nexport const d = { name: "d", inputSchema: { type: "object", properties: {} } };`,
      [],
    ],
    [
      "MCP: registerTool called through a const bound to the server (`server.registerTool.bind(server) as Registrar`)",
      "mcp",
      `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport function register(server: McpServer) {\n  const registerTool = server.registerTool.bind(server) as Registrar;\n  registerTool("navigate", { description: "Navigate to a URL.", inputSchema: {} }, cb);\n  const inner = () => registerTool("reload", { description: "Reload the page.", inputSchema: {} }, cb);\n}`,
      ["navigate | Navigate to a URL. | proven", "reload | Reload the page. | proven"],
    ],
    [
      "MCP near miss: a const bound to another object, a name a parameter shadows, a bound function with bound arguments",
      "mcp",
      `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport function register(server: McpServer, log: Logger) {\n  const a = log.registerTool.bind(server);\n  a("one", { description: "One.", inputSchema: {} }, cb);\n  const b = server.registerTool.bind(server);\n  const shadowed = (b) => b("two", { description: "Two.", inputSchema: {} }, cb);\n  const c = server.registerTool.bind(server, "three");\n  c({ description: "Three.", inputSchema: {} }, cb);\n}`,
      [],
    ],
    [
      "MCP: a factory's map of definitions keyed by name, a JSON schema of an object as input, no annotations: by shape, not proven",
      "mcp",
      `export function createVerificationTools(client) {\n  return { verify_domain: { description: "Verify a domain by its TXT record.", inputSchema: { type: "object", properties: { zone: { type: "string" } } }, handler: (a) => client.verify(a) } };\n}`,
      ["verify_domain | Verify a domain by its TXT record. | unproven"],
    ],
    [
      "MCP near miss: map entries with a description and a schema that is no JSON schema of an object written there (a form's fields, a zod schema)",
      "mcp",
      `export const fields = { bucket: { description: "The bucket to use.", inputSchema: { optional: true } }, zone: { description: "A zone.", inputSchema: z.object({}) }, kind: { description: "A kind.", inputSchema: { type: "string", properties: {} } } };`,
      [],
    ],
    [
      "OpenAI's wrapper around the same shape is one tool, proven by the wrapper",
      "openai",
      `export const TOOLS = [{ type: "function", function: { name: "read_file", description: "Read a file.", parameters: { type: "object", properties: {} } } }];`,
      ["read_file | Read a file. | proven"],
    ],
    [
      "a definition of that shape given to OpenAI's wrapper by name is one tool, proven by the wrapper",
      "openai",
      `const def = { name: "read_file", description: "Read a file.", parameters: { type: "object", properties: {} } };\nexport const TOOLS = [{ type: "function", function: def }];`,
      ["read_file | Read a file. | proven"],
    ],
    [
      "near miss: parameters that are no JSON schema of an object (an array, another type, a type not written, no properties)",
      "anthropic",
      `export const a = { name: "a", description: "An a.", parameters: [{ in: "query" }] };\nexport const b = { name: "b", description: "A b.", parameters: { type: "array", properties: {} } };\nexport const c = { name: "c", description: "A c.", parameters: { type: kind, properties: {} } };\nexport const d = { name: "d", description: "A d.", parameters: { type: "object" } };\nexport const e = { name: "e", parameters: { type: "object", properties: {} } };`,
      [],
    ],
  ])("%s", (_title, preset, source, expected) => {
    expect(found(preset, source)).toEqual(expected);
  });
});
