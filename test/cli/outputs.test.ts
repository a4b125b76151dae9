// Output of the lint command in every format (docs/design.md#command-line): exit codes per format, several outputs in
// one run (`-f` more than once, `--output.<format> <file>` as Spectral), output files in missing folders, and colors.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sarifValidator } from "../helpers/sarif-schema.js";
import { handler, IMPORT, parseJson, project, run } from "./run.js";

const validateSarif = sarifValidator();

const ANSI = /\u001b\[\d+m/;
const GOOD = IMPORT + handler("contact.list", { description: "List the contacts of the dealer." });
const MISSING = IMPORT + handler("photo.delete", { kind: "write" });
/** Two sentences: an info (first-sentence-only), made a warning by WARN_CONFIG. */
const TWO_SENTENCES = IMPORT + handler("lead.list", { description: "List the open leads. Newest first." });
const WARN_CONFIG = "rules:\n  first-sentence-only: warn\n";

const COMPACT_LINE = /^(.+):(\d+):(\d+): (error|warning|info) (.*) \[([a-z0-9-]+)\]$/;
const GITHUB_LINE = /^::(error|warning|notice) file=[^,:]+,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=[^,:]+::[^\r\n]*$/;

/** What stdout holds in each format, read back: the rule ids and levels it names, after checking its shape. */
function readBack(format: string, stdout: string): string[] {
  const lines = stdout.split("\n").slice(0, -1);
  switch (format) {
    case "json":
      return parseJson(stdout).results.map((r) => `${r.severity} ${r.ruleId}`);
    case "sarif":
      if (!validateSarif(JSON.parse(stdout))) throw new Error(`not valid SARIF: ${JSON.stringify(validateSarif.errors)}`);
      return (JSON.parse(stdout) as { runs: { results: { level: string; ruleId: string }[] }[] }).runs[0].results.map((r) => `${r.level} ${r.ruleId}`);
    case "compact":
      return lines.map((line) => {
        const m = COMPACT_LINE.exec(line);
        if (!m) throw new Error(`not a compact line: ${line}`);
        return `${m[4]} ${m[6]}`;
      });
    case "github":
      return lines.map((line) => {
        if (!GITHUB_LINE.test(line)) throw new Error(`not a workflow command: ${line}`);
        return `${line.slice(2, line.indexOf(" "))} ${/title=summarylint \(([a-z-]+)\)/.exec(line)![1]}`;
      });
    default: {
      // stylish: the rows between a file header and the closing count
      return lines.filter((l) => /^\s+\d+:\d+\s/.test(l)).map((l) => l.trim().split(/\s+/).slice(1, 2).concat(l.trim().split(/\s+/).at(-1)!).join(" "));
    }
  }
}

describe("exit codes 0, 1 and 2 in every format", () => {
  const projects = {
    clean: { "src/a.ts": GOOD },
    warnings: { "src/a.ts": TWO_SENTENCES, ".summarylintrc.yaml": WARN_CONFIG },
    errors: { "src/a.ts": MISSING },
  };
  // Per format: what stdout reads back as for the warnings and the errors project (clean: nothing reported).
  const table: { format: string; warning: string; error: string; cleanStdout: (s: string) => boolean }[] = [
    { format: "stylish", warning: "warning first-sentence-only", error: "error missing-description", cleanStdout: (s) => s === "" },
    { format: "json", warning: "warn first-sentence-only", error: "error missing-description", cleanStdout: (s) => parseJson(s).results.length === 0 },
    { format: "compact", warning: "warning first-sentence-only", error: "error missing-description", cleanStdout: (s) => s === "" },
    { format: "sarif", warning: "warning first-sentence-only", error: "error missing-description", cleanStdout: (s) => JSON.parse(s).runs[0].results.length === 0 },
    { format: "github", warning: "warning first-sentence-only", error: "error missing-description", cleanStdout: (s) => s === "" },
  ];
  for (const row of table) {
    it(`-f ${row.format}: clean 0, warnings 0 (1 over --max-warnings 0), errors 1`, async () => {
      const clean = await run(project(projects.clean), ["-f", row.format]);
      expect([clean.code, clean.stderr, row.cleanStdout(clean.stdout)]).toEqual([0, "", true]);

      const warnDir = project(projects.warnings);
      const warnings = await run(warnDir, ["-f", row.format]);
      expect([warnings.code, warnings.stderr, readBack(row.format, warnings.stdout)]).toEqual([0, "", [row.warning]]);
      const over = await run(warnDir, ["-f", row.format, "--max-warnings", "0"]);
      expect([over.code, over.stderr, over.stdout]).toEqual([1, "summarylint: too many warnings (1, maximum: 0)\n", warnings.stdout]);

      const errors = await run(project(projects.errors), ["-f", row.format]);
      expect([errors.code, errors.stderr, readBack(row.format, errors.stdout)]).toEqual([1, "", [row.error]]);
    });
  }

  it("2 for a usage error in every format, with nothing on stdout", async () => {
    const dir = project(projects.errors);
    for (const format of table.map((r) => r.format)) {
      expect(await run(dir, ["-f", format, "--max-warnings", "x"])).toEqual({ code: 2, stdout: "", stderr: 'summarylint: --max-warnings must be a whole number, not "x"\n' });
    }
  });
});

describe("several outputs: -f more than once, --output.<format> <file>", () => {
  it("stylish on stdout and SARIF in a file, in a folder it creates", async () => {
    const dir = project({ "src/a.ts": MISSING });
    const { code, stdout, stderr } = await run(dir, ["-f", "stylish", "-f", "sarif", "--output.sarif", "reports/ci/summarylint.sarif"]);
    expect([code, stderr]).toEqual([1, ""]);
    expect(readBack("stylish", stdout)).toEqual(["error missing-description"]);
    expect(readBack("sarif", fs.readFileSync(path.join(dir, "reports/ci/summarylint.sarif"), "utf8"))).toEqual(["error missing-description"]);
  });

  it("every format to its own file, or one of them to -o; nothing on stdout", async () => {
    const dir = project({ "src/a.ts": MISSING });
    const argv = ["-f", "json", "-f", "compact", "-f", "github", "--output.json", "out/a.json", "--output.github=out/gh.txt", "-o", "out/c.txt"];
    expect(await run(dir, argv)).toEqual({ code: 1, stdout: "", stderr: "" });
    expect(readBack("json", fs.readFileSync(path.join(dir, "out/a.json"), "utf8"))).toEqual(["error missing-description"]);
    expect(readBack("compact", fs.readFileSync(path.join(dir, "out/c.txt"), "utf8"))).toEqual(["error missing-description"]);
    expect(readBack("github", fs.readFileSync(path.join(dir, "out/gh.txt"), "utf8"))).toEqual(["error missing-description"]);
  });

  it("one format with -o, or with its own --output.<format>, works as before", async () => {
    const dir = project({ "src/a.ts": MISSING });
    expect(await run(dir, ["-f", "json", "-o", "x.json"])).toEqual({ code: 1, stdout: "", stderr: "" });
    expect(await run(dir, ["-f", "json", "--output.json", "y.json"])).toEqual({ code: 1, stdout: "", stderr: "" });
    expect(fs.readFileSync(path.join(dir, "x.json"), "utf8")).toBe(fs.readFileSync(path.join(dir, "y.json"), "utf8"));
  });

  it("usage errors (exit 2, one line, nothing written)", async () => {
    const dir = project({ "src/a.ts": MISSING });
    const cases: [string[], string][] = [
      [["-f", "json", "-f", "sarif"], "json and sarif cannot both go to stdout; give all formats but one an --output.<format> <file>"],
      [["-f", "json", "-f", "sarif", "-f", "compact"], "json, sarif and compact cannot all go to stdout; give all formats but one an --output.<format> <file>"],
      [["-f", "json", "-f", "sarif", "-o", "out.txt"], "json and sarif cannot both go to out.txt; give all formats but one an --output.<format> <file>"],
      [["-f", "json", "-f", "json"], "-f json is given twice"],
      [["--output.sarif", "x.sarif"], "--output.sarif is given but -f sarif is not; add -f sarif"],
      [["-f", "json", "--output.json", "a.json", "-o", "b.txt"], "-o b.txt is left over: every format has its own --output.<format> <file>"],
      [["-f", "json", "-f", "sarif", "--output.json", "same.txt", "--output.sarif", "./same.txt"], "json and sarif cannot both go to ./same.txt"],
      [["-f", "json", "-f", "sarif", "directory"], '"directory" takes one --format'],
      [["--output.json", "x.json", "stats"], '--output.json does not apply to "stats"'],
      [["--output.xml", "x.xml"], "unknown option '--output.xml'; see summarylint --help"],
    ];
    for (const [argv, message] of cases) expect(await run(dir, argv), argv.join(" ")).toEqual({ code: 2, stdout: "", stderr: `summarylint: ${message}\n` });
    expect(fs.readdirSync(dir)).toEqual(["src"]);
  });

  it("a format before a command still applies to it when given once", async () => {
    const dir = project({ "src/a.ts": GOOD });
    expect(await run(dir, ["-f", "json", "stats"])).toEqual(await run(dir, ["stats", "-f", "json"]));
  });

  it("--help documents --output.<format> on the lint command only", async () => {
    const dir = project();
    const help = (await run(dir, ["--help"])).stdout;
    expect(help).toMatch(/^ {2}-f, --format <name> +output format; may be given more than once/m);
    expect(help).toMatch(/^ {2}--output\.<format> <file> +with several -f: write that format's output\s+to this/m);
    expect(help).not.toContain("--output.json");
    expect((await run(dir, ["directory", "--help"])).stdout).not.toContain("--output.");
  });
});

describe("-o and --output.<format> into folders", () => {
  it("creates missing folders, for -o and for --output.<format> alike", async () => {
    const dir = project({ "src/a.ts": MISSING });
    expect(await run(dir, ["-f", "compact", "-f", "sarif", "-o", "a/b/c/out.txt", "--output.sarif", "d/e/out.sarif"])).toEqual({ code: 1, stdout: "", stderr: "" });
    expect(readBack("compact", fs.readFileSync(path.join(dir, "a/b/c/out.txt"), "utf8"))).toEqual(["error missing-description"]);
    expect(readBack("sarif", fs.readFileSync(path.join(dir, "d/e/out.sarif"), "utf8"))).toEqual(["error missing-description"]);
  });

  it("says clearly when it cannot (a path under a regular file), still writes the other outputs, and exits 2", async () => {
    const dir = project({ "src/a.ts": MISSING, "notes.txt": "a file" });
    const result = await run(dir, ["-f", "json", "-f", "sarif", "--output.json", "notes.txt/out.json", "--output.sarif", "ok/out.sarif"]);
    expect(result).toEqual({ code: 2, stdout: "", stderr: `summarylint: cannot write notes.txt/out.json: ${path.join(dir, "notes.txt")} is a file, not a folder\n` });
    expect(readBack("sarif", fs.readFileSync(path.join(dir, "ok/out.sarif"), "utf8"))).toEqual(["error missing-description"]);
    expect(fs.readFileSync(path.join(dir, "notes.txt"), "utf8")).toBe("a file");
  });
});

describe("colors: only stylish, only on stdout, only on a terminal unless forced", () => {
  // [case, argv, isTTY, env, stylish on stdout colored?]
  const matrix: [string, string[], boolean, Record<string, string>, boolean][] = [
    ["terminal", [], true, {}, true],
    ["pipe", [], false, {}, false],
    ["pipe, FORCE_COLOR=1", [], false, { FORCE_COLOR: "1" }, true],
    ["pipe, FORCE_COLOR=true", [], false, { FORCE_COLOR: "true" }, true],
    ["pipe, FORCE_COLOR empty", [], false, { FORCE_COLOR: "" }, true],
    ["terminal, FORCE_COLOR=0", [], true, { FORCE_COLOR: "0" }, false],
    ["terminal, FORCE_COLOR=false", [], true, { FORCE_COLOR: "false" }, false],
    ["terminal, NO_COLOR=1", [], true, { NO_COLOR: "1" }, false],
    ["terminal, NO_COLOR empty (counts as unset)", [], true, { NO_COLOR: "" }, true],
    ["pipe, FORCE_COLOR and NO_COLOR (FORCE_COLOR wins, as Node)", [], false, { FORCE_COLOR: "1", NO_COLOR: "1" }, true],
    ["terminal, --no-color", ["--no-color"], true, {}, false],
    ["terminal, --no-color and FORCE_COLOR", ["--no-color"], true, { FORCE_COLOR: "1" }, false],
  ];
  for (const [name, argv, isTTY, env, colored] of matrix) {
    it(`${name}: stylish ${colored ? "colored" : "plain"}; a file and every other format plain`, async () => {
      const dir = project({ "src/a.ts": MISSING });
      const toStdout = await run(dir, [...argv, "-f", "stylish", "-f", "json", "--output.json", "out.json"], { isTTY, env });
      expect([toStdout.code, ANSI.test(toStdout.stdout)]).toEqual([1, colored]);
      expect(fs.readFileSync(path.join(dir, "out.json"), "utf8")).not.toMatch(ANSI);
      const toFile = await run(dir, [...argv, "-f", "stylish", "-o", "out.txt"], { isTTY, env });
      expect([toFile.code, toFile.stdout]).toEqual([1, ""]);
      expect(fs.readFileSync(path.join(dir, "out.txt"), "utf8")).not.toMatch(ANSI);
      for (const format of ["json", "compact", "sarif", "github"]) {
        const other = await run(dir, [...argv, "-f", format], { isTTY, env });
        expect(other.stdout, format).not.toMatch(ANSI);
      }
    });
  }
});
