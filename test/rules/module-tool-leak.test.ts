import { describe, expect, it } from "vitest";

import rule from "../../rules/module-tool-leak.js";
import type { Catalog, Location, Module, Prompt } from "../../src/types.js";
import { mentionedTools, ToolNames } from "../../src/text/module-mentions.js";
import { catalog, FILE, loc, module } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

/** Instructions written as one double-quoted literal at line `line`, column 17 (`  instructions: "…"`). */
const literal = (text: string, line: number): { text: string; loc: Location } => ({ text, loc: loc(line, 17, { endColumn: 17 + text.length + 2 }) });
const mod = (name: string, tools: string[], instructions?: { text: string; loc: Location }, group = "app"): Module =>
  module(name, { description: `Do ${name} things.`, tools, group, ...(instructions && { instructions }) });
const prompt = (text: string, group = "app", line = 30): Prompt => ({ name: "corePrompt", text, loc: loc(line, 20, { endLine: line + 3 }), group });

const WEB = mod("web_research", ["web_search", "fetch_page"], literal("Use web_search, then fetch_page.", 3));
const FILES = mod("files", ["read_file", "search"]);
const PROMPT = { type: "prompt" as const, name: "corePrompt" };

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a core prompt that names a module's tool (at the prompt: its text is built)",
    catalog: catalog({ modules: [WEB], prompts: [prompt("Answer briefly.\nFor news, use web_search first.")] }),
    expected: [{ messageId: "prompt", data: { name: "corePrompt", tool: "web_search", module: "web_research" }, subject: PROMPT, line: 30, column: 20 }],
  },
  {
    name: "instructions that name another module's tool, at the name in the literal",
    catalog: catalog({ modules: [WEB, FILES, mod("memory", ["save_memory"], literal("Before you read_file a doc, check save_memory.", 12))] }),
    expected: [{ messageId: "instructions", data: { name: "memory", tool: "read_file", module: "files" }, subject: { type: "module", name: "memory" }, line: 12, column: 29 }],
  },
  {
    name: "a name behind a client's prefix, and a plain-word name in backticks",
    catalog: catalog({ modules: [WEB, FILES], prompts: [prompt("Prefer mcp_fetch_page. Never run `search` yourself.")] }),
    expected: [
      { messageId: "prompt", data: { name: "corePrompt", tool: "fetch_page", module: "web_research" }, subject: PROMPT, line: 30, column: 20 },
      { messageId: "prompt", data: { name: "corePrompt", tool: "search", module: "files" }, subject: PROMPT, line: 30, column: 20 },
    ],
  },
  {
    name: "a tool two modules bring, named in the core",
    catalog: catalog({ modules: [WEB, mod("news", ["web_search"])], prompts: [prompt("Use web_search.")] }),
    expected: [{ messageId: "prompt", data: { name: "corePrompt", tool: "web_search", module: 'web_research", "news' }, subject: PROMPT, line: 30, column: 20 }],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  { name: "a module's instructions that name its own tools", catalog: catalog({ modules: [WEB] }) },
  { name: "a core prompt that names a core tool and the loader", catalog: catalog({ modules: [WEB], prompts: [prompt("Ask with ask_user. Call load_module first.")] }) },
  { name: "a core prompt that names a module, not its tool", catalog: catalog({ modules: [WEB], prompts: [prompt("Load web_research for news.")] }) },
  { name: "a plain-word tool name used as a word", catalog: catalog({ modules: [FILES], prompts: [prompt("Search the notes before you answer.")] }) },
  { name: "a longer word that contains the name", catalog: catalog({ modules: [WEB], prompts: [prompt("Do not use web_search_v2 or fetch_pages.")] }) },
  { name: "a prompt of another package", catalog: catalog({ modules: [WEB], prompts: [prompt("Use web_search.", "other")] }) },
  { name: "no modules at all", catalog: catalog({ prompts: [prompt("Use web_search.")] }) },
  { name: "a skill's body (the harness loads it, not these modules' loader)", catalog: catalog({ modules: [WEB, module("news", { form: "skill", description: "Brief the news.", group: "app", instructions: literal("Use web_search.", 1) })] }) },
  {
    name: "instructions that name a tool their own module shares with another",
    catalog: catalog({ modules: [mod("a", ["shared"], literal("Use shared.", 1)), mod("b", ["shared"])] }),
  },
];

describe("module-tool-leak", () => {
  it("is an error", () => {
    expect([rule.id, rule.defaultSeverity]).toEqual(["module-tool-leak", "error"]);
  });

  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });

  it("points at the name across the lines of a template written as it reads, else at the text", () => {
    const text = "## Memory\nBefore you read_file, check.";
    const lines = { text, loc: { file: FILE, line: 4, column: 17, endLine: 5, endColumn: 30 } };
    const escaped = { text: "Say `read_file`.", loc: loc(7, 17, { endColumn: 35 }) };
    const reports = runRule(rule, catalog({ modules: [FILES, mod("m", [], lines), mod("n", [], escaped)] }));
    expect(reports.map((r) => [r.subject.name, r.loc.line, r.loc.column, r.loc.endColumn])).toEqual([
      ["m", 5, 12, 21],
      ["n", 7, 17, 35],
    ]);
  });

  // "call the search": the look-behind for "call" was tried at every place of a prompt, and scanned back over the
  // whole run of whitespace before it each time (200,000 spaces: minutes).
  it.each([" ", "\n", " \r\n\u2028"])("finds “call search” after 200,000 characters of %j, and a plain word alone not", (space) => {
    const run = space.repeat(200_000 / space.length);
    const reports = runRule(rule, catalog({ modules: [FILES], prompts: [prompt(`Then call${run}search.`), prompt(`Then${run}search.`, "app", 40)] }));
    expect(reports.map((r) => [r.messageId, r.data?.tool, r.loc.line])).toEqual([["prompt", "search", 30]]);
  });

  it("finds where each of 40,000 tools a prompt lists is first named, with one walk of the prompt (not one search per tool)", () => {
    const names = Array.from({ length: 40_000 }, (_, k) => `tool_${k}`);
    const text = `Tools: ${names.join(", ")}. Call \`Search\` or the search tool; mcp_tool_9 too.`;
    const mentions = mentionedTools(text, new ToolNames([...names, "search"]));
    expect(mentions).toHaveLength(40_001);
    expect([mentions[0], mentions[9], mentions[39_999], mentions[40_000]]).toEqual([
      { name: "tool_0", offset: 7 },
      { name: "tool_9", offset: 7 + 9 * 8 },
      { name: "tool_39999", offset: text.indexOf("tool_39999") },
      { name: "search", offset: text.indexOf("Search") },
    ]);
  });
});
