import { describe, expect, it } from "vitest";

import rule from "../../rules/listing-budget.js";
import { withDefaults } from "../../src/lint/rule.js";
import { estimateTokens } from "../../src/text/tokens.js";
import { toolJson } from "../../src/text/tool-json.js";
import type { Report } from "../../src/lint/diagnostic.js";
import type { Action, Catalog, Module } from "../../src/types.js";
import { action, catalog, module } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

/** A skill of `length` characters of description, on its own line: its entry is the name, ": " and the text. */
const skill = (i: number, length: number, whenToUse?: string): Module =>
  module(`skill-${i}`, { form: "skill", description: "Draft the weekly report. ".padEnd(length, "x"), line: i, ...(whenToUse === undefined ? {} : { whenToUse }) });
const skills = (count: number, length: number) => Array.from({ length: count }, (_, i) => skill(i + 1, length));

/** An MCP tool with a description of `length` characters. */
const tool = (name: string, length: number, overrides: Parameters<typeof action>[1] = {}) =>
  action(name, { preset: "mcp", description: "Export the sales report of one dealership. ".padEnd(length, "y"), line: 3, ...overrides });
const tokensOf = (tools: Action[]) => tools.reduce((n, t) => n + estimateTokens(toolJson(t)), 0);

const subject = (type: "skill" | "action", name: string) => ({ type, name });

const CLAUDE_OVER = "drops the descriptions of some skills (their names stay listed)";
const CODEX_OVER = "shortens descriptions first, then leaves skills out of the list";

const BIG_TOOLS = [tool("export_report", 900), tool("import_report", 900, { line: 9 })];

const invalid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown>; expected: Expected[] }> = [
  {
    name: "nine skills of 1,009 characters (9,081): over Claude Code's 1% of 200,000 tokens (8,000), under Codex's 2%",
    catalog: catalog({ modules: skills(9, 1000) }),
    expected: [{ messageId: "skillsOver", data: { count: 9, characters: 9081, client: "Claude Code", budget: 8000, share: 1, context: 200000, over: CLAUDE_OVER }, subject: subject("skill", "skill-1"), line: 1, column: 1 }],
  },
  {
    name: "seventeen skills (17,161): over both",
    catalog: catalog({ modules: skills(17, 1000) }),
    expected: [
      { messageId: "skillsOver", data: { count: 17, characters: 17161, client: "Claude Code", budget: 8000, share: 1, context: 200000, over: CLAUDE_OVER }, subject: subject("skill", "skill-1"), line: 1, column: 1 },
      { messageId: "skillsOver", data: { count: 17, characters: 17161, client: "Codex", budget: 16000, share: 2, context: 200000, over: CODEX_OVER }, subject: subject("skill", "skill-1"), line: 1, column: 1 },
    ],
  },
  {
    name: "nine long skills: Claude Code counts each entry cut at 1,536 (13,824), Codex whole (18,081)",
    catalog: catalog({ modules: skills(9, 2000) }),
    expected: [
      { messageId: "skillsOver", data: { count: 9, characters: 13824, client: "Claude Code", budget: 8000, share: 1, context: 200000, over: CLAUDE_OVER }, subject: subject("skill", "skill-1"), line: 1, column: 1 },
      { messageId: "skillsOver", data: { count: 9, characters: 18081, client: "Codex", budget: 16000, share: 2, context: 200000, over: CODEX_OVER }, subject: subject("skill", "skill-1"), line: 1, column: 1 },
    ],
  },
  {
    name: "a 100,000-token window: Claude Code's 1% is 4,000 characters, Codex's 2% is 8,000",
    catalog: catalog({ modules: skills(5, 1000) }),
    options: { contextTokens: 100000 },
    expected: [{ messageId: "skillsOver", data: { count: 5, characters: 5045, client: "Claude Code", budget: 4000, share: 1, context: 100000, over: CLAUDE_OVER }, subject: subject("skill", "skill-1"), line: 1, column: 1 }],
  },
  {
    name: "a skill's when_to_use is listed with its description",
    catalog: catalog({ modules: [...skills(7, 1000), skill(8, 500, "Use when the user asks for the weekly numbers of one region.".padEnd(500, "z"))] }),
    expected: [{ messageId: "skillsOver", data: { count: 8, characters: 8073, client: "Claude Code", budget: 8000, share: 1, context: 200000, over: CLAUDE_OVER }, subject: subject("skill", "skill-1"), line: 1, column: 1 }],
  },
  {
    name: "MCP tools over 10% of a 1,000-token window: Claude Code's tool search",
    catalog: catalog({ actions: BIG_TOOLS }),
    options: { contextTokens: 1000 },
    expected: [
      {
        messageId: "toolSearch",
        data: { count: 2, tokens: tokensOf(BIG_TOOLS), share: 10, context: 1000, threshold: 100, client: "Claude Code" },
        subject: subject("action", "export_report"),
        line: 3,
        column: 1,
      },
    ],
  },
  {
    name: "each server's tools on their own: only the server over the threshold",
    catalog: catalog({ actions: [tool("export_report", 900, { group: "reports" }), tool("ping", 20, { group: "health", line: 12 })] }),
    options: { contextTokens: 1000 },
    expected: [
      {
        messageId: "toolSearchServer",
        data: { count: 1, server: "reports", tokens: tokensOf([tool("export_report", 900)]), share: 10, context: 1000, threshold: 100, client: "Claude Code" },
        subject: subject("action", "export_report"),
        line: 3,
        column: 1,
      },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown> }> = [
  { name: "seven skills of 1,009 characters (7,063): under both budgets", catalog: catalog({ modules: skills(7, 1000) }) },
  { name: "five long skills: Claude Code's cut of each entry keeps them at 7,680, under its 8,000", catalog: catalog({ modules: skills(5, 2000) }) },
  { name: "modules of the post are not a skills listing", catalog: catalog({ modules: Array.from({ length: 9 }, (_, i) => module(`m${i}`, { description: "x".repeat(1000) })) }) },
  { name: "tools far under 10% of the default 200,000-token window", catalog: catalog({ actions: BIG_TOOLS }) },
  { name: "tools under the threshold", catalog: catalog({ actions: [tool("ping", 20)] }), options: { contextTokens: 1000 } },
  {
    name: "an SDK's tools go to its API, which has no tool search",
    catalog: catalog({ actions: [tool("export_report", 900, { preset: "vercel-ai" }), tool("import_report", 900, { preset: "openai" })] }),
    options: { contextTokens: 1000 },
  },
];

describe("listing-budget", () => {
  it.each(invalid)("flags: $name", ({ catalog: c, options, expected }) => {
    const reports = runRule(rule, c, options);
    expect(shape(reports, expected)).toEqual(expected);
  });

  it.each(valid)("leaves alone: $name", ({ catalog: c, options }) => {
    expect(runRule(rule, c, options)).toEqual([]);
  });

  it("names the three largest entries as related locations", () => {
    const c = catalog({ modules: [...skills(8, 900), skill(9, 1500), skill(10, 1200)] }); // 10,991 characters
    const [claude] = runRule(rule, c);
    expect(claude.related?.map((r) => [r.line, r.message])).toEqual([
      [9, '"skill-9": 1509 characters'],
      [10, '"skill-10": 1210 characters'],
      [1, '"skill-1": 909 characters'],
    ]);
  });

  it("judges the clients the config names: Codex alone", () => {
    const reports: Report[] = [];
    rule.check({ catalog: catalog({ modules: skills(17, 1000) }), directories: [], summaries: new Map(), clients: ["codex"], options: withDefaults(rule, {}), report: (r) => reports.push(r) });
    expect(reports.map((r) => [r.messageId, r.data?.client])).toEqual([["skillsOver", "Codex"]]);
  });
});
