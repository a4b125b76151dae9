// `stats --compare FILE` and `--format markdown`: the deltas against another revision's stats JSON,
// the checks on that file (a wrong one is a usage error, exit 2), and markdown that project text cannot break.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareStats, readStatsJson } from "../../src/stats/compare.js";
import { cell } from "../../src/stats/markdown.js";
import type { StatsReport } from "../../src/stats/types.js";
import { parseJson, project, run } from "../cli/run.js";

const handler = (name: string, description: string, roles = '["Editor", "Admin"]') =>
  `export const ${name.replace(".", "_")} = defineHandler({ name: "${name}", kind: "read", roles: ${roles}, description: "${description}" });\n`;
const BEFORE = `import { defineHandler } from "kumiko";\n${handler("contact.list", "List the contacts of the dealer.")}`;
const AFTER = `${BEFORE}${handler("contact.merge", "Merge two contacts. This cannot be undone.", '["Admin"]')}${handler("contact.find", "List the contacts of the dealer.", '["Admin"]')}`;

async function statsJson(source: string): Promise<StatsReport> {
  return parseJson<StatsReport>((await run(project({ "src/contacts.ts": source }), ["stats", "-f", "json"])).stdout);
}

describe("compareStats", () => {
  it("gives each metric before, after and the change, for the total and every role either side has", async () => {
    const before = await statsJson(BEFORE);
    const after = await statsJson(AFTER);
    const comparison = compareStats(before, after, "base.json");
    expect(comparison.scopes.map((s) => s.scope)).toEqual(["(total)", "Admin", "Editor"]);
    const admin = comparison.scopes[1].metrics;
    expect([admin.actions, admin.irreversibleLost, admin.nearDuplicatePairs, admin.laterSentencesLost]).toEqual([
      { before: 1, after: 3, delta: 2 },
      { before: 0, after: 1, delta: 1 },
      { before: 0, after: 1, delta: 1 },
      { before: 0, after: 1, delta: 1 },
    ]);
    const beforeAdmin = before.roles.find((r) => r.role === "Admin")!;
    const afterAdmin = after.roles.find((r) => r.role === "Admin")!;
    expect(admin.directoryTokens).toEqual({ before: beforeAdmin.directory!.tokens, after: afterAdmin.directory!.tokens, delta: afterAdmin.directory!.tokens - beforeAdmin.directory!.tokens });
    // A role one side lacks: a dash on that side, no change.
    const gone = compareStats(after, { ...before, roles: before.roles.filter((r) => r.role !== "Editor") }, "x").scopes.find((s) => s.scope === "Editor")!;
    expect(gone.metrics.actions).toEqual({ before: 1, after: null, delta: null });
  });
});

describe("readStatsJson", () => {
  const rows: [string, string, string][] = [
    ["not JSON", "{", "it is not JSON ("],
    ["JSON of something else", '{"results": []}', 'it is not the JSON of summarylint stats (no "tool" key)'],
    ["null", "null", 'it is not the JSON of summarylint stats (no "tool" key)'],
    ["an older stats JSON", '{"tool": {"name": "summarylint"}, "roles": [{"role": "*", "actions": 2, "characters": 90}]}', "it is the stats JSON of an older summarylint"],
  ];
  it.each(rows)("%s", (_, text, reason) => {
    const read = readStatsJson(text);
    expect(typeof read === "string" && read.startsWith(reason)).toBe(true);
  });

  it("reads back what stats --format json prints", async () => {
    const report = await statsJson(BEFORE);
    expect(readStatsJson(JSON.stringify(report))).toEqual(report);
  });
});

// An MCP server has no directory: its report says null for the directory's figures, and a comparison of two of them
// says so too, not "new" or "gone".
describe("--compare of a project with no directory", () => {
  const MCP = {
    "package.json": '{"name":"desk","dependencies":{"@modelcontextprotocol/sdk":"1"}}',
    "src/server.ts": 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "desk", version: "1" });\nserver.registerTool("get_time", { description: "Return the time." }, async () => ({ content: [] }));\n',
  };

  it("reads its stats JSON back, nulls and all", async () => {
    const report = parseJson<StatsReport>((await run(project(MCP), ["stats", "-f", "json"])).stdout);
    expect([report.total.directory, report.total.fullCatalog.saving]).toEqual([null, null]);
    expect(readStatsJson(JSON.stringify(report))).toEqual(report);
  });

  it("compares the tools' size, and shows a dash on both sides of the directory's figures", async () => {
    const dir = project(MCP);
    fs.writeFileSync(path.join(dir, "base.json"), (await run(dir, ["stats", "-f", "json"])).stdout);
    const lines = (await run(dir, ["stats", "--compare", "base.json"])).stdout.split("\n");
    expect(lines.filter((l) => /directory|full catalog/.test(l)).map((l) => l.replace(/ +/g, " "))).toEqual([
      expect.stringMatching(/^ directory tokens \(est\.\) — → — —$/),
      expect.stringMatching(/^ directory characters — → — —$/),
      expect.stringMatching(/^ full catalog tokens \(est\.\) \d+ → \d+ 0$/),
      expect.stringMatching(/^ tokens the directory saves — → — —$/),
      expect.stringMatching(/^ directory tokens \(est\.\) — → — —$/),
      expect.stringMatching(/^ directory characters — → — —$/),
      expect.stringMatching(/^ full catalog tokens \(est\.\) \d+ → \d+ 0$/),
      expect.stringMatching(/^ tokens the directory saves — → — —$/),
    ]);
  });
});

describe("stats --compare on the command line", () => {
  it("prints the changes as text, markdown or JSON", async () => {
    const dir = project({ "src/contacts.ts": BEFORE });
    fs.writeFileSync(path.join(dir, "base.json"), (await run(dir, ["stats", "-f", "json"])).stdout);
    fs.writeFileSync(path.join(dir, "src/contacts.ts"), AFTER);
    const text = await run(dir, ["stats", "--compare", "base.json", "--role", "Admin"]);
    expect(text.stdout.split("\n").slice(0, 4)).toEqual(["compared with base.json", "", "all actions:", expect.stringMatching(/^ {2}actions +1 → +3 {2}\+2$/)]);
    expect(text.stdout).not.toContain("role Editor");
    const markdown = (await run(dir, ["stats", "--compare", "base.json", "-f", "markdown"])).stdout;
    expect(markdown).toContain("| **irreversible wording lost** | 0 | 1 | +1 |");
    expect(markdown).toContain("| missing descriptions | 0 | 0 | 0 |");
    const json = parseJson<StatsReport & { compare: { base: string } }>((await run(dir, ["stats", "--compare", "base.json", "-f", "json"])).stdout);
    expect([json.total.actions, json.compare.base]).toEqual([3, "base.json"]);
  });

  const bad: [string, Record<string, string>, string][] = [
    ["a file that is not there", {}, "summarylint: --compare base.json: cannot read it ("],
    ["a lint report", { "base.json": '{"tool":{"name":"summarylint"},"results":[]}' }, "summarylint: --compare base.json: it is the stats JSON of an older summarylint"],
    ["not JSON", { "base.json": "<html>" }, "summarylint: --compare base.json: it is not JSON ("],
  ];
  it.each(bad)("stops with exit 2 on %s, naming the file, before reading the project", async (_, files, message) => {
    const { code, stdout, stderr } = await run(project({ "src/contacts.ts": BEFORE, ...files }), ["stats", "--compare", "base.json"]);
    expect([code, stdout, stderr.startsWith(message), stderr.split("\n").length]).toEqual([2, "", true, 2]);
  });
});

describe("markdown cells", () => {
  const rows: [string, string][] = [
    ["a|b", "a\\|b"],
    ["<img src=x onerror=alert(1)>", "\\<img src=x onerror=alert(1)\\>"],
    ["[link](http://x)", "\\[link\\](http://x)"],
    // printable() writes the break as \n; its backslash is escaped, so markdown shows the two characters.
    ["line\nbreak", "line\\\\nbreak"],
    ["plain name_with *stars*", "plain name\\_with \\*stars\\*"],
  ];
  it.each(rows)("%j", (text, escaped) => {
    expect(cell(text)).toBe(escaped);
  });
});

describe("token estimates per model family", () => {
  it("prints each configured family's count beside the o200k estimate, in text and markdown", async () => {
    const dir = project({ "src/contacts.ts": BEFORE, ".summarylintrc.yaml": "stats:\n  tokenFactors:\n    claude: 1.5\n" });
    const report = parseJson<StatsReport>((await run(dir, ["stats", "-f", "json"])).stdout);
    const n = report.roles[0].directory!.tokens;
    const both = `~${n.toLocaleString("en-US")}`;
    const claude = `claude ~${Math.round(n * 1.5).toLocaleString("en-US")}`;
    expect(report.tokens.factors).toEqual({ claude: 1.5 });
    expect((await run(dir, ["stats"])).stdout).toContain(`directory: ${report.roles[0].directory!.characters} characters, ${both} tokens (${claude})`);
    expect((await run(dir, ["stats", "-f", "markdown"])).stdout).toContain(`| directory | ${report.roles[0].directory!.characters} characters, ${both} (${claude}) tokens |`);
  });
});
