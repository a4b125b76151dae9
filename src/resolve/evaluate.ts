// Static evaluation (docs/design.md#static-evaluation): the value of an extracted expression, without running project
// code. Objects and arrays stay lazy (their entries plus the environment they were written in), so evaluating
// `marketingRun.description` never evaluates the rest of `marketingRun`.
import type { Expr, FileFacts } from "../extract/facts.js";
import { FileShares, fileShare, isStop, MAX_STEPS, OVER_STEPS } from "./budget.js";
import { ExportFinder, type ExportTarget } from "./exports.js";
import type { ModuleResolver } from "./modules.js";
import { globalCall, isGlobalCall } from "./globals.js";
import {
  arithmetic,
  arrayOf,
  glue,
  isTextLiteral,
  literal,
  makeEnv,
  notInScope,
  operandText,
  payerOf,
  strictEquals,
  STRING_METHODS,
  looseEquals,
  compare,
  TEXT_ARG_METHODS,
  textMethod,
  splitBy,
  replaceIn,
  stringCall,
  substituted,
  toText,
  truthy,
  typeOf,
  UNDEF,
  unknown,
  calleeText,
  type Env,
  type Part,
  type Value,
} from "./values.js";
/** Expressions whose value is made in one step, without evaluating anything: never behind a budget. */
const FREE = new Set<Expr["k"]>(["lit", "obj", "arr", "fn"]);

/** How deep one evaluation may nest (expressions, bindings, calls): a budget, not the JavaScript stack. */
export const MAX_DEPTH = 200;
const MAX_CALL_DEPTH = 12;
const TOO_DEEP: Extract<Value, { t: "unknown" }> = { t: "unknown", reason: "the expression nests too deeply" };
/** How many elements `list.map(fn)` is evaluated for (a module list is a handful; a generated table is not text). */
const MAX_MAPPED = 500;

/**
 * The environment of `scope` inside `env`, when `scope` is a function nested in env's (a class's constructor, whose
 * consts and `super(…)` argument are read as the class's fields): that function's consts are seen, its parameters
 * unknown. Any other scope: `env` itself.
 */
function inner(env: Env, scope: number): Env {
  const scopes = env.facts.scopes;
  const path: number[] = [];
  for (let s = scope; s !== env.scope; s = scopes[s].parent) {
    if (s <= 0 || path.length > scopes.length) return env;
    path.push(s);
  }
  const known = (env.inner ??= new Map()).get(scope);
  if (known) return known;
  let e = env;
  for (let i = path.length - 1; i >= 0; i--) e = makeEnv(env.facts, path[i], e);
  env.inner.set(scope, e);
  return e;
}

export class Evaluator {
  private readonly modules = new Map<string, Env>();
  private readonly exports: ExportFinder;
  private depth = 0;
  private callDepth = 0;
  /** Steps of the evaluation under way, the most it may take, and what it evaluates to past them. */
  private steps = 0;
  private limit = MAX_STEPS;
  private over: Extract<Value, { t: "unknown" }> = OVER_STEPS;
  private readonly shares: FileShares;
  /** How many times an evaluation stopped at a budget (steps, depth, call depth): see `cached`. */
  private stops = 0;
  /**
   * Cached values that an evaluation's budget cut short, by the map that holds them: they depend on that evaluation
   * (how many steps it had left, how deep it was), and are dropped when the next one starts.
   */
  private readonly provisional = new Map<Map<unknown, Value>, Set<unknown>>();

  constructor(
    files: ReadonlyMap<string, FileFacts>,
    resolver: ModuleResolver,
    /** Callee names of declarations: `defineEntity(x)` evaluates to its argument `x`. */
    private readonly declCallees: ReadonlyMap<string, readonly number[]>,
    /** Completes a file whose extraction was deferred, before any of its bindings is read. */
    private readonly complete: (facts: FileFacts) => void,
    /**
     * Functions whose call is its first argument for our purpose (`toSingleLineString(…)`, `dedent`…`), even
     * when the project defines them: their bodies use regular expressions summarylint does not run.
     */
    private readonly passThrough: ReadonlySet<string> = new Set(),
  ) {
    this.exports = new ExportFinder(files, resolver, complete);
    this.shares = new FileShares(fileShare(files.size));
  }

  moduleEnv(facts: FileFacts): Env {
    this.complete(facts);
    let env = this.modules.get(facts.file);
    if (!env) {
      env = makeEnv(facts, 0, null);
      this.modules.set(facts.file, env);
    }
    return env;
  }

  /**
   * A new step budget, for an evaluation in `env` (an item, a loop's list, a call site's callee or arguments),
   * charged to the file whose code made `env` (see `payerOf`).
   */
  resetBudget(env: Env): void {
    ({ limit: this.limit, over: this.over } = this.shares.next(this.steps, this.limit, payerOf(env)));
    this.steps = 0;
    for (const [cache, keys] of this.provisional) for (const key of keys) cache.delete(key);
    this.provisional.clear();
  }

  /** Steps taken so far by every evaluation (for measuring the budgets on real projects). */
  get totalSteps(): number {
    return this.shares.total + Math.min(this.steps, this.limit);
  }

  evaluate(e: Expr, env: Env): Value {
    if (FREE.has(e.k)) return this.evaluateInner(e, env);
    if (this.depth >= MAX_DEPTH) return this.stopped(TOO_DEEP);
    if (++this.steps > this.limit) return this.stopped(this.over);
    this.depth++;
    try {
      return this.evaluateInner(e, env);
    } finally {
      this.depth--;
    }
  }

  private evaluateInner(e: Expr, env: Env): Value {
    switch (e.k) {
      case "lit":
        return literal(e.v);
      case "tpl": {
        const parts: Part[] = [[{ t: "str", v: e.head }, false]];
        for (const span of e.spans) {
          const part = toText(this.evaluate(span.e, env));
          if (part.t !== "str") return part;
          parts.push([part, true], [{ t: "str", v: span.text }, false]);
        }
        return glue(parts);
      }
      case "bin":
        if (e.op === "===" || e.op === "!==") return strictEquals(this.evaluate(e.l, env), this.evaluate(e.r, env), e.op === "!==");
        if (e.op === "==" || e.op === "!=") return looseEquals(this.evaluate(e.l, env), this.evaluate(e.r, env), e.op === "!=");
        if (e.op === "<" || e.op === ">" || e.op === "<=" || e.op === ">=") return compare(e.op, this.evaluate(e.l, env), this.evaluate(e.r, env));
        if (e.op === "??" || e.op === "||" || e.op === "&&") return this.binary(e.op, e.l, e.r, env);
        return arithmetic(e.op, this.evaluate(e.l, env), this.evaluate(e.r, env));
      case "typeof":
        return typeOf(this.evaluate(e.e, env));
      case "cat":
        return this.concat(e.parts, env);
      case "cond": {
        const tested = this.evaluate(e.test, env);
        const test = truthy(tested);
        // An unknown condition says why (a call nested too deeply, a parameter), rather than only that it is unknown.
        if (test === undefined) return unknown(tested.t === "unknown" ? tested.reason : "a condition that is not statically known");
        return this.evaluate(test ? e.then : e.else, env);
      }
      case "id":
        return this.lookup(e.name, e.scope === env.scope ? env : inner(env, e.scope));
      case "prop": {
        const obj = this.evaluate(e.obj, env);
        // `overrides[name]?.description`: undefined where the object is known to be absent.
        if (e.optional && (obj.t === "undef" || obj.t === "null")) return UNDEF;
        return this.property(obj, e.name);
      }
      case "elem": {
        // The key first: an object is not read for a key that is not known (a parameter, a value of run time).
        const key = this.evaluate(e.key, env);
        if (key.t !== "str" && key.t !== "num") return unknown(key.t === "unknown" && key.param ? key.reason : "an element access with a computed key", key.t === "unknown" ? key.param : undefined);
        return this.property(this.evaluate(e.obj, env), String(key.v));
      }
      case "obj":
        return e.at ? { t: "obj", entries: e.props, env, at: e.at } : { t: "obj", entries: e.props, env };
      case "arr":
        return { t: "arr", items: e.items, env };
      case "fn":
        return { t: "fn", facts: env.facts, scope: e.scope, env };
      case "call":
        return this.call(e.callee, e.args, env);
      case "unknown":
        return unknown(e.reason, e.param);
    }
  }

  private binary(op: "??" | "||" | "&&", l: Expr, r: Expr, env: Env): Value {
    const left = this.evaluate(l, env);
    if (op !== "&&" && left.t === "unknown") return this.fallback(op, l, left, r, env);
    if (op === "??") return left.t === "null" || left.t === "undef" ? this.evaluate(r, env) : left;
    const t = truthy(left);
    if (t === undefined) return left.t === "unknown" ? left : unknown(`the operand of \`${op}\` is not statically known`);
    return (op === "||") === t ? left : this.evaluate(r, env);
  }

  /**
   * `x || "…"` / `x ?? "…"` whose `x` is not known: unknown, and when the right side is known text, the reason says
   * that text is only a fallback (what the model reads is `x` whenever it is given). A name takes that text (see
   * `fallbackText`); a description does not.
   */
  private fallback(op: "??" | "||", l: Expr, left: Extract<Value, { t: "unknown" }>, r: Expr, env: Env): Value {
    if (cutShort(left)) return left;
    const right = this.evaluate(r, env);
    if (right.t !== "str") return left;
    const when = op === "??" ? "null or undefined" : "empty";
    const reason = `the text written is a fallback used only when ${operandText(l, op)} is ${when}; ${left.reason}`;
    return { t: "unknown", reason, ...(left.param && { param: true }), ...(left.imported && { imported: true }) };
  }

  /**
   * The text a name falls back to (`args.name || "get"`, `opts.name ?? "get"`, directly or through consts): the name
   * whenever the caller gives none. Undefined when the expression is no such fallback, or its left side is known.
   */
  fallbackText(e: Expr, env: Env): string | undefined {
    // A chain of consts is followed as far as evaluation nests.
    for (let depth = 0; depth < MAX_DEPTH && e.k === "id"; depth++) {
      const bound = this.definition(e.name, e.scope === env.scope ? env : inner(env, e.scope));
      if (!bound) return undefined;
      ({ e, env } = bound);
    }
    if (e.k !== "bin" || (e.op !== "||" && e.op !== "??") || this.evaluate(e.l, env).t !== "unknown") return undefined;
    const right = this.evaluate(e.r, env);
    return right.t === "str" ? right.v : undefined;
  }

  /**
   * `a + b + …` as JavaScript folds it from the left: numbers add while both sides are numbers; from the first
   * operand that is not, every operand is text, glued once (a chain of 50,000 terms is one loop, not 50,000 frames).
   */
  private concat(parts: Expr[], env: Env): Value {
    let sum = this.evaluate(parts[0], env);
    let next: Value | undefined;
    let i = 1;
    for (; i < parts.length; i++) {
      next = this.evaluate(parts[i], env);
      if (sum.t !== "num" || next.t !== "num") break;
      sum = { t: "num", v: sum.v + next.v };
    }
    if (i >= parts.length) return sum;
    const first = toText(sum);
    if (first.t !== "str") return first;
    // The text before operand i is one operand's (a substitution point unless literal text) or a sum of numbers.
    const texts: Part[] = [[first, i === 1 && substituted(parts[0])]];
    for (; i < parts.length; i++) {
      const text = toText(next ?? this.evaluate(parts[i], env));
      next = undefined;
      if (text.t !== "str") return text;
      texts.push([text, substituted(parts[i])]);
    }
    return glue(texts);
  }

  /** Look a name up from the scope of `env` outward: parameters, const bindings, then imports. */
  lookup(name: string, env: Env): Value {
    for (let e: Env | null = env; e; e = e.parent) {
      const scope = e.facts.scopes[e.scope];
      const param = e.params.get(name);
      if (param) return param;
      if (scope.params.includes(name)) {
        return unknown(`\`${name}\` is a parameter of \`${scope.name || "an anonymous function"}\``);
      }
      if (scope.bindings.has(name)) return this.binding(name, e);
      if (e.scope === 0 && e.facts.imports.has(name)) return this.target(this.exports.imported(e.facts, name));
    }
    return unknown(notInScope(name));
  }

  private binding(name: string, env: Env): Value {
    return this.cached(env.cache, name, () => unknown(`\`${name}\` refers to itself`), () => this.evaluate(env.facts.scopes[env.scope].bindings.get(name)!, env));
  }

  /**
   * A value evaluated once and kept in `cache` (a const binding, a literal's entry). One that a budget cut short is
   * kept only until the evaluation under way ends: another item, with its own budget, evaluates it again (one file's
   * evaluation that runs out inside another file's const must not leave that const unresolved for its own items).
   */
  private cached<K>(cache: Map<K, Value>, key: K, inProgress: () => Value, evaluate: () => Value): Value {
    const known = cache.get(key);
    if (known) {
      if (this.provisional.get(cache as Map<unknown, Value>)?.has(key)) this.stops++;
      return known;
    }
    cache.set(key, inProgress());
    const stops = this.stops;
    const value = evaluate();
    cache.set(key, value);
    if (this.stops !== stops) {
      const keys = this.provisional.get(cache as Map<unknown, Value>) ?? new Set();
      this.provisional.set(cache as Map<unknown, Value>, keys.add(key));
    }
    return value;
  }

  /** A budget stop: counted, so that what it cuts short is not kept for other evaluations. */
  private stopped<T>(value: T): T {
    this.stops++;
    return value;
  }

  /** The value an import or export refers to (exports.ts follows the modules in between). */
  private target(t: ExportTarget): Value {
    return "value" in t ? t.value : this.binding(t.local, this.moduleEnv(t.facts));
  }

  /** Property access; a missing property of a known object is undefined, as in JavaScript. */
  property(obj: Value, name: string): Value {
    switch (obj.t) {
      case "obj":
        return this.objectProperty(obj, name);
      case "arr": {
        if (name === "length" && obj.items.every((i) => !("spread" in i))) return { t: "num", v: obj.items.length };
        const index = Number(name);
        if (!Number.isInteger(index)) return UNDEF;
        const before = obj.items.slice(0, index + 1);
        if (before.some((i) => "spread" in i)) return unknown("an element of an array with a spread");
        const item = obj.items[index];
        return item ? this.memoized(item, item as Expr, obj.env) : UNDEF;
      }
      case "str":
        return name === "length" ? { t: "num", v: obj.v.length } : UNDEF;
      case "ns":
        return this.target(this.exports.exported(obj.facts, name));
      case "unknown":
        return obj;
      case "null":
      case "undef":
        return unknown(`reading \`${name}\` of ${obj.t === "null" ? "null" : "undefined"}`);
      default:
        return UNDEF;
    }
  }

  private objectProperty(obj: Extract<Value, { t: "obj" }>, name: string): Value {
    for (let i = obj.entries.length - 1; i >= 0; i--) {
      const entry = obj.entries[i];
      if ("key" in entry) {
        if (entry.key === name) return this.memoized(entry, entry.value, obj.env);
      } else if ("spread" in entry) {
        const spread = this.memoized(entry, entry.spread, obj.env);
        if (spread.t === "unknown") return spread;
        if (spread.t === "obj") {
          const found = this.nested(TOO_DEEP, () => this.objectProperty(spread, name));
          if (found.t !== "undef") return found;
        }
        // `{ title, ...Module }` of `import * as Module`: its export of that name, if it has one.
        if (spread.t === "ns") {
          const found = this.property(spread, name);
          if (found.t !== "undef") return found;
        }
      } else {
        return unknown(`\`${name}\` may be set by a computed key`);
      }
    }
    return UNDEF;
  }

  /**
   * The value of a literal's entry in the instance it was written in, evaluated once: an object read twice by each
   * of the next (`{ v: o0.v + o0.v }`) is not evaluated 2^n times.
   */
  private memoized(entry: object, e: Expr, env: Env): Value {
    return this.cached((env.memo ??= new Map()), entry, () => unknown("the value refers to itself"), () => this.evaluate(e, env));
  }

  /** Own string-valued keys of an object, in order (for locale maps such as `label: { en, de }`). */
  keys(obj: Extract<Value, { t: "obj" }>): string[] {
    const keys: string[] = [];
    for (const entry of obj.entries) {
      if ("key" in entry) keys.push(entry.key);
      else if ("spread" in entry) {
        const spread = this.evaluate(entry.spread, obj.env);
        if (spread.t === "obj") for (const key of this.nested([], () => this.keys(spread))) keys.push(key);
      }
    }
    return [...new Set(keys)];
  }

  /** Array items, spreads expanded; undefined when an item cannot be listed. */
  items(arr: Extract<Value, { t: "arr" }>): Value[] | undefined {
    const listed = this.list(arr);
    return Array.isArray(listed) ? listed : undefined;
  }

  /**
   * Array items, spreads expanded, or unknown with the reason. Every item a spread copies is a step: a list that
   * doubles thirty times (`const a1 = [...a0, ...a0]` … `a30`) stops at the step budget instead of filling memory.
   */
  private list(arr: Extract<Value, { t: "arr" }>): Value[] | Extract<Value, { t: "unknown" }> {
    const out: Value[] = [];
    for (const item of arr.items) {
      if ("spread" in item) {
        const spread = this.memoized(item, item.spread, arr.env);
        // What is spread is unknown for a reason of its own (nested too deeply, over budget, a step of a list built
        // under a condition not known).
        if (spread.t === "unknown") return spread;
        if (spread.t !== "arr") return { t: "unknown", reason: "an array with a spread that is not statically known" };
        const inner = this.nested(TOO_DEEP, () => this.list(spread));
        if (!Array.isArray(inner)) return inner;
        if ((this.steps += inner.length) > this.limit) return this.stopped(this.over);
        for (const value of inner) out.push(value); // not spread into push: a list may be long
      } else out.push(this.memoized(item, item, arr.env));
    }
    return out;
  }

  /** A read inside a read (a spread of a spread …): it counts against the depth budget as an expression does. */
  private nested<T>(over: T, read: () => T): T {
    if (this.depth >= MAX_DEPTH) return this.stopped(over);
    this.depth++;
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  private call(calleeExpr: Expr, argExprs: Expr[], env: Env): Value {
    const leafName = calleeExpr.k === "prop" || calleeExpr.k === "id" ? calleeExpr.name : undefined;
    if (leafName !== undefined && this.passThrough.has(leafName)) return argExprs[0] ? this.evaluate(argExprs[0], env) : UNDEF;
    // String methods and `[…].join(sep)`.
    if (calleeExpr.k === "prop" && (STRING_METHODS.has(calleeExpr.name) || calleeExpr.name === "join")) {
      const target = this.evaluate(calleeExpr.obj, env);
      if (target.t === "unknown") return target;
      if (target.t === "str" && STRING_METHODS.has(calleeExpr.name)) return stringCall(target, calleeExpr.name);
      if (target.t === "arr" && calleeExpr.name === "join") return this.join(target, argExprs, env);
    }
    // Methods of known text with known arguments: `text.endsWith(".")` (a condition a description is built with),
    // `name.split("_")`, `summary.slice(0, 80)`, `"=".repeat(n)`; and `SAFE_PATHS.slice(0, 10)` of a known list.
    if (calleeExpr.k === "prop" && TEXT_ARG_METHODS.has(calleeExpr.name)) {
      const target = this.evaluate(calleeExpr.obj, env);
      if (target.t === "unknown") return target;
      if (target.t === "arr" && calleeExpr.name === "slice" && argExprs.length <= 2) {
        const sliced = this.sliced(target, argExprs, env);
        if (sliced) return sliced;
      }
      if (target.t === "str") {
        const [first] = argExprs;
        if (calleeExpr.name === "split" && argExprs.length === 1 && first.k === "unknown" && first.regex !== undefined) {
          const pieces = splitBy(target.v, first);
          return pieces === undefined ? unknown("`.split()` by a regular expression summarylint does not run") : arrayOf(pieces.map((v): Value => ({ t: "str", v })), env);
        }
        const args = argExprs.map((a) => this.evaluate(a, env));
        const unknownArgument = args.find((a) => a.t === "unknown");
        if (unknownArgument !== undefined) return unknownArgument;
        const result = textMethod(target.v, calleeExpr.name, args);
        if (Array.isArray(result)) return arrayOf(result.map((v): Value => ({ t: "str", v })), env);
        if (result !== undefined) return result;
      }
    }
    // `slug.replace(/-/g, "_")`, `name.replaceAll(".", "_")` on known text (a tool's name made from a slug).
    if (calleeExpr.k === "prop" && (calleeExpr.name === "replace" || calleeExpr.name === "replaceAll") && argExprs.length === 2) {
      const target = this.evaluate(calleeExpr.obj, env);
      if (target.t === "unknown") return target;
      if (target.t === "str") {
        const pattern = argExprs[0].k === "unknown" && argExprs[0].regex !== undefined ? argExprs[0] : this.evaluate(argExprs[0], env);
        const replaced = replaceIn(target, calleeExpr.name, pattern, this.evaluate(argExprs[1], env));
        if (replaced !== undefined) return replaced;
      }
    }
    // `list.map((m) => m.name)` with a project function: the list of what it returns for each element (a loader's
    // enum derived from the modules, `modules.map((m) => \`- ${m.name}: ${m.summary}\`).join("\\n")` in a core prompt).
    if (calleeExpr.k === "prop" && calleeExpr.name === "map" && argExprs.length === 1) {
      const mapped = this.mapped(calleeExpr.obj, argExprs[0], env);
      if (mapped) return mapped;
    }
    // Zod's `schema.describe("…")`: a schema whose `description` is that text (LangChain reads a tool's description
    // from its schema when the config has none); the rest of the schema is not needed.
    if (calleeExpr.k === "prop" && calleeExpr.name === "describe" && argExprs.length === 1) {
      return { t: "obj", entries: [{ key: "description", value: argExprs[0] }], env };
    }
    const callee = this.evaluate(calleeExpr, env);
    if (callee.t === "fn") return this.callFunction(callee, argExprs, env);
    const name = calleeText(calleeExpr);
    if (callee.t === "unknown" && leafName === "t") {
      const fallback = this.translationFallback(argExprs, env);
      if (fallback) return fallback;
    }
    if (callee.t === "unknown" && calleeExpr.k === "id" && name === "String" && callee.reason === notInScope("String")) {
      return toText(argExprs[0] ? this.evaluate(argExprs[0], env) : literal(""));
    }
    const leaf = calleeExpr.k === "prop" ? calleeExpr.name : calleeExpr.k === "id" ? calleeExpr.name : undefined;
    const declArgs = leaf === undefined ? undefined : this.declCallees.get(leaf);
    if (declArgs !== undefined) {
      // One name, several presets: `tool({ … })` (the AI SDK, Genkit's `tool(config, fn)`) and LangChain's
      // `tool(fn, { … })`. The declaration is the argument that is an object; the function beside it is not.
      const values = declArgs.filter((i) => i < argExprs.length).map((i) => this.evaluate(argExprs[i], env));
      return values.find((v) => v.t === "obj") ?? values.find((v) => v.t !== "fn") ?? values[0] ?? UNDEF;
    }
    // `JSON.stringify(example, null, 2)`, `Object.entries(options)`: JavaScript's own, where the name is not shadowed.
    if (calleeExpr.k === "prop" && calleeExpr.obj.k === "id" && isGlobalCall(calleeExpr.obj.name, calleeExpr.name)) {
      const global = calleeExpr.obj.name;
      const bound = this.evaluate(calleeExpr.obj, env);
      if (bound.t === "unknown" && bound.reason === notInScope(global)) {
        const args = argExprs.map((a) => this.evaluate(a, env));
        return globalCall(this, global, calleeExpr.name, args, (values) => arrayOf(values, env));
      }
    }
    if (callee.t === "unknown") return unknown(`a call of \`${name}()\`: ${callee.reason}`, callee.param);
    return unknown(`a call of \`${name}()\`, which is not a function summarylint can evaluate`);
  }

  /**
   * `list.map(fn)` when the list's items are known and `fn` is a project function returning one expression: an
   * array of the results, at most MAX_MAPPED of them (over that, or anything unknown: undefined, and the call is
   * evaluated as any other). The results are values, not expressions: each stands in the new array's environment
   * memo for an entry of its own, which is how an array literal's evaluated items are kept.
   */
  private mapped(listExpr: Expr, fnExpr: Expr, env: Env): Value | undefined {
    const list = this.evaluate(listExpr, env);
    const fn = list.t === "arr" ? this.evaluate(fnExpr, env) : undefined;
    if (list.t !== "arr" || fn?.t !== "fn") return undefined;
    const items = this.items(list);
    if (!items || items.length > MAX_MAPPED) return undefined;
    return arrayOf(items.map((item, i) => this.apply(fn, [item, { t: "num", v: i }])), env);
  }

  /**
   * The expression a const binding `name` holds, seen from `env` (a local binding or an import of a project file),
   * with the environment to evaluate it in; undefined for a parameter, a package import or an unknown name. For
   * reading text part by part (resolve/readable-text.ts) where the whole may not evaluate.
   */
  definition(name: string, env: Env): { e: Expr; env: Env } | undefined {
    for (let e: Env | null = env; e; e = e.parent) {
      const scope = e.facts.scopes[e.scope];
      if (e.params.has(name) || scope.params.includes(name)) return undefined;
      const bound = scope.bindings.get(name);
      if (bound) return { e: bound, env: e };
      if (e.scope === 0 && e.facts.imports.has(name)) {
        const t = this.exports.imported(e.facts, name);
        if ("value" in t) return undefined;
        const target = this.moduleEnv(t.facts);
        const expr = t.facts.scopes[0].bindings.get(t.local);
        return expr ? { e: expr, env: target } : undefined;
      }
    }
    return undefined;
  }

  /**
   * An i18n call that carries its own text, `t("tools.add", "Adds a new item.")` or `t("tools.add", { defaultValue:
   * "…" })`: the text in the source is that fallback (the translations live in message files summarylint does not read).
   */
  private translationFallback(argExprs: Expr[], env: Env): Value | undefined {
    if (argExprs.length < 2 || argExprs[0].k !== "lit" || typeof argExprs[0].v !== "string") return undefined;
    let fallback = this.evaluate(argExprs[1], env);
    if (fallback.t === "obj") fallback = this.property(fallback, "defaultValue");
    return fallback.t === "str" ? fallback : undefined;
  }

  private join(arr: Extract<Value, { t: "arr" }>, argExprs: Expr[], env: Env): Value {
    const items = this.list(arr);
    if (!Array.isArray(items)) return items;
    const sep = argExprs[0] ? this.evaluate(argExprs[0], env) : literal(",");
    if (sep.t !== "str") return sep.t === "unknown" ? sep : unknown("a join separator that is not a string");
    // with a spread, which element an item came from is not known: every element counts as substituted
    const spread = arr.items.some((item) => "spread" in item);
    const literalAt = (i: number) => !spread && isTextLiteral(arr.items[i] as Expr);
    const parts: Part[] = [];
    for (const [i, item] of items.entries()) {
      if (i > 0) parts.push([{ t: "str", v: sep.v }, false]);
      const text = item.t === "null" || item.t === "undef" ? { t: "str" as const, v: "" } : toText(item);
      if (text.t !== "str") return text;
      parts.push([text, !literalAt(i)]);
    }
    return glue(parts);
  }

  /** Call a project function whose body returns one expression, or returns from branches, with its parameters bound. */
  callFunction(fn: Extract<Value, { t: "fn" }>, argExprs: Expr[], env: Env): Value {
    const scope = fn.facts.scopes[fn.scope];
    const name = scope.name || "an anonymous function";
    if (!scope.returns && !scope.branches) return unknown(`a call of \`${name}()\`, whose body is not a single returned expression`);
    if (this.callDepth >= MAX_CALL_DEPTH) return this.stopped(unknown(`a call of \`${name}()\` nested too deeply`));
    const inner = makeEnv(fn.facts, fn.scope, fn.env, this.bindParams(scope.params, argExprs, env));
    this.callDepth++;
    try {
      return this.returned(fn, inner);
    } finally {
      this.callDepth--;
    }
  }

  /** What a call of `fn` returns in `inner`, its instance: the returned expression, or the branch the call takes. */
  private returned(fn: Extract<Value, { t: "fn" }>, inner: Env): Value {
    const scope = fn.facts.scopes[fn.scope];
    if (scope.returns) return this.evaluate(scope.returns, inner);
    const name = scope.name || "an anonymous function";
    const { start, steps } = scope.branches!;
    // The conditions in order: the first that holds leads on; one that is not known leaves the value unknown, and
    // says which it is. Each step leads to one listed before it, so the walk ends.
    for (let step = steps[start]; ; ) {
      if ("returns" in step) return this.evaluate(step.returns, inner);
      if ("stops" in step) return unknown(`a call of \`${name}()\`, ${step.stops}`);
      if (++this.steps > this.limit) return this.stopped(this.over);
      const tested = this.evaluate(step.test, inner);
      const test = truthy(tested);
      if (test === undefined) {
        if (tested.t !== "unknown" || cutShort(tested)) return tested;
        return unknown(`a call of \`${name}()\`, whose condition \`${step.written}\` is not statically known: ${tested.reason}`, tested.param);
      }
      step = steps[test ? step.then : step.else];
    }
  }

  /**
   * The elements a loop runs over, when they are statically known: an array (spreads expanded), `array.map(fn)`
   * with a project function, `Object.values(object)`. Undefined otherwise (`filter`, a run-time list).
   */
  /** Whether `e` is known to be truthy in `env` (false when it is falsy or not known). */
  holds(e: Expr, env: Env): boolean {
    return truthy(this.evaluate(e, env)) === true;
  }

  elements(e: Expr, env: Env): Value[] | undefined {
    if (e.k === "call" && e.callee.k === "prop" && e.args.length === 1) {
      const { obj, name } = e.callee;
      if (name === "values" && obj.k === "id" && obj.name === "Object") {
        const target = this.evaluate(e.args[0], env);
        return target.t === "obj" ? this.keys(target).map((k) => this.property(target, k)) : undefined;
      }
      if (name === "map") {
        const fn = this.evaluate(e.args[0], env);
        const items = fn.t === "fn" ? this.elements(obj, env) : undefined;
        return items && fn.t === "fn" ? items.map((item) => this.apply(fn, [item])) : undefined;
      }
    }
    // Any other list the evaluator knows (`Object.keys(TOOL_SCHEMAS)`, a const, `list.slice(0, 3)`).
    const value = this.evaluate(e, env);
    return value.t === "arr" ? this.items(value) : undefined;
  }

  /**
   * `list.slice(start?, end?)` of a known list (JavaScript's own `slice`): its items between the bounds; unknown, with
   * the bound's reason, when a bound is not a known number. Undefined when an item cannot be listed.
   */
  private sliced(list: Extract<Value, { t: "arr" }>, argExprs: Expr[], env: Env): Value | undefined {
    const items = this.items(list);
    if (items === undefined) return undefined;
    const bounds = argExprs.map((a) => this.evaluate(a, env));
    const unknownBound = bounds.find((b) => b.t !== "num");
    if (unknownBound !== undefined) return unknownBound.t === "unknown" ? unknownBound : unknown("a bound of `.slice()` that is not a number");
    const [start, end] = bounds.map((b) => (b as Extract<Value, { t: "num" }>).v);
    return arrayOf(items.slice(start, end), env);
  }

  /** Call a project function with values already evaluated (a loop's element). */
  apply(fn: Extract<Value, { t: "fn" }>, values: Value[]): Value {
    const scope = fn.facts.scopes[fn.scope];
    if (!scope.returns && !scope.branches) return unknown(`a call of \`${scope.name || "an anonymous function"}()\`, whose body is not a single returned expression`);
    const params = new Map<string, Value>();
    scope.params.forEach((p, i) => {
      if (p !== null) params.set(p, values[i] ?? UNDEF);
    });
    return this.returned(fn, makeEnv(fn.facts, fn.scope, fn.env, params));
  }

  bindParams(params: (string | null)[], argExprs: Expr[], env: Env): Map<string, Value> {
    const bound = new Map<string, Value>();
    params.forEach((p, i) => {
      if (p !== null) bound.set(p, argExprs[i] ? this.evaluate(argExprs[i], env) : UNDEF);
    });
    return bound;
  }
}

/** A value a budget cut short (a depth or step stop): passed on as it is, never wrapped in another reason. */
function cutShort(v: Value): boolean {
  return v === TOO_DEEP || isStop(v);
}
