// Where a schema is written: the input schema readers walk expressions, not values, since a zod call
// evaluates to nothing the evaluator knows. This follows a schema expression through consts (of the file or imported),
// object properties, module namespaces and calls of project functions that return one expression, to the
// expression that writes it; or says in a few words why it cannot (`unread`).
import type { Expr, ImportBinding, ObjEntry } from "../extract/facts.js";
import type { Evaluator } from "./evaluate.js";
import { makeEnv, notInScope, type Env, type Value } from "./values.js";

/** An expression and the environment it is written in. */
export interface Located {
  e: Expr;
  env: Env;
  /** A module namespace (`import * as schemas from "./schemas"`): `env` is that module's, `e` stands for nothing. */
  ns?: true;
  /** An array made by evaluation (`list.map(fn)`): its items, each in its own environment (`e` is an empty array). */
  made?: Located[];
}

/** Why a schema could not be read. */
export interface Unread {
  unread: string;
}

/** How many references are followed for one expression (a const of a const …). */
const MAX_HOPS = 40;

export function isUnread(x: object): x is Unread {
  return "unread" in x;
}

/** A value that stands for an expression: an object or array literal in its environment, or a literal (in `env`). */
export function locatedValue(v: Value, env: Env): Located | Unread {
  if (v.t === "obj") return { e: { k: "obj", props: v.entries }, env: v.env };
  if (v.t === "arr") return { e: { k: "arr", items: v.items }, env: v.env };
  if (v.t === "unknown") return { unread: shortReason(v.reason) };
  if (v.t === "str" || v.t === "num" || v.t === "bool" || v.t === "null") return { e: { k: "lit", v: v.t === "null" ? null : v.v }, env };
  return { unread: `a ${v.t === "fn" ? "function" : v.t === "ns" ? "module namespace" : "value that is undefined"}` };
}

/** The evaluator's reasons are sentences about descriptions; a schema's is its first clause. */
function shortReason(reason: string): string {
  return reason.length > 120 ? `${reason.slice(0, 117)}…` : reason;
}

export class SchemaSource {
  /** How deep resolutions nest (`a.b` resolves `a` first): a budget against `const S = S.x`. */
  private depth = 0;

  constructor(readonly evaluator: Evaluator) {}

  /**
   * The expression that writes `at`: references, property reads and project function calls followed. A call of
   * anything else (`z.object(…)`, `jsonSchema(…)`) is returned as it is, for the caller to read.
   */
  resolve(at: Located): Located | Unread {
    if (this.depth >= MAX_HOPS) return { unread: "references nested too deeply" };
    this.depth++;
    try {
      let cur = at;
      for (let hop = 0; hop < MAX_HOPS; hop++) {
        const next = this.step(cur);
        if (next === undefined || isUnread(next)) return next ?? cur;
        cur = next;
      }
      return { unread: "references nested too deeply" };
    } finally {
      this.depth--;
    }
  }

  /** One reference followed, or undefined when `at` is no reference. */
  private step({ e, env }: Located): Located | Unread | undefined {
    if (e.k === "id") return this.identifier(e.name, env);
    if (e.k === "prop") {
      if (e.name === "shape") return undefined; // a zod schema's own parts: read by the caller
      const obj = this.resolve({ e: e.obj, env });
      if (isUnread(obj)) return obj;
      // A key of a zod schema's shape (`Tool.shape.arguments`) or of a call's result: for the caller to read.
      if (obj.e.k === "call" || (obj.e.k === "prop" && obj.e.name === "shape")) return undefined;
      return this.entry(obj, e.name);
    }
    if (e.k === "call" && e.callee.k === "prop" && e.args.length === 1) {
      // `list.map(fn)` and `Object.keys(obj)` of known values: the array they make.
      const made = this.madeArray(e, env);
      if (made) return made;
    }
    if (e.k === "call" && converted(e) === undefined) {
      const callee = this.evaluator.evaluate(e.callee, env);
      if (callee.t !== "fn") return undefined;
      const scope = callee.facts.scopes[callee.scope];
      if (!scope.returns) return { unread: `built at run time by \`${scope.name || "a function"}()\`` };
      const inner = makeEnv(callee.facts, callee.scope, callee.env, this.evaluator.bindParams(scope.params, e.args, env));
      inner.args = { exprs: e.args, env };
      return { e: scope.returns, env: inner };
    }
    if (e.k === "cond" || e.k === "bin") {
      const v = this.evaluator.evaluate(e, env);
      return v.t === "obj" || v.t === "arr" ? locatedValue(v, env) : { unread: "chosen at run time" };
    }
    return undefined;
  }

  /** `list.map(fn)` (the evaluator runs a project function over known items) or `Object.keys(obj)`. */
  private madeArray(e: Extract<Expr, { k: "call" }>, env: Env): Located | undefined {
    if (e.callee.k !== "prop") return undefined;
    const { obj, name } = e.callee;
    if (name === "keys" && obj.k === "id" && obj.name === "Object") {
      const target = this.evaluator.evaluate(e.args[0], env);
      if (target.t !== "obj") return undefined;
      return { e: { k: "arr", items: this.evaluator.keys(target).map((key) => ({ k: "lit", v: key })) }, env };
    }
    if (name !== "map") return undefined;
    const v = this.evaluator.evaluate(e, env);
    const items = v.t === "arr" ? this.evaluator.items(v) : undefined;
    if (items === undefined) return undefined;
    const made: Located[] = [];
    for (const item of items) {
      const at = locatedValue(item, env);
      if (isUnread(at)) return undefined;
      made.push(at);
    }
    return { e: { k: "arr", items: [] }, env, made };
  }

  /** A name: a parameter's value, a const (of the file, or imported from a project file), or why not. */
  identifier(name: string, env: Env): Located | Unread {
    for (let e: Env | null = env; e; e = e.parent) {
      const scope = e.facts.scopes[e.scope];
      // A parameter: the argument's expression when the call is known (a zod schema's value is unknown), else its value.
      const call = e.args;
      const index = call ? scope.params.indexOf(name) : -1;
      const arg: Expr | undefined = call && index >= 0 ? call.exprs[index] : undefined;
      if (call && arg !== undefined) return { e: arg, env: call.env };
      const param = e.params.get(name);
      if (param) return locatedValue(param, e);
      if (scope.params.includes(name)) return { unread: `\`${name}\` is a parameter of \`${scope.name || "a function"}\`` };
      if (scope.bindings.has(name)) return { e: scope.bindings.get(name)!, env: e };
      const imported = e.scope === 0 ? e.facts.imports.get(name) : undefined;
      if (imported) {
        const found = this.evaluator.definition(name, e);
        if (found) return found;
        const value = this.evaluator.lookup(name, e);
        if (value.t === "ns") return { e: { k: "lit", v: undefined }, env: this.evaluator.moduleEnv(value.facts), ns: true };
        return { unread: value.t === "unknown" && !value.imported ? shortReason(value.reason) : `imported from \`${imported.from}\`` };
      }
    }
    return { unread: notInScope(name) };
  }

  /** The expression of property `name` of the object `obj` writes (spreads followed; the last entry wins). */
  entry(obj: Located, name: string): Located | Unread | undefined {
    if (obj.ns) {
      // A module namespace: its export of that name, when the module binds it itself.
      const exported = obj.env.facts.exports.get(name);
      const local = exported && "local" in exported ? exported.local : exported ? undefined : name;
      const bound = local === undefined ? undefined : obj.env.facts.scopes[0].bindings.get(local);
      return bound ? { e: bound, env: obj.env } : { unread: `\`${name}\` is re-exported from elsewhere` };
    }
    if (obj.e.k !== "obj") return { unread: `\`.${name}\` of something that is not an object literal` };
    return this.objectEntry(obj.e.props, obj.env, name, 0);
  }

  /**
   * The last entry of that name. A spread or computed key that cannot be read gives way to an entry written out
   * (`{ inputSchema, ...(lazy ? { defer_loading: true } : {}) }`: such a spread adds flags, not the schema).
   */
  private objectEntry(props: ObjEntry[], env: Env, name: string, depth: number): Located | Unread | undefined {
    let unread: Unread | undefined;
    for (let i = props.length - 1; i >= 0; i--) {
      const entry = props[i];
      if ("key" in entry) {
        if (entry.key === name) return { e: entry.value, env };
      } else if ("spread" in entry) {
        const spread = this.resolve({ e: entry.spread, env });
        if (isUnread(spread)) unread ??= { unread: `\`${name}\` may come from a spread: ${spread.unread}` };
        else if (spread.e.k === "obj" && depth < MAX_HOPS) {
          const found = this.objectEntry(spread.e.props, spread.env, name, depth + 1);
          if (found && !isUnread(found)) return found;
          unread ??= found;
        }
      } else unread ??= { unread: `\`${name}\` may be set by a computed key` };
    }
    return unread;
  }

  /** The entry at a dotted path (`function.parameters`) of a located object; undefined when it is not written. */
  path(obj: Located, path: string): Located | Unread | undefined {
    let cur: Located | Unread | undefined = obj;
    for (const key of path.split(".")) {
      if (cur === undefined || isUnread(cur)) return cur;
      const resolved = this.resolve(cur);
      if (isUnread(resolved)) return resolved;
      if (resolved.e.k !== "obj" && !resolved.ns) return undefined;
      cur = this.entry(resolved, key);
    }
    return cur;
  }

  /** A literal value of `at` (text, number, boolean, null), or undefined when it is anything else. */
  literal(at: Located): string | number | boolean | null | undefined {
    const v = this.evaluator.evaluate(at.e, at.env);
    return v.t === "str" || v.t === "num" || v.t === "bool" ? v.v : v.t === "null" ? null : undefined;
  }

  /** The module a name of `env`'s module is imported from, if it is an import. */
  importOf(name: string, env: Env): string | undefined {
    return this.importBinding(name, env)?.from;
  }

  /** The import a name of `env`'s module is bound by, if it is one. */
  importBinding(name: string, env: Env): ImportBinding | undefined {
    for (let e: Env | null = env; e; e = e.parent) {
      const scope = e.facts.scopes[e.scope];
      if (e.params.has(name) || scope.params.includes(name) || scope.bindings.has(name)) return undefined;
      if (e.scope === 0) return e.facts.imports.get(name);
    }
    return undefined;
  }
}

/**
 * The zod schema argument of a call that converts one to JSON Schema (`zodToJsonSchema(s)`, `z.toJSONSchema(s)`,
 * the AI SDK's `zodSchema(s)`, a project's own `toJsonSchema(s)`, whose extra processing is not followed).
 */
export function converted(e: Expr): Expr | undefined {
  if (e.k !== "call") return undefined;
  const name = e.callee.k === "id" || e.callee.k === "prop" ? e.callee.name : undefined;
  return name !== undefined && /^(?:zodToJsonSchema|toJSONSchema|toJsonSchema|zodSchema)$/.test(name) ? e.args[0] : undefined;
}

/** The name at the root of a call chain or property read (`z` of `z.string().optional()`), if it is a name. */
export function rootName(e: Expr): string | undefined {
  let cur = e;
  for (let i = 0; i < 200; i++) {
    if (cur.k === "id") return cur.name;
    if (cur.k === "prop") cur = cur.obj;
    else if (cur.k === "call") cur = cur.callee;
    else return undefined;
  }
  return undefined;
}
