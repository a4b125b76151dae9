// Input schemas read statically: source snippet -> the action's exact `inputSchema` (the JSON a
// full catalog sends, what was left out, why nothing could be read), per shape and framework, and near misses.
import { describe, expect, it } from "vitest";
import type { InputSchema } from "../../src/types.js";
import { catalogOf } from "../helpers/project.js";

/** A schema read whole. */
const read = (schema: object): InputSchema => ({ json: JSON.stringify(schema) });
/** A schema read with parts left out. */
const partial = (schema: object): InputSchema => ({ json: JSON.stringify(schema), partial: true });
/** zod-to-json-schema's object: required keys, no other keys. */
const obj = (properties: object, required: string[] = []): object =>
  required.length > 0 ? { type: "object", properties, required, additionalProperties: false } : { type: "object", properties, additionalProperties: false };

/** The input schemas of a project's actions, in catalog order. */
function schemas(presets: string[], code: string, more: Record<string, string> = {}): (InputSchema | undefined)[] {
  return catalogOf({ "src/a.ts": code, ...more }, { presets }).actions.map((a) => a.inputSchema);
}

const AI = `import { tool, jsonSchema } from "ai";\nimport { z } from "zod";\n`;
/** One AI SDK tool whose `inputSchema` is `expr`. */
const aiTool = (expr: string, prelude = "") => `${AI}${prelude}\nexport const t = tool({ description: "Does it.", inputSchema: ${expr}, execute: async () => 1 });\n`;

describe("zod schemas, as zod-to-json-schema emits them (the AI SDK's inputSchema)", () => {
  it.each<[string, string, string, InputSchema]>([
    [
      "describe, optional, enum, array",
      `z.object({ a: z.string().describe("The a."), b: z.number().optional(), c: z.enum(["x", "y"]), d: z.array(z.string()) })`,
      "",
      read(obj({ a: { type: "string", description: "The a." }, b: { type: "number" }, c: { type: "string", enum: ["x", "y"] }, d: { type: "array", items: { type: "string" } } }, ["a", "c", "d"])),
    ],
    [
      "nullable, default, literal, unions, a nested object, nullish",
      `z.object({ n: z.string().nullable(), d: z.number().default(3), l: z.literal("on"), u: z.union([z.literal("a"), z.literal("b")]), p: z.union([z.string(), z.number()]), o: z.object({ x: z.boolean() }).describe("Inner."), h: z.string().nullish() })`,
      "",
      read(
        obj(
          {
            n: { type: ["string", "null"] },
            d: { type: "number", default: 3 },
            l: { type: "string", const: "on" },
            u: { type: "string", enum: ["a", "b"] },
            p: { type: ["string", "number"] },
            o: { ...obj({ x: { type: "boolean" } }, ["x"]), description: "Inner." },
            h: { type: ["string", "null"] },
          },
          ["n", "l", "u", "p", "o"],
        ),
      ),
    ],
    ["bounds and formats", `z.object({ id: z.string().uuid(), n: z.number().int().min(1).max(9), s: z.array(z.string()).nonempty() })`, "", read(obj({ id: { type: "string", format: "uuid" }, n: { type: "integer", minimum: 1, maximum: 9 }, s: { type: "array", items: { type: "string" }, minItems: 1 } }, ["id", "n", "s"]))],
    ["a const of the file", `Input`, `const Input = z.object({ q: z.string() });`, read(obj({ q: { type: "string" } }, ["q"]))],
    ["pick", `Input.pick({ q: true })`, `const Input = z.object({ q: z.string(), r: z.string() });`, read(obj({ q: { type: "string" } }, ["q"]))],
    ["omit then extend", `Input.omit({ q: true }).extend({ s: z.boolean() })`, `const Input = z.object({ q: z.string(), r: z.string() });`, read(obj({ r: { type: "string" }, s: { type: "boolean" } }, ["r", "s"]))],
    ["a shape spread into another", `z.object({ ...Base.shape, b: z.number() })`, `const Base = z.object({ a: z.string() });`, read(obj({ a: { type: "string" }, b: { type: "number" } }, ["a", "b"]))],
    ["negative bounds", `z.object({ lng: z.number().min(-180).max(180) })`, "", read(obj({ lng: { type: "number", minimum: -180, maximum: 180 } }, ["lng"]))],
    ["a regular expression as the pattern", `z.object({ id: z.string().regex(ID) })`, `const ID = /^A-\\d{6}$/u;`, read(obj({ id: { type: "string", pattern: "^A-\\d{6}$" } }, ["id"]))],
    ["a key of another schema's shape", `Tool.shape.arguments`, `const Tool = z.object({ name: z.literal("go"), arguments: z.object({ url: z.string() }) });`, read(obj({ url: { type: "string" } }, ["url"]))],
    ["a refinement is left out", `z.object({ a: z.string() }).refine((v) => v.a !== "")`, "", partial(obj({ a: { type: "string" } }, ["a"]))],
    ["a custom schema is left out", `z.object({ a: z.custom<string>(), b: z.string() })`, "", partial(obj({ a: {}, b: { type: "string" } }, ["a", "b"]))],
    ["a schema imported from a package", `Input`, `import { Input } from "@acme/schemas";`, { unread: "imported from `@acme/schemas`" }],
    ["a schema built by a package's function", `makeSchema()`, `import { makeSchema } from "@acme/schemas";`, { unread: "built by `makeSchema()` of `@acme/schemas`" }],
    ["jsonSchema({ … })", `jsonSchema({ type: "object", properties: { city: { type: "string", description: "City." } }, required: ["city"] })`, "", read({ type: "object", properties: { city: { type: "string", description: "City." } }, required: ["city"] })],
    ["jsonSchema with a spread const", `jsonSchema({ type: "object", properties: { ...COMMON, b: { type: "number" } } })`, `const COMMON = { a: { type: "string" } };`, read({ type: "object", properties: { a: { type: "string" }, b: { type: "number" } } })],
  ])("%s", (_title, expr, prelude, expected) => {
    expect(schemas(["vercel-ai"], aiTool(expr, prelude))).toEqual([expected]);
  });

  it("follows a schema imported from a project file, then extended and made partial", () => {
    const files = { "src/schemas.ts": `import { z } from "zod";\nexport const Input = z.object({ q: z.string(), r: z.string() });\n` };
    expect(schemas(["vercel-ai"], aiTool(`Input.extend({ b: z.number() }).partial()`, `import { Input } from "./schemas";`), files)).toEqual([
      read(obj({ q: { type: "string" }, r: { type: "string" }, b: { type: "number" } })),
    ]);
  });

  it("reads `z` re-exported by a framework (`import { z } from \"genkit\"`)", () => {
    const code = `import { genkit, z } from "genkit";\nconst ai = genkit({});\nexport const t = ai.defineTool({ name: "t", description: "Does.", inputSchema: z.object({ n: z.number() }) }, async () => 1);\n`;
    expect(schemas(["genkit"], code)).toEqual([read(obj({ n: { type: "number" } }, ["n"]))]);
  });

  it.each([
    ["re-exported under another name", `export { z as zod } from "zod";\n`],
    ["imported, then exported", `import { z } from "zod";\nexport { z as zod };\n`],
  ])("reads zod's namespace a project file re-exports (%s)", (_title, thirdParty) => {
    const code = `import { tool } from "ai";\nimport { zod } from "./third_party/index.js";\nexport const t = tool({ description: "Does it.", inputSchema: zod.object({ n: zod.number() }), execute: async () => 1 });\n`;
    expect(schemas(["vercel-ai"], code, { "src/third_party/index.ts": thirdParty })).toEqual([read(obj({ n: { type: "number" } }, ["n"]))]);
  });

  it("reads a written schema past a spread of run-time flags (`...(lazy ? { defer_loading: true } : {})`)", () => {
    const code = `${AI}export function tools(lazy: boolean) { return { exp: { description: "Exports.", inputSchema: z.object({ id: z.string() }), ...(lazy ? { defer_loading: true } : {}), execute: async () => 1 } }; }\n`;
    expect(schemas(["vercel-ai"], code)).toEqual([read(obj({ id: { type: "string" } }, ["id"]))]);
  });

  it("reads a schema passed to a factory, at each call site", () => {
    const code = `${AI}function make(d: string, schema: any) { return tool({ description: d, inputSchema: schema, execute: async () => 1 }); }\nexport const tools = { t: make("Does.", z.object({ a: z.string() })), u: make("Does too.", z.object({ b: z.number() })) };\n`;
    expect(schemas(["vercel-ai"], code)).toEqual([read(obj({ a: { type: "string" } }, ["a"])), read(obj({ b: { type: "number" } }, ["b"]))]);
  });

  it("reads the zod argument of a project's own converter, marked partial (its extra processing is not followed)", () => {
    const code = `import { z } from "zod";\nconst toJSONSchema = (s: unknown) => { const out = convert(s); delete out.$schema; return out; };\nexport const TOOLS = [{ name: "t", description: "Does.", inputSchema: toJSONSchema(z.object({ a: z.string() })) }];\n`;
    expect(schemas(["mcp"], code)).toEqual([partial(obj({ a: { type: "string" } }, ["a"]))]);
  });

  it("says why a schema passed to a factory nobody calls cannot be read", () => {
    const code = `${AI}export function make(schema: any) { return tool({ description: "Does it.", inputSchema: schema, execute: async () => 1 }); }\n`;
    expect(schemas(["vercel-ai"], code)).toEqual([{ unread: "`schema` is a parameter of `make`" }]);
  });
});

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "s", version: "1" });\n`;
const A_STRING = read(obj({ a: { type: "string" } }, ["a"]));

describe("the MCP SDK", () => {
  it.each<[string, string, InputSchema | undefined]>([
    ["server.tool(name, description, shape, callback)", `server.tool("t", "Does.", { a: z.string() }, async () => ({ content: [] }));`, A_STRING],
    ["server.tool(name, shape, annotations, callback)", `server.tool("t", { a: z.string() }, { title: "T", readOnlyHint: true }, async () => ({ content: [] }));`, A_STRING],
    ["server.tool with a description and a shape in consts", `const DESC = "Does."; const SHAPE = { a: z.string() };\nserver.tool("t", DESC, SHAPE, async () => ({ content: [] }));`, A_STRING],
    ["server.tool with a description written as `TEXT.trim()`", `const DESC = \` Does. \`;\nserver.tool("t", DESC.trim(), { a: z.string() }, async () => ({ content: [] }));`, A_STRING],
    [
      "server.tool in a helper whose schema is its parameter: one declaration, as without schemas (no instance per call)",
      `function add(schema: any) { server.tool("t", "Does.", schema, async () => ({ content: [] })); }\nadd({ a: z.string() });\nadd({ b: z.string() });`,
      { unread: "`schema` is a parameter of `add`" },
    ],
    ["server.tool(name, description, annotations, callback): no schema", `server.tool("t", "Does.", { readOnlyHint: true }, async () => ({ content: [] }));`, undefined],
    ["server.tool(name, description, callback): no schema", `server.tool("t", "Does.", async () => ({ content: [] }));`, undefined],
    ["registerTool with a raw shape", `server.registerTool("t", { description: "Does.", inputSchema: { a: z.string().describe("A.") } }, async () => ({ content: [] }));`, read(obj({ a: { type: "string", description: "A." } }, ["a"]))],
    ["registerTool with a schema's shape", `server.registerTool("t", { description: "Does.", inputSchema: z.object({ a: z.string() }).shape }, async () => ({ content: [] }));`, A_STRING],
    ["registerTool without an input schema", `server.registerTool("t", { description: "Does." }, async () => ({ content: [] }));`, undefined],
    [
      "a low-level tool list's JSON Schema",
      `export const TOOLS = [{ name: "t", description: "Does.", inputSchema: { type: "object", properties: { a: { type: "string" } }, required: ["a"] } }];`,
      read({ type: "object", properties: { a: { type: "string" } }, required: ["a"] }),
    ],
  ])("%s", (_title, code, expected) => {
    expect(schemas(["mcp"], `${MCP}${code}\n`)).toEqual([expected]);
  });
});

describe("JSON Schema literals and the frameworks' schema fields", () => {
  it.each<[string, string[], string, InputSchema | undefined, Record<string, string>?]>([
    [
      "OpenAI chat `function.parameters`",
      ["openai"],
      `export const tools = [{ type: "function", function: { name: "t", description: "Does.", parameters: { type: "object", properties: { a: { type: "string", enum: ["x"] } } } } }];`,
      read({ type: "object", properties: { a: { type: "string", enum: ["x"] } } }),
    ],
    ["OpenAI Responses flat `parameters`", ["openai"], `export const tools = [{ type: "function", name: "t", description: "Does.", parameters: { type: "object", properties: {} }, strict: true }];`, read({ type: "object", properties: {} })],
    ["Anthropic `input_schema`", ["anthropic"], `export const tools = [{ name: "t", description: "Does.", input_schema: { type: "object", properties: { a: { type: "integer" } } } }];`, read({ type: "object", properties: { a: { type: "integer" } } })],
    [
      "Gemini `parameters` with `Type.STRING`",
      ["google-genai"],
      `import { Type, type FunctionDeclaration } from "@google/genai";\nexport const f: FunctionDeclaration = { name: "t", description: "Does.", parameters: { type: Type.OBJECT, properties: { unit: { type: Type.STRING, enum: ["c", "f"] } } } };`,
      read({ type: "OBJECT", properties: { unit: { type: "STRING", enum: ["c", "f"] } } }),
    ],
    [
      "the properties of a JSON Schema built by a project function",
      ["openai"],
      `const params = (properties: object) => ({ type: "object", properties, required: Object.keys(properties) });\nexport const tools = [{ type: "function", name: "t", description: "Does.", parameters: params({ q: { type: "string" } }) }];`,
      read({ type: "object", properties: { q: { type: "string" } }, required: ["q"] }),
    ],
    ["LangChain `tool(fn, { schema })`", ["langchain"], `import { tool } from "@langchain/core/tools";\nimport { z } from "zod";\nexport const t = tool(async () => "", { name: "t", description: "Does.", schema: z.object({ q: z.string() }) });`, read(obj({ q: { type: "string" } }, ["q"]))],
    ["OpenAI Agents `tool({ parameters })`", ["openai"], `import { tool } from "@openai/agents";\nimport { z } from "zod";\nexport const t = tool({ name: "t", description: "Does.", parameters: z.object({ q: z.string() }), execute: async () => "" });`, read(obj({ q: { type: "string" } }, ["q"]))],
    ["kumiko `input`", ["kumiko"], `import { defineHandler } from "@kumiko/framework";\nimport { z } from "zod";\nexport const h = defineHandler({ name: "a.get", description: "Gets one.", input: z.object({ id: z.string().uuid() }) });`, read(obj({ id: { type: "string", format: "uuid" } }, ["id"]))],
    [
      "Activepieces `props` (display text left out, a dynamic dropdown untyped)",
      ["activepieces"],
      `import { createAction, Property } from "@activepieces/pieces-framework";\nexport const a = createAction({ name: "send", displayName: "Send", description: "Sends.", props: { to: Property.ShortText({ displayName: "To", description: "Recipient.", required: true }), n: Property.Number({ displayName: "Count", required: false }), mode: Property.StaticDropdown({ displayName: "Mode", required: true, options: { options: [{ label: "A", value: "a" }] } }), note: Property.MarkDown({ value: "x" }), dyn: Property.Dropdown({ displayName: "Dyn", required: false, refreshers: [], options: async () => ({ options: [] }) }) }, async run() {} });`,
      read(obj({ to: { type: "string", description: "Recipient." }, n: { type: "number", description: "Count" }, mode: { type: "string", description: "Mode", enum: ["a"] }, dyn: { description: "Dyn" } }, ["to", "mode"])),
    ],
    [
      "Pipedream `props` (the app left out, a propDefinition followed)",
      ["pipedream"],
      `import app from "../app.mjs";\nexport default { key: "app-send", name: "Send", description: "Sends.", type: "action", props: { app, to: { propDefinition: [app, "recipient"] }, note: { type: "string", label: "Note", optional: true }, tags: { type: "string[]", label: "Tags", description: "Tags." } }, async run() {} };`,
      read(obj({ to: { type: "string", description: "Who gets it." }, note: { type: "string", description: "Note" }, tags: { type: "array", items: { type: "string" }, description: "Tags." } }, ["to", "tags"])),
      { "app.mjs": `export default { type: "app", app: "acme", propDefinitions: { recipient: { type: "string", label: "Recipient", description: "Who gets it." } } };\n` },
    ],
    [
      "CopilotKit v1 `parameters` list",
      ["copilotkit"],
      `import { useCopilotAction } from "@copilotkit/react-core";\nexport function C() { useCopilotAction({ name: "t", description: "Does.", parameters: [{ name: "q", type: "string", description: "Query." }, { name: "n", type: "number", required: false }, { name: "items", type: "object[]", attributes: [{ name: "id", type: "string" }] }], handler: async () => {} }); }`,
      read({ type: "object", properties: { q: { type: "string", description: "Query." }, n: { type: "number" }, items: { type: "array", items: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } } }, required: ["q", "items"] }),
    ],
    [
      "MongoDB's tool classes: `argsShape`",
      ["mcp"],
      `import { z } from "zod";\nexport class FindTool extends ToolBase { static toolName = "find"; description = "Finds documents."; argsShape = { ...CommonArgs, limit: z.number().optional() }; }\nconst CommonArgs = { collection: z.string() };`,
      read(obj({ collection: { type: "string" }, limit: { type: "number" } }, ["collection"])),
    ],
    [
      "Speakeasy's generated tools: `args`",
      ["decorators"],
      `import { z } from "zod";\nconst args = { request: z.object({ key: z.string() }) };\nexport const tool$create: ToolDefinition<typeof args> = { name: "create", description: "Creates.", args, tool: async () => ({}) };`,
      read(obj({ request: obj({ key: { type: "string" } }, ["key"]) }, ["request"])),
    ],
    [
      "CopilotKit's parameter list in a runtime action (another preset's object matcher)",
      ["langchain"],
      `export const actions = [{ name: "t", description: "Does.", parameters: [{ name: "q", type: "string", description: "Query." }], handler: async () => "" }];`,
      read({ type: "object", properties: { q: { type: "string", description: "Query." } }, required: ["q"] }),
    ],
  ])("%s", (_title, presets, code, expected, more = {}) => {
    expect(schemas(presets, `${code}\n`, more)).toEqual([expected]);
  });
});

it("an n8n operation: its tool schema is made at run time from the workflow", () => {
  const code = `import type { INodeTypeDescription } from "n8n-workflow";\nexport const description: INodeTypeDescription = { displayName: "Acme", name: "acme", description: "Acme.", properties: [{ displayName: "Operation", name: "operation", type: "options", options: [{ name: "Get", value: "get", action: "Get a record" }] }] };\n`;
  expect(schemas(["n8n"], code)).toEqual([{ unread: "built at run time from the workflow's `$fromAI()` parameters" }]);
});

describe("hostile definitions end with a reason or a partial reading, never a crash", () => {
  it.each<[string, string[], string, InputSchema]>([
    ["a schema that extends itself", ["vercel-ai"], aiTool(`A`, `const A = B.extend({ a: z.string() }); const B = A.extend({ b: z.string() });`), { unread: "schemas nested too deeply" }],
    ["an enum of an array that spreads itself", ["vercel-ai"], aiTool(`z.enum(L)`, `const L = [...L, "x"];`), partial({ type: "string", enum: Array<string>(30).fill("x") })],
    ["a const that is itself", ["vercel-ai"], aiTool(`S`, `const S = S;`), { unread: "references nested too deeply" }],
    ["a const that is a property of itself", ["vercel-ai"], aiTool(`S`, `const S = S.x;`), { unread: "references nested too deeply" }],
  ])("%s", (_title, presets, code, expected) => {
    expect(schemas(presets, code)).toEqual([expected]);
  });

  it("CopilotKit attributes that contain themselves: 20 levels, then the rest left out", () => {
    const code = `import { useCopilotAction } from "@copilotkit/react-core";\nconst P = { name: "p", type: "object", attributes: [P] };\nexport function C() { useCopilotAction({ name: "t", description: "Does.", parameters: [P], handler: async () => {} }); }\n`;
    const [schema] = schemas(["copilotkit"], code);
    expect(schema?.partial).toBe(true);
    expect(schema?.json?.match(/"p":/g)).toHaveLength(21);
  });
});

describe("near misses: no schema written", () => {
  it.each<[string, string[], string]>([
    ["a `schema` field that is no schema (plain settings)", ["decorators"], `const t: Tool = { name: "wait", description: "Waits.", schema: { timeout: 5, unit: "s" } };`],
    ["an AI SDK tool without inputSchema", ["vercel-ai"], `${AI}export const t = tool({ description: "Does it.", execute: async () => 1 });`],
    ["an inputSchema written as undefined", ["vercel-ai"], `${AI}export const t = tool({ description: "Does it.", inputSchema: undefined, execute: async () => 1 });`],
  ])("%s", (_title, presets, code) => {
    expect(schemas(presets, `${code}\n`)).toEqual([undefined]);
  });
});
