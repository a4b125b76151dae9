// The lint command's stylish output for a person: infos counted unless --verbose, --quiet as ESLint's (errors
// only), related locations, and the width stylish wraps at (--width, COLUMNS, the terminal's, else 100). Exit codes
// do not depend on any of them; json and the other formats carry every diagnostic whatever --verbose says.
import { describe, expect, it } from "vitest";
import { at, handler, IMPORT, parseJson, project, run } from "./run.js";

const MISSING = IMPORT + handler("photo.delete", { kind: "write" });
const TWO_SENTENCES = IMPORT + handler("lead.list", { description: "List the open leads. Newest first." });
const PAIR = IMPORT + handler("lead.show", { description: "Show one lead of the dealer." }) + handler("lead.view", { description: "Show one lead of the dealers." });
const FILES = { "src/a.ts": MISSING, "src/b.ts": TWO_SENTENCES, "src/c.ts": PAIR };

const missing = at(MISSING, "defineHandler(");
const show = at(PAIR, '"Show one lead');
const view = at(PAIR, '"Show one lead', 2);
// The same line twice is an error (near-duplicate-summary); these two only read alike: a warning.
const twoSentences = at(TWO_SENTENCES, '"List the open');

const ERROR_ROW = [
  "src/a.ts",
  `  ${missing.line}:${missing.column}  error  Action "photo.delete" has no description: the model sees only  missing-description`,
  "               its name. Add a description that starts with what it does",
];
const WARNING_ROW = [
  "src/c.ts",
  `  ${view.line}:${view.column}  warning  The summaries of "lead.view" and "lead.show" read alike  near-duplicate-summary`,
  "                 (similarity 0.93), with the same verb and no word that sets one apart, and so do",
  "                 their full descriptions (0.93): the model cannot tell which to call. Say in the",
  "                 first sentence of each, within the directory's cap (160 characters), what sets it",
  "                 apart",
  `                 ↳ src/c.ts:${show.line}:${show.column} "lead.show" has the summary that reads alike`,
];
const INFO_ROW = [
  "src/b.ts",
  `  ${twoSentences.line}:${twoSentences.column}  info  Only the first sentence of "lead.list" reaches the model; 13  first-sentence-only`,
  "              characters after it are dropped. Put what the model needs to choose this action in",
  "              that sentence",
];

describe("infos, --verbose and --quiet (width 100: not a terminal, no COLUMNS)", () => {
  const cases: { argv: string[]; stdout: string[] }[] = [
    {
      argv: [],
      stdout: ["", ...ERROR_ROW, "", ...WARNING_ROW, "", "✖ 3 problems (1 error, 1 warning, 1 info)", "  1 info not shown (first-sentence-only 1): --verbose shows it"],
    },
    { argv: ["--verbose"], stdout: ["", ...ERROR_ROW, "", ...INFO_ROW, "", ...WARNING_ROW, "", "✖ 3 problems (1 error, 1 warning, 1 info)"] },
    { argv: ["--quiet"], stdout: ["", ...ERROR_ROW, "", "✖ 1 problem (1 error, 0 warnings, 0 infos)"] },
    { argv: ["--quiet", "--verbose"], stdout: ["", ...ERROR_ROW, "", "✖ 1 problem (1 error, 0 warnings, 0 infos)"] },
  ];
  for (const c of cases) {
    it(`${c.argv.join(" ") || "(no options)"}: exit 1, exactly this output`, async () => {
      const { code, stdout, stderr } = await run(project(FILES), c.argv);
      // --verbose also asks for the run's closing line on stderr (a terminal outside CI gets it anyway).
      const closing = c.argv.includes("--verbose") ? "summarylint: 4 actions in 3 files: 1 error, 1 warning, 1 info\n" : "";
      expect({ code, stderr }).toEqual({ code: 1, stderr: closing });
      expect(stdout.split("\n")).toEqual([...c.stdout, ""]);
    });
  }

  it("infos only: exit 0 with or without --verbose", async () => {
    const dir = project({ "src/b.ts": TWO_SENTENCES });
    expect((await run(dir, [])).code).toBe(0);
    expect((await run(dir, ["--verbose"])).code).toBe(0);
  });

  it("json carries every info without --verbose", async () => {
    const { stdout } = await run(project(FILES), ["-f", "json"]);
    expect(parseJson(stdout).results.map((r) => r.severity)).toEqual(["error", "info", "warn"]);
  });

  it("compact carries every info without --verbose: one line per problem, nothing else", async () => {
    const { stdout } = await run(project(FILES), ["-f", "compact"]);
    expect(stdout.split("\n").map((l) => l.replace(/^(\S+?):.* \[(.+)\]$/, "$1 $2"))).toEqual([
      "src/a.ts missing-description",
      "src/b.ts first-sentence-only",
      "src/c.ts near-duplicate-summary",
      "",
    ]);
  });
});

describe("the width stylish wraps at", () => {
  const first = (text: string) => `  ${missing.line}:${missing.column}  error  ${text}  missing-description`;
  const AT_100 = first('Action "photo.delete" has no description: the model sees only');
  const AT_80 = first('Action "photo.delete" has no description:');
  const NEVER = first('Action "photo.delete" has no description: the model sees only its name. Add a description that starts with what it does');
  const cases: { name: string; argv?: string[]; isTTY?: boolean; columns?: number; env?: Record<string, string>; row: string }[] = [
    { name: "a pipe: 100", row: AT_100 },
    { name: "a pipe, even when the process has a terminal's columns: 100", columns: 80, row: AT_100 },
    { name: "a terminal of 80 columns: 80", isTTY: true, columns: 80, row: AT_80 },
    { name: "COLUMNS=80 into a pipe: 80", env: { COLUMNS: "80" }, row: AT_80 },
    { name: "COLUMNS over the terminal's", isTTY: true, columns: 120, env: { COLUMNS: "80" }, row: AT_80 },
    { name: "COLUMNS that is not a number is ignored", env: { COLUMNS: "wide" }, row: AT_100 },
    { name: "--width over COLUMNS and the terminal", argv: ["--width", "100"], isTTY: true, columns: 80, env: { COLUMNS: "80" }, row: AT_100 },
    { name: "--width 0: never wrapped", argv: ["--width", "0"], isTTY: true, columns: 80, row: NEVER },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const { code, stdout } = await run(project({ "src/a.ts": MISSING }), [...(c.argv ?? []), "--no-color"], { isTTY: c.isTTY, columns: c.columns, env: c.env });
      expect(code).toBe(1);
      expect(stdout.split("\n")[2]).toBe(c.row);
    });
  }

  it("--width that is not a whole number: exit 2, one line", async () => {
    const { code, stdout, stderr } = await run(project({ "src/a.ts": MISSING }), ["--width", "-3"]);
    expect({ code, stdout, stderr }).toEqual({ code: 2, stdout: "", stderr: 'summarylint: --width must be a whole number of columns, not "-3"\n' });
  });
});
