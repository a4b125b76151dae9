// missing-description on the idioms of real projects, from source through the presets: the shapes that lack a
// description (flagged) and the near misses that once were false alarms (not flagged, or not a declaration).
import { describe, expect, it } from "vitest";

import rule from "../../rules/missing-description.js";
import { catalogOf } from "../helpers/project.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

interface Case {
  name: string;
  presets: string[];
  files: Record<string, string>;
}

const missing = (name: string, line: number, column: number, file = "src/a.ts"): Expected & { file: string } => ({
  messageId: "missing",
  subject: { type: "action", name },
  line,
  column,
  file,
});

function check(c: Case) {
  const catalog = catalogOf(c.files, { presets: c.presets });
  return { catalog, reports: runRule(rule, catalog) };
}

const invalid: Array<Case & { expected: Array<Expected & { file: string }> }> = [
  {
    name: "LangChain's one-argument tool({ name, schema }) without a description",
    presets: ["langchain"],
    files: { "src/a.ts": `import { tool } from "langchain";\nexport const memoryGet = tool({\n  name: "memory_get",\n  schema: {},\n});\n` },
    expected: [missing("memory_get", 2, 26)],
  },
  {
    name: "LangChain's tool(fn, { name, schema }) without a description, in a file that also has the AI SDK's tool",
    presets: ["langchain", "vercel-ai"],
    files: { "src/a.ts": `import { tool } from "@langchain/core/tools";\nexport const lookup = tool(async () => "", { name: "lookup", schema: {} });\n` },
    expected: [missing("lookup", 2, 23)],
  },
  {
    name: "CopilotKit's useCopilotAction with a handler and no description",
    presets: ["copilotkit"],
    files: {
      "src/a.tsx": `import { useCopilotAction } from "@copilotkit/react-core";\nexport function Page() {\n  useCopilotAction({\n    name: "setThemeColor",\n    handler({ themeColor }) {},\n  });\n}\n`,
    },
    expected: [missing("setThemeColor", 3, 3, "src/a.tsx")],
  },
  {
    name: "CopilotKit's useCopilotAction that waits for the user's answer (renderAndWaitForResponse), no description",
    presets: ["copilotkit"],
    files: {
      "src/a.tsx": `import { useCopilotAction } from "@copilotkit/react-core";\nexport function Page() {\n  useCopilotAction({ name: "confirm", renderAndWaitForResponse: () => null });\n}\n`,
    },
    expected: [missing("confirm", 3, 3, "src/a.tsx")],
  },
  {
    name: "an MCP tool object with annotations and no description",
    presets: ["mcp"],
    files: { "src/a.ts": `export const tools = [{ name: "list", inputSchema: {}, annotations: { readOnlyHint: true } }];\n` },
    expected: [missing("list", 1, 23)],
  },
  {
    name: "MCP's server.tool(name, schema, cb) with its name and no description",
    presets: ["mcp"],
    files: { "src/a.ts": `server.tool("ping", {}, async () => ({ content: [] }));\n` },
    expected: [missing("ping", 1, 1)],
  },
  {
    name: "MCP's server.tool(name, Schema.shape, cb): a zod schema where the SDK takes a text only when it is a string",
    presets: ["mcp"],
    files: {
      "src/a.ts": `import { z } from "zod";\nconst GetProfileSchema = z.object({ id: z.string() });\nserver.tool("get_profile", GetProfileSchema.shape, async () => ({ content: [] }));\nserver.tool("get_other", GetProfileSchema, async () => ({ content: [] }));\nserver.tool("get_inline", z.object({ id: z.string() }).shape, async () => ({ content: [] }));\n`,
    },
    expected: [missing("get_profile", 3, 1), missing("get_other", 4, 1), missing("get_inline", 5, 1)],
  },
  {
    name: "a LangChain tool class whose super(…) call passes no description and that declares none",
    presets: ["langchain"],
    files: {
      "src/a.ts": `import { DynamicTool } from "@langchain/core/tools";\nexport class Echo extends DynamicTool {\n  constructor() {\n    super({ name: "echo", func: async (s: string) => s });\n  }\n}\n`,
    },
    expected: [missing("echo", 2, 1)],
  },
  {
    name: "a low-level MCP tool list: { name, inputSchema } in an array, no description",
    presets: ["mcp"],
    files: { "src/a.ts": `const TOOLS = [\n  { name: "get_env", inputSchema: { type: "object", properties: {} } },\n];\n` },
    expected: [missing("get_env", 2, 3)],
  },
];

const valid: Array<Case & { why: string }> = [
  {
    name: "a description read from an import of a package that is not in the checkout",
    why: "`WaitTool.shape.description.value` is unknown, so unresolved-description reports it, not missing",
    presets: ["mcp", "decorators"],
    files: {
      "src/a.ts": [
        `import { WaitTool } from "@repo/types/mcp/tool";`,
        `import type { Tool } from "./tool";`,
        `export const wait: Tool = {`,
        `  schema: { name: WaitTool.shape.name.value, description: WaitTool.shape.description.value, inputSchema: {} },`,
        `  handle: async () => ({ content: [] }),`,
        `};`,
      ].join("\n"),
    },
  },
  {
    name: "LangChain's tool(fn, config) whose description copies another tool's",
    why: "`queryTool.description` reads the config of `tool(fn, { … })`, not the function beside it",
    presets: ["langchain", "vercel-ai"],
    files: {
      "src/a.ts": [
        `import { tool } from "@langchain/core/tools";`,
        `const queryTool = tool(async () => "", { name: "sql_db_query", description: "Run a SQL query.", schema: {} });`,
        `export const reviewed = tool(async () => "", { name: queryTool.name, description: queryTool.description, schema: {} });`,
      ].join("\n"),
    },
  },
  {
    name: "CopilotKit's render-only useCopilotAction (no handler): it draws a backend tool's call",
    why: "CopilotKit registers it with useRenderToolCall; the model never sees it",
    presets: ["copilotkit"],
    files: {
      "src/a.tsx": `import { useCopilotAction } from "@copilotkit/react-core";\nexport function Page() {\n  useCopilotAction({ name: "getFlight", followUp: false, render() { return null; } });\n}\n`,
    },
  },
  {
    name: "a workflow object with a name and an input schema",
    why: "no description and no annotations: not an MCP tool",
    presets: ["mcp"],
    files: { "src/a.ts": `export function create(id: string, input: unknown) {\n  const workflow = { id, name: "order", purpose: "none", steps: [], inputSchema: input };\n  return workflow;\n}\n` },
  },
  {
    name: "another library's .tool() that takes no name argument (a code-mode runtime's tool)",
    why: "MCP's server.tool(name, description, …) has its name at 0; runtime.tool({ connectorHints }) has none there",
    presets: ["mcp"],
    files: { "src/a.ts": `export function build(runtime: { tool(o?: object): object }) {\n  const codemode = runtime.tool();\n  const browser = runtime.tool({ connectorHints: {} });\n  return { codemode, browser };\n}\n` },
  },
  {
    name: "a LangChain tool class that hands its caller's fields to the base class (super({ ...rest, func }))",
    why: "the description comes with each `new ChainTool({ name, description, chain })`, not from the class",
    presets: ["langchain"],
    files: {
      "src/a.ts": [
        `import { DynamicTool } from "@langchain/core/tools";`,
        `export class ChainTool extends DynamicTool {`,
        `  constructor({ chain, ...rest }: { chain: { run(i: string): Promise<string> }; name: string; description: string }) {`,
        `    super({ ...rest, func: async (input: string) => chain.run(input) });`,
        `  }`,
        `}`,
      ].join("\n"),
    },
  },
  {
    name: "LangChain's tool(fn, { name, schema }) whose schema carries the description (z.object({ … }).describe(\"…\"))",
    why: "LangChain takes the schema's description when the config has none",
    presets: ["langchain"],
    files: {
      "src/a.ts": `import { tool } from "@langchain/core/tools";\nimport { z } from "zod";\nexport const getWeather = tool(async () => "", {\n  name: "GetWeather",\n  schema: z.object({ location: z.string() }).describe("Get the current weather in a given location"),\n});\n`,
    },
  },
  {
    name: "a factory's destructured default description, no caller passing one",
    why: "`const { description = \"…\" } = options` is the default when the options lack it",
    presets: ["openai"],
    files: {
      "src/tools.ts": [
        `import { tool } from "@openai/agents";`,
        `export function createLookupTool(options: { directory: object; description?: string }) {`,
        `  const { name = "lookup_customer_profile", description = "Look up a customer's profile by id." } = options;`,
        `  return tool({ name, description, parameters: {}, execute: async () => "" });`,
        `}`,
      ].join("\n"),
      "src/main.ts": `import { createLookupTool } from "./tools";\nexport const lookup = createLookupTool({ directory: {} });\n`,
    },
  },
  {
    name: "MCP's server.tool(name, TEXTS.x, cb) with the text from a package not in the checkout",
    why: "an unknown value at the description's place may be a string: unresolved, not missing",
    presets: ["mcp"],
    files: { "src/a.ts": `import { TEXTS } from "@acme/texts";\nserver.tool("get_profile", TEXTS.profile, async () => ({ content: [] }));\n` },
  },
  {
    name: "MCP's server.tool(name, describe(), Schema.shape, cb) with a text built by a call",
    why: "the second argument is not a schema: the text is unknown, the schema is the next argument",
    presets: ["mcp"],
    files: { "src/a.ts": `import { z } from "zod";\nimport { describe } from "@acme/texts";\nconst S = z.object({ id: z.string() });\nserver.tool("get_profile", describe("profile"), S.shape, async () => ({ content: [] }));\n` },
  },
  {
    name: "Genkit's ai.defineFlow({ name, inputSchema, outputSchema }, fn)",
    why: "a flow, not a tool",
    presets: ["mcp", "genkit"],
    files: { "src/a.ts": `export const controlMcp = ai.defineFlow({ name: "controlMcp", inputSchema: {}, outputSchema: {} }, async () => "");\n` },
  },
];

describe("missing-description on real idioms", () => {
  it.each(invalid)("flags: $name", (c) => {
    const { reports } = check(c);
    expect(shape(reports, c.expected)).toEqual(c.expected.map(({ file: _file, ...e }) => e));
    expect(reports.map((r) => r.loc.file)).toEqual(c.expected.map((e) => `/project/${e.file}`));
  });

  it.each(valid)("does not flag: $name", (c) => {
    expect(check(c).reports).toEqual([]);
  });

  it("reads the package import's value as unresolved, one action per tool object", () => {
    const { catalog } = check(valid[0]);
    expect(catalog.actions.map((a) => [a.descriptionStatus, a.loc.line, a.loc.column])).toEqual([["unresolved", 4, 59]]);
  });

  it("reads LangChain's schema description", () => {
    const { catalog } = check(valid.find((c) => c.name.includes("schema carries"))!);
    expect(catalog.actions.map((a) => [a.name, a.description, a.loc.line, a.loc.column])).toEqual([["GetWeather", "Get the current weather in a given location", 3, 27]]);
  });

  it("reads the factory's default description", () => {
    const { catalog } = check(valid.find((c) => c.name.startsWith("a factory's"))!);
    expect(catalog.actions.map((a) => [a.name, a.description])).toEqual([["lookup_customer_profile", "Look up a customer's profile by id."]]);
  });

  it("still finds the render-only hook's neighbours and the flow's file's tools", () => {
    const { catalog } = check({
      name: "",
      presets: ["mcp", "genkit"],
      files: {
        "src/a.ts": `export const t = ai.defineTool({ name: "lookup", description: "Look up a user.", inputSchema: {} }, async () => "");\nexport const list = [{ name: "x", description: "List x.", inputSchema: {} }];\n`,
      },
    });
    expect(catalog.actions.map((a) => a.name)).toEqual(["lookup", "x"]);
  });
});
