// completeCallers (src/resolve/callers.ts): the deferred files that may call a factory are completed, through
// chains of re-exports found round after round; each file's import specifiers are resolved once, whatever the rounds.
import { describe, expect, it, vi } from "vitest";
import { emptyFacts, type FileFacts } from "../../src/extract/facts.js";
import { completeCallers } from "../../src/resolve/callers.js";
import { ModuleResolver } from "../../src/resolve/modules.js";

/** A file: what it imports (`name from specifier`), re-exports, and whether it declares inside a function. */
function file(name: string, imports: [string, string][], reexports: [string, string][] = [], factory = false, deferred = true): FileFacts {
  const f = emptyFacts(`/p/${name}.ts`);
  for (const [local, from] of imports) f.imports.set(local, { from, name: local });
  for (const [exported, from] of reexports) f.exports.set(exported, { from, name: exported });
  if (factory) f.decls.push({ type: "action", matcher: 0, arg: { k: "lit", v: undefined }, scope: 1, span: { line: 1, column: 1, endLine: 1, endColumn: 1 }, propSpans: {} });
  if (deferred) f.deferred = true;
  return f;
}

describe("completeCallers", () => {
  it("completes the importers of a factory through a chain of re-exports, resolving each specifier once", () => {
    const all = [
      file("app", [["make", "./c"], ["React", "react"]]),
      file("c", [], [["make", "./b"]]),
      file("b", [], [["make", "./factory"]]),
      file("factory", [], [], true, false),
      file("other", [["x", "./nowhere"]]),
    ];
    const files = new Map(all.map((f) => [f.file, f]));
    const resolver = new ModuleResolver(new Set(files.keys()));
    // The resolver keeps its answers (by importing file, then specifier): the work is its uncached resolutions.
    const resolve = vi.spyOn(resolver as unknown as { resolveUncached: (from: string, specifier: string) => string | undefined }, "resolveUncached");
    const completed: string[] = [];
    completeCallers(all, files, resolver, (f) => {
      completed.push(f.file);
      delete f.deferred;
    });
    expect(completed).toEqual(["/p/app.ts"]);
    const asked = resolve.mock.calls.map(([from, specifier]) => `${from} ${specifier}`);
    expect(asked.sort()).toEqual(["/p/app.ts ./c", "/p/app.ts react", "/p/b.ts ./factory", "/p/c.ts ./b", "/p/other.ts ./nowhere"]);
  });

  // The worklist looks at a file again only when what it imports from grew: the answer must be the rounds' answer
  // whatever the order of the files (importers listed before, or after, the factory they reach).
  const cases: { name: string; files: () => FileFacts[]; completed: string[] }[] = [
    {
      name: "an importer of a name the chain does not pass on is left deferred",
      files: () => [file("app", [["helper", "./c"]]), file("c", [], [["make", "./factory"]]), file("factory", [], [], true, false)],
      completed: [],
    },
    {
      name: "an `export *` passes every export on",
      files: () => {
        const index = file("index", []);
        index.exportStars = ["./factory"];
        const factory = file("factory", [], [], true, false);
        factory.exports.set("make", { local: "make" });
        return [file("app", [["make", "./index"]]), index, factory];
      },
      completed: ["/p/app.ts"],
    },
    {
      name: "two importers at either end of the list, through a chain of three",
      files: () => [
        file("first", [["make", "./c"]]),
        file("c", [], [["make", "./b"]]),
        file("b", [], [["make", "./a"]]),
        file("a", [], [["make", "./factory"]]),
        file("factory", [], [], true, false),
        file("last", [["make", "./c"]]),
      ],
      completed: ["/p/first.ts", "/p/last.ts"],
    },
  ];
  it.each(cases)("$name", ({ files: make, completed }) => {
    for (const all of [make(), make().reverse()]) {
      const files = new Map(all.map((f) => [f.file, f]));
      const done: string[] = [];
      completeCallers(all, files, new ModuleResolver(new Set(files.keys())), (f) => {
        done.push(f.file);
        delete f.deferred;
      });
      expect(done.sort()).toEqual(completed);
    }
  });
});
