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

interface Cost {
  wall: number;
  /** CPU time of the process (user + system, all threads): steadier than wall time on a busy machine. */
  cpu: number;
}

function time<T>(run: () => T): [T, Cost] {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const result = run();
  const used = process.cpuUsage(cpu);
  return [result, { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 }];
}

function show(label: string, costs: Cost[]): void {
  const wall = median(costs.map((c) => c.wall));
  const cpu = median(costs.map((c) => c.cpu));
  console.log(`${label.padEnd(44)} wall ${wall.toFixed(0).padStart(6)} ms   cpu ${cpu.toFixed(0).padStart(6)} ms${costs.length > 1 ? `   (median of ${costs.length})` : ""}`);
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
  const edits: Cost[] = [];
  const unchanged: Cost[] = [];
  for (let i = 0; i < runs; i++) {
    // A different description each time, as typing makes it: the file is extracted again on every run.
    const edited = text.replace(/description: "/, `description: "Edit ${i}: `);
    edits.push(time(() => project.lint(new Map([[handlerFile, edited]])))[1]);
    unchanged.push(time(() => project.lint(new Map([[handlerFile, edited]])))[1]);
  }
  console.log(`${generated.files} files, ${generated.actions} actions, ${first.diagnostics.length} diagnostics`);
  show("first lint (every file extracted)", [cold]);
  show("re-lint after an edit of one file", edits);
  show("re-lint with nothing changed", unchanged);
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
