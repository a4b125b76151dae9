// The name's verb for the operative-verb reader (verbs.ts): the verbs an action's name names (`send_message`,
// `archiveContact`, `report.generate`), and where the text uses one of them as a verb rather than as a noun ("Send
// a message", not "a message"), the strongest evidence the reader has.
import { clauseStarts, objectFollows, objectStarts, sentenceVerb, verbAtClauseStart } from "./verb-clauses.js";
import { isAdverb, KNOWN, lemmaOf, NAME_NOISE, NOUN_PHRASE_START } from "./verb-lexicon.js";
import { found, type OperativeVerb, type Sentences, type Token } from "./verb-tokens.js";

/**
 * The lemmas an action's name may name as its verb, most likely first: for `tenant.user.invite` the words of
 * the last dotted segment (invite); for `send_message` or `get-user` every word in written order; plurals, and
 * words the lexicon does not know as verbs after the first, left out.
 */
export function nameVerbs(actionName: string): string[] {
  let lemmas = nameVerbCache.get(actionName);
  if (lemmas === undefined) {
    lemmas = computeNameVerbs(actionName);
    if (nameVerbCache.size < NAME_CACHE_LIMIT) nameVerbCache.set(actionName, lemmas);
  }
  return lemmas;
}

const nameVerbCache = new Map<string, string[]>();
/** Names kept at most, as for the reader's cache of texts (verbs.ts). */
const NAME_CACHE_LIMIT = 50_000;

/** Name words that modify the verb after them. */
const NAME_MODIFIER = new Set(["force", "bulk", "batch", "mass", "soft", "hard", "auto"]);

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
      if (NAME_MODIFIER.has(word) && index + 1 < words.length) continue; // "force_terminate", "bulkUpdate": the next word
      const { lemma, form } = lemmaOf(word);
      if (form === "s") continue; // "listInvoices": a plural is the object, not the verb
      if (index > 0 && !KNOWN.has(lemma)) continue; // "transferForOwner": only a known verb past the first word
      if (!lemmas.includes(lemma)) lemmas.push(lemma);
    }
  }
  return lemmas;
}

/** The first word, in any sentence, whose lemma is one the name names, used there as a verb. */
export function fromName(sentences: Sentences, lemmas: string[]): OperativeVerb | null {
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
export class SentenceContext {
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
export function usedAsVerb(context: SentenceContext, i: number, lemma: string): boolean {
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
