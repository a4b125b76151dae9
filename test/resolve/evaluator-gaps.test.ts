// What the evaluator reads that leaves a found tool named and described: enum members, consts of `if`/`try`/`case`
// blocks, a constructor's const handed to `super`; and the near misses it must leave unknown (with a true reason).
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

/** `name | description` (or `name | (status: reason)`) of every action of a one-file project. */
function found(presets: string[], source: string): string[] {
  return catalogOf({ "src/a.ts": source }, { presets }).actions.map(
    (a) => `${a.name} | ${a.descriptionStatus === "ok" ? a.description : `(${a.descriptionStatus}: ${a.unresolvedReason ?? ""})`}`,
  );
}

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n`;

describe("evaluator: what it reads", () => {
  it.each<[string, string[], string, string[]]>([
    [
      "an enum member as the name",
      ["mcp"],
      `${MCP}enum ToolName { GetUser = "get_user", ListUsers = "list_users" }\nserver.registerTool(ToolName.ListUsers, { description: "List users." }, cb);`,
      ["list_users | List users."],
    ],
    [
      "an enum member inside a template",
      ["mcp"],
      `${MCP}enum Prefix { Crm = "crm" }\nserver.registerTool(\`\${Prefix.Crm}_search\`, { description: "Search the CRM." }, cb);`,
      ["crm_search | Search the CRM."],
    ],
    [
      "an enum's implicit numbers after an explicit one",
      ["mcp"],
      `${MCP}enum Level { Low = 3, High }\nserver.registerTool("level", { description: \`Set level \${Level.High}.\` }, cb);`,
      ["level | Set level 4."],
    ],
    [
      "a const of an `if` block",
      ["mcp"],
      `${MCP}export function register(flag: boolean) {\n  if (flag) {\n    const text = "Read a file.";\n    server.registerTool("read", { description: text }, cb);\n  }\n}`,
      ["read | Read a file."],
    ],
    [
      "a const of a `try` block",
      ["mcp"],
      `${MCP}export function register() {\n  try {\n    const text = "Write a file.";\n    server.registerTool("write", { description: text }, cb);\n  } catch {}\n}`,
      ["write | Write a file."],
    ],
    [
      "a constructor's const handed to `super`",
      ["langchain"],
      `import { StructuredTool } from "@langchain/core/tools";\nexport class Search extends StructuredTool {\n  constructor() {\n    const toolInput = { name: "search", description: "Search the web." };\n    super(toolInput);\n  }\n}`,
      ["search | Search the web."],
    ],
    [
      "a destructuring const of a loop's body: a converter of tools read at run time declares nothing (a template)",
      ["vercel-ai"],
      `import { dynamicTool } from "ai";\nexport function convert(list: Def[]) {\n  for (const def of list) {\n    const { name, description } = def;\n    tools[name] = dynamicTool({ description, inputSchema, execute });\n  }\n}`,
      [],
    ],
    [
      "a converter called with the elements of an array-pattern parameter declares nothing (a template per call)",
      ["vercel-ai"],
      `import { tool } from "ai";\nfunction convert(t: T) {\n  const cfg = { description: t.description };\n  cfg.execute = run;\n  return tool(cfg);\n}\nexport const all = (m: M) => Object.entries(m).map(([name, t]) => convert(t));`,
      [],
    ],
    [
      "a description given as a function of nothing: what it returns",
      ["mcp"],
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const t: Tool = { name: "agent", description: () => ["Delegate a task.", "It runs alone."].join(" "), inputSchema };`,
      ["agent | Delegate a task. It runs alone."],
    ],
    [
      "`typeof d === \"function\" ? d() : d` of a text, and of a function of nothing",
      ["mcp"],
      `${MCP}const text = "Read a file.";\nconst make = () => "Write a file.";\nserver.registerTool("read", { description: typeof text === "function" ? text() : text }, cb);\nserver.registerTool("write", { description: typeof make !== "function" ? make : make() }, cb);`,
      ["read | Read a file.", "write | Write a file."],
    ],
    [
      "a key assigned after the declaration: the other keys are still as written",
      ["mcp"],
      `${MCP}const config = { description: "Read a file." };\nconfig.annotations = { readOnlyHint: true };\nserver.registerTool("read", config, cb);`,
      ["read | Read a file."],
    ],
    [
      "the rest of a destructuring: the source without the keys taken",
      ["mcp"],
      `${MCP}const full = { description: "Read a file.", outputSchema: {} };\nconst { outputSchema, ...config } = full;\nserver.registerTool("read", config, cb);`,
      ["read | Read a file."],
    ],
  ])("%s", (_title, presets, source, expected) => {
    expect(found(presets, source)).toEqual(expected);
  });
});

describe("evaluator: near misses, unknown with a true reason", () => {
  it.each<[string, string, string[]]>([
    [
      "one name bound in two blocks",
      `${MCP}export function register(flag: boolean) {\n  if (flag) { const text = "Read a file."; }\n  else { const text = "Write a file."; }\n  server.registerTool("io", { description: text }, cb);\n}`,
      ["io | (unresolved: `text` is bound in two blocks)"],
    ],
    [
      "an ambient enum (its values are elsewhere)",
      `${MCP}declare enum ToolText { Read }\nserver.registerTool("read", { description: ToolText.Read }, cb);`,
      ["read | (unresolved: `ToolText` is an ambient enum)"],
    ],
    [
      "the key assigned after the declaration is the description: unknown, and says so",
      `${MCP}const config = { description: "Read a file." };\nconfig.description = load();\nserver.registerTool("read", config, cb);`,
      ["read | (unresolved: `config.description` is assigned after it is declared)"],
    ],
    [
      "the rest of a destructuring does not have the key taken",
      `${MCP}const full = { description: "Read a file.", title: "Read" };\nconst { description, ...config } = full;\nserver.registerTool("read", config, cb);`,
      ["read | (missing: )"],
    ],
    [
      "a zod schema of tool definitions (a name and a description that are schemas) is no tool; one with a text is",
      `import { z } from "zod";\nexport const out = z.object({ name: z.string().describe("Tool name"), description: z.string().describe("What it does"), inputSchema: z.record(z.string(), z.unknown()) });\nexport const t = { name: TOOL_NAME, description: "Read a file.", inputSchema };`,
      ["t | Read a file."],
    ],
    [
      "a description given as a function of its input is known per call only",
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const t: Tool = { name: "agent", description: (input) => input.text, inputSchema };`,
      ["agent | (unresolved: the description is a function of its arguments, called at run time)"],
    ],
    [
      "`typeof` of what is not known is not known, with its reason",
      `${MCP}export function f(d: string) { server.registerTool("read", { description: typeof d === "string" ? d : "Read." }, cb); }`,
      ["read | (unresolved: `d` is a parameter of `f`, which is never called)"],
    ],
    [
      "a comparison of two objects is not followed",
      `${MCP}const a = {};\nconst b = {};\nserver.registerTool("read", { description: a === b ? "Same." : "Other." }, cb);`,
      ["read | (unresolved: a comparison of two objects)"],
    ],
    [
      "an enum member after a text member has no number",
      `${MCP}enum T { A = "a", B }\nserver.registerTool("b", { description: T.B }, cb);`,
      ["b | (unresolved: the value of `T.B` follows a member that is not a number)"],
    ],
  ])("%s", (_title, source, expected) => {
    expect(found(["mcp"], source)).toEqual(expected);
  });
});
