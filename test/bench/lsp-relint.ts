// What one keystroke costs the language server on a large project: the first lint of a generated project
// (every file extracted), then the re-lint after an edit of one handler file's buffer (that file extracted
// again; resolve, summarize and rules over the whole project). Not part of `npm run bench`; run it alone:
//
//   npm run build && node dist/test/bench/lsp-relint.js [--files N] [--runs N]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RULE_INFOS } from "../../src/lint/registry.js";
import { loadConfig } from "../../src/config/index.js";
import { LiveProject } from "../../src/lsp/live-project.js";
import { DEFAULT_FILES, generateProject } from "./generate.js";

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

const files = option("--files", DEFAULT_FILES);
const runs = option("--runs", 9);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-lsp-bench-"));
try {
  const generated = generateProject(dir, { files });
  const project = new LiveProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
  const handlerFile = generated.files > 0 ? findHandlerFile(dir) : undefined;
  if (!handlerFile) throw new Error("no handler file in the generated project");
  const text = fs.readFileSync(handlerFile, "utf8");

  const [first, cold] = time(() => project.lint(new Map()));
  const edits: number[] = [];
  const unchanged: number[] = [];
  for (let i = 0; i < runs; i++) {
    // A different description each time, as typing makes it: the file is extracted again on every run.
    const edited = text.replace(/description: "/, `description: "Edit ${i}: `);
    edits.push(time(() => project.lint(new Map([[handlerFile, edited]])))[1]);
    unchanged.push(time(() => project.lint(new Map([[handlerFile, edited]])))[1]);
  }
  console.log(`${generated.files} files, ${generated.actions} actions, ${first.diagnostics.length} diagnostics`);
  console.log(`first lint (every file extracted):          ${cold.toFixed(0)} ms`);
  console.log(`re-lint after an edit of one file (median):  ${median(edits).toFixed(0)} ms  (runs: ${edits.map((t) => t.toFixed(0)).join(", ")})`);
  console.log(`re-lint with nothing changed (median):       ${median(unchanged).toFixed(0)} ms`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

function findHandlerFile(root: string): string | undefined {
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (/defineHandler\(\{\s*name: "[^"]+",\s*\n?\s*description: "/.test(fs.readFileSync(file, "utf8"))) return file;
  }
  return undefined;
}
