// The edits rules propose, in the offsets of an item's description: pure functions of the text, so
// the rules stay pure; src/fix/fixer.ts finds the source that holds the text. Only edits mechanical enough to be
// right without a person's judgement are proposed, and only the removal of a doubled word is a fix (`--fix`
// applies it); the others rewrite prose and are suggestions.
import { splitSentences, type SentenceSpan } from "../text/sentences.js";
import type { CatalogItem, Summary } from "../types.js";
import type { Proposal } from "./diagnostic.js";

export const STUB_TEXT = "TODO: say what it does";

/** "with with" at [offset, offset + length): remove the second word and the space before it. */
export function removeDoubledWord(item: CatalogItem, description: string, offset: number, length: number): Proposal | undefined {
  const first = /^\S+/.exec(description.slice(offset, offset + length))?.[0];
  if (first === undefined) return undefined;
  return { kind: "text", item, title: `Remove the repeated “${first}”`, start: offset + first.length, end: offset + length, text: "", mechanical: true };
}

/** The description stub: an empty description's text, or a new property where there is none. */
export function descriptionStub(item: CatalogItem): Proposal {
  const title = `Add a description stub (“${STUB_TEXT}”)`;
  if (item.descriptionStatus === "ok" && item.description !== undefined) {
    return { kind: "text", item, title, start: 0, end: item.description.length, text: STUB_TEXT, mechanical: false };
  }
  return { kind: "stub", item, title, text: STUB_TEXT };
}

/**
 * Where offsets of the summary's normalized text are the description's: the same text, or the same with spaces
 * trimmed at its ends (then the shift). Undefined when normalizing changed more (line breaks, runs of spaces, strip).
 */
function shiftOf(item: CatalogItem, summary: Summary): number | undefined {
  const d = item.description;
  if (d === undefined) return undefined;
  if (d === summary.normalized) return 0;
  return d.trim() === summary.normalized ? d.length - d.trimStart().length : undefined;
}

const TERMINAL = /[.!?]$/;
/** A later sentence short enough to join the first as a clause ("This cannot be undone."). */
const MAX_CLAUSE = 60;

/**
 * "Delete the project. This cannot be undone." -> "Delete the project; this cannot be undone.": the later sentence
 * that says the effect is permanent, joined to the first as a clause, when it is short and both end with a period.
 */
export function moveIrreversibility(item: CatalogItem, summary: Summary, offset: number, phrase: string): Proposal | undefined {
  const shift = shiftOf(item, summary);
  const text = summary.normalized;
  const spans = splitSentences(text);
  const at = spans.findIndex((s) => offset >= s.start && offset < s.end);
  if (shift === undefined || at < 1) return undefined;
  const [first, later] = [spans[0], spans[at]];
  const sentence = text.slice(later.start, later.end);
  if (!text.slice(first.start, first.end).endsWith(".") || !sentence.endsWith(".") || sentence.length > MAX_CLAUSE) return undefined;
  const clause = /^\p{Lu}\p{Ll}/u.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1, -1) : sentence.slice(0, -1);
  const between = text.slice(first.end, spanStartWithSpace(text, later));
  return { kind: "text", item, title: `Move “${phrase}” into the first sentence`, start: shift + first.end - 1, end: shift + later.end, text: `; ${clause}.${between}`, mechanical: false };
}

/**
 * "Marketing run details. Returns the run with its vehicles." -> "Returns the run with its vehicles. Marketing run
 * details.": the later sentence that starts with the operative verb, moved to the front.
 */
export function moveVerbSentence(item: CatalogItem, summary: Summary, verbOffset: number, verb: string): Proposal | undefined {
  const shift = shiftOf(item, summary);
  const text = summary.normalized;
  const spans = splitSentences(text);
  const at = spans.findIndex((s) => s.start === verbOffset);
  if (shift === undefined || at < 1) return undefined;
  const sentence = text.slice(spans[at].start, spans[at].end);
  const before = text.slice(spans[0].start, spanStartWithSpace(text, spans[at]));
  if (!TERMINAL.test(sentence) || !TERMINAL.test(before.trimEnd())) return undefined;
  const start = shift + spans[0].start;
  return { kind: "text", item, title: `Start the description with the sentence that says what it does (“${verb} …”)`, start, end: shift + spans[at].end, text: `${sentence} ${before.trimEnd()}`, mechanical: false };
}

/** Where the space before a sentence starts (the space goes with it when it moves). */
function spanStartWithSpace(text: string, span: SentenceSpan): number {
  let i = span.start;
  while (i > 0 && /\s/.test(text[i - 1])) i--;
  return i;
}
