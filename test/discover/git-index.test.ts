// Files a .gitignore lists that git tracks all the same (committed with `git add -f`, or before the rule) are the
// project's sources: discovery reads git's index (.git/index, versions 2–4) without running git and keeps them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { discoverFiles } from "../../src/discover/discover.js";
import { indexPaths } from "../../src/discover/git-index.js";
import { project } from "../cli/run.js";

/** A git index of `paths` (sorted as git sorts them), in format 2, 3 (one entry with extended flags) or 4. */
function gitIndex(paths: string[], version: 2 | 3 | 4): Buffer {
  const parts: Buffer[] = [];
  const header = Buffer.alloc(12);
  header.write("DIRC", 0, "latin1");
  header.writeUInt32BE(version, 4);
  header.writeUInt32BE(paths.length, 8);
  parts.push(header);
  let previous = Buffer.alloc(0);
  paths.forEach((p, i) => {
    const name = Buffer.from(p, "utf8");
    const extended = version === 3 && i === 0;
    const fixed = Buffer.alloc(62 + (extended ? 2 : 0));
    fixed.writeUInt16BE(Math.min(name.length, 0xfff) | (extended ? 0x4000 : 0), 60);
    if (version === 4) {
      let common = 0;
      while (common < previous.length && common < name.length && previous[common] === name[common]) common++;
      const strip = previous.length - common;
      if (strip > 127) throw new Error("test helper: strip counts over 127 are not encoded");
      parts.push(fixed, Buffer.from([strip]), name.subarray(common), Buffer.from([0]));
    } else {
      const length = fixed.length + name.length;
      const padded = (length + 8) & ~7;
      parts.push(fixed, name, Buffer.alloc(padded - length));
    }
    previous = name;
  });
  return Buffer.concat(parts);
}

const PATHS = ["generated/tools.ts", "packages/app/src/a.ts", "packages/app/src/ab.ts", "src/legacy.ts"];

describe("indexPaths", () => {
  it.each([2, 3, 4] as const)("reads the paths of a version %i index", (version) => {
    expect(indexPaths(gitIndex(PATHS, version))).toEqual(PATHS);
  });

  it.each([
    ["not an index", Buffer.from("hello world, not an index")],
    ["an unknown version", Buffer.concat([Buffer.from("DIRC"), Buffer.from([0, 0, 0, 9, 0, 0, 0, 0])])],
    ["a truncated entry", gitIndex(PATHS, 2).subarray(0, 40)],
  ])("near miss: %s is no index", (_title, buffer) => {
    expect(indexPaths(buffer)).toBeUndefined();
  });
});

describe("discoverFiles keeps ignored files that git tracks", () => {
  const FILES = {
    ".gitignore": "generated/\nsrc/legacy.ts\n",
    "src/a.ts": "",
    "src/legacy.ts": "",
    "generated/tools.ts": "",
    "generated/other.ts": "",
  };
  const discover = (root: string, exclude: string[] = []) =>
    discoverFiles({ root, include: ["**/*.ts"], exclude }).map((f) => path.relative(root, f).split(path.sep).join("/"));
  const withIndex = (files: Record<string, string>, index: Buffer | undefined, at = ".git") => {
    const dir = project(files);
    if (index) {
      fs.mkdirSync(path.join(dir, at), { recursive: true });
      fs.writeFileSync(path.join(dir, at, "index"), index);
    }
    return dir;
  };

  it.each([2, 4] as const)("a tracked file in an ignored folder and an ignored tracked file (index version %i)", (version) => {
    const dir = withIndex(FILES, gitIndex(["generated/tools.ts", "src/a.ts", "src/legacy.ts"], version));
    expect(discover(dir)).toEqual(["generated/tools.ts", "src/a.ts", "src/legacy.ts"]);
  });

  it("the root is a folder inside the repository: paths are taken relative to it", () => {
    const dir = withIndex({ "app/.gitignore": "generated/\n", "app/generated/tools.ts": "", "app/src/a.ts": "" }, gitIndex(["app/generated/tools.ts", "app/src/a.ts"], 2));
    expect(discover(path.join(dir, "app"))).toEqual(["generated/tools.ts", "src/a.ts"]);
  });

  it("a worktree's .git file names the folder its index is in", () => {
    const dir = withIndex(FILES, undefined);
    const gitDir = path.join(dir, "elsewhere/worktrees/w");
    fs.writeFileSync(path.join(dir, ".git"), "gitdir: elsewhere/worktrees/w\n");
    fs.mkdirSync(gitDir, { recursive: true });
    fs.writeFileSync(path.join(gitDir, "index"), gitIndex(["src/legacy.ts"], 2));
    expect(discover(dir)).toEqual(["src/a.ts", "src/legacy.ts"]);
  });

  it.each([
    ["no repository", undefined],
    ["an index that cannot be read", Buffer.from("garbage")],
    ["an index that does not track them", gitIndex(["src/a.ts"], 2)],
  ])("near miss: %s leaves ignored files ignored", (_title, index) => {
    expect(discover(withIndex(FILES, index))).toEqual(["src/a.ts"]);
  });

  it("near miss: an exclude glob still wins over a tracked file", () => {
    const dir = withIndex(FILES, gitIndex(["generated/tools.ts", "src/a.ts", "src/legacy.ts"], 2));
    expect(discover(dir, ["generated"])).toEqual(["src/a.ts", "src/legacy.ts"]);
  });
});
