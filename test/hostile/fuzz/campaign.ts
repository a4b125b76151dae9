// `npm run fuzz`: the long hostile-input campaign for a developer machine. Round after round, each with a
// random seed, fast-check draws projects (cases.ts) and runs summarylint on them until one breaks a promise; that
// one is shrunk to a minimal reproducer and written to the findings folder (one file per kind of failure), and the
// next round starts. Prints the rounds, cases and failures every minute and at the end.
//
//   npm run fuzz -- [--minutes 60] [--out fuzz-findings] [--runs 200]
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { cases, check, type Case } from "./cases.js";

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

const minutes = Number(option("minutes", "60"));
const out = path.resolve(option("out", "fuzz-findings"));
const runsPerRound = Number(option("runs", "200"));
const deadline = Date.now() + minutes * 60_000;

let rounds = 0;
let ran = 0;
const kinds = new Map<string, number>();

/** "took 25000 ms" and "took 31000 ms" are one kind of failure: digits and quoted text do not tell kinds apart. */
function kindOf(failure: string): string {
  return failure.replace(/\d+/g, "N").replace(/: .*$/s, "").slice(0, 80);
}

async function round(): Promise<void> {
  const seed = Math.floor(Math.random() * 2 ** 31);
  let failures: string[] = [];
  const result = await fc.check(
    fc.asyncProperty(cases, async (c: Case) => {
      ran++;
      // Runs are synchronous at heart (no timer fires between them): the minute's report is written from here.
      if (Date.now() - lastReport >= 60_000) report();
      failures = (await check(c)).failures;
      return failures.length === 0;
    }),
    { seed, numRuns: runsPerRound },
  );
  rounds++;
  if (!result.failed || !result.counterexample) return;
  // The last run was the shrunk counterexample's: its failures are the reproducer's.
  const [reproducer] = result.counterexample;
  const { failures: found } = await check(reproducer);
  for (const failure of found.length > 0 ? found : failures) {
    const kind = kindOf(failure);
    const seen = kinds.get(kind) ?? 0;
    kinds.set(kind, seen + 1);
    if (seen > 0) continue;
    fs.mkdirSync(out, { recursive: true });
    const file = path.join(out, `${String(kinds.size).padStart(3, "0")}.json`);
    fs.writeFileSync(file, `${JSON.stringify({ failure, seed, path: result.counterexamplePath, case: reproducer }, null, 2)}\n`);
    process.stderr.write(`new failure (${kind}): ${file}\n`);
  }
}

let lastReport = Date.now();

function report(): void {
  lastReport = Date.now();
  const failures = [...kinds.values()].reduce((a, b) => a + b, 0);
  process.stderr.write(`fuzz: ${rounds} rounds, ${ran} cases, ${failures} failing rounds, ${kinds.size} kinds\n`);
}

while (Date.now() < deadline) await round();
report();
for (const [kind, n] of kinds) process.stdout.write(`${n}\t${kind}\n`);
