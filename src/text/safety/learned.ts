// A learned score of how much a clause reads like a tool-poisoning payload: a linear model over the clause's words,
// pairs of words, stems and signals (features.ts), trained by test/safety/train.ts on paraphrased attacks against honest
// descriptions (test/fixtures/attacks/README.md lists the data). It catches rewordings the clause patterns (directives.ts) were not written for; the clause
// patterns stay the explanation a reader can check, and a finding of this score names the clause and the features
// that weighed most. Deterministic: the weights are data in the package, nothing is downloaded or sampled.

import { clausesOf, withPauses } from "./clauses.js";
import { signalFeaturesOf, wordFeaturesOf } from "./features.js";
import { MODEL_JSON } from "./model-weights.js";

export interface LearnedFinding {
  /** The clause, as it is in the description. */
  text: string;
  offset: number;
  /** The features that raised the score most, as a message quotes them: “a word”, “a pair”, the signal “tool call”. */
  signals: string[];
  /** The model's probability, rounded to two decimals. */
  confidence: number;
  /** Whether the score is above every honest text it was trained on, the written near misses included. */
  strong: boolean;
  /**
   * Whether a clause signal (a tool call, a scope, a destination, …) is among what weighed most. Without one the score
   * rests on common words ("so", "are", "on"), which long honest descriptions also pile up: no reason a reader can check.
   */
  signalled: boolean;
}

interface Model {
  bias: number;
  /** Reported at all from this score on; a warning from `warnAt` on (above every honest training text). */
  threshold: number;
  warnAt: number;
  weights: ReadonlyMap<string, number>;
  /** The most the signals can add to a clause's score: when its words leave it further below, they are not tried. */
  signalGain: number;
}

let loaded: Model | undefined;

/** The model, read from its JSON on first use: a lint whose descriptions never reach it never pays for the parse. */
function model(): Model {
  if (loaded === undefined) {
    const raw = JSON.parse(MODEL_JSON) as { bias: number; threshold: number; warnAt: number; weights: Record<string, number> };
    const weights = new Map(Object.entries(raw.weights));
    let signalGain = 0;
    for (const [f, w] of weights) if (f.startsWith("s:") && w > 0) signalGain += w;
    loaded = { bias: raw.bias, threshold: raw.threshold, warnAt: raw.warnAt, weights, signalGain };
  }
  return loaded;
}

/**
 * The model's raw score of one clause, and its features by what each added; undefined when the clause cannot reach
 * the threshold (its words' score plus every signal's gain is below it: rare, since the signals' gains add up to more
 * than words take away; the signals are tested once for this and the clause patterns, features.ts shownSignals).
 */
export function scoreClause(text: string, own: string): { score: number; features: Array<[string, number]> } | undefined {
  const { bias, weights, signalGain, threshold } = model();
  const features: Array<[string, number]> = [];
  let score = bias;
  const add = (feature: string) => {
    const w = weights.get(feature);
    if (w === undefined) return;
    score += w;
    features.push([feature, w]);
  };
  for (const feature of wordFeaturesOf(text, own)) add(feature);
  if (score + signalGain < threshold) return undefined;
  for (const feature of signalFeaturesOf(text)) add(feature);
  return { score, features };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A readable name of a feature: the word, the pair of words, or the signal (`OUTSIDE_URL`: "an outside url"). */
function readable(feature: string): string {
  const body = feature.slice(2);
  return feature.startsWith("s:") ? `the signal “${body.toLowerCase().replace(/_/gu, " ")}”` : `“${body}”`;
}

/** The clause of `text` the model scores highest, when it passes the model's threshold. `own`: the tool's name. */
export function findLearned(text: string, own = ""): LearnedFinding | undefined {
  let best: { text: string; offset: number; score: number; features: Array<[string, number]> } | undefined;
  for (const clause of withPauses(text, clausesOf(text))) {
    const scored = scoreClause(clause.text, own);
    if (scored !== undefined && (best === undefined || scored.score > best.score)) best = { text: clause.text, offset: clause.offset, ...scored };
  }
  const { threshold, warnAt } = model();
  if (best === undefined || best.score < threshold) return undefined;
  const top = best.features
    .filter(([f, w]) => w > 0 && !f.startsWith("t:")) // a stem ("inste") reads as a typo
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 4);
  return {
    text: best.text,
    offset: best.offset,
    signals: top.map(([f]) => readable(f)),
    confidence: Number(sigmoid(best.score).toFixed(2)),
    strong: best.score >= warnAt,
    signalled: top.some(([f]) => f.startsWith("s:")),
  };
}
