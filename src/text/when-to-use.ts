import { AUXILIARY, isPlainVerb, lemmaOf } from "./verb-lexicon.js";

// What a skill's or module's listed line says without a main-clause verb. Whether it says when to use it ("Use this skill when…", "This skill should be
// used when…", "Trigger whenever…", "TRIGGER —"): the listing is there for the model to decide when to load it, and
// such a line does that job though it may not open with what the skill does (found on real skills: Anthropic's pptx,
// Claude Code's plugin-dev, wshobson's agents, "Use this skill for ANY 7shifts request" in oomol's).
const TRIGGER =
  /\b(?:use[sd]?|using|invoked?|activated?|load(?:ed)?)\b[^.;:]{0,60}?\b(?:when(?:ever)?|any ?time|if)\b|\btrigger(?:s|ed)?\b|\buse (?:this|the) skill\b|\bwhenever\b/i;

export function saysWhenToUse(text: string): boolean {
  return TRIGGER.test(text);
}

/**
 * Whether the line uses a verb that is never a noun anywhere ("… pull the originals, convert HEIC to JPEG, build a
 * gallery", "user wants to …"): a listing line of a skill is often a run of phrases the clause reader cannot parse
 * (titles, dashes, lists), and one such verb is enough to say what it does. Precision first: real skills showed the
 * clause reader alone wrong on most of them.
 */
export function usesPlainVerb(text: string): boolean {
  if (/\b(?:wants?|needs?) to\b/i.test(text)) return true;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const { lemma, form } = lemmaOf(word);
    if (form !== "ed" && isPlainVerb(lemma) && !AUXILIARY.has(word)) return true;
  }
  return false;
}
