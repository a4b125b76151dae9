// Whether a skill's or module's listed line does its job though the clause reader finds no verb in it: the listing
// is there for the model to decide when to load the skill, and real skills write that line as runs of phrases
// (titles, dashes, lists, "use when" clauses) that the reader cannot parse. The two verb rules leave such a line alone.
import { AUXILIARY, isPlainVerb, lemmaOf } from "./verb-lexicon.js";

/**
 * "Use this skill when…", "This skill should be used when…", "Trigger whenever…", "TRIGGER —", "Use this skill for
 * ANY 7shifts request" (found on real skills: Anthropic's pptx, Claude Code's plugin-dev, wshobson's agents, oomol's).
 */
const TRIGGER =
  /\b(?:use[sd]?|using|invoked?|activated?|load(?:ed)?)\b[^.;:]{0,60}?\b(?:when(?:ever)?|any ?time|if)\b|\btrigger(?:s|ed)?\b|\buse (?:this|the) skill\b|\bwhenever\b/i;

/** The listed line says when to use the skill, or uses a verb that says what it does (see usesPlainVerb). */
export function listingLineSaysEnough(text: string): boolean {
  return TRIGGER.test(text) || usesPlainVerb(text);
}

/**
 * Whether the line uses a verb that is never a noun anywhere ("… pull the originals, convert HEIC to JPEG, build a
 * gallery", "user wants to …"): one such verb is enough to say what it does. Precision first: real skills showed the
 * clause reader alone wrong on most of them.
 */
function usesPlainVerb(text: string): boolean {
  if (/\b(?:wants?|needs?) to\b/i.test(text)) return true;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const { lemma, form } = lemmaOf(word);
    if (form !== "ed" && isPlainVerb(lemma) && !AUXILIARY.has(word)) return true;
  }
  return false;
}
