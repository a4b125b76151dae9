// Per client profile, what the clients do to a set of projects' texts: how many texts each cuts (and the characters
// lost), how many descriptions a model API would refuse, skills listings over budget, servers past the tool-search
// threshold (all from `stats -f json`), and the findings the cuts cause (from the lint's JSON: the rules that read a
// client's cut, on a finding whose message names the client). It writes the cut findings, one JSON line each, for
// reading and labelling.
//
//   node dist/test/ecosystem/client-figures.js --cli PATH/bin/summarylint.js --out FINDINGS.jsonl DIR...
//
// Each DIR is a project folder (a checkout, an unpacked package), linted in its own process with its own config, as a
// user would run it there.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ClientsStats } from "../../src/stats/types.js";

/** The rules that read a client's cut (rules/*.md, "client cuts"). */
export const CUT_RULES = new Set(["summary-truncated", "truncation-drops-verb", "truncation-drops-irreversibility", "near-duplicate-summary", "broken-generated-text"]);

interface Finding {
  ruleId: string;
  severity: string;
  message: string;
  file: string;
  line: number;
}

export interface ClientTotals {
  label: string;
  projects: number;
  descriptions: number;
  instructions: number;
  charactersLost: number;
  rejected: number;
  skillsOver: number;
  serversPastSearch: number;
  /** "rule severity" -> findings the client's cut causes. */
  findings: Record<string, number>;
}

/** Whether a finding's message says `label` cuts the text ("Claude Code cuts", "Claude Code and Cursor cut"). */
export function namesCut(message: string, label: string): boolean {
  const end = message.search(/[:;]/); // the clause that says who cuts ends there
  const head = end < 0 ? message : message.slice(0, end);
  return head.includes(label) && /\bcuts?\b/.test(head);
}

function json<T>(cli: string, cwd: string, args: string[]): T | undefined {
  const run = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8", maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: "1" } });
  try {
    return JSON.parse(run.stdout) as T;
  } catch {
    process.stderr.write(`${cwd}: ${args.join(" ")} exited ${run.status}: ${run.stderr.slice(0, 300)}\n`);
    return undefined;
  }
}

/** Adds one project's stats and findings to `totals`; returns its cut findings. */
export function addProject(totals: Map<string, ClientTotals>, clients: ClientsStats | null, findings: readonly Finding[]): Finding[] {
  const cut: Finding[] = [];
  for (const c of clients?.clients ?? []) {
    const t = totals.get(c.client) ?? { label: c.label, projects: 0, descriptions: 0, instructions: 0, charactersLost: 0, rejected: 0, skillsOver: 0, serversPastSearch: 0, findings: {} };
    t.projects++;
    t.descriptions += c.cut.descriptions;
    t.instructions += c.cut.instructions;
    t.charactersLost += c.cut.charactersLost;
    t.rejected += c.cut.rejected;
    if (c.skills?.over) t.skillsOver++;
    t.serversPastSearch += (c.toolSearch ?? []).filter((s) => s.over).length;
    for (const f of findings) {
      if (!CUT_RULES.has(f.ruleId) || !namesCut(f.message, c.label)) continue;
      const key = `${f.ruleId} ${f.severity}`;
      t.findings[key] = (t.findings[key] ?? 0) + 1;
      if (!cut.includes(f)) cut.push(f);
    }
    totals.set(c.client, t);
  }
  return cut;
}

function main(argv: string[]): void {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i < 0 ? undefined : argv[i + 1];
  };
  const cli = path.resolve(value("--cli") ?? fileURLToPath(new URL("../../../bin/summarylint.js", import.meta.url)));
  const out = value("--out");
  const dirs = argv.filter((a, i) => !a.startsWith("--") && !["--cli", "--out"].includes(argv[i - 1]));
  const totals = new Map<string, ClientTotals>();
  const lines: string[] = [];
  for (const dir of dirs) {
    const stats = json<{ clients: ClientsStats | null }>(cli, dir, ["stats", "-f", "json"]);
    const lint = json<{ results: Finding[] }>(cli, dir, ["-f", "json"]);
    const cut = addProject(totals, stats?.clients ?? null, lint?.results ?? []);
    for (const f of cut) lines.push(JSON.stringify({ project: dir, ...f }));
  }
  if (out) fs.writeFileSync(out, lines.map((l) => `${l}\n`).join(""));
  process.stdout.write(`${dirs.length} projects\n\n| client | projects | descriptions cut | instructions cut | characters lost | refused | skills over | servers past tool search | findings the cut causes |\n|---|---:|---:|---:|---:|---:|---:|---:|---|\n`);
  for (const [, t] of totals) {
    const findings = Object.entries(t.findings).map(([k, n]) => `${k} ${n}`).join(", ") || "none";
    process.stdout.write(`| ${t.label} | ${t.projects} | ${t.descriptions} | ${t.instructions} | ${t.charactersLost.toLocaleString("en-US")} | ${t.rejected} | ${t.skillsOver} | ${t.serversPastSearch} | ${findings} |\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main(process.argv.slice(2));
