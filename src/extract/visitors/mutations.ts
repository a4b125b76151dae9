// A const array or object changed after it is declared (a push, Object.assign, an assignment to a key): its binding
// no longer holds the value written at its declaration, and becomes unknown (or, for one key, that key does).
import { ts } from "ts-morph";
import type { Expr } from "../facts.js";
import { own } from "../../text/own.js";
import { isAssignment } from "../syntax.js";
import { blockName, type WalkContext } from "./context.js";

/** Array methods that add or replace elements in place. */
const MUTATING = new Set(["push", "unshift", "splice", "fill", "copyWithin"]);

/**
 * A const array or object changed after it is declared (`sentences.push("…")`, `Object.assign(tool, …)`) no longer
 * has the value written at its declaration: its binding becomes unknown, so `return sentences.join(" ")` is
 * unresolved rather than the empty text of `const sentences = []` (`tool.description = …` changes that key: unbind).
 */
export function noteMutation(ctx: WalkContext, call: ts.CallExpression, scope: number): void {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return;
  const method = callee.name.text;
  if (ctx.foldedPushes.has(call)) return;
  if (MUTATING.has(method)) unbind(ctx, accessRoot(ctx, callee.expression), scope, `\`${method}()\``);
  else if (method === "assign" && ts.isIdentifier(callee.expression) && callee.expression.text === "Object" && call.arguments[0]) {
    unbind(ctx, accessRoot(ctx, call.arguments[0]), scope, "`Object.assign()`");
  }
}

/** `x.key = …`, `x[i] = …`, `x.key += …`: see noteMutation. */
export function visitAssignment(ctx: WalkContext, node: ts.Node, scope: number): boolean {
  const b = node as ts.BinaryExpression;
  const op = b.operatorToken.kind;
  if (!isAssignment(op)) return false;
  const left = b.left;
  // `config.outputSchema = …`: that key of the const object is changed, the others are still as written.
  const key = ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.expression) && ts.isIdentifier(left.name) ? left.name.text : undefined;
  // `tools[toolKey] = …`: some key, perhaps a new one; the keys written are still there unless it is one of them.
  const someKey = key === undefined && ts.isElementAccessExpression(left) && ts.isIdentifier(left.expression);
  if (ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) unbind(ctx, accessRoot(ctx, left), scope, "an assignment", key, someKey);
  return false;
}

/** The name at the root of `a.b[c].d`. */
function accessRoot(ctx: WalkContext, e: ts.Expression): string | undefined {
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) ? blockName(ctx, e, e.text) : undefined;
}

/**
 * A const array or object changed after it is declared is unknown from then on; `name.key = …` (`key`) of an object
 * changes only that key (a later entry wins a lookup), the others are still as written; `name[k] = …` (`someKey`)
 * may change any key or add one.
 */
function unbind(ctx: WalkContext, name: string | undefined, scope: number, how: string, key?: string, someKey = false): void {
  if (name === undefined || ctx.deferred) return;
  const shown = name.replace(/#\d+$/, ""); // a block's own const (collectBlockConsts) as it is written
  for (let s = scope; s >= 0; s = ctx.facts.scopes[s].parent) {
    const bindings = ctx.facts.scopes[s].bindings;
    const bound = bindings.get(name);
    if (bound === undefined) continue;
    if (bound.k === "obj" && key !== undefined) {
      const value: Expr = { k: "unknown", reason: `\`${own(shown)}.${own(key)}\` is assigned after it is declared` };
      bindings.set(name, { ...bound, props: [...bound.props, { key: own(key), value }] });
    } else if (bound.k === "obj" && someKey) {
      // An unknown spread after the keys written: a lookup of any key is unknown, the written entries are still read
      // where a list of them is enough (the tools of a tool set, each under its key).
      const spread: Expr = { k: "unknown", reason: `a key of \`${own(shown)}\` computed at run time is assigned after it is declared` };
      bindings.set(name, { ...bound, props: [...bound.props, { spread }] });
    } else if (bound.k === "arr" || bound.k === "obj") bindings.set(name, { k: "unknown", reason: `\`${own(shown)}\` is changed after it is declared (${how})` });
    return;
  }
}
