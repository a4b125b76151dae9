// The reading of call stacks behind test/bench/call-direction.ts: a profile is written here as nested lists of
// files ("-" a frame of Node or of the compiler), and each row says what must be counted.
import { describe, expect, it } from "vitest";
import { directions, repositoryFile, type ProfileNode } from "./call-direction.js";

type Tree = [string, ...Tree[]];

/** A profile of `tree`: every frame's URL is its file's name. */
function profile(tree: Tree): ProfileNode[] {
  const nodes: ProfileNode[] = [];
  const add = ([file, ...children]: Tree): number => {
    const node: ProfileNode = { id: nodes.length + 1, callFrame: { url: file, functionName: "" }, children: [] };
    nodes.push(node);
    for (const child of children) node.children!.push(add(child));
    return node.id;
  };
  add(tree);
  return nodes;
}

const read = (tree: Tree) => directions(profile(tree), (url) => (url === "-" ? undefined : url));

describe("the directions of calls", () => {
  const rows: { name: string; tree: Tree; climbs: string[]; returns: string[]; recursions: string[]; most: number }[] = [
    {
      name: "a path going down the stages",
      tree: ["-", ["src/project.ts", ["src/resolve/catalog.ts", ["src/resolve/item.ts", ["src/resolve/evaluate.ts", ["src/base/compare.ts"]]]]]],
      climbs: [],
      returns: [],
      recursions: [],
      most: 0,
    },
    {
      name: "the item builder and the evaluator alternating",
      tree: ["src/resolve/item.ts", ["src/resolve/evaluate.ts", ["src/resolve/item.ts", ["src/resolve/evaluate.ts", ["src/resolve/item.ts"]]]]],
      climbs: [],
      returns: ["src/resolve/evaluate.ts <- src/resolve/item.ts", "src/resolve/item.ts <- src/resolve/evaluate.ts"],
      recursions: [],
      most: 3,
    },
    {
      name: "the evaluator recursing through its own files",
      tree: ["src/resolve/evaluate.ts", ["src/resolve/evaluate-calls.ts", ["src/resolve/evaluate.ts"]]],
      climbs: [],
      returns: [],
      recursions: ["src/resolve/evaluate.ts <- src/resolve/evaluate-calls.ts"],
      most: 0,
    },
    {
      name: "a callback of a higher stage",
      tree: ["src/project.ts", ["src/base/timing.ts", ["src/project.ts"]]],
      climbs: ["src/base/timing.ts -> src/project.ts"],
      returns: ["src/project.ts <- src/base/timing.ts"],
      recursions: [],
      most: 1,
    },
    {
      name: "a file calling itself, and frames of Node between, as one step",
      tree: ["src/lint/engine.ts", ["-", ["src/lint/engine.ts", ["src/lint/engine.ts", ["-", ["rules/hidden-characters.ts"]]]]]],
      climbs: [],
      returns: [],
      recursions: [],
      most: 0,
    },
    {
      name: "two branches, each counted on its own stack",
      tree: ["src/resolve/item.ts", ["src/resolve/values.ts"], ["src/resolve/evaluate.ts", ["src/resolve/values.ts"]]],
      climbs: [],
      returns: [],
      recursions: [],
      most: 0,
    },
  ];

  it.each(rows)("$name", ({ tree, climbs, returns, recursions, most }) => {
    const found = read(tree);
    expect([...found.climbs.keys()].sort()).toEqual(climbs);
    expect([...found.returns.keys()].sort()).toEqual(returns);
    expect([...found.recursions.keys()].sort()).toEqual(recursions);
    expect(found.longest.returns).toBe(most);
  });

  it("maps a built file's URL to its source, and nothing else", () => {
    expect(repositoryFile("file:///repo/dist/src/resolve/item.js", "/repo")).toBe("src/resolve/item.ts");
    expect(repositoryFile("file:///repo/dist/rules/hidden-characters.js", "/repo")).toBe("rules/hidden-characters.ts");
    expect(repositoryFile("file:///repo/node_modules/ts-morph/dist/ts-morph.js", "/repo")).toBeUndefined();
    expect(repositoryFile("file:///repo/dist/test/bench/bench.js", "/repo")).toBeUndefined();
    expect(repositoryFile("node:internal/modules/esm", "/repo")).toBeUndefined();
  });
});
