// Glue and template defects in evaluated text (the rule broken-generated-text).
// A description built from a template and an entity description often reads fine in source and breaks once
// evaluated: "Fetch a single A dealer's marketing run", "withdraw the the ads", "Preview {{vehicle}}",
// "List the undefined of the dealer". Each check is a pure function of the text, linear in its length.
//
// What is never judged: code spans in backticks and quoted text ("…", “…”, '…'): they are values, not prose.
//
// Where each check looks: residue of a substitution can only sit where something was substituted. Given the
// text's joins (where substituted parts start and end, from the evaluator), a capitalized article, an evaluated
// value, empty-substitution residue and a lowercase start are reported only at a join; literal text keeps its
// own typography (a markdown table padded with spaces, a tool description written in lowercase). Doubled words,
// placeholders and unbalanced pairs are defects wherever they are, so they are checked everywhere.
//
// Decisions on the ambiguous cases (each tested in test/text/broken-text.test.ts):
//   - capitalized article or determiner: flagged only after a lowercase word on the same line and before a
//     lowercase word ("single A dealer's"). Before a capitalized word it starts a name ("via The Guardian
//     API", "the This Week view"); "A" after a label noun is a name too ("type A blood", "plan A rollout").
//   - doubled words: letters only (numbers such as "1 1" are data), case-insensitive; "that that" and "had
//     had" are good English, and a doubled capitalized word that is no function word is a name ("Bora Bora").
//   - undefined, NaN: flagged as whole words unless they read as the JavaScript value in an API doc ("returns
//     undefined", "is NaN", "undefined if", "undefined behavior"). "[object Object]" always.
//   - null: common English in API docs ("returns null if", "null values", "set to null"), so flagged only
//     where a noun was expected: at the start of a sentence, after an article, determiner, possessive or
//     one of of/for/per/by/from/about/into ("Fetch a single null", "the list of null"), or right after a
//     sentence's first word when nothing but a preposition or the sentence end follows ("Delete null by id")
//     and that word does not take the value as its object ("Ignores null.").
//   - lowercase first letter: not when the first word is code (a capital inside it as in iOS, eBay, gRPC;
//     a digit or one of . _ / : @ # $ ( ) [ ] { } < > =, as in package.json, delete_file:, https://…) or a
//     tool that is written lowercase (npm, git, kubectl, …).
//   - empty-substitution residue: a space before . , ; (not an ellipsis), ",," or ", ,", "()" or "( )" after
//     a space, and two or more spaces between words on one line, except after . ! ? : (two spaces after a
//     sentence are a typing habit). Only raw text has double spaces: pass the description as evaluated.
//   - unbalanced: ( [ { and “ ” that do not pair, a straight double quote that pairs with nothing (not an inch
//     mark as in 27"), a backtick run that never closes. Single quotes are never judged (apostrophes). A ")"
//     after a list marker ("1)", "a)") or in ":)" is not a stray, nor a bracket between single quotes ("'}'") nor
//     a closer that starts a word ("}ElementAttributes", a prefix sigil).

import { findPairs } from "./sentences.js";

export type DefectKind =
  | "glued-article"
  | "doubled-word"
  | "placeholder"
  | "evaluated-value"
  | "empty-substitution"
  | "lowercase-start"
  | "unbalanced"
  | "cut-open-link"
  | "cut-open-code";

export interface TextDefect {
  defect: DefectKind;
  /** Where the defect is, in the text that was checked. */
  offset: number;
  length: number;
  /** The defect with a little context, whitespace collapsed, for a message. */
  excerpt: string;
}

// ---- words and skipped spans ------------------------------------------------------------------------------

interface Token {
  /** The whole run of non-space characters. */
  raw: string;
  start: number;
  end: number;
  /** The run without leading and trailing punctuation. */
  word: string;
  wordStart: number;
}

const LEADING_PUNCTUATION = /^[^\p{L}\p{N}]+/u;
const TRAILING_PUNCTUATION = /[^\p{L}\p{N}]+$/u;
const LOWERCASE_LETTER = /^\p{Ll}/u;
const UPPERCASE_LETTER = /^\p{Lu}/u;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const raw = m[0];
    const lead = LEADING_PUNCTUATION.exec(raw)?.[0].length ?? 0;
    const trail = lead === raw.length ? 0 : (TRAILING_PUNCTUATION.exec(raw)?.[0].length ?? 0);
    tokens.push({ raw, start: m.index, end: m.index + raw.length, word: raw.slice(lead, raw.length - trail), wordStart: m.index + lead });
  }
  return tokens;
}

/** Ranges of code spans and quoted text, as [start, end] inclusive, from the shared pair finder. */
function skippedSpans(text: string): Uint8Array {
  const skipped = new Uint8Array(text.length);
  const { closeAt } = findPairs(text);
  for (let i = 0; i < text.length; i++) {
    const close = closeAt[i];
    if (close < 0) continue;
    const ch = text[i];
    if (ch === "`" || ch === '"' || ch === "“" || ch === "'" || ch === "‘") {
      skipped.fill(1, i, close + 1);
      i = close;
    }
  }
  return skipped;
}

function excerptOf(text: string, start: number, end: number): string {
  return text.slice(start, end).replace(/\s+/g, " ").trim();
}

/** [start, end) with up to `radius` characters on each side, never cutting a word in two. */
function excerptAround(text: string, start: number, end: number, radius: number): string {
  let from = Math.max(0, start - radius);
  if (from > 0 && /\S/.test(text[from - 1])) {
    while (from < start && /\S/.test(text[from])) from++; // drop the partial word
  }
  let to = Math.min(text.length, end + radius);
  if (to < text.length && /\S/.test(text[to])) {
    while (to > end && /\S/.test(text[to - 1])) to--;
  }
  return excerptOf(text, from, to);
}

/** The defect at [start, end) with up to `before` words before and `after` words after it. */
function withContext(text: string, tokens: Token[], index: number, lastIndex: number, before: number, after: number): string {
  const from = tokens[Math.max(0, index - before)].start;
  const to = tokens[Math.min(tokens.length - 1, lastIndex + after)].end;
  return excerptOf(text, from, to);
}

// ---- capitalized article or determiner glued in -------------------------------------------------------------

const DETERMINERS = new Set(["A", "An", "The", "This", "That", "These", "Those", "Our", "Your", "Their", "Its", "Each", "Every", "Some"]);

/** Nouns that name a variant by a letter: "type A", "plan A", "grade A". */
const LABEL_NOUNS = new Set([
  "type", "plan", "option", "class", "grade", "variant", "group", "section", "part", "version", "model", "tier",
  "level", "category", "list", "vitamin", "size", "step", "column", "row", "building", "gate", "zone", "phase",
  "round", "team", "side", "exhibit", "appendix", "schedule", "form", "line", "channel", "slot", "field", "label",
  "track", "wing", "block", "unit", "room", "floor", "lane", "shift",
]);

function gluedArticles(text: string, tokens: Token[], skipped: Uint8Array, joined: JoinTest, out: TextDefect[]): void {
  for (let i = 1; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    if (t.raw !== t.word || !DETERMINERS.has(t.word) || skipped[t.start]) continue;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (prev.raw !== prev.word || !LOWERCASE_LETTER.test(prev.word) || skipped[prev.start]) continue;
    if (!LOWERCASE_LETTER.test(next.raw) || skipped[next.start]) continue;
    if (text.slice(prev.end, t.start).includes("\n") || text.slice(t.end, next.start).includes("\n")) continue;
    if (t.word === "A" && LABEL_NOUNS.has(prev.word)) continue;
    if (!joined(prev.end, t.start)) continue; // glued only where one part ends and the next begins
    out.push({ defect: "glued-article", offset: t.start, length: t.word.length, excerpt: withContext(text, tokens, i, i, 1, 1) });
  }
}

// ---- doubled words ------------------------------------------------------------------------------------------

/** Doubled on purpose in good English. */
const LEGITIMATE_DOUBLES = new Set(["that", "had"]);

/** Words that are never a name, so "The the" is a defect even capitalized. */
const FUNCTION_WORDS = new Set([
  "a", "an", "the", "to", "of", "in", "on", "for", "and", "or", "is", "are", "be", "by", "with", "from", "as", "at",
  "it", "this", "its", "if", "all", "any", "each", "not", "no", "can", "will",
]);

const LETTERS_ONLY = /^\p{L}+(?:['’]\p{L}+)?$/u;

function doubledWords(text: string, tokens: Token[], skipped: Uint8Array, out: TextDefect[]): void {
  for (let i = 1; i < tokens.length; i++) {
    const a = tokens[i - 1];
    const b = tokens[i];
    if (skipped[a.start] || skipped[b.start]) continue;
    // "done. Done" crosses a sentence; "(the) the" is not a plain repeat: punctuation between them ends it
    if (a.raw.length !== a.wordStart - a.start + a.word.length || b.wordStart !== b.start) continue;
    if (!LETTERS_ONLY.test(a.word) || a.word.toLowerCase() !== b.word.toLowerCase()) continue;
    if (text.startsWith("[object Object]", a.start)) continue; // an evaluated value, reported as such
    const lower = a.word.toLowerCase();
    if (LEGITIMATE_DOUBLES.has(lower)) continue;
    if (UPPERCASE_LETTER.test(a.word) && UPPERCASE_LETTER.test(b.word) && !FUNCTION_WORDS.has(lower)) continue;
    out.push({ defect: "doubled-word", offset: a.wordStart, length: b.wordStart + b.word.length - a.wordStart, excerpt: excerptOf(text, a.wordStart, b.wordStart + b.word.length) });
  }
}

// ---- unresolved placeholders ----------------------------------------------------------------------------

const PLACEHOLDER = /\{\{[^{}]*\}\}|\$\{[^{}]*\}|<%[=-]?[^%]*%>|\{\d+\}|(?<![\p{L}\p{N}%])%(?:\d+\$)?[sdif@](?![\p{L}\p{N}])/gu;

/** A strftime-style format such as %Y-%m-%d is documentation of a format, not a printf placeholder. */
const STRFTIME = /%[a-zA-Z]/g;

function placeholders(text: string, skipped: Uint8Array, out: TextDefect[]): void {
  // Whether the token of a "%" match is a strftime format, decided once per token: a token of many matches
  // ("%s-%s-%s-…") was read whole again for each of them.
  let tokenEnd = -1;
  let strftime = false;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (skipped[m.index]) continue;
    if (m[0].startsWith("%")) {
      if (m.index >= tokenEnd) {
        const [start, end] = enclosingToken(text, m.index);
        tokenEnd = end;
        strftime = (text.slice(start, end).match(STRFTIME) ?? []).some((d) => !/^%[sdif]$/.test(d));
      }
      if (strftime) continue;
    }
    out.push({ defect: "placeholder", offset: m.index, length: m[0].length, excerpt: m[0] });
  }
}

/** [start, end) of the run of non-space characters that holds `at`. */
function enclosingToken(text: string, at: number): [number, number] {
  let start = at;
  while (start > 0 && !/\s/.test(text[start - 1])) start--;
  let end = at;
  while (end < text.length && !/\s/.test(text[end])) end++;
  return [start, end];
}

// ---- JavaScript values printed into the text --------------------------------------------------------------

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

function evaluatedValues(text: string, tokens: Token[], skipped: Uint8Array, joined: JoinTest, out: TextDefect[]): void {
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

// ---- residue of an empty substitution ----------------------------------------------------------------------

const RESIDUE = [
  // "for ." / "records , sorted": a space before punctuation (not an ellipsis, not ".env" or ",5")
  /(?<=[\p{L}\p{N})\]"'”’,;:])[ \t]+[.,;](?![.\p{L}\p{N}])/gu,
  // ",," / ", ,"
  /,[ \t]*,/g,
  // "()" / "( )" in prose (a call such as fetch() follows a word)
  /(?<=^|\s)\([ \t]*\)/g,
  // two spaces between words on one line, except after a sentence end (a typing habit)
  /(?<=[^\s.!?:])[ \t]{2,}(?=\S)/g,
];

function emptySubstitutions(text: string, skipped: Uint8Array, joined: JoinTest, out: TextDefect[]): void {
  for (const pattern of RESIDUE) {
    for (const m of text.matchAll(pattern)) {
      if (skipped[m.index] || skipped[m.index + m[0].length - 1]) continue;
      if (!joined(m.index, m.index + m[0].length)) continue;
      out.push({ defect: "empty-substitution", offset: m.index, length: m[0].length, excerpt: residueExcerpt(text, m.index, m.index + m[0].length) });
    }
  }
}

/** The residue with the word on each side; runs of spaces are kept as they are, since they are the defect. */
function residueExcerpt(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && /\s/.test(text[from - 1]) && text[from - 1] !== "\n") from--;
  while (from > 0 && !/\s/.test(text[from - 1]) && start - from < 30) from--;
  let to = end;
  while (to < text.length && /[ \t]/.test(text[to])) to++;
  while (to < text.length && !/\s/.test(text[to]) && to - end < 30) to++;
  return text.slice(from, to).trim();
}

// ---- lowercase first letter ------------------------------------------------------------------------------

/** Names that are written lowercase on purpose. */
const LOWERCASE_NAMES = new Set([
  "npm", "npx", "pnpm", "yarn", "git", "curl", "wget", "jq", "kubectl", "helm", "pip", "pipx", "conda", "brew",
  "apt", "dnf", "yum", "gcloud", "az", "aws", "gh", "tsc", "deno", "bun", "esbuild", "webpack", "vite", "vitest",
  "jest", "eslint", "prettier", "ffmpeg", "grep", "sed", "awk", "ssh", "scp", "rsync", "cron", "crontab", "sudo",
  "systemd", "systemctl", "nginx", "tmux", "vim", "zsh", "bash", "sh", "psql", "mysql", "sqlite", "redis-cli",
  "pytest", "ruff", "mypy", "cargo", "rustc", "rustup", "go", "terraform", "pulumi", "ansible", "docker-compose",
  "iptables", "openssl", "gpg", "dig", "nslookup", "ping", "traceroute", "netcat", "nc",
]);

/** A first word that is code: a capital inside it (iOS, eBay), a digit or code punctuation (package.json, delete_file:). */
const CODE_LIKE = /^.+\p{Lu}|[\p{N}._/:@#$()[\]{}<>=\\]/u;

function lowercaseStart(text: string, tokens: Token[], joined: JoinTest, out: TextDefect[]): void {
  const first = tokens[0];
  if (first === undefined || !LOWERCASE_LETTER.test(first.raw) || !joined(0, first.start)) return;
  const name = first.word.toLowerCase();
  if (CODE_LIKE.test(first.raw) || LOWERCASE_NAMES.has(name) || LOWERCASE_NAMES.has(name.split("-")[0])) return;
  if (first.word === "null" || first.word === "undefined") return; // reported as an evaluated value
  out.push({ defect: "lowercase-start", offset: first.start, length: first.word.length, excerpt: withContext(text, tokens, 0, 0, 0, 2) });
}

// ---- unbalanced brackets, quotes and backticks -----------------------------------------------------------

const OPENER_OF: Readonly<Record<string, string>> = { ")": "(", "]": "[", "}": "{", "”": "“" };
const OPENERS = new Set(["(", "[", "{", "“"]);

function unbalanced(text: string, out: TextDefect[]): void {
  const { closeAt } = findPairs(text);
  const closers = new Set<number>();
  for (let i = 0; i < closeAt.length; i++) if (closeAt[i] >= 0) closers.add(closeAt[i]);
  const stack: number[] = [];
  const openCount = new Map<string, number>(); // so a stray closer never scans the stack: linear overall
  const report = (at: number, length: number) =>
    out.push({ defect: "unbalanced", offset: at, length, excerpt: excerptAround(text, at, at + length, 20) });
  // Straight quotes have no direction: when their number is even, every one has a partner, and one the pair
  // finder left alone is a nesting it cannot read (an example utterance quoting "Cards" inside a quote), not a
  // quote that never closes (found on real descriptions).
  // A quote written as a character of its own, "(\")" or "'\"'", names the character: it neither opens nor closes.
  const mention = (at: number) => (text[at - 1] === "(" && text[at + 1] === ")") || (text[at - 1] === "'" && text[at + 1] === "'");
  let quotes = 0;
  for (const m of text.matchAll(/(?<![\p{N}\\])"/gu)) if (!mention(m.index)) quotes++;
  const oddQuotes = quotes % 2 === 1;

  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (text[i - 1] === "\\") {
      i++; // escaped: a character, not a bracket or quote (`{\"id\": 1}` in a JSON example)
      continue;
    }
    if (ch === "`") {
      let run = i;
      while (text[run] === "`") run++;
      if (closeAt[i] >= 0) {
        i = closeAt[i] + 1; // a code span: nothing inside counts
      } else {
        report(i, run - i);
        i = run;
      }
      continue;
    }
    if ((ch === '"' || ch === "“") && closeAt[i] >= 0) {
      i = closeAt[i] + 1; // quoted text: a bracket inside is part of the quote
      continue;
    }
    if (ch === '"') {
      if (oddQuotes && !closers.has(i) && !mention(i) && !/\p{N}/u.test(text[i - 1] ?? "")) report(i, 1); // 27" is an inch mark
    } else if (OPENERS.has(ch) && isMention(text, i)) {
      // '{' names the character: it opens nothing
    } else if (OPENERS.has(ch)) {
      stack.push(i);
      openCount.set(ch, (openCount.get(ch) ?? 0) + 1);
    } else if (ch in OPENER_OF) {
      const opener = OPENER_OF[ch];
      if ((openCount.get(opener) ?? 0) > 0) {
        // the nearest matching opener closes here; openers left open inside it never closed
        for (;;) {
          const open = stack.pop() as number;
          openCount.set(text[open], (openCount.get(text[open]) ?? 0) - 1);
          if (text[open] === opener) break;
          report(open, 1);
        }
      } else if (!isListMarkerOrSmiley(text, i) && !isMention(text, i) && !startsWord(text, i)) {
        report(i, 1);
      }
    }
    i++;
  }
  for (const open of stack) report(open, 1);
}

/** A bracket written as a character of its own between single quotes ("the '}'-prefix"): it names the character. */
function isMention(text: string, at: number): boolean {
  return text[at - 1] === "'" && text[at + 1] === "'";
}

/**
 * A closer that starts a word ("on the }ElementAttributes_{Dim} cube", a system's prefix sigil): nothing before it in
 * the word for it to close.
 */
function startsWord(text: string, at: number): boolean {
  return (at === 0 || /[\s"'“(]/u.test(text[at - 1])) && /[\p{L}_]/u.test(text[at + 1] ?? "");
}

/** "1)", "a)", "iv)" at the start of a word, or ":)" / ";)". */
function isListMarkerOrSmiley(text: string, at: number): boolean {
  if (text[at] !== ")") return false;
  const before = text.slice(Math.max(0, at - 5), at);
  return /(?:^|\s)(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})$/.test(before) || /[:;]-?$/.test(before);
}

// ---- the whole text ---------------------------------------------------------------------------------------

/** Is there a join in [from, to]? */
type JoinTest = (from: number, to: number) => boolean;

function joinTest(length: number, joins: readonly number[] | undefined): JoinTest {
  if (joins === undefined) return () => true;
  const before = new Uint32Array(length + 2); // before[i]: how many joins are at offsets below i
  for (const j of joins) if (j >= 0 && j <= length) before[j + 1]++;
  for (let i = 1; i < before.length; i++) before[i] += before[i - 1];
  return (from, to) => before[Math.min(to, length) + 1] - before[Math.max(from, 0)] > 0;
}

/**
 * Every glue or template defect in `text`, by offset. Pass the description as evaluated (before whitespace is
 * normalized): double spaces and line breaks are evidence. Offsets refer to `text`.
 *
 * `joins`: the offsets where substituted parts start and end (a catalog item's `joins`; `[]` for literal text).
 * The substitution-only checks report a defect only at one of them (see the top of this file). Omitted: where
 * the text came from is not known, and every offset counts as a join.
 */
export function findBrokenText(text: string, joins?: readonly number[]): TextDefect[] {
  const tokens = tokenize(text);
  const skipped = skippedSpans(text);
  const joined = joinTest(text.length, joins);
  const out: TextDefect[] = [];
  lowercaseStart(text, tokens, joined, out);
  gluedArticles(text, tokens, skipped, joined, out);
  doubledWords(text, tokens, skipped, out);
  placeholders(text, skipped, out);
  evaluatedValues(text, tokens, skipped, joined, out);
  emptySubstitutions(text, skipped, joined, out);
  unbalanced(text, out);
  return out.sort((a, b) => a.offset - b.offset || a.defect.localeCompare(b.defect));
}

/**
 * Markdown links and code spans that a cut at `cutOffset` leaves open: pairs of `normalized` (the whole
 * description) that open before the cut and close at or after it. The summary then ends in "[See the…" or
 * "`npm run…", which no reader can follow. Brackets and quotes that the whole description never closes are not
 * reported here: findBrokenText reports them on the description.
 */
export function findCutOpen(normalized: string, cutOffset: number): TextDefect[] {
  const { closeAt } = findPairs(normalized);
  const out: TextDefect[] = [];
  const end = Math.min(cutOffset, normalized.length);
  for (let i = 0; i < end; i++) {
    const close = closeAt[i];
    if (close < 0) continue;
    if (close < end) {
      if (normalized[i] === "`") i = close; // code spans hide everything inside them
      continue;
    }
    const ch = normalized[i];
    const excerpt = (from: number) => excerptOf(normalized, from, end);
    if (ch === "`") {
      out.push({ defect: "cut-open-code", offset: i, length: end - i, excerpt: excerpt(i) });
      break; // nothing inside a code span counts
    }
    if (ch === "[" && normalized[close + 1] === "(") {
      out.push({ defect: "cut-open-link", offset: i, length: end - i, excerpt: excerpt(i) });
      break; // the link's text and address are one defect
    }
    if (ch === "(" && normalized[i - 1] === "]") {
      const textStart = openerOf(closeAt, i - 1);
      if (textStart >= 0 && normalized[textStart] === "[") {
        out.push({ defect: "cut-open-link", offset: textStart, length: end - textStart, excerpt: excerpt(textStart) });
        break;
      }
    }
  }
  return out;
}

/** The opener whose pair closes at `close`, or -1. Called at most once per cut, so a backward scan is fine. */
function openerOf(closeAt: Int32Array, close: number): number {
  for (let i = close - 1; i >= 0; i--) if (closeAt[i] === close) return i;
  return -1;
}
