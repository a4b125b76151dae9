// A `--cache` re-run of an unchanged project must not load the TypeScript parser (ts-morph costs about 300 ms to
// import, more than the whole warm run): nothing the CLI imports statically may import ts-morph. The parser comes
// in through `await import(…)` of the pipeline and the language server only. Likewise the printers of the directory,
// stats and rules commands: a lint never loads them (docs/design.md#speed: the warm run).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");

/** The chains of static (non-type) imports from `entry` that reach the package `pkg` (or the source file `pkg`, as "stats/html.ts"). */
function chainsTo(entry: string, pkg: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)";/gms)) {
      const spec = m[1];
      const here = [...chain, path.relative(SRC, file)];
      const target = spec.startsWith(".") ? path.resolve(path.dirname(file), spec.replace(/\.js$/, ".ts")) : undefined;
      if (spec === pkg || (target !== undefined && path.relative(SRC, target) === pkg)) found.push(here.join(" > "));
      else if (target !== undefined) walk(target, here);
    }
  };
  walk(entry, []);
  return found;
}

describe("the CLI's static imports", () => {
  it("do not reach ts-morph", () => {
    expect(chainsTo(path.join(SRC, "cli/main.ts"), "ts-morph")).toEqual([]);
  });

  it("the check finds a chain where there is one (the pipeline imports the parser)", () => {
    expect(chainsTo(path.join(SRC, "project.ts"), "ts-morph").length).toBeGreaterThan(0);
  });

  it.each(["cli/stats-output.ts", "stats/compute.ts", "stats/html.ts", "cli/directory-output.ts", "cli/rules-output.ts"])("do not reach %s", (file) => {
    expect(chainsTo(path.join(SRC, "cli/main.ts"), file)).toEqual([]);
  });

  it("the check finds a chain to a source file where there is one", () => {
    expect(chainsTo(path.join(SRC, "cli/main.ts"), "cli/lint-command.ts")).toEqual(["cli/main.ts"]);
  });
});
