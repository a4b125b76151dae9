// The mcp preset on a realistic server (test/fixtures/mcp): McpServer.registerTool with configs inline, in
// consts at the bottom of the file and built from imported annotation consts; the positional server.tool API;
// tools on `this.server` in a Cloudflare McpAgent; the low-level Server's tool objects in a .mjs file.
// Expectations follow the preset's spec (docs/frameworks.md) and docs/design.md, not the tool's output.
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../../rules/index.js";
import { catalogOf } from "../helpers/project.js";
import { runRule } from "../rules/run.js";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const unknown = { type: "action", kind: "unknown", approval: false } as const;
const read = { type: "action", kind: "read", approval: false } as const;
const write = { type: "action", kind: "write", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;
const missing = { description: undefined, status: "missing" } as const;

const EXPECTED: Row[] = [
  // scripts/dev-server.mjs: registerTool with only a description; positional tool() with and without one.
  { ...unknown, name: "ping", ...ok("Check that the server is alive."), at: "scripts/dev-server.mjs:9:44" },
  { ...unknown, name: "time", ...ok("Return the server's current time in ISO 8601 format."), at: "scripts/dev-server.mjs:13:21" },
  // server.tool(name, paramsSchema, annotations, cb): argument 1 is an object, not a string; the annotations
  // argument's readOnlyHint makes it a read.
  { ...read, name: "sleep", ...missing, at: "scripts/dev-server.mjs:17:1" },

  // scripts/legacy-server.mjs: low-level { name, description, inputSchema } objects, in a const and in an array.
  { ...unknown, name: "echo", ...ok("Echo the message back to the caller."), at: "scripts/legacy-server.mjs:13:16" },
  { ...unknown, name: "add", ...ok("Add two numbers and return the sum."), at: "scripts/legacy-server.mjs:30:18" },
  { ...unknown, name: "get_env", ...missing, at: "scripts/legacy-server.mjs:37:3" },

  // src/agent.ts: this.server.tool / this.server.registerTool inside McpAgent.init().
  { ...unknown, name: "add_note", ...ok("Add a note to the notebook."), at: "src/agent.ts:13:34" },
  {
    ...unknown,
    name: "search_notes",
    ...ok("\n          Full-text search over the notebook.\n          Returns the ten best matches, newest first."),
    at: "src/agent.ts:22:22",
  },
  // destructiveHint: true alone makes it a write.
  { ...write, name: "clear_notes", ...ok("Delete every note in the notebook."), at: "src/agent.ts:39:22" },

  // src/tools/files.ts: registerTool inside registerFileTools(server, root). createServer() calls it, and both
  // transports call createServer(), but no field uses a parameter: not a factory, one item each
  // (docs/design.md#static-evaluation).
  {
    ...read,
    name: "read_file",
    ...ok("Read the complete contents of a file from the workspace. Fails when the path resolves outside the workspace root."),
    at: "src/tools/files.ts:14:9",
  },
  {
    ...write,
    name: "write_file",
    ...ok(
      "Create a new file or overwrite an existing one with the given content.\nUse with caution: existing content is replaced without a backup.",
    ),
    at: "src/tools/files.ts:26:20",
  },
  {
    ...read,
    name: "list_directory",
    ...ok("List the files and folders in a directory. See https://workspace-mcp.dev/docs/tools#list_directory for the output format."),
    at: "src/tools/files.ts:44:20",
  },
  // readOnlyHint: false makes it a write even with destructiveHint: false.
  { ...write, name: "move_file", ...ok("Move or rename a file. Both paths must stay inside the workspace."), at: "src/tools/files.ts:55:20" },
  // The name is an imported const's property.
  {
    ...read,
    name: "search_files",
    ...ok(
      "Recursively search the workspace for files whose name or content matches a glob pattern or a regular expression, skipping anything ignored by .gitignore and the configured exclude folders. Returns at most 200 matches.",
    ),
    at: "src/tools/files.ts:70:9",
  },
  // Name and config are consts further down the file: located at the call (where `server` starts). The
  // annotations are an imported const with destructiveHint: true.
  { ...write, name: "delete_file", ...ok("Permanently delete a file from the workspace."), at: "src/tools/files.ts:78:3" },
  { ...read, name: "stat_file", ...missing, at: "src/tools/files.ts:83:3" },

  // src/tools/users.ts: positional server.tool.
  { ...unknown, name: "get-user", ...ok("Get user info"), at: "src/tools/users.ts:9:27" },
  { ...unknown, name: "list-users", ...missing, at: "src/tools/users.ts:11:3" },
  // The description is a const's property defined after the function: a positional argument, located there.
  {
    ...unknown,
    name: "delete-user",
    ...ok("Delete a user and revoke all of their sessions. This cannot be undone."),
    at: "src/tools/users.ts:15:5",
  },
  { ...unknown, name: "invite-user", ...ok(""), at: "src/tools/users.ts:23:30" },
  // server.tool(name, cb): argument 1 is the callback.
  { ...unknown, name: "whoami", ...missing, at: "src/tools/users.ts:25:3" },
];

describe("mcp preset (test/fixtures/mcp)", () => {
  it("is picked from package.json, alone", () => {
    expect(loadFixture("mcp").presets).toEqual([{ package: ".", presets: ["mcp"] }]);
  });

  it("finds every tool, and nothing else (prompts, resources, callTool, JSON-schema properties)", () => {
    expect(fixtureRows("mcp")).toEqual(EXPECTED);
  });

  it("records where each name was written: a registration call's argument, or an object's name field", () => {
    const fields = loadFixture("mcp").catalog.actions.filter((a) => a.nameFrom !== "argument").map((a) => [a.name, a.nameFrom]);
    expect(fields).toEqual([["echo", "field"], ["add", "field"], ["get_env", "field"]]);
  });

  it("builds the directory when the team cuts MCP tools into one (directory.cut): first sentence, capped at 160 characters", () => {
    const project = loadFixture("mcp", { cut: true });
    expect(project.directories.map((d) => d.role)).toEqual(["*"]);
    expect(project.directories[0].lines.map((l) => l.text)).toEqual([
      "add: Add two numbers and return the sum.",
      "add_note: Add a note to the notebook.",
      "clear_notes (write): Delete every note in the notebook.",
      "delete-user: Delete a user and revoke all of their sessions.",
      "delete_file (write): Permanently delete a file from the workspace.",
      "echo: Echo the message back to the caller.",
      "get-user: Get user info",
      "get_env: ",
      "invite-user: ",
      "list-users: ",
      "list_directory (read): List the files and folders in a directory.",
      "move_file (write): Move or rename a file.",
      "ping: Check that the server is alive.",
      "read_file (read): Read the complete contents of a file from the workspace.",
      // The first sentence is 188 characters: cut at the last space that leaves room for the ellipsis.
      "search_files (read): Recursively search the workspace for files whose name or content matches a glob pattern or a regular expression, skipping anything ignored by .gitignore and…",
      "search_notes: Full-text search over the notebook.",
      "sleep (read): ",
      "stat_file (read): ",
      "time: Return the server's current time in ISO 8601 format.",
      "whoami: ",
      "write_file (write): Create a new file or overwrite an existing one with the given content.",
    ]);
  });
});

// `server.tool(name, description?, schema?, annotations?, callback)`: the hints of the annotations argument give the
// kind, as registerTool's `annotations` do, and risk-not-declared reads them.
describe("mcp: server.tool's annotations argument", () => {
  const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "s", version: "1" });\nconst READ_ONLY = { readOnlyHint: true };\n`;
  const kinds = (call: string) => catalogOf({ "src/a.ts": SERVER + call }, { presets: ["mcp"] }).actions.map((a) => `${a.name} ${a.kind}`);
  it.each([
    ["description, schema, annotations", `server.tool("find", "Find a customer.", { q: z.string() }, { readOnlyHint: true }, cb);`, ["find read"]],
    ["description, annotations (no schema)", `server.tool("wipe", "Delete every note.", { destructiveHint: true }, cb);`, ["wipe write"]],
    ["schema, annotations (no description)", `server.tool("sleep", { ms: z.number() }, { title: "Sleep", readOnlyHint: true }, cb);`, ["sleep read"]],
    ["annotations held in a const", `server.tool("list", "List the notes.", { q: z.string() }, READ_ONLY, cb);`, ["list read"]],
    // Near misses: a schema is no annotations, though it has a key `title`; no annotations, no kind.
    ["near miss: a schema with a `title` field", `server.tool("rename", "Rename a note.", { title: z.string() }, cb);`, ["rename unknown"]],
    ["near miss: no annotations", `server.tool("echo", "Echo the text.", { text: z.string() }, cb);`, ["echo unknown"]],
  ])("%s", (_title, call, expected) => {
    expect(kinds(call)).toEqual(expected);
  });

  it("risk-not-declared reads them: a permanent deletion declared read-only", () => {
    const catalog = catalogOf({ "src/a.ts": `${SERVER}server.tool("purge", "Permanently delete every attachment. This cannot be undone.", { id: z.string() }, { readOnlyHint: true }, cb);` }, { presets: ["mcp"] });
    const rule = ALL_RULES.find((r) => r.id === "risk-not-declared")!;
    expect(runRule(rule, catalog).map((d) => [d.messageId, d.subject.name, d.loc.line])).toEqual([["declaredRead", "purge", 5]]);
  });
});

// A tool module: registerTool's three arguments kept as one object `{ name, config: { description, inputSchema },
// handler }`, registered in a loop over a module namespace, or returned by a factory a framework's helper registers.
// Rows: the files, then each action as `name | description | where its text is | kind | proven or not`.
describe("mcp: tool modules", () => {
  const SDK = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
  const module = (name: string, config = `{ title: "T", description: "Do ${name}.", inputSchema: { q: z.string() } }`) =>
    `import { z } from "zod";\nexport const ${name}Tool = {\n  name: "${name}",\n  config: ${config},\n  handler: async () => ({ content: [] }),\n};\n`;
  const factory = (name: string) =>
    `import { z } from "zod";\nconst config = { description: "Do ${name}.", inputSchema: { q: z.string() }, annotations: { readOnlyHint: true } };\nexport default function createTool() {\n  return { name: "${name}", config, handler: async () => ({ content: [] }) };\n}\n`;
  const BARREL = { "src/tools/a.ts": module("a"), "src/tools/b.ts": module("b"), "src/tools/index.ts": `export { aTool } from "./a.js";\nexport { bTool } from "./b.js";\n` };
  const loop = (over: string) => `${SDK}import * as tools from "./tools/index.js";\nconst server = new McpServer({ name: "x", version: "1" });\n${over}`;
  const actions = (files: Record<string, string>) =>
    catalogOf(files, { presets: ["mcp"] }).actions.map((a) => `${a.name} | ${a.description} | ${a.loc.file.replace("/project/", "")}:${a.loc.line} | ${a.kind} | ${a.unproven ? "unproven" : "proven"}`);
  it.each<[string, Record<string, string>, string[]]>([
    [
      "Object.values of a module namespace, through a const, registered in a loop: proven by the registration",
      { ...BARREL, "src/server.ts": loop(`const list = Object.values(tools);\nlist.forEach((t) => server.registerTool(t.name, t.config as any, t.handler as any));\n`) },
      ["a | Do a. | src/tools/a.ts:4 | unknown | proven", "b | Do b. | src/tools/b.ts:4 | unknown | proven"],
    ],
    [
      "the same in a for…of over Object.values, with `export *` in the barrel",
      { ...BARREL, "src/tools/index.ts": `export * from "./a.js";\nexport * from "./b.js";\n`, "src/server.ts": loop(`for (const t of Object.values(tools)) server.registerTool(t.name, t.config, t.handler);\n`) },
      ["a | Do a. | src/tools/a.ts:4 | unknown | proven", "b | Do b. | src/tools/b.ts:4 | unknown | proven"],
    ],
    [
      "a factory's module, its config a const, registered by another package's helper: unproven, its annotations read",
      { "src/tools/a.ts": factory("a"), "src/setup.ts": `import { registerTools } from "@mcp-z/server";\nimport a from "./tools/a.js";\nregisterTools(server, [a()]);\n` },
      ["a | Do a. | src/tools/a.ts:4 | read | unproven"],
    ],
  ])("%s", (_title, files, expected) => {
    expect(actions(files)).toEqual(expected);
  });

  it.each<[string, string]>([
    ["a job's definition: no input schema in its config", `export const job = { name: "nightly", config: { description: "Runs at night.", cron: "0 0 * * *" }, handler };\n`],
    ["a route: a config without a description", `export const route = { name: "users", config: { inputSchema: {}, auth: false }, handler };\n`],
    ["no handler beside the config", `export const settings = { name: "theme", config: { description: "Dark.", inputSchema: {} } };\n`],
    [
      "a prompt module: its config a const without an input schema",
      `export default function createPrompt() {\n  const config = { description: "A guide to A1 notation." };\n  const handler = async () => ({ messages: [] });\n  return { name: "a1-notation", config, handler };\n}\n`,
    ],
    [
      "a resource module: its config a typed const without an input schema, another factory's config before it",
      `export function a() {\n  const config = { description: "Do a.", inputSchema: {} };\n  return config;\n}\nexport default function createResource() {\n  const config: ResourceConfig = { description: "A file.", mimeType: "application/json" };\n  return { name: "file", template, config, handler };\n}\n`,
    ],
  ])("near miss: %s", (_title, source) => {
    expect(actions({ "src/a.ts": source })).toEqual([]);
  });
});

// A server's own tool class or factory given `server.tool`'s arguments as one object (`new WebTool({ server, name,
// description, paramsSchema, annotations, callback })`): unproven by its keys, its annotations read.
describe("mcp: objects of server.tool's arguments", () => {
  const actions = (files: Record<string, string>) =>
    catalogOf(files, { presets: ["mcp"] }).actions.map((a) => `${a.name} | ${a.description} | ${a.loc.file.replace("/project/", "")}:${a.loc.line} | ${a.kind} | ${a.unproven ? "unproven" : "proven"}`);
  const TOOL_CLASS = `export class WebTool { constructor(readonly options: { name: string; description: string; paramsSchema: object }) {} }\n`;
  it.each<[string, Record<string, string>, string[]]>([
    [
      "a project class's constructor argument, with annotations",
      {
        "src/tool.ts": TOOL_CLASS,
        "src/views.ts": `import { z } from "zod";\nimport { WebTool } from "./tool.js";\nexport const listViews = () =>\n  new WebTool({\n    name: "list-views",\n    description: "List the views of a site.",\n    paramsSchema: { filter: z.string().optional() },\n    annotations: { readOnlyHint: true },\n    callback: async () => ({ content: [] }),\n  });\n`,
      },
      ["list-views | List the views of a site. | src/views.ts:6 | read | unproven"],
    ],
    [
      "a factory's argument, without annotations",
      { "src/a.ts": `import { z } from "zod";\nimport { defineTool } from "./define.js";\nexport default defineTool({ name: "get_view", description: "Get one view.", paramsSchema: { id: z.string() }, callback });\n` },
      ["get_view | Get one view. | src/a.ts:3 | unknown | unproven"],
    ],
  ])("%s", (_title, files, expected) => {
    expect(actions(files)).toEqual(expected);
  });

  it.each<[string, string]>([
    ["a prompt's arguments: argsSchema, not paramsSchema", `export const p = { name: "review", description: "Review code.", argsSchema: {} };\n`],
    ["a type's declaration of the keys, no object", `export interface ToolParams { name: string; description: string; paramsSchema: object }\n`],
    ["no description beside the schema", `export const q = { name: "query", paramsSchema: {} };\n`],
  ])("near miss: %s", (_title, source) => {
    expect(actions({ "src/a.ts": source })).toEqual([]);
  });
});

// A tool module: one tool per file, its parts exported, the files of a folder imported at run time (Postman's MCP
// server). Rows: the files, then each action as `name | description | where its text is | kind | proven or not`.
describe("mcp: a file whose exports are one tool", () => {
  const actions = (files: Record<string, string>) =>
    catalogOf(files, { presets: ["mcp"] }).actions.map((a) => `${a.name} | ${a.description} | ${a.loc.file.replace("/project/", "")}:${a.loc.line} | ${a.kind} | ${a.unproven ? "unproven" : "proven"}`);
  const POSTMAN = `import { z } from "zod";\nexport const method = "createCollection";\nexport const description =\n  "Creates a collection.";\nexport const parameters = z.object({ workspace: z.string() });\nexport const annotations = { title: "Create", destructiveHint: false, readOnlyHint: false };\nexport async function handler() {\n  return { content: [] };\n}\n`;
  it.each<[string, Record<string, string>, string[]]>([
    ["method, description, parameters, annotations and a handler function", { "src/tools/createCollection.ts": POSTMAN }, ["createCollection | Creates a collection. | src/tools/createCollection.ts:4 | write | unproven"]],
    [
      "name, description, inputSchema and a handler const, the text a const of the file",
      { "src/tools/search.ts": `const TEXT = "Search the notes.";\nexport const name = "search_notes";\nexport const description = TEXT;\nexport const inputSchema = { query: z.string() };\nexport const handler = async () => ({ content: [] });\n` },
      ["search_notes | Search the notes. | src/tools/search.ts:3 | unknown | unproven"],
    ],
  ])("%s", (_title, files, expected) => {
    expect(actions(files)).toEqual(expected);
  });

  it.each<[string, string]>([
    ["no handler: a module of constants", `export const method = "GET";\nexport const description = "The method.";\nexport const parameters = {};\n`],
    ["the parts not exported", `const name = "a";\nconst description = "Do a.";\nconst inputSchema = {};\nexport function handler() {}\n`],
    ["a handler declared without a body", `export const name = "a";\nexport const description = "Do a.";\nexport const inputSchema = {};\nexport declare function handler(): void;\n`],
  ])("near miss: %s", (_title, source) => {
    expect(actions({ "src/tools/a.ts": source })).toEqual([]);
  });
});
