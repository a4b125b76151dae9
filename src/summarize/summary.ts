// The summary the model sees for one description (docs/design.md#summaries): strip, paragraph and first-sentence cut,
// whitespace normalization, then the cap. Every summary also records what the cut dropped, for the rules.

import type { Summary, SummarySettings } from "../types.js";
import { firstParagraphEnd, firstSentenceEnd, normalizeWhitespace } from "../text/sentences.js";
import { RememberedPairs } from "../text/memo.js";

/** Action lines as the framework cuts them: first sentence, at most 160 characters. */
export const DEFAULT_ACTION_SUMMARY: SummarySettings = frozenSettings({
  maxLength: 160,
  firstSentence: true,
  ellipsis: "…",
  strip: [],
});

/** Feature lines: first sentence, at most 300 characters. */
export const DEFAULT_FEATURE_SUMMARY: SummarySettings = frozenSettings({
  maxLength: 300,
  firstSentence: true,
  ellipsis: "…",
  strip: [],
});

/** Shared defaults must not be changed by one caller under another's feet. */
function frozenSettings(settings: SummarySettings): SummarySettings {
  Object.freeze(settings.strip);
  return Object.freeze(settings);
}

/** Summaries made before, by settings and description (see summarizeKept). */
const kept = new RememberedPairs<Summary>(50_000);
const settingsKeys = new WeakMap<SummarySettings, string>();

/**
 * summarize, answered from memory for settings and a description seen before: the language server summarizes every
 * item on every lint, with nearly every description unchanged. The summary is shared: not to be changed.
 */
export function summarizeKept(description: string | undefined, settings: SummarySettings): Summary {
  if (description === undefined) return summarize(description, settings);
  let key = settingsKeys.get(settings);
  if (key === undefined) {
    key = [String(settings.maxLength), String(settings.firstSentence), settings.ellipsis, JSON.stringify(settings.strip)].join("\0");
    settingsKeys.set(settings, key);
  }
  return kept.get(key, description, () => summarize(description, settings));
}

/**
 * What the model sees for `description`, and what was lost: strip, paragraph cut, normalize, first-sentence
 * cut, cap. Offsets refer to `normalized`, the whole description after strip and normalization.
 */
export function summarize(description: string | undefined, settings: SummarySettings): Summary {
  if (description === undefined) {
    return { normalized: "", text: "", truncated: false, firstSentenceOnly: false, cutOffset: 0, lostChars: 0 };
  }
  const stripped = applyStrip(description, settings.strip);
  const normalized = normalizeWhitespace(stripped);
  const kept = settings.firstSentence ? firstSentenceOf(stripped, normalized) : normalized;
  const capped = capText(kept, settings.maxLength, settings.ellipsis);
  const cutOffset = capped.truncated ? capped.keptLength : kept.length;
  return {
    normalized,
    text: capped.text,
    truncated: capped.truncated,
    firstSentenceOnly: kept.length < normalized.length,
    cutOffset,
    lostChars: normalized.length - cutOffset,
  };
}

/** Removes every match of each `strip` source. A source that does not compile is skipped, never thrown. */
export function applyStrip(text: string, sources: readonly string[]): string {
  let result = text;
  for (const source of sources) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(source, "g");
    } catch {
      continue; // config validation reports it; a summary must still come out
    }
    result = result.replace(pattern, "");
  }
  return result;
}

/**
 * The first paragraph's first sentence, as a prefix of `normalized`. The paragraph cut needs the raw line
 * breaks, so it runs on the stripped text before normalization; normalizing a prefix that ends at a blank
 * line yields a prefix of the normalized whole (see firstParagraphEnd), so offsets stay comparable.
 */
function firstSentenceOf(stripped: string, normalized: string): string {
  const paragraphEnd = firstParagraphEnd(stripped);
  const paragraph = paragraphEnd === null ? normalized : normalizeWhitespace(stripped.slice(0, paragraphEnd));
  const sentenceEnd = firstSentenceEnd(paragraph);
  return sentenceEnd === null ? paragraph : paragraph.slice(0, sentenceEnd);
}

// ---- the cap ----------------------------------------------------------------------------------------------

export interface CappedText {
  text: string;
  /** How many leading code units of the input `text` keeps (before the ellipsis). */
  keptLength: number;
  truncated: boolean;
}

/**
 * Cuts `text` to at most `maxLength` code units (docs/design.md#summaries, step 3): at the last whitespace that leaves
 * room for the ellipsis, without the trailing spaces and punctuation there; with no usable whitespace, a hard cut
 * that never splits a surrogate pair. When the cap leaves no room for one character plus the ellipsis, the
 * ellipsis is dropped rather than breaking the cap.
 */
export function capText(text: string, maxLength: number, ellipsis: string): CappedText {
  const cap = Number.isNaN(maxLength) || maxLength < 0 ? 0 : Math.floor(maxLength);
  if (text.length <= cap) return { text, keptLength: text.length, truncated: false };
  if (ellipsis.length >= cap) {
    const keptLength = hardCutOffset(text, cap);
    return { text: text.slice(0, keptLength), keptLength, truncated: true };
  }
  const room = cap - ellipsis.length;
  const wordEnd = wordBoundaryCut(text, room);
  const keptLength = wordEnd > 0 ? wordEnd : hardCutOffset(text, room);
  return { text: text.slice(0, keptLength) + ellipsis, keptLength, truncated: true };
}

/**
 * The end of the kept text when cutting at the last whitespace at or before `room` (a space at `room`
 * itself means the word before it is complete), after dropping trailing spaces and punctuation.
 * 0 when there is no such whitespace or nothing but punctuation would be left.
 */
function wordBoundaryCut(text: string, room: number): number {
  let space = room;
  while (space > 0 && !isWhitespace(text[space])) space--;
  if (space === 0) return 0;
  return trimTrailingPunctuation(text, space);
}

/**
 * Punctuation that reads wrong right before an ellipsis ("foo,…", "foo —…"), plus openers that would
 * open nothing. Closing brackets and quotes stay: they close something the reader already saw open.
 * Straight quotes stay too: at the end of a word they are closing quotes.
 */
const TRAILING_PUNCTUATION = new Set([
  ",", ";", ":", ".", "!", "?", "-", "‐", "‑", "‒", "–", "—", "―", "…", "·", "/", "\\", "&",
  "、", "，", "；", "：", "。", "！", "？", "،", "؛", "؟",
  "(", "[", "{", "“", "‘", "«", "„", "「", "『", "（",
]);

function trimTrailingPunctuation(text: string, end: number): number {
  let e = end;
  while (e > 0 && (isWhitespace(text[e - 1]) || TRAILING_PUNCTUATION.has(text[e - 1]))) e--;
  return e;
}

/**
 * `offset`, or one less when the code unit before it is a high surrogate (its pair would be split);
 * trailing whitespace is not kept, so a hard cut never ends in a space.
 */
function hardCutOffset(text: string, offset: number): number {
  let end = Math.max(0, offset);
  const before = text.charCodeAt(end - 1);
  if (before >= 0xd800 && before <= 0xdbff) end--;
  while (end > 0 && isWhitespace(text[end - 1])) end--;
  return end;
}

function isWhitespace(ch: string | undefined): boolean {
  return ch !== undefined && /\s/.test(ch);
}
