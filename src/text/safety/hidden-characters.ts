// Characters a reader of a description does not see but the model reads (`hidden-characters`):
// zero-width characters, bidirectional controls, Unicode tag characters (which spell ASCII invisibly: "ASCII
// smuggling") and runs of variation selectors (which can carry one byte each: "emoji smuggling").
//
// Not hidden, because real text needs them:
//   - a zero-width joiner inside an emoji sequence (👩‍💻, 🏳️‍🌈), and a joiner or non-joiner between letters of a
//     script that uses them (Persian, Hindi, Malayalam, …): between two letters or marks none of which is Latin;
//   - one variation selector after a character (❤️, ︎text presentation, CJK ideographic variants);
//   - the tag characters of an emoji subdivision flag (🏴 + "gbsct" in tags + cancel tag);
//   - directional marks and isolates in text that has right-to-left letters (Hebrew, Arabic, …), where they
//     keep numbers and names in order. Overrides (U+202D, U+202E) are flagged everywhere: they reorder what is
//     shown ("Trojan Source", CVE-2021-42574).
// Everything is one pass over the code points.

export type HiddenKind = "zero-width" | "bidi" | "tags" | "variation-selectors";

export interface HiddenCharacters {
  kind: HiddenKind;
  /** Offset (UTF-16) of the first hidden character of the run. */
  offset: number;
  /** The code points of the run, as `U+200B`. */
  codePoints: string[];
  /** For tags and variation selectors: the ASCII they spell, when it is printable. */
  decoded?: string;
}

const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff, 0x180e]);
const JOINERS = new Set([0x200c, 0x200d]);
const OVERRIDES = new Set([0x202d, 0x202e]);
const BIDI = new Set([0x200e, 0x200f, 0x061c, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const NON_LATIN_LETTER = /^[\p{L}\p{M}]$/u;
const LATIN = /^\p{Script=Latin}$/u;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;

const isTag = (cp: number) => cp >= 0xe0000 && cp <= 0xe007f;
const isVariationSelector = (cp: number) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
const isSkinTone = (cp: number) => cp >= 0x1f3fb && cp <= 0x1f3ff;
const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;

interface CodePoint {
  cp: number;
  offset: number;
}

function codePoints(text: string): CodePoint[] {
  const list: CodePoint[] = [];
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    list.push({ cp, offset: i });
    i += cp > 0xffff ? 2 : 1;
  }
  return list;
}

/** The character before index `i`, skipping what may sit between an emoji and a joiner (selectors, skin tones). */
function emojiBefore(cps: CodePoint[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (isVariationSelector(cps[j].cp) || isSkinTone(cps[j].cp))) j--;
  return j >= 0 && PICTOGRAPHIC.test(String.fromCodePoint(cps[j].cp));
}

function scriptLetter(cp: CodePoint | undefined): boolean {
  if (cp === undefined) return false;
  const ch = String.fromCodePoint(cp.cp);
  return NON_LATIN_LETTER.test(ch) && !LATIN.test(ch);
}

/** A joiner that real text needs: inside an emoji sequence, or between two letters of a script that uses joiners. */
function legitimateJoiner(cps: CodePoint[], i: number): boolean {
  const next = cps[i + 1];
  if (cps[i].cp === 0x200d && next !== undefined && emojiBefore(cps, i) && PICTOGRAPHIC.test(String.fromCodePoint(next.cp))) return true;
  return scriptLetter(cps[i - 1]) && scriptLetter(next);
}

/** The end (exclusive index) of an emoji subdivision flag's tags starting at `i`, or -1 when it is not one. */
function flagTagsEnd(cps: CodePoint[], i: number): number {
  if (i === 0 || cps[i - 1].cp !== BLACK_FLAG) return -1;
  let j = i;
  while (j < cps.length && j - i < 7 && ((cps[j].cp >= 0xe0030 && cps[j].cp <= 0xe0039) || (cps[j].cp >= 0xe0061 && cps[j].cp <= 0xe007a))) j++;
  const count = j - i;
  return count >= 2 && count <= 6 && cps[j]?.cp === CANCEL_TAG ? j + 1 : -1;
}

/**
 * Printable ASCII from bytes, else undefined (so a message never quotes control characters). Built a part at a time:
 * spreading a run of 160,000 tag characters into one call overflowed the stack.
 */
function ascii(bytes: number[]): string | undefined {
  if (bytes.length === 0 || bytes.some((b) => b < 0x20 || b > 0x7e)) return undefined;
  let text = "";
  for (let i = 0; i < bytes.length; i += ASCII_PART) text += String.fromCharCode(...bytes.slice(i, i + ASCII_PART));
  return text;
}

const ASCII_PART = 4096;

/** Any character the search below can report: a text without one (nearly every text) is not split into code points. */
const ANY_HIDDEN = /[\u200B-\u200F\u2060-\u2064\uFEFF\u180E\u061C\u202A-\u202E\u2066-\u2069\uFE00-\uFE0F\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;

/** Every run of hidden characters in `text`, in order. */
export function findHiddenCharacters(text: string): HiddenCharacters[] {
  if (!ANY_HIDDEN.test(text)) return [];
  const cps = codePoints(text);
  const rtl = RTL_LETTER.test(text);
  const found: HiddenCharacters[] = [];
  const run = (kind: HiddenKind, from: number, to: number, decoded?: string) => {
    const entry: HiddenCharacters = { kind, offset: cps[from].offset, codePoints: cps.slice(from, to).map((c) => hex(c.cp)) };
    if (decoded !== undefined) entry.decoded = decoded;
    found.push(entry);
  };
  for (let i = 0; i < cps.length; ) {
    const cp = cps[i].cp;
    if (isTag(cp)) {
      const flagEnd = flagTagsEnd(cps, i);
      if (flagEnd !== -1) {
        i = flagEnd;
        continue;
      }
      let j = i;
      while (j < cps.length && isTag(cps[j].cp)) j++;
      run("tags", i, j, ascii(cps.slice(i, j).map((c) => c.cp - 0xe0000).filter((b) => b !== 0x7f)));
      i = j;
    } else if (isVariationSelector(cp)) {
      let j = i;
      while (j < cps.length && isVariationSelector(cps[j].cp)) j++;
      // One selector after a character is how emoji and ideographic variants are written; two or more in a row
      // carry data (one byte each: U+FE00–FE0F are 0–15, U+E0100–E01EF are 16–255).
      if (j - i >= 2 || i === 0) {
        const bytes = cps.slice(i, j).map((c) => (c.cp <= 0xfe0f ? c.cp - 0xfe00 : c.cp - 0xe0100 + 16));
        run("variation-selectors", i, j, ascii(bytes));
      }
      i = j;
    } else if (ZERO_WIDTH.has(cp) && !(JOINERS.has(cp) && legitimateJoiner(cps, i))) {
      let j = i + 1;
      while (j < cps.length && ZERO_WIDTH.has(cps[j].cp)) j++;
      run("zero-width", i, j);
      i = j;
    } else if (BIDI.has(cp) && (OVERRIDES.has(cp) || !rtl)) {
      let j = i + 1;
      while (j < cps.length && BIDI.has(cps[j].cp)) j++;
      run("bidi", i, j);
      i = j;
    } else {
      i++;
    }
  }
  return found;
}
