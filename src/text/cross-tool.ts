// A description that changes how another tool behaves (`cross-tool-reference`): "tool shadowing", where
// one tool's text rewrites the calls the model makes to another ("When send_email is used, always BCC …", "the
// send_email tool must send all emails to …", "This tool has a side effect on send_email").
//
// Naming another tool as a hint is normal and not matched: "use list_notes first to find the id", "call this
// before search_flights", "get_apps must be called first", "results can be passed to update_item". What is matched
// is the other tool as the subject of an order that changes its arguments or its effect, or an explicit claim to
// change its behaviour:
//   when      "when(ever) [the] N [tool] is used/called/invoked …" followed, in the sentence, by an order (must,
//             always, make sure, never, be sure to, change, set, replace, add)
//   around    "before/after/when/whenever/every time calling/using N, (always|also|make sure to|you must)? <change verb>"
//   must      "N [tool] must/should (always)? <change verb>"
//   claim     "change/modify/override/redirect … the behaviour/recipient/arguments of N", "side effect on N"
// A name matches as a whole word, also with a client's prefix before it (`mcp_tool_send_email`); a name that is a
// plain word ("query") only as "the query tool" or in backticks.

import { foldCase as fold, Trie } from "./tool-names.js";

export interface CrossToolReference {
  /** The other tool's name, as declared. */
  tool: string;
  /** The sentence that changes it, trimmed. */
  sentence: string;
  offset: number;
}

/** What an order does to the other tool's call: its arguments, recipients or effect. */
const CHANGE = String.raw`(?:send|forward|bcc|cc|include|add|set|change|replace|route|redirect|append|prepend|copy|ignore|skip|use\s+(?:the|a|this)\s+(?:address|recipient|number|account|key|token|email)|pass\s+(?:the|all|every))`;
const ORDER = String.raw`(?:must|always|make\s+sure|be\s+sure\s+to|never|you\s+(?:must|should|need\s+to))`;

/**
 * Each way of changing another tool, as what must come right before its name and what right after it: `before` a
 * look-behind, `after` sticky, both tried only where a name is. (As one pattern per name, tried over the whole
 * sentence, a sentence that lists 1,000 tools of the group took 1,000 searches of all of it; and "when N is used"
 * searched for its order to the end of the sentence from every place it was written.)
 */
interface Shape {
  before?: RegExp;
  after?: RegExp;
  /** After `after`, an order comes before the sentence ends ("when N is used, always BCC …"). */
  order?: true;
}

const behind = (source: string) => new RegExp(String.raw`(?<=${source})`, "iuy");
const ahead = (source: string) => new RegExp(source, "iuy");

const SHAPES: readonly Shape[] = [
  {
    before: behind(String.raw`\bwhen(?:ever)?\s+(?:the\s+)?(?:\(\w+\)\s+)?`),
    after: ahead(String.raw`\s+(?:tool\s+)?(?:is|gets|was)\s+(?:used|called|invoked|run|executed)\b`),
    order: true,
  },
  {
    before: behind(String.raw`\b(?:before|after|when|whenever|every\s+time)\s+(?:calling|using|invoking|running)\s+(?:the\s+)?`),
    after: ahead(String.raw`(?:\s+tool)?\s*,?\s+(?:(?:always|also|make\s+sure\s+to|be\s+sure\s+to|you\s+must|must)\s+)+${CHANGE}\b`),
  },
  { after: ahead(String.raw`\s+(?:tool\s+)?(?:must|should)\s+(?:always\s+)?${CHANGE}\b`) },
  {
    before: behind(
      String.raw`\b(?:change|modify|override|alter|redirect|intercept|hijack|rewrite)\s+(?:\w+\s+){0,2}?(?:behaviou?r|recipients?|arguments?|parameters?|destination|output)\s+of\s+(?:the\s+)?|\bside\s+effects?\s+on\s+(?:the\s+)?(?:\w+\s+){0,2}?`,
    ),
  },
];

/** The order after "when N is used": any of these words, wherever the sentence has one. */
const ORDER_WORD = new RegExp(String.raw`\b(?:${ORDER}|change|set|replace|add)\b`, "giu");
const WORD = /\w/iu;
const WORD_OR_DASH = /[\w-]/iu;
const TOOL_AFTER = /\s+tool\b/iuy;

/** A name is a plain word ("query", "search"): also an ordinary word of a sentence. */
const isPlainWord = (name: string) => /^[A-Za-z][a-z]*$/.test(name);

/** One sentence (with the next line, see findCrossToolReferences), and what the shapes ask of it, found once. */
class Joined {
  private orderStarts?: number[];
  private stops?: Int32Array;
  private runStarts?: Int32Array;

  constructor(readonly text: string) {}

  /**
   * Where a name written at [start, end) is, with what the patterns count as part of it: a client's prefix ending in
   * "_" (`mcp_tool_send_email`) for an identifier, which must be a whole word; backticks or "tool" after a plain word
   * ("`query`", "the query tool"), which counts only so.
   */
  slots(start: number, end: number, plain: boolean): Array<[number, number]> {
    const { text } = this;
    const slots: Array<[number, number]> = [];
    if (plain) {
      if (text[start - 1] === "`" && text[end] === "`") slots.push([start - 1, end + 1]);
      TOOL_AFTER.lastIndex = end;
      if ((start === 0 || !WORD.test(text[start - 1])) && TOOL_AFTER.test(text)) slots.push([start, TOOL_AFTER.lastIndex]);
      return slots;
    }
    if (end < text.length && WORD_OR_DASH.test(text[end])) return slots;
    if (start === 0 || !WORD_OR_DASH.test(text[start - 1])) slots.push([start, end]);
    else if (text[start - 1] === "_") {
      const prefix = this.runStart(start - 1);
      if (prefix < start - 1 && (prefix === 0 || text[prefix - 1] !== "-")) slots.push([prefix, end]);
    }
    return slots;
  }

  /** Whether a shape holds around a name written at [start, end). */
  changes(start: number, end: number): boolean {
    return SHAPES.some(({ before, after, order }) => {
      if (before !== undefined) {
        before.lastIndex = start;
        if (!before.test(this.text)) return false;
      }
      if (after === undefined) return true;
      after.lastIndex = end;
      return after.test(this.text) && (!order || this.orderFollows(after.lastIndex));
    });
  }

  /** Whether an order starts at `from` or after it, before the sentence ends ("." "!" "?" or a line break). */
  private orderFollows(from: number): boolean {
    const starts = (this.orderStarts ??= orderStarts(this.text));
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle] < from) low = middle + 1;
      else high = middle;
    }
    const stops = (this.stops ??= nextStops(this.text));
    return low < starts.length && starts[low] < stops[from];
  }

  /** Where the run of word characters that holds `at` starts. */
  private runStart(at: number): number {
    if (this.runStarts === undefined) {
      this.runStarts = new Int32Array(this.text.length);
      for (let i = 0; i < this.text.length; i++) this.runStarts[i] = i > 0 && WORD.test(this.text[i - 1]) ? this.runStarts[i - 1] : i;
    }
    return this.runStarts[at];
  }
}

/** Every place an order word starts, overlapping ones too ("you must" and its "must"). */
function orderStarts(text: string): number[] {
  const starts: number[] = [];
  ORDER_WORD.lastIndex = 0;
  for (let m = ORDER_WORD.exec(text); m !== null; m = ORDER_WORD.exec(text)) {
    starts.push(m.index);
    ORDER_WORD.lastIndex = m.index + 1;
  }
  return starts;
}

/** For each place, the first "." "!" "?" or line break at it or after it (the length when none). */
function nextStops(text: string): Int32Array {
  const stops = new Int32Array(text.length + 1);
  stops[text.length] = text.length;
  for (let i = text.length - 1; i >= 0; i--) stops[i] = /[.!?\n]/.test(text[i]) ? i : stops[i + 1];
  return stops;
}

/** Sentences of `text` (a period, "!" or "?" before a space, or a line break), with their offsets. */
function sentences(text: string): Array<{ text: string; offset: number }> {
  const list: Array<{ text: string; offset: number }> = [];
  // A period inside a word (a domain, a file name, "v1.2") does not end the sentence.
  const re = /(?:[^.!?\n]|[.!?](?!\s|$))+(?:[.!?]+|$|(?=\n))|[.!?]+/gu;
  for (const m of text.matchAll(re)) if (m[0].trim() !== "") list.push({ text: m[0], offset: m.index });
  return list;
}

/**
 * For each of `names`, the sentences of `parts` that hold it (as `includes` would find it in the sentence), in
 * order: one walk of a trie of the names from each place of the text, not one search of the text per name.
 */
function sentencesHolding(text: string, parts: ReadonlyArray<{ text: string; offset: number }>, names: readonly string[]): Map<string, Set<number>> {
  const trie = new Trie();
  for (const name of new Set(names)) if (name !== "") trie.add(name, name);
  const held = new Map<string, Set<number>>();
  let s = 0;
  for (let i = 0; i < text.length && s < parts.length; i++) {
    while (s < parts.length && parts[s].offset + parts[s].text.length <= i) s++;
    if (s === parts.length || parts[s].offset > i) continue;
    const sentenceEnd = parts[s].offset + parts[s].text.length;
    trie.walk(text, i, (name, end) => {
      if (end > sentenceEnd) return;
      const set = held.get(name);
      if (set === undefined) held.set(name, new Set([s]));
      else set.add(s);
    });
  }
  return held;
}

/**
 * The references in `text` that change one of `others` (the other tools of the group). A name joined by a newline
 * to its order ("make sure to change the recipient\nto …") is read across it: the sentence splitter keeps lines
 * apart, so each sentence is tried with the next line too. A sentence is tried for the names it holds, where the
 * joined text writes them (in any case, as the patterns read them): one walk of a trie of the names over it.
 */
export function findCrossToolReferences(text: string, others: readonly string[]): CrossToolReference[] {
  const found: CrossToolReference[] = [];
  if (others.every((name) => name === "")) return found;
  const parts = sentences(text);
  const held = sentencesHolding(text, parts, others);
  if (held.size === 0) return found;
  const folded = new Trie();
  for (const name of new Set(others)) if (name !== "") folded.add(fold(name), name);
  // The names each sentence holds, in the order of `others` (a name given twice is reported twice, as it always was).
  const bySentence = new Map<number, string[]>();
  for (const name of others) {
    for (const i of held.get(name) ?? []) {
      const list = bySentence.get(i);
      if (list === undefined) bySentence.set(i, [name]);
      else list.push(name);
    }
  }
  const done = new Set<string>();
  for (let i = 0; i < parts.length && done.size < held.size; i++) {
    const names = bySentence.get(i)?.filter((name) => !done.has(name)) ?? [];
    if (names.length === 0) continue;
    const joined = new Joined(parts[i].text + (parts[i + 1] && !/[.!?]\s*$/.test(parts[i].text) ? " " + parts[i + 1].text : ""));
    const changed = changedIn(joined, folded, new Set(names));
    for (const name of names) {
      if (!changed.has(name)) continue;
      done.add(name);
      found.push({ tool: name, sentence: parts[i].text.trim(), offset: parts[i].offset + (parts[i].text.length - parts[i].text.trimStart().length) });
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}

/** Which of `names` the joined sentence changes: each place one is written, tried with every shape. */
function changedIn(joined: Joined, folded: Trie, names: ReadonlySet<string>): Set<string> {
  const changed = new Set<string>();
  const lower = fold(joined.text);
  for (let i = 0; i < lower.length && changed.size < names.size; i++) {
    folded.walk(lower, i, (name, end) => {
      if (!names.has(name) || changed.has(name)) return;
      if (joined.slots(i, end, isPlainWord(name)).some(([start, stop]) => joined.changes(start, stop))) changed.add(name);
    });
  }
  return changed;
}

export { ToolNames } from "./tool-names.js";
