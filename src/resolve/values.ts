// Values of static evaluation (docs/design.md#static-evaluation) and what is done with them alone: the environments
// they are read in, text glued from parts, JavaScript's own operations on known values (`===`, arithmetic, `typeof`,
// string methods, truthiness). The evaluator (evaluate.ts) reads expressions into these.
import type { ArrEntry, Arithmetic, Comparison, Expr, FileFacts, ObjEntry, Span } from "../extract/facts.js";
import { thousands } from "../base/plural.js";

export type Value =
  /** `joins`: where substituted parts start and end in `v` (see `glue`); absent when `v` is literal text. */
  | { t: "str"; v: string; joins?: number[] }
  | { t: "num"; v: number }
  | { t: "bool"; v: boolean }
  | { t: "null" }
  | { t: "undef" }
  /** `at`: where the object literal is written (in `env.facts.file`), for one with a `name` or `description` key. */
  | { t: "obj"; entries: ObjEntry[]; env: Env; at?: Span }
  | { t: "arr"; items: ArrEntry[]; env: Env }
  | { t: "fn"; facts: FileFacts; scope: number; env: Env | null }
  | { t: "ns"; facts: FileFacts }
  /**
   * Not statically known. `param`: it came from a parameter of a function that is never called. `imported`: it
   * is (a property of) a binding imported from a module that is not linted (a package, a missing workspace).
   * `from`: the package it is an export of (also through a project file's re-export), for naming zod's namespace.
   */
  | { t: "unknown"; reason: string; param?: boolean; imported?: boolean; from?: string };

/** The values of one instance of a static scope: a module, or one call of a function. */
export interface Env {
  facts: FileFacts;
  scope: number;
  params: Map<string, Value>;
  parent: Env | null;
  /** Evaluated const bindings of this instance. */
  cache: Map<string, Value>;
  /** The call that made this instance (for a factory's related location). */
  site?: { file: string; span: Span; named?: string };
  /** For one element of a loop that declares: where that element is written, when it is an object literal. */
  element?: { file: string; span: Span };
  /** Evaluated property values and array items of literals written in this instance (by their entry). */
  memo?: Map<object, Value>;
  /** Environments of functions nested in this one whose expressions were read here (see `inner`). */
  inner?: Map<number, Env>;
  /**
   * The argument expressions of the call that made this instance, in the caller's environment: an input schema is
   * read from a zod argument's expression, whose value is unknown (resolve/schema-source.ts).
   */
  args?: { exprs: Expr[]; env: Env };
  /**
   * The file whose module-level code made this instance, through any chain of factory calls: what is evaluated in it
   * is charged to that file's part of the budget (resolve/budget.ts). Absent: the payer of `parent`.
   */
  payer?: string;
}

/** The file the evaluations in `env` are charged to: the one whose code made it, else the one it is written in. */
export function payerOf(env: Env): string {
  let e = env;
  while (e.payer === undefined && e.parent) e = e.parent;
  return e.payer ?? e.facts.file;
}


export const UNDEF: Value = { t: "undef" };
/** Text longer than this is not built (`const a1 = a0 + a0` … `a30`): the value is unknown with the reason. */
export const MAX_TEXT = 1_000_000;

export const STRING_METHODS = new Set(["trim", "trimStart", "trimEnd", "toLowerCase", "toUpperCase", "toString"]);

/** Methods of text that take arguments, read on known text with known arguments (JavaScript's own). */
export const TEXT_ARG_METHODS = new Set(["endsWith", "startsWith", "includes", "slice", "substring", "split", "repeat", "padStart", "padEnd"]);

/**
 * `s.method(...args)` for a method of TEXT_ARG_METHODS: a value, the pieces of a `split`, or undefined when the
 * arguments are not ones it takes (then the call is not evaluated).
 */
export function textMethod(s: string, method: string, args: Value[]): Value | string[] | undefined {
  const text = (i: number) => (args[i]?.t === "str" ? (args[i] as { v: string }).v : undefined);
  const nums = args.map((a) => (a.t === "num" ? a.v : undefined));
  switch (method) {
    case "endsWith":
    case "startsWith":
    case "includes": {
      const probe = text(0);
      if (args.length !== 1 || probe === undefined) return undefined;
      return { t: "bool", v: method === "endsWith" ? s.endsWith(probe) : method === "startsWith" ? s.startsWith(probe) : s.includes(probe) };
    }
    case "slice":
    case "substring": {
      if (args.length > 2 || nums.some((n) => n === undefined)) return undefined;
      return { t: "str", v: method === "slice" ? s.slice(nums[0], nums[1]) : s.substring(nums[0] ?? 0, nums[1]) };
    }
    case "split": {
      const separator = text(0);
      return args.length === 1 && separator !== undefined ? s.split(separator) : undefined;
    }
    default: {
      // repeat(n), padStart(n, fill), padEnd(n, fill): a length that stays under MAX_TEXT.
      const n = nums[0];
      if (n === undefined || !Number.isInteger(n) || n < 0 || (method === "repeat" ? n * s.length : n) > MAX_TEXT) return undefined;
      if (method === "repeat") return args.length === 1 ? { t: "str", v: s.repeat(n) } : undefined;
      const fill = args.length > 1 ? text(1) : " ";
      if (fill === undefined || args.length > 2) return undefined;
      return { t: "str", v: method === "padStart" ? s.padStart(n, fill) : s.padEnd(n, fill) };
    }
  }
}

export function unknown(reason: string, param?: boolean): Value {
  return param ? { t: "unknown", reason, param } : { t: "unknown", reason };
}

export function makeEnv(facts: FileFacts, scope: number, parent: Env | null, params?: Map<string, Value>): Env {
  return { facts, scope, params: params ?? new Map(), parent, cache: new Map() };
}

/** Why a name was not found: the evaluator sees consts, functions, parameters and imports, not globals. */
export function notInScope(name: string): string {
  return `\`${name}\` is no const, function, parameter or import in scope (a global, or bound where summarylint does not look)`;
}

export type Part = [text: Extract<Value, { t: "str" }>, substituted: boolean];

/**
 * Concatenate parts, recording where each substituted part starts and ends (and the joins inside every part)
 * as `joins`: residue of an empty or ill-fitting substitution can only sit there (broken-generated-text).
 */
export function glue(parts: Part[]): Value {
  const length = parts.reduce((n, [part]) => n + part.v.length, 0);
  if (length > MAX_TEXT) return unknown(`the text grows past ${thousands(MAX_TEXT)} characters`);
  let v = "";
  const joins: number[] = [];
  for (const [part, isSubstituted] of parts) {
    if (isSubstituted) joins.push(v.length);
    for (const j of part.joins ?? []) joins.push(v.length + j);
    v += part.v;
    if (isSubstituted) joins.push(v.length);
  }
  return joins.length > 0 ? { t: "str", v, joins: [...new Set(joins)].sort((a, b) => a - b) } : { t: "str", v };
}

export function isTextLiteral(e: Expr): boolean {
  return e.k === "lit" && typeof e.v === "string";
}

/**
 * A `+` operand whose extent is a substitution point: not literal text, and not itself a concatenation (whose
 * own joins already say where its substituted parts are; "a" + "b" is literal text split over lines).
 */
export function substituted(e: Expr): boolean {
  return !(isTextLiteral(e) || e.k === "tpl" || e.k === "cat");
}

export function stringCall(str: Extract<Value, { t: "str" }>, method: string): Value {
  const v = stringMethod(str.v, method);
  if (str.joins === undefined) return { t: "str", v };
  // trimming moves the text left by what it removed at the start; joins in the removed ends fall on its edges
  const shift = method === "trim" || method === "trimStart" ? str.v.length - str.v.trimStart().length : 0;
  const joins = [...new Set(str.joins.map((j) => Math.min(Math.max(j - shift, 0), v.length)))];
  return { t: "str", v, joins };
}

export function literal(v: string | number | boolean | null | undefined): Value {
  if (typeof v === "string") return { t: "str", v };
  if (typeof v === "number") return { t: "num", v };
  if (typeof v === "boolean") return { t: "bool", v };
  return v === null ? { t: "null" } : UNDEF;
}

/** String(x) for the values JavaScript would turn into text. */
/** An array value of values already evaluated: each item an entry of its own in the new array's memo. */
export function arrayOf(values: Value[], env: Env): Value {
  const memo = new Map<object, Value>();
  const items: Expr[] = values.map((value) => {
    const entry: Expr = { k: "unknown", reason: "an evaluated element" };
    memo.set(entry, value);
    return entry;
  });
  return { t: "arr", items, env: { ...makeEnv(env.facts, env.scope, env.parent), memo } };
}

export function toText(v: Value): Value {
  switch (v.t) {
    case "str":
      return v;
    case "num":
    case "bool":
      return { t: "str", v: String(v.v) };
    case "null":
      return { t: "str", v: "null" };
    case "undef":
      return { t: "str", v: "undefined" };
    case "obj":
      return { t: "str", v: "[object Object]" };
    case "unknown":
      return v;
    default:
      return unknown(`${v.t === "fn" ? "a function" : v.t === "ns" ? "a module namespace" : "an array (its elements joined by commas)"} used as text`);
  }
}

/** What `typeof` says of each kind of value; "object" of the others (null, objects, arrays, namespaces). */
const TYPE_NAMES: Partial<Record<Value["t"], string>> = { str: "string", num: "number", bool: "boolean", undef: "undefined", fn: "function" };

/** `typeof v`, when v is known. */
export function typeOf(v: Value): Value {
  return v.t === "unknown" ? v : { t: "str", v: TYPE_NAMES[v.t] ?? "object" };
}

/** `a === b` (or `!==`) of known values; of two objects, unknown (which instances they are is not followed). */
export function strictEquals(a: Value, b: Value, negate: boolean): Value {
  if (a.t === "unknown") return a;
  if (b.t === "unknown") return b;
  const primitive = (v: Value) => v.t === "str" || v.t === "num" || v.t === "bool" || v.t === "null" || v.t === "undef";
  if (!primitive(a) || !primitive(b)) return a.t !== b.t && (primitive(a) || primitive(b)) ? { t: "bool", v: negate } : unknown("a comparison of two objects");
  const same = a.t === b.t && ("v" in a ? a.v === (b as typeof a).v : true);
  return { t: "bool", v: same !== negate };
}

/** `a == b` / `a != b` (JavaScript's loose equality) of known values: `x != null` is true of any known object too. */
export function looseEquals(a: Value, b: Value, negate: boolean): Value {
  if (a.t === "unknown") return a;
  if (b.t === "unknown") return b;
  const nullish = (v: Value) => v.t === "null" || v.t === "undef";
  if (nullish(a) || nullish(b)) return { t: "bool", v: (nullish(a) && nullish(b)) !== negate };
  const js = (v: Value): string | number | boolean | undefined => (v.t === "str" || v.t === "num" || v.t === "bool" ? v.v : undefined);
  const [x, y] = [js(a), js(b)];
  if (x === undefined || y === undefined) return strictEquals(a, b, negate);
  // eslint-disable-next-line eqeqeq -- the operator the code under evaluation wrote
  return { t: "bool", v: (x == y) !== negate };
}

/** `a < b` and its kin, of two known numbers or two known texts (JavaScript's own order); else unknown. */
export function compare(op: Comparison, a: Value, b: Value): Value {
  if (a.t === "unknown") return a;
  if (b.t === "unknown") return b;
  if (!((a.t === "num" && b.t === "num") || (a.t === "str" && b.t === "str"))) return unknown(`the operator \`${op}\` on values that are not two numbers or two texts`);
  const [x, y] = [a.v, b.v];
  return { t: "bool", v: op === "<" ? x < y : op === ">" ? x > y : op === "<=" ? x <= y : x >= y };
}

/** `a / b` and the other operators of numbers, on two known numbers (JavaScript's own arithmetic); else unknown. */
export function arithmetic(op: Arithmetic, a: Value, b: Value): Value {
  if (a.t === "unknown") return a;
  if (b.t === "unknown") return b;
  if (a.t !== "num" || b.t !== "num") return unknown(`the operator \`${op}\` on a value that is not a number`);
  const [x, y] = [a.v, b.v];
  const v = op === "-" ? x - y : op === "*" ? x * y : op === "/" ? x / y : op === "%" ? x % y : x ** y;
  return { t: "num", v };
}

export function truthy(v: Value): boolean | undefined {
  switch (v.t) {
    case "str":
      return v.v !== "";
    case "num":
      return v.v !== 0 && !Number.isNaN(v.v);
    case "bool":
      return v.v;
    case "null":
    case "undef":
      return false;
    case "unknown":
      return undefined;
    default:
      return true;
  }
}

function stringMethod(s: string, method: string): string {
  switch (method) {
    case "trim":
      return s.trim();
    case "trimStart":
      return s.trimStart();
    case "trimEnd":
      return s.trimEnd();
    case "toLowerCase":
      return s.toLowerCase();
    case "toUpperCase":
      return s.toUpperCase();
    default:
      return s;
  }
}

/**
 * A pattern the evaluator applies to known text: a string, or a regular expression literal with no quantified
 * group and no back-reference (`(a+)+` can take exponential time; the project's own names never need one).
 */
function patternOf(pattern: Value | { k: "unknown"; regex?: string; flags?: string }, all: boolean): string | RegExp | undefined {
  if ("t" in pattern) return pattern.t === "str" ? pattern.v : undefined;
  const source = pattern.regex;
  const flags = pattern.flags ?? "";
  if (source === undefined || source.length > 200 || /\)[*+?{]|\\[1-9]|\\k</u.test(source) || !/^[gimsuy]*$/u.test(flags)) return undefined;
  if (all && !flags.includes("g")) return undefined; // replaceAll throws on a regular expression without g
  try {
    return new RegExp(source, flags);
  } catch {
    return undefined;
  }
}

/**
 * `text.replace(pattern, "…")` and `replaceAll`, on known text of a bounded length with a known replacement text;
 * undefined otherwise (the call stays unknown). Text that changed is built, not written: its ends are joins.
 */
export function replaceIn(
  str: Extract<Value, { t: "str" }>,
  method: "replace" | "replaceAll",
  pattern: Value | { k: "unknown"; regex?: string; flags?: string },
  replacement: Value,
): Value | undefined {
  if (replacement.t !== "str" || str.v.length > 10_000) return undefined;
  const found = patternOf(pattern, method === "replaceAll");
  if (found === undefined) return undefined;
  const v = method === "replace" ? str.v.replace(found, replacement.v) : str.v.replaceAll(found, replacement.v);
  if (v === str.v) return str;
  return { t: "str", v, joins: v.length > 0 ? [0, v.length] : [0] };
}

/** `text.split(/, ?/)`: by a regular expression patternOf accepts, on known text of a bounded length. */
export function splitBy(s: string, pattern: { k: "unknown"; regex?: string; flags?: string }): string[] | undefined {
  const found = s.length > 10_000 ? undefined : patternOf(pattern, false);
  return found === undefined ? undefined : s.split(found);
}

/** The left side of `x || …` as the reason names it: `x` written out when it is a name or a property path. */
export function operandText(e: Expr, op: string): string {
  let path = e;
  while (path.k === "prop") path = path.obj;
  return path.k === "id" ? `\`${calleeText(e)}\`` : `the value before \`${op}\``;
}

export function calleeText(e: Expr): string {
  if (e.k === "id") return e.name;
  if (e.k === "prop") return `${calleeText(e.obj)}.${e.name}`;
  return "…";
}
