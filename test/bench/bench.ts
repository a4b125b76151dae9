// `npm run bench`: docs/design.md#speed says a full lint costs about as much as parsing the files once with the
// TypeScript parser. This generates a large synthetic project, times both in separate processes, and fails (exit 1)
// when lint takes more than 1.0x the parse baseline or 1.6x its peak memory (the targets of docs/design.md#speed).
//
//   node dist/test/bench/bench.js [--files N] [--seed N] [--runs N] [--keep] [--repo PATH] [--only NAME,...]
//
// --repo PATH benches a real repository instead (a checkout of the ecosystem check, e.g.
// $SUMMARYLINT_ECOSYSTEM/activepieces-fork-pieces): copied to a temporary folder (the warm-cache bench edits a file),
// and the parse baseline parses exactly the files the lint reads (its discovery: include, exclude, .gitignore, tests).
//
// Each section below is one bench; add a section to add a bench (near-duplicate rule at 100,000 summaries,
// warm-cache re-run, ...). A section gets the generated project and a way to run measure.js modes. --only runs the
// sections named (lint-vs-parse, stages, near-duplicates, warm-cache, scaling, start-up); when none of them needs
// the generated project, it is not generated.

import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_FILES, DEFAULT_SEED, generateProject, type GenerateResult } from "./generate.js";
import { FILE_LIST, type Measurement } from "./measure.js";
import { benchNearDuplicates } from "./near-duplicates.js";
import { scaling } from "./scaling.js";
import { startUp } from "./start-up.js";
import { warmCache } from "./warm-cache.js";

const MEASURE_SCRIPT = fileURLToPath(new URL("./measure.js", import.meta.url));
const MB = 1024 * 1024;
/** The speed targets: a full lint costs at most the plain parse, in time and (with some room) in peak memory. */
const LINT_PARSE_RATIO_TARGET = 1.0;
const LINT_PARSE_MEMORY_TARGET = 1.6;

interface BenchOptions {
  files: number;
  seed: number;
  runs: number;
  keep: boolean;
  repo?: string;
  /** Section names to run; all when absent. */
  only?: string[];
}

export interface BenchContext {
  dir: string;
  project: GenerateResult;
  runs: number;
  /**
   * Runs `measure.js <mode> <dir>` in a fresh process, `dir` the generated project unless given; throws with the
   * child's stderr when it fails.
   */
  measure(mode: string, dir?: string): Measurement;
}

export interface Check {
  label: string;
  pass: boolean;
  detail: string;
  /** A failed required check makes the bench exit 1; others only print a warning. */
  required: boolean;
}

export interface SectionReport {
  title: string;
  /** First row is the header. */
  table: string[][];
  checks: Check[];
}

export interface BenchSection {
  name: string;
  /** Needs no generated project (writes its own inputs, or none). */
  standalone?: boolean;
  run(ctx: BenchContext): SectionReport;
}

// ---- sections -------------------------------------------------------------------------------------------

const lintVsParse: BenchSection = {
  name: "lint-vs-parse",
  run(ctx) {
    const parse: Measurement[] = [];
    const lint: Measurement[] = [];
    let lintError: string | undefined;
    // Alternate the modes so a warming disk cache or a noisy neighbour hits both alike.
    for (let i = 0; i < ctx.runs; i++) {
      parse.push(ctx.measure("parse"));
      process.stderr.write(`  parse run ${i + 1}: ${parse[i].ms} ms\n`);
      if (lintError) continue;
      try {
        lint.push(ctx.measure("lint"));
        process.stderr.write(`  lint run ${i + 1}: ${lint[i].ms} ms\n`);
      } catch (error) {
        lintError = error instanceof Error ? error.message : String(error);
      }
    }
    const p = summarize(parse);
    const l = lint.length ? summarize(lint) : undefined;
    const table = [
      ["", "median ms", "peak RSS MB", "runs (ms)"],
      ["parse", String(p.ms), String(p.rss), parse.map((m) => m.ms).join(", ")],
      l ? ["lint", String(l.ms), String(l.rss), lint.map((m) => m.ms).join(", ")] : ["lint", "-", "-", "failed"],
    ];
    const checks: Check[] = [];
    const diagnostics = Number(parse[0].parseDiagnostics ?? 0);
    checks.push({
      label: "generated files parse cleanly",
      pass: diagnostics === 0,
      detail: diagnostics === 0 ? `${parse[0].files} files, 0 syntax errors` : `${diagnostics} syntax errors, e.g. in ${String(parse[0].broken)}`,
      required: true,
    });
    if (!l) {
      checks.push({ label: `lint/parse time <= ${LINT_PARSE_RATIO_TARGET}`, pass: false, detail: `lint did not run: ${lintError}`, required: true });
      return { title: `lint vs parse (median of ${ctx.runs} runs each, alternating)`, table, checks };
    }
    const ratio = l.ms / p.ms;
    table.push(["lint/parse", ratio.toFixed(2), (l.rss / p.rss).toFixed(2), `time target <= ${LINT_PARSE_RATIO_TARGET}`]);
    checks.push({ label: `lint/parse time <= ${LINT_PARSE_RATIO_TARGET}`, pass: ratio <= LINT_PARSE_RATIO_TARGET, detail: `${ratio.toFixed(2)} (${l.ms} ms / ${p.ms} ms)`, required: true });
    const memory = l.rss / p.rss;
    checks.push({ label: `lint/parse peak memory <= ${LINT_PARSE_MEMORY_TARGET}`, pass: memory <= LINT_PARSE_MEMORY_TARGET, detail: `${memory.toFixed(2)} (${l.rss} MB / ${p.rss} MB)`, required: true });
    // A lint that finds fewer actions than the project has did less work than it should: the time means little.
    const last = lint[lint.length - 1];
    const found = Number(last.actions ?? 0);
    if (ctx.project.actions >= 0) checks.push({
      label: "lint found the generated actions",
      pass: found === ctx.project.actions,
      detail: `${found} of ${ctx.project.actions} actions, ${last.files} files, ${String(last.results)} results, exit code ${String(last.exitCode)}`,
      required: false,
    });
    return { title: `lint vs parse (median of ${ctx.runs} runs each, alternating)`, table, checks };
  },
};

/** The target of the near-duplicate search over 100,000 summaries, on this machine. */
const NEAR_DUPLICATE_TARGET_MS = 3000;

const nearDuplicates: BenchSection = {
  name: "near-duplicates",
  standalone: true,
  run() {
    const r = benchNearDuplicates();
    const table = [
      ["", "summaries", "ms", "pairs"],
      ["similarPairs (threshold 0.9), 2 threads", String(r.n), String(r.ms), String(r.pairs)],
      ["similarPairs, 1 thread", String(r.n), String(r.singleThreadMs), "same pairs"],
      ["brute force, 2,000-summary sample", "2000", String(r.bruteSampleMs), "same pairs as similarPairs"],
      ["brute force, extrapolated", String(r.n), String(r.bruteExtrapolatedMs), ""],
    ];
    const checks: Check[] = [
      {
        label: `near-duplicate search of ${r.n} summaries <= ${NEAR_DUPLICATE_TARGET_MS} ms`,
        pass: r.ms <= NEAR_DUPLICATE_TARGET_MS,
        detail: `${r.ms} ms (brute force: about ${Math.round(r.bruteExtrapolatedMs / 1000)} s)`,
        required: true,
      },
    ];
    return { title: "near-duplicate summaries (exact pairs, no all-pairs comparison)", table, checks };
  },
};

/** Where one lint's time went (--timing, as ESLint's TIMING=1): each stage, then the ten slowest rules. */
const stages: BenchSection = {
  name: "stages",
  run(ctx) {
    const timed = ctx.measure("lint-timing");
    const [stageTable = "", ruleTable = ""] = String(timed.timing ?? "").split("\n\n");
    const rows = (table: string, limit: number) => table.trim().split("\n").slice(2, 2 + limit).map((line) => line.split("|").map((cell) => cell.trim()));
    const table = [["", "ms", "share"], ...rows(stageTable, 20), ["", "", ""], ...rows(ruleTable, 10)];
    return { title: `where one lint's time went (${timed.ms} ms wall, of which the stages below; --timing)`, table, checks: [] };
  },
};

/** The benches `npm run bench` runs, in order. */
export const sections: BenchSection[] = [lintVsParse, stages, nearDuplicates, warmCache, scaling, startUp];

// ---- running --------------------------------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

function summarize(runs: Measurement[]): { ms: number; rss: number } {
  return { ms: median(runs.map((m) => m.ms)), rss: median(runs.map((m) => m.maxRssMB)) };
}

function measureIn(dir: string, mode: string): Measurement {
  const child = spawnSync(process.execPath, [MEASURE_SCRIPT, mode, dir], { encoding: "utf8", maxBuffer: 64 * MB });
  const lastLine = child.stdout?.trim().split("\n").pop() ?? "";
  if (child.error || child.status !== 0 || !lastLine.startsWith("{")) {
    const why = child.error ? child.error.message : `exit ${String(child.status ?? child.signal)}`;
    const stderr = (child.stderr ?? "").trim().split("\n").slice(-8).join("\n    ");
    throw new Error(`measure ${mode}: ${why}${stderr ? `\n    ${stderr}` : ""}`);
  }
  return JSON.parse(lastLine) as Measurement;
}

function parseArgs(argv: string[]): BenchOptions {
  const opts: BenchOptions = { files: DEFAULT_FILES, seed: DEFAULT_SEED, runs: 3, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const num = (): number => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n <= 0) throw new Error(`${arg} needs a positive integer`);
      return n;
    };
    if (arg === "--keep") opts.keep = true;
    else if (arg === "--repo") opts.repo = argv[++i];
    else if (arg === "--files") opts.files = num();
    else if (arg === "--seed") opts.seed = num();
    else if (arg === "--runs") opts.runs = num();
    else if (arg === "--only") opts.only = (argv[++i] ?? "").split(",").filter(Boolean);
    else throw new Error(`unknown option ${arg} (use --files N, --seed N, --runs N, --keep, --repo PATH, --only NAME,...)`);
  }
  const unknown = opts.only?.filter((name) => !sections.some((s) => s.name === name)) ?? [];
  if (opts.only?.length === 0 || unknown.length) throw new Error(`--only takes section names: ${sections.map((s) => s.name).join(", ")}`);
  return opts;
}

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  for (const row of rows) process.stdout.write("  " + row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("   ").trimEnd() + "\n");
}

/**
 * A real repository copied to `dir` (node_modules and .git left out), and the list of the files a lint of it reads
 * (FILE_LIST) for the parse baseline: the TypeScript and JavaScript ones of summarylint's own discovery.
 */
async function copyRepository(repo: string, dir: string): Promise<GenerateResult> {
  fs.cpSync(path.resolve(repo), dir, { recursive: true, filter: (src) => !/[\\/](?:node_modules|\.git)$/.test(src) });
  const { loadConfig, excludedGlobs } = await import("../../src/config/index.js");
  const { discoverFiles } = await import("../../src/discover/discover.js");
  const { RULE_INFOS } = await import("../../rules/index.js");
  const config = loadConfig({ cwd: dir, rules: RULE_INFOS });
  const files = discoverFiles({ root: config.root, include: config.include, exclude: excludedGlobs(config) }).filter((f) => /\.(?:[cm]?[jt]s|[jt]sx)$/.test(f));
  fs.writeFileSync(path.join(dir, FILE_LIST), JSON.stringify(files));
  const bytes = files.reduce((n, f) => n + fs.statSync(f).size, 0);
  return { files: files.length, actions: -1, features: 0, entities: 0, bytes, byEcosystem: {} as GenerateResult["byEcosystem"] };
}

/** The project the sections share: a copy of --repo, or the generated monorepo; says which on stdout. */
async function prepareProject(opts: BenchOptions, dir: string): Promise<GenerateResult> {
  const started = performance.now();
  if (opts.repo) {
    const project = await copyRepository(opts.repo, dir);
    process.stdout.write(
      `summarylint bench: the real repository ${path.basename(path.resolve(opts.repo))}, ${project.files} files summarylint reads,` +
        ` ${(project.bytes / MB).toFixed(1)} MB of source (copied in ${Math.round(performance.now() - started)} ms${opts.keep ? ` into ${dir}` : ""})\n`,
    );
    return project;
  }
  const project = generateProject(dir, { files: opts.files, seed: opts.seed });
  const genMs = Math.round(performance.now() - started);
  process.stdout.write(
    `summarylint bench: ${project.files} files, ${project.actions} actions (and ${project.features} features, ${project.entities} entities),` +
      ` ${(project.bytes / MB).toFixed(1)} MB of source, a monorepo without config` +
      ` (seed ${opts.seed}, generated in ${genMs} ms${opts.keep ? ` into ${dir}` : ""})\n`,
  );
  const perPackage = Object.entries(project.byEcosystem).map(([eco, c]) => `${eco} ${c.files}/${c.actions}`);
  process.stdout.write(`  files/actions per package: ${perPackage.join(", ")}\n`);
  return project;
}

/** What the sections see when none of those chosen needs the project: an empty folder (actions -1: not known). */
const NO_PROJECT: GenerateResult = { files: 0, actions: -1, features: 0, entities: 0, bytes: 0, byEcosystem: {} as GenerateResult["byEcosystem"] };

async function main(argv: string[]): Promise<number> {
  let opts: BenchOptions;
  try {
    opts = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`bench: ${(error as Error).message}\n`);
    return 2;
  }
  const chosen = sections.filter((s) => !opts.only || opts.only.includes(s.name));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-bench-"));
  try {
    let project = NO_PROJECT;
    if (chosen.every((s) => s.standalone)) process.stdout.write(`summarylint bench: ${chosen.map((s) => s.name).join(", ")} (no generated project)\n`);
    else project = await prepareProject(opts, dir);
    const ctx: BenchContext = { dir, project, runs: opts.runs, measure: (mode, where = dir) => measureIn(where, mode) };
    let failed = false;
    for (const section of chosen) {
      let report: SectionReport;
      try {
        report = section.run(ctx);
      } catch (error) {
        report = { title: section.name, table: [["", "error"]], checks: [{ label: section.name, pass: false, detail: (error as Error).message, required: true }] };
      }
      process.stdout.write(`\n${report.title}\n`);
      if (report.table.length > 1) printTable(report.table);
      for (const check of report.checks) {
        const status = check.pass ? "PASS" : check.required ? "FAIL" : "WARN";
        process.stdout.write(`  ${status}  ${check.label}: ${check.detail}\n`);
        if (!check.pass && check.required) failed = true;
      }
    }
    return failed ? 1 : 0;
  } finally {
    if (!opts.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
