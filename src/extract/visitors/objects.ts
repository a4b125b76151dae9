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
    if (objectMeets(ctx, o, spec.where, spec.has)) return i;
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
function objectMeets(ctx: WalkContext, o: ts.ObjectLiteralExpression, where: Record<string, unknown> | undefined, has: string[] | undefined): boolean {
  if (has && !has.every((path) => hasPath(ctx, o, path))) return false;
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

/**
 * `a.b`: the literal has `a`, and `a`'s value, when written as an object literal, has `b`. A value named by a const
 * of the file written as an object literal (`const config = { description }; return { name, config, handler }`) is
 * read there: a resource's or a prompt's config without an `inputSchema` is not a tool's.
 */
function hasPath(ctx: WalkContext, o: ts.ObjectLiteralExpression, path: string, nested = false): boolean {
  const dot = path.indexOf(".");
  const key = dot < 0 ? path : path.slice(0, dot);
  for (const p of o.properties) {
    if (!p.name || propertyKey(p.name) !== key) continue;
    if (dot < 0) return true;
    const named = ts.isShorthandPropertyAssignment(p) ? p.name : ts.isPropertyAssignment(p) ? unwrap(p.initializer) : undefined;
    const value = named !== undefined && ts.isIdentifier(named) ? (constObject(ctx, named.text, p.pos) ?? named) : named;
    if (value === undefined) return true;
    if (ts.isObjectLiteralExpression(value)) return hasPath(ctx, value, path.slice(dot + 1), true);
    // A list or a literal written there has no key of its own (`parameters: [{ name, type }]`, a template's slots);
    // another expression (a const, a call) may hold the object.
    return !(ts.isArrayLiteralExpression(value) || ts.isStringLiteralLike(value) || ts.isNumericLiteral(value) || ts.isTemplateExpression(value));
  }
  // Keys of the object itself must be written; a nested one may come from a spread (`function: { name, ...defs.x }`).
  return nested && o.properties.some(ts.isSpreadAssignment);
}

/**
 * The object literal a const of the file named `name` is written as, the nearest declared before `pos`: the walk has
 * no scopes here, and a const read in a function is declared before it in nearly every file (a value declared
 * after, or imported, is not read, as before). Collected once per file, on first need.
 */
function constObject(ctx: WalkContext, name: string, pos: number): ts.ObjectLiteralExpression | undefined {
  let consts = constObjectsOf.get(ctx.sf);
  if (consts === undefined) constObjectsOf.set(ctx.sf, (consts = collectConstObjects(ctx.sf)));
  let found: { pos: number; value: ts.ObjectLiteralExpression } | undefined;
  for (const c of consts.get(name) ?? []) if (c.pos < pos && (found === undefined || c.pos > found.pos)) found = c;
  return found?.value;
}

/** Per file: its consts written as object literals, by name. */
const constObjectsOf = new WeakMap<ts.SourceFile, Map<string, { pos: number; value: ts.ObjectLiteralExpression }[]>>();

function collectConstObjects(sf: ts.SourceFile): Map<string, { pos: number; value: ts.ObjectLiteralExpression }[]> {
  const found = new Map<string, { pos: number; value: ts.ObjectLiteralExpression }[]>();
  // An explicit stack: a file of deeply nested expressions does not overflow the call stack.
  const stack: ts.Node[] = [sf];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const d of node.declarations) {
        const value = d.initializer && unwrap(d.initializer);
        if (ts.isIdentifier(d.name) && value && ts.isObjectLiteralExpression(value)) {
          const list = found.get(d.name.text) ?? [];
          list.push({ pos: d.pos, value });
          found.set(d.name.text, list);
        }
      }
    }
    ts.forEachChild(node, (child) => {
      stack.push(child);
    });
  }
  return found;
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
