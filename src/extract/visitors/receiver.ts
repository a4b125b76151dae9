// The object a matched member call registers on (Decl.receiver): a module-level const or import, named at extract so
// that resolve can follow an import to the module that makes it, and only for a call that runs whenever its function
// or module does (duplicate-tool-name judges two registrations of one name on one object).
import { ts } from "ts-morph";
import type { Decl } from "../facts.js";
import { K, textOf } from "../syntax.js";
import type { WalkContext } from "./context.js";
import { bare } from "./provenance.js";

/**
 * Record on a matched member call the module-level const or import it is made on (Decl.receiver): `server` of
 * `server.registerTool(…)`, when no function the call is in binds that name itself, and the call runs whenever its
 * function (or the module) does: not in a branch, a loop, a `catch` or the right side of `&&`.
 */
export function noteReceiver(ctx: WalkContext, decl: Decl, call: ts.CallExpression, callee: ts.Expression, scope: number): void {
  const e = bare(callee);
  const receiver = ts.isPropertyAccessExpression(e) ? bare(e.expression) : undefined;
  if (receiver === undefined || !ts.isIdentifier(receiver)) return;
  const name = textOf(receiver);
  for (let s = scope; s > 0; s = ctx.facts.scopes[s].parent) if (ctx.declared[s].has(name)) return;
  if ((ctx.facts.imports.has(name) || moduleConsts(ctx).has(name)) && !conditional(ctx.sf, call)) decl.receiver = name;
}

/**
 * Whether `target` runs only on some runs of the function (or module) it is in: under an `if`'s branch, a `?:`'s, a
 * `switch` case, a loop's body, a `catch`, or the right side of `&&`, `||` or `??`, below the innermost function.
 * The tree has no parent links: found by descending from the file to the node.
 */
function conditional(sf: ts.SourceFile, target: ts.Node): boolean {
  let found = false;
  let node: ts.Node = sf;
  const holds = (c: ts.Node) => c.pos <= target.pos && target.end <= c.end;
  while (node !== target) {
    const parent = node;
    // A list of statements (a file of 10,000 registrations) is searched by halves, so each call costs its depth.
    const statements = (parent as { statements?: ts.NodeArray<ts.Statement> }).statements;
    const next = statements !== undefined ? statementHolding(statements, target) : ts.forEachChild(parent, (c) => (holds(c) ? c : undefined));
    if (next === undefined) return true; // not found: said to be conditional, so nothing is claimed of it
    if (ts.isFunctionLike(next)) found = false;
    else if (isBranch(parent, next)) found = true;
    node = next;
  }
  return found;
}

/** The statement of a list (in source order) whose span holds `target`'s. */
function statementHolding(statements: ts.NodeArray<ts.Statement>, target: ts.Node): ts.Statement | undefined {
  let low = 0;
  let high = statements.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const st = statements[mid];
    if (st.end < target.end) low = mid + 1;
    else if (st.pos > target.pos) high = mid - 1;
    else return st.pos <= target.pos && target.end <= st.end ? st : undefined;
  }
  return undefined;
}

function isBranch(parent: ts.Node, child: ts.Node): boolean {
  if (ts.isIfStatement(parent) || ts.isConditionalExpression(parent)) return child !== (ts.isIfStatement(parent) ? parent.expression : parent.condition);
  if (ts.isIterationStatement(parent, false)) return child === parent.statement;
  if (ts.isSwitchStatement(parent)) return child === parent.caseBlock;
  if (ts.isTryStatement(parent)) return child === parent.catchClause;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    return child === parent.right && (op === K.AmpersandAmpersandToken || op === K.BarBarToken || op === K.QuestionQuestionToken);
  }
  return false;
}

/** The names the module's own `const` statements bind (not `let` or `var`: those may be given another object). */
function moduleConsts(ctx: WalkContext): Set<string> {
  if (ctx.moduleConsts) return ctx.moduleConsts;
  const names = new Set<string>();
  for (const st of ctx.sf.statements) {
    if (!ts.isVariableStatement(st) || (st.declarationList.flags & ts.NodeFlags.Const) === 0) continue;
    for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(textOf(d.name));
  }
  return (ctx.moduleConsts = names);
}
