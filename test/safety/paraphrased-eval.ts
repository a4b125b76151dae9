// Recall and false alarms of the safety rules on a paraphrased attack set and a benign set of real descriptions
// (test/fixtures/attacks/paraphrased/README.md). Each line becomes one MCP tool, alone in an in-memory catalog, with
// its annotations read as the mcp preset reads them; the rules that judge a description's text run on it, each at its
// default options. An attack counts as caught when any of them reports it; a benign description as a false alarm
// when any of them does.
//
//   node dist/test/safety/paraphrased-eval.js <attacks.jsonl> <benign.jsonl> [--list]
//
// Deterministic: no clock, no randomness, lines in file order.

import { readFileSync } from "node:fs";

import { ALL_RULES } from "../../rules/index.js";
import { withDefaults, type Rule } from "../../src/lint/rule.js";
import { buildDirectories, DEFAULT_LINE, summarizeCatalog } from "../../src/summarize/directory.js";
import { DEFAULT_ACTION_SUMMARY, DEFAULT_FEATURE_SUMMARY } from "../../src/summarize/summary.js";
import type { Action, Catalog, DirectorySettings, Kind, McpHints, Report } from "../../src/types.js";

/** The safety rules that judge what a description says (the name rules, invalid-tool-name and duplicate-tool-name, do not). */
const TEXT_RULES = new Set(["hidden-characters", "injected-instructions", "sensitive-paths", "cross-tool-reference", "risk-not-declared", "selection-manipulation"]);

const SETTINGS: DirectorySettings = { actions: DEFAULT_ACTION_SUMMARY, features: DEFAULT_FEATURE_SUMMARY, line: DEFAULT_LINE, locale: "en", cut: [] };
const FILE = "/paraphrased/tools.json";

interface Line {
  id: string;
  name: string;
  description: string;
  paradigm?: string;
  theme?: string;
  annotations?: Record<string, unknown>;
}

function readLines(path: string): Line[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Line);
}

/** The MCP hints written as booleans, and the kind the mcp preset derives from them. */
function hintsOf(annotations: Record<string, unknown> | undefined): { kind: Kind; hints?: McpHints } {
  const hints: McpHints = {};
  for (const key of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const) {
    const value = annotations?.[key];
    if (typeof value === "boolean") hints[key] = value;
  }
  const kind: Kind = hints.destructiveHint === true || hints.readOnlyHint === false ? "write" : hints.readOnlyHint === true ? "read" : "unknown";
  return Object.keys(hints).length === 0 ? { kind } : { kind, hints };
}

function toolOf(line: Line): Action {
  const where = { file: FILE, line: 1, column: 1, endLine: 1, endColumn: 2 };
  return {
    type: "action",
    name: line.name,
    description: line.description,
    descriptionStatus: "ok",
    loc: where,
    declarationLoc: where,
    preset: "mcp",
    approval: false,
    ...hintsOf(line.annotations),
  };
}

/** What the text rules report on one description, as "rule/messageId" strings. */
function findingsOf(rules: readonly Rule[], line: Line): string[] {
  const catalog: Catalog = {
    root: "/paraphrased",
    files: [FILE],
    actions: [toolOf(line)],
    features: [],
    entities: [],
    uncallable: [],
    modules: [],
    prompts: [],
    loaders: [],
    problems: [],
    limits: [],
    directives: new Map(),
    triggers: [],
  };
  const summaries = summarizeCatalog(catalog, SETTINGS);
  const directories = buildDirectories(catalog, summaries, SETTINGS);
  const found: string[] = [];
  for (const rule of rules) {
    const report = (r: Report) => found.push(`${rule.id}/${r.messageId}`);
    rule.check({ catalog, directories, summaries, options: withDefaults(rule, {}), report });
  }
  return found;
}

const percent = (part: number, whole: number) => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`);

function main(argv: string[]): number {
  const list = argv.includes("--list");
  const [attacksPath, benignPath] = argv.filter((a) => a !== "--list");
  if (attacksPath === undefined || benignPath === undefined) {
    process.stderr.write("usage: paraphrased-eval <attacks.jsonl> <benign.jsonl> [--list]\n");
    return 2;
  }
  const rules = ALL_RULES.filter((rule) => TEXT_RULES.has(rule.id));
  const out: string[] = [`rules: ${rules.map((r) => r.id).join(", ")}`, ""];
  const byParadigm = new Map<string, { caught: number; total: number }>();
  const misses: string[] = [];
  for (const line of readLines(attacksPath)) {
    const paradigm = line.paradigm ?? "(none)";
    const tally = byParadigm.get(paradigm) ?? { caught: 0, total: 0 };
    byParadigm.set(paradigm, tally);
    tally.total++;
    const found = findingsOf(rules, line);
    if (found.length > 0) tally.caught++;
    else misses.push(`  miss ${line.id} ${paradigm} ${line.name}: ${line.description.replace(/\s+/g, " ").slice(0, 160)}`);
  }
  let caught = 0;
  let total = 0;
  out.push("recall");
  for (const [paradigm, tally] of [...byParadigm].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`  ${paradigm.padEnd(22)} ${String(tally.caught).padStart(3)} / ${String(tally.total).padStart(3)}  ${percent(tally.caught, tally.total)}`);
    caught += tally.caught;
    total += tally.total;
  }
  out.push(`  ${"overall".padEnd(22)} ${String(caught).padStart(3)} / ${String(total).padStart(3)}  ${percent(caught, total)}`);
  const alarms: string[] = [];
  const benign = readLines(benignPath);
  for (const line of benign) {
    const found = findingsOf(rules, line);
    if (found.length > 0) alarms.push(`  alarm ${line.id} ${line.theme ?? ""} ${line.name} [${found.join(", ")}]: ${line.description.replace(/\s+/g, " ").slice(0, 160)}`);
  }
  out.push("", `false alarms  ${alarms.length} / ${benign.length}  ${percent(alarms.length, benign.length)}`);
  if (list) out.push("", "misses", ...misses, "", "false alarms", ...alarms);
  process.stdout.write(`${out.join("\n")}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
