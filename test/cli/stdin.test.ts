// --stdin --stdin-filename F: the text on stdin is linted as F of the project, the rest of the project read from
// disk, and only F reported (as if it were the one path given). Mistakes in the options are usage errors (exit 2).
import { describe, expect, it } from "vitest";
import { at, brief, handler, IMPORT, parseJson, project, run } from "./run.js";

const GOOD_A = IMPORT + handler("contact.list", { description: "List the contacts of the dealer." });
const MISSING_A = IMPORT + handler("photo.delete", { kind: "write" });
const OTHER = IMPORT + handler("photo.list", { kind: "read" });
const EXPORT_LONG =
  "Export the contacts of the dealer as a CSV file with their names, phone numbers, email addresses, postal addresses and the date of their last visit to the showroom, for the marketing team.";
const EXPORT_SEGMENT =
  "Export the contacts of the dealer as a CSV file with their names, phone numbers, email addresses, postal addresses and the date of their last visit to the showroom, for one segment only.";

async function lint(dir: string, argv: string[], stdin: string) {
  const result = await run(dir, ["-f", "json", ...argv], { stdin });
  return { code: result.code, stderr: result.stderr, results: result.stdout ? parseJson(result.stdout).results.map(brief) : [] };
}

describe("--stdin --stdin-filename", () => {
  it("lints the text on stdin instead of the file on disk", async () => {
    const dir = project({ "src/a.ts": GOOD_A });
    const { code, stderr, results } = await lint(dir, ["--stdin", "--stdin-filename", "src/a.ts"], MISSING_A);
    expect({ code, stderr }).toEqual({ code: 1, stderr: "" });
    expect(results).toEqual([{ ruleId: "missing-description", messageId: "missing", file: "src/a.ts", ...at(MISSING_A, "defineHandler", 2), subject: "action:photo.delete" }]);
  });

  it("finds nothing when the text on stdin fixed what is on disk", async () => {
    const dir = project({ "src/a.ts": MISSING_A });
    expect(await lint(dir, ["--stdin", "--stdin-filename", "src/a.ts"], GOOD_A)).toEqual({ code: 0, stderr: "", results: [] });
  });

  it("reports only that file, with the rest of the project read from disk", async () => {
    // src/b.ts has its own error, not reported; its action is still the other half of a near-duplicate pair.
    const dir = project({ "src/a.ts": GOOD_A, "src/b.ts": OTHER + handler("contact.export", { description: EXPORT_LONG }) });
    const text = IMPORT + handler("contact.exportSegment", { description: EXPORT_SEGMENT });
    const { code, results } = await lint(dir, ["--stdin", "--stdin-filename", "src/c.ts"], text);
    // The cut shows the two as the same line: an error.
    expect(code).toBe(1);
    expect(results.map((r) => `${r.ruleId} ${r.file} ${r.subject}`)).toEqual([
      "near-duplicate-summary src/c.ts action:contact.exportSegment",
      "summary-truncated src/c.ts action:contact.exportSegment",
    ]);
  });

  it("lints a new file that is not on disk yet when include takes it in", async () => {
    const dir = project({ "src/a.ts": GOOD_A });
    const { code, results } = await lint(dir, ["--stdin", "--stdin-filename", "src/new.ts"], MISSING_A);
    expect(code).toBe(1);
    expect(results.map((r) => `${r.ruleId} ${r.file}:${r.line}`)).toEqual([`missing-description src/new.ts:${at(MISSING_A, "defineHandler", 2).line}`]);
  });

  it("resolves the file name against the working directory", async () => {
    const dir = project({ "src/a.ts": GOOD_A, ".summarylintrc.yaml": "include: ['src/**/*.ts']\n" });
    const { code, results } = await lint(`${dir}/src`, ["--stdin", "--stdin-filename", "a.ts"], MISSING_A);
    expect({ code, files: results.map((r) => r.file) }).toEqual({ code: 1, files: ["a.ts"] });
  });

  // [file name, files on disk, what stderr says]
  const outside: [string, Record<string, string>][] = [
    ["test/a.test.ts", { "src/a.ts": GOOD_A, "test/a.test.ts": GOOD_A }],
    ["notes.md", { "src/a.ts": GOOD_A }],
    ["../elsewhere.ts", { "src/a.ts": GOOD_A }],
  ];
  it.each(outside)("reports nothing for %s, which is not part of the project, and says so", async (name, files) => {
    const dir = project(files);
    expect(await lint(dir, ["--stdin", "--stdin-filename", name], MISSING_A)).toEqual({
      code: 0,
      stderr: `summarylint: not part of the project (see include and exclude in the config), nothing reported for: ${name}\n`,
      results: [],
    });
  });

  it("reads stdin in any number of chunks, a byte-order mark dropped", async () => {
    const dir = project({ "src/a.ts": GOOD_A });
    const bytes = Buffer.from(`\ufeff${MISSING_A}`, "utf8");
    const result = await run(dir, ["-f", "compact", "--stdin", "--stdin-filename", "src/a.ts"], { stdin: [bytes.subarray(0, 5), bytes.subarray(5, 40), bytes.subarray(40)] });
    const { line, column } = at(MISSING_A, "defineHandler", 2);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(new RegExp(`^src/a\\.ts:${line}:${column}: error .* \\[missing-description\\]\\n$`));
  });

  // [arguments, stderr]
  const usage: [string[], string][] = [
    [["--stdin"], "summarylint: --stdin needs --stdin-filename <file>: the file of the project the text stands for\n"],
    [["--stdin-filename", "src/a.ts"], "summarylint: --stdin-filename needs --stdin (the text to lint comes on stdin)\n"],
    [["--stdin", "--stdin-filename", "src/a.ts", "src/a.ts"], "summarylint: --stdin lints one text, as --stdin-filename src/a.ts: give no paths (got src/a.ts)\n"],
    [["--stdin", "--stdin-filename", "src/a.ts", "--cache"], "summarylint: --cache cannot be used with --stdin (it is about the files on disk)\n"],
    [["--stdin", "--stdin-filename", "src/a.ts", "--suppress-all"], "summarylint: --suppress-all cannot be used with --stdin (it is about the files on disk)\n"],
    [["--stdin", "--stdin-filename", "src/a.ts", "--prune-suppressions"], "summarylint: --prune-suppressions cannot be used with --stdin (it is about the files on disk)\n"],
  ];
  it.each(usage)("%j is a usage error", async (argv, stderr) => {
    expect(await run(project({ "src/a.ts": GOOD_A }), argv, { stdin: MISSING_A })).toEqual({ code: 2, stdout: "", stderr });
  });

  it("refuses a text larger than maxFileSize, with exit 2", async () => {
    const dir = project({ "src/a.ts": GOOD_A, ".summarylintrc.yaml": "maxFileSize: 1000\n" });
    const text = `${MISSING_A}// ${"x".repeat(1000)}\n`;
    expect(await run(dir, ["--stdin", "--stdin-filename", "src/a.ts"], { stdin: text })).toEqual({
      code: 2,
      stdout: "",
      stderr: "summarylint: the text on stdin is larger than maxFileSize (1 kB); nothing was checked\n",
    });
  });
});
