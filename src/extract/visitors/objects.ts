// Object literals an object matcher describes by their keys and literal values (`{ name, description, parameters }`,
// `{ type: "function", function: { … } }`), and property assignments, which give a value its key.
import { ts } from "ts-morph";
import { K, propertyKey, unwrap } from "../syntax.js";
import { noteOffered } from "./offered.js";
import type { WalkContext } from "./context.js";
import { declareObject } from "./declare.js";
import { foreignData, shapeProvenance } from "./provenance.js";
import { shapeIsData } from "./shape-data.js";

/** The object matcher an object literal meets, if any. */
export function objectMatcher(ctx: WalkContext, o: ts.ObjectLiteralExpression, inProperty: boolean): number | undefined {
  for (const i of ctx.set.objects) {
    const spec = ctx.all[i].object!;
    if (spec.inProperty && !inProperty) continue;
    if (spec.inArray && !ctx.arrayElements.has(o)) continue;
    if (spec.inList && !ctx.arrayElements.has(o) && !ctx.callArguments.has(o)) continue;
    if (spec.optionOf !== undefined && (ctx.optionOwners.get(o) ?? (spec.optionOnly ? undefined : spec.optionOf)) !== spec.optionOf) continue;
    if (objectMeets(o, spec.where, spec.has)) return i;
  }
  return undefined;
}

/** An object literal an object matcher meets (outside any declaration): it declares, and is walked as one. */
export function visitObjectLiteral(ctx: WalkContext, node: ts.Node, scope: number, variable?: string, key?: string): boolean {
  const o = node as ts.ObjectLiteralExpression;
  if (ctx.insideDeclaration > 0 || ctx.superArguments.has(o)) return false;
  noteOffered(ctx, o, scope);
  if (ctx.set.objects.length === 0) return false;
  noteOptions(ctx, o);
  const matcher = objectMatcher(ctx, o, key !== undefined);
  if (matcher === undefined) return false;
  const unproven = shapeProvenance(ctx.all[matcher]);
  // A shape no package proves, in another library's data (a database table's columns), a test table or API
  // documentation, is no tool.
  if (unproven !== undefined && (foreignData(ctx, o) || shapeIsData(ctx.sf, o))) return false;
  const decl = declareObject(ctx, matcher, o, scope, variable, key);
  if (unproven !== undefined) decl.unproven = unproven;
  ctx.walk.visitDeclared(ctx, node, scope, matcher);
  return true;
}

/** `{ name: "operation", options: [{ … }, …] }`: each option literal is remembered with the name of its parameter. */
function noteOptions(ctx: WalkContext, o: ts.ObjectLiteralExpression): void {
  let name: string | undefined;
  let options: ts.ArrayLiteralExpression | undefined;
  for (const p of o.properties) {
    if (!ts.isPropertyAssignment(p)) continue;
    const key = propertyKey(p.name);
    if (key === "name" && ts.isStringLiteralLike(p.initializer)) name = p.initializer.text;
    else if (key === "options" && ts.isArrayLiteralExpression(p.initializer)) options = p.initializer;
  }
  if (name !== undefined && options) for (const e of options.elements) ctx.optionOwners.set(e, name);
}

/** `[…]`: its object literal elements are remembered (an `inArray` object matcher needs one); then walked as usual. */
export function visitArrayLiteral(ctx: WalkContext, node: ts.Node): boolean {
  for (const e of (node as ts.ArrayLiteralExpression).elements) if (ts.isObjectLiteralExpression(e)) ctx.arrayElements.add(e);
  return false;
}

/** `key: value`: the value is walked with its key (`tools: { weather: tool({…}) }` declares `weather`). */
export function visitPropertyAssignment(ctx: WalkContext, node: ts.Node, scope: number): boolean {
  const p = node as ts.PropertyAssignment;
  ctx.walk.visit(ctx, p.initializer, scope, undefined, ctx.namedValues.get(p.initializer) ?? propertyKey(p.name));
  return true;
}

/**
 * Does an object literal have the properties `has` (paths into nested literals) and the literal values `where`
 * (`parameters.type`: a path into nested object literals, each written)?
 */
function objectMeets(o: ts.ObjectLiteralExpression, where: Record<string, unknown> | undefined, has: string[] | undefined): boolean {
  if (has && !has.every((path) => hasPath(o, path))) return false;
  if (!where) return true;
  for (const [path, value] of Object.entries(where)) {
    const written = literalAt(o, path);
    if (written === NOT_LITERAL || written !== value) return false;
  }
  return true;
}

/** The literal written at `a.b` (each step an object literal's own property), else NOT_LITERAL. */
function literalAt(o: ts.ObjectLiteralExpression, path: string): ReturnType<typeof literalOf> {
  const dot = path.indexOf(".");
  const key = dot < 0 ? path : path.slice(0, dot);
  // The last property of that key is the one that holds (`{ type: "a", type: "b" }` is "b").
  let p: ts.ObjectLiteralElementLike | undefined;
  for (const q of o.properties) if (q.name !== undefined && propertyKey(q.name) === key) p = q;
  if (p === undefined || !ts.isPropertyAssignment(p)) return NOT_LITERAL;
  if (dot < 0) return literalOf(p.initializer);
  const value = unwrap(p.initializer);
  return ts.isObjectLiteralExpression(value) ? literalAt(value, path.slice(dot + 1)) : NOT_LITERAL;
}

/** `a.b`: the literal has `a`, and `a`'s value, when written as an object literal, has `b`. */
function hasPath(o: ts.ObjectLiteralExpression, path: string, nested = false): boolean {
  const dot = path.indexOf(".");
  const key = dot < 0 ? path : path.slice(0, dot);
  for (const p of o.properties) {
    if (!p.name || propertyKey(p.name) !== key) continue;
    if (dot < 0) return true;
    if (!ts.isPropertyAssignment(p)) return true;
    const value = unwrap(p.initializer);
    if (ts.isObjectLiteralExpression(value)) return hasPath(value, path.slice(dot + 1), true);
    // A list or a literal written there has no key of its own (`parameters: [{ name, type }]`, a template's slots);
    // another expression (a const, a call) may hold the object.
    return !(ts.isArrayLiteralExpression(value) || ts.isStringLiteralLike(value) || ts.isNumericLiteral(value) || ts.isTemplateExpression(value));
  }
  // Keys of the object itself must be written; a nested one may come from a spread (`function: { name, ...defs.x }`).
  return nested && o.properties.some(ts.isSpreadAssignment);
}

const NOT_LITERAL = Symbol("not a literal");

function literalOf(written: ts.Expression): string | number | boolean | null | typeof NOT_LITERAL {
  const e = unwrap(written);
  if (ts.isStringLiteralLike(e)) return e.text;
  if (ts.isNumericLiteral(e)) return Number(e.text);
  if (e.kind === K.TrueKeyword) return true;
  if (e.kind === K.FalseKeyword) return false;
  if (e.kind === K.NullKeyword) return null;
  return NOT_LITERAL;
}
