// The compiler's code cache (src/base/compiler.ts, compiler-cache.ts), through the real launcher: a run writes the
// cache, the next reads it and leaves it alone, a damaged cache is written again, and a cache that is turned off or
// cannot be written changes nothing a run prints. Each row of the table is a fresh process.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCli, type BuiltCli } from "../helpers/built-cli.js";
import { handler, IMPORT, project, write } from "../cli/run.js";

let built: BuiltCli;
/** The project every row lints, and what a run without the cache prints for it. */
let dir: string;
let off: ReturnType<typeof lint>;
beforeAll(() => {
  built = buildCli();
  // Not project(): its folders go after each test, and this one serves them all.
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-cache-")));
  write(dir, { "src/a.ts": IMPORT + handler("createOrder") });
  off = lint(dir, { SUMMARYLINT_COMPILE_CACHE: "0" });
}, 60_000);
afterAll(() => {
  built?.remove();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** One lint of `dir` as JSON, with the given environment over the usual one. */
function lint(dir: string, env: Record<string, string | undefined>): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [built.launcher, "-f", "json"], { cwd: dir, env: { ...process.env, NO_COLOR: "1", ...env }, encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The cache files of `folder`: name, size, inode and time (a file written again has another inode: it is renamed in). */
function files(folder: string): { name: string; size: number; ino: number; mtimeMs: number }[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).map((name) => {
    const s = fs.statSync(path.join(folder, name));
    return { name, size: s.size, ino: s.ino, mtimeMs: s.mtimeMs };
  });
}

describe("the compiler's code cache", () => {
  it("is written by the first run, read by the next (left as it is), and prints the same as no cache", () => {
    const folder = path.join(project(), "cache");
    const first = lint(dir, { SUMMARYLINT_COMPILE_CACHE_DIR: folder });
    const written = files(folder);
    expect(written.map((f) => [/^typescript-.+\.v8$/.test(f.name), f.size > 100_000])).toEqual([[true, true]]);
    const second = lint(dir, { SUMMARYLINT_COMPILE_CACHE_DIR: folder });
    expect(files(folder)).toEqual(written);
    expect([first, second]).toEqual([off, off]);
    expect(off.code).toBe(1);
    expect(JSON.parse(off.stdout).results.map((r: { ruleId: string }) => r.ruleId)).toEqual(["missing-description"]);
  });

  it("is not written when turned off", () => {
    const folder = path.join(project(), "cache");
    expect(lint(dir, { SUMMARYLINT_COMPILE_CACHE: "0", SUMMARYLINT_COMPILE_CACHE_DIR: folder })).toEqual(off);
    expect(files(folder)).toEqual([]);
  });

  it("a damaged cache is rejected by V8 and written again; a cache of another key is removed", () => {
    const folder = path.join(project(), "cache");
    lint(dir, { SUMMARYLINT_COMPILE_CACHE_DIR: folder });
    const [cache] = files(folder);
    fs.writeFileSync(path.join(folder, cache.name), "not V8's data");
    fs.writeFileSync(path.join(folder, "typescript-0-old.v8"), "another compiler's");
    expect(lint(dir, { SUMMARYLINT_COMPILE_CACHE_DIR: folder })).toEqual(off);
    expect(files(folder).map((f) => [f.name, f.size > 100_000])).toEqual([[cache.name, true]]);
  });

  it.each<[string, (root: string) => string]>([
    ["a folder under a file", (root) => {
      fs.writeFileSync(path.join(root, "file"), "");
      return path.join(root, "file", "cache");
    }],
    ["a folder that is a file", (root) => {
      fs.writeFileSync(path.join(root, "cache"), "");
      return path.join(root, "cache");
    }],
  ])("a cache that cannot be written (%s) changes nothing", (_title, make) => {
    expect(lint(dir, { SUMMARYLINT_COMPILE_CACHE_DIR: make(project()) })).toEqual(off);
  });
});
