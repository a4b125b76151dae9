// The tool-shapes preset: tool definitions in a model API's own format in files no framework's package picks (`auto`
// with no package.json) and the project's own tool classes, each not proven; and an object given after a literal
// name to a call no matcher describes, which a map-entry shape reads with that name. Rows: `name | description | proven` (or `unproven`).
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

function found(source: string, presets = ["auto"]): string[] {
  return catalogOf({ "src/a.ts": source }, { presets }).actions.map(
    (a) => `${a.name} | ${a.description ?? `(${a.descriptionStatus})`} | ${a.unproven === undefined ? "proven" : "unproven"}`,
  );
}

const SCHEMA = `{ type: "object", properties: { q: { type: "string" } } }`;

describe("tool-shapes: wire-format tool definitions without a framework's package", () => {
  it.each<[string, string, string[]]>([
    ["MCP's Tool objects in a project's own list", `export const textTools = [{ name: "search.text", description: "Search text.", inputSchema: ${SCHEMA} }];`, ["search.text | Search text. | unproven"]],
    ["MCP's Tool objects handed to a project's own registry", `registry.registerTool({ name: "search.rg", category: "search", description: "Search with ripgrep.", inputSchema: ${SCHEMA} });`, ["search.rg | Search with ripgrep. | unproven"]],
    ["a map of definitions keyed by name", `export const tools = { list_items: { description: "List items.", inputSchema: ${SCHEMA} } };`, ["list_items | List items. | unproven"]],
    ["a definition given after its name to a project's own method", `class S extends Base { setup() { this.addTool("create_x", { description: "Create x.", inputSchema: ${SCHEMA} }, (a) => a); } }`, ["create_x | Create x. | unproven"]],
    ["a definition with `parameters` given after its name", `class S extends Base { setup() { this.addTool("optimize", { description: "Optimize it.", parameters: ${SCHEMA} }, (a) => a); } }`, ["optimize | Optimize it. | unproven"]],
    ["a function definition with a JSON schema of an object", `export const defs = [{ name: "get_w", description: "Get w.", parameters: ${SCHEMA} }];`, ["get_w | Get w. | unproven"]],
    ["OpenAI's Chat Completions tool over plain HTTP", `const body = { tools: [{ type: "function", function: { name: "get_w", description: "Get w.", parameters: ${SCHEMA} } }] };`, ["get_w | Get w. | unproven"]],
    [
      "a project's own tool class",
      `export class ReadFileTool implements AgentTool {\n  readonly name = "read_file";\n  readonly description = "Read a file.";\n  readonly parameters = ${SCHEMA};\n  async execute() { return ""; }\n}`,
      ["read_file | Read a file. | unproven"],
    ],
    ["Anthropic's tool over plain HTTP", `const body = { tools: [{ name: "lookup", description: "Look up.", input_schema: ${SCHEMA} }] };`, ["lookup | Look up. | unproven"]],
  ])("%s", (_title, source, expected) => {
    expect(found(source)).toEqual(expected);
  });

  it.each<[string, string]>([
    ["one tool-shaped object alone, outside a list or a map (a manifest)", `export const cliManifest = { name: "acme-cli", description: "Maintenance commands.", inputSchema: ${SCHEMA} };`],
    ["an input schema that is not an object's", `const w = [{ name: "wf", description: "A workflow.", inputSchema: { type: "array", items: {} } }];`],
    ["an input schema with no properties written", `const w = [{ name: "wf", description: "A workflow.", inputSchema: { type: "object" } }];`],
    ["a named, described object without a schema", `const steps = [{ name: "build", description: "Build it.", run: "npm run build" }];`],
    ["a tool choice", `const body = { tool_choice: { type: "function", function: { name: "get_w" } } };`],
    ["an object after a name that is not a definition", `i18n.add("hello", { description: "Greeting", parameters: ["name"] });`],
    ["a class without an input schema", `export class BuildCommand { name = "build"; description = "Build it."; run() {} }`],
    ["a class whose fields its constructor copies from its arguments", `export class Dataset {\n  name: string; description: string; parameters: object;\n  constructor(name: string, description: string, parameters: object) { this.name = name; this.description = description; this.parameters = parameters; }\n}`],
    ["an abstract base class", `export abstract class BaseAgentTool { name = "base"; description = "Base."; parameters = ${SCHEMA}; }`],
    ["an object after a name read from elsewhere", `this.addTool(NAME, { description: "Create x.", inputSchema: ${SCHEMA} });`],
  ])("near miss: %s", (_title, source) => {
    expect(found(source)).toEqual([]);
  });

  it("the mcp preset reads a definition given after its name with `parameters` too, not proven", () => {
    const source = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nclass S extends Base { setup() { this.addTool("optimize", { description: "Optimize it.", parameters: ${SCHEMA} }, (a) => a); } }`;
    expect(found(source)).toEqual(["optimize | Optimize it. | unproven"]);
  });

  it("the openai and anthropic presets read a project's own tool class too, not proven", () => {
    const source = `export class Lookup { name = "lookup"; description = "Look up a word."; input_schema = ${SCHEMA}; }`;
    expect(found(source, ["openai"])).toEqual(["lookup | Look up a word. | unproven"]);
    expect(found(source, ["anthropic"])).toEqual(["lookup | Look up a word. | unproven"]);
    const zod = `export class Grep implements AgentTool {\n  name = "grep";\n  description = "Search files.";\n  inputSchema = z.object({ q: z.string() });\n}`;
    expect(found(zod, ["openai"])).toEqual(["grep | Search files. | unproven"]);
  });

  it("is picked beside a framework whose preset does not read these shapes, not beside one that does", () => {
    const tools = `export const tools = [{ name: "a", description: "A.", inputSchema: ${SCHEMA} }];`;
    const presets = (imports: string) => catalogOf({ "src/a.ts": imports + tools }, { presets: ["auto"] }).actions.map((a) => `${a.name} | ${a.preset}`);
    expect(presets(`import { Document } from "llamaindex";\n`)).toEqual(["a | tool-shapes"]);
    expect(presets(`import OpenAI from "openai";\n`)).toEqual(["a | openai"]);
  });

  it("a framework's preset keeps its own shape: MCP's Tool object in a file that imports the SDK", () => {
    const source = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nexport const tools = [{ name: "a", description: "A.", inputSchema: ${SCHEMA} }];`;
    const c = catalogOf({ "src/a.ts": source }, { presets: ["auto"] });
    expect(c.actions.map((a) => [a.name, a.preset])).toEqual([["a", "mcp"]]);
  });
});
