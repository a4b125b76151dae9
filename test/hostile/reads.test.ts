// Reads that never end: a committed package.json, tsconfig.json, .gitignore, config or suppressions
// file that is a link to /dev/zero, or a named pipe, made the run grow without end or block forever. Every file
// summarylint reads besides the sources goes through one reader (src/base/read-file.ts): regular files only, size-capped.
import fs from "node:fs";
import path from "node:path";
import { fifo } from "../helpers/fifo.js";
import { describe, expect, it } from "vitest";
import { readChecked } from "../../src/base/read-file.js";
import { handler, parseJson, project, run } from "../cli/run.js";


describe("readChecked", () => {
  const setUp = () => {
    const dir = project({ "a.txt": "hello", "big.txt": "x".repeat(2000), "sub/b.txt": "" });
    fs.symlinkSync("/dev/zero", path.join(dir, "zero"));
    return dir;
  };

  it.each<[string, string, string | undefined, string]>([
    ["a link to /dev/zero", "zero", "ENOTREG", "it is a device, not a file"],
    ["a folder", "sub", "EISDIR", "it is a folder, not a file"],
    ["a file over the cap", "big.txt", "EFBIG", "it is 2 kB; at most 1 kB is read"],
    ["a missing file", "none.txt", "ENOENT", "ENOENT: no such file or directory, stat '<dir>/none.txt'"],
  ])("refuses %s, saying what it is", (_title, name, code, message) => {
    const dir = setUp();
    const error = (() => {
      try {
        readChecked(path.join(dir, name), 1000);
      } catch (e) {
        return e as NodeJS.ErrnoException;
      }
      return undefined;
    })();
    expect([error?.code, error?.message.replace(dir, "<dir>")]).toEqual([code, message]);
  });

  it("refuses a named pipe without blocking (where mkfifo exists)", () => {
    const dir = setUp();
    if (!fifo(path.join(dir, "pipe"))) return;
    expect(() => readChecked(path.join(dir, "pipe"))).toThrow("it is a named pipe, not a file");
  });

  it("near miss: reads a regular file under the cap", () => {
    expect(readChecked(path.join(setUp(), "a.txt"), 1000).toString()).toBe("hello");
  });
});

describe("a project whose side files are links to /dev/zero still lints", () => {
  // Each refused file is a problem where it bites (unreadable-source), saying what the project goes without.
  it.each([
    ["package.json", "it is a device, not a file; the packages it names are not known, so presets it would choose are not used"],
    ["tsconfig.json", "it is a device, not a file; its path aliases and output folders are not known"],
    [".gitignore", "it is a device, not a file; the files it lists are not ignored"],
    ["src/tsconfig.json", "it is a device, not a file; its path aliases and output folders are not known"],
    ["src/package.json", "it is a device, not a file; the packages it names are not known, so presets it would choose are not used"],
  ])("%s", async (name, why) => {
    const dir = project({ "src/a.ts": handler("contact.delete", { description: "Delete a contact." }) });
    fs.symlinkSync("/dev/zero", path.join(dir, name));
    const result = await run(dir, ["--format", "json"]);
    const output = parseJson(result.stdout);
    expect([result.code, output.summary.actions, output.results.map((r) => [r.ruleId, r.file, r.line, r.message])]).toEqual([
      0,
      1,
      [["unreadable-source", name, 1, `${name} was not read: ${why}. Make it a regular file, or remove it.`]],
    ]);
  });

  it("a config file that is a link to /dev/zero is refused with a clear message", async () => {
    const dir = project({ "src/a.ts": handler("contact.delete", { description: "Delete a contact." }) });
    fs.symlinkSync("/dev/zero", path.join(dir, ".summarylintrc.yaml"));
    const result = await run(dir, []);
    expect([result.code, result.stdout, result.stderr.includes("it is a device, not a file; summarylint reads a config only from a regular file")]).toEqual([2, "", true]);
  });
});
