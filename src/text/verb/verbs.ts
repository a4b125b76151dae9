// The operative verb of an action's description (docs/design.md#rules): the one word that says what the action does.
//
// Descriptions are a narrow genre ("Archive a contact.", "Returns …", "This tool will …", "Use this to …",
// "For dealers who …, generates …", "Marketing run details."), so this is a small clause reader for that genre
// over a lexicon of verbs, not a general part-of-speech tagger. On the labelled set in test/fixtures/verbs.ts it
// is far more accurate than wink-nlp or compromise given the same name hint, and it needs no model: nothing to
// load, a few microseconds a description. Every step is linear in the length of the text.
//
// Order of evidence:
// 1. The action's name: `report.generate`, `send_message`, `archiveContact` name the verb. The first word of the
//    text with that lemma, used as a verb (not "a message", "their list prices", "rows added"), is the answer.
// 2. Otherwise, sentence by sentence, the main-clause verb, past labels ("Note:"), leading clauses ("When a
//    contact unsubscribes, …", "For dealers who …, …"), subjects ("This tool", "It"), auxiliaries and modals
//    ("will", "can be used to"), and wrappers ("Use this to", "Allows you to", "Lets you", "Helps", "Tool to").
// 3. A first sentence that opens with a verb and its object where the clause reader saw a noun: when the name
//    names a verb ("Check calendar availability …" for `get_available_time_slots`), or before a list after a
//    colon ("View database status: config, metrics, …").
// 4. A bare noun phrase ("The contact list of the dealer.") or a placeholder ("Test", "replay_tool description")
//    has none: null. A text that is not in English gets no verdict at all (readVerb: "unknown-language").
//
// The reader is five files: this one (the public API, the last resort), verb-name.ts (the name's verb),
// verb-clauses.ts (the main-clause verb of one sentence), verb-tokens.ts (words and sentences) and verb-lexicon.ts
// (the words).

import type { Summary } from "../../types.js";
import { textLanguage } from "./language.js";
import { imperativeOpening, sentenceVerb } from "./verb-clauses.js";
import { AUXILIARY, CLAUSE_FILLER, CONJUNCTION, DETERMINER, INSTRUCTION_START, IRREGULAR_FORMS, isPlainVerb, KNOWN, LEADING, lemmaOf, NOT_A_VERB, NOTE_VERBS, INFORMATION_NOUN, PARTICLE, PREPOSITION, PRONOUN, SUBORDINATOR, VERB_ONLY, VERBISH } from "./verb-lexicon.js";
import { found, indexAt, innerSentenceEnd, type OperativeVerb, Sentences, type Token, tokenize } from "./verb-tokens.js";
import { fromName, nameVerbs, SentenceContext, usedAsVerb } from "./verb-name.js";


export type { OperativeVerb } from "./verb-tokens.js";
export { lemmaOf } from "./verb-lexicon.js";
export { nameVerbs } from "./verb-name.js";

// ---- public API ---------------------------------------------------------------------------------------------

/** One analysis of a text: a lint run asks about the same description from several rules. */
interface CacheEntry {
  name: string;
  result: OperativeVerb | null;
}

/**
 * The name to read a module's or skill's listing line with (docs/design.md#modules-and-skills): it names no verb of its
 * own ("pdf", "saga-orchestration"), but the line says what loading it lets the model do, so an opening verb with its
 * object is an imperative ("Implement saga patterns …", "Design microservices …"), as it is for an action whose name
 * names a verb. A name no action can have.
 */
export const IMPERATIVE_LINE = "\u0002";

/** text -> the names it was analysed with (mostly one: its action's). */
const cache = new Map<string, CacheEntry[]>();
const CACHE_LIMIT = 50_000;

/**
 * What the reader makes of a text: its operative verb; no verb (a bare noun phrase, an empty text); or no verdict,
 * because the text is not in English, the only language the reader reads (a rule must then stay silent, not
 * report a missing verb).
 */
export type VerbReading =
  | { verdict: "verb"; verb: OperativeVerb }
  | { verdict: "no-verb" }
  | { verdict: "unknown-language" };

const NO_VERB: VerbReading = { verdict: "no-verb" };
const UNKNOWN_LANGUAGE: VerbReading = { verdict: "unknown-language" };

/** The reader's verdict on `text` (see operativeVerb for the verb). */
export function readVerb(text: string, actionName?: string): VerbReading {
  if (textLanguage(text) === "other") return UNKNOWN_LANGUAGE;
  const verb = cachedVerb(text, actionName, false);
  return verb === null ? NO_VERB : { verdict: "verb", verb };
}

/**
 * The verb that says what the action does, or null when the text has none (a bare noun phrase, an empty text)
 * or is not in English (readVerb tells the two apart). `actionName` is the strongest hint: a verb it names wins
 * wherever the text uses it as a verb. Offsets refer to `text` as given.
 */
export function operativeVerb(text: string, actionName?: string): OperativeVerb | null {
  return cachedVerb(text, actionName, false);
}

/** `continuation`: the text follows a first sentence, so its own first sentence is a later one. */
function cachedVerb(text: string, actionName: string | undefined, continuation: boolean): OperativeVerb | null {
  const name = (continuation ? "\u0001" : "") + (actionName ?? "");
  let entries = cache.get(text);
  if (entries !== undefined) {
    for (const entry of entries) if (entry.name === name) return entry.result;
  } else {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    entries = [];
    cache.set(text, entries);
  }
  const result = textLanguage(text) === "other" || isPlaceholder(text) ? null : analyse(text, actionName, continuation) ?? (continuation ? null : lastResort(text, actionName));
  entries.push({ name, result });
  return result;
}

/**
 * When no verb was found: a first word that is the verb the action's name starts with ("Blur Image" for `blur`,
 * "Update Search Index" for `updateSearchIndex`), unless "of" follows it ("Profile of the user" for `profile`); a
 * Title Case heading read as a sentence ("Search Tweets" as "Search tweets"); or a first word the lexicon does
 * not know followed at once by a determiner ("Like a tweet.", "Concatenate the lists."): a noun does not take "a"
 * or "the" straight after it, so such a word is an imperative. Never a preposition, subordinator, determiner,
 * pronoun or auxiliary ("For the dealer's vehicles." has no verb), nor a word with a noun's ending.
 */
function lastResort(text: string, actionName: string | undefined): OperativeVerb | null {
  const head = /^(\s*)([A-Za-z]+)(?:[^A-Za-z]+([A-Za-z]+))?/.exec(text);
  if (head !== null && actionName !== undefined && head[3]?.toLowerCase() !== "of") {
    const lemma = lemmaOf(head[2].toLowerCase()).lemma;
    if (nameVerbs(actionName)[0] === lemma && !NOT_A_VERB.has(lemma)) return { lemma, word: head[2], offset: head[1].length };
  }
  const words = text.trim().split(/\s+/);
  if (words.length >= 2 && words.length <= 8 && words.every((w) => /^[A-Z][\p{L}'-]*[.!?]?$/u.test(w))) {
    const start = text.length - text.trimStart().length;
    const lowered = text.slice(0, start) + words[0] + text.slice(start + words[0].length).toLowerCase();
    const verb = analyse(lowered, undefined, false) ?? headingVerb(words, start);
    if (verb !== null) return { ...verb, word: text.slice(verb.offset, verb.offset + verb.word.length) };
  }
  const m = /^(\s*)([A-Za-z][a-z]{2,})\s+([A-Za-z]+)\b/.exec(text);
  if (m === null || !DETERMINER.has(m[3].toLowerCase()) || NOUN_ENDING.test(m[2].toLowerCase())) return null;
  const first = m[2].toLowerCase();
  for (const set of [PREPOSITION, SUBORDINATOR, LEADING, DETERMINER, PRONOUN, AUXILIARY, CONJUNCTION, CLAUSE_FILLER, PARTICLE]) if (set.has(first)) return null;
  return { lemma: lemmaOf(first).lemma, word: m[2], offset: m[1].length };
}

/**
 * A Title Case heading that opens with a verb rarely used as a noun, or a noun-verb that takes an object
 * ("Update Downtime Period Notice.", "Export Contact Lists"); not one whose second word names information
 * ("Order Details", "Order History").
 */
function headingVerb(words: string[], offset: number): OperativeVerb | null {
  const { lemma, form } = lemmaOf(words[0].toLowerCase());
  const second = words[1].toLowerCase().replace(/[.!?]$/, "");
  if ((form !== "base" && form !== "s") || INFORMATION_NOUN.has(second) || HEADING_NOUN.has(second)) return null;
  if (!VERB_ONLY.has(lemma) && !VERBISH.has(lemma)) return null;
  return { lemma, word: words[0], offset };
}

/** Second words of a Title Case heading that make its first word a noun: "Order History", "Search Results". */
const HEADING_NOUN = new Set(["history", "status", "summary", "overview", "info", "information", "report", "list", "data", "tool", "api", "engine", "console", "bar", "box"]);

const NOUN_ENDING = /(?:tion|sion|ment|ness|ity|ance|ence|ship|ism|ist|ure|age|ery|ory|ics)$/;

/**
 * Whether the text says what something does at all (has an operative verb). Most descriptions open with a
 * plain verb and an article ("Create a …", "Lists the …"); those are answered without the full analysis.
 */
export function hasVerb(text: string, actionName?: string): boolean {
  return opensWithVerb(text) || operativeVerb(text, actionName) !== null;
}

/** "Create a …", "Returns the …": a verb that is never a noun, in base or third-person form, then a determiner. */
function opensWithVerb(text: string): boolean {
  const first = /^\s*([A-Za-z]+) ([A-Za-z]+)\b/.exec(text);
  if (first === null) return false;
  const { lemma, form } = lemmaOf(first[1].toLowerCase());
  const next = first[2].toLowerCase();
  return (form === "base" || form === "s") && isPlainVerb(lemma) && (DETERMINER.has(next) || PRONOUN.has(next));
}

/**
 * The operative verb of a whole description, from its summary (offsets in `summary.normalized`). Normalizing
 * whitespace erases a paragraph break ("Weekly report\n\nGenerates …" reads as one sentence), so when the
 * first-sentence cut dropped a later part and the whole text shows no verb, that part is read on its own.
 */
export function descriptionVerb(summary: Summary, actionName?: string): OperativeVerb | null {
  const whole = operativeVerb(summary.normalized, actionName);
  if (whole !== null || summary.truncated || !summary.firstSentenceOnly) return whole;
  let start = summary.cutOffset;
  while (start < summary.normalized.length && summary.normalized[start] === " ") start++;
  const rest = cachedVerb(summary.normalized.slice(start), actionName, true);
  return rest === null ? null : { ...rest, offset: rest.offset + start };
}

/** The reader's verdict on a whole description, from its summary (see descriptionVerb). */
export function descriptionReading(summary: Summary, actionName?: string): VerbReading {
  if (textLanguage(summary.normalized) === "other") return UNKNOWN_LANGUAGE;
  const verb = descriptionVerb(summary, actionName);
  return verb === null ? NO_VERB : { verdict: "verb", verb };
}

/**
 * Whether what the model reads (the summary without its ellipsis, a prefix of the normalized description) has
 * a verb of its own. The kept text alone may read a word of a cut-off leading clause as its verb ("For dealers
 * who …, share one stock list …" once the main verb after it is gone), so its verb counts only when the whole
 * description reads that same word as its verb when the name is not taken as a hint.
 */
export function summaryHasVerb(summary: Summary, actionName?: string): boolean {
  const kept = operativeVerb(summary.normalized.slice(0, summary.cutOffset), actionName);
  if (kept === null) return false;
  if (summary.cutOffset >= summary.normalized.length) return true;
  return operativeVerb(summary.normalized)?.offset === kept.offset;
}

/** Whether the lexicon knows `lemma` as a verb ("archive", "email"; not "weather", "pipeline"). */
export function isVerbLemma(lemma: string): boolean {
  return KNOWN.has(lemma);
}

function analyse(text: string, actionName: string | undefined, continuation: boolean): OperativeVerb | null {
  if (!/\p{L}/u.test(text)) return null;
  // Only the name's lemmas whose stem occurs at all: most texts then need no look for them.
  const lower = actionName === undefined ? "" : text.toLowerCase();
  const lemmas = actionName === undefined ? [] : nameVerbs(actionName).filter((lemma) => mayOccur(lower, lemma));
  const early = continuation ? null : fromHead(text, lemmas);
  if (early !== null) return early;
  const sentences = new Sentences(text);
  const hinted = lemmas.length > 0 ? fromName(sentences, lemmas) : null;
  if (hinted !== null) return hinted;
  const nameNamesVerb = actionName === IMPERATIVE_LINE || (actionName !== undefined && nameVerbs(actionName).some((lemma) => KNOWN.has(lemma)));
  for (let s = 0; s < sentences.count; s++) {
    const tokens = sentences.tokens(s);
    if (tokens.length === 0 || ((s > 0 || continuation) && isInstruction(tokens))) continue;
    const found = sentenceVerb(tokens) ?? (s === 0 && !continuation ? imperativeOpening(tokens, nameNamesVerb) : null);
    if (found !== null) return found;
    // A listing line that opens with its title: "UiPath Coded Apps — scaffold, build and deploy …", "Tasks: list, …".
    const afterTitle = s === 0 && !continuation && actionName === IMPERATIVE_LINE ? titleEnd(tokens) : -1;
    if (afterTitle > 0) {
      const rest = tokens.slice(afterTitle);
      const verb = sentenceVerb(rest) ?? imperativeOpening(rest, true);
      if (verb !== null) return verb;
    }
  }
  return null;
}

/** After a title of at most ten words that a dash or colon closes ("Coded Apps —"), the index of the next token; else -1. */
function titleEnd(tokens: Token[]): number {
  for (let k = 1; k < Math.min(tokens.length - 1, 12); k++) {
    const t = tokens[k].text;
    if (t === "\u2014" || t === "\u2013" || t === ":" || (t === "-" && tokens[k + 1]?.start > tokens[k].start + 1)) return k + 1;
    if (t === "." || t === ";" || t === ",") return -1;
  }
  return -1;
}

/**
 * A stand-in, not a description: "TODO", "Test", "desc", or a label of at most four words that ends in "tool" or
 * "description" ("test tool 1", "Zebra tool", "replay_tool description", "Static description").
 */
function isPlaceholder(text: string): boolean {
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words.length > 4) return false;
  if (words.length === 1) return PLACEHOLDER.has(words[0].replace(/[.!:]+$/, ""));
  const last = words.filter((w) => !/^\d+[.]?$/.test(w)).at(-1)?.replace(/[.!:]+$/, "");
  return last === "tool" || last === "description";
}

const PLACEHOLDER = new Set(["todo", "tbd", "test", "desc", "description", "placeholder", "dummy", "fixme", "foo", "bar", "xxx", "tmp"]);

/**
 * A shortcut that skips sentence splitting and most of the tokenizing: the text up to its first "." "!" or "?"
 * before a space, and at most HEAD_LENGTH characters, is a prefix of its first sentence (a real sentence end is
 * always such a terminator). When that prefix alone settles the answer (the first name lemma used as a verb
 * there, or, with no name lemma anywhere in the text, its main verb, with enough words after it that more text
 * could not change the reading), the full analysis would return the same. Otherwise null: the full analysis runs.
 */
function fromHead(text: string, lemmas: string[]): OperativeVerb | null {
  const terminator = innerSentenceEnd(text);
  const end = Math.min(terminator < 0 ? text.length : terminator, HEAD_LENGTH);
  if (end === text.length) return null; // all of it: the full analysis costs no more
  const tokens = tokenize(text, 0, end, true);
  let verb: OperativeVerb | null = null;
  const context = new SentenceContext(tokens);
  if (lemmas.length > 0) {
    for (let i = 0; i < tokens.length && verb === null; i++) {
      const token = tokens[i];
      if (token.isWord && lemmaOf(token.lower).lemma === lemmas[0] && usedAsVerb(context, i, lemmas[0])) verb = found(token, lemmas[0]);
    }
  } else {
    verb = context.mainVerb;
  }
  if (verb === null) return null;
  const settled = indexAt(tokens, verb.offset) + LOOKAHEAD < tokens.length && (context.starts.size === 1 || lemmaOf(verb.word.toLowerCase()).form !== "base");
  return settled ? verb : null;
}

/** Enough for the verb and the words after it in nearly every description. */
const HEAD_LENGTH = 100;

/** How many tokens after a verb the analysis looks at (object, compound noun, participle clause). */
const LOOKAHEAD = 4;

/** Whether some form of `lemma` may occur in the lower-cased text (a cheap test before tokenizing it all). */
function mayOccur(lower: string, lemma: string): boolean {
  const stem = lemma.length > 3 && /[ey]$/.test(lemma) ? lemma.slice(0, -1) : lemma;
  if (lower.includes(stem)) return true;
  return IRREGULAR_FORMS.get(lemma)?.some((form) => lower.includes(form)) ?? false;
}

/**
 * A later sentence that tells the model how to use the tool ("See help.example.com", "Prefer the bulk variant",
 * "Never call this twice") or notes how it works ("Uses v2.1 of the partner API", "Runs inside one
 * transaction", "Fails if …"): its verb is not what the action does.
 */
function isInstruction(tokens: Token[]): boolean {
  const first = tokens[0].lower;
  return INSTRUCTION_START.has(first) || NOTE_VERBS.has(first) || (first === "do" && tokens[1]?.lower === "not");
}
