// Whether a description says what the action does anywhere the model reads it, even where it has no main-clause
// verb for the operative-verb reader (src/text/verb/verbs.ts) to name. summary-without-verb flags a bare noun phrase;
// these descriptions are not one, though their grammar is not the genre's "Archive a contact.":
// - a verb named by the tool noun: "Frontend tool for toggling the theme", "A secret tool to tell the number",
//   "A simple tool that returns a result", "A fast API that responds quickly";
// - a gerund of purpose or means: "… for evaluating mathematical expressions", "… by comparing names";
// - a wrapper anywhere in a clause: "can be called to generate …", "lets you export …", "allows users to …";
// - alternatives of verbs at a clause start: "Select/focus a deal", "Press, release, or press-and-release a
//   button", "App logs: monitor/debug/filter by dyno";
// - a prefixed verb: "Re-introspect all connected MCP servers";
// - a verb used as a label: "Returns: search results with highlights";
// - a head noun that names the doer of a verb: "A minimal calculator for basic arithmetic", "A unit converter".
// Each pattern is local (a few tokens), so the scan is linear in the length of the text.

import { isAdverb, isVerbWord, lemmaOf, AUXILIARY, DETERMINER, INFORMATION_NOUN, INSTRUCTION_START, MASS_NOUN, NOT_A_VERB, NOTE_VERBS, NOUN_TOO, PREPOSITION, PRONOUN, VERB_ONLY, words } from "./verb-lexicon.js";
import { found, Sentences, type OperativeVerb, type Token } from "./verb-tokens.js";

/** Nouns that name a tool, so that "<noun> to X", "<noun> for X-ing" and "<noun> that X-s" say what it does. */
const TOOL_NOUN = words(`tool tools function utility helper endpoint action api service agent command method way means
  wrapper plugin integration server operation assistant bot workflow script interface mechanism capability`);

/** Words before "to" that make the verb after it the action's: "can be called to X", "is used to X". */
const TO_WRAPPER = words(`called used able designed meant intended built made invoked`);

/** "lets you X", "helps users X", "allows you to X", "enables teams to X". */
const PERSON = words(`you users user the agents agent teams people us one anyone`);
const LET_WRAPPER = words(`let lets help helps`);
const ALLOW_WRAPPER = words(`allow allows enable enables permit permits`);

/** Heads that name the doer of what the tool does: "A minimal calculator for basic arithmetic". */
const AGENT_NOUN = words(`calculator converter translator generator validator checker formatter parser scraper fetcher
  crawler summarizer summariser analyzer analyser extractor downloader uploader notifier scheduler finder resolver
  encoder decoder compressor renderer transcriber geocoder exporter importer sender mailer pinger echoer evaluator`);

/** Words after an agent noun that make it a modifier, not the head: "Calculator results", "Scheduler settings". */
const AFTER_MODIFIER = words(`results result output outputs data settings config configuration status history logs log
  state options version name names id ids`);

/** Prefixes of hyphenated verbs: "Re-introspect", "Un-archive", "Bulk-tag". */
const HYPHEN_VERB = /^(?:re|un|pre|de|auto|bulk|batch|soft|hard|force|mass|co)-[a-z]{3,}$/;

/**
 * The first word of `text` that shows what the action does by one of the patterns above, or null. `text` is what
 * the model reads (the whole description when the harness sends it whole).
 */
export function actionMention(text: string): OperativeVerb | null {
  const sentences = new Sentences(text);
  for (let s = 0; s < sentences.count; s++) {
    const tokens = sentences.tokens(s);
    if (s > 0 && instructs(tokens)) continue;
    for (let i = 0; i < tokens.length; i++) {
      if (!tokens[i].isWord) continue;
      const verb = mentionAt(tokens, i);
      if (verb !== null) return verb;
    }
  }
  return null;
}

/**
 * A later sentence that instructs the model ("Be sure that the tables exist by calling sql_db_list_tables first!",
 * "Never call this twice"): its verbs are what the model should do, not what the action does.
 */
function instructs(tokens: Token[]): boolean {
  const first = tokens[0]?.lower ?? "";
  const second = tokens[1]?.lower ?? "";
  return INSTRUCTION_START.has(first) || ((first === "be" || first === "make") && second === "sure") || (first === "do" && second === "not");
}

function mentionAt(tokens: Token[], i: number): OperativeVerb | null {
  const w = tokens[i].lower;
  const next = tokens[i + 1];
  if (TOOL_NOUN.has(w) || AGENT_NOUN.has(w)) {
    const purpose = purposeAfter(tokens, i + 1) ?? subjectVerb(tokens, i);
    if (purpose !== null) return purpose;
  }
  if ((w === "that" || w === "which") && i > 0 && tokens[i - 1].isWord && TOOL_NOUN.has(tokens[i - 1].lower)) return relativeVerb(tokens, i + 1);
  if ((w === "that" || w === "which" || w === "who") && i > 0 && tokens[i - 1].isWord) {
    const verb = relativeVerb(tokens, i + 1);
    if (verb !== null && lemmaOf(verb.word.toLowerCase()).form === "s") return verb;
  }
  if ((w === "for" || w === "by") && next?.isWord) {
    const gerund = gerundAt(tokens, i + 1);
    if (gerund !== null) return gerund;
  }
  if (w === "to" && i > 0 && TO_WRAPPER.has(tokens[i - 1].lower)) return baseVerbAt(tokens, i + 1);
  if (LET_WRAPPER.has(w) && next !== undefined && PERSON.has(next.lower)) return baseVerbAt(tokens, i + 2);
  if (ALLOW_WRAPPER.has(w) && next !== undefined && PERSON.has(next.lower) && tokens[i + 2]?.lower === "to") return baseVerbAt(tokens, i + 3);
  if (AGENT_NOUN.has(w) && !AFTER_MODIFIER.has(next?.lower ?? "")) return { lemma: w, word: tokens[i].text, offset: tokens[i].start };
  // "A simple ping tool": a verb that is rarely a noun, naming the tool.
  if (next !== undefined && TOOL_NOUN.has(next.lower) && VERB_ONLY.has(w) && !NOUN_TOO.has(w)) return found(tokens[i]);
  if (!atClauseStart(tokens, i)) return null;
  return (
    alternatives(tokens, i) ??
    prefixedVerb(tokens, i) ??
    labelVerb(tokens, i) ??
    afterLabel(tokens, i) ??
    thenSequence(tokens, i) ??
    afterAdverb(tokens, i) ??
    firstPerson(tokens, i) ??
    returnFirst(tokens, i)
  );
}

/**
 * "MRTR (SEP-2322): asks for the caller name", "SEP-2575: requires the capability", "… : round-trips the state": a
 * verb in the third person right after a label and its colon, before a word.
 */
function afterLabel(tokens: Token[], i: number): OperativeVerb | null {
  if (i === 0 || tokens[i - 1].text !== ":" || !tokens[i + 1]?.isWord) return null;
  const last = tokens[i].lower.split("-").pop() ?? "";
  const { form } = lemmaOf(last);
  return form === "s" && (isVerbWord(last) || plainWord(last)) ? found(tokens[i]) : null;
}

/** "Confirm, then pick a scope, then wipe": verbs in their base form, joined by a comma and "then". */
function thenSequence(tokens: Token[], i: number): OperativeVerb | null {
  const base = (t: Token | undefined) => t !== undefined && t.isWord && lemmaOf(t.lower).form === "base" && isVerbWord(t.lower);
  return tokens[i + 1]?.text === "," && tokens[i + 2]?.lower === "then" && base(tokens[i]) && base(tokens[i + 3]) ? found(tokens[i]) : null;
}

/** "I don't do much", "We can resend it": a clause in the first person has a verb, however little it says. */
function firstPerson(tokens: Token[], i: number): OperativeVerb | null {
  const w = tokens[i].lower;
  const aux = tokens[i + 1];
  if ((w !== "i" && w !== "we") || aux === undefined || !FIRST_PERSON_AUX.has(aux.lower)) return null;
  return baseVerbAt(tokens, i + 2);
}

const FIRST_PERSON_AUX = words(`do don't can can't will won't`);

/**
 * "Return details about a project": at the start of a description "Return" is the imperative far more often than
 * the noun; not "Return of goods …" nor a label ("Return:").
 */
function returnFirst(tokens: Token[], i: number): OperativeVerb | null {
  const next = tokens[i + 1];
  if (i !== 0 || tokens[i].lower !== "return" || next === undefined || !next.isWord || next.lower === "of" || AUXILIARY.has(next.lower)) return null;
  return found(tokens[i]);
}

/** "always interrupts", "Silently drops the event": an adverb, then a third-person verb. */
function afterAdverb(tokens: Token[], i: number): OperativeVerb | null {
  const t = tokens[i + 1];
  if ((!isAdverb(tokens[i].lower) && tokens[i].lower !== "always") || t === undefined || !t.isWord) return null;
  return lemmaOf(t.lower).form === "s" && (isVerbWord(t.lower) || plainWord(t.lower)) ? found(t) : null;
}

/**
 * "This tool introspects and returns …", "The API geocodes …": the tool as the subject of a third-person verb the
 * lexicon may not know; not a note on how it works ("This tool requires an API key").
 */
function subjectVerb(tokens: Token[], i: number): OperativeVerb | null {
  const before = tokens[i - 1];
  const t = tokens[i + 1];
  if (before === undefined || !DETERMINER.has(before.lower) || t === undefined || !t.isWord || t.capitalized) return null;
  if (lemmaOf(t.lower).form !== "s" || NOTE_VERBS.has(t.lower) || INFORMATION_NOUN.has(t.lower) || NOT_A_VERB.has(t.lower)) return null;
  return isVerbWord(t.lower) || plainWord(t.lower) ? found(t) : null;
}

/** "tool to tell …", "tool for toggling …", "tool that returns …", "API that responds …". */
function purposeAfter(tokens: Token[], j: number): OperativeVerb | null {
  const t = tokens[j];
  if (t === undefined || !t.isWord) return null;
  if (t.lower === "to") return baseVerbAt(tokens, j + 1);
  if (t.lower === "for") return gerundAt(tokens, j + 1);
  if (t.lower === "that" || t.lower === "which") return relativeVerb(tokens, j + 1);
  return null;
}

/** A base-form verb, adverbs skipped: "to quickly look up", "lets you export". */
function baseVerbAt(tokens: Token[], j: number): OperativeVerb | null {
  while (tokens[j]?.isWord && isAdverb(tokens[j].lower)) j++;
  const t = tokens[j];
  if (t === undefined || !t.isWord || t.capitalized || DETERMINER.has(t.lower) || PRONOUN.has(t.lower)) return null;
  const { form } = lemmaOf(t.lower);
  return form === "base" && (isVerbWord(t.lower) || plainWord(t.lower)) ? found(t) : null;
}

/** "for toggling the theme", "by comparing names": the gerund of a verb that is rarely a noun, or one with an object. */
function gerundAt(tokens: Token[], j: number): OperativeVerb | null {
  const t = tokens[j];
  if (t === undefined || !t.isWord) return null;
  const { lemma, form } = lemmaOf(t.lower);
  if (form !== "ing") return null;
  if (VERB_ONLY.has(lemma) && !NOUN_TOO.has(lemma)) return found(t);
  // A particle may come first: "for signing up a user".
  const k = PARTICLE.has(tokens[j + 1]?.lower ?? "") ? j + 2 : j + 1;
  const after = tokens[k];
  const hasObject = after !== undefined && after.isWord && (DETERMINER.has(after.lower) || PRONOUN.has(after.lower) || MASS_NOUN.has(after.lower) || /[^s]s$/.test(after.lower));
  return NOUN_TOO.has(lemma) && hasObject ? found(t) : null;
}

/** "… that returns a result", "… that responds quickly", "… which can export …"; not "… that a salesperson works on". */
function relativeVerb(tokens: Token[], j: number): OperativeVerb | null {
  while (tokens[j]?.isWord && isAdverb(tokens[j].lower)) j++;
  const t = tokens[j];
  if (t === undefined || !t.isWord || t.capitalized) return null;
  if (AUXILIARY.has(t.lower) && !COPULA_OR_HAVE.has(t.lower)) return baseVerbAt(tokens, j + 1);
  const { form } = lemmaOf(t.lower);
  if (form !== "s" || NOT_A_VERB.has(t.lower) || INFORMATION_NOUN.has(t.lower)) return null;
  // "… that sellers list": a plural subject before its verb.
  const after = tokens[j + 1];
  if (after !== undefined && after.isWord && lemmaOf(after.lower).form === "base" && isVerbWord(after.lower) && !DETERMINER.has(after.lower)) return null;
  return isVerbWord(t.lower) || plainWord(t.lower) ? found(t) : null;
}

const COPULA_OR_HAVE = words(`is are was were be been being has have had`);

/** Particles of phrasal verbs: "sign up", "log in", "check out". */
const PARTICLE = words(`up in out off on down over back`);

/** A lower-case word of letters that the lexicon does not rule out as a verb ("responds", "introspect"). */
function plainWord(word: string): boolean {
  return /^[a-z]{3,}$/.test(word) && !NOT_A_VERB.has(word) && !NOT_A_VERB.has(lemmaOf(word).lemma);
}

/** The start of a sentence or the first word after a colon or semicolon. */
function atClauseStart(tokens: Token[], i: number): boolean {
  if (i === 0) return true;
  const before = tokens[i - 1];
  return !before.isWord && (before.text === ":" || before.text === ";");
}

const SEPARATOR = new Set(["/", ",", "or", "and", "&"]);

/**
 * "Select/focus a deal", "Press, release, or press-and-release a button", "monitor/debug/filter by dyno": at
 * least two verbs in their base form joined by "/", commas, "or", then an object or (for a verb that is rarely a
 * noun) a preposition. Not "Name, email or phone of a contact".
 */
function alternatives(tokens: Token[], i: number): OperativeVerb | null {
  let j = i;
  let items = 0;
  let known = false;
  let plain = false;
  for (;;) {
    const t = tokens[j];
    if (t === undefined || !t.isWord || !verbItem(t.lower)) return null;
    items++;
    known ||= t.lower.split("-").some((part) => isVerbWord(part) && lemmaOf(part).form === "base");
    plain ||= t.lower.split("-").some((part) => VERB_ONLY.has(part) && !NOUN_TOO.has(part));
    j++;
    let joined = false;
    while (tokens[j] !== undefined && SEPARATOR.has(tokens[j].lower)) {
      joined = true;
      j++;
    }
    if (!joined) break;
  }
  const after = tokens[j];
  if (items < 2 || !known || after === undefined || !after.isWord) return null;
  const object = DETERMINER.has(after.lower) || PRONOUN.has(after.lower);
  return object || (plain && PREPOSITION.has(after.lower) && after.lower !== "of") ? found(tokens[i]) : null;
}

/** One alternative: a base form, or a hyphenated one of base forms ("press-and-release"). */
function verbItem(word: string): boolean {
  return word.split("-").every((part) => part === "and" || part === "or" || (lemmaOf(part).form === "base" && (isVerbWord(part) || plainWord(part))));
}

/** "Re-introspect all connected servers", "Un-archive the project": not "Pre-built templates". */
function prefixedVerb(tokens: Token[], i: number): OperativeVerb | null {
  const t = tokens[i];
  const after = tokens[i + 1];
  if (!HYPHEN_VERB.test(t.lower) || /(?:ed|ing)$/.test(t.lower) || after === undefined || !after.isWord) return null;
  return DETERMINER.has(after.lower) || PRONOUN.has(after.lower) ? found(t) : null;
}

/** "Returns: search results with highlights": a third-person verb used as a label. */
function labelVerb(tokens: Token[], i: number): OperativeVerb | null {
  const t = tokens[i];
  const { form } = lemmaOf(t.lower);
  if (form !== "s" || !isVerbWord(t.lower) || tokens[i + 1]?.text !== ":" || !tokens[i + 2]?.isWord) return null;
  return found(t);
}
