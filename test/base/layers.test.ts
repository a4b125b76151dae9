// A module imports from its own stage and from the stages below it, never from one above (test/helpers/stages.ts
// lists the stages). This test reads every relative import of src/ and rules/ (static, `export … from` and dynamic)
// and lists each one that climbs.
import { describe, expect, it } from "vitest";
import { CODE_FILES as FILES, importsOf } from "../helpers/imports.js";
import { STAGES, stageOf } from "../helpers/stages.js";

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
