// A learned score of how much a clause reads like a tool-poisoning payload: a linear model over the clause's words,
// pairs of words and signals (features.ts), trained by test/safety/train.ts on the paraphrased attack set
// (test/fixtures/attacks/paraphrased/) against honest descriptions (the benign halves and test/fixtures/attacks/
// dev-benign.jsonl). It catches rewordings the clause patterns (directives.ts) were not written for; the clause
// patterns stay the explanation a reader can check, and a finding of this score names the clause and the features
// that weighed most. Deterministic: the weights are data in the package, nothing is downloaded or sampled.

import { clausesOf, withPauses } from "./clauses.js";
import { featuresOf } from "./features.js";
import { MODEL } from "./model-weights.js";

export interface LearnedFinding {
  /** The clause, as it is in the description. */
  text: string;
  offset: number;
  /** The features that raised the score most, readable ("w:" words, "b:" pairs, "s:" signals without the prefix). */
  signals: string[];
  /** The model's probability, rounded to two decimals. */
  confidence: number;
  /** Whether the score is above every honest text it was trained on, the written near misses included. */
  strong: boolean;
}

const WEIGHTS: ReadonlyMap<string, number> = new Map(Object.entries(MODEL.weights));

/** The model's raw score of one clause, and its features by what each added. */
export function scoreClause(text: string, own: string): { score: number; features: Array<[string, number]> } {
  const features: Array<[string, number]> = [];
  let score = MODEL.bias;
  for (const feature of featuresOf(text, own)) {
    const w = WEIGHTS.get(feature);
    if (w === undefined) continue;
    score += w;
    features.push([feature, w]);
  }
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
    const { score, features } = scoreClause(clause.text, own);
    if (best === undefined || score > best.score) best = { text: clause.text, offset: clause.offset, score, features };
  }
  if (best === undefined || best.score < MODEL.threshold) return undefined;
  const top = best.features
    .filter(([f, w]) => w > 0 && !f.startsWith("t:")) // a stem ("inste") reads as a typo
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 4)
    .map(([f]) => readable(f));
  return { text: best.text, offset: best.offset, signals: top, confidence: Number(sigmoid(best.score).toFixed(2)), strong: best.score >= MODEL.warnAt };
}
