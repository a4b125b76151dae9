// The clause reader of src/text/verb/verbs.ts: the main-clause verb of one sentence, past labels, leading clauses,
// subjects, auxiliaries and wrappers ("Use this to X").

import { ADJECTIVE, AUXILIARY, BARE_WRAPPERS, CLAUSE_FILLER, CONJUNCTION, COPULA, DETERMINER, INFORMATION_NOUN, isAdverb, isPlainVerb, isPluralNoun, isVerbWord, LEADING, lemmaOf, MASS_NOUN, NOT_A_VERB, NOUN_TOO, NUMBER, PARTICLE, PREPOSITION, PRONOUN, RELATIVE, SELF_REFERENCE, SELF_REFERENCE_WRAPPERS, SUBJECT_START, SUBORDINATOR, TO_WRAPPERS, VERB_ONLY, VERBISH, WRAPPER, WRAPPER_VERBS } from "./verb-lexicon.js";
import { found, indexAt, type OperativeVerb, type Token } from "./verb-tokens.js";

// ---- the main clause --------------------------------------------------------------------------------------

export function sentenceVerb(tokens: Token[]): OperativeVerb | null {
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
export function clauseStarts(tokens: Token[]): number[] {
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

export function skipLabel(tokens: Token[], i: number): number {
  if (LABELS.has(tokens[i]?.lower ?? "") && (tokens[i + 1]?.text === ":" || tokens[i + 1]?.text === "-")) return i + 2;
  return i;
}

/** The verb of the clause that starts at `i`. */
function clauseVerb(tokens: Token[], start: number): OperativeVerb | null {
  let i = start;
  while (tokens[i] !== undefined && (isAdverb(tokens[i].lower) || CLAUSE_FILLER.has(tokens[i].lower) || modifiesVerb(tokens, i)) && tokens[i + 1]?.isWord) i++;
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

/**
 * A first sentence that opens with a verb of the lexicon in its base form and its object, where the clause reader
 * would take the verb for a noun: "Check calendar availability for …" and "Return deterministic order data." when
 * the action's name names a verb (`get_available_time_slots`, `lookup_order`: the action does something, so its
 * description is an imperative), and "View database status: config, metrics, …" (a verb that is rarely a noun
 * heading a list after a colon). Never before "of", an auxiliary or an information noun ("Log entries: …").
 */
export function imperativeOpening(tokens: Token[], nameNamesVerb: boolean): OperativeVerb | null {
  const i = skipLabel(tokens, 0);
  const verb = tokens[i];
  const next = tokens[i + 1];
  // A capitalized word after it is a name or a heading ("Search Results"), unless an acronym it acts on ("Conduct
  // WCAG audits", "Design AI-first services") where the description is an imperative.
  const acronym = nameNamesVerb && next !== undefined && /^[A-Z]{2,}(?:s|-\w+)?$/.test(next.text);
  // A list of verbs ("list, assign, complete tasks") where the line is an imperative.
  const verbList = nameNamesVerb && next?.text === "," && tokens[i + 2]?.isWord === true && isVerbWord(tokens[i + 2].lower) && verb !== undefined && isVerbWord(verb.lower);
  if (verbList) return found(verb);
  if (verb === undefined || !verb.isWord || next === undefined || !next.isWord || (next.capitalized && !acronym)) return null;
  const { lemma, form } = lemmaOf(verb.lower);
  if (form !== "base" || !isVerbWord(verb.lower) || next.lower === "of" || AUXILIARY.has(next.lower) || INFORMATION_NOUN.has(next.lower)) return null;
  if (nameNamesVerb) return tokens[i + 2] === undefined ? null : found(verb);
  const colon = tokens.findIndex((t, k) => k > i + 1 && k <= i + 4 && t.text === ":");
  const headed = colon > 0 && tokens.slice(i + 1, colon).every((t) => t.isWord) && !INFORMATION_NOUN.has(tokens[colon - 1].lower);
  return headed && (VERB_ONLY.has(lemma) || VERBISH.has(lemma)) ? found(verb) : null;
}

/** "Force terminate a session", "Bulk update the rows": a modifier before the verb. */
function modifiesVerb(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  return VERB_MODIFIER.has(tokens[i].lower) && next !== undefined && next.isWord && lemmaOf(next.lower).form === "base" && isVerbWord(next.lower);
}

const VERB_MODIFIER = new Set(["force", "bulk", "batch", "mass", "soft", "hard"]);

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
    if (lemmaOf(t.lower).form !== "s" || !isSubjectEnd(wordBefore(tokens, j)) || infinitiveFollows(tokens, j)) continue;
    if (WRAPPER_VERBS.has(t.lower) && wrapperApplies(tokens, j)) return wrapped(tokens, j);
    if (isVerbWord(t.lower) && (objectFollows(tokens, j) || objectStarts(tokens, j + 1) || namedObject(tokens, j))) return found(t);
  }
  return null;
}

/** "… search queries to find …": a plural noun before an infinitive of purpose, not a verb ("queries" here). */
function infinitiveFollows(tokens: Token[], j: number): boolean {
  const after = tokens[j + 2];
  return tokens[j + 1]?.lower === "to" && after !== undefined && after.isWord && lemmaOf(after.lower).form === "base" && isPlainVerb(lemmaOf(after.lower).lemma);
}

/** "This tool unwraps WETH to ETH", "It queries Stripe for …": a plain verb before a name as its object. */
function namedObject(tokens: Token[], j: number): boolean {
  return isPlainVerb(lemmaOf(tokens[j].lower).lemma) && tokens[j + 1]?.capitalized === true;
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
export function objectStarts(tokens: Token[], j: number): boolean {
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
export function objectFollows(tokens: Token[], i: number): boolean {
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
export function verbAtClauseStart(tokens: Token[], i: number, hinted?: string): boolean {
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
  if (n === "and" || n === "or" || n === "&") {
    // "Design and render a dashboard", "Start or resume a run": a noun-verb joined to a plain verb is a verb too.
    const joined = tokens[i + 2]?.isWord === true && isPlainVerb(lemmaOf(tokens[i + 2].lower).lemma);
    return (VERB_ONLY.has(lemma) || VERBISH.has(lemma) || (known && (form === "s" || joined))) && verbAfterConjunction(tokens, i + 2);
  }
  // The name's verb before a name at the start of a sentence: "Search Wikipedia for …", "Scale Heroku app dynos".
  if (hinted !== undefined) return !next.capitalized || form === "s" || (i === 0 && form === "base" && known);
  if (VERB_ONLY.has(lemma)) return true;
  // A bare word follows: an object ("Export contacts", "Archive old conversations", "Estimates shipping costs")
  // or the rest of a compound noun ("Contact list", "Order history", "Stock levels", "Tags used in …").
  if (form === "s") return known && !participleClause(tokens, i + 1);
  return VERBISH.has(lemma) && objectStarts(tokens, i + 1);
}

/** "Creates, updates or deletes events": the word after a conjunction is a verb form too. */
function verbAfterConjunction(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (t === undefined || !t.isWord) return false;
  if (VERB_ONLY.has(lemmaOf(t.lower).lemma) || verbAtClauseStart(tokens, i)) return true;
  // "Search and filter events": a noun-verb with a plural object.
  const object = tokens[i + 1];
  return isVerbWord(t.lower) && lemmaOf(t.lower).form === "base" && object !== undefined && object.isWord && isPluralNoun(object.lower);
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
    // "Tool for creating a document", "Useful for summarizing a page".
    const after = tokens[j + 1];
    if (t.lower === "for" && j === i + 1 && after !== undefined && after.isWord && lemmaOf(after.lower).form === "ing" && isVerbWord(after.lower)) return found(after);
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
