// The stages of the code, lowest first. A module imports from its own stage and from the stages below it, never
// from one above: the ground floor (src/base/) knows nothing of the tool, the command line (src/cli/) may use
// everything. src/base/README.md says what each stage holds. This test reads every relative import of src/ and
// rules/ (static, `export … from` and dynamic) and lists each one that climbs.
import { describe, expect, it } from "vitest";
import { CODE_FILES as FILES, importsOf } from "../helpers/imports.js";

/** Lowest first. */
const STAGES = [
  "base",
  "text",
  "extract",
  "config",
  "discover",
  "resolve",
  "summarize",
  "lint",
  "suppress",
  "fix",
  "project",
  "format",
  "cache",
  "stats",
  "lsp",
  "mcp",
  "tools-json",
  "cli",
];

/** Files that are not in a folder of their own: the types every stage shares, and the pipeline of a run. */
const LOOSE: Record<string, string> = { "src/types.ts": "base", "src/project.ts": "project" };

/** The stage of a file (a path from the repository's root, with "/"); undefined for a folder no stage names. */
function stageOf(file: string): string | undefined {
  if (file.startsWith("rules/")) return "lint"; // the rules sit with the engine that runs them
  if (Object.hasOwn(LOOSE, file)) return LOOSE[file];
  const folder = /^src\/([^/]+)\//.exec(file)?.[1];
  return folder !== undefined && STAGES.includes(folder) ? folder : undefined;
}

describe("the stages of src/", () => {
  it("give every file of src/ and rules/ a stage", () => {
    expect(FILES.filter((file) => stageOf(file) === undefined)).toEqual([]);
    expect(FILES.length).toBeGreaterThan(200);
  });

  it("never import from a higher stage", () => {
    const climbing: string[] = [];
    for (const file of FILES) {
      const from = STAGES.indexOf(stageOf(file) ?? "");
      for (const target of importsOf(file)) {
        const to = STAGES.indexOf(stageOf(target) ?? "");
        if (to > from) climbing.push(`${file} (${STAGES[from]}) imports ${target} (${STAGES[to]})`);
      }
    }
    expect(climbing).toEqual([]);
  });

  it("see the imports it judges", () => {
    // A file this test must read right: a static, a type-only and a dynamic import of its stage's neighbours.
    expect(importsOf("src/cli/main.ts")).toEqual(expect.arrayContaining(["src/base/version.ts", "src/project.ts", "src/mcp/server.ts"]));
    expect(stageOf("rules/index.ts")).toBe("lint");
    expect(stageOf("src/types.ts")).toBe("base");
  });
});
