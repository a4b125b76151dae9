// The environments declarations are evaluated in (docs/design.md#static-evaluation): the module once; a factory once
// per call site in the project (callers.ts completes, first, every deferred file that may call one); a declaration in
// a loop over a statically known list once per element.
import path from "node:path";
import type { Decl, Expr, FileFacts } from "../extract/facts.js";
import type { Matcher } from "../extract/presets/types.js";
import type { Evaluator } from "./evaluate.js";
import { MAX_DEPTH } from "./evaluate-reads.js";
import { makeEnv, payerOf, unknown, type Env, type Value } from "./values.js";

/**
 * Instances of one function expanded at most: this many, or its number of call sites when it has more (so a factory
 * called from 100,000 places has 100,000 instances: linear in the source). Only nests of factories, whose instances
 * multiply (2^40 for forty factories each calling the next twice), reach it; the rest are counted as a Limit.
 */
export const MIN_INSTANCE_BUDGET = 1000;

/** The environments a scope is evaluated in: the module once; a function once per call site in the project. */
export class Instances {
  private readonly memo = new Map<string, Env[]>();
  /** How many instances each function has in all, expanded or not (a float: nests multiply). */
  private readonly totals = new Map<string, number>();
  private readonly inProgress = new Set<string>();
  private readonly sites = new Map<string, { facts: FileFacts; site: FileFacts["calls"][number] }[]>();

  constructor(
    private readonly evaluator: Evaluator,
    allFacts: FileFacts[],
  ) {
    // Without a declaration inside a function there is no factory, and call sites do not matter.
    if (!allFacts.some((facts) => facts.decls.some((decl) => decl.scope !== 0))) return;
    for (const facts of allFacts) {
      for (const site of facts.calls) {
        const env = this.staticEnv(facts, site.scope);
        evaluator.resetBudget(env); // each callee is its own evaluation: 100,000 sites never share one step budget
        const callee = evaluator.evaluate(site.callee, env);
        if (callee.t !== "fn") continue;
        const k = key(callee.facts, callee.scope);
        const list = this.sites.get(k) ?? [];
        list.push({ facts, site });
        this.sites.set(k, list);
      }
    }
  }

  /**
   * Whether the function is called, and every call gives its result a name (`read: createReadTool(…)`, `const
   * readTool = createReadTool(…)`): what names a declaration that cannot name itself, once per call.
   */
  namedAtEverySite(facts: FileFacts, scope: number): boolean {
    const sites = scope === 0 ? undefined : this.sites.get(key(facts, scope));
    return sites !== undefined && sites.length > 0 && sites.every(({ site }) => site.named !== undefined);
  }

  of(facts: FileFacts, scope: number): Env[] {
    if (scope === 0) return [this.evaluator.moduleEnv(facts)];
    const k = key(facts, scope);
    const memo = this.memo.get(k);
    if (memo) return memo;
    if (this.inProgress.has(k)) return []; // a factory that calls itself (or a cycle of them): stop
    // What this one needs (its callers' instances, or its enclosing function's) first, depth first on an explicit
    // stack: a chain of 5,000 factories, each calling the next, is walked in a loop, not 5,000 frames deep.
    const pending: [FileFacts, number][] = [[facts, scope]];
    while (pending.length > 0) {
      const [f, s] = pending[pending.length - 1];
      const fk = key(f, s);
      if (this.memo.has(fk)) {
        pending.pop();
        continue;
      }
      if (!this.inProgress.has(fk)) {
        this.inProgress.add(fk);
        const before = pending.length;
        for (const [nf, ns] of this.needs(f, s)) if (ns !== 0 && !this.memo.has(key(nf, ns)) && !this.inProgress.has(key(nf, ns))) pending.push([nf, ns]);
        if (pending.length > before) continue;
      }
      pending.pop();
      this.memo.set(fk, this.compute(f, s));
      this.inProgress.delete(fk);
    }
    return this.memo.get(k)!;
  }

  /**
   * Instances of the function not expanded (past its budget, or because its callers' were not), and those that
   * were; undefined when none was left out.
   */
  cut(facts: FileFacts, scope: number): { skipped: number; kept: number } | undefined {
    const kept = this.of(facts, scope).length;
    const total = this.total(facts, scope);
    return total > kept ? { skipped: total - kept, kept } : undefined;
  }

  private total(facts: FileFacts, scope: number): number {
    return scope === 0 ? 1 : (this.totals.get(key(facts, scope)) ?? 0);
  }

  /** The scopes whose instances `compute` reads: each call site's, or (never called) the enclosing one. */
  private needs(facts: FileFacts, scope: number): [FileFacts, number][] {
    const sites = this.sites.get(key(facts, scope));
    return sites ? sites.map(({ facts: f, site }) => [f, site.scope]) : [[facts, facts.scopes[scope].parent]];
  }

  private compute(facts: FileFacts, scope: number): Env[] {
    const fn = facts.scopes[scope];
    const k = key(facts, scope);
    const sites = this.sites.get(k);
    if (!sites) {
      // Never called: one instance whose parameters are unknown. Declarations that use them are templates.
      this.totals.set(k, this.total(facts, fn.parent));
      // `#0` names a destructured parameter (`({ name, description }) => …`): said as such, not by that inner name.
      const owner = `\`${fn.name || "an anonymous function"}\``;
      const reasonFor = (p: string) => (p.startsWith("#") ? `a destructured parameter of ${owner}` : `\`${p}\` is a parameter of ${owner}`) + ", which is never called";
      return this.of(facts, fn.parent).map((parent) => {
        const params = new Map<string, Value>();
        for (const p of fn.params) if (p) params.set(p, unknown(reasonFor(p), true));
        return makeEnv(facts, scope, parent, params);
      });
    }
    const budget = Math.max(MIN_INSTANCE_BUDGET, sites.length);
    const envs: Env[] = [];
    let total = 0;
    for (const { facts: callerFacts, site } of sites) {
      const callerEnvs = this.of(callerFacts, site.scope);
      total = Math.min(total + this.total(callerFacts, site.scope), Number.MAX_SAFE_INTEGER);
      for (let i = 0; i < callerEnvs.length && envs.length < budget; i++) {
        // A call in a loop over a known list, given the loop variable, is one call per element; else the one call.
        const perElement = site.loop ? loopInstances(this.evaluator, site.loop, callerEnvs[i], budget - envs.length).envs : [];
        if (perElement.length > 1) total = Math.min(total + perElement.length - 1, Number.MAX_SAFE_INTEGER);
        for (const callerEnv of perElement.length > 0 ? perElement : [callerEnvs[i]]) {
          if (envs.length >= budget) break;
          this.evaluator.resetBudget(callerEnv); // each instance's arguments are their own evaluation
          const params = givenAt(this.evaluator.bindParams(fn.params, site.args, callerEnv), callerFacts.file, site.span.line);
          const env = makeEnv(facts, scope, this.closureEnv(facts, fn.parent, callerEnv), params);
          env.site = { file: callerFacts.file, span: site.span, named: site.named };
          // What this instance evaluates is charged to the file whose code called (through any chain of factories).
          env.payer = payerOf(callerEnv);
          env.args = { exprs: site.args, env: callerEnv };
          envs.push(env);
        }
      }
    }
    this.totals.set(k, total);
    return envs;
  }

  /** The instance of the function's enclosing scope: the caller's own, when the call comes from inside it. */
  private closureEnv(facts: FileFacts, parentScope: number, callerEnv: Env): Env {
    for (let e: Env | null = callerEnv; e; e = e.parent) if (e.facts === facts && e.scope === parentScope) return e;
    return this.staticEnv(facts, parentScope);
  }

  /** An instance of a scope with unknown parameters (enough to find what a callee name refers to). */
  staticEnv(facts: FileFacts, scope: number): Env {
    if (scope === 0) return this.evaluator.moduleEnv(facts);
    return makeEnv(facts, scope, this.staticEnv(facts, facts.scopes[scope].parent));
  }
}

/** The first key of every path the matcher reads (its fields, `unless` and `needs`). */
function fieldKeys(matcher: Matcher): Set<string> {
  const f = matcher.fields;
  const paths = [f.name, f.description, f.label, f.approval, f.roles, f.feature, f.entity]
    .flatMap((p) => (p === undefined ? [] : typeof p === "string" ? [p] : p))
    .concat(Array.isArray(f.kind) ? f.kind.map((k) => (typeof k === "string" ? k : k.field)) : f.kind === undefined ? [] : [f.kind])
    .concat(Object.keys(matcher.unless ?? {}), matcher.needs ?? []);
  return new Set(paths.map((p) => p.split(".")[0]));
}

/** Do the fields the matcher reads depend, through local consts and calls, on a parameter of an enclosing function? */
export function fieldsUseParams(facts: FileFacts, decl: Decl, matcher: Matcher): boolean {
  const keys = fieldKeys(matcher);
  const seen = new Set<string>();
  /** The functions the declaration sits in: only their parameters make it a factory. */
  const enclosing = new Set<number>();
  for (let s = decl.scope; s > 0; s = facts.scopes[s].parent) enclosing.add(s);
  // Bindings read bindings without end (`const d1 = d0; const d2 = d1; …`): the same depth budget as evaluation,
  // past which the declaration is not taken for a factory (evaluated as written, it is unresolved and says why).
  let depth = 0;
  // The variable of a `for … of` the declaration sits in (`for (const t of tools) server.tool(t.name, …)`, or the
  // element a destructuring reads): the list it runs over says whether it uses a parameter.
  const loopVariable = (name: string) => decl.loop !== undefined && name === decl.loop.variable;
  const uses = (e: Expr, scope: number): boolean => {
    if (depth >= MAX_DEPTH) return false;
    depth++;
    const found = usesInner(e, scope);
    depth--;
    return found;
  };
  const usesInner = (e: Expr, scope: number): boolean => {
    switch (e.k) {
      case "lit":
      case "unknown":
        return false;
      case "tpl":
        return e.spans.some((s) => uses(s.e, scope));
      case "bin":
        return uses(e.l, scope) || uses(e.r, scope);
      case "cat":
        return e.parts.some((p) => uses(p, scope));
      case "cond":
        return uses(e.test, scope) || uses(e.then, scope) || uses(e.else, scope);
      case "prop":
        return uses(e.obj, scope);
      case "elem":
        return uses(e.obj, scope) || uses(e.key, scope);
      case "typeof":
        return uses(e.e, scope);
      case "obj":
        return e.props.some((p) => ("spread" in p ? uses(p.spread, scope) : "value" in p && uses(p.value, scope)));
      case "arr":
        return e.items.some((item) => uses("spread" in item ? item.spread : item, scope));
      case "call":
        return uses(e.callee, scope) || e.args.some((a) => uses(a, scope));
      case "fn": {
        const { returns, branches } = facts.scopes[e.scope];
        if (returns !== undefined) return uses(returns, e.scope);
        return (branches?.steps ?? []).some((step) => ("test" in step && uses(step.test, e.scope)) || ("returns" in step && uses(step.returns, e.scope)));
      }
      case "id":
        for (let s = e.scope; s > 0; s = facts.scopes[s].parent) {
          const fn = facts.scopes[s];
          if (fn.params.includes(e.name)) return enclosing.has(s);
          if (loopVariable(e.name)) return uses(decl.loop!.of, decl.scope);
          const bound = fn.bindings.get(e.name);
          if (bound === undefined) continue;
          const k = `${s}:${e.name}`;
          if (seen.has(k)) return false;
          seen.add(k);
          return uses(bound, s);
        }
        if (loopVariable(e.name)) return uses(decl.loop!.of, decl.scope);
        // Not a const of an enclosing function nor of the module: a name a destructured parameter binds?
        if (facts.scopes[0].bindings.has(e.name) || facts.imports.has(e.name)) return false;
        for (const s of enclosing) if (facts.scopes[s].params.includes(null)) return true;
        return false;
    }
  };
  const arg = decl.arg;
  const own =
    arg.k === "obj"
      ? arg.props.some((p) => ("spread" in p ? uses(p.spread, decl.scope) : "value" in p && keys.has(p.key) && uses(p.value, decl.scope)))
      : uses(arg, decl.scope);
  // The arguments kept for the input schema (`between`) make no instance of their own: one declaration, as before.
  return own || Object.entries(decl.positional ?? {}).some(([field, e]) => field !== "between" && uses(e, decl.scope));
}

/**
 * Elements of loops expanded per declaration, across all its instances (a loop inside a factory multiplies): far
 * more than real lists hold; past it the rest are counted as a Limit.
 */
export const LOOP_ELEMENT_BUDGET = 100_000;

/**
 * One environment per element of a loop's list (the loop variable bound to it), when the list is statically known:
 * at most `room` of them, and how many more there were.
 */
export function loopInstances(evaluator: Evaluator, loop: NonNullable<Decl["loop"]>, env: Env, room = LOOP_ELEMENT_BUDGET): { envs: Env[]; skipped: number } {
  evaluator.resetBudget(env);
  const elements = evaluator.elements(loop.of, env) ?? [];
  const kept = elements.length > room ? elements.slice(0, Math.max(0, room)) : elements;
  const envs: Env[] = [];
  for (const element of kept) {
    const instance = makeEnv(env.facts, env.scope, env.parent, new Map([...env.params, [loop.variable, element]]));
    if (env.site) instance.site = env.site;
    instance.payer = payerOf(env);
    if (element.t === "obj" && element.at) instance.element = { file: element.env.facts.file, span: element.at };
    // A guard known to hold for this element (`if (!tool.mcp) continue;`) skips it; one not known keeps it.
    if (!loop.skip?.some((condition) => evaluator.holds(condition, instance))) envs.push(instance);
  }
  return { envs, skipped: elements.length - kept.length };
}

/**
 * Parameters whose argument is not known say where it was given (`manifest` is `await readJson(…)` in the caller,
 * not in the function that reads it): "`manifest`, given at deploy.mjs:466: an `await` expression".
 */
function givenAt(params: Map<string, Value>, file: string, line: number): Map<string, Value> {
  for (const [name, value] of params) {
    if (value.t === "unknown" && !value.reason.startsWith(`\`${name}\``)) {
      params.set(name, { ...value, reason: `\`${name}\`, given at ${path.basename(file)}:${line}: ${value.reason}` });
    }
  }
  return params;
}

function key(facts: FileFacts, scope: number): string {
  return `${facts.file}#${scope}`;
}
