// A fresh draw, measured: lint each drawn repository with one or two builds (zero config), write the packets a blind
// labeller reads (draws/BRIEF.md), and score the labels. Developer machines only: nothing here runs in CI.
//
//   SUMMARYLINT_REPOS=<dir>/repos.json SUMMARYLINT_ECOSYSTEM=<dir> node dist/test/ecosystem/checkout.js
//   node dist/test/ecosystem/draw-run.js lint <dir> before=<checkout of the old build> main=<checkout of the new>
//   node dist/test/ecosystem/draw-run.js packets <dir> --seed N     (then labellers write <dir>/labels/<name>.json)
//   node dist/test/ecosystem/draw-run.js score <dir>
//
// <dir>/repos.json is the draw (repos.json's format, `name` the checkout folder). Runs go to <dir>/.cmp, what the
// labellers must not see (which build found what) to <dir>/.keys, packets to <dir>/packets/<name>/.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { defaultConfig, excludedGlobs } from "../../src/config/index.js";
import { discoverFiles } from "../../src/discover/discover.js";
import type { EcoRepo } from "./repos.js";
import { seeded, shuffle } from "./sample.js";

interface DirAction {
  name: string;
  file: string;
  line: number;
  description: string | null;
  resolved: boolean;
  unproven?: string | null;
}

interface Entry {
  name: string;
  file: string;
  line: number;
  /** The text the packet shows: the measured build's ("main") where it lists the entry, else the first build's. */
  description: string;
  /** Each build's text, where builds read it differently (the old build may not read what the new one does). */
  descriptions?: Record<string, string>;
  builds: string[];
  unproven: string | null;
}

interface Finding {
  rule: string;
  file: string;
  line: number;
  message: string;
  builds: string[];
}

/** What a labeller writes (draws/BRIEF.md). */
interface Labels {
  counted: { file: string; line: number; name: string; text: string }[];
  /** Declarations of compiled output, each the same tool as the source it repeats (not counted). */
  compiled?: { file: string; line: number; name: string; source: string }[];
  entries: { id: string; label: string; name_ok?: boolean; text_ok?: boolean }[];
  findings: { id: string; label: string }[];
  unresolved: { id: string; label: string }[];
}

/** The end of a finding's message about an item not proven a tool (lint/engine.ts): not shown to a labeller. */
const NOT_PROVEN = / \(Not proven to be a tool: [\s\S]*; so only info\.\)$/;
const TOOLISH = /\b(tools?|Tool|actions?|Action|inputSchema|input_schema|parameters|operations?|createTool|defineTool)\b/;
/** At most this many source files are hand-counted, entries labelled and unresolved reasons judged per repository. */
const FRAME = 40;
const ENTRIES = 30;
const UNRESOLVED = 8;

function repos(dir: string): EcoRepo[] {
  return (JSON.parse(fs.readFileSync(path.join(dir, "repos.json"), "utf8")) as { repositories: EcoRepo[] }).repositories;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function lint(dir: string, builds: Record<string, string>): void {
  const cmp = path.join(dir, ".cmp");
  fs.mkdirSync(cmp, { recursive: true });
  for (const repo of repos(dir)) {
    const cwd = path.join(dir, repo.name, repo.path);
    for (const [build, root] of Object.entries(builds)) {
      const cli = path.join(root, "bin", "summarylint.js");
      const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8", maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: "1" } });
      fs.writeFileSync(path.join(cmp, `${repo.name}.${build}.lint.json`), run(["-f", "json"]).stdout);
      fs.writeFileSync(path.join(cmp, `${repo.name}.${build}.dir.json`), run(["directory", "--format", "json"]).stdout);
    }
    console.error(`${repo.name}: linted`);
  }
}

function packets(dir: string, seed: number): void {
  for (const repo of repos(dir)) {
    const root = path.join(dir, repo.name, repo.path);
    const config = defaultConfig(root);
    const out = path.join(dir, "packets", repo.name);
    const keys = path.join(dir, ".keys");
    fs.mkdirSync(out, { recursive: true });
    fs.mkdirSync(keys, { recursive: true });
    // The hand count's frame: every source file (tests left out as by default) when there are at most FRAME, else
    // FRAME drawn among those that name something tool-ish.
    const sources = discoverFiles({ root, include: config.include, exclude: excludedGlobs(config) }).map((f) => path.relative(root, f));
    const files = sources.length <= FRAME ? sources : sources.filter((f) => TOOLISH.test(fs.readFileSync(path.join(root, f), "utf8")));
    const frame = files.length <= FRAME ? [...files].sort() : shuffle(files, seeded(seed)).slice(0, FRAME).sort();
    fs.writeFileSync(path.join(out, "frame.txt"), frame.join("\n") + "\n");
    const entries = new Map<string, Entry>();
    const findings = new Map<string, Finding>();
    const unresolved: { file: string; line: number; message: string }[] = [];
    for (const build of buildsOf(dir, repo.name)) {
      const directory = readJson<{ directories: { actions: DirAction[] }[] }>(path.join(dir, ".cmp", `${repo.name}.${build}.dir.json`));
      for (const a of directory?.directories.flatMap((d) => d.actions) ?? []) {
        const key = `${a.file}:${a.line}:${a.name}`;
        const text = a.description === null ? (a.resolved ? "(none)" : "(not read)") : a.description.replace(/\s+/g, " ").slice(0, 140);
        const e = entries.get(key) ?? { name: a.name, file: a.file, line: a.line, description: text, builds: [], unproven: null };
        if (text !== e.description) {
          e.descriptions ??= Object.fromEntries(e.builds.map((b) => [b, e.description]));
          if (build === "main") e.description = text;
        }
        if (e.descriptions) e.descriptions[build] = text;
        e.builds.push(build);
        if (a.unproven) e.unproven = a.unproven;
        entries.set(key, e);
      }
      const run = readJson<{ results: { ruleId: string; severity: string; file: string; line: number; message: string }[] }>(path.join(dir, ".cmp", `${repo.name}.${build}.lint.json`));
      for (const f of run?.results ?? []) {
        const message = f.message.replace(NOT_PROVEN, "");
        if (f.severity === "error" || f.severity === "warn") {
          const key = `${f.ruleId}:${f.file}:${f.line}:${message}`;
          const found = findings.get(key) ?? { rule: f.ruleId, file: f.file, line: f.line, message, builds: [] };
          found.builds.push(`${build}:${f.severity}`);
          findings.set(key, found);
        } else if (build === "main" && f.ruleId === "unresolved-description") unresolved.push({ file: f.file, line: f.line, message });
      }
    }
    const all = [...entries.values()];
    const sample = all.length <= ENTRIES ? all : shuffle(all, seeded(seed)).slice(0, ENTRIES);
    const list = [...findings.values()];
    const reasons = unresolved.length <= UNRESOLVED ? unresolved : shuffle(unresolved, seeded(seed)).slice(0, UNRESOLVED);
    const tsv = (head: string, rows: string[][]) => [head, ...rows.map((r) => r.join("\t"))].join("\n") + "\n";
    fs.writeFileSync(path.join(out, "entries.tsv"), tsv("id\tname\tfile\tline\tdescription", sample.map((e, i) => [`E${i + 1}`, e.name, e.file, String(e.line), e.description])));
    fs.writeFileSync(path.join(out, "findings.tsv"), tsv("id\trule\tfile\tline\tmessage", list.map((f, i) => [`F${i + 1}`, f.rule, f.file, String(f.line), f.message])));
    fs.writeFileSync(path.join(out, "unresolved.tsv"), tsv("id\tfile\tline\tmessage", reasons.map((u, i) => [`U${i + 1}`, u.file, String(u.line), u.message])));
    fs.writeFileSync(path.join(out, "info.json"), JSON.stringify({ repo: repo.repo, commit: repo.commit, root, frameFiles: frame.length, sourceFiles: sources.length }, null, 1));
    fs.writeFileSync(path.join(keys, `${repo.name}.json`), JSON.stringify({ all, sample, findings: list, unresolved: reasons, frame }, null, 1));
    console.error(`${repo.name}: ${frame.length} files to count, ${all.length} entries (${sample.length} to label), ${list.length} findings, ${reasons.length} reasons`);
  }
}

function buildsOf(dir: string, name: string): string[] {
  const suffix = ".lint.json";
  return fs
    .readdirSync(path.join(dir, ".cmp"))
    .filter((f) => f.startsWith(`${name}.`) && f.endsWith(suffix))
    .map((f) => f.slice(name.length + 1, -suffix.length))
    .sort();
}

const norm = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim().toLowerCase();

/** Precision of findings per build and rule, of entries per build (and proven or not), recall per build, reasons. */
function score(dir: string): void {
  const findings: Record<string, Record<string, Record<string, number>>> = {};
  const entries: Record<string, [number, number]> = {};
  const recall: Record<string, { counted: number; found: number; named: number; right: number }> = {};
  // Compiled copies of a counted source (the brief asks for them apart: one tool, one entry), by repository.
  const compiled: Record<string, number> = {};
  const reasons = [0, 0];
  const add = (key: string, real: boolean) => {
    const t = (entries[key] ??= [0, 0]);
    t[0] += real ? 1 : 0;
    t[1]++;
  };
  for (const repo of repos(dir)) {
    const labels = readJson<Labels>(path.join(dir, "labels", `${repo.name}.json`));
    const key = readJson<{ all: Entry[]; sample: Entry[]; findings: Finding[]; frame: string[] }>(path.join(dir, ".keys", `${repo.name}.json`));
    if (!labels || !key) {
      console.error(`${repo.name}: no labels`);
      continue;
    }
    key.findings.forEach((f, i) => {
      const label = labels.findings.find((x) => x.id === `F${i + 1}`)?.label ?? "unlabelled";
      for (const b of f.builds) {
        const build = b.split(":")[0];
        const byRule = ((findings[build] ??= {})[f.rule] ??= {});
        byRule[label] = (byRule[label] ?? 0) + 1;
      }
    });
    key.sample.forEach((e, i) => {
      const real = labels.entries.find((x) => x.id === `E${i + 1}`)?.label === "tool";
      // Each sampled entry once per build; a build that lists it more than once (one tool, two entries) is counted
      // under "<build>, listed again" too, so a repeat shows instead of passing for a second real entry.
      const builds = new Set(e.builds);
      for (const build of builds) add(build, real);
      for (const build of builds) if (e.builds.filter((b) => b === build).length > 1) add(`${build}, listed again`, false);
      if (builds.has("main")) add(e.unproven ? "main, not proven" : "main, proven", real);
    });
    for (const build of buildsOf(dir, repo.name)) {
      const r = (recall[build] ??= { counted: 0, found: 0, named: 0, right: 0 });
      const listed = key.all.filter((e) => e.builds.includes(build));
      const used = new Set<number>();
      for (const c of labels.counted) {
        if (!key.frame.includes(c.file)) continue;
        r.counted++;
        // Found: an entry of the same name, first in the same file nearest the counted line (names repeat across
        // files: every resource of an n8n node has its own "create"), then anywhere (a factory's instance is listed at
        // the factory, a definition registered elsewhere where it is registered); else one in the same file within
        // two lines.
        const free = (k: number) => !used.has(k);
        const sameFile = listed
          .map((e, k) => ({ e, k }))
          .filter(({ e, k }) => free(k) && e.name === c.name && e.file === c.file)
          .sort((a, b) => Math.abs(a.e.line - c.line) - Math.abs(b.e.line - c.line));
        let i = sameFile.length > 0 ? sameFile[0].k : listed.findIndex((e, k) => free(k) && e.name === c.name);
        if (i < 0) i = listed.findIndex((e, k) => free(k) && e.file === c.file && Math.abs(e.line - c.line) <= 2);
        if (i < 0) continue;
        used.add(i);
        r.found++;
        const e = listed[i];
        if (e.name !== c.name) continue;
        r.named++;
        const counted = norm(c.text);
        const read = norm(e.descriptions?.[build] ?? e.description);
        const right = counted.startsWith("(none)") ? read === "(none)" : counted.startsWith("(dynamic") || read.startsWith(counted.slice(0, 40)) || counted.startsWith(read.slice(0, 40));
        if (right && read !== "(not read)") r.right++;
      }
    }
    if (labels.compiled?.length) compiled[repo.name] = labels.compiled.length;
    for (const u of labels.unresolved) {
      reasons[1]++;
      if (u.label === "true") reasons[0]++;
    }
  }
  console.log(JSON.stringify({ findings, entries, recall, compiledCopies: compiled, unresolvedReasonsTrue: reasons }, null, 1));
}

function main(argv: string[]): void {
  const [command, dir, ...rest] = argv;
  if (!dir) throw new Error("usage: draw-run.js lint|packets|score <dir> …");
  if (command === "lint") lint(dir, Object.fromEntries(rest.map((r) => r.split("=", 2) as [string, string])));
  else if (command === "packets") packets(dir, Number(rest[rest.indexOf("--seed") + 1] ?? "1"));
  else if (command === "score") score(dir);
  else throw new Error(`unknown command ${command}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
