// Files a .gitignore lists that git tracks all the same (committed with `git add -f`, or before the rule) are the
// project's sources: discovery reads git's index (.git/index, versions 2–4) without running git and keeps them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { discoverFiles } from "../../src/discover/discover.js";
import { indexPaths, MAX_TRACKED_PATH_BYTES } from "../../src/discover/git-index.js";
import { handler, parseJson, project, run } from "../cli/run.js";

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

/**
 * A version-4 index of `count` entries, each stripping nothing from the path before it and adding `step` (the paths
 * grow by a step each: n entries spell out n²/2 steps), after the paths of `head` written whole.
 */
function growingIndex(head: string[], count: number, step: string): Buffer {
  const plain = gitIndex(head, 4);
  const entry = (suffix: Buffer, strip: number) => Buffer.concat([Buffer.alloc(62), Buffer.from([strip]), suffix, Buffer.from([0])]);
  const last = Buffer.from(head[head.length - 1] ?? "", "utf8");
  const parts = [plain, entry(Buffer.from(step, "utf8"), last.length), ...Array.from({ length: count - 1 }, () => entry(Buffer.from(step, "utf8"), 0))];
  const index = Buffer.concat(parts);
  index.writeUInt32BE(head.length + count, 8);
  return index;
}

describe("a version-4 index that spells out more paths than it holds", () => {
  const FILES = { ".gitignore": "generated/\n", "src/a.ts": handler("contact.delete", { description: "Delete a contact." }), "generated/tools.ts": "" };

  it(`past ${MAX_TRACKED_PATH_BYTES / 1024 / 1024} MiB of paths below the root it is not used, and the lint says so (60,000 entries: 1.8 GB spelled out)`, async () => {
    const dir = project(FILES);
    fs.mkdirSync(path.join(dir, ".git"));
    fs.writeFileSync(path.join(dir, ".git/index"), growingIndex(["generated/tools.ts"], 60_000, "a"));
    const result = await run(dir, ["--format", "json"]);
    const output = parseJson(result.stdout);
    expect([result.code, output.summary.actions, output.results.map((r) => [r.ruleId, r.file, r.message])]).toEqual([
      0,
      1,
      [
        [
          "unreadable-source",
          ".git/index",
          ".git/index was not used: the paths it spells out below the project are more than 67.1 MB, the most summarylint keeps; the files git tracks are not known, so every file a .gitignore lists is left out, tracked or not.",
        ],
      ],
    ]);
  });

  it("an index over the 64 MiB read is not read, and the lint says so", async () => {
    const dir = project(FILES);
    fs.mkdirSync(path.join(dir, ".git"));
    fs.writeFileSync(path.join(dir, ".git/index"), "");
    fs.truncateSync(path.join(dir, ".git/index"), 65 * 1024 * 1024); // sparse: nothing is written
    const output = parseJson((await run(dir, ["--format", "json"])).stdout);
    expect(output.results.map((r) => [r.ruleId, r.file, r.message])).toEqual([
      [
        "unreadable-source",
        ".git/index",
        ".git/index was not used: it is 68.2 MB; at most 67.1 MB is read; the files git tracks are not known, so every file a .gitignore lists is left out, tracked or not.",
      ],
    ]);
  });

  it("only the paths below the root are made: 60,000 growing paths of another folder cost nothing", () => {
    const dir = project({ "app/.gitignore": "generated/\n", "app/src/a.ts": "", "app/generated/tools.ts": "", "app/generated/other.ts": "" });
    fs.mkdirSync(path.join(dir, ".git"));
    fs.writeFileSync(path.join(dir, ".git/index"), growingIndex(["app/generated/tools.ts", "other/x"], 60_000, "y"));
    const found = discoverFiles({ root: path.join(dir, "app"), include: ["**/*.ts"], exclude: [] });
    expect(found.map((f) => path.relative(dir, f).split(path.sep).join("/"))).toEqual(["app/generated/tools.ts", "app/src/a.ts"]);
  });

  it("near miss: a growing index under the limit is read whole", () => {
    const paths = indexPaths(growingIndex(["a/b"], 100, "c"));
    expect([paths?.length, paths?.[1], paths?.[100]]).toEqual([101, "c", "c".repeat(100)]);
  });
});

describe("a .git file is followed only to the work tree's own git folder", () => {
  const FILES = { ".gitignore": "generated/\n", "src/a.ts": "", "generated/tools.ts": "" };
  const discover = (root: string) => discoverFiles({ root, include: ["**/*.ts"], exclude: [] }).map((f) => path.relative(root, f).split(path.sep).join("/"));

  /** A project in `outer/project` whose .git file names `outer/<gitDir>`, which holds an index tracking generated/tools.ts. */
  const layout = (gitDir: string, extra: (outer: string, git: string) => void = () => {}) => {
    const outer = project({});
    const dir = path.join(outer, "project");
    fs.mkdirSync(dir);
    for (const [name, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const git = path.join(outer, gitDir);
    fs.mkdirSync(git, { recursive: true });
    fs.writeFileSync(path.join(git, "index"), gitIndex(["generated/tools.ts", "src/a.ts"], 2));
    fs.writeFileSync(path.join(dir, ".git"), `gitdir: ${path.relative(dir, git)}\n`);
    extra(outer, git);
    return dir;
  };

  it.each<[string, string, (outer: string, git: string) => void, string[]]>([
    ["a worktree's, whose gitdir file names this .git file", "main/.git/worktrees/w", (outer, git) => fs.writeFileSync(path.join(git, "gitdir"), `${path.join(outer, "project", ".git")}\n`), ["generated/tools.ts", "src/a.ts"]],
    ["a submodule's, whose config's worktree is this folder", "main/.git/modules/project", (outer, git) => fs.writeFileSync(path.join(git, "config"), `[core]\n\tworktree = ${path.relative(git, path.join(outer, "project"))}\n`), ["generated/tools.ts", "src/a.ts"]],
    ["near miss: a folder outside that names nothing back", "elsewhere", () => {}, ["src/a.ts"]],
    ["near miss: a worktree's that names another work tree", "main/.git/worktrees/w", (outer, git) => fs.writeFileSync(path.join(git, "gitdir"), `${path.join(outer, "other", ".git")}\n`), ["src/a.ts"]],
  ])("%s", (_title, gitDir, extra, expected) => {
    expect(discover(layout(gitDir, extra))).toEqual(expected);
  });

  it("near miss: an index that is a link out of the git folder is not read", () => {
    const dir = project({ ...FILES, "elsewhere/index": "" });
    fs.writeFileSync(path.join(dir, "elsewhere/index"), gitIndex(["generated/tools.ts"], 2));
    const outside = project({});
    fs.renameSync(path.join(dir, "elsewhere/index"), path.join(outside, "index"));
    fs.mkdirSync(path.join(dir, ".git"));
    fs.symlinkSync(path.join(outside, "index"), path.join(dir, ".git/index"));
    expect(discover(dir)).toEqual(["src/a.ts"]);
  });
});
