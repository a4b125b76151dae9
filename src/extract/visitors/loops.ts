// A loop's body as the walk reads it (docs/design.md#static-evaluation): a declaration there declares once per element
// of the loop's list, less the elements its guards skip (`if (!tool.mcp) continue;` before it) and those that do not
// reach its branch (a `case` of a `switch` on the element, an `if` and its `else`). A callback of `forEach`, `map` or
// `flatMap` is walked as such a loop.
import { ts } from "ts-morph";
import type { Expr } from "../facts.js";
import { textOf } from "../syntax.js";
import type { LoopFrame, WalkContext } from "./context.js";
import { toIR } from "./expressions.js";

/** Array methods whose callback runs once per element, with the element first. */
const ITERATING = new Set(["forEach", "map", "flatMap"]);

/** `list.forEach((tool) => …)`: the callback, when its element is a name or an object pattern, is walked as a loop over `list`. */
export function noteLoopCallback(ctx: WalkContext, call: ts.CallExpression, scope: number): void {
  const callee = call.expression;
  const fn = call.arguments[0];
  if (!ts.isPropertyAccessExpression(callee) || !ITERATING.has(callee.name.text) || fn === undefined) return;
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return;
  const param = fn.parameters[0]?.name;
  const variable = param === undefined ? undefined : ts.isIdentifier(param) ? textOf(param) : "#0";
  if (variable !== undefined) ctx.loopCallbacks.set(fn, { variable, of: toIR(ctx, callee.expression, scope), guards: [] });
}

/**
 * The guards of a loop's body: each statement of its block `if (condition) continue;` (`return;` in a callback),
 * which skips the rest of the body for an element. A guard with an `else` or a label is not one.
 */
export function guardsOf(ctx: WalkContext, body: ts.Node, exit: ts.SyntaxKind.ContinueStatement | ts.SyntaxKind.ReturnStatement, scope: number): LoopFrame["guards"] {
  if (!ts.isBlock(body)) return [];
  const guards: LoopFrame["guards"] = [];
  for (const st of body.statements) {
    if (!ts.isIfStatement(st) || st.elseStatement !== undefined) continue;
    const then = ts.isBlock(st.thenStatement) && st.thenStatement.statements.length === 1 ? st.thenStatement.statements[0] : st.thenStatement;
    const plain = ts.isContinueStatement(then) ? then.label === undefined : ts.isReturnStatement(then) && then.expression === undefined;
    if (then.kind === exit && plain) guards.push({ end: st.end, condition: toIR(ctx, st.expression, scope) });
  }
  return guards;
}

const FALSE: Expr = { k: "lit", v: false };
const TRUE: Expr = { k: "lit", v: true };

/** `!test`, as the evaluator reads it: `test ? false : true` (the condition that skips an `if`'s first branch). */
export function negated(test: Expr): Expr {
  return { k: "cond", test, then: FALSE, else: TRUE };
}

/**
 * `if (test) { … } else { … }` in a loop's body: what its branches declare, each with the condition that skips an
 * element there (the test known false in the first branch, known true in the second).
 */
export function walkIfInLoop(ctx: WalkContext, node: ts.IfStatement, scope: number, within: Expr[]): void {
  ctx.walk.visit(ctx, node.expression, scope);
  const test = toIR(ctx, node.expression, scope);
  within.push(negated(test));
  ctx.walk.visit(ctx, node.thenStatement, scope);
  within.pop();
  if (node.elseStatement === undefined) return;
  within.push(test);
  ctx.walk.visit(ctx, node.elseStatement, scope);
  within.pop();
}

/**
 * `switch (name) { case A: case B: … break; … }` in a loop's body: what a clause declares is skipped for an element
 * known to be none of its cases. A clause reached by falling through, or with `default` among its cases, skips none.
 */
export function walkSwitchInLoop(ctx: WalkContext, node: ts.SwitchStatement, scope: number, within: Expr[]): void {
  ctx.walk.visit(ctx, node.expression, scope);
  const subject = toIR(ctx, node.expression, scope);
  let cases: Expr[] = [];
  let always = false;
  for (const clause of node.caseBlock.clauses) {
    if (ts.isCaseClause(clause)) {
      ctx.walk.visit(ctx, clause.expression, scope);
      cases.push(toIR(ctx, clause.expression, scope));
    } else always = true;
    if (clause.statements.length === 0) continue;
    const skip = always ? undefined : cases.map((c): Expr => ({ k: "bin", op: "!==", l: subject, r: c })).reduce((a, b) => ({ k: "bin", op: "&&", l: a, r: b }));
    if (skip) within.push(skip);
    for (const st of clause.statements) ctx.walk.visit(ctx, st, scope);
    if (skip) within.pop();
    cases = [];
    always = !leaves(clause.statements[clause.statements.length - 1]);
  }
}

/** Whether a clause's last statement leaves it (`break`, `return`, `throw`, `continue`), so the next is not fallen into. */
function leaves(st: ts.Statement): boolean {
  const last = ts.isBlock(st) ? st.statements[st.statements.length - 1] : st;
  return last !== undefined && (ts.isBreakStatement(last) || ts.isReturnStatement(last) || ts.isThrowStatement(last) || ts.isContinueStatement(last));
}
