// Inline directives (docs/design.md#rules): `// summarylint-disable-next-line <rule>, <rule> -- reason`,
// `// summarylint-disable-line`, and `/* summarylint-disable <rule> */ … /* summarylint-enable <rule> */`.
// A directive must open its comment; no rule ids means every rule.

import type { Directive, Location } from "../types.js";
import { own } from "../text/own.js";
import { JS_LINE_BREAKS, LineIndex } from "../text/line-index.js";

const MARKER = "summarylint-";
const DIRECTIVE = /^\s*summarylint-(disable-next-line|disable-line|disable|enable)(?:\s([\s\S]*))?$/;
const REASON_SEPARATOR = /(?:^|\s)-{2,}(?:\s|$)/;

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
