// `extends` graphs: each config file is read and checked once, however many files extend it, and applied once, at the
// last place it applied before (each file after the files it extends, entries in order). A diamond of 17 files (each
// extending the next twice) read 2^17 files, and a chain of 2,000 files checked its whole prefix at every file.
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { RULES, removeProject, tempProject } from "../fixtures/config/project.js";

const made: string[] = [];
afterAll(() => made.forEach(removeProject));
afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});

function project(files: Record<string, string>): string {
  const dir = tempProject(files);
  made.push(dir);
  return dir;
}

/** How many times each file in `dir` is read (by name, relative to it), and how many real paths are asked, while `work` runs. */
function counted<T>(dir: string, work: () => T): { result: T; reads: Record<string, number>; realpaths: number } {
  const reads: Record<string, number> = {};
  let realpaths = 0;
  const readFileSync = fs.readFileSync;
  vi.spyOn(fs, "readFileSync").mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    const name = path.relative(dir, String(file));
    if (!name.startsWith("..") && !path.isAbsolute(name)) reads[name] = (reads[name] ?? 0) + 1;
    return (readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync);
  const realpathSync = fs.realpathSync;
  vi.spyOn(fs, "realpathSync").mockImplementation(((file: fs.PathLike, ...rest: unknown[]) => {
    realpaths++;
    return (realpathSync as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.realpathSync);
  // `import * as fs` sees the spies only once the module's named exports are synced with its default export.
  syncBuiltinESMExports();
  const result = work();
  return { result, reads, realpaths };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("each file of an extends graph is read once", () => {
  it("a diamond 12 deep (each file extends the next twice): 13 reads, and the bottom's override once", () => {
    const files = Object.fromEntries(range(12).map((i) => [`d${i}.yaml`, `extends: [./d${i + 1}.yaml, ./d${i + 1}.yaml]\n`]));
    const dir = project({
      ...files,
      "d12.yaml": 'maxFileSize: 1000\noverrides: [{ files: "a/**", rules: { summary-truncated: off } }]\n',
      ".summarylintrc.yaml": "extends: ./d0.yaml\n",
    });
    const { result, reads } = counted(dir, () => loadConfig({ cwd: dir, rules: RULES }));
    expect([result.maxFileSize, result.overrides.length, Object.values(reads).every((n) => n === 1), Object.keys(reads).length]).toEqual([1000, 1, true, 14]);
  });

  it("a chain of 300 files: each read once, a real path asked a bounded number of times per file", () => {
    const files = Object.fromEntries(range(300).map((i) => [`c${i}.yaml`, `extends: ./c${i + 1}.yaml\noverrides: [{ files: "c${i}/**", rules: { summary-truncated: off } }]\n`]));
    const dir = project({ ...files, "c300.yaml": "maxFileSize: 1000\n", ".summarylintrc.yaml": "extends: ./c0.yaml\n" });
    const { result, reads, realpaths } = counted(dir, () => loadConfig({ cwd: dir, rules: RULES }));
    expect([result.maxFileSize, result.overrides.length, result.overrides[0].files, Object.values(reads).every((n) => n === 1)]).toEqual([1000, 300, ["c299/**"], true]);
    expect(realpaths).toBeLessThanOrEqual(4 * 302);
  });
});

describe("a file reached twice applies at its later place, once", () => {
  it("two configs extending one base: the base's settings over the first, under the second; its lists once", () => {
    const dir = project({
      "base.yaml": "rules: { summary-truncated: warn, first-sentence-only: warn }\ndeclarations:\n  - { type: action, callee: defineAction, fields: { description: summary } }\n",
      "strict.yaml": "extends: ./base.yaml\nrules: { summary-truncated: error, unresolved-description: error }\n",
      "react.yaml": "extends: ./base.yaml\nrules: { first-sentence-only: error }\n",
      ".summarylintrc.yaml": "extends: [./strict.yaml, ./react.yaml]\n",
    });
    const config = loadConfig({ cwd: dir, rules: RULES });
    expect([config.rules, config.declarations.length]).toEqual([
      {
        "summary-truncated": { severity: "warn" },
        "first-sentence-only": { severity: "error" },
        "unresolved-description": { severity: "error" },
      },
      1,
    ]);
  });

  it("near miss: a cycle through a file reached before is still a cycle, named in the file that closes it", () => {
    const dir = project({
      "a.yaml": "extends: [./b.yaml, ./c.yaml]\n",
      "b.yaml": "tests: true\n",
      "c.yaml": "extends: ./b.yaml\ninclude: [src/**]\nextends: ./a.yaml\n".replace("extends: ./b.yaml\n", ""),
      ".summarylintrc.yaml": "extends: ./a.yaml\n",
    });
    expect(() => loadConfig({ cwd: dir, rules: RULES })).toThrow("c.yaml:2:10: extends: a cycle: .summarylintrc.yaml -> a.yaml -> c.yaml -> a.yaml");
  });
});
