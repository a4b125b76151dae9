// Tool names in the text of a modular prompt (docs/design.md#modules-and-skills): a core prompt or a module's
// instructions. Two questions: which known tool names the text mentions (module-tool-leak: found with the word
// index of cross-tool.ts, so a prompt is read once whatever the number of tools), and which words it writes as a
// call of a tool, known or not (module-instructions-orphan: precision first, so only a name in a tool's shape in a
// tool's position counts).
import type { Location } from "../types.js";
import { foldCase as fold, ToolNames, Trie } from "./tool-names.js";

export interface Mention {
  name: string;
  /** Offset of the first occurrence in the text. */
  offset: number;
}

/** A name that is a plain word ("search", "remember"): also ordinary English. */
const isPlainWord = (name: string) => /^[A-Za-z][a-z]*$/.test(name);

// The character classes the patterns of a mention read: an identifier's case-sensitively, a plain word's not.
const WORD = /\w/u;
const WORD_OR_DASH = /[\w-]/u;
const WORD_ANY_CASE = /\w/iu;
const TOOL_AFTER = /\s+tool\b/iuy;
const CALL_BEFORE_NAME = /(?<=\bcall\s+(?:the\s+)?)/iuy;

/**
 * Whether `name` written at [start, end) is a mention. A name with "_", "-", "." or an inner capital is an
 * identifier: a whole word, also behind a client's prefix (`mcp_tool_web_search`). A plain word ("search",
 * "remember") is also ordinary English: only in backticks, as "the search tool", or after "call".
 */
function mentionAt(text: string, start: number, end: number, plain: boolean): boolean {
  if (plain) {
    if (text[start - 1] === "`" && text[end] === "`") return true;
    if (start > 0 && WORD_ANY_CASE.test(text[start - 1])) return false;
    TOOL_AFTER.lastIndex = end;
    if (TOOL_AFTER.test(text)) return true;
    CALL_BEFORE_NAME.lastIndex = start;
    return CALL_BEFORE_NAME.test(text) && (end === text.length || !WORD_ANY_CASE.test(text[end]));
  }
  if (end < text.length && WORD_OR_DASH.test(text[end])) return false;
  if (start === 0 || !WORD_OR_DASH.test(text[start - 1])) return true;
  if (text[start - 1] !== "_") return false;
  // A client's prefix: word characters from a word's start, the last of them "_".
  let prefix = start - 1;
  while (prefix > 0 && WORD.test(text[prefix - 1])) prefix--;
  return prefix < start - 1 && (prefix === 0 || text[prefix - 1] !== "-");
}

/**
 * Where each of `names` is first mentioned: one walk of a trie of the names from each place of the text (a plain
 * word's in any case), not one search of the text per name (a prompt that names 8,000 tools made 8,000).
 */
function firstMentions(text: string, names: readonly string[]): Map<string, number> {
  const exact = new Trie();
  const anyCase = new Trie();
  for (const name of names) {
    if (isPlainWord(name)) anyCase.add(fold(name), name);
    else exact.add(name, name);
  }
  const folded = anyCase.empty ? text : fold(text);
  const first = new Map<string, number>();
  let at = 0;
  const identifier = (name: string, end: number) => {
    if (!first.has(name) && mentionAt(text, at, end, false)) first.set(name, at);
  };
  const plainWord = (name: string, end: number) => {
    if (!first.has(name) && mentionAt(text, at, end, true)) first.set(name, at);
  };
  for (; at < text.length && first.size < names.length; at++) {
    exact.walk(text, at, identifier);
    anyCase.walk(folded, at, plainWord);
  }
  return first;
}

/** The names of `index` that `text` mentions, each with its first offset, in the order the names were given. */
export function mentionedTools(text: string, index: ToolNames): Mention[] {
  const names = index.mentionedIn(text, "");
  if (names.length === 0) return [];
  const first = firstMentions(text, names);
  return names.flatMap((name) => {
    const offset = first.get(name);
    return offset === undefined ? [] : [{ name, offset }];
  });
}

/** A name in a tool's shape: snake_case (one "_" at least), or camelCase with an inner capital. */
const TOOL_SHAPE = String.raw`[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+`;
/** A verb that calls a tool, right before its name (with "the" between): "call `x`", "use x to …", "invoking x". */
const CALL_BEFORE = String.raw`\b(?:[Cc]all|[Cc]alling|[Ii]nvoke|[Ii]nvoking|[Rr]un|[Rr]unning)\s+(?:the\s+)?`;

/**
 * Words written as a call of a tool: a tool-shaped name after "call"/"invoke"/"run", after "use" with "to" after it
 * ("use list_events to check …"), before "tool" or "function" ("the list_directory tool"), or written as a call
 * (`list_directory()`); in backticks or not. A parameter in backticks ("pass `time_zone`"), a name followed by
 * "module", or a snake_case word elsewhere is not one. Each name once, with its first offset.
 */
export function toolReferences(text: string): Mention[] {
  // Not a file or a member (`fill_form.py`, `client.list_files`): a dot joins no tool name.
  const name = String.raw`\x60?(${TOOL_SHAPE})(?![\w-]|\.\w)\x60?`;
  const patterns = [
    new RegExp(String.raw`${CALL_BEFORE}${name}(?!\s+module)`, "gu"),
    new RegExp(String.raw`\b(?:[Uu]se|[Uu]sing)\s+(?:the\s+)?${name}(?=\s+(?:tool\b|to\s))`, "gu"),
    new RegExp(String.raw`(?<![\w-])${name}(?=\s+(?:tool|function)\b|\(\))`, "gu"),
  ];
  const found = new Map<string, number>();
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const offset = m.index + m[0].lastIndexOf(m[1]);
      if (!found.has(m[1]) || found.get(m[1])! > offset) found.set(m[1], offset);
    }
  }
  return [...found].map(([n, offset]) => ({ name: n, offset })).sort((a, b) => a.offset - b.offset);
}

/**
 * Where `offset` of `text` is in the source, when `loc` is a literal that holds `text` as written: the span has as
 * many lines as the text, a one-line literal is the text and its two quotes, and the text has nothing an escape may
 * have written (a backtick, a backslash, a tab, a character past ASCII). Otherwise `loc` itself: the text was built
 * (a template with substitutions, a const embedded) or escaped, and a column would be a guess.
 */
export function positionIn(loc: Location, text: string, offset: number, length: number): Location {
  const lines = text.split("\n");
  if (lines.length !== loc.endLine - loc.line + 1) return loc;
  if (lines.length === 1 && loc.endColumn - loc.column !== text.length + 2) return loc;
  if (lines.length > 1 && loc.endColumn !== lines.at(-1)!.length + 2) return loc;
  if (/[`\\\t\u0080-\uFFFF]/.test(text)) return loc;
  const before = text.slice(0, offset).split("\n");
  const line = loc.line + before.length - 1;
  const column = before.length === 1 ? loc.column + 1 + offset : before.at(-1)!.length + 1;
  return { file: loc.file, line, column, endLine: line, endColumn: column + length };
}

export { ToolNames };
