// No import circles: the imports of src/ and rules/ go one way, so that every file can be read after the files it
// imports and none is loaded half-made by a file it imports (the extract walk imports its visitors, which call back
// into it through the context it makes). This test reads every relative import as test/base/layers.test.ts does,
// `import type` counted: a type names the file a reader must open as a value does, and one word turns the one into
// the other. A circle is a set of files each of which reaches all the others (a strongly connected component); the
// few known ones below are listed with their reason, so that the test fails on any new one and on a grown one.
import { describe, expect, it } from "vitest";
import { CODE_FILES, importsIn, importsOf } from "../helpers/imports.js";

/** The circles left to break, by their files (sorted, one space between): why each is there. */
const KNOWN: Record<string, string> = {
};

/**
 * The circles of an import graph: each set of two or more files that all reach one another, and each file that
 * imports itself, its files sorted. Imports of a file outside the graph (a package, a comment's example) are no edge.
 */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm: one depth-first pass; a file whose lowest reachable index is its own closes a component.
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) visit(target);
      if (onStack.has(target)) lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      component.push(top);
    } while (top !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.map((component) => component.join(" ")).sort().map((key) => key.split(" "));
}

/** The import graph of files given with their text, read as the repository's own files are. */
function graphOf(files: Record<string, string>): Map<string, string[]> {
  return new Map(Object.entries(files).map(([file, text]) => [file, importsIn(file, text)]));
}

describe("import circles", () => {
  it.each([
    ["a chain", { "src/a.ts": 'import { b } from "./b.js";', "src/b.ts": 'import { c } from "./c.js";', "src/c.ts": "" }, []],
    [
      "a diamond: two files import a third, and one imports both",
      {
        "src/a.ts": 'import { b } from "./b.js";\nimport { c } from "./c.js";',
        "src/b.ts": 'import { d } from "./d.js";',
        "src/c.ts": 'import { d } from "./d.js";',
        "src/d.ts": "",
      },
      [],
    ],
    ["two files that import each other", { "src/a.ts": 'import { b } from "./b.js";', "src/b.ts": 'import { a } from "./a.js";' }, [["src/a.ts", "src/b.ts"]]],
    [
      "a loop of three, across folders",
      { "src/x/a.ts": 'import { b } from "../y/b.js";', "src/y/b.ts": 'import { c } from "./c.js";', "src/y/c.ts": 'import { a } from "../x/a.js";' },
      [["src/x/a.ts", "src/y/b.ts", "src/y/c.ts"]],
    ],
    ["a file that imports itself", { "src/a.ts": 'export { b } from "./a.js";' }, [["src/a.ts"]]],
    [
      "a type-only import closes a circle like any other",
      { "src/a.ts": 'import type { B } from "./b.js";', "src/b.ts": 'import { a } from "./a.js";' },
      [["src/a.ts", "src/b.ts"]],
    ],
    [
      "a re-export and a dynamic import close one too",
      { "src/a.ts": 'export * from "./b.js";', "src/b.ts": 'const { a } = await import("./a.js");' },
      [["src/a.ts", "src/b.ts"]],
    ],
    [
      "two loops joined by a one-way import stay two",
      {
        "src/a.ts": 'import { b } from "./b.js";\nimport { c } from "./c.js";',
        "src/b.ts": 'import { a } from "./a.js";',
        "src/c.ts": 'import { d } from "./d.js";',
        "src/d.ts": 'import { c } from "./c.js";',
      },
      [
        ["src/a.ts", "src/b.ts"],
        ["src/c.ts", "src/d.ts"],
      ],
    ],
    [
      "a package, and a file outside the graph, are no edge",
      { "src/a.ts": 'import { ts } from "ts-morph";\nimport { a } from "../scripts/a.js";', "src/b.ts": 'import { ts } from "ts-morph";' },
      [],
    ],
  ])("%s", (_, files: Record<string, string>, expected: string[][]) => {
    expect(circles(graphOf(files))).toEqual(expected);
  });

  const found = circles(new Map(CODE_FILES.map((file) => [file, importsOf(file)]))).map((component) => component.join(" "));

  it("are none in src/ and rules/ but the known ones", () => {
    expect(found.filter((circle) => !Object.hasOwn(KNOWN, circle))).toEqual([]);
  });

  it("leave no broken one on the list of known ones", () => {
    expect(Object.keys(KNOWN).filter((circle) => !found.includes(circle))).toEqual([]);
  });

  it("see the imports they judge", () => {
    // The extract walk and its visitors: the walk imports them, and none of them imports it back.
    const visitors = CODE_FILES.filter((file) => file.startsWith("src/extract/visitors/"));
    expect(importsOf("src/extract/visitors/walk.ts")).toEqual(expect.arrayContaining(["src/extract/visitors/calls.ts", "src/extract/visitors/scopes.ts"]));
    expect(visitors.filter((file) => importsOf(file).includes("src/extract/visitors/walk.ts"))).toEqual([]);
    // A dynamic import is an edge: load.ts reaches tools-json.ts only through one.
    expect(importsOf("src/cli/load.ts")).toContain("src/cli/tools-json.ts");
  });
});
