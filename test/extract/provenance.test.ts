// Provenance (src/extract/visitors/provenance.ts): a match is proven the framework's only when the code traces it
// to the framework's package; what is matched by name or shape alone is catalogued as unproven, with the reason.
// Each row: the preset, the source of a one-file project, and what the catalogue holds (`name | proven` or
// `name | unproven: reason`).
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

function found(presets: string[], source: string, file = "src/a.ts"): string[] {
  return catalogOf({ [file]: source }, { presets }).actions.map((a) => `${a.name} | ${a.unproven === undefined ? "proven" : `unproven: ${a.unproven}`}`);
}

const MCP_IMPORT = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const NOT_TRACED = (receiver: string) => `unproven: its receiver \`${receiver}\` is not traced to an object of \`@modelcontextprotocol/*\` or \`@supabase/mcp-utils\` or \`mcp-handler\` or \`@vercel/mcp-adapter\``;

describe("a member call is the framework's when its receiver is traced to the framework's package", () => {
  it.each<[string, string, string[]]>([
    ["a const made by `new` of the SDK's class", `${MCP_IMPORT}const server = new McpServer({ name: "s", version: "1" });\nserver.registerTool("a", { description: "Add." }, cb);`, ["a | proven"]],
    ["a parameter typed with the SDK's class", `${MCP_IMPORT}export function register(server: McpServer) { server.registerTool("a", { description: "Add." }, cb); }`, ["a | proven"]],
    ["a name a parameter's pattern takes from a property typed with the SDK's class", `${MCP_IMPORT}export function register({ tool, server }: { tool: Tool; server: McpServer }) { server.registerTool("a", { description: "Add." }, cb); }`, ["a | proven"]],
    ["the same, renamed in the pattern", `${MCP_IMPORT}export function register({ server: s }: { server: McpServer }) { s.registerTool("a", { description: "Add." }, cb); }`, ["a | proven"]],
    ["a parameter typed `McpServer | undefined`", `${MCP_IMPORT}export function register(server?: McpServer | undefined) { server!.tool("a", "Add.", cb); }`, ["a | proven"]],
    ["a class field typed with the SDK's class", `${MCP_IMPORT}class S { private server: McpServer; go() { this.server.registerTool("a", { description: "Add." }, cb); } }`, ["a | proven"]],
    ["a constructor parameter property", `${MCP_IMPORT}class S { constructor(private readonly mcp: McpServer) {} go() { this.mcp.registerTool("a", { description: "Add." }, cb); } }`, ["a | proven"]],
    ["a field assigned `new` in the constructor", `${MCP_IMPORT}class S { constructor() { this.server = new McpServer({}); } go() { this.server.registerTool("a", { description: "Add." }, cb); } }`, ["a | proven"]],
    ["an `await` of an SDK factory", `import { createServer } from "@modelcontextprotocol/sdk/x.js";\nconst s = await createServer();\ns.registerTool("a", { description: "Add." }, cb);`, ["a | proven"]],
    ["a namespace import's class", `import * as mcp from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new mcp.McpServer({});\nserver.registerTool("a", { description: "Add." }, cb);`, ["a | proven"]],
    ["a property of a traced object", `${MCP_IMPORT}const server = new McpServer({});\nserver.experimental.tasks.registerToolTask("a", { description: "Add." }, handlers);`, ["a | proven"]],
    ["a type from `import(…)`", `export function f(server: import("@modelcontextprotocol/sdk/server/mcp.js").McpServer) { server.registerTool("a", { description: "Add." }, cb); }`, ["a | proven"]],
    ["the parameter of a callback handed to the package's function (mcp-handler)", `import { createMcpHandler } from "mcp-handler";\nexport const handler = createMcpHandler((server) => { server.tool("a", "Add.", {}, cb); });`, ["a | proven"]],
    ["`this` in a method of a class extending the SDK's class", `${MCP_IMPORT}export class S extends McpServer { setup() { this.registerTool("a", { description: "Add." }, cb); } }`, ["a | proven"]],
    ["`this` in an arrow function inside such a method", `${MCP_IMPORT}export class S extends McpServer { setup() { [1].forEach(() => this.registerTool("a", { description: "Add." }, cb)); } }`, ["a | proven"]],
    ["the same under its former package name, an async callback", `import { createMcpHandler } from "@vercel/mcp-adapter";\nconst handler = createMcpHandler(async (server) => { server.tool("a", "Add.", {}, cb); }, {}, { basePath: "" });`, ["a | proven"]],
  ])("proven: %s", (_title, source, expected) => {
    expect(found(["mcp"], source)).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ["an untyped parameter", `export function register(server) { server.registerTool("a", { description: "Add." }, cb); }`, [`a | ${NOT_TRACED("server")}`]],
    [
      "a pattern's name whose property in the type literal is typed with a project wrapper (another property has the SDK's type)",
      `${MCP_IMPORT}import type { Registry } from "./registry.js";\nexport function register({ server }: { server: Registry; owner: McpServer }) { server.registerTool("a", { description: "Add." }, cb); }`,
      [`a | ${NOT_TRACED("server")}`],
    ],
    ["a pattern's name typed by a named interface (not followed)", `${MCP_IMPORT}interface Options { server: McpServer }\nexport function register({ server }: Options) { server.registerTool("a", { description: "Add." }, cb); }`, [`a | ${NOT_TRACED("server")}`]],
    ["a receiver of another package (node:http)", `import { createServer } from "node:http";\nconst server = createServer();\nserver.tool("a", "Add.", cb);`, [`a | ${NOT_TRACED("server")}`]],
    ["a project function's result", `import { makeServer } from "./server.js";\nconst server = makeServer();\nserver.registerTool("a", { description: "Add." }, cb);`, [`a | ${NOT_TRACED("server")}`]],
    ["a call's result as the receiver", `getServer().registerTool("a", { description: "Add." }, cb);`, [`a | ${NOT_TRACED("getServer()")}`]],
    ["another object's field", `${MCP_IMPORT}const server = new McpServer({});\nctx.registry.registerTool("a", { description: "Add." }, cb);`, [`a | ${NOT_TRACED("ctx.registry")}`]],
    ["the parameter of a callback handed to another package's function", `import { route } from "express-like";\nroute((server) => { server.tool("a", "Add.", cb); });`, [`a | ${NOT_TRACED("server")}`]],
    ["`this` in a class extending a project class", `import { Base } from "./base.js";\nexport class S extends Base { setup() { this.registerTool("a", { description: "Add." }, cb); } }`, [`a | ${NOT_TRACED("this")}`]],
    ["`this` in a class with no base, beside one extending the SDK's class", `${MCP_IMPORT}class T extends McpServer {}\nexport class S { setup() { this.registerTool("a", { description: "Add." }, cb); } }`, [`a | ${NOT_TRACED("this")}`]],
    ["`this` in a function expression inside such a method (its own `this`)", `${MCP_IMPORT}export class S extends McpServer { setup() { const f = function () { this.registerTool("a", { description: "Add." }, cb); }; } }`, [`a | ${NOT_TRACED("this")}`]],
    ["the second parameter of the package's callback", `import { createMcpHandler } from "mcp-handler";\ncreateMcpHandler((req, server) => { server.tool("a", "Add.", cb); });`, [`a | ${NOT_TRACED("server")}`]],
    [
      "a parameter typed with a project wrapper",
      `import type { Ctx } from "@repo/common/ctx";\nexport function f(context: Ctx) { context.registerTool("a", { description: "Add." }, cb); }`,
      [`a | ${NOT_TRACED("context")}`],
    ],
  ])("unproven: %s", (_title, source, expected) => {
    expect(found(["mcp"], source)).toEqual(expected);
  });

  it.each<[string, string]>([
    ["a one-argument registerTool is another library's (its text is in the class)", `${MCP_IMPORT}const server = new McpServer({});\nregistry.registerTool(new ReadTool(options));\nserver.registerTool(tool);`],
    ["a registerTool without a config after the name", `${MCP_IMPORT}const server = new McpServer({});\nserver.registerTool("a");`],
    ["an instance where the config goes: a project's registry keyed by name", `${MCP_IMPORT}const integration = new MCPIntegration();\nintegration.registerTool("scanner", new SecurityScanner());`],
    ["the same, the instance cast", `${MCP_IMPORT}registry.registerTool("scanner", new SecurityScanner() as Tool);`],
  ])("no declaration: %s", (_title, source) => {
    expect(found(["mcp"], source)).toEqual([]);
  });

  it("a receiver imported from another project file: proven when that file's const is made by the SDK", () => {
    const uses = `import { server } from "./server.js";\nserver.registerTool("a", { description: "Add." }, cb);`;
    const made = catalogOf({ "src/server.ts": `${MCP_IMPORT}export const server = new McpServer({ name: "s", version: "1" });`, "src/a.ts": uses }, { presets: ["mcp"] });
    expect(made.actions.map((a) => [a.name, a.unproven ?? "proven"])).toEqual([["a", "proven"]]);
    const other = catalogOf({ "src/server.ts": `import { Registry } from "my-registry";\nexport const server = new Registry();`, "src/a.ts": uses }, { presets: ["mcp"] });
    expect(other.actions.map((a) => [a.name, a.unproven ?? "proven"])).toEqual([["a", NOT_TRACED("server").slice("unproven: ".length)]]);
  });

  it("MCP's tool shape in a file whose imports a tools/list handler of the SDK reads is proven; in another file it is not", () => {
    const handler = `import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nimport { TOOLS } from "./tools.js";\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));`;
    const catalog = catalogOf(
      {
        "src/index.ts": handler,
        "src/tools.ts": `export const TOOLS = [{ name: "a", description: "Add.", inputSchema }];`,
        "src/sample.ts": `export const SAMPLE = { tools: [{ name: "b", description: "Sample.", inputSchema }] };`,
      },
      { presets: ["mcp"] },
    );
    expect(catalog.actions.map((a) => [a.name, a.unproven === undefined ? "proven" : "unproven"])).toEqual([
      ["a", "proven"],
      ["b", "unproven"],
    ]);
  });

  it("each element a loop registers on an imported server is as proven as the server", () => {
    const loop = `import { server } from "./server.js";\nconst TOOLS = [{ name: "a", text: "Add." }, { name: "b", text: "Remove." }];\nfor (const t of TOOLS) server.registerTool(t.name, { description: t.text }, cb);`;
    const made = catalogOf({ "src/server.ts": `${MCP_IMPORT}export const server = new McpServer({ name: "s", version: "1" });`, "src/a.ts": loop }, { presets: ["mcp"] });
    expect(made.actions.map((a) => [a.name, a.unproven ?? "proven"])).toEqual([
      ["a", "proven"],
      ["b", "proven"],
    ]);
    const other = catalogOf({ "src/server.ts": `export const server = makeServer();`, "src/a.ts": loop }, { presets: ["mcp"] });
    expect(other.actions.map((a) => a.unproven)).toEqual([NOT_TRACED("server").slice("unproven: ".length), NOT_TRACED("server").slice("unproven: ".length)]);
  });

  it("a callee the preset names without `from` is proven by its import (kumiko's defineHandler), unproven as a local function", () => {
    expect(found(["kumiko"], `import { defineHandler } from "@kumiko/framework";\nexport const a = defineHandler({ name: "a", description: "Add a row." });`)).toEqual(["a | proven"]);
    expect(found(["kumiko"], `function defineHandler(x) { return x; }\nexport const a = defineHandler({ name: "a", description: "Add a row." });`)).toEqual([
      "a | unproven: `defineHandler` is not imported from `@kumiko/*` or `kumiko`",
    ]);
  });

  it("genkit: `ai.defineTool` of `const ai = genkit(…)` is proven; of an untraced `ai` it is not", () => {
    const genkit = `import { genkit } from "genkit";\nconst ai = genkit({});\nai.defineTool({ name: "a", description: "Add." }, fn);`;
    expect(found(["genkit"], genkit)).toEqual(["a | proven"]);
    expect(found(["genkit"], `export function f(ai) { ai.defineTool({ name: "a", description: "Add." }, fn); }`)).toEqual([
      "a | unproven: its receiver `ai` is not traced to an object of `genkit` or `@genkit-ai/*`",
    ]);
  });
});

describe("a class is the framework's when its base is imported from the framework's package", () => {
  it.each<[string, string[], string, string[]]>([
    [
      "LangChain: a StructuredTool imported from @langchain/core",
      ["langchain"],
      `import { StructuredTool } from "@langchain/core/tools";\nexport class Add extends StructuredTool { name = "add"; description = "Add two numbers."; }`,
      ["add | proven"],
    ],
    [
      "LangChain: a local class named Tool",
      ["langchain"],
      `class Tool {}\nexport class Add extends Tool { name = "add"; description = "Add two numbers."; }`,
      ["add | unproven: its base `Tool` is not imported from `langchain` or `@langchain/*`"],
    ],
    [
      "LangChain: a Tool of another package",
      ["langchain"],
      `import { Tool } from "some-editor";\nexport class Add extends Tool { name = "add"; description = "Add two numbers."; }`,
      ["add | unproven: its base `Tool` comes from `some-editor`, not from `langchain` or `@langchain/*`"],
    ],
    [
      "MCP: a class extending a project class named BaseTool (the SDK has no tool class)",
      ["mcp"],
      `import { BaseTool } from "./base.js";\nexport class Union extends BaseTool { name = "union"; description = "Union two shapes."; }`,
      ["union | unproven: its base `BaseTool` is the project's own class, not a class of `@modelcontextprotocol/*` or `@supabase/mcp-utils` or `mcp-handler` or `@vercel/mcp-adapter`"],
    ],
    [
      "a subclass in the file inherits its base's provenance",
      ["langchain"],
      `import { StructuredTool } from "@langchain/core/tools";\nabstract class Base extends StructuredTool { }\nexport class Add extends Base { name = "add"; description = "Add two numbers."; }`,
      ["add | proven"],
    ],
  ])("%s", (_title, presets, source, expected) => {
    expect(found(presets, source)).toEqual(expected);
  });

  it("a class with neither a name nor a description (an executor whose text is elsewhere, a base) is no tool", () => {
    const source = `import { BaseTool } from "./base.js";\nexport class ReadExecutor extends BaseTool { async execute() { return 1; } }\nexport class Named extends BaseTool { name = "named"; }`;
    expect(found(["mcp"], source).map((s) => s.split(" | ")[0])).toEqual(["named"]);
  });

  it("LangChain: the object a tool class hands `super(…)` is its fields, not a second tool", () => {
    const source = [
      `import { DynamicStructuredTool } from "@langchain/core/tools";`,
      `export class Search extends DynamicStructuredTool {`,
      `  constructor() { super({ name: "search", description: "Search the web.", schema, func: async () => "" }); }`,
      `}`,
    ].join("\n");
    expect(found(["langchain"], source)).toEqual(["search | proven"]);
  });

  it("a class whose base is in another project file: proven through the chain, and a description the base may set is unknown", () => {
    const catalog = catalogOf(
      {
        "src/base.ts": `import { StructuredTool } from "@langchain/core/tools";\nexport class MathTool extends StructuredTool { description = "Shared text."; }`,
        "src/a.ts": `import { MathTool } from "./base.js";\nexport class Add extends MathTool { name = "add"; }`,
      },
      { presets: ["langchain"] },
    );
    const add = catalog.actions.find((a) => a.name === "add");
    expect(add?.unproven).toBeUndefined();
    expect(add?.descriptionStatus).toBe("unresolved");
    expect(add?.unresolvedReason).toBe("it may be set by its base class `MathTool`, in another file, whose fields summarylint does not read");
  });
});

describe("typed consts and object shapes", () => {
  it.each<[string, string[], string, string[]]>([
    [
      "a decorator imported from the package that proves it (Coinbase AgentKit's @CreateAction)",
      ["decorators"],
      `import { CreateAction } from "@coinbase/agentkit";\nclass P { @CreateAction({ name: "transfer", description: "Transfer funds.", schema }) async transfer() {} }`,
      ["transfer | proven"],
    ],
    [
      "the same decorator of the project's own",
      ["decorators"],
      `import { CreateAction } from "./decorator.js";\nclass P { @CreateAction({ name: "transfer", description: "Transfer funds.", schema }) async transfer() {} }`,
      ["transfer | unproven: `CreateAction` is not imported from `@coinbase/agentkit`"],
    ],
    [
      "a decorator no one package has (@Action)",
      ["decorators"],
      `class P { @Action({ name: "transfer", description: "Transfer funds." }) async transfer() {} }`,
      ["transfer | unproven: its preset recognises it by name or shape alone (no package of its own proves it)"],
    ],
    [
      "a const typed with the MCP SDK's Tool",
      ["decorators"],
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const t: Tool = { name: "t", description: "Take a screenshot.", inputSchema };`,
      ["t | proven"],
    ],
    [
      "a const typed with the project's own Tool",
      ["decorators"],
      `import { Tool } from "../types.js";\nexport const t: Tool = { name: "t", description: "Take a screenshot.", inputSchema };`,
      ["t | unproven: its type `Tool` is not imported from `@modelcontextprotocol/*` or `@anthropic-ai/*` or `openai` or `@openai/*` or `ai`"],
    ],
    [
      "a list typed with the file's own Tool that has an input: unproven",
      ["mcp"],
      `type Tool = { name: string; description: string; inputSchema: object };\nexport const TOOLS: Tool[] = [{ name: "t", description: "Take a screenshot.", inputSchema: {} }];`,
      ["t | unproven: its type `Tool` is not imported from `@modelcontextprotocol/*` or `@supabase/mcp-utils` or `mcp-handler` or `@vercel/mcp-adapter`"],
    ],
    [
      "near miss: a list typed with the file's own Tool that has no input is a record about tools (a dashboard's rows)",
      ["mcp"],
      `export type Tool = { id: string; name: string; description: string; enabled: boolean };\nexport const PLACEHOLDER_TOOLS: Tool[] = [{ id: "t-1", name: "CLI", description: "Manage listings.", enabled: true }];`,
      [],
    ],
    [
      "near miss: an interface of the file's own with no input, a const typed with it",
      ["mcp"],
      `interface Tool { name: string; description: string; category: string }\nexport const t: Tool = { name: "t", description: "Search.", category: "web" };`,
      [],
    ],
    [
      "near miss: a list typed with a type of another project file whose objects write no input nor function (a catalogue of scopes)",
      ["decorators"],
      `import { ToolDefinition } from "../types/index.js";\nexport const toolDefinitions: ToolDefinition[] = [{ name: "get_orders", description: "Fetch orders.", scope: "read_orders", category: "orders" }];`,
      [],
    ],
    [
      "a const typed with a type of another project file, with a handler and no input (a tool that takes nothing): unproven",
      ["decorators"],
      `import type { Tool } from "../types.js";\nexport const t: Tool = { name: "now", description: "Tell the time.", execute: async () => new Date().toISOString() };`,
      ["now | unproven: its type `Tool` is not imported from `@modelcontextprotocol/*` or `@anthropic-ai/*` or `openai` or `@openai/*` or `ai`"],
    ],
    [
      "the same with the handler given by name (`execute: tellTime`): unproven",
      ["decorators"],
      `import type { Tool } from "../types.js";\nexport const t: Tool = { name: "now", description: "Tell the time.", execute: tellTime };`,
      ["now | unproven: its type `Tool` is not imported from `@modelcontextprotocol/*` or `@anthropic-ai/*` or `openai` or `@openai/*` or `ai`"],
    ],
    [
      "an interface of the file's own that extends another may have its input there: unproven",
      ["mcp"],
      `interface Tool extends Base { name: string; description: string }\nexport const t: Tool = { name: "t", description: "Search." };`,
      ["t | unproven: its type `Tool` is not imported from `@modelcontextprotocol/*` or `@supabase/mcp-utils` or `mcp-handler` or `@vercel/mcp-adapter`"],
    ],
    [
      "MCP's Tool shape (name, description, inputSchema) is sample data as often: unproven where it is only written",
      ["mcp"],
      `export const TOOLS = [{ name: "a", description: "Add.", inputSchema }, { name: "b", inputSchema }];`,
      [
        "a | unproven: it is recognised by its keys (`name`, `description`, `inputSchema`) alone, which other objects than tools have too",
        "b | unproven: it is recognised by its keys (`name`, `inputSchema`) alone, which other objects than tools have too",
      ],
    ],
    [
      "an MCP server's definitions in Anthropic's format (name, description, input_schema): unproven, by their keys",
      ["mcp"],
      `import { MCPToolDefinition } from "../types.js";\nexport const getIssues: MCPToolDefinition = { name: "linear_getIssues", description: "Get recent issues.", input_schema: { type: "object", properties: {} } };\nexport const partial = { name: "x", input_schema: {} };`,
      ["linear_getIssues | unproven: it is recognised by its keys (`name`, `description`, `input_schema`) alone, which other objects than tools have too"],
    ],
    [
      "MCP's Tool shape in the SDK's tools/list handler is what the server answers: proven",
      ["mcp"],
      `import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "a", description: "Add.", inputSchema }] }));`,
      ["a | proven"],
    ],
    [
      "near miss: a handler of another request (or a schema of the project's own) proves nothing",
      ["mcp"],
      `import { ListToolsRequestSchema } from "./schemas.js";\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "a", description: "Add.", inputSchema }] }));`,
      ["a | unproven: it is recognised by its keys (`name`, `description`, `inputSchema`) alone, which other objects than tools have too"],
    ],
    [
      "near miss: a database table whose columns the table's own package builds (drizzle-orm) is that package's data",
      ["openai"],
      `import { sqliteTable, text } from "drizzle-orm/sqlite-core";\nexport const actions = sqliteTable("agent_actions", { id: text("id").primaryKey(), description: text("description").notNull(), parameters: text("parameters") });`,
      [],
    ],
    [
      "the same keys handed to another package's function, their values not built by it: unproven, still listed",
      ["openai"],
      `import { register } from "some-registry";\nexport const a = register("search", { description: "Search the web.", parameters: { type: "object" } });`,
      ["search | unproven: it is recognised by its keys (`description`, `parameters`) alone, which other objects than tools have too"],
    ],
    [
      "a column builder of one package, the object handed to a function of another: unproven, still listed",
      ["openai"],
      `import { text } from "drizzle-orm/sqlite-core";\nimport { register } from "some-registry";\nexport const a = register("search", { description: text("d"), parameters: { type: "object" } });`,
      ["search | unproven: it is recognised by its keys (`description`, `parameters`) alone, which other objects than tools have too"],
    ],
    [
      "an array typed Tool[] of the MCP SDK: each element declares, proven",
      ["mcp"],
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const TOOLS: Tool[] = [{ name: "a", description: "Add.", inputSchema }];`,
      ["a | proven"],
    ],
    [
      "a function typed to return ToolDefinition[] of the project's own: each element declares, unproven",
      ["mcp", "decorators"],
      `type ToolDefinition = { name: string };\nexport function all(): ToolDefinition[] {\n  return [{ name: "a", description: "Add.", schema, handler }, { name: "b", description: "Remove.", schema, handler }];\n}`,
      [
        "a | unproven: its type `ToolDefinition` is not imported from `@modelcontextprotocol/*` or `@anthropic-ai/*` or `openai` or `@openai/*` or `ai`",
        "b | unproven: its type `ToolDefinition` is not imported from `@modelcontextprotocol/*` or `@anthropic-ai/*` or `openai` or `@openai/*` or `ai`",
      ],
    ],
    [
      "near miss: an array of another type declares nothing",
      ["mcp"],
      `export function all(): Route[] {\n  return [{ name: "a", description: "Add.", handler }];\n}`,
      [],
    ],
    [
      "a FunctionDeclaration typed with the Google Gen AI SDK's type",
      ["google-genai"],
      `import type { FunctionDeclaration } from "@google/genai";\nexport const light: FunctionDeclaration = { name: "light", description: "Set the light." };`,
      ["light | proven"],
    ],
    [
      "a FunctionDeclaration of the project's own",
      ["google-genai"],
      `interface FunctionDeclaration { name: string }\nexport const light: FunctionDeclaration = { name: "light", description: "Set the light.", parameters };`,
      ["light | unproven: its type `FunctionDeclaration` is not imported from `@google/genai` or `@google/generative-ai`"],
    ],
    [
      "`satisfies` the SDK's type",
      ["google-genai"],
      `import type { FunctionDeclaration } from "@google/genai";\nexport const light = { name: "light", description: "Set the light." } satisfies FunctionDeclaration;`,
      ["light | proven"],
    ],
    [
      "untyped Gemini declarations a request gives in `functionDeclarations`: proven, through a const and a spread",
      ["google-genai"],
      `const DECLS = [{ name: "light", description: "Set the light.", parameters: { type: "object" } }];\nconst MORE = [{ name: "fan", description: "Set the fan.", parameters: { type: "object" } }];\nexport const run = () => ai.models.generateContent({ config: { tools: [{ functionDeclarations: [...DECLS, ...MORE] }] } });`,
      ["light | proven", "fan | proven"],
    ],
    [
      "near miss: the same list given under another key, or only written, is the shape alone",
      ["google-genai"],
      `const DECLS = [{ name: "light", description: "Set the light.", parameters: { type: "object" } }];\nconst KEPT = [{ name: "fan", description: "Set the fan.", parameters: { type: "object" } }];\nexport const run = () => send({ tools: [{ declarations: DECLS }] });`,
      [
        "light | unproven: it is recognised by its keys (`name`, `description`, `parameters.type`) alone, which other objects than tools have too",
        "fan | unproven: it is recognised by its keys (`name`, `description`, `parameters.type`) alone, which other objects than tools have too",
      ],
    ],
    [
      "OpenAI's wire format (`type: \"function\"`) proves itself",
      ["openai"],
      `export const tools = [{ type: "function", function: { name: "light", description: "Set the light.", parameters: { type: "object" } } }];`,
      ["light | proven"],
    ],
    [
      "a broad shape (`{ name, description, schema }`) does not",
      ["langchain"],
      `export const tools = [{ name: "light", description: "Set the light.", schema }];`,
      ["light | unproven: it is recognised by its keys (`name`, `description`, `schema`) alone, which other objects than tools have too"],
    ],
  ])("%s", (_title, presets, source, expected) => {
    expect(found(presets, source)).toEqual(expected);
  });
});

describe("provenance across files: Gemini declarations listed by a request in another file", () => {
  const DECLS = `export const DECLARATIONS = [{ name: "light", description: "Set the light.", parameters: { type: "object" } }];\n`;
  const proof = (request: string) =>
    catalogOf({ "src/decls.ts": DECLS, "src/chat.ts": request }, { presets: ["google-genai"] }).actions.map((a) => `${a.name} | ${a.unproven === undefined ? "proven" : "unproven"}`);
  it.each([
    ["an imported list given in `functionDeclarations`", `import { DECLARATIONS } from "./decls.js";\nexport const run = () => ai.models.generateContent({ config: { tools: [{ functionDeclarations: DECLARATIONS }] } });`, ["light | proven"]],
    ["near miss: the imported list given to something else", `import { DECLARATIONS } from "./decls.js";\nexport const run = () => register(DECLARATIONS);`, ["light | unproven"]],
  ])("%s", (_title, request, expected) => {
    expect(proof(request)).toEqual(expected);
  });
});

// A text where an API takes its config object after the name is not that API's signature: `registerTool(name,
// "text", schema, handler)` is a project's own registry in the older `server.tool` order, read as written (its text
// the second argument) and proven only if its receiver is; mcp-lite's `mcp.tool(name, { … })` leaves a text there
// to MCP's `server.tool(name, description, …)`.
describe("a text after the name where the API takes a config object", () => {
  const read = (presets: string[], source: string) =>
    catalogOf({ "src/a.ts": source }, { presets }).actions.map((a) => `${a.name} | ${a.description ?? "(none)"} | ${a.preset} | ${a.unproven === undefined ? "proven" : "unproven"}`);
  it.each<[string, string[], string, string[]]>([
    [
      "a project's own registerTool(name, description, schema, handler)",
      ["mcp"],
      `class S extends Base { go() { this.registerTool("get_repo", "Get repository information.", RepoSchema, async () => ({})); } }`,
      ["get_repo | Get repository information. | mcp | unproven"],
    ],
    ["the SDK's registerTool(name, config, cb), the near miss", ["mcp"], `${MCP_IMPORT}const server = new McpServer({});\nserver.registerTool("a", { description: "Add." }, cb);`, ["a | Add. | mcp | proven"]],
    ["a text is not mcp-lite's config: MCP's server.tool(name, description, cb)", ["mcp", "mcp-lite"], `${MCP_IMPORT}const server = new McpServer({});\nserver.tool("a", "Add.", cb);`, ["a | Add. | mcp | proven"]],
  ])("%s", (_title, presets, source, expected) => {
    expect(read(presets, source)).toEqual(expected);
  });
});
