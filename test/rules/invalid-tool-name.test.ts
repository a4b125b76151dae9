import { describe, expect, it } from "vitest";

import rule from "../../rules/invalid-tool-name.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

const subject = (name: string) => ({ type: "action" as const, name });
const mcp = (name: string, line = 1) => action(name, { preset: "mcp", nameFrom: "argument", description: "Do it.", line, declarationLoc: loc(line, 8) });

const invalid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown>; expected: Expected[] }> = [
  {
    name: "a dotted MCP name (reported on the declaration, naming the clients that refuse it)",
    catalog: catalog({ actions: [mcp("notes.search", 3)] }),
    expected: [{ messageId: "mcpCharacters", data: { name: "notes.search", characters: "“.”", suggestion: "notes_search" }, subject: subject("notes.search"), line: 3, column: 8 }],
  },
  {
    name: "a name with spaces and a slash",
    catalog: catalog({ actions: [mcp("Create CIFS Share/v2", 4)] }),
    expected: [{ messageId: "mcpCharacters", data: { name: "Create CIFS Share/v2", characters: "space, “/”", suggestion: "Create_CIFS_Share_v2" }, subject: subject("Create CIFS Share/v2"), line: 4, column: 8 }],
  },
  {
    name: "a FastMCP tool's dotted name (an MCP server's: the clients are named)",
    catalog: catalog({ actions: [action("db.query", { preset: "fastmcp", line: 2, declarationLoc: loc(2, 5) })] }),
    expected: [{ messageId: "mcpCharacters", data: { name: "db.query", characters: "“.”", suggestion: "db_query" }, subject: subject("db.query"), line: 2, column: 5 }],
  },
  {
    name: "a name with a letter outside ASCII (an API's tool: the API is named)",
    catalog: catalog({ actions: [action("créer_note", { preset: "anthropic", line: 5, declarationLoc: loc(5, 3) })] }),
    expected: [{ messageId: "characters", data: { name: "créer_note", characters: "“é”", suggestion: "cr_er_note" }, subject: subject("créer_note"), line: 5, column: 3 }],
  },
  {
    name: "a name of 65 characters",
    catalog: catalog({ actions: [action("a".repeat(65), { preset: "vercel-ai", line: 6, declarationLoc: loc(6, 1) })] }),
    expected: [{ messageId: "tooLong", data: { name: "a".repeat(65), length: 65, maxLength: 64 }, subject: subject("a".repeat(65)), line: 6, column: 1 }],
  },
  {
    name: "an empty name",
    catalog: catalog({ actions: [action("", { preset: "fastmcp", line: 7, declarationLoc: loc(7, 1) })] }),
    expected: [{ messageId: "empty", subject: subject(""), line: 7, column: 1 }],
  },
  {
    name: "a name of 129 characters with maxLength 128",
    catalog: catalog({ actions: [mcp("b".repeat(129), 8)] }),
    options: { maxLength: 128 },
    expected: [{ messageId: "tooLong", data: { name: "b".repeat(129), length: 129, maxLength: 128 }, subject: subject("b".repeat(129)), line: 8, column: 8 }],
  },
  {
    name: "a preset added by the option",
    catalog: catalog({ actions: [action("get weather", { preset: "mastra", line: 9, declarationLoc: loc(9, 1) })] }),
    options: { presets: ["mastra"] },
    expected: [{ messageId: "characters", data: { name: "get weather", characters: "space", suggestion: "get_weather" }, subject: subject("get weather"), line: 9, column: 1 }],
  },
];

const valid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown> }> = [
  { name: "snake, kebab and camel case", catalog: catalog({ actions: [mcp("search_notes"), mcp("get-user"), mcp("listFiles"), mcp("DATA_EXPORT_v2")] }) },
  { name: "exactly 64 characters", catalog: catalog({ actions: [mcp("c".repeat(64))] }) },
  { name: "65 characters with maxLength 128", catalog: catalog({ actions: [mcp("d".repeat(65))] }), options: { maxLength: 128 } },
  { name: "kumiko's dotted names (no preset)", catalog: catalog({ actions: [action("contact.merge")] }) },
  { name: "an SDK that rewrites names (OpenAI Agents)", catalog: catalog({ actions: [action("Billing status checker", { preset: "openai" })] }) },
  { name: "an n8n operation", catalog: catalog({ actions: [action("Add Member", { preset: "n8n" })] }) },
  { name: "a declaration whose name was not read", catalog: catalog({ actions: [action("<unnamed action at line 30>", { preset: "mcp" })] }) },
  { name: "an MCP-shaped object whose name is a title (Stripe's toolkit keeps the wire name in `method`)", catalog: catalog({ actions: [action("Retrieve Balance", { preset: "mcp", nameFrom: "field" })] }) },
  { name: "a WebMCP object for the browser's agent", catalog: catalog({ actions: [action("page.get_url", { preset: "mcp", nameFrom: "field" })] }) },
  { name: "a preset taken out by the option", catalog: catalog({ actions: [mcp("page.get_url")] }), options: { presets: ["anthropic"] } },
];

describe("invalid-tool-name", () => {
  it("is an error with a security severity", () => {
    expect([rule.id, rule.defaultSeverity, rule.securitySeverity]).toEqual(["invalid-tool-name", "error", "3.0"]);
  });

  it.each(invalid)("flags $name", ({ catalog, options, expected }) => {
    expect(shape(runRule(rule, catalog, options), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog, options }) => {
    expect(runRule(rule, catalog, options)).toEqual([]);
  });
});
