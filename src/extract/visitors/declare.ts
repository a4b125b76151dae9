// Recording a declaration a matcher found: its object (as IR), the spans of the values written in it, and the
// variable or property key it is bound to. Shared by the call, object, typed and class visitors.
import { ts } from "ts-morph";
import type { Decl, Expr, Span } from "../facts.js";
import type { Matcher } from "../presets/types.js";
import { propertyKey } from "../syntax.js";
import { loopAt, spanOf, type WalkContext } from "./context.js";
import { branchConditions } from "./function-branches.js";
import { toIR } from "./expressions.js";

/** How deep a parameter's `enum` is looked for (`parameters.properties.name.enum`, `function.parameters…`). */
const ENUM_DEPTH = 5;

/**
 * Spans of the values written in an object literal, by dotted path: two levels deep for the paths the matcher's
 * fields name (`paths`: where a description, label or instructions are reported), and at any depth up to
 * ENUM_DEPTH for an `enum` (where a module loader's list of module names is written,
 * docs/design.md#modules-and-skills). Nothing reads the span of another value, and a tool's `props`/`parameters` can
 * hold dozens.
 */
export function recordSpans(ctx: WalkContext, o: ts.ObjectLiteralExpression, spans: Record<string, Span>, paths: ReadonlySet<string>, prefix = "", depth = 0): void {
  for (const p of o.properties) {
    const key = p.name && propertyKey(p.name);
    if (key === undefined) continue;
    if (ts.isPropertyAssignment(p)) {
      if (key === "enum" || (depth < 2 && paths.has(depth === 0 ? key : prefix + key))) spans[prefix + key] = spanOf(ctx, p.initializer);
      if (depth < ENUM_DEPTH && ts.isObjectLiteralExpression(p.initializer)) recordSpans(ctx, p.initializer, spans, paths, `${prefix}${key}.`, depth + 1);
    } else if (ts.isShorthandPropertyAssignment(p) && depth < 2 && paths.has(depth === 0 ? key : prefix + key)) spans[prefix + key] = spanOf(ctx, p.name);
  }
}

/** Every path a matcher's fields name (a FieldSource, a kind rule's `field`): those whose spans may be read. */
const fieldPaths = new WeakMap<Matcher, ReadonlySet<string>>();

export function spanPaths(m: Matcher): ReadonlySet<string> {
  let paths = fieldPaths.get(m);
  if (paths === undefined) {
    const found = new Set<string>();
    const add = (v: unknown): void => {
      if (typeof v === "string") found.add(v);
      else if (Array.isArray(v)) v.forEach(add);
      else if (v !== null && typeof v === "object" && "field" in v) add(v.field);
    };
    Object.values(m.fields).forEach(add);
    fieldPaths.set(m, (paths = found));
  }
  return paths;
}

export function declare(ctx: WalkContext, matcher: number, node: ts.Node, arg: Expr, propSpans: Record<string, Span>, scope: number, variable?: string, key?: string): Decl {
  const decl: Decl = { type: ctx.all[matcher].type, matcher, arg, scope, span: spanOf(ctx, node), propSpans };
  if (variable) decl.variable = variable;
  if (key !== undefined) decl.key = key;
  const uncallable = ctx.uncallable.get(node);
  if (uncallable !== undefined) decl.uncallable = uncallable;
  const loop = loopAt(ctx, node.pos);
  if (loop) decl.loop = loop;
  const unless = scope === 0 ? [] : branchConditions(ctx, scope);
  if (unless.length > 0) decl.unless = unless;
  ctx.facts.decls.push(decl);
  return decl;
}

/** A matched call or `new`: the object argument, positional fields and their spans. */
export function declareCall(ctx: WalkContext, matcher: number, node: ts.CallExpression | ts.NewExpression, scope: number, variable?: string, key?: string): Decl {
  const m = ctx.all[matcher];
  const args = node.arguments ?? [];
  const argNode = args[m.argument ?? 0];
  const propSpans: Record<string, Span> = {};
  if (argNode && ts.isObjectLiteralExpression(argNode)) recordSpans(ctx, argNode, propSpans, spanPaths(m));
  const decl = declare(ctx, matcher, node, argNode ? toIR(ctx, argNode, scope) : { k: "lit", v: undefined }, propSpans, scope, variable, key);
  for (const [field, index] of Object.entries(m.positional ?? {})) {
    const a = args[index];
    if (!a) continue;
    (decl.positional ??= {})[field] = toIR(ctx, a, scope);
    propSpans[field] = spanOf(ctx, a);
  }
  const info = m.nameIn && args[m.nameIn.argument];
  if (m.nameIn && info) {
    (decl.positional ??= {}).name = { k: "prop", obj: toIR(ctx, info, scope), name: m.nameIn.path };
    const written = ts.isObjectLiteralExpression(info) ? info.properties.find((p) => p.name && propertyKey(p.name) === m.nameIn!.path) : undefined;
    propSpans.name = spanOf(ctx, written && ts.isPropertyAssignment(written) ? written.initializer : info);
  }
  // `server.tool(name, description?, schema?, annotations?, callback)`: the arguments between the name and the
  // callback, kept as one list (`positional.between`) for the input schema (resolve/input-schema.ts tells them apart).
  if (m.schemaBetween && m.positional?.name !== undefined && args.length > m.positional.name + 2) {
    const between = args.slice(m.positional.name + 1, -1).map((a) => toIR(ctx, a, scope));
    (decl.positional ??= {}).between = { k: "arr", items: between };
  }
  return decl;
}

export function declareObject(ctx: WalkContext, matcher: number, o: ts.ObjectLiteralExpression, scope: number, variable?: string, key?: string): Decl {
  const propSpans: Record<string, Span> = {};
  recordSpans(ctx, o, propSpans, spanPaths(ctx.all[matcher]));
  return declare(ctx, matcher, o, toIR(ctx, o, scope), propSpans, scope, variable, key);
}

