// discover: include/exclude globs relative to the root, .gitignore files at any depth, never node_modules or .git.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { discoverFiles } from "../../src/discover/discover.js";
import { project } from "../cli/run.js";

const INCLUDE = ["**/*.{ts,tsx,mts,cts}"];

function found(files: Record<string, string>, exclude: string[] = [], prepare?: (dir: string) => void): string[] {
  const dir = project(files);
  prepare?.(dir);
  return discoverFiles({ root: dir, include: INCLUDE, exclude }).map((f) => path.relative(dir, f).split(path.sep).join("/"));
}

describe("discoverFiles", () => {
  it("sorted, by the include globs, never node_modules or .git", () => {
    expect(found({ "src/b.ts": "", "src/a.tsx": "", "src/c.js": "", "node_modules/x/i.ts": "", ".git/h.ts": "", "README.md": "" })).toEqual(["src/a.tsx", "src/b.ts"]);
  });

  it("exclude globs, for files and folders", () => {
    expect(found({ "src/a.ts": "", "src/a.test.ts": "", "gen/b.ts": "" }, ["**/*.test.ts", "gen"])).toEqual(["src/a.ts"]);
  });

  it(".gitignore at the root and in a subfolder, each relative to its folder", () => {
    const files = { ".gitignore": "dist/\n*.gen.ts\n", "src/.gitignore": "local/\n", "src/a.ts": "", "src/b.gen.ts": "", "src/local/c.ts": "", "dist/d.ts": "", "lib/local/e.ts": "" };
    expect(found(files)).toEqual(["lib/local/e.ts", "src/a.ts"]);
  });

  it("a .gitignore that is a folder ignores nothing", () => {
    expect(found({ "src/a.ts": "", "src/.gitignore/b.ts": "" })).toEqual(["src/.gitignore/b.ts", "src/a.ts"]);
  });

  it("a folder without a .gitignore inherits its parents' rules only", () => {
    expect(found({ ".gitignore": "skip.ts\n", "a/b/c/skip.ts": "", "a/b/c/keep.ts": "" }, [], (dir) => fs.mkdirSync(path.join(dir, "a/empty")))).toEqual(["a/b/c/keep.ts"]);
  });
});
