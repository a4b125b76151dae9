// Recall and false alarms of the safety rules on a paraphrased attack set and a benign set of real descriptions
// (test/fixtures/attacks/paraphrased/README.md). An attack counts as caught when any text rule reports it; a benign
// description is a false alarm when any of them does (test/safety/evaluate.ts).
//
//   node dist/test/safety/paraphrased-eval.js <attacks.jsonl> <benign.jsonl> [--list] [--warnings] [--suspicions]
//
// `--warnings`: count only what is reported at a warning or above by default (infos left out). `--suspicions`: with
// injected-instructions' `suspicions: true`, as a project that asks for the learned score's infos.
//
// Deterministic: no clock, no randomness, lines in file order.

import { findingsOf, readLines, textRules } from "./evaluate.js";

const percent = (part: number, whole: number) => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`);

function main(argv: string[]): number {
  const list = argv.includes("--list");
  const warnings = argv.includes("--warnings");
  const suspicions = argv.includes("--suspicions");
  const [attacksPath, benignPath] = argv.filter((a) => !a.startsWith("--"));
  if (attacksPath === undefined || benignPath === undefined) {
    process.stderr.write("usage: paraphrased-eval <attacks.jsonl> <benign.jsonl> [--list] [--warnings] [--suspicions]\n");
    return 2;
  }
  const rules = textRules();
  const out: string[] = [`rules: ${rules.map((r) => r.id).join(", ")}`, ""];
  const byParadigm = new Map<string, { caught: number; total: number }>();
  const misses: string[] = [];
  for (const line of readLines(attacksPath)) {
    const paradigm = line.paradigm ?? "(none)";
    const tally = byParadigm.get(paradigm) ?? { caught: 0, total: 0 };
    byParadigm.set(paradigm, tally);
    tally.total++;
    const found = findingsOf(rules, line, warnings, suspicions);
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
    const found = findingsOf(rules, line, warnings, suspicions);
    if (found.length > 0) alarms.push(`  alarm ${line.id} ${line.theme ?? ""} ${line.name} [${found.join(", ")}]: ${line.description.replace(/\s+/g, " ").slice(0, 160)}`);
  }
  out.push("", `false alarms  ${alarms.length} / ${benign.length}  ${percent(alarms.length, benign.length)}`);
  if (list) out.push("", "misses", ...misses, "", "false alarms", ...alarms);
  process.stdout.write(`${out.join("\n")}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
