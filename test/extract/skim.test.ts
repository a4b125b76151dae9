// Files that name no declaration callee are skimmed: only their import and export statements are read. The skim
// must record exactly what a full parse records for imports, re-exports and `export *`, or give up.
import { describe, expect, it } from "vitest";
import { extractFile, skimModuleSyntax } from "../../src/extract/extract.js";
import type { FileFacts } from "../../src/extract/facts.js";
import { PRESETS } from "../../src/extract/presets/index.js";

function skim(text: string): Pick<FileFacts, "imports" | "exports" | "exportStars"> | undefined {
  const facts = { file: "/p/a.ts", imports: new Map(), exports: new Map(), exportStars: [] } as unknown as FileFacts;
  return skimModuleSyntax(facts, text) ? facts : undefined;
}

function full(text: string) {
  const facts = extractFile("/p/a.ts", text, [], { full: true });
  return { imports: facts.imports, exports: new Map([...facts.exports].filter(([, e]) => "from" in e)), exportStars: facts.exportStars };
}

describe("skimModuleSyntax", () => {
  it.each([
    ["named imports", `import { a, b as c } from "./x";\nconst y = a + c;`],
    ["a default and a namespace import", `import d, * as ns from "./x";\nimport e from '../y.js';`],
    ["type-only imports", `import type { T } from "./t";\nimport { type U, v } from "./u";`],
    ["an identifier containing the keyword before the specifier", `import { importThing, exportThing } from "./things";`],
    ["multi-line import with comments", `import {\n  a, // the a\n  /* b */ b,\n} from "./x";`],
    ["re-exports", `export { a, b as c } from "./x";\nexport * from "./y";\nexport type { T } from "./t";\nexport { default as D } from "./d";`],
    ["a dynamic import", `const m = await import("./dyn");\nimport { a } from "./a";`],
    ["dynamic imports: a const, a destructuring, one not awaited, one built", `const m = await import("./dyn");\nconst { x, y } = await import('./xy');\nconst p = import("./later");\nconst q = await import(dir + "/q");\nimport { a } from "./a";`],
    ["a side-effect import and a local export", `import "./polyfill";\nexport const x = 1;\nexport { x as y };`],
    ["imports after code with strings and templates", "const s = `import { x } from \"./not\"`;\nimport { real } from \"./real\";"],
    ["import = require", `import fs = require("fs");\nimport { a } from "./a";`],
  ])("%s: the same imports and re-exports as a full parse", (_title, text) => {
    const skimmed = skim(text);
    expect(skimmed).toBeDefined();
    const expected = full(text);
    expect([...skimmed!.imports]).toEqual([...expected.imports]);
    expect([...skimmed!.exports]).toEqual([...expected.exports]);
    expect(skimmed!.exportStars).toEqual(expected.exportStars);
  });

  it("gives up on `export * as ns from`, which TypeScript's import scanner does not report", () => {
    expect(skim(`export * as ns from "./z";`)).toBeUndefined();
  });

  it("a file without callee names is deferred and skimmed; with one, it is extracted in full", () => {
    const matchers = PRESETS.kumiko.matchers;
    const light = extractFile("/p/a.ts", `import { a } from "./a";\nexport const X = "text";\nfunction f() { return g(); }`, matchers);
    expect(light.deferred).toBe(true);
    expect([...light.imports.keys()]).toEqual(["a"]);
    expect(light.scopes[0].bindings.size).toBe(0);
    expect(light.calls).toEqual([]);
    const eager = extractFile("/p/b.ts", `import { defineHandler } from "k";\nexport const X = "text";`, matchers);
    expect(eager.deferred).toBeUndefined();
    expect([...eager.scopes[0].bindings.keys()]).toEqual(["X"]);
  });
});
