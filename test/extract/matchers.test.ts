// The matcher model (docs/design.md#presets) one shape at a time: what each kind of matcher finds, and the near misses
// it leaves alone. The ecosystem fixtures in test/presets exercise the presets on realistic projects.
import { describe, expect, it } from "vitest";
import { presetsOfText } from "../../src/extract/preset-detect.js";
import { PRESETS } from "../../src/extract/presets/index.js";
import type { Matcher } from "../../src/extract/presets/types.js";
import { catalogOf } from "../helpers/project.js";

/** name, description and `line:column` of every action found in a one-file project `src/a.ts`. */
function found(source: string, custom: Matcher[], presets: string[] = []) {
  const catalog = catalogOf({ "src/a.ts": source }, { presets, custom });
  return catalog.actions.map((a) => `${a.name} | ${a.description ?? `(${a.descriptionStatus})`} | ${a.loc.line}:${a.loc.column} | ${a.kind}`);
}

const NAME_DESC = { name: "name", description: "description" };

describe("custom matchers: what each shape finds", () => {
  it.each<[string, Matcher[], string, string[]]>([
    [
      "a call, with the object at `argument`",
      [{ type: "action", callee: "registerCommand", argument: 1, fields: { name: "id", description: "summary" } }],
      `registerCommand(server, { id: "deploy", summary: "Deploy the app." });`,
      ["deploy | Deploy the app. | 1:50 | unknown"],
    ],
    [
      "a broad object shape (`fallback`) is tried after every other, wherever it is listed: a telling shape keeps its object",
      [
        { type: "action", object: { has: ["name", "description"], fallback: true }, fields: NAME_DESC },
        { type: "action", object: { has: ["name", "description", "risky"] }, fields: { ...NAME_DESC, kind: "kind" } },
      ],
      `export const a = { name: "a", description: "Delete it.", kind: "write", risky: true };\nexport const b = { name: "b", description: "Read it.", kind: "write" };`,
      ["a | Delete it. | 1:44 | write", "b | Read it. | 2:44 | unknown"],
    ],
    [
      "a member call only (`member`)",
      [{ type: "action", callee: "tool", member: true, argument: -1, positional: { name: 0, description: 1 }, fields: { description: [] } }],
      `server.tool("get-user", "Get user info.", {}, cb);\ntool("local", "Not a member call.");`,
      ["get-user | Get user info. | 1:25 | unknown"],
    ],
    [
      "a name by position is a value, never an object or function: another library's x.tool(…) is no declaration",
      [{ type: "action", callee: "tool", member: true, argument: -1, positional: { name: 0, description: 1 }, fields: { description: [] } }],
      `runtime.tool({ description: "Run." });\ncallable.tool();\nreg.tool(() => 1, "x");\nreg.tool([a], "y");\nconst NAME = "get-it";\nserver.tool(NAME, "Get it.", cb);`,
      ["get-it | Get it. | 6:19 | unknown"],
    ],
    [
      "a handler last: a call that ends with a text or an object literal is another library's x.tool(…)",
      [{ type: "action", callee: "tool", member: true, argument: -1, positional: { name: 0, description: 1 }, fields: { description: [] } }],
      `log.tool("INFO", \`Tool call: \${name}\`, { id });\nlog.tool("INFO", "Tool result: success");\nlog.tool("WARN", "Slow.", 3);\nserver.tool("get", "Get it.", cb);\nserver.tool("put", "Put it.", { text: z.string() }, handlers.put);`,
      ["get | Get it. | 4:20 | unknown", "put | Put it. | 5:20 | unknown"],
    ],
    [
      "a call of a function imported from a package (`from`), also through a namespace",
      [{ type: "action", callee: "tool", from: ["ai"], fields: { description: "description" } }],
      `import { tool } from "ai";\nimport * as sdk from "ai/sub";\nimport { tool as other } from "other";\nexport const t = { weather: tool({ description: "Get the weather." }), x: sdk.tool({ description: "Via a namespace." }), y: other({ description: "Another library." }) };`,
      ["weather | Get the weather. | 4:49 | unknown", "x | Via a namespace. | 4:99 | unknown"],
    ],
    [
      "a `new` expression",
      [{ type: "action", new: "Command", fields: NAME_DESC }],
      `export const c = new Command({ name: "c", description: "Run c." });\nexport const d = Command({ name: "d", description: "Not new." });`,
      ["c | Run c. | 1:56 | unknown"],
    ],
    [
      "an object with a discriminating value and keys; not one of another value",
      [{ type: "action", object: { where: { type: "action" }, has: ["key"] }, fields: { name: "key", description: "description" } }],
      `export default { key: "a-b", description: "Create a b.", type: "action" };\nconst source = { key: "s", description: "A source.", type: "source" };`,
      ["a-b | Create a b. | 1:43 | unknown"],
    ],
    [
      "an object in a property (`inProperty`), named by its key; the same object in an array is not",
      [{ type: "action", object: { has: ["description", "parameters"], inProperty: true }, fields: { description: "description" } }],
      `const defs = { list_projects: { description: "List projects.", parameters: {} } };\nconst arr = [{ description: "In an array.", parameters: {} }];`,
      ["list_projects | List projects. | 1:46 | unknown"],
    ],
    [
      "a nested `has` path; a nested object matched once, not again inside",
      [{ type: "action", object: { where: { type: "function" }, has: ["function.description"] }, fields: { name: "function.name", description: "function.description" } }],
      `const t = { type: "function", function: { name: "f", description: "Do f.", parameters: {} } };\nconst choice = { type: "function", function: { name: "f" } };`,
      ["f | Do f. | 1:67 | unknown"],
    ],
    [
      "a typed const and a `satisfies`",
      [{ type: "action", typed: "Action", fields: NAME_DESC }],
      `const a: Action = { name: "a", description: "Run a." };\nconst b = { name: "b", description: "Run b." } satisfies Action;\nconst c: Other = { name: "c", description: "Not an Action." };`,
      ["a | Run a. | 1:45 | unknown", "b | Run b. | 2:37 | unknown"],
    ],
    [
      "a class by its base, fields from property initializers, name falling back to the class",
      [{ type: "action", extends: ["BaseCommand"], fields: { name: "id", description: "summary" } }],
      `export class Deploy extends BaseCommand {\n  static summary = "Deploy the app.";\n}\nclass Plain { summary = "Not a command."; }`,
      ["Deploy | Deploy the app. | 2:20 | unknown"],
    ],
    [
      "a subclass of a matched class of the same file, with the base's fields; not the abstract base or a declare class",
      [{ type: "action", extends: ["Tool"], fields: NAME_DESC }],
      `abstract class Base extends Tool { description = "Drive the browser."; }\nexport class Navigate extends Base { name = "navigate"; }\nexport class Click extends Base { name = "click"; description = "Click an element."; }\ndeclare class Ambient extends Tool { name: string; description: string; }`,
      ["navigate | Drive the browser. | 2:1 | unknown", "click | Click an element. | 3:65 | unknown"],
    ],
    [
      "fields assigned in the constructor; one taken from a constructor parameter is unresolved, not missing",
      [{ type: "action", extends: ["Tool"], fields: NAME_DESC }],
      `class Routes extends Tool {\n  name: string;\n  description: string;\n  constructor() { super(); this.name = "routes"; this.description = "Get routes."; }\n}\nclass Hook extends Tool {\n  constructor(text: string) { super(); this.name = "hook"; this.description = text; }\n}`,
      ["routes | Get routes. | 4:69 | unknown", "hook | (unresolved) | 7:79 | unknown"],
    ],
    [
      "a callee imported under another name",
      [{ type: "action", callee: "tool", from: ["ai"], fields: { description: "description" } }],
      `import { tool as aiTool } from "ai";\nexport const search = aiTool({ description: "Search the web." });`,
      ["search | Search the web. | 2:45 | unknown"],
    ],
    [
      "a decorator, named by the decorated method",
      [{ type: "action", callee: "Tool", fields: NAME_DESC }],
      `class T {\n  @Tool({ description: "Find things." })\n  find() {}\n}`,
      ["find | Find things. | 2:24 | unknown"],
    ],
    [
      "kind rules",
      [{ type: "action", callee: "def", fields: { ...NAME_DESC, kind: [{ field: "hints.destructive", write: [true] }] } }],
      `def({ name: "a", description: "Delete a.", hints: { destructive: true } });\ndef({ name: "b", description: "Read b.", hints: { destructive: false } });`,
      ["a | Delete a. | 1:31 | write", "b | Read b. | 2:31 | unknown"],
    ],
    [
      "kind rules that say read, and a write rule that wins over them",
      [{ type: "action", callee: "def", fields: { ...NAME_DESC, kind: [{ field: "hints.destructive", write: [true] }, { field: "hints.readOnly", write: [false], read: [true] }] } }],
      `def({ name: "a", description: "Read a.", hints: { readOnly: true } });\ndef({ name: "b", description: "Move b.", hints: { readOnly: false } });\ndef({ name: "c", description: "Odd c.", hints: { readOnly: true, destructive: true } });\ndef({ name: "d", description: "Say d.", hints: {} });`,
      ["a | Read a. | 1:31 | read", "b | Move b. | 2:31 | write", "c | Odd c. | 3:31 | write", "d | Say d. | 4:31 | unknown"],
    ],
    [
      "the first of a list of paths that is present",
      [{ type: "action", object: { has: ["value", "action"] }, fields: { name: "value", description: ["action", "description"] } }],
      `const ops = [{ value: "create", action: "Create a contact", description: "Create" }, { value: "get", action: undefined, description: "Get a contact" }];`,
      ["create | Create a contact | 1:41 | unknown", "get | Get a contact | 1:134 | unknown"],
    ],
    [
      "`unless`: a literal at a path (one of a list) leaves the match out; another value, none, or one not known does not",
      [{ type: "action", callee: "useAction", fields: NAME_DESC, unless: { available: ["disabled", "frontend"], name: ["*"], "meta.hidden": [true] } }],
      [
        `useAction({ name: "a", description: "Render a.", available: "disabled" });`,
        `useAction({ name: "b", description: "Render b.", available: "frontend" });`,
        `useAction({ name: "*", render: () => null });`,
        `useAction({ name: "c", description: "Hide c.", meta: { hidden: true } });`,
        `useAction({ name: "d", description: "Call d.", available: "remote", meta: { hidden: false } });`,
        `useAction({ name: "e", description: "Call e." });`,
        `useAction({ name: "f", description: "Call f.", available: mode });`,
        `const HIDDEN = "disabled";`,
        `useAction({ name: "g", description: "Render g.", available: HIDDEN });`,
      ].join("\n"),
      ["d | Call d. | 5:37 | unknown", "e | Call e. | 6:37 | unknown", "f | Call f. | 7:37 | unknown"],
    ],
  ])("%s", (_title, custom, source, expected) => {
    expect(found(source, custom)).toEqual(expected);
  });

  it("a declaration file (.d.ts, .d.mts, .d.cts) declares nothing: it holds types only", () => {
    const custom: Matcher[] = [{ type: "action", extends: ["Tool"], fields: NAME_DESC }];
    const source = `export declare class Calculator extends Tool { name: string; description: string; }\nexport declare const t: Tool;`;
    for (const file of ["src/calc.d.ts", "src/calc.d.mts", "src/calc.d.cts"]) {
      expect(catalogOf({ [file]: source }, { presets: [], custom }).actions).toEqual([]);
    }
    // In a source file a class declares; one whose name and description are only typed, never set (`Calculator`),
    // is a base whose subclasses set them, not a tool.
    expect(catalogOf({ "src/calc.ts": source.replace(/declare /g, "") + ' Calculator.prototype; class C extends Tool { name = "c"; description = "Add." }' }, { presets: [], custom }).actions.map((a) => a.name)).toEqual(["c"]);
  });

  it("a custom matcher wins over a preset's for the same shape", () => {
    const custom: Matcher[] = [{ type: "action", callee: "defineHandler", fields: { name: "id", description: "summary" } }];
    expect(found(`defineHandler({ id: "mine", summary: "Run mine.", name: "theirs", description: "Not this." });`, custom, ["kumiko"])).toEqual([
      "mine | Run mine. | 1:38 | unknown",
    ]);
  });
});

describe("presetsOfText: a file picks the presets whose packages it imports", () => {
  it.each<[string, string[]]>([
    [`import { tool } from "ai";`, ["vercel-ai"]],
    [`import type { X } from\n  "@kumiko/framework";`, ["kumiko"]],
    [`const x = require("openai");`, ["openai"]],
    [`import "@langchain/core/tools";`, ["langchain"]],
    [`const m = await import('@modelcontextprotocol/sdk/server/mcp.js');`, ["mcp"]],
    [`export * from "n8n-workflow";`, ["n8n"]],
    [`class A { @Tool({ name: "a" }) a() {} }`, ["decorators"]],
    // Near misses: strings that name a package without importing it.
    [`const model = 'openai/gpt-4o-mini';`, []],
    [`const message = { type: "ai", content: "" };`, []],
    [`import { x } from "ai-utils";`, []],
    [`import { x } from "openai-compat/client";`, []],
    // Relative imports name no package, whatever the file is called; a specifier met again (in this file or an
    // earlier one) picks the same presets.
    [`import a from "./openai";\nimport b from "../ai";\nimport c from "./@langchain/core";`, []],
    [`import { tool } from "ai";\nimport { x } from "ai/rsc";\nimport y from "ai";`, ["vercel-ai"]],
    [`import a from "@langchain/core/tools";\nimport b from "@modelcontextprotocol/sdk/server/mcp.js";\nimport c from "ai";`, ["mcp", "vercel-ai", "langchain"]],
  ])("%j", (text, expected) => {
    expect(presetsOfText(text)).toEqual(expected);
  });
});

describe("presetsOfText: a file picks the presets whose `detect` pattern it matches", () => {
  // Each written the ways the pattern allows (spaces before the colon, across lines, type arguments), so that the
  // cheap `detectNeeds` check before a pattern is seen never to skip a text the pattern matches.
  const table: [string, string[]][] = [
    [`export const t = { name: "a", inputSchema: {}, annotations: { readOnlyHint : true } };`, ["mcp"]],
    [`const t = { destructiveHint:false, inputSchema };`, ["mcp"]],
    [`const t = { name: "a", description: "b", input_schema : { type: "object", properties: {} } };`, ["tool-shapes"]],
    [`class T { parameters = { type: "object", properties: {} }; }`, ["tool-shapes"]],
    [`const t = { type:  'function', function: {} };`, ["tool-shapes"]],
    [`const mod = {\n  summary :"Files",\n  instructions:  "Read first",\n  tools : [],\n};`, ["openai", "modules"]],
    [`await load_module("files");`, ["openai", "modules"]],
    [`const t = { name: "a", description: "b", defer_loading :\n true };`, ["anthropic"]],
    [`export default defineComponent({ key: "a", type: "action" });`, ["pipedream"]],
    [`export\n  default {\n  key: "a",\n  type:  'action',\n};`, ["pipedream"]],
    [`class A { @CreateAction ({ name: "a" }) a() {} }`, ["decorators"]],
    [`const f = createAIFunction({ name: "a" }, fn);`, ["decorators"]],
    [`const q: ToolDefinition<typeof P, undefined> = { name: "q" };`, ["decorators"]],
    [`class A { @aiFunction({ name: "a" }) a() {} }`, ["decorators"]],
    [`const server = new EdgeFastMCP<Auth>({ name: "s" });`, ["fastmcp"]],
    [`export default function (api: OpenClawPluginApi) { api.registerTool(tool); }`, ["openclaw"]],
    [`declare module "openclaw/plugin-sdk" { export interface Api {} }`, ["openclaw"]],
    [`/** OpenClaw plugin entry point. */\nexport default { register(api) {\n  api.registerTool ({ name: "a", description: "b" });\n} };`, ["openclaw"]],
    [`const tools = [{ toolSpec : { name: "a", inputSchema: { json: {} } } }];`, ["bedrock"]],
    // Near misses: one of the pattern's parts without the other.
    [`const t = { readOnlyHint: true };`, []],
    [`const m = { summary: "a", tools: [] };`, []],
    [`const m = { instructions: "a", tools: [] };`, []],
    [`const t = { name: "a", defer_loading: false };`, []],
    [`export default { key: "a", type: "source" };`, []],
    [`const server = new FastMCPish();`, []],
    [`const t = { name: "a", inputSchemas: [] };`, []],
    [`const t = { name: "a", inputSchema: {} };`, []],
    [`const t = { kind: "function" };`, []],
    [`// an OpenClaw plugin: OpenClawPluginApis are typed elsewhere`, []],
    [`export default { register(api) { api.registerTool({ name: "a", description: "b" }); } };`, []],
    [`// OpenClaw's tools are listed elsewhere\napi.registerTool(tool);`, []],
    [`const t = { toolSpecs: [] };`, []],
  ];
  it.each(table)("%j", (text, expected) => {
    expect(presetsOfText(text)).toEqual(expected);
  });
  it("the presets with a whole-file lookahead pattern have their needs, and each pattern is tried on a text above", () => {
    const detecting = Object.values(PRESETS).filter((p) => p.detect);
    expect(detecting.filter((p) => p.detect!.source.includes("(?=[^]*") && !p.detectNeeds).map((p) => p.name)).toEqual([]);
    const picked = new Set(table.flatMap(([, expected]) => expected));
    expect(detecting.filter((p) => !picked.has(p.name)).map((p) => p.name)).toEqual([]);
  });
});

describe("preset shapes found on published packages", () => {
  const names = (presets: string[], source: string) =>
    catalogOf({ "src/a.ts": source }, { presets }).actions.map((a) => `${a.name} | ${a.description ?? `(${a.descriptionStatus})`} | ${a.kind}`);

  it.each<[string, string[], string, string[]]>([
    [
      "Vercel AI: a tool made by a function is named by what holds the result at each call, else by the function",
      ["vercel-ai"],
      `import { tool } from "ai";\nexport function createReadFileTool(o: { k: string }) { return tool({ description: \`Read from \${o.k}.\`, inputSchema: {} }); }\nexport function createPing() { return tool({ description: "Ping the sandbox.", inputSchema: {} }); }\nexport const tools = { readFile: createReadFileTool({ k: "x" }), ping: createPing() };\nexport const w = createReadFileTool({ k: "y" });`,
      ["readFile | Read from x. | unknown", "w | Read from y. | unknown", "ping | Ping the sandbox. | unknown"],
    ],
    [
      "MCP: a tool run as a task",
      ["mcp"],
      `server.experimental.tasks.registerToolTask("long-job", { description: "Run a long job.", annotations: { destructiveHint: true } }, handlers);`,
      ["long-job | Run a long job. | write"],
    ],
    [
      "OpenAI Agents SDK: tool({ name, description, parameters })",
      ["openai"],
      `import { tool } from "@openai/agents";\nconst t = tool({ name: "lookup", description: "Look up a caller.", parameters: {}, execute });`,
      ["lookup | Look up a caller. | unknown"],
    ],
    [
      "Anthropic: betaZodTool and betaTool",
      ["anthropic"],
      `import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";\nimport { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";\nbetaZodTool({ name: "a", description: "Do a.", inputSchema, run });\nbetaTool({ name: "b", description: "Do b.", inputSchema, run });`,
      ["a | Do a. | unknown", "b | Do b. | unknown"],
    ],
    [
      "Pipedream: MCP's annotations give the kind",
      ["pipedream"],
      `export default { key: "slack-delete-message", description: "Delete a message.", type: "action", annotations: { destructiveHint: true, readOnlyHint: false } };`,
      ["slack-delete-message | Delete a message. | write"],
    ],
    [
      "n8n: an operation option needs a name; a zod object or a command with value and action is none",
      ["n8n"],
      `const op = { name: "Create", value: "create", action: "Create a contact" };\nconst s = z.object({ action: z.enum(["hash"]), value: z.string() });\nconst cmd = { action: "say", value: "hello" };`,
      ["create | Create a contact | unknown"],
    ],
    [
      "openai: a definition wrapped again where it is used is the same tool, counted once",
      ["openai"],
      `const defs = { searchMemories: { name: "searchMemories", description: "Search saved memories.", parameters: {} } };\nexport const a = [{ type: "function", function: defs.searchMemories }];\nexport const b = { definition: { type: "function", function: defs.searchMemories } };\nexport const c = [{ type: "function", function: { ...defs.searchMemories, description: "Search the memories of one user." } }];`,
      ["searchMemories | Search saved memories. | unknown", "searchMemories | Search the memories of one user. | unknown"],
    ],
    [
      "openai: code that builds tool objects at run time, with neither name nor description readable, is none",
      ["openai"],
      `function convert(fn: F) { let functionName = fn.name; return { type: "function", function: { name: functionName, description: describe(fn), parameters: {} } }; }\nconvert(x);`,
      [],
    ],
  ])("%s", (_title, presets, source, expected) => {
    expect(names(presets, source)).toEqual(expected);
  });
});
