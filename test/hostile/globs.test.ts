// Config globs and the presets' own strip patterns become regular expressions matched against every path and
// description: an extended glob (`x+(a+)`) never finished on a crafted name, a glob with many `*` in
// one segment took 20 s on one, and the Pipedream preset's strip was quadratic in a run of spaces (100k: 7 s).
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { GLOB_OPTIONS, globProblem } from "../../src/base/glob-safety.js";
import { PRESETS } from "../../src/extract/presets/index.js";
import { applyStrip } from "../../src/summarize/summary.js";
import { project, run } from "../cli/run.js";

describe("globs that could make matching slow are refused", () => {
  it.each([
    ["many wildcards in one segment", "*a*a*a*a*a*a*a*b", "has 8 wildcards (*) in one path segment; at most 3 are allowed, so that matching stays fast"],
    ["a very long glob", `src/${"a".repeat(1000)}`, "is longer than 1000 characters"],
  ])("%s", (_title, glob, problem) => {
    expect(globProblem(glob)).toBe(problem);
  });

  it.each([["**/*.test.*"], ["src/**/tools/*.ts"], ["**/{fixtures,__fixtures__}/**"], ["a*b*c*d"], ["\\*\\*\\*\\*x"]])("near miss: %s is fine", (glob) => {
    expect(globProblem(glob)).toBeUndefined();
  });

  it("a config with such a glob is refused with its position (exit 2)", async () => {
    const dir = project({ ".summarylintrc.yaml": "exclude:\n  - '*a*a*a*a*a*a*a*b'\n", "src/a.ts": "export const a = 1;\n" });
    const result = await run(dir, ["--format", "json"]);
    expect([result.code, result.stderr]).toEqual([
      2,
      'summarylint: .summarylintrc.yaml:2:5: the glob "*a*a*a*a*a*a*a*b" in exclude has 8 wildcards (*) in one path segment; at most 3 are allowed, so that matching stays fast\n',
    ]);
  });

  it("extended globs are plain text: x+(a+) matches only itself, at once", () => {
    const isMatch = picomatch("x+(a+)", GLOB_OPTIONS);
    expect([isMatch(`x${"a".repeat(40)}!`), isMatch("x+(a+)")]).toEqual([false, true]);
  });
});

describe("the presets' strip patterns are linear", () => {
  it("Pipedream's docs-link strip on 300,000 spaces", () => {
    const text = `Get a record.${" ".repeat(300_000)}x`;
    expect(applyStrip(text, PRESETS.pipedream.strip ?? [])).toBe(text);
  });

  it("and still strips the link", () => {
    expect(applyStrip("Get a record. [See the docs](https://pipedream.com/apps/x)", PRESETS.pipedream.strip ?? [])).toBe("Get a record.");
  });
});
