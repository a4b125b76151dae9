// Stderr is a CI log too (GitHub Actions reads a job's stderr as it reads stdout): a file name given on the command
// line (as pre-commit and lint-staged pass them), a config value or a role with a line break and `::error::` put a
// workflow command on a line of its own there, an ESC sequence reached the terminal as it was, and the config's
// include globs were echoed whole. Every message is one line now, its control characters escaped as stdout's are;
// a config value is quoted as the config's messages quote it (at most 20 characters), and a path, name or list is
// cut when very long.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lineWriter, writeStack } from "../../src/base/stderr.js";
import { handler, IMPORT, project, run } from "../cli/run.js";

const SOURCE = { "src/a.ts": IMPORT + handler("contact.list", { description: "List the contacts." }) };
const LONG = "x".repeat(10_000);
const CUT = `${"x".repeat(200)}… (10,000 characters)`;

/** Each line of stderr: none may start a workflow command, hold a control character or be longer than needed. */
function lines(stderr: string): string[] {
  expect(stderr.endsWith("\n")).toBe(true);
  return stderr.slice(0, -1).split("\n");
}

describe("a file name on the command line", () => {
  it.each<[string, string, string]>([
    ["a line break and a workflow command", "a\n::error::pwn.ts", "a\\n::error::pwn.ts"],
    ["an ESC sequence", "\u001b[31mred.ts", "\\u001B[31mred.ts"],
    ["a line separator", "a\u2028b.ts", "a\\u2028b.ts"],
    ["10,000 characters", LONG, CUT],
  ])("that does not exist: %s", async (_title, name, shown) => {
    const result = await run(project(SOURCE), [name]);
    expect([result.code, lines(result.stderr)]).toEqual([2, [`summarylint: no such file or folder: ${shown}`]]);
  });

  it("that exists but is not part of the project, among 12", async () => {
    const names = ["notes/a\n::error::pwn.md", "notes/\u001b[31m.md", ...Array.from({ length: 10 }, (_, i) => `notes/${i}.md`)];
    const dir = project({ ...SOURCE, ...Object.fromEntries(names.map((n) => [n, "x"])) });
    const result = await run(dir, names);
    const listed = "notes/a\\n::error::pwn.md, notes/\\u001B[31m.md, notes/0.md, notes/1.md, notes/2.md, notes/3.md, notes/4.md, notes/5.md, notes/6.md, notes/7.md, and 2 more";
    expect([result.code, lines(result.stderr)]).toEqual([
      0,
      [`summarylint: not part of the project (see include and exclude in the config), nothing reported for: ${listed}`],
    ]);
  });
});

describe("a config value", () => {
  it.each<[string, string[], string]>([
    ["a line break and a workflow command", ["src/\n::error::pwn"], "src/\\n::error::pwn"],
    ["an ESC sequence", ["\u001b[31mred/**"], "\\u001B[31mred/**"],
    ["a line separator", ["a\u2028b/**"], "a\\u2028b/**"],
    ["100 characters: 20 at most", ["abcdefghij".repeat(10)], "abcdefghijabcdefghi…"],
    ["a secret after a line break", ["none/**\nAPI_KEY=sk-live-1234567890abcdef"], "none/**\\nAPI_KEY=sk-…"],
    ["12 globs: the first 10", Array.from({ length: 12 }, (_, i) => `lib${i}/**`), "lib0/**, lib1/**, lib2/**, lib3/**, lib4/**, lib5/**, lib6/**, lib7/**, lib8/**, lib9/**, and 2 more"],
  ])("include: %s", async (_title, include, shown) => {
    const dir = project({ ...SOURCE, ".summarylintrc.json": JSON.stringify({ include }) });
    const result = await run(dir, []);
    expect([result.code, lines(result.stderr)]).toEqual([0, [`summarylint: no source files found (include: ${shown}); nothing was checked`]]);
  });

  it("near miss: summarylint's own default globs are shown whole", async () => {
    const result = await run(project(), []);
    expect(lines(result.stderr)).toEqual(["summarylint: no source files found (include: **/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}, **/SKILL.md); nothing was checked"]);
  });
});

describe("a role", () => {
  it.each<[string, string, string]>([
    ["a line break and a workflow command", "x\n::error::pwn", "x\\n::error::pwn"],
    ["an ESC sequence", "\u001b[2J", "\\u001B[2J"],
    ["10,000 characters", LONG, CUT],
  ])("given with --role: %s", async (_title, role, shown) => {
    const result = await run(project(SOURCE), ["--role", role]);
    expect([result.code, lines(result.stderr)]).toEqual([2, [`summarylint: unknown role "${shown}": the project declares no roles`]]);
  });

  it("the project's roles, listed after an unknown one", async () => {
    const dir = project({ "src/a.ts": IMPORT + handler("contact.list", { description: "List the contacts.", roles: ["a\n::error::pwn", "b\u001b[31m"] }) });
    const result = await run(dir, ["--role", "c"]);
    expect([result.code, lines(result.stderr)]).toEqual([2, ['summarylint: unknown role "c"; the roles are a\\n::error::pwn, b\\u001B[31m']]);
  });
});

describe("the baseline's entries that no longer occur", () => {
  it("one line each, their file and subject escaped", async () => {
    const baseline = { "src/a\n::error::pwn.ts": { "missing-description": { "action b\u001b[31m": { count: 1 } } } };
    const dir = project({ ...SOURCE, "summarylint-suppressions.json": JSON.stringify(baseline) });
    const result = await run(dir, []);
    expect([result.code, lines(result.stderr)]).toEqual([
      2,
      [
        "summarylint: 1 entry of summarylint-suppressions.json no longer occurs; run summarylint --prune-suppressions to update it (or --pass-on-unpruned-suppressions to ignore this)",
        "  src/a\\n::error::pwn.ts  missing-description  action b\\u001B[31m: 1 recorded, 0 found",
      ],
    ]);
  });
});

describe("option values", () => {
  it.each<[string, string[], string]>([
    ["--max-warnings", ["--max-warnings", "1\n::error::pwn"], 'summarylint: --max-warnings must be a whole number, not "1\\n::error::pwn"'],
    ["--width", ["--width", LONG], `summarylint: --width must be a whole number of columns, not "${CUT}"`],
    ["--suppress-rule", ["--suppress-rule", "\u001b[31m"], 'summarylint: --suppress-rule: unknown rule "\\u001B[31m"; summarylint rules lists them'],
    ["-f, checked by commander", ["-f", "x\u001b[31m"], "summarylint: option '-f, --format <name>' argument 'x\\u001B[31m' is invalid. Allowed choices are stylish, json, compact, sarif, github, gitlab, markdown; see summarylint --help"],
  ])("%s", async (_title, argv, line) => {
    const result = await run(project(SOURCE), argv);
    expect([result.code, lines(result.stderr)]).toEqual([2, [line]]);
  });

  it("-o naming a file that cannot be written", async () => {
    const dir = project(SOURCE);
    fs.mkdirSync(path.join(dir, "out\n::error::pwn"));
    const result = await run(dir, ["-o", "out\n::error::pwn"]);
    expect([result.code, lines(result.stderr)]).toEqual([2, ["summarylint: cannot write out\\n::error::pwn: it is a folder; name a file"]]);
  });
});

describe("a stack trace (--debug)", () => {
  /** What stderr holds after writeStack(error), through the command line's line writer. */
  function stack(error: Error): string[] {
    let text = "";
    writeStack(lineWriter((t) => (text += t)), error);
    return lines(text);
  }

  it("its message is one line, whatever it holds; then one line a frame", () => {
    const written = stack(new Error("cannot read a\n::error::pwn\u001b[31m.ts"));
    expect([written[0], written.length > 2, written.slice(1).every((l) => /^\s+at /.test(l))]).toEqual(["Error: cannot read a\\n::error::pwn\\u001B[31m.ts", true, true]);
  });

  it("an error with no message", () => {
    const written = stack(new TypeError());
    expect([/^TypeError:? ?$/.test(written[0]), written.length > 1, written.slice(1).every((l) => /^\s+at /.test(l))]).toEqual([true, true, true]);
  });
});
