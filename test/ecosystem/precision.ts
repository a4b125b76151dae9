// Precision per rule of a labelled sample (samples/<name>.json), and catalogue recall of a hand count
// (recall/<name>.json): `node dist/test/ecosystem/precision.js <sample name> [<recall name>]`.
// Debatable counts against precision. A rule's precision is on its drawn findings.
import fs from "node:fs";
import path from "node:path";
import { sourceDir } from "./repos.js";
import type { SampleFile } from "./sample.js";
import { recallOf, type RecallFile } from "./recall.js";

function pct(n: number, d: number): string {
  return d === 0 ? "-" : `${((100 * n) / d).toFixed(1)}%`;
}

function precisionTable(sample: SampleFile): string[] {
  const rows = new Map<string, { t: number; f: number; d: number; open: number }>();
  for (const e of sample.entries) {
    const row = rows.get(e.ruleId) ?? { t: 0, f: 0, d: 0, open: 0 };
    if (e.label === "true") row.t++;
    else if (e.label === "false") row.f++;
    else if (e.label === "debatable") row.d++;
    else row.open++;
    rows.set(e.ruleId, row);
  }
  const lines = ["rule | in run | drawn | true | false | debatable | unlabelled | precision", "---|---|---|---|---|---|---|---"];
  let all = { t: 0, n: 0 };
  for (const [rule, r] of [...rows].sort()) {
    const n = r.t + r.f + r.d;
    all = { t: all.t + r.t, n: all.n + n };
    lines.push(`${rule} | ${sample.population[rule] ?? "?"} | ${n + r.open} | ${r.t} | ${r.f} | ${r.d} | ${r.open} | ${pct(r.t, n)}`);
  }
  lines.push(`all | ${Object.values(sample.population).reduce((a, b) => a + b, 0)} | ${sample.entries.length} | ${all.t} | | | | ${pct(all.t, all.n)}`);
  return lines;
}

function main(): void {
  const [sampleName, recallName] = process.argv.slice(2);
  if (!sampleName) {
    console.error("usage: node dist/test/ecosystem/precision.js <sample name> [<recall name>]");
    process.exit(2);
  }
  const sample = JSON.parse(fs.readFileSync(path.join(sourceDir(), "samples", `${sampleName}.json`), "utf8")) as SampleFile;
  console.log(`sample ${sampleName}: summarylint ${sample.commit}, drawn ${sample.drawn}, seed ${sample.seed}\n`);
  console.log(precisionTable(sample).join("\n"));
  if (recallName) {
    const recall = JSON.parse(fs.readFileSync(path.join(sourceDir(), "recall", `${recallName}.json`), "utf8")) as RecallFile;
    const r = recallOf(recall);
    console.log(`\ncatalogue recall (${recallName}, ${recall.files.length} files): ${r.found} of ${r.counted} declarations counted by hand found = ${pct(r.found, r.counted)}; ${r.extra} found that are not declarations`);
  }
}

main();
