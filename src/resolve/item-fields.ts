// The reader of a declaration's fields, which every part of an item is read through: the declaration's object
// evaluated, a field by its dotted path or as a positional argument, and the objects `server.tool(…)` is given between
// the name and the callback (its annotations among them).
import { propertyExpr, type Decl, type Expr, type FileFacts } from "../extract/facts.js";
import { MCP_ANNOTATION_KEYS } from "../extract/presets/fields.js";
import type { FieldSource, Matcher } from "../extract/presets/types.js";
import type { Evaluator } from "./evaluate.js";
import type { ResolveOptions } from "./options.js";
import type { Env, Value } from "./values.js";

/** The fields of one declaration in one environment, read through its matcher's paths. */
export interface Fields {
  /** The declaration's object (its argument), evaluated. */
  arg: Value;
  /** The value at a dotted path of the declaration's object. */
  at(path: string): Value;
  /** The first path of `source` that is present, and its value. */
  pick(source: FieldSource | undefined): { value: Value; path?: string };
  /** A field given as a positional argument; an argument of another kind (an input schema) does not count. */
  positional(name: string): { value: Value; path: string } | undefined;
  field(source: FieldSource | undefined): Value;
}

/** What toItem reads one declaration with: where it is, in which environment, through which matcher. */
export interface Reading {
  evaluator: Evaluator;
  facts: FileFacts;
  decl: Decl;
  env: Env;
  options: ResolveOptions;
  matcher: Matcher;
  fields: Fields;
}

/** A field as read: its value and the path it was read at. */
export interface Read {
  value: Value;
  path?: string;
}

/** The reader of a declaration's fields: its object evaluated, and each field by its path or as an argument. */
export function readFields(evaluator: Evaluator, decl: Decl, env: Env): Fields {
  const arg = evaluator.evaluate(decl.arg, env);
  // `server.tool`'s annotations argument, looked for once, on the first read of an `annotations.*` path.
  let annotations: Value | undefined;
  const at = (path: string): Value => {
    const keys = path.split(".");
    const between = keys[0] === "annotations" ? decl.positional?.between : undefined;
    if (between) annotations ??= annotationsBetween(evaluator, between, env, arg);
    let v = between ? annotations! : arg;
    if (v !== arg) keys.shift();
    for (const key of keys) {
      if (v.t === "unknown") return v;
      v = v.t === "obj" ? evaluator.property(v, key) : { t: "undef" };
    }
    return v;
  };
  const pick = (source: FieldSource | undefined): Read => {
    for (const path of typeof source === "string" ? [source] : (source ?? [])) {
      const value = at(path);
      if (value.t !== "undef") return { value, path };
    }
    return { value: { t: "undef" } };
  };
  const positional = (name: string): { value: Value; path: string } | undefined => {
    const e = decl.positional?.[name];
    if (e === undefined) return undefined;
    const value = evaluator.evaluate(e, env);
    return value.t === "obj" || value.t === "arr" || value.t === "fn" ? undefined : { value, path: name };
  };
  return { arg, at, pick, positional, field: (source) => pick(source).value };
}

/** The objects `server.tool(…)` is given between the name and the callback (the schema, the annotations). */
export function objectsBetween(evaluator: Evaluator, between: Expr, env: Env): Array<Extract<Value, { t: "obj" }>> {
  const list = evaluator.evaluate(between, env);
  return ((list.t === "arr" && evaluator.items(list)) || []).filter((item): item is Extract<Value, { t: "obj" }> => item.t === "obj");
}

/**
 * `server.tool(name, description?, schema?, annotations?, callback)`: the annotations are the argument between the
 * name and the callback that is an object of only MCP's annotation keys; else the declaration's own object.
 */
function annotationsBetween(evaluator: Evaluator, between: Expr, env: Env, own: Value): Value {
  for (const item of objectsBetween(evaluator, between, env)) {
    const keys = evaluator.keys(item);
    if (keys.length > 0 && keys.every((k) => MCP_ANNOTATION_KEYS.has(k))) return item;
  }
  return own;
}

/** The expression a declaration writes for a field: its positional argument, else the property of its object. */
export function fieldExpr(decl: Decl, path: string): Expr | undefined {
  return decl.positional?.[path] ?? propertyExpr(decl.arg, path);
}
