// The real launcher, bin/summarylint.js, as a child process: exit codes reach the shell, and a reader that
// closes the pipe early (`summarylint -f json | head -c 10`) does not make it crash.
//
// The launcher imports ../dist/src/cli/main.js. Rather than trust a dist/ that may be stale (or missing on a
// fresh clone without `npm run build`), the sources are compiled into a temp copy of the package layout:
// bin/summarylint.js, package.json, dist/ (fresh), and node_modules linked to the real one.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCli, type BuiltCli } from "../helpers/built-cli.js";
import { handler, IMPORT, project, run } from "./run.js";

let built: BuiltCli;
let launcher: string;

beforeAll(() => {
  built = buildCli();
  launcher = built.launcher;
}, 60_000);

afterAll(() => built?.remove());

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run the launcher in `cwd`; with `closeAfter`, stop reading stdout after that many bytes, as `head -c` does. */
function launch(cwd: string, argv: string[], closeAfter?: number): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [launcher, ...argv], { cwd, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (closeAfter !== undefined && stdout.length >= closeAfter) child.stdout.destroy();
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** `n` action declarations, 100 a file (src/many0.ts, src/many1.ts, …): the most of one rule the output shows per file. */
function spread(n: number, declaration: (i: number) => string): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) files[`src/many${Math.floor(i / 100)}.ts`] = (files[`src/many${Math.floor(i / 100)}.ts`] ?? IMPORT) + declaration(i);
  return files;
}

describe("bin/summarylint.js", () => {
  it("exits with main()'s code: 1 for errors, 0 when clean, 2 for usage", async () => {
    const dir = project({ "src/a.ts": IMPORT + handler("photo.delete") });
    const errors = await launch(dir, ["-f", "json"]);
    expect(errors.code).toBe(1);
    expect(JSON.parse(errors.stdout).summary.errors).toBe(1);
    expect(errors.stderr).toBe("");

    fs.writeFileSync(path.join(dir, "src/a.ts"), IMPORT + handler("photo.delete", { description: "Delete a photo." }));
    expect(await launch(dir, [])).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(await launch(dir, ["--bogus"])).toEqual({ code: 2, stdout: "", stderr: "summarylint: unknown option '--bogus'; see summarylint --help\n" });
  }, 30_000);

  // 1,500 actions without a description, 100 a file (the most of one rule a file shows): errors, and in every format
  // far more output than a pipe buffers.
  const manyErrors = () => project(spread(1500, (i) => handler(`thing${i}.delete`, { kind: "write" })));

  it("a reader that leaves after one byte, in every format: no crash, no stack trace, the run's own exit code", async () => {
    const dir = manyErrors();
    const formats = ["json", "sarif", "compact", "github", "stylish"];
    // How much each format would print, measured once in-process (one run, one file per format).
    const whole = await run(dir, formats.flatMap((f) => ["-f", f, `--output.${f}`, `whole/${f}.txt`]));
    expect(whole).toEqual({ code: 1, stdout: "", stderr: "" });
    // The five launches at once: each is its own process, and the machine's cores share them.
    const launched = await Promise.all(formats.map((format) => launch(dir, ["-f", format], 1)));
    formats.forEach((format, i) => {
      const size = fs.statSync(path.join(dir, `whole/${format}.txt`)).size;
      expect(size, format).toBeGreaterThan(200_000);
      const { code, stdout, stderr } = launched[i];
      expect({ format, code, stderr }).toEqual({ format, code: 1, stderr: "" });
      expect(stdout.length).toBeLessThan(size);
    });
  }, 90_000);

  it.runIf(process.platform !== "win32" && fs.existsSync("/bin/bash"))("summarylint -f json | head -c1, in a shell with pipefail: exit 1 (errors), nothing on stderr", () => {
    const dir = manyErrors();
    const command = `set -o pipefail; "${process.execPath}" "${launcher}" -f json | head -c1`;
    const result = spawnSync("/bin/bash", ["-c", command], { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({ status: 1, stdout: "{", stderr: "" });
  }, 30_000);

  it("a reader that closes the pipe early: no EPIPE crash, no stack trace", async () => {
    // Far more output than a pipe buffers (64 kB), so the launcher is still writing when the reader leaves.
    // Each action is an info (first-sentence-only) of about 450 bytes of JSON: 800 of them make 360 kB.
    const dir = project(spread(800, (i) => handler(`thing${i}.list`, { description: `List the things of kind ${i}. Sorted by name.` })));
    const { code, stdout, stderr } = await launch(dir, ["-f", "json"], 10);
    expect(stdout.startsWith('{"tool":')).toBe(true);
    expect(stdout.length).toBeLessThan(360_000);
    expect(stderr).toBe("");
    expect(code).toBe(0);
  }, 30_000);

  it("--stdin reads the process's stdin: the piped text is linted as the named file", () => {
    const dir = project({ "src/a.ts": IMPORT + handler("contact.list", { description: "List the contacts of the dealer." }) });
    const input = IMPORT + handler("photo.delete");
    const result = spawnSync(process.execPath, [launcher, "-f", "compact", "--stdin", "--stdin-filename", "src/a.ts"], { cwd: dir, input, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 1, stderr: "" });
    expect(result.stdout).toMatch(/^src\/a\.ts:2:\d+: error .* \[missing-description\]\n$/);
  }, 30_000);

  it("a checkout whose build is missing says what to do in one line, exit 2 (no stack of a module not found)", () => {
    const copy = project({ "package.json": '{"type":"module"}' });
    fs.mkdirSync(path.join(copy, "bin"));
    fs.copyFileSync(new URL("../../bin/summarylint.js", import.meta.url), path.join(copy, "bin/summarylint.js"));
    const result = spawnSync(process.execPath, [path.join(copy, "bin/summarylint.js"), "--version"], { cwd: copy, encoding: "utf8" });
    expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 2, stdout: "" });
    expect(result.stderr).toBe(`summarylint: its build is missing (dist/src/bundle/main.js); run "npm run build" in ${copy}/, or install the published package\n`);
  });
});
