// The labelled real sample (docs/design.md#measuring-on-real-code): draw error and warning findings of the last
// `npm run ecosystem` run at random (seeded), stratified by rule so that each rule's precision is measured, into
// samples/<name>.json, to be judged by reading the source (label true / false / debatable, one line of reason).
// The excerpts to read go beside the checkouts ($SUMMARYLINT_ECOSYSTEM/.runs/<name>.excerpts.txt), never into
// this repository.
//   node dist/test/ecosystem/sample.js <name> [--size 400] [--seed 1] [--min 40] [--subjects skill,module,…]
// --subjects draws only findings about those subject types (e.g. the second directory's modules and skills);
// --severities error,warn,info also draws infos (default: error,warn).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ecosystemDir, sourceDir } from "./repos.js";

export interface SampleEntry {
  id: number;
  repo: string;
  ruleId: string;
  severity: string;
  file: string;
  line: number;
  column: number;
  subject: string;
  message: string;
  label: "true" | "false" | "debatable" | null;
  reason: string;
}

export interface SampleFile {
  /** The summarylint commit whose run the findings come from, and when it was drawn. */
  commit: string;
  drawn: string;
  seed: number;
  /** Error and warning findings of that run per rule, and how many of each were drawn. */
  population: Record<string, number>;
  drawnPerRule: Record<string, number>;
  entries: SampleEntry[];
}

interface Finding {
  ruleId: string;
  severity: string;
  file: string;
  line: number;
  column: number;
  subject: { type: string; name: string };
  message: string;
  related?: { file: string; line: number; column: number; message: string }[];
}

/** mulberry32: a small seeded generator, so a draw can be repeated exactly. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Each rule gets its share of `size`, but at least `min` (or all it has). */
function quotas(byRule: Map<string, unknown[]>, size: number, min: number): Map<string, number> {
  const total = [...byRule.values()].reduce((n, l) => n + l.length, 0);
  return new Map([...byRule].map(([rule, list]) => [rule, Math.min(list.length, Math.max(min, Math.ceil((size * list.length) / Math.max(total, 1))))]));
}

function excerpt(root: string, repo: string, f: Finding): string {
  const file = path.join(root, repo, f.file);
  let lines: string[];
  try {
    lines = fs.readFileSync(file, "utf8").split("\n");
  } catch {
    return "(file not readable)";
  }
  const from = Math.max(0, f.line - 4);
  return lines.slice(from, f.line + 12).map((l, i) => `${String(from + i + 1).padStart(5)}| ${l.slice(0, 220)}`).join("\n");
}

function main(): void {
  const root = ecosystemDir();
  const [name, ...rest] = process.argv.slice(2);
  if (!root || !name) {
    console.error("usage: SUMMARYLINT_ECOSYSTEM=… node dist/test/ecosystem/sample.js <name> [--size 400] [--seed 1] [--min 40]");
    process.exit(2);
  }
  const flag = (k: string, d: number) => (rest.includes(k) ? Number(rest[rest.indexOf(k) + 1]) : d);
  const size = flag("--size", 400);
  const seed = flag("--seed", 1);
  const min = flag("--min", 40);
  const severities = new Set(rest.includes("--severities") ? rest[rest.indexOf("--severities") + 1].split(",") : ["error", "warn"]);
  const subjects = rest.includes("--subjects") ? new Set(rest[rest.indexOf("--subjects") + 1].split(",")) : undefined;
  const results = JSON.parse(fs.readFileSync(path.join(sourceDir(), "results.json"), "utf8")) as { commit?: string };
  const runs = path.join(root, ".runs");
  const byRule = new Map<string, { repo: string; f: Finding }[]>();
  for (const file of fs.readdirSync(runs).filter((f) => f.endsWith(".lint.json")).sort()) {
    const repo = file.slice(0, -".lint.json".length);
    let findings: Finding[] = [];
    try {
      findings = (JSON.parse(fs.readFileSync(path.join(runs, file), "utf8")) as { results: Finding[] }).results;
    } catch {
      continue;
    }
    for (const f of findings) {
      if (!severities.has(f.severity)) continue;
      if (subjects && !subjects.has(f.subject.type)) continue;
      const list = byRule.get(f.ruleId) ?? [];
      list.push({ repo, f });
      byRule.set(f.ruleId, list);
    }
  }
  const random = seeded(seed);
  const quota = quotas(byRule, size, min);
  const picked = [...byRule.keys()].sort().flatMap((rule) => shuffle(byRule.get(rule)!, random).slice(0, quota.get(rule)));
  const entries: SampleEntry[] = picked.map(({ repo, f }, id) => ({
    id,
    repo,
    ruleId: f.ruleId,
    severity: f.severity,
    file: f.file,
    line: f.line,
    column: f.column,
    subject: f.subject.name,
    message: f.message,
    label: null,
    reason: "",
  }));
  const sample: SampleFile = {
    commit: results.commit ?? "unknown",
    drawn: new Date().toISOString(),
    seed,
    population: Object.fromEntries([...byRule].sort().map(([r, l]) => [r, l.length])),
    drawnPerRule: Object.fromEntries([...quota].sort()),
    entries,
  };
  const out = path.join(sourceDir(), "samples", `${name}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(sample, null, 1)}\n`);
  const texts = picked.map(({ repo, f }, id) => {
    const related = (f.related ?? []).map((r) => `  related: ${r.file}:${r.line}:${r.column} ${r.message}`).join("\n");
    return `### ${id} ${f.ruleId} (${f.severity}) ${repo}/${f.file}:${f.line}:${f.column} [${f.subject.name}]\n${f.message}\n${related}\n${excerpt(root, repo, f)}\n`;
  });
  fs.writeFileSync(path.join(runs, `${name}.excerpts.txt`), texts.join("\n"));
  console.error(`${entries.length} findings drawn from ${[...byRule.values()].reduce((n, l) => n + l.length, 0)} into ${out}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
