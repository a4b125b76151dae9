// The branches of a function's body as the walk reads them: a declaration written in one (`isOpenAITool(t) ? { … } :
// { … }`, `if (kind === "read") { … } else { … }`) is made by a call of the function only when its branch can be
// taken. Each branch is kept with the condition under which it is not (the test known false for the first branch,
// known true for the second); resolve/catalog.ts skips an instance for which one is known, and keeps it when not known.
// Inside a loop's body the loop's own branches do this per element (loops.ts).
import { ts } from "ts-morph";
import type { Expr } from "../facts.js";
import type { WalkContext } from "./context.js";
import { toIR } from "./expressions.js";
import { negated } from "./loops.js";

/**
 * `if` and `?:` in a function's body, outside any loop: each branch walked with its frame on `ctx.branches`. False
 * (the walk goes on as usual) at the module's top level, in a loop, or in a file whose declarations are not read.
 */
export function walkFunctionBranches(ctx: WalkContext, node: ts.Node, scope: number): boolean {
  if (scope === 0 || ctx.deferred || ctx.loops.length > 0) return false;
  let test: ts.Expression;
  let first: ts.Node;
  let second: ts.Node | undefined;
  if (ts.isIfStatement(node)) [test, first, second] = [node.expression, node.thenStatement, node.elseStatement];
  else if (ts.isConditionalExpression(node)) [test, first, second] = [node.condition, node.whenTrue, node.whenFalse];
  else return false;
  ctx.walk.visit(ctx, test, scope);
  ctx.branches.push({ scope, test, skippedWhen: false });
  ctx.walk.visit(ctx, first, scope);
  ctx.branches.pop();
  if (second === undefined) return true;
  ctx.branches.push({ scope, test, skippedWhen: true });
  ctx.walk.visit(ctx, second, scope);
  ctx.branches.pop();
  return true;
}

/** The conditions that keep a declaration in `scope` from being made (facts.ts Decl `unless`), read only when asked. */
export function branchConditions(ctx: WalkContext, scope: number): Expr[] {
  const conditions: Expr[] = [];
  for (const frame of ctx.branches) {
    if (frame.scope !== scope) continue;
    const test = toIR(ctx, frame.test, scope);
    conditions.push(frame.skippedWhen ? test : negated(test));
  }
  return conditions;
}
