// Trains the learned safety score (src/text/safety/learned.ts) and writes its weights (src/text/safety/model-weights.ts).
//
//   node dist/test/safety/train.js            # train on every attack and honest text, write the weights
//   node dist/test/safety/train.js --check    # train on the tuning half only, report on the held-out half; write nothing
//
// The data: the paraphrased attacks (test/fixtures/attacks/paraphrased/*-attacks.jsonl) but the misdeclared ones (their
// text is honest, their annotations lie: risk-not-declared reads those), against the honest descriptions of the benign
// halves and test/fixtures/attacks/dev-benign.jsonl (up to 120 tool descriptions of each development-set repository).
// Each description is cut into clauses as the rules cut it; an honest description's clauses are all honest, an
// attack's payload is in one of its clauses, not known which: the first round takes all of them, each later round the
// one the model scores highest (multiple-instance learning). Logistic regression with L2, full-batch AdaGrad, a fixed
// number of steps, in file order: the same data gives the same weights, byte for byte.

import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { clausesOf, withPauses } from "../../src/text/safety/clauses.js";
import { featuresOf } from "../../src/text/safety/features.js";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, HERE.includes(`${path.sep}dist${path.sep}`) ? "../../.." : "../..");
const SET = path.join(ROOT, "test/fixtures/attacks");
const OUT = path.join(ROOT, "src/text/safety/model-weights.ts");

interface Line {
  id: string;
  name: string;
  description: string;
  paradigm?: string;
}

const read = (file: string): Line[] =>
  readFileSync(path.join(SET, file), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Line);

/** One description as the model sees it: the features of each of its clauses. */
interface Example {
  id: string;
  clauses: string[][];
}

const toExample = (line: Line): Example => ({
  id: line.id,
  clauses: withPauses(line.description, clausesOf(line.description)).map((c) => featuresOf(c.text, line.name)),
});

/** A feature is kept when at least this many descriptions show it: a word of one description is its quirk. */
const MIN_DESCRIPTIONS = Number(process.env.TRAIN_MIN_DESCRIPTIONS ?? 3);
const STEPS = Number(process.env.TRAIN_STEPS ?? 400);
const RATE = Number(process.env.TRAIN_RATE ?? 0.3);
const L2 = Number(process.env.TRAIN_L2 ?? 0.0005);
/** The attacks weigh, in all, this share of the honest clauses' weight. */
const POSITIVE_SHARE = Number(process.env.TRAIN_POSITIVE_SHARE ?? 0.5);
const ROUNDS = Number(process.env.TRAIN_ROUNDS ?? 3);
/** The share of honest descriptions of the training data the threshold may let through. */
const ALARM_SHARE = Number(process.env.TRAIN_ALARM_SHARE ?? 0);

interface Model {
  bias: number;
  threshold: number;
  warnAt: number;
  weights: Record<string, number>;
}

/**
 * `honest`: every honest training text; `real`, those of them written by real projects (not for training), over which
 * the threshold is set: the written near misses are harder than what projects write, and would set it for their sake.
 */
function train(attacks: Example[], honest: Example[], real: Example[]): Model {
  const counts = new Map<string, number>();
  for (const e of [...attacks, ...honest]) for (const f of new Set(e.clauses.flat())) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts].filter(([, n]) => n >= MIN_DESCRIPTIONS).map(([f]) => f).sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const encode = (clause: string[]) => Int32Array.from(clause.flatMap((f) => (index.has(f) ? [index.get(f)!] : [])));
  const negatives = honest.flatMap((e) => e.clauses.map(encode));
  const attackClauses = attacks.map((e) => e.clauses.map(encode));

  const w = new Float64Array(vocabulary.length);
  let bias = 0;
  const score = (x: Int32Array) => {
    let s = bias;
    for (const i of x) s += w[i];
    return s;
  };
  for (let round = 0; round < ROUNDS; round++) {
    // The first round: every clause of an attack; then the clause the last model scored highest.
    const positives = round === 0 ? attackClauses.flat() : attackClauses.map((clauses) => clauses.reduce((a, b) => (score(b) > score(a) ? b : a)));
    const positiveWeight = (POSITIVE_SHARE * negatives.length) / Math.max(1, positives.length);
    w.fill(0);
    bias = 0;
    const g2 = new Float64Array(vocabulary.length);
    let b2 = 0;
    const grad = new Float64Array(vocabulary.length);
    for (let step = 0; step < STEPS; step++) {
      grad.fill(0);
      let gb = 0;
      const add = (x: Int32Array, y: number, weight: number) => {
        const p = 1 / (1 + Math.exp(-score(x)));
        const d = weight * (p - y);
        gb += d;
        for (const i of x) grad[i] += d;
      };
      for (const x of negatives) add(x, 0, 1);
      for (const x of positives) add(x, 1, positiveWeight);
      const n = negatives.length + positives.length * positiveWeight;
      for (let i = 0; i < w.length; i++) {
        const g = grad[i] / n + L2 * w[i];
        g2[i] += g * g;
        if (g2[i] > 0) w[i] -= (RATE * g) / Math.sqrt(g2[i]);
      }
      const g = gb / n;
      b2 += g * g;
      if (b2 > 0) bias -= (RATE * g) / Math.sqrt(b2);
    }
  }
  // The threshold: above every real honest training description but the ALARM_SHARE highest, never below even odds.
  const honestMax = real.map((e) => Math.max(...e.clauses.map((c) => score(encode(c))), -Infinity)).sort((a, b) => b - a);
  const threshold = Math.max(0, honestMax[Math.floor(ALARM_SHARE * honestMax.length)] + 1e-6);
  // A warning: above every honest training text, the written near misses included.
  const warnAt = Math.max(threshold, ...honest.map((e) => Math.max(...e.clauses.map((c) => score(encode(c))), -Infinity))) + 1e-6;
  const weights: Record<string, number> = {};
  vocabulary.forEach((f, i) => {
    const rounded = Number(w[i].toFixed(4));
    if (Math.abs(rounded) >= 0.001) weights[f] = rounded;
  });
  return { bias: Number(bias.toFixed(4)), threshold: Number(threshold.toFixed(4)), warnAt: Number(warnAt.toFixed(4)), weights };
}

/** The examples whose highest clause passes the model's threshold (or `at`). */
function passed(model: Model, examples: Example[], at = model.threshold): Example[] {
  const w = new Map(Object.entries(model.weights));
  const score = (clause: string[]) => clause.reduce((s, f) => s + (w.get(f) ?? 0), model.bias);
  return examples.filter((e) => e.clauses.some((c) => score(c) >= at));
}

function readSets(): Sets {
  const text = (line: Line) => line.paradigm !== "misdeclared";
  return {
    tuneAttacks: read("paraphrased/tune-attacks.jsonl").filter(text).map(toExample),
    heldAttacks: read("paraphrased/held-out-attacks.jsonl").filter(text).map(toExample),
    // Written for training only, by helpers who never saw the evaluation sets (test/fixtures/attacks/README.md).
    extraAttacks: read("train-attacks.jsonl").map(toExample),
    tuneHonest: read("paraphrased/tune-benign.jsonl").map(toExample),
    heldHonest: read("paraphrased/held-out-benign.jsonl").map(toExample),
    extraHonest: read("train-honest.jsonl").map(toExample),
    dev: read("dev-benign.jsonl").map(toExample),
  };
}

function main(argv: string[]): number {
  const { tuneAttacks, heldAttacks, extraAttacks, tuneHonest, heldHonest, extraHonest, dev } = readSets();
  if (argv.includes("--check")) {
    // The development set's texts split by position: every other one trains, the rest are measured.
    const real = [...tuneHonest, ...dev.filter((_, i) => i % 2 === 0)];
    const model = train([...tuneAttacks, ...extraAttacks], [...real, ...extraHonest], real);
    const caught = passed(model, heldAttacks).length;
    const alarms = passed(model, [...heldHonest, ...dev.filter((_, i) => i % 2 === 1)]);
    const unseen = [...heldHonest, ...dev.filter((_, i) => i % 2 === 1)];
    process.stdout.write(`trained on the tuning half: held-out attacks ${caught}/${heldAttacks.length}, honest texts passed ${alarms.length}/${unseen.length}\n`);
    process.stdout.write(`  at the warning's threshold: attacks ${passed(model, heldAttacks, model.warnAt).length}, honest ${passed(model, unseen, model.warnAt).length}\n`);
    for (const e of alarms) process.stdout.write(`  alarm ${e.id}\n`);
    // The whole curve: the recall at each share of unseen honest texts let through.
    const w = new Map(Object.entries(model.weights));
    const best = (e: Example) => Math.max(...e.clauses.map((c) => c.reduce((s, f) => s + (w.get(f) ?? 0), model.bias)));
    const honestScores = [...heldHonest, ...dev.filter((_, i) => i % 2 === 1)].map(best).sort((a, b) => b - a);
    for (const share of [0.002, 0.005, 0.01, 0.02, 0.05]) {
      const t = honestScores[Math.floor(share * honestScores.length)];
      process.stdout.write(`  at ${share * 100}% honest: ${heldAttacks.filter((e) => best(e) > t).length}/${heldAttacks.length}\n`);
    }
    return 0;
  }
  const sets = { tuneAttacks, heldAttacks, extraAttacks, tuneHonest, heldHonest, extraHonest, dev };
  const { attacks, honest, model } = trainAll(sets);
  if (process.env.TRAIN_DEBUG !== undefined) {
    const w = new Map(Object.entries(model.weights));
    const best = (e: Example) => Math.max(...e.clauses.map((c) => c.reduce((s, f) => s + (w.get(f) ?? 0), model.bias)));
    const ranked = honest.map((e) => [best(e), e.id] as const).sort((a, b) => b[0] - a[0]);
    for (const [score, id] of ranked.slice(0, 12)) {
      process.stdout.write(`${id} ${score.toFixed(3)} attacks above: ${attacks.filter((e) => best(e) > score).length}/${attacks.length}\n`);
    }
  }
  const text = moduleText(model, attacks, honest, inputsLine(sets));
  writeFileSync(OUT, text);
  process.stdout.write(`${text.split("\n")[1].slice(3)}\n`);
  return 0;
}

type Sets = Record<"tuneAttacks" | "heldAttacks" | "extraAttacks" | "tuneHonest" | "heldHonest" | "extraHonest" | "dev", Example[]>;

/** The model of every set: the attacks against every honest text, its threshold set over the real ones. */
function trainAll(sets: Sets): { attacks: Example[]; honest: Example[]; model: Model } {
  const attacks = [...sets.tuneAttacks, ...sets.heldAttacks, ...sets.extraAttacks];
  const honest = [...sets.tuneHonest, ...sets.heldHonest, ...sets.extraHonest, ...sets.dev];
  return { attacks, honest, model: train(attacks, honest, [...sets.tuneHonest, ...sets.heldHonest, ...sets.dev]) };
}

/**
 * What the weights are a function of, as a line of the weights module: this script's source and the features of every
 * example, in order (training is deterministic, so the same inputs give the same weights). `npm test` compares this
 * line, which costs the features alone; `npm run test:heavy` trains again and compares the whole module.
 */
function inputsLine(sets: Sets): string {
  const hash = createHash("sha256").update(readFileSync(path.join(ROOT, "test/safety/train.ts")));
  for (const [set, examples] of Object.entries(sets)) for (const e of examples) hash.update(`${set}\0${e.id}\0${JSON.stringify(e.clauses)}\n`);
  return `// Inputs: sha256 ${hash.digest("hex")} (this script and every example's features).`;
}

/** The weights module's text. */
function moduleText(model: Model, attacks: Example[], honest: Example[], inputs: string): string {
  const caught = passed(model, attacks).length;
  const alarms = passed(model, honest).length;
  const header = [
    "// Generated by test/safety/train.ts (`node dist/test/safety/train.js`) from the data it names: do not edit by hand.",
    `// ${Object.keys(model.weights).length} weights; on its own training data: attacks passed ${caught}/${attacks.length}, honest texts passed ${alarms}/${honest.length}.`,
    inputs,
    "",
    "/** The weights as JSON text: parsed on first use (src/text/safety/learned.ts), not when the linter starts. */",
    `export const MODEL_JSON = ${JSON.stringify(JSON.stringify(model))};`,
    "",
  ];
  return header.join("\n");
}

/** What test/safety/train.ts writes to src/text/safety/model-weights.ts today, from the data as committed. */
export function weightsModule(): string {
  const sets = readSets();
  const { attacks, honest, model } = trainAll(sets);
  return moduleText(model, attacks, honest, inputsLine(sets));
}

/** The inputs line the weights module should hold for the data and script as committed (no training). */
export function currentInputsLine(): string {
  return inputsLine(readSets());
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
