// Recording a declaration a matcher found: its object (as IR), the spans of the values written in it, and the
// variable or property key it is bound to. Shared by the call, object, typed and class visitors.
import { ts } from "ts-morph";
import type { Decl, Expr, Span } from "../facts.js";
import { propertyKey } from "../syntax.js";
import { spanOf, type WalkContext } from "./context.js";
import { toIR } from "./expressions.js";

/** How deep a parameter's `enum` is looked for (`parameters.properties.name.enum`, `function.parameters…`). */
const ENUM_DEPTH = 5;

/**
 * Spans of the values written in an object literal, by dotted path: two levels deep, and deeper only for an `enum`
 * (where a module loader's list of module names is written, DESIGN §11).
 */
export function recordSpans(ctx: WalkContext, o: ts.ObjectLiteralExpression, spans: Record<string, Span>, prefix = "", depth = 0): void {
  for (const p of o.properties) {
    const key = p.name && propertyKey(p.name);
    if (key === undefined) continue;
    if (ts.isPropertyAssignment(p)) {
      if (depth < 2 || key === "enum") spans[prefix + key] = spanOf(ctx, p.initializer);
      if (depth < ENUM_DEPTH && ts.isObjectLiteralExpression(p.initializer)) recordSpans(ctx, p.initializer, spans, `${prefix}${key}.`, depth + 1);
    } else if (ts.isShorthandPropertyAssignment(p) && depth < 2) spans[prefix + key] = spanOf(ctx, p.name);
  }
}

export function declare(ctx: WalkContext, matcher: number, node: ts.Node, arg: Expr, propSpans: Record<string, Span>, scope: number, variable?: string, key?: string): Decl {
  const decl: Decl = { type: ctx.all[matcher].type, matcher, arg, scope, span: spanOf(ctx, node), propSpans };
  if (variable) decl.variable = variable;
  if (key !== undefined) decl.key = key;
  const uncallable = ctx.uncallable.get(node);
  if (uncallable !== undefined) decl.uncallable = uncallable;
  const loop = ctx.loops.at(-1);
  if (loop) decl.loop = loop;
  ctx.facts.decls.push(decl);
  return decl;
}

/** A matched call or `new`: the object argument, positional fields and their spans. */
export function declareCall(ctx: WalkContext, matcher: number, node: ts.CallExpression | ts.NewExpression, scope: number, variable?: string, key?: string): void {
  const m = ctx.all[matcher];
  const args = node.arguments ?? [];
  const argNode = args[m.argument ?? 0];
  const propSpans: Record<string, Span> = {};
  if (argNode && ts.isObjectLiteralExpression(argNode)) recordSpans(ctx, argNode, propSpans);
  const decl = declare(ctx, matcher, node, argNode ? toIR(ctx, argNode, scope) : { k: "lit", v: undefined }, propSpans, scope, variable, key);
  for (const [field, index] of Object.entries(m.positional ?? {})) {
    const a = args[index];
    if (!a) continue;
    (decl.positional ??= {})[field] = toIR(ctx, a, scope);
    propSpans[field] = spanOf(ctx, a);
  }
  // `server.tool(name, description?, schema?, annotations?, callback)`: the arguments between the name and the
  // callback, kept as one list (`positional.between`) for the input schema (resolve/input-schema.ts tells them apart).
  if (m.schemaBetween && m.positional?.name !== undefined && args.length > m.positional.name + 2) {
    const between = args.slice(m.positional.name + 1, -1).map((a) => toIR(ctx, a, scope));
    (decl.positional ??= {}).between = { k: "arr", items: between };
  }
}

export function declareObject(ctx: WalkContext, matcher: number, o: ts.ObjectLiteralExpression, scope: number, variable?: string, key?: string): void {
  const propSpans: Record<string, Span> = {};
  recordSpans(ctx, o, propSpans);
  declare(ctx, matcher, o, toIR(ctx, o, scope), propSpans, scope, variable, key);
}

