// What one keystroke costs the language server on a large project: the first lint of a generated project
// (every file extracted), then the re-lint after an edit of one handler file's buffer (that file extracted
// again; resolve, summarize and rules over the whole project), and after an edit of a comment (the same facts:
// the last lint's findings stand). Not part of `npm run bench`; run it alone:
//
//   npm run build && node dist/test/bench/lsp-relint.js [--files N] [--runs N] [--repo PATH]
//
// --repo PATH measures a real repository in place (e.g. the largest of the ecosystem check). Nothing is
// written there: the edits are unsaved buffers, as an editor's are. The edited file is the first one discovery finds
// with a literal `description:` string.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RULE_INFOS } from "../../rules/index.js";
import { excludedGlobs, loadConfig, type Config } from "../../src/config/index.js";
import { discoverFiles } from "../../src/discover/discover.js";
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

/** A literal description's opening quote (the edit goes right after it). */
const DESCRIPTION = /\bdescription:\s*["'`]/;

const files = option("--files", DEFAULT_FILES);
const runs = option("--runs", 9);
const repoAt = process.argv.indexOf("--repo");
const repo = repoAt >= 0 ? path.resolve(process.argv[repoAt + 1]) : undefined;
const dir = repo ?? fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-lsp-bench-"));
try {
  const generated = repo ? undefined : generateProject(dir, { files });
  const config = loadConfig({ cwd: dir, rules: RULE_INFOS });
  const project = new LiveProject(config);
  const handlerFile = repo ? findDescribedFile(config) : findHandlerFile(dir);
  if (!handlerFile) throw new Error(`no file with a literal description in ${repo ?? "the generated project"}`);
  const text = fs.readFileSync(handlerFile, "utf8");

  const [first, cold] = time(() => project.lint(new Map()));
  const edits: Cost[] = [];
  const unchanged: Cost[] = [];
  const unread: Cost[] = [];
  for (let i = 0; i < runs; i++) {
    // A different description each time, as typing makes it: the file is extracted again on every run.
    const edited = text.replace(DESCRIPTION, (quote) => `${quote}Edit ${i}: `);
    edits.push(time(() => project.lint(new Map([[handlerFile, edited]])))[1]);
    unchanged.push(time(() => project.lint(new Map([[handlerFile, edited]])))[1]);
    // Typing where summarylint reads nothing (a comment at the end): extracted again, to the same facts.
    unread.push(time(() => project.lint(new Map([[handlerFile, `${edited}\n// note ${i}`]])))[1]);
  }
  console.log(
    repo
      ? `${path.basename(repo)}: ${discoverFiles({ root: config.root, include: config.include, exclude: excludedGlobs(config) }).length} files, ${first.diagnostics.length} diagnostics; editing ${path.relative(repo, handlerFile)}`
      : `${generated!.files} files, ${generated!.actions} actions, ${first.diagnostics.length} diagnostics`,
  );
  show("first lint (every file extracted)", [cold]);
  show("re-lint after an edit of one file", edits);
  show("re-lint with nothing changed", unchanged);
  show("re-lint after an edit of what is not read", unread);
} finally {
  if (!repo) fs.rmSync(dir, { recursive: true, force: true });
}

function findDescribedFile(config: Config): string | undefined {
  const found = discoverFiles({ root: config.root, include: config.include, exclude: excludedGlobs(config) });
  return found.find((file) => /\.[cm]?[jt]sx?$/.test(file) && DESCRIPTION.test(fs.readFileSync(file, "utf8")));
}

function findHandlerFile(root: string): string | undefined {
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (/defineHandler\(\{\s*name: "[^"]+",\s*\n?\s*description: "/.test(fs.readFileSync(file, "utf8"))) return file;
  }
  return undefined;
}
