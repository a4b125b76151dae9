// One file, one name or one action cannot flood the output. 16,000 unused directives in one file printed 6.6 MB of
// JSON, 16,000 actions named alike 9.5 MB: findings were not capped per subject, though SECURITY.md says they are.
// Now at most 100 of a rule are shown per file and per subject, the rest in one closing finding, in every format,
// every count exact. And `directory --format json` with one action given 400 roles wrote every action of no role
// 400 times and died ("Invalid string length", exit 2): such an action is listed once now, under the role "*".
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { handler, IMPORT, parseJson, project, run } from "../cli/run.js";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A file of 2,000 directives that disable nothing, and one action. */
const DIRECTIVES = IMPORT + handler("a.get", { description: "Get the record." }) + range(2000).map((i) => `// summarylint-disable-next-line missing-description\nconst x${i} = ${i};\n`).join("");
/** 2,000 actions named alike, in 20 files of 100. */
const ALIKE = Object.fromEntries(range(20).map((f) => [`src/f${f}.ts`, IMPORT + range(100).map((i) => handler("same.get", { description: `Get the record ${f * 100 + i}.` }).replace("same_get", `a${i}`)).join("")]));

describe("findings capped per rule and file, and per rule and subject", () => {
  it.each<[string, Record<string, string>, string, string, number]>([
    ["2,000 unused directives in one file", { "src/a.ts": DIRECTIVES }, "unused-directive", "… and 1,900 more unused-directive findings in this file, not shown (at most 100 of one rule are shown per file)", 2000],
    [
      "2,000 actions named alike, 100 a file",
      ALIKE,
      "duplicate-tool-name",
      '… and 1,899 more duplicate-tool-name findings about action "same.get", not shown (at most 100 of one rule are shown per subject)',
      1999,
    ],
  ])("-f json: %s", async (_title, files, ruleId, closing, total) => {
    const result = await run(project(files), ["-f", "json"]);
    const { results, summary } = parseJson(result.stdout);
    const last = results.at(-1)! as (typeof results)[number] & { omitted?: unknown };
    expect([results.length, results.filter((r) => r.ruleId === ruleId).length, last.message, summary.errors + summary.warnings]).toEqual([101, 101, closing, total]);
    expect(result.stdout.length).toBeLessThan(100_000);
  });

  it.each<[string, (stdout: string) => unknown, unknown]>([
    ["compact", (out) => out.split("\n").length - 1, 101],
    ["github", (out) => out.split("\n").length - 1, 101],
    ["sarif", (out) => JSON.parse(out).runs[0].results.length, 101],
    ["gitlab", (out) => JSON.parse(out).length, 101],
    ["markdown", (out) => out.split("\n").filter((l) => l.startsWith("| warning |")).length, 101],
    ["stylish", (out) => [out.split("\n").filter((l) => /^\s+\d+:\d+\s/.test(l)).length, out.split("\n").at(-2)], [101, "✖ 2000 problems (0 errors, 2000 warnings, 0 infos)"]],
  ])("every format: %s", async (format, measure, expected) => {
    const result = await run(project({ "src/a.ts": DIRECTIVES }), ["-f", format, "--width", "0"]);
    expect([result.code, measure(result.stdout)]).toEqual([0, expected]);
  });

  it("the exit code counts every finding: --max-warnings 1,999 fails on 2,000", async () => {
    const result = await run(project({ "src/a.ts": DIRECTIVES }), ["-f", "compact", "--max-warnings", "1999"]);
    expect([result.code, result.stderr]).toEqual([1, "summarylint: too many warnings (2000, maximum: 1999)\n"]);
  });
});

describe("directory --format json: an action of no role is listed once", () => {
  /** One action given `roles` roles, and `n` actions of no role. */
  function roles(count: number, n: number): Record<string, string> {
    const given = handler("roled.get", { description: "Get the roled record.", roles: range(count).map((i) => `role${i}`) });
    return { "src/a.ts": IMPORT + given + range(n).map((i) => handler(`item${i}.get`, { description: `Get the item ${i}.` })).join("") };
  }

  it("two roles: the actions of no role under '*', each role with the actions given it", async () => {
    const result = await run(project(roles(2, 2)), ["directory", "--format", "json"]);
    const { directories } = JSON.parse(result.stdout) as { directories: { role: string; actions: { name: string }[] }[] };
    expect(directories.map((d) => [d.role, d.actions.map((a) => a.name)])).toEqual([
      ["*", ["item0.get", "item1.get"]],
      ["role0", ["roled.get"]],
      ["role1", ["roled.get"]],
    ]);
  });

  it("--role: that role's whole directory, as the model sees it", async () => {
    const result = await run(project(roles(2, 2)), ["directory", "--format", "json", "--role", "role1"]);
    const { directories } = JSON.parse(result.stdout) as { directories: { role: string; actions: { name: string }[] }[] };
    expect(directories.map((d) => [d.role, d.actions.map((a) => a.name)])).toEqual([["role1", ["item0.get", "item1.get", "roled.get"]]]);
  });

  it("400 roles and 2,000 actions of no role: printed, each action once", async () => {
    const result = await run(project(roles(400, 2000)), ["directory", "--format", "json"]);
    const { directories } = JSON.parse(result.stdout) as { directories: { role: string; actions: unknown[] }[] };
    expect([result.code, result.stderr, directories.length, directories.reduce((sum, d) => sum + d.actions.length, 0)]).toEqual([0, "", 401, 2000 + 400]);
  }, 60_000);
});

describe("outputs are written in parts, never as one string", () => {
  /** The length of each write to stdout of `summarylint <argv>` in `dir`. */
  async function writes(dir: string, argv: string[]): Promise<number[]> {
    const lengths: number[] = [];
    await main(argv, { cwd: dir, stdout: (text) => lengths.push(text.length), stderr: () => {}, env: {} });
    return lengths;
  }

  // 3,000 errors (30 files of 100 actions without a description): each format prints 0.5 to 3 MB.
  const files = Object.fromEntries(range(30).map((f) => [`src/f${f}.ts`, IMPORT + range(100).map((i) => handler(`t${f}_${i}.delete`, { kind: "write" })).join("")]));

  it.each([["json"], ["sarif"], ["gitlab"], ["compact"], ["github"], ["stylish"]])("-f %s", async (format) => {
    const lengths = await writes(project(files), ["-f", format]);
    const total = lengths.reduce((sum, n) => sum + n, 0);
    expect([total > 500_000, lengths.length > 4, Math.max(...lengths) <= 2 * 65_536]).toEqual([true, true, true]);
  });

  it("directory --format text and json", async () => {
    const dir = project({ "src/a.ts": IMPORT + range(5000).map((i) => handler(`item${i}.get`, { description: `Get the item ${i} of the ledger.` })).join("") });
    for (const format of ["text", "json"]) {
      const lengths = await writes(dir, ["directory", "--format", format]);
      expect([format, lengths.length > 4, Math.max(...lengths) <= 2 * 65_536]).toEqual([format, true, true]);
    }
  });
});
