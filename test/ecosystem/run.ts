// `npm run ecosystem`: lint every checked-out repository of repos.json with the built CLI, zero config, as a new user
// would; write per-repository, per-rule counts to results.json and print what changed against the committed file.
// Each run's findings and catalog are kept beside the checkouts ($SUMMARYLINT_ECOSYSTEM/.runs/) for sample.ts and
// recall.ts. Developer machines only: skipped with a message when the checkouts are absent, never run in CI.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { METRICS } from "../../src/stats/compare.js";
import type { StatsReport } from "../../src/stats/types.js";
import { ecosystemDir, loadRepos, sourceDir, type EcoRepo } from "./repos.js";

export interface RepoResult {
  exit: number;
  /** From `stats --format json`: the catalog's totals, and the whole catalog's counts (cuts, tokens, pairs). */
  counts: Record<string, number>;
  /** Rule id -> severity -> findings. */
  rules: Record<string, Record<string, number>>;
  /** stderr lines of a run that failed, if any. */
  problem?: string;
}

const CLI = path.join(sourceDir(), "..", "..", "bin", "summarylint.js");

function runCli(cwd: string, args: string[]): { stdout: string; stderr: string; status: number } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8", maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: "1" } });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

function lintRepo(repo: EcoRepo, dir: string, runs: string): RepoResult {
  const lint = runCli(dir, ["-f", "json"]);
  const stats = runCli(dir, ["stats", "--format", "json"]);
  const directory = runCli(dir, ["directory", "--format", "json"]);
  fs.writeFileSync(path.join(runs, `${repo.name}.lint.json`), lint.stdout);
  fs.writeFileSync(path.join(runs, `${repo.name}.directory.json`), directory.stdout);
  const result: RepoResult = { exit: lint.status, counts: {}, rules: {} };
  try {
    fs.writeFileSync(path.join(runs, `${repo.name}.stats.json`), stats.stdout);
    result.counts = statsCounts(JSON.parse(stats.stdout) as StatsReport);
    const findings = (JSON.parse(lint.stdout) as { results: { ruleId: string; severity: string }[] }).results;
    for (const f of findings) {
      const bySeverity = (result.rules[f.ruleId] ??= {});
      bySeverity[f.severity] = (bySeverity[f.severity] ?? 0) + 1;
    }
  } catch {
    result.problem = (lint.stderr || stats.stderr).split("\n").slice(0, 3).join(" | ");
  }
  return result;
}

/** The numbers of a stats report a change may move: the totals, every compared metric of the whole catalog, and the schemas read. */
function statsCounts(report: StatsReport): Record<string, number> {
  const counts: Record<string, number> = { ...report.totals };
  for (const [name, of] of Object.entries(METRICS)) {
    const n = of(report.total);
    if (n !== null) counts[name] = n; // a directory's figure, where the project has none
  }
  counts.irreversible = report.total.irreversible.descriptions;
  counts.schemasRead = report.total.fullCatalog.schemasRead;
  counts.schemasUnread = report.total.fullCatalog.schemasUnreadCount;
  return counts;
}

function diff(before: Record<string, RepoResult>, after: Record<string, RepoResult>): string[] {
  const out: string[] = [];
  for (const name of Object.keys(after)) {
    const a = after[name];
    const b = before[name];
    if (!b) { out.push(`${name}: new`); continue; }
    const changes: string[] = [];
    for (const k of new Set([...Object.keys(b.counts), ...Object.keys(a.counts)])) {
      if (b.counts[k] !== a.counts[k]) changes.push(`${k} ${b.counts[k] ?? 0} -> ${a.counts[k] ?? 0}`);
    }
    for (const rule of new Set([...Object.keys(b.rules), ...Object.keys(a.rules)])) {
      for (const sev of ["error", "warn", "info"]) {
        const x = b.rules[rule]?.[sev] ?? 0;
        const y = a.rules[rule]?.[sev] ?? 0;
        if (x !== y) changes.push(`${rule} (${sev}) ${x} -> ${y}`);
      }
    }
    if (changes.length) out.push(`${name}: ${changes.join(", ")}`);
  }
  return out;
}

/** The summarylint commit the run used, "+changes" when the work tree differs from it. */
function commitOf(): string {
  const git = (args: string[]) => spawnSync("git", args, { cwd: sourceDir(), encoding: "utf8" }).stdout.trim();
  const head = git(["rev-parse", "--short", "HEAD"]);
  return git(["status", "--porcelain", "--", "src", "rules", "bin"]) ? `${head}+changes` : head;
}

function main(): void {
  const root = ecosystemDir();
  if (!root || !fs.existsSync(root)) {
    console.error("ecosystem: skipped (set SUMMARYLINT_ECOSYSTEM to the folder of checkouts; see test/ecosystem/README.md)");
    return;
  }
  const only = process.argv.slice(2);
  const runs = path.join(root, ".runs");
  fs.mkdirSync(runs, { recursive: true });
  const resultsFile = path.join(sourceDir(), "results.json");
  const before = fs.existsSync(resultsFile) ? (JSON.parse(fs.readFileSync(resultsFile, "utf8")) as { repos: Record<string, RepoResult> }).repos : {};
  const after: Record<string, RepoResult> = only.length ? { ...before } : {};
  for (const repo of loadRepos()) {
    if (only.length && !only.includes(repo.name)) continue;
    const dir = path.join(root, repo.name);
    if (!fs.existsSync(dir)) { console.error(`${repo.name}: skipped (no checkout at ${dir})`); continue; }
    const t = Date.now();
    after[repo.name] = lintRepo(repo, dir, runs);
    const r = after[repo.name];
    const loud = Object.values(r.rules).reduce((n, s) => n + (s.error ?? 0) + (s.warn ?? 0), 0);
    console.error(`${repo.name}: ${r.counts.actions ?? "?"} actions, ${loud} errors and warnings (${Date.now() - t} ms)${r.problem ? ` PROBLEM ${r.problem}` : ""}`);
  }
  const changes = diff(before, after);
  console.log(changes.length ? changes.join("\n") : "no change against the committed results");
  const sorted = Object.fromEntries(Object.keys(after).sort().map((k) => [k, after[k]]));
  fs.writeFileSync(resultsFile, `${JSON.stringify({ commit: commitOf(), repos: sorted }, null, 1)}\n`);
}

main();
