// What a lint reads of the project (src/lint/needs.ts): the actions' input schemas only when a rule that reads them
// (tool-budget) is on somewhere; `directory` and `stats` always read them. A lint that skips them reports the same.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { EVERYTHING, lintNeeds } from "../../src/lint/needs.js";
import { loadProject } from "../../src/project.js";
import { messageId, parseJson, project, run } from "../cli/run.js";

/** An MCP server with one tool and its input schema (two described properties). */
const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "dealer", version: "1.0.0" });
server.registerTool("export_report", {
  description: "Export the sales report of one dealership as a file.",
  inputSchema: { dealership: z.string().describe("The dealership whose report is exported."), format: z.enum(["csv", "pdf", "xlsx"]).describe("The file format.") },
}, async () => ({ content: [] }));
`;
const PACKAGE = JSON.stringify({ name: "dealer", dependencies: { "@modelcontextprotocol/sdk": "^1.0.0", zod: "^3.0.0" } });

const configs: { name: string; rc?: string; inputSchemas: boolean }[] = [
  { name: "the default config (tool-budget off)", inputSchemas: false },
  { name: "tool-budget on", rc: "rules:\n  tool-budget: warn\n", inputSchemas: true },
  { name: "tool-budget on in one override only", rc: "overrides:\n  - files: [src/server.ts]\n    rules:\n      tool-budget: [error, { maxTokens: 10 }]\n", inputSchemas: true },
  { name: "tool-budget turned off again", rc: "rules:\n  tool-budget: off\n", inputSchemas: false },
  { name: "another rule that is off by default on (directory-budget)", rc: "rules:\n  directory-budget: warn\n", inputSchemas: false },
];

describe("lintNeeds", () => {
  it.each(configs)("$name: input schemas read = $inputSchemas", ({ rc, inputSchemas }) => {
    const dir = project({ "package.json": PACKAGE, "src/server.ts": SERVER, ...(rc && { ".summarylintrc.yaml": rc }) });
    const config = loadConfig({ cwd: dir, rules: RULE_INFOS });
    const needs = lintNeeds(config, ALL_RULES);
    expect(needs).toEqual({ inputSchemas });
    const schemas = (n: typeof needs) => loadProject(config, { needs: n }).catalog.actions.map((a) => [a.name, a.inputSchema !== undefined]);
    expect(schemas(needs)).toEqual([["export_report", inputSchemas]]);
    expect(schemas(EVERYTHING)).toEqual([["export_report", true]]);
  });

  it("tool-budget on from the command line (--rule) reads the schema: its finding counts the schema's characters", async () => {
    const dir = project({ "package.json": PACKAGE, "src/server.ts": SERVER });
    const result = await run(dir, ["-f", "json", "--rule", "tool-budget: [warn, { maxTokens: 10 }]"]);
    const found = parseJson(result.stdout).results.filter((r) => r.ruleId === "tool-budget");
    expect(found.map((r) => [messageId(r), r.line, r.column])).toEqual([["overBudget", 5, 16]]);
    // Read, the schema is most of the tool: without it the message would say "0 of schema".
    expect(found[0].message).toMatch(/52 characters of description and (\d{3}) of schema/);
  });
});
