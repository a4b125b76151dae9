// Names imported through `export *`: the module holding each is the first reached depth first, in source order, and
// a module's walk through its stars is taken once, however many names are asked of it. Each name used to walk the
// star graph again from the start: n names through a barrel of n modules, or through a ring of n barrels, cost n²/2
// steps of the walk.
import { describe, expect, it } from "vitest";
import { PresetChooser } from "../../src/extract/choose.js";
import { extractFile } from "../../src/extract/extract.js";
import { buildCatalog } from "../../src/resolve/catalog.js";
import { ModuleResolver } from "../../src/resolve/modules.js";
import type { Catalog } from "../../src/types.js";
import { catalogOf, descriptions, ROOT } from "../helpers/project.js";

const H = `import { defineHandler } from "@kumiko/framework";\n`;

/** A project whose tools `t0`, `t1`, … are described by `names`, imported from `from` (src/tools.ts imports it). */
function toolsOf(from: string, names: string[], more: Record<string, string>): Record<string, string | undefined> {
  const uses = names.map((name, i) => `defineHandler({ name: "t${i}", description: ${name} });`).join("\n");
  return descriptions(catalogOf({ "src/tools.ts": `${H}import { ${names.join(", ")} } from "${from}";\n${uses}\n`, ...more }));
}

describe("which module a name imported through `export *` comes from", () => {
  it("each name from the module that exports it, through a barrel of five", () => {
    const files: Record<string, string> = { "src/index.ts": [0, 1, 2, 3, 4].map((i) => `export * from "./m${i}";`).join("\n") };
    for (const i of [0, 1, 2, 3, 4]) files[`src/m${i}.ts`] = `export const d${i} = "Get the record of ledger ${i}.";`;
    // Asked out of order: a name late in the walk, then earlier ones (already passed), then the rest.
    expect(toolsOf("./index", ["d3", "d0", "d2", "d4", "d1"], files)).toEqual({
      t0: "Get the record of ledger 3.",
      t1: "Get the record of ledger 0.",
      t2: "Get the record of ledger 2.",
      t3: "Get the record of ledger 4.",
      t4: "Get the record of ledger 1.",
    });
  });

  it("a name two modules export: the first depth first, in source order (a's star c before b)", () => {
    expect(
      toolsOf("./index", ["d", "e"], {
        "src/index.ts": `export * from "./a";\nexport * from "./b";`,
        "src/a.ts": `export * from "./c";\nexport const e = "Send the mail of a.";`,
        "src/b.ts": `export const d = "Get the record of b.";\nexport const e = "Send the mail of b.";`,
        "src/c.ts": `export const d = "Get the record of c.";`,
      }),
    ).toEqual({ t0: "Get the record of c.", t1: "Send the mail of a." });
  });

  it("a ring of barrels: every name found from any of them, the walk ends where it began", () => {
    const ring = {
      "src/b0.ts": `export const d0 = "Get the record of ring 0.";\nexport * from "./b1";`,
      "src/b1.ts": `export const d1 = "Get the record of ring 1.";\nexport * from "./b2";`,
      "src/b2.ts": `export const d2 = "Get the record of ring 2.";\nexport * from "./b0";`,
    };
    expect(toolsOf("./b1", ["d0", "d2", "d1"], ring)).toEqual({ t0: "Get the record of ring 0.", t1: "Get the record of ring 2.", t2: "Get the record of ring 1." });
    expect(toolsOf("./b2", ["d1"], ring)).toEqual({ t0: "Get the record of ring 1." });
  });

  it("near miss: a name no module of the ring exports is undefined, after a walk of the whole ring", () => {
    const catalog = catalogOf({
      "src/tools.ts": `${H}import { d0, nothing } from "./b0";\ndefineHandler({ name: "t0", description: d0 });\ndefineHandler({ name: "t1", description: nothing });\n`,
      "src/b0.ts": `export const d0 = "Get the record of ring 0.";\nexport * from "./b1";`,
      "src/b1.ts": `export * from "./b0";`,
    });
    expect(catalog.actions.map((a) => [a.name, a.description ?? null, a.descriptionStatus])).toEqual([
      ["t0", "Get the record of ring 0.", "ok"],
      ["t1", null, "missing"],
    ]);
  });
});

/** A catalog whose resolver counts the specifiers it resolves. */
function countingCatalog(files: Record<string, string>): { catalog: Catalog; resolved: number } {
  const chooser = new PresetChooser(ROOT, ["kumiko"]);
  const texts = new Map(Object.entries(files).map(([rel, text]) => [`${ROOT}/${rel}`, text]));
  const facts = [...texts].map(([file, text]) => extractFile(file, text, chooser.select(file, text)));
  let resolved = 0;
  class Counting extends ModuleResolver {
    override resolve(fromFile: string, specifier: string): string | undefined {
      resolved++;
      return super.resolve(fromFile, specifier);
    }
  }
  const resolver = new Counting(new Set(texts.keys()));
  const complete = (f: { file: string }) => extractFile(f.file, texts.get(f.file)!, chooser.select(f.file, texts.get(f.file)!), { full: true });
  const catalog = buildCatalog(facts, { root: ROOT, matchers: chooser.matchers, resolver, complete, locale: "en", passThrough: chooser.passThrough });
  return { catalog, resolved };
}

describe("one walk per module, however many names are asked of it", () => {
  const n = 300;
  const names = Array.from({ length: n }, (_, i) => `d${i}`);
  const tools = (from: string) => `${H}import { ${names.join(", ")} } from "${from}";\n${names.map((d, i) => `defineHandler({ name: "t${i}", description: ${d} });`).join("\n")}\n`;

  it("300 names through a barrel of 300 modules: every tool described, a few resolutions per module (1,201; a walk per name made 90,901)", () => {
    const files: Record<string, string> = { "src/index.ts": names.map((_, i) => `export * from "./m${i}";`).join("\n"), "src/tools.ts": tools("./index") };
    names.forEach((d, i) => (files[`src/m${i}.ts`] = `export const ${d} = "Get the record of ledger ${i}.";`));
    const { catalog, resolved } = countingCatalog(files);
    expect(catalog.actions.filter((a) => a.description === `Get the record of ledger ${a.name.slice(1)}.`)).toHaveLength(n);
    expect(resolved).toBeLessThan(10 * n);
  });

  it("300 names through a ring of 300 barrels: the same (1,201; a walk per name made 45,751)", () => {
    const files: Record<string, string> = { "src/tools.ts": tools("./b0") };
    names.forEach((d, i) => (files[`src/b${i}.ts`] = `export const ${d} = "Get the record of ring ${i}.";\nexport * from "./b${(i + 1) % n}";`));
    const { catalog, resolved } = countingCatalog(files);
    expect(catalog.actions.filter((a) => a.description === `Get the record of ring ${a.name.slice(1)}.`)).toHaveLength(n);
    expect(resolved).toBeLessThan(10 * n);
  });
});
