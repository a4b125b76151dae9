// --fail-severity (as Spectral's): the lowest severity that makes the run exit 1. Without it the exit codes stay
// as they were (errors, or more warnings than --max-warnings); with it, a warning or an info can fail the run too,
// with the reason on stderr; --quiet hides them from the output, not from the exit code.
import { describe, expect, it } from "vitest";
import { handler, IMPORT, project, run } from "./run.js";

const CLEAN = { "src/a.ts": IMPORT + handler("contact.list", { description: "List the contacts of the dealer." }) };
const ERROR = { "src/a.ts": IMPORT + handler("photo.delete", { kind: "write" }) };
/** Two sentences: an info (first-sentence-only). */
const INFO = { "src/a.ts": IMPORT + handler("lead.list", { description: "List the open leads. Newest first." }) };
/** The same, made a warning. */
const WARN = { ...INFO, ".summarylintrc.yaml": "rules:\n  first-sentence-only: warn\n" };
/** One warning and one info. */
const BOTH = {
  ...WARN,
  "src/b.ts": IMPORT + handler("deal.list", { description: "List the open deals." }) + handler("deal.get", { description: "Get one deal of the dealer, by its id. Archived deals too." }),
};
const BOTH_CONFIG = { ...BOTH, ".summarylintrc.yaml": "rules:\n  first-sentence-only: warn\noverrides:\n  - files: [src/b.ts]\n    rules:\n      first-sentence-only: info\n" };

describe("--fail-severity", () => {
  // [project, arguments, exit code, stderr]
  const table: [string, Record<string, string>, string[], number, string][] = [
    ["clean, info", CLEAN, ["--fail-severity", "info"], 0, ""],
    ["an error, no flag", ERROR, [], 1, ""],
    ["an error, error", ERROR, ["--fail-severity", "error"], 1, ""],
    ["an error, info", ERROR, ["--fail-severity", "info"], 1, ""],
    ["a warning, no flag (as before)", WARN, [], 0, ""],
    ["a warning, error", WARN, ["--fail-severity", "error"], 0, ""],
    ["a warning, warn", WARN, ["--fail-severity", "warn"], 1, "summarylint: 1 warning at or above --fail-severity warn\n"],
    ["a warning, info", WARN, ["--fail-severity", "info"], 1, "summarylint: 1 warning at or above --fail-severity info\n"],
    ["a warning, warn, --quiet", WARN, ["--fail-severity", "warn", "--quiet"], 1, "summarylint: 1 warning at or above --fail-severity warn\n"],
    ["a warning, error, --max-warnings 0", WARN, ["--fail-severity", "error", "--max-warnings", "0"], 1, "summarylint: too many warnings (1, maximum: 0)\n"],
    ["an info, no flag", INFO, [], 0, ""],
    ["an info, warn", INFO, ["--fail-severity", "warn"], 0, ""],
    ["an info, info", INFO, ["--fail-severity", "info"], 1, "summarylint: 1 info at or above --fail-severity info\n"],
    ["a warning and an info, warn", BOTH_CONFIG, ["--fail-severity", "warn"], 1, "summarylint: 1 warning at or above --fail-severity warn\n"],
    ["a warning and an info, info", BOTH_CONFIG, ["--fail-severity", "info"], 1, "summarylint: 1 warning and 1 info at or above --fail-severity info\n"],
    ["two warnings, warn", BOTH, ["--fail-severity", "warn"], 1, "summarylint: 2 warnings at or above --fail-severity warn\n"],
  ];
  it.each(table)("%s", async (_, files, argv, code, stderr) => {
    const result = await run(project(files), ["-f", "compact", ...argv]);
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code, stderr });
  });

  it("counts only what the given paths report", async () => {
    const dir = project(BOTH_CONFIG);
    expect(await run(dir, ["-f", "compact", "--fail-severity", "warn", "src/b.ts"])).toMatchObject({ code: 0, stderr: "" });
  });

  it("refuses a severity it does not know, with exit 2", async () => {
    const { code, stdout, stderr } = await run(project(CLEAN), ["--fail-severity", "hint"]);
    expect({ code, stdout }).toEqual({ code: 2, stdout: "" });
    expect(stderr).toBe("summarylint: option '--fail-severity <severity>' argument 'hint' is invalid. Allowed choices are error, warn, info; see summarylint --help\n");
  });
});
