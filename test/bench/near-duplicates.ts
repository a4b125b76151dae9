// The near-duplicate search at scale: 100,000 directory summaries, searched with
// similarPairs (the index behind near-duplicate-summary) and, on a random sample, by comparing every pair with
// string-similarity's compareTwoStrings. The sample's brute-force time is extrapolated to all 100,000
// (n²/2 pairs), and on the sample both must find exactly the same pairs with the same scores.

import stringSimilarity from "string-similarity";

import { similarPairs, type SimilarPair } from "../../src/text/similarity/similarity.js";
import { Rng } from "./generate.js";

export const NEAR_DUPLICATE_SUMMARIES = 100_000;
export const NEAR_DUPLICATE_SAMPLE = 2_000;
export const NEAR_DUPLICATE_THRESHOLD = 0.9;
const SEED = 20250612;
const CAP = 160;

export interface NearDuplicateBench {
  /** Summaries searched. */
  n: number;
  /** similarPairs over all n at the rule's default threshold (with a worker thread when it can). */
  ms: number;
  /** The same on one thread. */
  singleThreadMs: number;
  /** Pairs it found. */
  pairs: number;
  /** compareTwoStrings on every pair of the sample. */
  bruteSampleMs: number;
  /** That time scaled to n: (n² / 2) / (sample² / 2) times as many pairs. */
  bruteExtrapolatedMs: number;
}

// ---- summaries ------------------------------------------------------------------------------------------

const AREAS = [
  "", "", "", "fleet", "dealer", "retail", "sales", "finance", "partner", "regional", "online", "wholesale",
  "internal", "premium", "legacy", "mobile", "export", "b2b", "workshop", "used-car",
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
const PARTS = [
  "", "", "", "", "", "note", "attachment", "line item", "status", "history", "owner", "tag", "comment",
  "reminder", "approval", "photo", "address", "schedule", "rating", "export", "import job", "audit entry",
];
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
  "upcoming", "flagged", "duplicate", "used",
];
const TAILS = [
  "", "", "", ", newest first", " and notify the owner", " so the team can follow up",
  ", including attachments and notes", " without changing its status", "; the caller must own the record",
  " and log the change in the audit trail", ", skipping records that are locked", " if the budget allows it",
  " and return the updated totals", "; drafts are ignored", " and send a confirmation email to the customer",
];
const FIELD_NOUNS = ["date", "total", "status", "owner", "number", "code", "address", "limit", "score", "region", "rate", "note"];
const ROLES = [
  "sales rep", "branch manager", "accountant", "dispatcher", "service advisor", "fleet manager", "tenant admin",
  "support agent", "buyer", "workshop lead", "marketing team", "customer", "auditor", "finance controller",
  "parts clerk", "receptionist", "regional director", "leasing desk", "claims handler", "warranty desk",
  "payroll office", "driver", "key account manager", "compliance officer",
];
const EVENTS = [
  "is approved", "expires", "is overdue", "changes owner", "is cancelled", "is delivered", "is paid", "is flagged",
  "is reopened", "gets a new price", "is signed", "misses its deadline", "is returned", "is split", "is merged",
  "goes live", "is put on hold", "fails validation",
];
const FORMATS = ["PDF", "CSV", "Excel", "JSON", "a ZIP archive", "a calendar invite", "plain text", "an email", "XML", "a QR code"];
/** Slots of a handwritten summary's phrases: {e} an entity, {f} a field, {s} a product or partner system. */
const PHRASES = [
  "for {e}", "from the {s} account", "with its {f}", "when the {e} {event}", "sorted by {f}", "in {format}",
  "to the {role}", "using the {s} API", "within {days} days", "before the {e} {event}", "grouped by {f}",
  "for every {role}", "unless the {f} is empty", "and copy it to {s}", "including the {f} of each {e}",
  "after the {role} signs off", "once {e} {event}", "as {format} for the {role}", "where the {f} is above {days}",
  "together with {e}", "and write the {f} back to {s}", "via the {s} webhook", "per {f}", "only for {e}",
  "and mark {e} as done", "if the {role} asks for it", "against the {f} stored in {s}", "on behalf of the {role}",
  "and attach {e}", "starting from the {f}", "every {days} hours", "without touching {e}",
];
/** What generated handlers (CRUD, export and audit factories) say about one entity, in four house styles. */
const GENERATED = [
  [
    "Fetch a single {e} by its id, with everything the detail view shows.",
    "List every {e} the caller can see, newest first.",
    "Create a new {e} from the submitted form.",
    "Update an existing {e}; only the fields that changed are written.",
    "Delete one {e} permanently; this cannot be undone.",
    "Export {e} records as a CSV file with the columns of the list view.",
    "Export {e} records as a PDF report for printing.",
    "Show the change history of one {e}, newest change first.",
    "Revert one {e} to an earlier version and discard the newer ones.",
  ],
  [
    "Returns the {e} with the given ID.",
    "Returns a paginated list of {e} records, filtered by the query parameters.",
    "Creates a {e} and returns it with its generated ID.",
    "Updates the given fields of a {e}.",
    "Deletes the {e} with the given ID.",
    "Downloads all {e} records matching the filters as CSV.",
    "Renders the {e} as a printable PDF document.",
    "Returns the audit log entries recorded for a {e}.",
    "Restores a previous revision of the {e}.",
  ],
  [
    "Use this to look up one {e} when the user names it or gives its number.",
    "Use this to browse {e} entries when the user asks what exists.",
    "Use this to add a {e} after the user has confirmed every required field.",
    "Use this to change a {e} the user is looking at.",
    "Use this to remove a {e} for good, only after the user confirms.",
    "Use this to hand the user a spreadsheet of {e} entries.",
    "Use this when the user wants to print a {e}.",
    "Use this to answer who changed a {e} and when.",
    "Use this to undo recent edits to a {e}.",
  ],
  [
    "Get {e} details.",
    "Search {e} entries with optional filters and paging.",
    "Add a {e} to the workspace.",
    "Edit the properties of an existing {e}.",
    "Remove a {e}; it is moved to the trash for 30 days.",
    "Export the current {e} list to a spreadsheet.",
    "Print a {e} summary sheet.",
    "View the activity feed of a {e}.",
    "Roll a {e} back to a saved snapshot.",
  ],
];
const SYLLABLES = [
  "ka", "lo", "mer", "tan", "vi", "do", "rex", "sol", "pra", "ni", "quo", "ber", "tu", "mi", "zen", "da", "ro",
  "fi", "gal", "ex", "sta", "pil", "or", "un", "cor", "ve", "la", "mon", "tri", "as", "pe", "lux", "ha", "no",
  "vo", "qui", "bra", "set", "ul", "dor", "fa", "lin", "ge", "pu", "ras", "ki", "mo", "te", "sy", "wa",
];

/**
 * The nouns of an app with `count` actions: the familiar domain nouns plus product, partner and module names
 * (one per 20 actions, made of syllables), so a bigger app has more things to name, as real ones do.
 */
function vocabulary(rng: Rng, count: number): string[] {
  const nouns = new Set(NOUNS);
  while (nouns.size < NOUNS.length + count / 20) {
    let word = "";
    for (let k = rng.int(2, 4); k > 0; k--) word += rng.pick(SYLLABLES);
    nouns.add(rng.chance(0.5) ? word : `${word} ${rng.pick(NOUNS)}`);
  }
  return [...nouns];
}

/** An entity name: sometimes an area, a noun, sometimes a part of it. */
function entityName(rng: Rng, nouns: readonly string[]): string {
  return [rng.pick(AREAS), rng.pick(nouns), rng.pick(PARTS)].filter(Boolean).join(" ");
}

function capText(text: string): string {
  if (text.length <= CAP) return text;
  const cut = text.lastIndexOf(" ", CAP - 1);
  return text.slice(0, cut).replace(/[\s,;.]+$/, "") + "…";
}

/** The words of an app with `count` actions; its names grow with it, as a bigger app has more to name. */
interface Words {
  nouns: string[];
  fields: string[];
  systems: string[];
}

function pseudoWord(rng: Rng, syllables: number): string {
  let word = "";
  for (let k = syllables; k > 0; k--) word += rng.pick(SYLLABLES);
  return word;
}

function words(rng: Rng, count: number): Words {
  const fields = new Set<string>();
  while (fields.size < 50 + count / 100) fields.add(`${pseudoWord(rng, rng.int(1, 2))} ${rng.pick(FIELD_NOUNS)}`);
  const systems = new Set<string>();
  while (systems.size < 20 + count / 200) {
    const name = pseudoWord(rng, rng.int(2, 3));
    systems.add(name.charAt(0).toUpperCase() + name.slice(1));
  }
  return { nouns: vocabulary(rng, count), fields: [...fields], systems: [...systems] };
}

/** A phrase of a handwritten summary, its slots filled. */
function phrase(rng: Rng, w: Words): string {
  return rng.pick(PHRASES).replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case "e":
        return `${rng.pick(DETERMINERS)} ${entityName(rng, w.nouns)}`;
      case "f":
        return rng.pick(w.fields);
      case "s":
        return rng.pick(w.systems);
      case "event":
        return rng.pick(EVENTS);
      case "format":
        return rng.pick(FORMATS);
      case "role":
        return rng.pick(ROLES);
      default:
        return String(rng.int(2, 90));
    }
  });
}

/** A handwritten summary: a verb, an entity, one or more phrases, maybe a tail. */
function customSummary(rng: Rng, w: Words): string {
  const adjective = rng.pick(ADJECTIVES);
  let text = `${rng.pick(VERBS)} ${rng.pick(DETERMINERS)} ${adjective ? `${adjective} ` : ""}${entityName(rng, w.nouns)} ${phrase(rng, w)}`;
  while (text.length < 60 || rng.chance(0.3)) text += ` ${phrase(rng, w)}`;
  return capText(`${text}${rng.pick(TAILS)}.`);
}

/** A small edit of `text`, the way copy-pasted descriptions drift apart. */
function variantOf(text: string, rng: Rng, w: Words): string {
  const words = text.split(" ");
  const at = rng.int(1, words.length - 1);
  switch (rng.int(0, 5)) {
    case 0: // identical: a copy-paste
      return text;
    case 1: // one word replaced
      words[at] = rng.pick(rng.chance(0.5) ? w.nouns : PARTS.filter(Boolean));
      return capText(words.join(" "));
    case 2: // one word dropped
      words.splice(at, 1);
      return words.join(" ");
    case 3: // a typo
      return text.slice(0, at * 3) + rng.pick(["e", "a", "s", "t"]) + text.slice(at * 3 + 1);
    case 4: // a different ending
      return capText(`${text.replace(/[.…]$/, "")}${rng.pick(TAILS)} ${phrase(rng, w)}.`);
    default: // a different verb
      return capText(`${rng.pick(VERBS)} ${words.slice(1).join(" ")}`);
  }
}

/**
 * `count` summaries of about 30–160 characters, as a large app has them: about 40% generated by handler
 * factories (one template per handler kind in one of four house styles, the entity name filled in), half
 * handwritten from verbs, entity names and phrases with slots, and 7% small edits of an earlier summary
 * (near-duplicate families). The names grow with `count`, as a bigger app has more things to name.
 */
export function generateSummaries(count: number, seed = SEED): string[] {
  const rng = new Rng(seed);
  const w = words(rng, count);
  const texts: string[] = [];
  while (texts.length < count) {
    const roll = rng.next();
    if (roll < 0.1 && texts.length > 0) texts.push(variantOf(rng.pick(texts), rng, w));
    else if (roll < 0.26) {
      const entity = entityName(rng, w.nouns);
      const style = rng.pick(GENERATED);
      for (const template of rng.sample(style, rng.int(2, 5))) texts.push(template.replace("{e}", entity));
    } else texts.push(customSummary(rng, w));
  }
  return texts.slice(0, count);
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
  // The same search on one thread: its time, and proof that the threads found exactly the same pairs.
  started = performance.now();
  const single = similarPairs(texts, NEAR_DUPLICATE_THRESHOLD, { threads: 1 });
  const singleThreadMs = performance.now() - started;
  if (!samePairs(pairs, single)) {
    throw new Error(`similarPairs found ${pairs.length} pairs with threads, ${single.length} on one thread`);
  }

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
  return {
    n,
    ms: Math.round(ms),
    singleThreadMs: Math.round(singleThreadMs),
    pairs: pairs.length,
    bruteSampleMs: Math.round(bruteSampleMs),
    bruteExtrapolatedMs: Math.round(bruteExtrapolatedMs),
  };
}
