// The pi coding agent's and OpenClaw's presets: each form their docs show, proven or not
// (extract/visitors/provenance.ts), and the near misses. Rows: preset, source of `src/a.ts`, and
// `name | description | proven` (or `unproven`) of each action found.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

function found(presets: string[], source: string): string[] {
  return catalogOf({ "src/a.ts": source }, { presets }).actions.map(
    (a) => `${a.name} | ${a.description ?? `(${a.descriptionStatus})`} | ${a.unproven === undefined ? "proven" : "unproven"}`,
  );
}

const PI_IMPORT = `import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";\nimport { Type } from "@sinclair/typebox";\n`;

describe("pi and OpenClaw presets", () => {
  it.each<[string, string[], string, string[]]>([
    [
      "pi: an extension's pi.registerTool({ name, label, description, parameters, execute })",
      ["pi"],
      `${PI_IMPORT}export default function (pi: ExtensionAPI) {\n  pi.registerTool({ name: "greet", label: "Greet", description: "Greet someone by name.", parameters: Type.Object({}), async execute() { return { content: [] }; } });\n}`,
      ["greet | Greet someone by name. | proven"],
    ],
    [
      "pi: without a description, the loud case",
      ["pi"],
      `${PI_IMPORT}export default function (pi: ExtensionAPI) {\n  pi.registerTool({ name: "greet", label: "Greet", parameters: Type.Object({}), execute });\n}`,
      ["greet | (missing) | proven"],
    ],
    [
      "pi: a tool kept in a const and registered by name",
      ["pi"],
      `${PI_IMPORT}const notes = { name: "notes", label: "Notes", description: "Save and list notes.", parameters: Type.Object({}), execute };\nexport default function (pi: ExtensionAPI) { pi.registerTool(notes); }`,
      ["notes | Save and list notes. | proven"],
    ],
    [
      "pi: defineTool({ … }) from the coding agent",
      ["pi"],
      `import { defineTool } from "@mariozechner/pi-coding-agent";\nexport const todo = defineTool({ name: "todo", label: "Todo", description: "Manage a todo list.", parameters, execute });`,
      ["todo | Manage a todo list. | proven"],
    ],
    [
      "pi: consts typed ToolDefinition and AgentTool<typeof schema>",
      ["pi"],
      `import type { ToolDefinition } from "@mariozechner/pi-coding-agent";\nimport type { AgentTool } from "@mariozechner/pi-agent-core";\nexport const a: ToolDefinition = { name: "search", label: "Search", description: "Search the web.", parameters, execute };\nexport const b: AgentTool<typeof schema> = { name: "read", label: "read", description: "Read a file.", parameters: schema, execute };`,
      ["search | Search the web. | proven", "read | Read a file. | proven"],
    ],
    [
      "pi: a factory typed to return an AgentTool (the coding agent's own `createReadTool(cwd): AgentTool<…>`), named by its name",
      ["pi"],
      `import type { AgentTool } from "@mariozechner/pi-agent-core";\nexport function createReadTool(cwd: string): AgentTool<typeof readSchema> {\n  return { name: "read", label: "read", description: \`Read a file under \${"the cwd"}.\`, parameters: readSchema, execute };\n}\nexport const createLsTool = (cwd: string): AgentTool => ({ name: "ls", label: "ls", description: "List a folder.", parameters, execute });`,
      ["read | Read a file under the cwd. | proven", "ls | List a folder. | proven"],
    ],
    [
      "MCP: a function typed to return the SDK's Tool is one tool, not two",
      ["mcp"],
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport function searchTool(): Tool {\n  return { name: "search", description: "Search the docs.", inputSchema: { type: "object", properties: {} } };\n}`,
      ["search | Search the docs. | proven"],
    ],
    [
      "near miss: a function typed to return the project's own Tool (an API response's metadata) declares nothing",
      ["mcp"],
      `interface Tool { name: string; description: string }\nexport function buildSearchTool(): Tool {\n  return { name: "search", description: "Search." };\n}`,
      [],
    ],
    [
      "near miss: a loop's callback typed to return the SDK's Tool over a list known at run time declares nothing",
      ["mcp"],
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const list = (actions: { name: string; description: string }[]) => actions.map((t): Tool => { return { name: t.name, description: t.description, inputSchema: { type: "object" } }; });`,
      [],
    ],
    [
      "pi near miss: a receiver not traced to the extension API is unproven",
      ["pi"],
      `export function add(registry) { registry.registerTool({ name: "x", description: "Do x." }); }`,
      ["x | Do x. | unproven"],
    ],
    [
      "pi near miss: the MCP SDK's registerTool(name, config, cb) beside it is MCP's, not pi's",
      ["mcp", "pi"],
      `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.registerTool("get-user", { description: "Get a user." }, cb);`,
      ["get-user | Get a user. | proven"],
    ],
    [
      "near miss: a text where pi's API takes its config (another library's registerTool) is no tool",
      ["pi"],
      `export function add(registry) { registry.registerTool("x", handler); registry.registerTool(\`y\`); }`,
      [],
    ],
    [
      "near miss: a project's own defineTool is not the coding agent's",
      ["pi"],
      `import { defineTool } from "./tools.js";\nexport const todo = defineTool({ name: "todo", description: "Manage a todo list." });`,
      [],
    ],
    [
      "OpenClaw: api.registerTool({ … }, { optional: true }) with api typed from the plugin SDK",
      ["openclaw"],
      `import type { OpenClawPluginApi } from "openclaw/plugin-sdk";\nexport default function register(api: OpenClawPluginApi) {\n  api.registerTool({ name: "workflow_tool", description: "Run a local workflow.", parameters: { type: "object", properties: {} }, async execute() { return { content: [] }; } }, { optional: true });\n}`,
      ["workflow_tool | Run a local workflow. | proven"],
    ],
    [
      "OpenClaw near miss: an api the plugin types itself is unproven",
      ["openclaw"],
      `type OpenClawPluginApi = { registerTool(tool: unknown): void };\nexport default function (api: OpenClawPluginApi) { api.registerTool({ name: "my_tool", description: "Do a thing.", parameters, execute }); }`,
      ["my_tool | Do a thing. | unproven"],
    ],
  ])("%s", (_title, presets, source, expected) => {
    expect(found(presets, source)).toEqual(expected);
  });
});
