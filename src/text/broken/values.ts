// JavaScript values printed into the text ("List the undefined of the dealer", "[object Object]"), told from the same
// words where English or an API doc uses them ("returns null if", "undefined behavior").
import type { TextDefect } from "./defect.js";
import { withContext, type JoinTest, type Token } from "./tokens.js";

/** Words before which undefined, NaN or null read as the value itself: "returns null", "is undefined". */
const VALUE_BEFORE = new Set([
  "return", "returns", "returned", "returning", "is", "are", "was", "were", "be", "been", "being", "become",
  "becomes", "remain", "remains", "stays", "left", "or", "and", "nor", "either", "to", "as", "if", "when", "not",
  "yield", "yields", "give", "gives", "equals", "equal", "otherwise", "else", "than", "treat", "treats",
]);

/** Words after which they read as the value or as plain English: "undefined if", "null values", "undefined behavior". */
const VALUE_AFTER = new Set([
  "if", "when", "or", "otherwise", "is", "are", "means", "behavior", "behaviour", "value", "values", "number",
  "amount", "period", "state", "variable", "variables", "property", "properties", "reference", "references",
  "key", "keys", "field", "fields", "pointer", "pointers", "check", "checks", "byte", "bytes", "character",
  "characters", "char", "terminator", "hypothesis", "safety", "safe", "coalescing", "object", "type", "island",
  "set", "space", "route", "device", "entry", "entries", "result", "results",
]);

/** Words after which a noun is expected: a null there is a missing value glued in ("a single null"). */
const NOUN_SLOT_BEFORE = new Set([
  "a", "an", "the", "this", "that", "these", "those", "each", "every", "any", "all", "some", "one", "single", "new",
  "existing", "my", "your", "our", "their", "its", "his", "her", "of", "for", "per", "by", "from", "about", "into",
]);

/** Verbs whose object may well be the value itself: "Ignores null.", "Checks for NaN", "instead of undefined". */
const TAKES_VALUE = new Set([
  "allow", "allows", "accept", "accepts", "ignore", "ignores", "skip", "skips", "handle", "handles", "filter",
  "filters", "drop", "drops", "exclude", "excludes", "include", "includes", "check", "checks", "compare",
  "compares", "match", "matches", "set", "sets", "coalesce", "coalesces", "permit", "permits", "support",
  "supports", "send", "sends", "pass", "passes", "test", "tests", "look", "looks", "search", "searches",
  "instead", "default", "defaults", "fall", "falls",
]);

const PREPOSITIONS = new Set(["by", "for", "from", "in", "of", "with", "to", "on", "at", "into", "per", "about"]);

const SENTENCE_END = /[.!?:]$/;

export function evaluatedValues(text: string, tokens: Token[], skipped: Uint8Array, joined: JoinTest, out: TextDefect[]): void {
  // a value printed as text is a whole substituted part: a join on each side
  const isValue = (start: number, end: number) => joined(start, start) && joined(end, end);
  for (const m of text.matchAll(/\[object Object\]/g)) {
    if (!skipped[m.index] && isValue(m.index, m.index + m[0].length)) out.push({ defect: "evaluated-value", offset: m.index, length: m[0].length, excerpt: m[0] });
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if ((t.word !== "undefined" && t.word !== "null" && t.word !== "NaN") || skipped[t.wordStart]) continue;
    if (!isValue(t.wordStart, t.wordStart + t.word.length)) continue;
    // part of code or a compound: "non-null", "null-safe", "obj.undefined", "NaN()"
    const before = text[t.wordStart - 1];
    const after = text[t.wordStart + t.word.length];
    if ((before !== undefined && /[-.\w$]/.test(before) && t.wordStart > t.start) || (after !== undefined && /[-\w$(]/.test(after))) continue;
    const prev = i > 0 ? tokens[i - 1] : undefined;
    const next = i + 1 < tokens.length ? tokens[i + 1] : undefined;
    const prevWord = prev?.word.toLowerCase();
    const nextWord = next?.word.toLowerCase();
    const startsSentence = prev === undefined || SENTENCE_END.test(prev.raw);
    const endsHere = t.raw.length > t.wordStart - t.start + t.word.length || next === undefined;
    const prevJoined = prev !== undefined && prev.raw === prev.word;
    // "checks for null", "instead of undefined", "defaults to NaN": the value after a verb that takes it
    const twoBack = i >= 2 && tokens[i - 2].raw === tokens[i - 2].word ? tokens[i - 2].word.toLowerCase() : undefined;
    if (prevJoined && PREPOSITIONS.has(prevWord!) && twoBack !== undefined && TAKES_VALUE.has(twoBack)) continue;
    if (t.word !== "null") {
      const valueContext = (prevJoined && VALUE_BEFORE.has(prevWord!)) || (!endsHere && nextWord !== undefined && VALUE_AFTER.has(nextWord));
      if (valueContext) continue;
    } else {
      if (!endsHere && nextWord !== undefined && VALUE_AFTER.has(nextWord)) continue;
      const afterDeterminer = prevJoined && (NOUN_SLOT_BEFORE.has(prevWord!) || /['’]s$/.test(prev!.word));
      const prevIsFirstWord = prevJoined && (i === 1 || SENTENCE_END.test(tokens[i - 2].raw));
      const afterFirstVerb =
        prevIsFirstWord && !VALUE_BEFORE.has(prevWord!) && !TAKES_VALUE.has(prevWord!) && (endsHere || PREPOSITIONS.has(nextWord!));
      if (!startsSentence && !afterDeterminer && !afterFirstVerb) continue;
    }
    out.push({ defect: "evaluated-value", offset: t.wordStart, length: t.word.length, excerpt: withContext(text, tokens, i, i, 1, 0) });
  }
}
