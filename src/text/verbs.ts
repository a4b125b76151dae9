// The operative verb of an action's description (DESIGN §7): the one word that says what the action does.
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
// 3. A bare noun phrase ("The contact list of the dealer.") has none: null.

import type { Summary } from "../types.js";
import { splitSentences, type SentenceSpan } from "./sentences.js";

export interface OperativeVerb {
  /** Base form, lower case: "generate". */
  lemma: string;
  /** The word as written: "generates". */
  word: string;
  /** Offset of `word` in the analysed text. */
  offset: number;
}

// ---- public API ---------------------------------------------------------------------------------------------

/** One analysis of a text: a lint run asks about the same description from several rules. */
interface CacheEntry {
  name: string;
  result: OperativeVerb | null;
}

/** text -> the names it was analysed with (mostly one: its action's). */
const cache = new Map<string, CacheEntry[]>();
const CACHE_LIMIT = 50_000;

/**
 * The verb that says what the action does, or null when the text has none (a bare noun phrase, an empty text).
 * `actionName` is the strongest hint: a verb it names wins wherever the text uses it as a verb.
 * Offsets refer to `text` as given.
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
  const result = analyse(text, actionName, continuation) ?? (continuation ? null : lastResort(text, actionName));
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
    const verb = analyse(lowered, undefined, false);
    if (verb !== null) return { ...verb, word: text.slice(verb.offset, verb.offset + verb.word.length) };
  }
  const m = /^(\s*)([A-Za-z][a-z]{2,})\s+([A-Za-z]+)\b/.exec(text);
  if (m === null || !DETERMINER.has(m[3].toLowerCase()) || NOUN_ENDING.test(m[2].toLowerCase())) return null;
  const first = m[2].toLowerCase();
  for (const set of [PREPOSITION, SUBORDINATOR, LEADING, DETERMINER, PRONOUN, AUXILIARY, CONJUNCTION, CLAUSE_FILLER, PARTICLE]) if (set.has(first)) return null;
  return { lemma: lemmaOf(first).lemma, word: m[2], offset: m[1].length };
}

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

/**
 * The lemmas an action's name may name as its verb, most likely first: for `tenant.user.invite` the words of
 * the last dotted segment (invite); for `send_message` or `get-user` every word in written order; plurals, and
 * words the lexicon does not know as verbs after the first, left out.
 */
export function nameVerbs(actionName: string): string[] {
  let lemmas = nameVerbCache.get(actionName);
  if (lemmas === undefined) {
    lemmas = computeNameVerbs(actionName);
    if (nameVerbCache.size < CACHE_LIMIT) nameVerbCache.set(actionName, lemmas);
  }
  return lemmas;
}

const nameVerbCache = new Map<string, string[]>();

/** Where a name's words meet: "archiveContact", "APIKey", "sendSMS2" ("$1 " inserts a space after the first). */
const NAME_WORD_BREAK = /([a-z0-9](?=[A-Z])|[A-Z](?=[A-Z][a-z]))/g;

function computeNameVerbs(actionName: string): string[] {
  const segments = actionName.split(/[./:]/).filter((s) => s !== "");
  // `entity.verb`: only the last segment names the verb ("order.history" names none; "order" is the entity).
  const verbSegments = segments.length > 1 ? segments.slice(-1) : segments;
  const lemmas: string[] = [];
  for (const segment of verbSegments) {
    const words = segment
      .replace(NAME_WORD_BREAK, "$1 ")
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 1);
    for (const [index, word] of words.entries()) {
      if (NAME_NOISE.has(word)) continue;
      const { lemma, form } = lemmaOf(word);
      if (form === "s") continue; // "listInvoices": a plural is the object, not the verb
      if (index > 0 && !KNOWN.has(lemma)) continue; // "transferForOwner": only a known verb past the first word
      if (!lemmas.includes(lemma)) lemmas.push(lemma);
    }
  }
  return lemmas;
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
  for (let s = 0; s < sentences.count; s++) {
    const tokens = sentences.tokens(s);
    if (tokens.length === 0 || ((s > 0 || continuation) && isInstruction(tokens))) continue;
    const found = sentenceVerb(tokens);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A shortcut that skips sentence splitting and most of the tokenizing: the text up to its first "." "!" or "?"
 * before a space, and at most HEAD_LENGTH characters, is a prefix of its first sentence (a real sentence end is
 * always such a terminator). When that prefix alone settles the answer (the first name lemma used as a verb
 * there, or, with no name lemma anywhere in the text, its main verb, with enough words after it that more text
 * could not change the reading), the full analysis would return the same. Otherwise null: the full analysis runs.
 */
function fromHead(text: string, lemmas: string[]): OperativeVerb | null {
  const terminator = INNER_SENTENCE_END.exec(text);
  const end = Math.min(terminator === null ? text.length : terminator.index, HEAD_LENGTH);
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

// ---- tokens -----------------------------------------------------------------------------------------------

interface Token {
  /** The word as written, or the punctuation character. */
  text: string;
  /** Lower case; "'s" of a possessive removed. */
  lower: string;
  start: number;
  /** A word (letters, digits, inner hyphens and apostrophes) or one punctuation character. */
  isWord: boolean;
  possessive: boolean;
  /** Written in capitals mid-sentence ("Google", "SQL"): a name, not a verb. */
  capitalized: boolean;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;

/** Closing character of each pair whose content is skipped: parentheses, links, code, quotes. */
const SKIPPED_PAIRS: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}", "`": "`", '"': '"', "“": "”", "«": "»" };

/**
 * The sentences of a text (as src/text/sentences.ts cuts them), each tokenized on first use: most texts say
 * what they do in their first sentence, so the rest is never tokenized.
 */
class Sentences {
  private readonly spans: SentenceSpan[];
  private readonly tokenized: Array<Token[] | undefined>;

  constructor(private readonly text: string) {
    // A text with no terminator before its end is one sentence; splitting it would only cost time.
    this.spans = INNER_SENTENCE_END.test(text) ? splitSentences(text) : [{ start: 0, end: text.length }];
    this.tokenized = new Array(this.spans.length);
  }

  get count(): number {
    return this.spans.length;
  }

  tokens(index: number): Token[] {
    let tokens = this.tokenized[index];
    if (tokens === undefined) {
      tokens = tokenize(this.text, this.spans[index].start, this.spans[index].end);
      this.tokenized[index] = tokens;
    }
    return tokens;
  }
}

/** A terminator followed by more text: the only way a text can hold a second sentence. */
const INNER_SENTENCE_END = /[.!?]\S*\s+\S/;

/**
 * Words and punctuation of text[from, to); text inside brackets, code spans, quotes, links and URLs is left out.
 * `prefix`: text[from, to) is only the start of a sentence, so a pair that closes after `to` ends the tokens
 * (the whole sentence would leave that pair out, the prefix cannot know it).
 */
function tokenize(text: string, from: number, to: number, prefix = false): Token[] {
  const tokens: Token[] = [];
  let i = from;
  while (i < to) {
    const code = text.charCodeAt(i);
    if (isWordCode(code, text, i)) {
      let end = i + 1;
      while (end < to && (isWordCode(text.charCodeAt(end), text, end) || (innerMark(text, end) && isWordCode(text.charCodeAt(end + 1), text, end + 1)))) end++;
      const word = text.slice(i, end);
      if ((text.charCodeAt(end) === 58 && text.startsWith("://", end)) || ((code === 119 || code === 87) && /^www\./i.test(word))) {
        while (end < to && !isSpaceCode(text.charCodeAt(end), text, end)) end++; // a URL: one opaque word
        tokens.push(makeWord("url", i, false, true));
      } else {
        tokens.push(makeWord(word, i, tokens.length > 0 && isUpperCode(code, text, i), false));
      }
      i = end;
      continue;
    }
    const ch = text[i];
    const close = SKIPPED_PAIRS[ch];
    if (close !== undefined) {
      const end = text.indexOf(close, i + 1);
      if (prefix && end >= to) break;
      // A closed pair is left out (its content is not the clause); an unclosed opener is plain punctuation.
      i = end !== -1 && end < to ? end + 1 : i + 1;
      continue;
    }
    if (!isSpaceCode(code, text, i)) tokens.push({ text: ch, lower: ch, start: i, isWord: false, possessive: false, capitalized: false });
    i++;
  }
  return tokens;
}

// Character classes with an ASCII fast path: tokenizing is most of the cost of an analysis.
function isWordCode(code: number, text: string, i: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  return LETTER_OR_DIGIT.test(text[i] ?? "");
}

function isSpaceCode(code: number, text: string, i: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(text[i]);
}

function isUpperCode(code: number, text: string, i: number): boolean {
  if (code < 128) return code >= 65 && code <= 90;
  return UPPER.test(text[i]);
}

/** Marks inside a word: "two-factor", "don't", "snake_case", "v2.1", "example.com", "10,000" (not "a,b"). */
function innerMark(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code === 45 || code === 39 || code === 95 || code === 46 || code === 0x2019) return true; // - ' _ . ’
  if (code !== 44) return false;
  const before = text.charCodeAt(i - 1);
  return before >= 48 && before <= 57; // a comma inside a number
}

function makeWord(word: string, start: number, capitalized: boolean, opaque: boolean): Token {
  let lower = opaque ? "\u0000url" : word.toLowerCase();
  let possessive = false;
  if (lower.includes("’")) lower = lower.replace(/’/g, "'");
  if (lower.length > 2 && lower.includes("'") && /'s?$/.test(lower)) {
    lower = lower.replace(/'s?$/, "");
    possessive = true;
  }
  return { text: word, lower, start, isWord: true, possessive, capitalized };
}

function found(token: Token, lemma = lemmaOf(token.lower).lemma): OperativeVerb {
  return { lemma, word: token.text, offset: token.start };
}

/** The index of the token that starts at `offset` (tokens are in text order: a binary search). */
function indexAt(tokens: Token[], offset: number): number {
  let low = 0;
  let high = tokens.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = tokens[middle].start;
    if (start === offset) return middle;
    if (start < offset) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

// ---- the name's verb ----------------------------------------------------------------------------------------

/** The first word, in any sentence, whose lemma is one the name names, used there as a verb. */
function fromName(sentences: Sentences, lemmas: string[]): OperativeVerb | null {
  const contexts: Array<SentenceContext | undefined> = new Array(sentences.count);
  for (const lemma of lemmas) {
    for (let s = 0; s < sentences.count; s++) {
      const tokens = sentences.tokens(s);
      for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i];
        if (!token.isWord || lemmaOf(token.lower).lemma !== lemma) continue;
        contexts[s] ??= new SentenceContext(tokens);
        if (usedAsVerb(contexts[s]!, i, lemma)) return found(token, lemma);
      }
    }
  }
  return null;
}

/** What every candidate word of one sentence is judged against, worked out once (so no sentence is read twice). */
class SentenceContext {
  readonly starts: Set<number>;
  private main: OperativeVerb | null | undefined;

  constructor(readonly tokens: Token[]) {
    this.starts = new Set(clauseStarts(tokens));
  }

  /** The sentence's main-clause verb. */
  get mainVerb(): OperativeVerb | null {
    if (this.main === undefined) this.main = sentenceVerb(this.tokens);
    return this.main;
  }
}


/** Words before a verb that leave it a verb: "and archives", "to archive", "will archive", "that invites". */
const BEFORE_VERB = new Set([
  "to", "and", "or", "then", "that", "which", "who", "also", "not", "first", "finally", "please", "simply", "just",
  "will", "would", "can", "could", "should", "may", "might", "must", "shall", "you", "we", "they", "i", "it",
  "helps", "help", "lets", "let", "immediately", "automatically",
]);

/**
 * Whether the word at `i`, whose lemma the name names, is used as a verb there: at the start of a clause, after
 * "to", "and", "then", a modal, or as the sentence's main verb; never "a message", "their list prices", "a share
 * link", "rows added", "Google Search".
 */
function usedAsVerb(context: SentenceContext, i: number, lemma: string): boolean {
  const { tokens } = context;
  const token = tokens[i];
  const form = lemmaOf(token.lower).form;
  if (context.starts.has(i)) return verbAtClauseStart(tokens, i, lemma);
  const before = tokens[i - 1];
  if (token.capitalized || before === undefined) return false; // "Google Search"; a label ("Note:") is no verb
  if (!before.isWord) return (before.text === "," || before.text === ";" || before.text === ":") && verbAtClauseStart(tokens, i, lemma);
  if (before.lower === "to") return form === "base";
  if (BEFORE_VERB.has(before.lower) || isAdverb(before.lower)) {
    if (form === "ing") return false;
    if (form === "ed") return !NOUN_PHRASE_START.has(tokens[i - 2]?.lower ?? "");
    // "… and archives them", "… that invites the user"; not "by status and owner."
    return objectFollows(tokens, i) || objectStarts(tokens, i + 1);
  }
  return context.mainVerb?.offset === token.start;
}

// ---- the main clause --------------------------------------------------------------------------------------

function sentenceVerb(tokens: Token[]): OperativeVerb | null {
  const starts = clauseStarts(tokens);
  if (starts.length === 1) return clauseVerb(tokens, starts[0]);
  // After a leading clause. It may hold commas of its own ("For dealers who manage several rooftops, share one
  // stock list … and want one view of prices, availability and reservations, fetches …"), so the main clause
  // is the first one after a comma that has a verb, where a third-person verb beats an earlier base form that
  // may still belong to the leading clause ("If none exists, create one." keeps its base form).
  let base: OperativeVerb | null = null;
  for (let k = 1; k < starts.length; k++) {
    const verb = clauseVerb(tokens, starts[k]);
    if (verb === null) continue;
    if (lemmaOf(verb.word.toLowerCase()).form !== "base") return verb;
    // A base form there is an imperative when it is never a noun or has a clear object ("…, create one"), not in
    // a list of nouns ("… of stock, leads, test drives and sales, generates …").
    if (base === null && (isPlainVerb(verb.lemma) || objectFollows(tokens, indexAt(tokens, verb.offset)))) base = verb;
  }
  return base;
}

/**
 * Where the main clause may start: after a label ("Note:"), and when a leading clause opens the sentence
 * ("When …", "For …", "Optionally,", "Called from …,"), after each comma up to a colon or semicolon.
 */
function clauseStarts(tokens: Token[]): number[] {
  const first = skipLabel(tokens, 0);
  const starts = [first];
  if (!opensLeadingClause(tokens, first)) return starts;
  for (let j = first + 1; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.text === ";" || t.text === ":") break;
    if (t.text !== ",") continue;
    const next = tokens[j + 1]?.lower === "then" ? j + 2 : j + 1;
    if (next < tokens.length) starts.push(next);
  }
  return starts;
}

function opensLeadingClause(tokens: Token[], i: number): boolean {
  const first = tokens[i];
  if (first === undefined || !first.isWord) return false;
  if (LEADING.has(first.lower) || SUBORDINATOR.has(first.lower)) return true;
  if (isAdverb(first.lower)) return tokens[i + 1]?.text === ",";
  // A participle: "Called from the back office, …", "Triggered by a webhook, …".
  const { form } = lemmaOf(first.lower);
  return form === "ed" || (form === "ing" && !DETERMINER.has(tokens[i + 1]?.lower ?? ""));
}

/** Labels in front of a sentence: "Note:", "Important:", "Beta -". */
const LABELS = new Set(["note", "notes", "important", "warning", "caution", "beta", "deprecated", "experimental", "internal", "admin", "tip", "info", "nb"]);

function skipLabel(tokens: Token[], i: number): number {
  if (LABELS.has(tokens[i]?.lower ?? "") && (tokens[i + 1]?.text === ":" || tokens[i + 1]?.text === "-")) return i + 2;
  return i;
}

/** The verb of the clause that starts at `i`. */
function clauseVerb(tokens: Token[], start: number): OperativeVerb | null {
  let i = start;
  while (tokens[i] !== undefined && (isAdverb(tokens[i].lower) || CLAUSE_FILLER.has(tokens[i].lower)) && tokens[i + 1]?.isWord) i++;
  const token = tokens[i];
  if (token === undefined || !token.isWord) return null;
  const word = token.lower;

  if (AUXILIARY.has(word)) return afterAuxiliary(tokens, i);
  if (WRAPPER.has(word) && wrapperApplies(tokens, i)) return wrapped(tokens, i);
  if (SUBJECT_START.has(word) || token.possessive) return verbAfterSubject(tokens, i + 1);
  if (verbAtClauseStart(tokens, i)) return found(token);
  // A bare subject before an auxiliary: "Admins can export …"; "Results are paginated" says nothing.
  if (AUXILIARY.has(tokens[i + 1]?.lower ?? "")) return afterAuxiliary(tokens, i + 1);
  return null;
}

/** "will create", "can be used to upload", "is able to generate", "Does a dry run", "should archive". */
function afterAuxiliary(tokens: Token[], i: number): OperativeVerb | null {
  const aux = tokens[i].lower;
  const next = tokens[i + 1];
  if (next === undefined) return null;
  if ((aux === "does" || aux === "do") && (DETERMINER.has(next.lower) || NUMBER.test(next.lower))) return found(tokens[i], "do");
  let j = i + 1;
  while (tokens[j] !== undefined && (AUXILIARY.has(tokens[j].lower) || tokens[j].lower === "not" || isAdverb(tokens[j].lower) || CLAUSE_FILLER.has(tokens[j].lower))) {
    if (tokens[j].lower === "be" || COPULA.has(tokens[j].lower)) break;
    j++;
  }
  const t = tokens[j];
  if (t === undefined || !t.isWord) return null;
  if (t.lower === "be" || COPULA.has(t.lower) || COPULA.has(aux)) {
    // "is used to X", "is able to X", "is going to X", "should be used to X"; a copula or passive says nothing.
    const k = t.lower === "be" || COPULA.has(t.lower) ? j + 1 : j;
    if (TO_WRAPPERS.has(tokens[k]?.lower ?? "") && tokens[k + 1]?.lower === "to") return verbAfterTo(tokens, k + 1);
    return null;
  }
  if (WRAPPER.has(t.lower) && wrapperApplies(tokens, j)) return wrapped(tokens, j);
  const { form } = lemmaOf(t.lower);
  if (form === "base" && isVerbWord(t.lower)) return found(t);
  return null;
}

/** "This tool archives …", "It updates …", "The endpoint will return …": the finite verb after a subject. */
function verbAfterSubject(tokens: Token[], from: number): OperativeVerb | null {
  const limit = Math.min(tokens.length, from + 12);
  for (let j = from; j < limit; j++) {
    const t = tokens[j];
    if (!t.isWord) {
      if (t.text === ":" || t.text === ";") return null;
      continue;
    }
    if (RELATIVE.has(t.lower)) return null; // "A dealer's workshop that a salesperson works on": not the main clause
    if (AUXILIARY.has(t.lower)) return afterAuxiliary(tokens, j);
    if (lemmaOf(t.lower).form !== "s" || !isSubjectEnd(wordBefore(tokens, j))) continue;
    if (WRAPPER_VERBS.has(t.lower) && wrapperApplies(tokens, j)) return wrapped(tokens, j);
    if (isVerbWord(t.lower) && (objectFollows(tokens, j) || objectStarts(tokens, j + 1))) return found(t);
  }
  return null;
}

/** The word before `j`, adverbs skipped ("This action permanently deletes"). */
function wordBefore(tokens: Token[], j: number): Token | undefined {
  let k = j - 1;
  while (k >= 0 && tokens[k].isWord && isAdverb(tokens[k].lower)) k--;
  return tokens[k];
}

/** Whether a word can end a subject noun phrase ("tool", "it", "endpoint"), so that a verb may follow. */
function isSubjectEnd(token: Token | undefined): boolean {
  if (token === undefined || !token.isWord) return false;
  const w = token.lower;
  if (w === "it" || w === "this" || w === "that") return true;
  if (token.possessive || DETERMINER.has(w) || PREPOSITION.has(w) || CONJUNCTION.has(w) || PRONOUN.has(w) || isAdverb(w)) return false;
  const { lemma, form } = lemmaOf(w);
  return form === "base" && !VERB_ONLY.has(lemma) && !ADJECTIVE.has(w);
}

/**
 * Whether the words at `j` read as a verb's bare object: a plural ("contacts"), an adjective ("old",
 * "monthly", "incoming"), a mass noun ("revenue"); not an information noun that heads a compound ("levels").
 */
function objectStarts(tokens: Token[], j: number): boolean {
  const t = tokens[j];
  if (t === undefined || !t.isWord || t.capitalized) return false;
  const w = t.lower;
  if (participleClause(tokens, j)) return false;
  const after = tokens[j + 1];
  const compoundObject = !isPluralNoun(w) && after !== undefined && after.isWord && !after.capitalized && isPluralNoun(after.lower) && !INFORMATION_NOUN.has(after.lower);
  return compoundObject || (isPluralNoun(w) && !INFORMATION_NOUN.has(w)) || ADJECTIVE.has(w) || MASS_NOUN.has(w) || isAdverb(w) || (/(?:ed|ing)$/.test(w) && w.length > 5);
}

/** "Tags used in …", "Rows added to …": a participle after a noun opens a clause that describes it. */
function participleClause(tokens: Token[], j: number): boolean {
  const t = tokens[j];
  if (t === undefined || !t.isWord || lemmaOf(t.lower).form !== "ed") return false;
  const after = tokens[j + 1];
  return after === undefined || !after.isWord || PREPOSITION.has(after.lower);
}

/** What can follow a verb: an object, a preposition, an adverb, a clause ("Returns the …", "Posts to …", "Checks whether …"). */
function objectFollows(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || !next.isWord) return false;
  const w = next.lower;
  if (w === "of" || w === "and" || w === "or") return false;
  return DETERMINER.has(w) || PRONOUN.has(w) || NUMBER.test(w) || PREPOSITION.has(w) || PARTICLE.has(w) || SUBORDINATOR.has(w) || isAdverb(w);
}

/**
 * Whether the word at `i`, at the start of a clause, is its verb: "Archive a contact", "Returns …",
 * "Export contacts as CSV", not "Contact list.", "Order history of a customer", "Marketing run details".
 * `hinted`: the name names this lemma, so a noun-like reading needs stronger evidence.
 */
function verbAtClauseStart(tokens: Token[], i: number, hinted?: string): boolean {
  const token = tokens[i];
  const { lemma, form } = lemmaOf(token.lower);
  const next = tokens[i + 1];
  const n = next?.lower ?? "";
  if (DETERMINER.has(token.lower) || PREPOSITION.has(token.lower) || CONJUNCTION.has(token.lower) || PRONOUN.has(token.lower) || SUBORDINATOR.has(token.lower)) return false;
  if (token.possessive) return false;
  if (form === "ed") return false; // "Deleted contacts", "Archived projects"
  const known = VERB_ONLY.has(lemma) || NOUN_TOO.has(lemma);
  if (next === undefined || !next.isWord) {
    // "Archive.", "Contact list." end here; "Creates, updates or deletes …" lists verbs of one form.
    const after = tokens[i + 2];
    if ((next?.text !== "," && next?.text !== "/") || after === undefined || !after.isWord) return false;
    return known && isVerbWord(after.lower) && lemmaOf(after.lower).form === form && (form === "s" || VERB_ONLY.has(lemma));
  }
  if (n === "of" || AUXILIARY.has(n)) return false; // "List of …", "Results are …": a noun
  if (form === "ing") return DETERMINER.has(n) || PRONOUN.has(n);
  if (VERB_ONLY.has(lemma) && !hinted) return true;
  if (DETERMINER.has(n) || PRONOUN.has(n) || NUMBER.test(n) || isAdverb(n) || PARTICLE.has(n) || SUBORDINATOR.has(n)) return known || form === "s" || hinted !== undefined || looksVerbal(token.lower);
  if (PREPOSITION.has(n)) return hinted !== undefined || VERB_ONLY.has(lemma) || VERBISH.has(lemma) || (form === "s" && !NOUN_TOO.has(lemma) && looksVerbal(token.lower));
  if (n === "and" || n === "or" || n === "&") return (VERB_ONLY.has(lemma) || VERBISH.has(lemma) || (form === "s" && known)) && verbAfterConjunction(tokens, i + 2);
  if (hinted !== undefined) return !next.capitalized || form === "s";
  if (VERB_ONLY.has(lemma)) return true;
  // A bare word follows: an object ("Export contacts", "Archive old conversations", "Estimates shipping costs")
  // or the rest of a compound noun ("Contact list", "Order history", "Stock levels", "Tags used in …").
  if (form === "s") return known && !participleClause(tokens, i + 1);
  return VERBISH.has(lemma) && objectStarts(tokens, i + 1);
}

/** "Creates, updates or deletes events": the word after a conjunction is a verb form too. */
function verbAfterConjunction(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  return t !== undefined && t.isWord && (VERB_ONLY.has(lemmaOf(t.lower).lemma) || verbAtClauseStart(tokens, i));
}

/** A clause-initial word not in the lexicon that reads like a verb ("Upsert", "Geocodes", "Dedupe"). */
function looksVerbal(word: string): boolean {
  return /^[a-z]+$/.test(word) && !NOT_A_VERB.has(word) && !NOT_A_VERB.has(lemmaOf(word).lemma);
}

/** Whether a word after "Use this …", "Allows …", "Helps …" is the wrapper here ("Enables two-factor auth" is not). */
function wrapperApplies(tokens: Token[], i: number): boolean {
  const w = tokens[i].lower;
  const next = tokens[i + 1]?.lower ?? "";
  if (w === "tool" || w === "function" || w === "useful") return next === "to" || next === "for" || next === "when";
  if (w === "used") return next === "to";
  if (SELF_REFERENCE_WRAPPERS.has(w) && SELF_REFERENCE.has(next)) return true;
  return findWrapped(tokens, i) !== null;
}

/**
 * The wrapped verb; else the wrapper itself when it is a verb here ("Enables two-factor authentication");
 * null for an instruction about the tool itself ("Use this before sending a mailing", "Call it when …").
 */
function wrapped(tokens: Token[], i: number): OperativeVerb | null {
  const inner = findWrapped(tokens, i);
  if (inner !== null) return inner;
  const w = tokens[i].lower;
  if (SELF_REFERENCE_WRAPPERS.has(w) && SELF_REFERENCE.has(tokens[i + 1]?.lower ?? "")) return null;
  return isVerbWord(w) ? found(tokens[i]) : null;
}

/**
 * The verb a wrapper introduces: "Use this to X", "Allows you to X", "Allows comparing …", "Lets you X",
 * "Helps the sales team X", "Gives the user a way to X", "Useful for when you need to X".
 */
function findWrapped(tokens: Token[], i: number): OperativeVerb | null {
  const w = tokens[i].lower;
  const limit = Math.min(tokens.length, i + 12);
  const next = tokens[i + 1];
  if (next !== undefined && lemmaOf(next.lower).form === "ing" && isVerbWord(next.lower) && (w.startsWith("allow") || w.startsWith("enabl") || w.startsWith("permit"))) return found(next);
  const bare = BARE_WRAPPERS.has(w); // let, help: "Lets you manage", "Helps find"
  if (bare) {
    const k = PRONOUN.has(next?.lower ?? "") || next?.lower === "users" ? i + 2 : i + 1;
    const t = tokens[k];
    if (t !== undefined && t.isWord && lemmaOf(t.lower).form === "base" && isVerbWord(t.lower) && !PRONOUN.has(t.lower)) return found(t);
  }
  for (let j = i + 1; j < limit; j++) {
    const t = tokens[j];
    if (!t.isWord) {
      if (t.text === ":" || t.text === ";" || t.text === ",") return null;
      continue;
    }
    if (t.lower === "to") {
      const verb = verbAfterTo(tokens, j);
      if (verb !== null) return verb;
      continue;
    }
    if (bare && lemmaOf(t.lower).form === "base" && isVerbWord(t.lower) && !PRONOUN.has(t.lower) && (VERB_ONLY.has(t.lower) || objectFollows(tokens, j) || tokens[j + 1] === undefined)) {
      return found(t);
    }
  }
  return null;
}

/** The verb right after "to" (adverbs skipped): "to archive", "to quickly look up". */
function verbAfterTo(tokens: Token[], toIndex: number): OperativeVerb | null {
  let j = toIndex + 1;
  while (tokens[j] !== undefined && isAdverb(tokens[j].lower)) j++;
  const t = tokens[j];
  if (t === undefined || !t.isWord || DETERMINER.has(t.lower) || PRONOUN.has(t.lower)) return null;
  const { form } = lemmaOf(t.lower);
  if (form !== "base" || t.capitalized) return null;
  if (isVerbWord(t.lower) || looksVerbal(t.lower)) return found(t);
  return null;
}

/** A verb that is never a noun: "create", "fetch"; not "list", "test", "share". */
function isPlainVerb(lemma: string): boolean {
  return VERB_ONLY.has(lemma) && !NOUN_TOO.has(lemma);
}

function isVerbWord(word: string): boolean {
  const { lemma } = lemmaOf(word);
  return VERB_ONLY.has(lemma) || NOUN_TOO.has(lemma);
}

function isPluralNoun(word: string): boolean {
  return word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word);
}

// ---- morphology ---------------------------------------------------------------------------------------------

type Form = "base" | "s" | "ed" | "ing";

const lemmaCache = new Map<string, { lemma: string; form: Form }>();

/** The base form of a verb form and which form it is; unknown words get the regular guess. */
export function lemmaOf(word: string): { lemma: string; form: Form } {
  let result = lemmaCache.get(word);
  if (result === undefined) {
    result = computeLemma(word);
    if (lemmaCache.size < 100_000) lemmaCache.set(word, result);
  }
  return result;
}

function computeLemma(word: string): { lemma: string; form: Form } {
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular;
  if (KNOWN.has(word)) return { lemma: word, form: "base" };
  const hyphen = word.lastIndexOf("-");
  if (hyphen > 0 && VERB_PREFIX.has(word.slice(0, hyphen))) {
    // "Bulk-updates", "soft-deletes", "re-sends": the verb is the last part.
    const last = computeLemma(word.slice(hyphen + 1));
    if (KNOWN.has(last.lemma)) return last;
  }
  const candidates: Array<[string, Form]> = [];
  if (word.endsWith("ies") && word.length > 4) candidates.push([word.slice(0, -3) + "y", "s"]);
  if (word.endsWith("es") && word.length > 3) candidates.push([word.slice(0, -2), "s"]);
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 2) candidates.push([word.slice(0, -1), "s"]);
  if (word.endsWith("ied") && word.length > 4) candidates.push([word.slice(0, -3) + "y", "ed"]);
  if (word.endsWith("ed") && word.length > 3) {
    candidates.push([word.slice(0, -1), "ed"], [word.slice(0, -2), "ed"]);
    if (word[word.length - 3] === word[word.length - 4]) candidates.push([word.slice(0, -3), "ed"]);
  }
  if (word.endsWith("ing") && word.length > 4) {
    candidates.push([word.slice(0, -3), "ing"], [word.slice(0, -3) + "e", "ing"]);
    if (word[word.length - 4] === word[word.length - 5]) candidates.push([word.slice(0, -4), "ing"]);
  }
  for (const [lemma, form] of candidates) if (KNOWN.has(lemma)) return { lemma, form };
  // Not in the lexicon: a regular guess, good enough for "Upserts", "Geocoded".
  if (/[^s]s$/.test(word) && !/(?:us|is)$/.test(word) && word.length > 3) return { lemma: /(?:sh|ch|x|z|[^aeiou]o)es$/.test(word) ? word.slice(0, -2) : word.slice(0, -1), form: "s" };
  if (word.endsWith("ing") && word.length > 5) return { lemma: word.slice(0, -3), form: "ing" };
  if (word.endsWith("ed") && word.length > 4) return { lemma: word.slice(0, -1), form: "ed" };
  return { lemma: word, form: "base" };
}

// ---- word classes -------------------------------------------------------------------------------------------

const words = (list: string): Set<string> => new Set(list.trim().split(/\s+/));

/** First parts of hyphenated verbs: "bulk-update", "soft-delete", "auto-assign", "re-send". */
const VERB_PREFIX = words(`bulk batch mass soft hard auto re pre un de co double force hot cold self cross multi`);

const ADVERB_FORM = /^(?:[a-z]+ly|also|then|just|only|first|still|now|again)$/;
/** Words in -ly that are not adverbs: "reply", "apply", "supply", "family". */
const NOT_ADVERB = words(`reply apply supply multiply rely fly ally family assembly anomaly italy july belly bully jelly
  holly lily rally tally sully`);

function isAdverb(word: string): boolean {
  return ADVERB_FORM.test(word) && !NOT_ADVERB.has(word);
}
const NUMBER = /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand)$/;

const DETERMINER = words(`a an the this that these those each every all any some no another its their his her our your my
  multiple several many few both either neither which whose whatever such`);
const PRONOUN = words(`it them him her us me you they we i itself themselves yourself one ones everyone everything someone
  something anyone anything nothing`);
const PREPOSITION = words(`to on for with from in into onto by about as at over through across between against under
  within without via per after before during until toward towards around inside outside among upon behind beyond like
  than including except`);
const PARTICLE = words(`up down out off back away apart together forward ahead`);
const SUBORDINATOR = words(`when whenever if unless whether while where once so because since though although how what why`);
const CONJUNCTION = words(`and or but nor &`);
const CLAUSE_FILLER = words(`then also just simply please first finally now again optionally`);
const AUXILIARY = words(`will would can could may might shall should must is are was were be been being has have had
  does do did 'll`);
const RELATIVE = words(`that which who whom whose where`);
const COPULA = words(`is are was were be been being`);
/** "is used to", "is able to", "is going to", "is meant to", "is designed to". */
const TO_WRAPPERS = words(`used able going meant designed intended supposed there`);

/** Words that open a subject noun phrase: "This tool …", "It …", "The endpoint …". */
const SUBJECT_START = words(`this that these those the a an it its our their your each every any some another`);

/** Words that open a leading clause closed by a comma. */
const LEADING = words(`when whenever if unless once after before while since because although though for given upon
  on in as with without based depending using to by during until where whereas assuming starting following within at
  from via per under across in_case provided`);

/** "Use this to X", "Allows you to X", "Lets you X", "Helps X", "Tool to X", "Call this to X", "Useful for …". */
const WRAPPER = words(`use uses used allow allows let lets help helps enable enables permit permits give gives
  tool function useful call`);
const WRAPPER_VERBS = words(`uses allows lets helps enables permits gives`);
const BARE_WRAPPERS = words(`let lets help helps`);
/** "Use this …", "Call it …": about the tool, not what it does. */
const SELF_REFERENCE_WRAPPERS = words(`use call`);
const SELF_REFERENCE = words(`this it with when whenever before after if only`);

const NOUN_PHRASE_START = words(`a an the this that these those each every all any some no its their his her our your my new`);

const ADJECTIVE = words(`old new all recent inactive active unused stale duplicate pending open closed draft empty
  existing multiple several single specific given current future past overdue expired failed large small
  monthly weekly daily yearly annual hourly incoming outgoing unread unpaid paid archived deleted selected`);

/** Nouns without a plural that are a verb's bare object: "Forecast revenue", "Export data". */
const MASS_NOUN = words(`revenue data information content feedback traffic usage spend money inventory stock text code
  analytics metadata progress access storage media software hardware mail work income cash stuff equipment`);

/** Heads of noun phrases that name information, rarely the object of a verb at the start: "Stock levels". */
const INFORMATION_NOUN = words(`details levels members statistics stats settings logs entries results rates metrics
  counts totals ids names preferences reviews events histories summaries breakdowns trends figures numbers values
  options properties attributes fields records items lines rows`);

/** First words of a later sentence that instructs the model rather than says what the action does. */
const INSTRUCTION_START = words(`see prefer avoid never always don't dont please refer`);
/** Third-person verbs that open a note on how the action works rather than what it does. */
const NOTE_VERBS = words(`uses requires needs works runs fails mirrors supports respects honors honours depends expects
  costs takes includes contains ignores skips retries times counts applies`);

/** Name parts that are never the verb. */
const NAME_NOISE = words(`by id ids of for to the a an v1 v2 v3 api`);

/** Clause-initial words that are not verbs though not in the lexicon either. */
const NOT_A_VERB = words(`input output result results details weather pipeline marketing shipping booking product
  products team members sales subscription vehicle employee warehouse shipment current daily monthly weekly upcoming
  git audit daily user users customer customers account accounts data information info status summary overview
  report reports list lists number numbers total totals new wrapper portal`);

/** Verbs that are rarely nouns: at a clause start they are the verb. */
const VERB_ONLY = words(`
  accept activate add adjust aggregate allocate analyse analyze annotate anonymize append apply approve ask assign
  attach authenticate authorize autocomplete backfill ban boost bootstrap broadcast browse build bump calculate
  cancel capture categorize choose classify clean clear click clone close collect combine compare compile complete
  compose compress compute configure confirm connect consolidate convert create crop deactivate debug decline decode
  decrypt dedupe deduplicate define delete deliver deploy deprecate describe detach detect determine disable
  disconnect discard dismiss distribute download duplicate edit eject embed emit enable encode encrypt enqueue enrich
  enroll ensure enter erase escalate evaluate examine execute expand expire explain extract fetch fill finalize find
  fix follow generate geocode get give go grant handle hide highlight identify ignore include increment initialize
  insert inspect install instantiate integrate invalidate invite invoke join keep kick launch locate make manage
  merge migrate minimize modify monitor move mute navigate normalize notify obtain offboard onboard open optimize
  organize overwrite paginate parse perform persist pick ping populate predict prefill prepare preview prioritize
  produce promote provide provision publish pull purchase purge push put query read reassign rebuild recalculate
  receive recommend reconcile redact redeem redirect refresh regenerate register reindex reject reload remind remove
  rename render renew reopen reorder repair replace reschedule resend reserve resize resolve respond restart restore
  resume retrieve retry reveal revert revoke rewrite rotate save scrape select send settle simulate skip snooze
  specify submit subscribe suggest summarize suspend swap synchronize terminate toggle transcribe transform translate
  trim truncate unarchive unassign unban unblock unfollow uninstall unlink unlock unmute unpin unpublish unschedule
  unsubscribe unsuspend untag upsert validate verify void wait warn wipe withdraw write retrieve list enable upload
  display perform execute calculate send add accept achieve adapt advise allow announce arrange assess attempt avoid
  become begin bind bring buy carry cite collapse come communicate consider contain continue contribute crawl decide
  deny develop dial discover dispatch divide drag dump elect employ empty enforce engage establish exclude expect
  expose extend fail flatten flip flush fold freeze gather grab guess hire improve inject interpret introduce
  investigate know learn lend listen maintain mention mirror miss negotiate nudge observe operate override paste
  prefer preserve prevent proceed protect prove qualify raise realize rebalance recall reclaim recognize recover reduce
  refer reflect refine reimburse relay rely remember repeat rephrase reproduce resubmit retain rewind sanitize say
  see seed seek sell serve shorten shuffle solve speak spend stitch strip teach tell think throttle transcode try
  understand undo unify unpack unwrap upvote analyse answer enroll let use help take run show do bill void pause
  set reset rebook clear unset resend shred`);

/** Verbs that are common nouns too ("a record", "the contact list"): at a clause start they need context. */
const NOUN_TOO = words(`
  access account alert answer archive audit back backup batch bill block book bookmark budget cache call change chart
  chat check claim comment commit contact control copy count cover cut deal delay deposit design detail display download
  draft drive email end estimate export fax file filter fire flag forecast format fund group guide hash help hold host
  import increase index input invoice issue label land lead limit link list load lock log look mail map mark match
  message name need note offer order output page park pass patch pay pin place plan play point post price print process
  quote rank rate reach record refund release reply report request reset result return review ring rule run sample save
  scale scan schedule score screen search set share ship show sign signal snapshot sort split stage star start state
  step stock stop store stream study supply support survey switch sync tag talk target task test text ticket time top
  touch track trade train transfer trigger turn type update upgrade upload use value view visit vote watch water work
  wrap zip campaign team warehouse auth route rollback roll spin tail scale hand wire`);

/** Noun-verbs that, at the start with a bare plural or adjective after them, are the verb: "Export contacts". */
const VERBISH = words(`
  archive backup batch bill book bookmark budget cache chart check comment copy draft email export fax file filter
  flag forecast host import index invoice label link list load lock log map message note order page pin post price
  print quote record refund release reply report request reset review run sample scan schedule search share ship sign
  snapshot sort stage star sync tag test text ticket track transfer trigger update upgrade upload water zip show
  task roll spin tail scale route mark match return estimate look wire`);

/** Every base form the lexicon knows. */
const KNOWN = new Set([...VERB_ONLY, ...NOUN_TOO]);

const IRREGULAR: Map<string, { lemma: string; form: Form }> = new Map(
  Object.entries({
    sent: "send", built: "build", made: "make", found: "find", kept: "keep", left: "leave", sold: "sell", brought: "bring",
    bought: "buy", told: "tell", wrote: "write", written: "write", took: "take", taken: "take", gave: "give", given: "give",
    shown: "show", drew: "draw", drawn: "draw", chose: "choose", chosen: "choose", got: "get", gotten: "get", ran: "run",
    began: "begin", begun: "begin", held: "hold", led: "lead", paid: "pay", said: "say", saw: "see", seen: "see",
    spent: "spend", thought: "think", understood: "understand", went: "go", gone: "go", did: "do", done: "do", does: "do",
    goes: "go", has: "have", had: "have", froze: "freeze", frozen: "freeze", hid: "hide", hidden: "hide", knew: "know",
    known: "know", lent: "lend", read: "read", rebuilt: "rebuild", rewritten: "rewrite", rewrote: "rewrite", rode: "ride",
    set: "set", reset: "reset", put: "put", cut: "cut", split: "split", shut: "shut", hit: "hit", let: "let", quit: "quit",
    spun: "spin", undid: "undo", undone: "undo", withdrew: "withdraw", withdrawn: "withdraw", resent: "resend",
    bound: "bind", fed: "feed", taught: "teach", sought: "seek", "e-mail": "email", "e-mails": "email",
  }).map(([word, lemma]) => [word, { lemma, form: (word === lemma ? "base" : word.endsWith("s") && !lemma.endsWith("s") ? "s" : "ed") as Form }]),
);

/** lemma -> its irregular forms ("send" -> ["sent"]), for the cheap occurrence test. */
const IRREGULAR_FORMS = new Map<string, string[]>();
for (const [word, { lemma }] of IRREGULAR) IRREGULAR_FORMS.set(lemma, [...(IRREGULAR_FORMS.get(lemma) ?? []), word]);
