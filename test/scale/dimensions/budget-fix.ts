// The evaluation budget and the fixes: fixable findings in one file (each fix found, laid over its source and applied:
// a read and a walk of the file per fix, an overlap scan and a search of every item per fix, were n²), a chain of
// consts each built from the previous (each evaluated once), and files that each spend their whole part of the
// evaluation budget (a part per file: the project's work grows with its files, by at most a fixed amount each).
import * as fs from "node:fs";
import { loadConfig } from "../../../src/config/index.js";
import { applyFixes } from "../../../src/fix/apply.js";
import { readFromDisk } from "../../../src/fix/sources.js";
import { ALL_RULES, RULE_INFOS } from "../../../rules/index.js";
import { lintProject, loadProject } from "../../../src/project.js";
import type { Dimension, Step } from "../dimension.js";
import { folder, MCP_PACKAGE, MCP_SERVER } from "../folder.js";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const SERVER_IMPORT = 'import { server } from "./server.js";\n';
const FIXING = ALL_RULES.filter((rule) => rule.id === "broken-generated-text");

/** Letters for `i` (no digits: a doubled word is all broken-generated-text finds in the text). */
const word = (i: number) => range(4).map((k) => String.fromCharCode(97 + (Math.floor(i / 26 ** k) % 26))).join("");

/** A step over a folder, which is removed afterwards. */
function over(files: Record<string, string>, run: (dir: string) => unknown): Step {
  const dir = folder(files);
  return { run: () => run(dir), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The step "fix": the project loaded (not measured), linted with the rule that proposes fixes (each fix found and
 * laid over its source), and the fixes applied to the texts as --fix does.
 */
function fixStep(files: Record<string, string>): Step {
  const dir = folder(files);
  const loaded = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
  const read = (file: string) => readFromDisk(file, loaded.config.maxFileSize);
  const run = () => applyFixes(lintProject(loaded, FIXING).diagnostics, read).applied;
  run(); // once before it is measured: the first run of the fixer's code in the process is mostly its compilation
  return {
    run,
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

function loadOnly(dir: string): number {
  return loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS })).catalog.actions.length;
}

/** The red team's file: an array doubled 21 times, joined in 21 descriptions. */
function draining(f: number): string {
  const consts = range(21).map((i) => `const a${i + 1} = [...a${i}, ...a${i}];\n`).join("");
  const tools = range(21).map((i) => `server.registerTool("d${f}_${i}", { description: a21.join(" "), inputSchema: {} }, async () => ({ content: [] }));\n`).join("");
  return `${SERVER_IMPORT}const a0 = ["x"];\n${consts}${tools}`;
}

export const dimensions: Dimension[] = [
  {
    // A quarter of the descriptions are literals (fixed where they are written), the others consts of the file
    // (followed to their literal, and searched for in the other items' descriptions).
    name: "fixable findings per file",
    start: 1000,
    quick: 150,
    prepare: (n) =>
      fixStep({
        "package.json": MCP_PACKAGE,
        "src/server.ts":
          MCP_SERVER +
          range(n)
            .map((i) => {
              const text = JSON.stringify(`Reads the the ledger ${word(i)} of the store.`);
              const tool = (description: string) => `server.registerTool("t_${word(i)}", { description: ${description}, inputSchema: {} }, async () => ({ content: [] }));\n`;
              return i % 4 === 0 ? tool(text) : `const D${i} = ${text};\n${tool(`D${i}`)}`;
            })
            .join(""),
      }),
  },
  {
    name: "const chain (n consts each built from the previous, all joined in one description)",
    start: 5000,
    quick: 300,
    prepare: (n) =>
      over(
        {
          "package.json": MCP_PACKAGE,
          "src/server.ts":
            MCP_SERVER +
            'const c0 = "part";\n' +
            range(n)
              .map((i) => `const c${i + 1} = c${i};\n`)
              .join("") +
            `server.registerTool("chain", { description: "Reads the ledger: " + [${range(n).map((i) => `c${i + 1}`).join(", ")}].join(" "), inputSchema: {} }, async () => ({ content: [] }));\n`,
        },
        loadOnly,
      ),
  },
  {
    // Up to 200 files the project's 20 million steps are shared (the work stays the same); past that each file has
    // its least part, and the work grows with the files. Each step spends seconds: not in the quick version.
    name: "files that each spend their part of the evaluation budget",
    start: 25,
    prepare: (n) =>
      over({ "package.json": MCP_PACKAGE, "src/server.ts": MCP_SERVER, ...Object.fromEntries(range(n).map((f) => [`src/d${f}.ts`, draining(f)])) }, loadOnly),
  },
];
