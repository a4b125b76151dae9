// --timing (as ESLint's TIMING=1): where the time went, per stage and per rule, on stderr only.
import { describe, expect, it } from "vitest";
import { RULE_INFOS } from "../../rules/index.js";
import { Timing, timingTable } from "../../src/base/timing.js";
import { IMPORT, project, run } from "./run.js";

const FILES = {
  "src/a.ts": `${IMPORT}export const a = defineHandler({ name: "a.get", description: "Get the a." });\n`,
  "src/util.ts": "export const x = 1;\n",
};

describe("--timing", () => {
  it("prints every stage in pipeline order and every rule that ran, on stderr; stdout is unchanged", async () => {
    const dir = project(FILES);
    const plain = await run(dir, ["-f", "json"]);
    const timed = await run(dir, ["-f", "json", "--timing"]);
    expect(timed.stdout).toBe(plain.stdout);
    expect(timed.code).toBe(plain.code);
    const [stages, rules] = timed.stderr.split("\n\n");
    const names = (table: string) => table.trimEnd().split("\n").slice(2).map((line) => line.split("|")[0].trim());
    expect(names(stages)).toEqual(["discover", "read", "parse", "extract", "resolve", "summarize", "rules", "suppress"]);
    // Every rule that is on by default; unused-directive is the engine's own, not a rule that runs.
    const on = RULE_INFOS.filter((r) => r.defaultSeverity !== "off" && r.id !== "unused-directive").map((r) => r.id);
    expect(names(rules).sort()).toEqual(on.sort());
    expect(on).not.toContain("tool-budget");
    for (const line of timed.stderr.trim().split("\n").filter((l) => /\|\s+[\d.]+\s+\|/.test(l))) expect(line).toMatch(/\| +\d+\.\d \| +\d+\.\d%$/);
  });

  it("says so when the whole run came from the cache", async () => {
    const dir = project(FILES);
    await run(dir, ["--cache"]);
    expect((await run(dir, ["--cache", "--timing"])).stderr).toBe("summarylint: --timing: the whole run came from the cache; no stage ran\n");
  });
});

describe("timingTable", () => {
  it("puts stages in pipeline order and rules slowest first, each with its share", () => {
    const timing = new Timing();
    timing.add("resolve", 30);
    timing.add("discover", 10);
    timing.addRule("b-rule", 1);
    timing.addRule("a-rule", 3);
    expect(timingTable(timing)).toBe(
      [
        "Stage    | Time (ms) | Relative",
        "---------|-----------|---------",
        "discover |      10.0 |    25.0%",
        "resolve  |      30.0 |    75.0%",
        "",
        "Rule   | Time (ms) | Relative",
        "-------|-----------|---------",
        "a-rule |       3.0 |    75.0%",
        "b-rule |       1.0 |    25.0%",
        "",
      ].join("\n"),
    );
  });
});
