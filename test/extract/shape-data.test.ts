// Shapes that are data (src/extract/visitors/shape-data.ts): an object with a tool's keys that no package proves is
// left out when it sits in a binding named as test data, or when its input is a list of records (API documentation),
// and listed (unproven) otherwise. A proven declaration is never judged by its place.
// Each row: the preset, the source of a one-file project, and what the catalogue holds.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

function found(presets: string[], source: string): string[] {
  return catalogOf({ "src/a.ts": source }, { presets }).actions.map((a) => `${a.name} | ${a.unproven === undefined ? "proven" : "unproven"}`);
}

const MCP_IMPORT = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;

describe("an unproven shape that its place shows to be data is no tool", () => {
  it.each<[string, string[], string]>([
    ["a row of a camel-case table of test cases", ["mcp"], `const digestCases = [{ id: 1, tools: [{ name: "a", description: "Add.", inputSchema: {} }] }];`],
    ["an upper-case fixtures table", ["mcp"], `export const TOOL_FIXTURES = [{ name: "a", description: "Add.", inputSchema: {} }];`],
    ["a table named `vectors`", ["mcp"], `const vectors = { first: { name: "a", description: "Add.", inputSchema: {} } };`],
    ["mocks, deep inside a call", ["mcp"], `const toolMocks = build([{ name: "a", description: "Add.", inputSchema: {} }]);`],
    ["OpenAI-like keys whose parameters are a list of records (API documentation)", ["openai"], `export const docs = { ctor: { name: "constructor", description: "Make one.", parameters: [{ name: "x", type: "string" }] } };`],
    ["MCP-like keys whose inputSchema is a list", ["mcp"], `export const rows = [{ name: "a", description: "Add.", inputSchema: [{ name: "x" }] }];`],
  ])("%s", (_title, presets, source) => {
    expect(found(presets, source)).toEqual([]);
  });
});

describe("near misses: still listed", () => {
  it.each<[string, string[], string, string[]]>([
    ["a binding whose name only ends in the letters (`showcases`)", ["mcp"], `export const showcases = [{ name: "a", description: "Add.", inputSchema: {} }];`, ["a | unproven"]],
    ["a binding named `tools`", ["mcp"], `export const tools = [{ name: "a", description: "Add.", inputSchema: {} }];`, ["a | unproven"]],
    ["`useCases` in the middle of a name (`useCasesTools`)", ["mcp"], `export const useCasesTools = [{ name: "a", description: "Add.", inputSchema: {} }];`, ["a | unproven"]],
    ["a list of parameters beside a handler (CopilotKit's actions)", ["langchain"], `export const actions = [{ name: "t", description: "Does.", parameters: [{ name: "q", type: "string" }], handler: async () => "" }];`, ["t | unproven"]],
    ["a list of parameters beside a handler named by shorthand", ["langchain"], `export const actions = [{ name: "t", description: "Does.", parameters: [{ name: "q" }], handler }];`, ["t | unproven"]],
    ["parameters as an object schema", ["openai"], `export const docs = { ctor: { name: "search", description: "Search.", parameters: { type: "object", properties: {} } } };`, ["search | unproven"]],
    ["an object after the test table, in the same file", ["mcp"], `const cases = [{ name: "a", description: "Add.", inputSchema: {} }];\nexport const tools = [{ name: "b", description: "Remove.", inputSchema: {} }];`, ["b | unproven"]],
    ["a proven registration inside a table named as test data", ["mcp"], `${MCP_IMPORT}const server = new McpServer({});\nconst cases = [() => server.registerTool("a", { description: "Add." }, cb)];`, ["a | proven"]],
  ])("%s", (_title, presets, source, expected) => {
    expect(found(presets, source)).toEqual(expected);
  });
});
