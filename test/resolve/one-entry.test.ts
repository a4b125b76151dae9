// A tool declared once and registered elsewhere is one tool to the model, so one entry: where its text is written,
// proven when a registration is, with the (first) registration as its related place. A registration that writes its
// own name or text is the entry; an object of a proven tool's name found by its shape alone is a copy of it.
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../../rules/index.js";
import type { Catalog, Location } from "../../src/types.js";
import { catalogOf, ROOT } from "../helpers/project.js";
import { runRule } from "../rules/run.js";

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
`;
const READ_TOOL = `export const readTool = { name: "read", description: "Read a file.", inputSchema: { type: "object" } };\n`;
const KEYS_ALONE = "it is recognised by its keys (`name`, `description`, `inputSchema`) alone, which other objects than tools have too";

/** `src/tools.ts` declares readTool; `src/server.ts` imports it (line 3) and registers it from line 4. */
function registered(registration: string, tools = READ_TOOL): Record<string, string> {
  return { "src/tools.ts": tools, "src/server.ts": `${SERVER}import { readTool } from "./tools.js";\n${registration}\n` };
}

const at = (l: Location | undefined) => l && `${l.file.replace(`${ROOT}/`, "")}:${l.line}:${l.column}`;

/** Each entry: name, where its text is, where it is registered, and why it is not proven (undefined: proven). */
function entries(catalog: Catalog): (string | undefined)[][] {
  return catalog.actions.map((a) => [a.name, a.description, at(a.loc), at(a.registeredAt), a.unproven]);
}

const ONE = (registeredAt: string) => [["read", "Read a file.", "src/tools.ts:1:54", registeredAt, undefined]];

describe("a tool object registered elsewhere is one entry, at its declaration", () => {
  it.each([
    ["by its fields", registered(`server.registerTool(readTool.name, { description: readTool.description, inputSchema: readTool.inputSchema }, cb);`), ONE("src/server.ts:4:1")],
    ["by the object itself", registered(`server.registerTool(readTool.name, readTool, cb);`), ONE("src/server.ts:4:1")],
    ["by a spread of it", registered(`server.registerTool(readTool.name, { ...readTool }, cb);`), ONE("src/server.ts:4:1")],
    ["by positional arguments", registered(`server.tool(readTool.name, readTool.description, {}, cb);`), ONE("src/server.ts:4:1")],
    [
      "by two servers: the first registration is related",
      registered(`server.registerTool(readTool.name, { description: readTool.description }, cb);\nconst other = new McpServer({ name: "o", version: "1" });\nother.registerTool(readTool.name, readTool, cb);`),
      ONE("src/server.ts:4:1"),
    ],
    [
      "by a helper the project calls for it: the call that passes it",
      registered(`function add(t) { server.registerTool(t.name, { description: t.description }, cb); }\nadd(readTool);`),
      ONE("src/server.ts:5:1"),
    ],
    [
      "typed with the SDK's Tool",
      registered(
        `server.registerTool(readTool.name, readTool, cb);`,
        `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const readTool: Tool = { name: "read", description: "Read a file.", inputSchema: { type: "object" } };\n`,
      ),
      [["read", "Read a file.", "src/tools.ts:2:60", "src/server.ts:4:1", undefined]],
    ],
    [
      "in a loop over a list of definitions: at the element, the registration related",
      {
        "src/tools.ts": `export const TOOLS = [\n  { name: "read", description: "Read a file.", inputSchema: {} },\n];\n`,
        "src/server.ts": `${SERVER}import { TOOLS } from "./tools.js";\nfor (const t of TOOLS) server.registerTool(t.name, { description: t.description }, cb);\n`,
      },
      [["read", "Read a file.", "src/tools.ts:2:32", "src/server.ts:4:24", undefined]],
    ],
  ])("%s", (_title, files, expected) => {
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual(expected);
  });

  // The low-level server answers tools/list from a list the project builds by a map over its own data
  // (`KINDS.map((k) => ({ name: toolName(k.slug), description: \`Detect ${k.label}.\` }))`): each tool is one entry,
  // where its text is written (the map's literal, not the data's element), named as the helper makes it; an HTTP
  // listing of the same list that cuts the text (`t.description.split("\n\n")[0]`) is that tool again.
  const LOW_LEVEL = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nimport { TOOLS } from "./tools.js";\nconst server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })) }));\n`;
  const MAPPED = {
    "src/data.ts": `export const KINDS = [\n  { slug: "brain-mri", label: "a brain MRI" },\n  { slug: "chest-x-ray", label: "a chest X-ray" },\n];\n`,
    "src/tools.ts": `import { KINDS } from "./data.js";\nfunction toolName(slug: string) { return \`detect_\${slug.replace(/-/g, "_")}\`; }\nexport const TOOLS = KINDS.map((k) => ({\n  name: toolName(k.slug),\n  description: \`Detect findings in \${k.label}.\`,\n  inputSchema: { type: "object" },\n}));\n`,
    "src/server.ts": LOW_LEVEL,
  };
  it.each<[string, Record<string, string>]>([
    ["listed by tools/list", MAPPED],
    [
      "and by an HTTP listing that cuts the text",
      { ...MAPPED, "src/http.ts": `import { TOOLS } from "./tools.js";\nexport const list = () => TOOLS.map((t) => ({ name: t.name, description: t.description.split("\\n\\n")[0], inputSchema: t.inputSchema }));\n` },
    ],
  ])("a list mapped from the project's data, %s: one entry per tool, at the map's literal", (_title, files) => {
    expect(catalogOf(files, { presets: ["mcp"] }).actions.map((a) => [a.name, a.description, at(a.loc)])).toEqual([
      ["detect_brain_mri", "Detect findings in a brain MRI.", "src/tools.ts:5:16"],
      ["detect_chest_x_ray", "Detect findings in a chest X-ray.", "src/tools.ts:5:16"],
    ]);
  });

  it("a loop that registers a definition with its text cut (not read) registers that definition", () => {
    const files = registered(`for (const t of [readTool]) server.registerTool(t.name, { description: t.description.split("\\n\\n")[0] }, cb);`);
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual(ONE("src/server.ts:4:29"));
  });

  it("a registration not proven to be the SDK's leaves the declaration unproven, related to it", () => {
    const files = registered(`function add(s, t) { s.registerTool(t.name, { description: t.description }, cb); }\nadd(server, readTool);`);
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual([["read", "Read a file.", "src/tools.ts:1:54", "src/server.ts:5:1", KEYS_ALONE]]);
  });

  it("LangChain's tool(fn, options) with the options in another file", () => {
    const files = {
      "src/tools.ts": `import { z } from "zod";\nexport const opts = { name: "read", description: "Read a file.", schema: z.object({}) };\n`,
      "src/a.ts": `import { tool } from "@langchain/core/tools";\nimport { opts } from "./tools.js";\nexport const t = tool(async () => "", opts);\n`,
    };
    expect(entries(catalogOf(files, { presets: ["langchain"] }))).toEqual([["read", "Read a file.", "src/tools.ts:2:50", "src/a.ts:3:18", undefined]]);
  });

  it.each([
    [
      "openai",
      `export const readTool = { type: "function", function: { name: "read", description: "Read a file.", parameters: {} } };\n`,
      `import OpenAI from "openai";\nimport { readTool } from "./tools.js";\nawait new OpenAI().chat.completions.create({ model: "m", messages: [], tools: [readTool] });\n`,
      "src/tools.ts:1:84",
    ],
    [
      "anthropic",
      `export const readTool = { name: "read", description: "Read a file.", input_schema: { type: "object" } };\n`,
      `import Anthropic from "@anthropic-ai/sdk";\nimport { readTool } from "./tools.js";\nawait new Anthropic().messages.create({ model: "m", max_tokens: 1, messages: [], tools: [readTool] });\n`,
      "src/tools.ts:1:54",
    ],
  ])("a %s tool object in a call's tools list was already one entry (no matcher finds the call)", (preset, tools, call, loc) => {
    const catalog = catalogOf({ "src/tools.ts": tools, "src/a.ts": call }, { presets: [preset] });
    expect(entries(catalog)).toEqual([["read", "Read a file.", loc, undefined, undefined]]);
  });

  it("a finding about it points at its text, the registration related", () => {
    const files = registered(`server.registerTool(readTool.name, readTool, cb);`, READ_TOOL.replace("Read a file.", ""));
    const rule = ALL_RULES.find((r) => r.id === "missing-description")!;
    const reports = runRule(rule, catalogOf(files, { presets: ["mcp"] }));
    expect(reports.map((r) => [r.messageId, at(r.loc), r.related?.map((l) => `${at(l)} ${l.message}`)])).toEqual([
      ["empty", "src/tools.ts:1:54", ['src/server.ts:4:1 "read" is registered by this call']],
    ]);
  });
});

describe("a registration that writes its own name or text: one entry, the registration's", () => {
  // The object is then read for a part of it at most; found by its shape alone, it is a copy of the proven tool of
  // its name, not a second tool the model is offered.
  it.each([
    ["a description of its own, the name from the object", registered(`server.registerTool(readTool.name, { description: "Read a file." }, cb);`), "Read a file.", 51],
    ["a name of its own, the description from the object", registered(`server.registerTool("read", { description: readTool.description }, cb);`), "Read a file.", 44],
    ["a spread with the same description written over it", registered(`server.registerTool(readTool.name, { ...readTool, description: "Read a file." }, cb);`), "Read a file.", 64],
    ["a spread with another description written over it", registered(`server.registerTool(readTool.name, { ...readTool, description: "Other." }, cb);`), "Other.", 64],
  ])("%s", (_title, files, text, column) => {
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual([["read", text, `src/server.ts:4:${column}`, undefined, undefined]]);
  });

  it("one const text read by the object and by the registration", () => {
    const tools = `export const READ = "Read a file.";\nexport const readTool = { name: "read", description: READ, inputSchema: {} };\n`;
    const files = { "src/tools.ts": tools, "src/server.ts": `${SERVER}import { readTool, READ } from "./tools.js";\nserver.registerTool(readTool.name, { description: READ }, cb);\n` };
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual([["read", "Read a file.", "src/server.ts:4:51", undefined, undefined]]);
  });
});

describe("copies and near misses", () => {
  it("two objects of the same text in two files, each registered: each its own entry", () => {
    const files = {
      "src/one.ts": READ_TOOL,
      "src/two.ts": READ_TOOL,
      "src/server.ts": `${SERVER}import { readTool } from "./one.js";\nimport { readTool as other } from "./two.js";\nserver.registerTool(readTool.name, { description: readTool.description }, cb);\nserver.registerTool(other.name, other, cb);\n`,
    };
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual([
      ["read", "Read a file.", "src/one.ts:1:54", "src/server.ts:5:1", undefined],
      ["read", "Read a file.", "src/two.ts:1:54", "src/server.ts:6:1", undefined],
    ]);
  });

  it("two instances of a factory that make the same tool, one registered: the registration is the tool, the instances copies", () => {
    const tools = `export const make = (d: string) => ({ name: "read", description: d, inputSchema: {} });\nexport const a = make("Read a file.");\nexport const b = make("Read a file.");\n`;
    const files = { "src/tools.ts": tools, "src/server.ts": `${SERVER}import { a } from "./tools.js";\nserver.registerTool(a.name, a, cb);\n` };
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual([["read", "Read a file.", "src/server.ts:4:1", undefined, undefined]]);
  });

  it("two objects of one name, one registered: the other is a copy (a list nothing calls, a generator's records)", () => {
    const files = { "src/one.ts": READ_TOOL, "src/two.ts": READ_TOOL.replace("Read a file.", "Reads a file."), "src/server.ts": `${SERVER}import { readTool } from "./one.js";\nserver.registerTool(readTool.name, readTool, cb);\n` };
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual([["read", "Read a file.", "src/one.ts:1:54", "src/server.ts:4:1", undefined]]);
  });

  it("near miss: an object of the same name that its file hands to a `tools:` (a second server's tools/list answer) stays", () => {
    const express = `const tools = [{ name: "read", description: "Read a file.", inputSchema: {} }];\napp.post("/tools/list", (req, res) => res.json({ result: { tools } }));\n`;
    const files = { "src/one.ts": READ_TOOL, "src/http.ts": express, "src/server.ts": `${SERVER}import { readTool } from "./one.js";\nserver.registerTool(readTool.name, readTool, cb);\n` };
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual([
      ["read", "Read a file.", "src/one.ts:1:54", "src/server.ts:4:1", undefined],
      ["read", "Read a file.", "src/http.ts:1:45", undefined, KEYS_ALONE],
    ]);
  });

  it("near miss: an unregistered object of another name stays", () => {
    const files = { "src/one.ts": READ_TOOL, "src/two.ts": READ_TOOL.replace('"read"', '"write"'), "src/server.ts": `${SERVER}import { readTool } from "./one.js";\nserver.registerTool(readTool.name, readTool, cb);\n` };
    expect(entries(catalogOf(files, { presets: ["mcp"] }))).toEqual([
      ["read", "Read a file.", "src/one.ts:1:54", "src/server.ts:4:1", undefined],
      ["write", "Read a file.", "src/two.ts:1:55", undefined, KEYS_ALONE],
    ]);
  });
});
