// Calls, as the evaluator reads them: methods of known text and lists (`.join`, `.slice`, `.replace`, `.map`), zod's
// `.describe`, a declaration's callee, JavaScript's own functions (globals.ts), an i18n call's fallback text, and
// project functions whose body returns one expression (their parameters bound, the branch a call takes followed); with
// the lists a loop runs over, which such calls make.
import type { Expr, FileFacts } from "../extract/facts.js";
import { cutShort, ValueReads } from "./evaluate-reads.js";
import { globalCall, isGlobalCall } from "./globals.js";
import type { ModuleResolver } from "./modules.js";
import {
  arrayOf,
  calleeText,
  glue,
  isTextLiteral,
  literal,
  makeEnv,
  notInScope,
  replaceIn,
  splitBy,
  STRING_METHODS,
  stringCall,
  TEXT_ARG_METHODS,
  textMethod,
  toText,
  truthy,
  UNDEF,
  unknown,
  type Env,
  type Part,
  type Value,
} from "./values.js";

const MAX_CALL_DEPTH = 12;
/** How many elements `list.map(fn)` is evaluated for (a module list is a handful; a generated table is not text). */
const MAX_MAPPED = 500;

/** The evaluator's calls, over its reads of values; the expressions that make the calls are evaluate.ts's. */
export abstract class CallEvaluator extends ValueReads {
  private callDepth = 0;

  constructor(
    files: ReadonlyMap<string, FileFacts>,
    resolver: ModuleResolver,
    /** Callee names of declarations: `defineEntity(x)` evaluates to its argument `x`. */
    private readonly declCallees: ReadonlyMap<string, readonly number[]>,
    /** Completes a file whose extraction was deferred, before any of its bindings is read. */
    complete: (facts: FileFacts) => void,
    /**
     * Functions whose call is its first argument for our purpose (`toSingleLineString(…)`, `dedent`…`), even
     * when the project defines them: their bodies use regular expressions summarylint does not run.
     */
    private readonly passThrough: ReadonlySet<string> = new Set(),
  ) {
    super(files, resolver, complete);
  }

  /** The value of `callee(args)`: a method, a project function, a declaration's callee, JavaScript's own; else unknown. */
  protected call(calleeExpr: Expr, argExprs: Expr[], env: Env): Value {
    const leafName = calleeExpr.k === "prop" || calleeExpr.k === "id" ? calleeExpr.name : undefined;
    if (leafName !== undefined && this.passThrough.has(leafName)) return argExprs[0] ? this.evaluate(argExprs[0], env) : UNDEF;
    if (calleeExpr.k === "prop") {
      const method = this.methodCall(calleeExpr, argExprs, env);
      if (method !== undefined) return method;
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
   * A call of a method of a value: JavaScript's own on known text and lists, `list.map(fn)` with a project function,
   * zod's `.describe("…")`. Undefined when it is none of them, or they cannot tell, and the call is evaluated as any
   * other.
   */
  private methodCall(calleeExpr: Extract<Expr, { k: "prop" }>, argExprs: Expr[], env: Env): Value | undefined {
    // String methods and `[…].join(sep)`.
    if (STRING_METHODS.has(calleeExpr.name) || calleeExpr.name === "join") {
      const target = this.evaluate(calleeExpr.obj, env);
      if (target.t === "unknown") return target;
      if (target.t === "str" && STRING_METHODS.has(calleeExpr.name)) return stringCall(target, calleeExpr.name);
      if (target.t === "arr" && calleeExpr.name === "join") return this.join(target, argExprs, env);
    }
    // Methods of known text with known arguments: `text.endsWith(".")` (a condition a description is built with),
    // `name.split("_")`, `summary.slice(0, 80)`, `"=".repeat(n)`; and `SAFE_PATHS.slice(0, 10)` of a known list.
    if (TEXT_ARG_METHODS.has(calleeExpr.name)) {
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
    if ((calleeExpr.name === "replace" || calleeExpr.name === "replaceAll") && argExprs.length === 2) {
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
    if (calleeExpr.name === "map" && argExprs.length === 1) {
      const mapped = this.mapped(calleeExpr.obj, argExprs[0], env);
      if (mapped) return mapped;
    }
    // Zod's `schema.describe("…")`: a schema whose `description` is that text (LangChain reads a tool's description
    // from its schema when the config has none); the rest of the schema is not needed.
    if (calleeExpr.name === "describe" && argExprs.length === 1) {
      return { t: "obj", entries: [{ key: "description", value: argExprs[0] }], env };
    }
    return undefined;
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

  /** Whether `e` is known to be truthy in `env` (false when it is falsy or not known). */
  holds(e: Expr, env: Env): boolean {
    return truthy(this.evaluate(e, env)) === true;
  }

  /**
   * The elements a loop runs over, when they are statically known: an array (spreads expanded), `array.map(fn)`
   * with a project function, `Object.values(object)` (of a module namespace: its exports). A list chosen or cut at
   * run time is the most it can hold, each element a tool the code can register: both lists of `zh ? TOOLS_ZH :
   * TOOLS` whose condition is not known, the list a `filter` keeps a part of, what a project function that returns
   * one expression returns (`return tools.filter(allowed)`). Undefined otherwise (a run-time list).
   */
  elements(e: Expr, env: Env): Value[] | undefined {
    if (e.k === "cond") {
      const test = truthy(this.evaluate(e.test, env));
      if (test !== undefined) return this.elements(test ? e.then : e.else, env);
      const [then, otherwise] = [this.elements(e.then, env), this.elements(e.else, env)];
      return then && otherwise ? [...then, ...otherwise] : undefined;
    }
    if (e.k === "call" && e.callee.k === "prop" && e.args.length === 1) {
      const { obj, name } = e.callee;
      if (name === "values" && obj.k === "id" && obj.name === "Object") {
        const target = this.evaluate(e.args[0], env);
        if (target.t === "ns") return this.exports.names(target.facts).map((k) => this.property(target, k));
        return target.t === "obj" ? this.keys(target).map((k) => this.property(target, k)) : undefined;
      }
      if (name === "map") {
        const fn = this.evaluate(e.args[0], env);
        const items = fn.t === "fn" ? this.elements(obj, env) : undefined;
        return items && fn.t === "fn" ? items.map((item) => this.apply(fn, [item])) : undefined;
      }
      if (name === "filter") return this.elements(obj, env);
    }
    const returned = e.k === "call" ? this.returnedList(e.callee, e.args, env) : undefined;
    if (returned !== undefined) return returned;
    // Any other list the evaluator knows (`Object.keys(TOOL_SCHEMAS)`, a const, `list.slice(0, 3)`).
    const value = this.evaluate(e, env);
    if (value.t === "arr") return this.items(value);
    // A const that holds a list read as above (`const tools = zh ? TOOLS_ZH : TOOLS`, `const toolList =
    // Object.values(toolsModule)`): what that expression gives.
    const bound = e.k === "id" ? this.definition(e.name, env) : undefined;
    if (bound === undefined || this.choosing.has(bound.e)) return undefined;
    this.choosing.add(bound.e);
    try {
      return this.elements(bound.e, bound.env);
    } finally {
      this.choosing.delete(bound.e);
    }
  }

  /** The consts `elements` is reading (a const whose value names itself is read once). */
  private readonly choosing = new Set<Expr>();

  /** The expression a const binding holds and its environment (Evaluator.definition). */
  abstract definition(name: string, env: Env): { e: Expr; env: Env } | undefined;

  /** The elements a call of a project function returns, when its body returns one expression they are known of. */
  private returnedList(callee: Expr, argExprs: Expr[], env: Env): Value[] | undefined {
    const fn = this.evaluate(callee, env);
    if (fn.t !== "fn" || this.callDepth >= MAX_CALL_DEPTH) return undefined;
    const scope = fn.facts.scopes[fn.scope];
    if (!scope.returns) return undefined;
    this.callDepth++;
    try {
      // A list argument chosen at run time (`filterTools(zh ? TOOLS_ZH : TOOLS)`) is bound to all it can hold.
      const params = this.bindParams(scope.params, argExprs, env);
      scope.params.forEach((p, i) => {
        if (p === null || params.get(p)?.t !== "unknown" || argExprs[i] === undefined) return;
        const items = this.elements(argExprs[i], env);
        if (items !== undefined) params.set(p, arrayOf(items, env));
      });
      return this.elements(scope.returns, makeEnv(fn.facts, fn.scope, fn.env, params));
    } finally {
      this.callDepth--;
    }
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
