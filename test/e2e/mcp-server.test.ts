// End to end on the bundled MCP server example: every planted defect of examples/mcp-server/DEFECTS.md, and nothing
// else. The example is read without a config, so this also checks that its package.json picks the mcp preset.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { slashPath } from "../../src/base/paths.js";
import { lintProject, loadProject } from "../../src/project.js";

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../examples/mcp-server");
const project = loadProject(loadConfig({ cwd: SERVER, rules: RULE_INFOS }));
const { diagnostics, ruleErrors } = lintProject(project, ALL_RULES);

describe("examples/mcp-server", () => {
  it("has the catalog DEFECTS.md describes: 12 proven MCP tools in one group", () => {
    const { catalog } = project;
    expect(catalog.problems).toEqual([]);
    expect(catalog.features).toEqual([]);
    expect(catalog.actions.map((a) => [a.name, slashPath(SERVER, a.loc.file)]).sort()).toEqual([
      ["add_customer_note", "src/tools/customers.ts"],
      ["create_ticket", "src/tools/tickets.ts"],
      ["delete_ticket", "src/tools/tickets.ts"],
      ["erase_customer", "src/tools/customers.ts"],
      ["find_customer", "src/tools/customers.ts"],
      ["get_article", "src/tools/articles.ts"],
      ["get_ticket", "src/tools/tickets.ts"],
      ["reply_to_ticket", "src/tools/tickets.ts"],
      ["search_articles", "src/tools/articles.ts"],
      ["search_saved_replies", "src/tools/articles.ts"],
      ["search_tickets", "src/tools/tickets.ts"],
      ["set_ticket_status", "src/tools/tickets.ts"],
    ]);
    expect(new Set(catalog.actions.map((a) => a.preset))).toEqual(new Set(["mcp"]));
    expect(catalog.actions.filter((a) => a.unproven)).toEqual([]);
    expect(new Set(catalog.actions.map((a) => a.group)).size).toBe(1);
  });

  it("takes each registerTool's kind from its annotations (delete_ticket's wrong readOnlyHint included)", () => {
    const kinds = Object.fromEntries(
      project.catalog.actions.filter((a) => a.name !== "find_customer" && a.name !== "add_customer_note").map((a) => [a.name, a.kind]),
    );
    expect(kinds).toEqual({
      search_tickets: "read",
      get_ticket: "read",
      create_ticket: "write",
      reply_to_ticket: "write",
      set_ticket_status: "write",
      delete_ticket: "read",
      erase_customer: "write",
      search_articles: "read",
      get_article: "read",
      search_saved_replies: "read",
    });
  });

  it("reads the long description whole: 2,378 characters, with the zero-width space of reply_to_ticket kept", () => {
    const byName = new Map(project.catalog.actions.map((a) => [a.name, a]));
    expect(byName.get("erase_customer")!.description).toHaveLength(2378);
    expect(byName.get("erase_customer")!.description!.indexOf("cannot be undone")).toBe(2289);
    expect(byName.get("reply_to_ticket")!.description!.indexOf("\u200B")).toBe(53);
    expect(byName.get("add_customer_note")!.descriptionStatus).toBe("missing");
  });

  it("reports exactly the planted defects of DEFECTS.md", () => {
    expect(ruleErrors).toEqual([]);
    const got = diagnostics.map((d) => [d.ruleId, d.subject.name, slashPath(SERVER, d.file), d.line, d.column, d.severity]);
    expect(got).toEqual([
      ["near-duplicate-summary", "search_saved_replies", "src/tools/articles.ts", 40, 20, "error"],
      ["missing-description", "add_customer_note", "src/tools/customers.ts", 39, 3, "error"],
      ["summary-truncated", "erase_customer", "src/tools/customers.ts", 52, 20, "info"],
      ["truncation-drops-irreversibility", "erase_customer", "src/tools/customers.ts", 52, 20, "error"],
      ["hidden-characters", "reply_to_ticket", "src/tools/tickets.ts", 61, 9, "error"],
      ["risk-not-declared", "delete_ticket", "src/tools/tickets.ts", 93, 9, "warn"],
    ]);
    const duplicate = diagnostics.find((d) => d.ruleId === "near-duplicate-summary")!;
    expect(duplicate.related?.map((r) => [r.message, slashPath(SERVER, r.file), r.line, r.column])).toEqual([
      ['"search_articles" has the summary that reads alike', "src/tools/articles.ts", 17, 20],
    ]);
  });
});
