// The near-duplicate search at scale (issue 3, deliverable 5): 100,000 directory summaries, searched with
// similarPairs (the index behind near-duplicate-summary) and, on a random sample, by comparing every pair with
// string-similarity's compareTwoStrings. The sample's brute-force time is extrapolated to all 100,000
// (n²/2 pairs), and on the sample both must find exactly the same pairs with the same scores.

import stringSimilarity from "string-similarity";

import { similarPairs, type SimilarPair } from "../../src/text/similarity.js";
import { Rng } from "./generate.js";

export const NEAR_DUPLICATE_SUMMARIES = 100_000;
export const NEAR_DUPLICATE_SAMPLE = 2_000;
export const NEAR_DUPLICATE_THRESHOLD = 0.9;
const SEED = 20250612;
const CAP = 160;

export interface NearDuplicateBench {
  /** Summaries searched. */
  n: number;
  /** similarPairs over all n at the rule's default threshold. */
  ms: number;
  /** Pairs it found. */
  pairs: number;
  /** compareTwoStrings on every pair of the sample. */
  bruteSampleMs: number;
  /** That time scaled to n: (n² / 2) / (sample² / 2) times as many pairs. */
  bruteExtrapolatedMs: number;
}

// ---- summaries ------------------------------------------------------------------------------------------

const VERBS = [
  "Create", "Update", "Delete", "List", "Fetch", "Archive", "Export", "Import", "Send", "Schedule", "Approve",
  "Reject", "Assign", "Close", "Reopen", "Merge", "Duplicate", "Generate", "Sync", "Validate", "Publish",
  "Cancel", "Restore", "Record", "Tag", "Email", "Print", "Preview", "Calculate", "Estimate", "Compare",
  "Search", "Count", "Summarize", "Attach", "Book", "Reserve", "Transfer", "Refund", "Invite", "Notify",
  "Rename", "Move", "Lock", "Unlock", "Recalculate", "Forecast", "Reconcile", "Escalate", "Rate",
];
const DETERMINERS = ["a", "one", "the selected", "every", "all", "each", "a single", "the current", "an existing", "the newest"];
const ADJECTIVES = [
  "", "", "", "open", "overdue", "draft", "archived", "pending", "recent", "active", "expired", "unpaid", "shared",
  "internal", "upcoming", "flagged", "duplicate", "regional", "premium", "used",
];
const NOUNS = [
  "vehicle", "campaign", "dealer", "invoice", "customer", "contact", "lead", "appointment", "order", "payment",
  "report", "mailing", "document", "offer", "contract", "listing", "quote", "team", "task", "message",
  "template", "webhook", "subscription", "shipment", "warehouse", "supplier", "product", "price list",
  "discount", "coupon", "review", "ticket", "workshop", "spare part", "service booking", "test drive",
  "trade-in", "loan", "policy", "registration", "inspection", "branch", "employee", "shift", "budget",
  "expense", "asset", "delivery", "auction", "valuation", "damage report", "parking spot", "tire set",
  "key handover", "lease", "credit note", "reservation", "brochure", "survey", "newsletter",
];
const PHRASES = [
  "for one vehicle", "for the current dealer", "across every branch", "in the selected region", "by customer",
  "from the uploaded CSV file", "to the assigned sales rep", "within the last 30 days", "for the next quarter",
  "of the signed-in user", "with its line items", "on the shared calendar", "in the customer's language",
  "for a fleet account", "from the partner portal", "to the accounting system", "at the chosen location",
  "for a test drive", "before the month closes", "with the tax breakdown", "for the marketing team",
  "in PDF format", "by due date", "grouped by status", "for each rooftop of a dealer group",
];
const TAILS = [
  "", "", "", ", newest first", " and notify the owner", " so the team can follow up",
  ", including attachments and notes", " without changing its status", "; the caller must own the record",
  " and log the change in the audit trail", ", skipping records that are locked", " if the budget allows it",
  " and return the updated totals", "; drafts are ignored", " and send a confirmation email to the customer",
];

function capText(text: string): string {
  if (text.length <= CAP) return text;
  const cut = text.lastIndexOf(" ", CAP - 1);
  return text.slice(0, cut).replace(/[\s,;.]+$/, "") + "…";
}

function freshSummary(rng: Rng): string {
  const adjective = rng.pick(ADJECTIVES);
  let text = `${rng.pick(VERBS)} ${rng.pick(DETERMINERS)} ${adjective ? `${adjective} ` : ""}${rng.pick(NOUNS)} ${rng.pick(PHRASES)}`;
  while (text.length < 60 || rng.chance(0.35)) text += ` ${rng.pick(PHRASES)}`;
  return capText(`${text}${rng.pick(TAILS)}.`);
}

/** A small edit of `text`, the way copy-pasted descriptions drift apart. */
function variantOf(text: string, rng: Rng): string {
  const words = text.split(" ");
  const at = rng.int(1, words.length - 1);
  switch (rng.int(0, 5)) {
    case 0: // identical: a copy-paste
      return text;
    case 1: // one word replaced
      words[at] = rng.pick([...NOUNS, ...ADJECTIVES.filter(Boolean)]);
      return capText(words.join(" "));
    case 2: // one word dropped
      words.splice(at, 1);
      return words.join(" ");
    case 3: // a typo
      return text.slice(0, at * 3) + rng.pick(["e", "a", "s", "t"]) + text.slice(at * 3 + 1);
    case 4: // a different ending
      return capText(`${text.replace(/[.…]$/, "")}${rng.pick(TAILS)} ${rng.pick(PHRASES)}.`);
    default: // a different verb
      return `${rng.pick(VERBS)} ${words.slice(1).join(" ")}`;
  }
}

/** `count` summaries of 60–160 characters; about one in six is a variant of an earlier one (a family). */
export function generateSummaries(count: number, seed = SEED): string[] {
  const rng = new Rng(seed);
  const texts: string[] = [];
  while (texts.length < count) {
    texts.push(texts.length > 0 && rng.chance(1 / 6) ? variantOf(rng.pick(texts), rng) : freshSummary(rng));
  }
  return texts;
}

// ---- timing ---------------------------------------------------------------------------------------------

/** Every pair (i < j) of `texts` reaching `threshold` by compareTwoStrings, in similarPairs' order. */
export function bruteForcePairs(texts: readonly string[], threshold: number): SimilarPair[] {
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const score = stringSimilarity.compareTwoStrings(texts[i], texts[j]);
      if (score >= threshold) pairs.push([i, j, score]);
    }
  }
  return pairs;
}

function samePairs(a: readonly SimilarPair[], b: readonly SimilarPair[]): boolean {
  return a.length === b.length && a.every((p, k) => p[0] === b[k][0] && p[1] === b[k][1] && p[2] === b[k][2]);
}

/**
 * Times similarPairs on 100,000 generated summaries and brute force on a sample of 2,000 of them. Throws when
 * similarPairs and brute force disagree on the sample: a fast answer that is wrong is no result.
 */
export function benchNearDuplicates(): NearDuplicateBench {
  const n = NEAR_DUPLICATE_SUMMARIES;
  const texts = generateSummaries(n);

  let started = performance.now();
  const pairs = similarPairs(texts, NEAR_DUPLICATE_THRESHOLD);
  const ms = performance.now() - started;

  const sample = new Rng(SEED + 1).sample(texts, NEAR_DUPLICATE_SAMPLE);
  started = performance.now();
  const brute = bruteForcePairs(sample, NEAR_DUPLICATE_THRESHOLD);
  const bruteSampleMs = performance.now() - started;
  const indexed = similarPairs(sample, NEAR_DUPLICATE_THRESHOLD);
  if (!samePairs(indexed, brute)) {
    throw new Error(`similarPairs found ${indexed.length} pairs on the sample, brute force ${brute.length}`);
  }

  const m = sample.length;
  const bruteExtrapolatedMs = bruteSampleMs * ((n * (n - 1)) / (m * (m - 1)));
  return { n, ms: Math.round(ms), pairs: pairs.length, bruteSampleMs: Math.round(bruteSampleMs), bruteExtrapolatedMs: Math.round(bruteExtrapolatedMs) };
}
