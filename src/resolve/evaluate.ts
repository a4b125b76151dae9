// Static evaluation (docs/design.md#static-evaluation): the value of an extracted expression, without running project
// code. Objects and arrays stay lazy (their entries plus the environment they were written in), so evaluating
// `marketingRun.description` never evaluates the rest of `marketingRun`. The evaluator is three layers, each a file:
// here the expressions themselves; beneath them the calls (evaluate-calls.ts), and beneath those the budgets, caches
// and reads of values every evaluation shares (evaluate-reads.ts).
import type { Expr } from "../extract/facts.js";
import { CallEvaluator } from "./evaluate-calls.js";
import { cutShort, MAX_DEPTH, TOO_DEEP } from "./evaluate-reads.js";
import {
  arithmetic,
  compare,
  glue,
  literal,
  looseEquals,
  makeEnv,
  notInScope,
  operandText,
  strictEquals,
  substituted,
  toText,
  truthy,
  typeOf,
  UNDEF,
  unknown,
  type Env,
  type Part,
  type Value,
} from "./values.js";

/** Expressions whose value is made in one step, without evaluating anything: never behind a budget. */
const FREE = new Set<Expr["k"]>(["lit", "obj", "arr", "fn"]);

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

/** The evaluator of expressions; its calls and reads of values are the layers it extends. */
export class Evaluator extends CallEvaluator {
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
}
