// Dimensions of what the command line prints: one long word through stylish's wrapping, many findings of one file
// through each format, and one action given many roles through `directory --format json`.
import * as fs from "node:fs";
import { main } from "../../../src/cli/main.js";
import { stylish } from "../../../src/format/stylish.js";
import type { Diagnostic } from "../../../src/lint/diagnostic.js";
import type { Dimension, Step } from "../dimension.js";
import { folder } from "../folder.js";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const IMPORT = 'import { defineHandler } from "kumiko";\n';

/** `summarylint <argv…>` in `dir`, in process; returns how many characters it printed (so the work cannot be skipped). */
async function cli(dir: string, argv: string[]): Promise<number> {
  let printed = 0;
  await main(argv, { cwd: dir, stdout: (text) => (printed += text.length), stderr: () => {}, isTTY: false, env: {} });
  return printed;
}

/** The step "run the command line in this folder", which removes the folder afterwards. */
function cliStep(files: Record<string, string>, argv: string[]): Step {
  const dir = folder(files);
  return { run: () => cli(dir, argv), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** One finding whose message is a single word of `n` CJK characters (segmented by grapheme to be wrapped). */
function longWord(n: number): Diagnostic {
  return {
    ruleId: "broken-generated-text",
    severity: "error",
    message: `The description repeats a word: ${"写".repeat(n)}.`,
    file: "/p/src/a.ts",
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 2,
    subject: { type: "action", name: "a" },
    docs: "https://example.com/broken-generated-text.md",
  };
}

/** A file of `n` comment directives that disable nothing: `n` unused-directive findings in one file. */
const directives = (n: number) => ({
  "src/a.ts": IMPORT + 'export const a = defineHandler({ name: "a.get", description: "Get the record." });\n' + range(n).map((i) => `// summarylint-disable-next-line missing-description\nconst x${i} = ${i};\n`).join(""),
});

export const dimensions: Dimension[] = [
  {
    name: "message word length through stylish (characters of one word)",
    start: 40_000,
    quick: 5_000,
    prepare(n): Step {
      const diagnostics = [longWord(n)];
      return { run: () => stylish(diagnostics, { cwd: "/p", color: false, tool: { name: "summarylint", version: "0" }, files: 1, actions: 1, width: 100 }).length };
    },
  },
  ...["stylish", "json", "compact", "sarif", "github", "gitlab", "markdown"].map(
    (format): Dimension => ({
      name: `findings per file through -f ${format} (unused directives in one file)`,
      start: 1_000,
      quick: 100,
      prepare: (n) => cliStep(directives(n), ["-f", format]),
    }),
  ),
  {
    name: "roles per action through directory --format json (one action given n roles, 200 actions of no role)",
    start: 250,
    quick: 50,
    prepare: (n) =>
      cliStep(
        {
          "src/a.ts":
            IMPORT +
            `export const r = defineHandler({ name: "roled.get", description: "Get the roled record.", roles: [${range(n).map((i) => `"role${i}"`).join(", ")}] });\n` +
            range(200).map((i) => `export const a${i} = defineHandler({ name: "item${i}.get", description: "Get the item ${i} of the ledger." });\n`).join(""),
        },
        ["directory", "--format", "json"],
      ),
  },
];
