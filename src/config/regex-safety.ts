// The config's own regular expressions (`directory.strip`) are checked before a run uses them: they must compile,
// and they must not have a shape that makes JavaScript's backtracking engine try an exploding number of ways.
// `(a+)+$` on 38 a's and a "!" never ends (docs/design.md#hostile-input); a pattern with such a shape is refused at
// validation, like any other bad value, so no run ever applies it.
//
// Exponential time in the text's length needs a repeated group that can match the same text in more than one way:
// a quantifier inside it that nothing after it stops (`(a+)+`, `(\w+\s?)*`, `(.*)*`; `([^,]*,)+` is fine: the ","
// stops `[^,]*`), or alternatives that can start with the same character (`(a|aa)+`, `(a|a)*`, `(\w|_)+`). A
// repeated group with neither is matched one way, the next character deciding each choice. Exponential time in
// the pattern's length comes from many such choices in a row (`a?a?a?…aaa`, `(a|a)(a|a)…`): more than
// MAX_CHOICE_POINTS are refused. What the check does not catch, by design: the polynomial cost left (`\s*\s*x`,
// `.*a.*a.*$`, and any `\s*x` applied at every position of a long run of spaces: quadratic), which grows with a
// power of the description's length, not exponentially. The shape is read as Node reads a pattern compiled with the
// flags "g" (no "u", "i" or "s"), which is how summary.ts compiles it.

import { printable } from "../base/escape.js";
import { quote } from "./quote.js";

/** The longest pattern checked: far above a real strip pattern, and it bounds the check's own time and depth. */
export const MAX_PATTERN_CHARS = 1000;

/** Why `source` cannot be used as a strip pattern (the end of a sentence starting with its name), or undefined. */
export function regexProblem(source: string): string | undefined {
  if (source.length > MAX_PATTERN_CHARS) {
    return `is ${source.length} characters long; a strip pattern may have up to ${MAX_PATTERN_CHARS} (split it into several)`;
  }
  try {
    new RegExp(source, "g");
  } catch (error) {
    return `is not a valid regular expression (${syntaxReason(error)}); fix it or escape special characters with a backslash`;
  }
  const risk = backtrackingRisk(source);
  return risk === undefined ? undefined : `${quote(source)} can backtrack catastrophically on some descriptions: ${risk}`;
}

/** What makes a compiled pattern `source` backtrack exponentially, or undefined when its shape is safe. */
export function backtrackingRisk(source: string): string | undefined {
  try {
    return riskIn(new Parser(source).parse(), source);
  } finally {
    unitsMemo.clear();
  }
}

// ---- the shape of a pattern -------------------------------------------------------------------------------

interface Quantifier {
  min: number;
  max: number;
}

/** A character (literal, class, `.`, `\d`), a group, or something with no character of its own to name. */
type Atom =
  | { kind: "char"; source: string }
  /** `opaque`: a lookaround or a modifier group, whose first characters are not read. */
  | { kind: "group"; alternatives: Term[][]; opaque: boolean }
  /** `end`: `$` (no "m" flag: the end of the text). */
  | { kind: "other"; end?: boolean };

interface Term {
  atom: Atom;
  quantifier?: Quantifier;
  /** Where the term is in the source, to name it in the message. */
  start: number;
  end: number;
}

const OTHER: Atom = { kind: "other" };
/** Sticky: they read at `lastIndex`. */
const QUANTIFIER_BRACES = /\{(\d+)(?:(,)(\d*))?\}/y;
const GROUP_NAME = /<[\p{ID_Continue}$\u200C\u200D]+>/uy;

/** Reads a pattern that compiles (the syntax is not checked again), with the web-compatibility rules of non-"u" mode. */
class Parser {
  private i = 0;

  constructor(private readonly src: string) {}

  parse(): Term[][] {
    return this.alternatives();
  }

  private alternatives(): Term[][] {
    const alternatives: Term[][] = [[]];
    while (this.i < this.src.length && this.src[this.i] !== ")") {
      if (this.src[this.i] === "|") {
        this.i++;
        alternatives.push([]);
      } else {
        const start = this.i;
        const atom = this.atom();
        const quantifier = this.quantifier();
        alternatives[alternatives.length - 1].push({ atom, quantifier, start, end: this.i });
      }
    }
    return alternatives;
  }

  private atom(): Atom {
    const c = this.src[this.i];
    if (c === "(") return this.group();
    if (c === "\\") return this.escape();
    if (c === "[") return { kind: "char", source: this.charClass() };
    this.i++;
    if (c === "$") return { kind: "other", end: true };
    return c === "^" ? OTHER : { kind: "char", source: c };
  }

  private group(): Atom {
    const s = this.src;
    this.i++;
    let opaque = false;
    if (s.startsWith("?:", this.i)) this.i += 2;
    else if (s.startsWith("?=", this.i) || s.startsWith("?!", this.i)) [this.i, opaque] = [this.i + 2, true];
    else if (s.startsWith("?<=", this.i) || s.startsWith("?<!", this.i)) [this.i, opaque] = [this.i + 3, true];
    else if (s.startsWith("?<", this.i)) this.skipPast(">");
    // A modifier group, `(?i:…)`: its flags change what the characters match.
    else if (s[this.i] === "?") {
      opaque = true;
      this.skipPast(":");
    }
    const alternatives = this.alternatives();
    this.i++;
    return { kind: "group", alternatives, opaque };
  }

  /** `[…]`, `[^…]`; `[]` matches nothing (a `]` right after `[` closes it). */
  private charClass(): string {
    const start = this.i++;
    if (this.src[this.i] === "^") this.i++;
    while (this.i < this.src.length && this.src[this.i] !== "]") this.i += this.src[this.i] === "\\" ? 2 : 1;
    this.i++;
    return this.src.slice(start, this.i);
  }

  private escape(): Atom {
    const s = this.src;
    const start = this.i;
    const c = s[this.i + 1] ?? "";
    this.i += 2;
    const rest = s.slice(this.i, this.i + 4);
    if (c === "b" || c === "B") return OTHER;
    if (/[1-9]/.test(c)) {
      // A back-reference (or an old octal escape): no one character to name.
      while (/\d/.test(s[this.i] ?? "")) this.i++;
      return OTHER;
    }
    // `\k<name>`: a back-reference, or the characters "k<name>"; the name holds no quantifier either way.
    const name = c === "k" ? this.sticky(GROUP_NAME) : null;
    if (name) {
      this.i += name[0].length;
      return OTHER;
    }
    if (c === "0") this.i += /^[0-7]{0,2}/.exec(rest)![0].length;
    else if (c === "x" && /^[\da-fA-F]{2}/.test(rest)) this.i += 2;
    else if (c === "u" && /^[\da-fA-F]{4}/.test(rest)) this.i += 4;
    else if (c === "c" && /^[a-zA-Z]/.test(rest)) this.i += 1;
    else if (c === "c") {
      // `\c` without a letter is a backslash, and the "c" a character of its own.
      this.i = start + 1;
      return { kind: "char", source: "\\\\" };
    }
    return { kind: "char", source: s.slice(start, this.i) };
  }

  private skipPast(char: string): void {
    const at = this.src.indexOf(char, this.i);
    this.i = at === -1 ? this.src.length : at + 1;
  }

  private sticky(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.i;
    return pattern.exec(this.src);
  }

  private quantifier(): Quantifier | undefined {
    const c = this.src[this.i];
    let quantifier: Quantifier | undefined;
    if (c === "*" || c === "+" || c === "?") {
      quantifier = { min: c === "+" ? 1 : 0, max: c === "?" ? 1 : Infinity };
      this.i++;
    } else if (c === "{") {
      const braces = this.sticky(QUANTIFIER_BRACES);
      if (braces) {
        const min = Number(braces[1]);
        quantifier = { min, max: braces[2] === undefined ? min : braces[3] === "" ? Infinity : Number(braces[3]) };
        this.i += braces[0].length;
      }
    }
    if (quantifier && this.src[this.i] === "?") this.i++; // lazy: the same choices, in another order
    return quantifier;
  }
}

// ---- the check ----------------------------------------------------------------------------------------------

/**
 * The most places where a match can go more than one way (an optional `(the )?` before "t", `a*` before `a*`,
 * alternatives that start alike): each multiplies the ways a match is tried, so a dozen of them in a row
 * (`a?a?a?…aaa`, `(a|a)(a|a)…`) never end either.
 */
export const MAX_CHOICE_POINTS = 2;

function riskIn(alternatives: Term[][], source: string): string | undefined {
  const repeated = repeatedGroupRisk(alternatives, source);
  if (repeated !== undefined) return repeated;
  const points = choicePoints(alternatives, true);
  return points <= MAX_CHOICE_POINTS
    ? undefined
    : `it has ${points} quantifiers or alternatives that can each match the same text more than one way ` +
        `(at most ${MAX_CHOICE_POINTS}); split it into several patterns, or follow each quantifier with a character it does not match`;
}

function repeatedGroupRisk(alternatives: Term[][], source: string): string | undefined {
  for (const term of alternatives.flat()) {
    if (term.atom.kind !== "group") continue;
    if ((term.quantifier?.max ?? 1) <= 1) {
      const inner = repeatedGroupRisk(term.atom.alternatives, source);
      if (inner !== undefined) return inner;
      continue;
    }
    const group = quote(source.slice(term.start, term.end));
    if (hasUnstoppedChoice(term.atom.alternatives)) {
      return `the repeated group ${group} holds a quantifier that no character after it stops, so the group can ` +
        `match the same text in many ways; repeat one item instead ("a+" for "(a+)+", "[\\w\\s]*" for ` +
        `"(\\w+\\s?)*"), or end the inner repetition with a character it does not match ("(a*,)+")`;
    }
    if (hasOverlap(term.atom.alternatives)) {
      return `the repeated group ${group} has alternatives that can start with the same character ` +
        `("(a|aa)+"); make them start differently, or repeat a character class`;
    }
  }
  return undefined;
}

/**
 * A quantifier that chooses how many times (not an exact `{n}`), anywhere inside a repeated group, that nothing
 * after it stops (`[^\]]*\]` is stopped: only one count lets the match go on).
 */
function hasUnstoppedChoice(alternatives: Term[][]): boolean {
  return alternatives.some((terms) => terms.some((term, index) =>
    (term.atom.kind === "group" && hasUnstoppedChoice(term.atom.alternatives)) ||
    (isChoice(term) && !stopped(term, terms[index + 1], false))));
}

/** Quantifiers nothing stops and alternations whose alternatives start alike, at every level. */
function choicePoints(alternatives: Term[][], topLevel: boolean): number {
  let count = 0;
  for (const terms of alternatives) {
    for (const [index, term] of terms.entries()) {
      const { atom } = term;
      if (atom.kind === "group") {
        count += choicePoints(atom.alternatives, false);
        if (atom.alternatives.length > 1 && firstsOverlap(atom.alternatives.map(firstChars))) count++;
      }
      if (isChoice(term) && !stopped(term, terms[index + 1], topLevel)) count++;
    }
  }
  return count;
}

function isChoice(term: Term): boolean {
  return term.quantifier !== undefined && term.quantifier.min !== term.quantifier.max;
}

/**
 * Whether the next character alone decides how often a quantified `term` matches: what follows is `$`, the end
 * of the pattern, or something that starts with a character the term cannot start with.
 */
function stopped(term: Term, next: Term | undefined, topLevel: boolean): boolean {
  if (next === undefined) return topLevel;
  if (next.atom.kind === "other" && next.atom.end === true) return true;
  const own = firstChars([{ ...term, quantifier: undefined }]);
  const after = firstChars([next]);
  return own !== undefined && after !== undefined && !firstsOverlap([own, after]);
}

/** Alternatives, here or in a group inside, that can start with the same character. */
function hasOverlap(alternatives: Term[][]): boolean {
  if (alternatives.length > 1 && firstsOverlap(alternatives.map(firstChars))) return true;
  return alternatives.flat().some((term) => term.atom.kind === "group" && hasOverlap(term.atom.alternatives));
}

/** The sources of the characters a sequence can start with, or undefined when that is not known. */
function firstChars(terms: Term[]): string[] | undefined {
  const first = terms[0];
  if (first === undefined || first.quantifier?.min === 0) return undefined;
  const { atom } = first;
  if (atom.kind === "char") return [atom.source];
  if (atom.kind === "other" || atom.opaque) return undefined;
  const sets = atom.alternatives.map(firstChars);
  return sets.every((set) => set !== undefined) ? sets.flat() : undefined;
}

/** Whether two of `sets` (one per alternative) share a character; an unknown set shares with any. */
function firstsOverlap(sets: (string[] | undefined)[]): boolean {
  if (sets.some((set) => set === undefined)) return true;
  const owners = new Int32Array(0x10000).fill(-1);
  for (const [owner, set] of sets.entries()) {
    for (const source of set!) {
      const units = unitsOf(source);
      for (let i = 0; i < units.length; i++) {
        const unit = units[i];
        if (owners[unit] !== -1 && owners[unit] !== owner) return true;
        owners[unit] = owner;
      }
    }
  }
  return false;
}

/** Every UTF-16 unit, the alphabet a non-"u" pattern reads one unit at a time. */
let allUnits: string | undefined;
/** unitsOf by source, for the pattern being checked: a class costs one scan of all units. */
const unitsMemo = new Map<string, Uint16Array>();

/** The units one character source matches: itself for a plain character, else found by a scan of all units. */
function unitsOf(source: string): Uint16Array {
  const literal = literalChar(source);
  if (literal !== undefined) return Uint16Array.of(literal.charCodeAt(0));
  if (allUnits === undefined) {
    const chunks: string[] = [];
    for (let unit = 0; unit < 0x10000; unit += 0x1000) {
      chunks.push(String.fromCharCode(...Array.from({ length: 0x1000 }, (_, i) => unit + i)));
    }
    allUnits = chunks.join("");
  }
  let units = unitsMemo.get(source);
  if (units === undefined) {
    units = Uint16Array.from(allUnits.matchAll(new RegExp(source, "g")), (match) => match.index);
    unitsMemo.set(source, units);
  }
  return units;
}

/** The one character a plain or escaped punctuation source stands for (`a`, `\.`); undefined for a class. */
function literalChar(source: string): string | undefined {
  if (source.length === 1 && source !== ".") return source;
  return /^\\[^\dA-Za-z]$/.test(source) ? source[1] : undefined;
}

/** V8's reason ("Unterminated group"), without its copy of the pattern. */
function syntaxReason(error: unknown): string {
  const message = String((error as Error)?.message ?? error);
  const reason = message.slice(message.lastIndexOf(": ") + 2);
  return printable(reason.length > 60 ? `${reason.slice(0, 59)}…` : reason);
}
