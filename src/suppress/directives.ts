// Inline directives (docs/design.md#rules): `// summarylint-disable-next-line <rule>, <rule> -- reason`,
// `// summarylint-disable-line`, and `/* summarylint-disable <rule> */ … /* summarylint-enable <rule> */`.
// A directive must open its comment; no rule ids means every rule.

import { didYouMean } from "../config/errors.js";
import { sortDiagnostics, renderMessage } from "../lint/engine.js";
import { docsUrl, type RuleMeta } from "../lint/rule.js";
import type { Diagnostic, Directive, Location, SeveritySetting } from "../types.js";
import { own } from "../text/own.js";
import { JS_LINE_BREAKS, LineIndex } from "../text/line-index.js";

const MARKER = "summarylint-";
const DIRECTIVE = /^\s*summarylint-(disable-next-line|disable-line|disable|enable)(?:\s([\s\S]*))?$/;
const REASON_SEPARATOR = /(?:^|\s)-{2,}(?:\s|$)/;

/** The diagnostics applyDirectives adds; described like a rule so `summarylint rules` and config know it. */
export const UNUSED_DIRECTIVE: RuleMeta = {
  id: "unused-directive",
  defaultSeverity: "warn",
  description: "Report summarylint-disable and summarylint-enable directives that change nothing",
  docs: docsUrl("unused-directive"),
  options: {},
  messages: {
    unusedAll: "Unused {{directive}} directive (no problems were reported). Remove it.",
    unusedRule: 'Unused {{directive}} directive (no problems were reported from "{{rule}}"). Remove it, or remove "{{rule}}" from it.',
    unmatchedEnable: "Unused {{directive}} directive (no matching summarylint-disable directive). Remove it.",
    unmatchedEnableRule:
      'Unused {{directive}} directive (no matching summarylint-disable directive for "{{rule}}"). Remove it, or remove "{{rule}}" from it.',
    unknownRule: 'Unknown rule "{{rule}}" in {{directive}} directive{{hint}}. Fix the rule id, or remove it ("summarylint rules" lists them).',
  },
};

// ---- parsing ---------------------------------------------------------------------------------------------

/** Every directive in `text`, with the location of its comment (1-based, end exclusive). */
export function parseDirectives(text: string, file: string): Directive[] {
  if (!text.includes(MARKER)) return [];
  const directives: Directive[] = [];
  let lines: LineIndex | undefined;
  let marker = text.indexOf(MARKER);
  scanComments(text, (start, bodyStart, bodyEnd, end) => {
    // The next marker is searched for only once we are past the previous one, so this stays linear.
    if (marker < bodyStart) marker = text.indexOf(MARKER, bodyStart);
    if (marker === -1) return false; // no directive further on: stop scanning
    if (marker >= bodyEnd) return true;
    const match = DIRECTIVE.exec(text.slice(bodyStart, bodyEnd));
    if (match) {
      lines ??= new LineIndex(text, JS_LINE_BREAKS);
      directives.push({ type: own(match[1]) as Directive["type"], ...parseArguments(match[2] ?? ""), loc: lines.span(file, start, end) });
    }
    return true;
  });
  return directives;
}

/**
 * The directive a comment's text is (without its comment marks), at `loc`; undefined when it is none. For comments
 * of other languages than JavaScript: a `# summarylint-disable-next-line …` line of a SKILL.md's YAML front matter.
 */
export function directiveOf(body: string, loc: Location): Directive | undefined {
  const match = DIRECTIVE.exec(body);
  return match ? { type: own(match[1]) as Directive["type"], ...parseArguments(match[2] ?? ""), loc } : undefined;
}

function parseArguments(text: string): { rules: string[]; reason?: string } {
  const separator = REASON_SEPARATOR.exec(text);
  const rulePart = separator ? text.slice(0, separator.index) : text;
  const reason = separator ? text.slice(separator.index + separator[0].length).trim() : "";
  // Kept with the file's facts: copied out of its text (own), which they would otherwise keep whole.
  const rules = [...new Set(rulePart.split(/[\s,]+/).filter((rule) => rule !== ""))].map(own);
  return reason === "" ? { rules } : { rules, reason: own(reason) };
}

/** Words after which a `/` starts a regular expression rather than a division. */
const KEYWORDS_BEFORE_EXPRESSION = new Set([
  "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await",
]);

const SLASH = 47, STAR = 42, BACKSLASH = 92, NEWLINE = 10, BACKTICK = 96, DOLLAR = 36, OPEN_BRACE = 123,
  CLOSE_BRACE = 125, OPEN_BRACKET = 91, CLOSE_BRACKET = 93, CLOSE_PAREN = 41, SINGLE = 39, DOUBLE = 34;

function isWordChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) ||
    code === 95 || code === DOLLAR || code > 127
  );
}

/**
 * Calls `onComment(start, bodyStart, bodyEnd, end)` for every `//` and `/* *\/` comment until it returns
 * false, skipping strings, template literals (with nested `${}`) and regular expression literals. A cheap
 * lexer, not a parser: a `/` is a regex after an operator, an opening bracket or a keyword like `return`,
 * and a division otherwise.
 */
function scanComments(
  text: string,
  onComment: (start: number, bodyStart: number, bodyEnd: number, end: number) => boolean,
): void {
  const n = text.length;
  const braces: boolean[] = []; // true: this `}` closes a template `${`
  let regexAllowed = true;
  let i = text.startsWith("#!") ? lineEnd(text, 0) : 0;

  const skipTemplate = (from: number): number => {
    // From inside a template literal; returns past its closing backtick or past a `${` (pushed on `braces`).
    let j = from;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === BACKSLASH) j += 2;
      else if (c === BACKTICK) { regexAllowed = false; return j + 1; }
      else if (c === DOLLAR && text.charCodeAt(j + 1) === OPEN_BRACE) { braces.push(true); regexAllowed = true; return j + 2; }
      else j++;
    }
    return n;
  };

  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === SLASH) {
      const next = text.charCodeAt(i + 1);
      if (next === SLASH) {
        const end = lineEnd(text, i);
        if (!onComment(i, i + 2, end, end)) return;
        i = end;
      } else if (next === STAR) {
        const close = text.indexOf("*/", i + 2);
        const end = close === -1 ? n : close + 2;
        if (!onComment(i, i + 2, close === -1 ? n : close, end)) return;
        i = end;
      } else if (regexAllowed) {
        i = skipRegex(text, i + 1);
        regexAllowed = false;
      } else {
        i++;
        regexAllowed = true;
      }
    } else if (c === SINGLE || c === DOUBLE) {
      i = skipString(text, i + 1, c);
      regexAllowed = false;
    } else if (c === BACKTICK) {
      i = skipTemplate(i + 1);
    } else if (c === OPEN_BRACE) {
      braces.push(false);
      regexAllowed = true;
      i++;
    } else if (c === CLOSE_BRACE) {
      if (braces.pop() === true) {
        i = skipTemplate(i + 1);
      } else {
        i++;
        regexAllowed = true;
      }
    } else if (c === CLOSE_PAREN || c === CLOSE_BRACKET) {
      regexAllowed = false;
      i++;
    } else if (isWordChar(c)) {
      const start = i;
      while (i < n && isWordChar(text.charCodeAt(i))) i++;
      regexAllowed = i - start <= 10 && KEYWORDS_BEFORE_EXPRESSION.has(text.slice(start, i)); // longest: instanceof
    } else {
      if (c > 32) regexAllowed = true; // an operator or opening bracket; whitespace changes nothing
      i++;
    }
  }
}

/** JavaScript's line terminators (TypeScript's lines count the same): a `//` comment ends at any of them. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/g;

function lineEnd(text: string, from: number): number {
  LINE_TERMINATOR.lastIndex = from;
  return LINE_TERMINATOR.exec(text)?.index ?? text.length;
}

function skipString(text: string, from: number, quote: number): number {
  let j = from;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === BACKSLASH) j += 2;
    else if (c === quote) return j + 1;
    else if (c === NEWLINE) return j; // unterminated: stop at the line end
    else j++;
  }
  return text.length;
}

function skipRegex(text: string, from: number): number {
  let j = from;
  let inClass = false;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === BACKSLASH) j += 2;
    else if (c === NEWLINE) return j; // not a regex after all
    else {
      if (c === OPEN_BRACKET) inClass = true;
      else if (c === CLOSE_BRACKET) inClass = false;
      else if (c === SLASH && !inClass) {
        j++;
        while (j < text.length && isWordChar(text.charCodeAt(j))) j++; // flags
        return j;
      }
      j++;
    }
  }
  return text.length;
}

// ---- applying --------------------------------------------------------------------------------------------

const ALL = "*";

/**
 * Removes the diagnostics that directives suppress and, unless `unusedSeverity` is "off", adds an
 * `unused-directive` diagnostic for every directive (or rule id in one) that suppressed nothing, and for every
 * `summarylint-enable` with no matching disable before it. A diagnostic counts where it starts.
 * When several directives cover one diagnostic, all of them count as used.
 */
export function applyDirectives(
  diagnostics: Diagnostic[],
  directives: Map<string, Directive[]>,
  unusedSeverity: SeveritySetting,
  knownRules?: readonly string[],
): Diagnostic[] {
  const byFile = new Map<string, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    const list = byFile.get(diagnostic.file);
    if (list) list.push(diagnostic);
    else byFile.set(diagnostic.file, [diagnostic]);
  }

  const result: Diagnostic[] = [];
  for (const [file, list] of byFile) {
    // One at a time: spreading a list of 100,000 diagnostics into push overflows the stack.
    if (!directives.get(file)?.length) for (const d of list) result.push(d);
  }
  for (const [file, fileDirectives] of directives) {
    if (fileDirectives.length === 0) continue;
    const outcome = applyToFile(byFile.get(file) ?? [], fileDirectives);
    for (const d of outcome.kept) result.push(d);
    if (unusedSeverity !== "off") {
      for (const unused of outcome.unused) result.push(unusedDiagnostic(asUnknown(unused, knownRules), unusedSeverity, knownRules));
    }
  }
  return sortDiagnostics(result);
}

interface Unused {
  directive: Directive;
  messageId: "unusedAll" | "unusedRule" | "unmatchedEnable" | "unmatchedEnableRule" | "unknownRule";
  rule?: string;
}

/**
 * A rule id that names no rule suppresses nothing because it is misspelled, not because the code is clean: say
 * so, with the nearest rule id, rather than "unused". Without `knownRules` every id counts as known.
 */
function asUnknown(unused: Unused, knownRules: readonly string[] | undefined): Unused {
  if (knownRules === undefined || unused.rule === undefined || knownRules.includes(unused.rule)) return unused;
  return { ...unused, messageId: "unknownRule" };
}

function before(loc: Location, line: number, column: number): boolean {
  return loc.line < line || (loc.line === line && loc.column <= column);
}

function byPosition(a: { line: number; column: number }, b: { line: number; column: number }): number {
  return a.line - b.line || a.column - b.column;
}

function applyToFile(diagnostics: Diagnostic[], directives: Directive[]): { kept: Diagnostic[]; unused: Unused[] } {
  const blocks = directives.filter((d) => d.type === "disable" || d.type === "enable");
  blocks.sort((a, b) => byPosition(a.loc, b.loc));
  const byLine = new Map<number, Directive[]>();
  for (const directive of directives) {
    const line = directive.type === "disable-line" ? directive.loc.line : directive.type === "disable-next-line" ? directive.loc.endLine + 1 : 0;
    if (line === 0) continue;
    byLine.set(line, [...(byLine.get(line) ?? []), directive]);
  }

  const used = new Map<Directive, Set<string>>();
  const markUsed = (directive: Directive, ruleId: string): void => {
    const key = directive.rules.length === 0 ? ALL : ruleId;
    const set = used.get(directive);
    if (set) set.add(key);
    else used.set(directive, new Set([key]));
  };

  const state = new BlockState();
  const unused: Unused[] = [];
  const kept: Diagnostic[] = [];
  let next = 0;
  for (const diagnostic of [...diagnostics].sort(byPosition)) {
    while (next < blocks.length && before(blocks[next].loc, diagnostic.line, diagnostic.column)) {
      state.apply(blocks[next++], unused);
    }
    const covering = (byLine.get(diagnostic.line) ?? []).filter(
      (d) => d.rules.length === 0 || d.rules.includes(diagnostic.ruleId),
    );
    const block = state.disabledBy(diagnostic.ruleId);
    if (block) covering.push(block);
    if (covering.length === 0) kept.push(diagnostic);
    for (const directive of covering) markUsed(directive, diagnostic.ruleId);
  }
  while (next < blocks.length) state.apply(blocks[next++], unused);

  for (const directive of directives) {
    if (directive.type === "enable") continue;
    const usedRules = used.get(directive);
    if (directive.rules.length === 0) {
      if (!usedRules) unused.push({ directive, messageId: "unusedAll" });
    } else {
      for (const rule of directive.rules) {
        if (!usedRules?.has(rule)) unused.push({ directive, messageId: "unusedRule", rule });
      }
    }
  }
  return { kept, unused };
}

/** Which rules the block directives seen so far disable, and by which directive. */
class BlockState {
  private all: Directive | undefined;
  /** Rules re-enabled one by one while `all` is open. */
  private readonly reenabled = new Set<string>();
  private readonly rules = new Map<string, Directive>();

  disabledBy(ruleId: string): Directive | undefined {
    return this.rules.get(ruleId) ?? (this.all && !this.reenabled.has(ruleId) ? this.all : undefined);
  }

  apply(directive: Directive, unused: Unused[]): void {
    if (directive.type === "disable") {
      if (directive.rules.length === 0) {
        this.all = directive;
        this.rules.clear();
        this.reenabled.clear();
      } else {
        for (const rule of directive.rules) {
          this.rules.set(rule, directive);
          this.reenabled.delete(rule);
        }
      }
    } else if (directive.rules.length === 0) {
      if (!this.all && this.rules.size === 0) unused.push({ directive, messageId: "unmatchedEnable" });
      this.all = undefined;
      this.rules.clear();
      this.reenabled.clear();
    } else {
      for (const rule of directive.rules) {
        if (!this.disabledBy(rule)) unused.push({ directive, messageId: "unmatchedEnableRule", rule });
        this.rules.delete(rule);
        if (this.all) this.reenabled.add(rule);
      }
    }
  }
}

function unusedDiagnostic(unused: Unused, severity: Exclude<SeveritySetting, "off">, knownRules: readonly string[] = []): Diagnostic {
  const { directive, messageId, rule } = unused;
  const data: Record<string, string> = { directive: `summarylint-${directive.type}` };
  if (rule !== undefined) data.rule = rule;
  if (rule !== undefined && messageId === "unknownRule") data.hint = didYouMean(rule, knownRules);
  const { loc } = directive;
  return {
    ruleId: UNUSED_DIRECTIVE.id,
    severity,
    message: renderMessage(UNUSED_DIRECTIVE.messages[messageId], data),
    file: loc.file,
    line: loc.line,
    column: loc.column,
    endLine: loc.endLine,
    endColumn: loc.endColumn,
    subject: { type: "file", name: loc.file },
    docs: UNUSED_DIRECTIVE.docs,
  };
}
