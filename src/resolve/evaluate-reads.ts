// What every evaluation shares, beneath the evaluator's expressions (evaluate.ts) and calls (evaluate-calls.ts): the
// budgets it counts against (steps, depth), the caches that evaluate a binding or a literal's entry once, each
// module's environment, and the reads of a value already made (a property, an object's keys, an array's items), which
// JavaScript's own functions (globals.ts) read too.
import type { Expr, FileFacts } from "../extract/facts.js";
import { FileShares, fileShare, isStop, MAX_STEPS, OVER_STEPS } from "./budget.js";
import { ExportFinder, type ExportTarget } from "./exports.js";
import type { ModuleResolver } from "./modules.js";
import { makeEnv, payerOf, UNDEF, unknown, type Env, type Value } from "./values.js";

/** How deep one evaluation may nest (expressions, bindings, calls): a budget, not the JavaScript stack. */
export const MAX_DEPTH = 200;
export const TOO_DEEP: Extract<Value, { t: "unknown" }> = { t: "unknown", reason: "the expression nests too deeply" };

/** A value a budget cut short (a depth or step stop): passed on as it is, never wrapped in another reason. */
export function cutShort(v: Value): boolean {
  return v === TOO_DEEP || isStop(v);
}

/** The evaluator's ground floor: its budgets, caches and module environments, and the reads of values it made. */
export abstract class ValueReads {
  private readonly modules = new Map<string, Env>();
  protected readonly exports: ExportFinder;
  protected depth = 0;
  /** Steps of the evaluation under way, the most it may take, and what it evaluates to past them. */
  protected steps = 0;
  protected limit = MAX_STEPS;
  protected over: Extract<Value, { t: "unknown" }> = OVER_STEPS;
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
    /** Completes a file whose extraction was deferred, before any of its bindings is read. */
    private readonly complete: (facts: FileFacts) => void,
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

  /** The value of an expression in an environment (evaluate.ts). */
  abstract evaluate(e: Expr, env: Env): Value;

  protected binding(name: string, env: Env): Value {
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
  protected stopped<T>(value: T): T {
    this.stops++;
    return value;
  }

  /** The value an import or export refers to (exports.ts follows the modules in between). */
  protected target(t: ExportTarget): Value {
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
  protected list(arr: Extract<Value, { t: "arr" }>): Value[] | Extract<Value, { t: "unknown" }> {
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
}
