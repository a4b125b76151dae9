// Text and lists built step by step in one body, as descriptions often are: `const sentences = [];
// sentences.push(…); if (options.boundaries) sentences.push(…); return sentences.join(" ")`, or `let guidance =
// \`Running on ${platform}.\`; if (isDocker) guidance += " (Docker)";`. Each step is folded into the binding: a push
// or `+=` at the body's top level adds its value, one inside an `if` adds it under the `if`'s condition (`else`: under
// its negation). The fold stops at the first statement that reads the builder otherwise (a `return`, a call, a loop
// that pushes): what is read there is the value built so far, and a push after it makes the list unknown again
// (mutations.ts noteMutation), so a value is never read with a step it has not taken. A branch that leaves the body
// (`return`, `throw`, `break`, `continue`) beside a step is not folded: the steps after it run only on the other path.
import { ts } from "ts-morph";
import type { ArrEntry, Expr } from "../facts.js";
import { isAssignment, isIncrement, K, someNode, textOf, unwrap } from "../syntax.js";
import type { WalkContext } from "./context.js";
import { toIR } from "./expressions.js";

/** A list (`const x = [...]` grown by `x.push(…)`) or a text (`let x = "…"` grown by `x += …`). */
interface Builder {
  name: string;
  list: boolean;
  scope: number;
  /** The pushes folded, which noteMutation leaves alone. */
  calls: ts.CallExpression[];
}

/** The values one statement adds to the builder, or undefined when it is no step of it. */
type Steps = Expr[] | ArrEntry[];

/**
 * Fold the builders declared directly in `statements` (a module or function body) into their bindings, which
 * collectBindings has just recorded.
 */
export function foldBuilders(ctx: WalkContext, statements: readonly ts.Statement[], scope: number): void {
  if (ctx.deferred) return;
  const builders: { b: Builder; init: ts.Expression; from: number }[] = [];
  statements.forEach((st, i) => {
    if (!ts.isVariableStatement(st)) return;
    const flags = st.declarationList.flags;
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.initializer === undefined) continue;
      const init = unwrap(d.initializer);
      const list = (flags & ts.NodeFlags.Const) !== 0 && ts.isArrayLiteralExpression(init);
      const text = (flags & ts.NodeFlags.Let) !== 0 && (ts.isStringLiteralLike(init) || ts.isTemplateExpression(init));
      if (list || text) builders.push({ b: { name: textOf(d.name), list, scope, calls: [] }, init, from: i + 1 });
    }
  });
  if (builders.length === 0) return;
  // The statements that name each builder, found in one pass over the body: a body of many builders is read once,
  // not once per builder.
  const names = new Set(builders.map(({ b }) => b.name));
  const uses = new Map<string, number[]>();
  statements.forEach((st, i) => {
    for (const name of namesIn(st, names)) {
      const at = uses.get(name);
      if (at) at.push(i);
      else uses.set(name, [i]);
    }
  });
  for (const { b, init, from } of builders) fold(ctx, b, init, statements, from, uses.get(b.name) ?? []);
}

/** Which of `names` the code names anywhere. */
function namesIn(node: ts.Node, names: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  someNode(node, (n) => {
    if (ts.isIdentifier(n) && names.has(textOf(n))) found.add(textOf(n));
    return false;
  });
  return found;
}

/** Fold one builder: `uses` are the indices of the statements that name it, in order. */
function fold(ctx: WalkContext, b: Builder, init: ts.Expression, statements: readonly ts.Statement[], from: number, uses: readonly number[]): void {
  const added: (Expr | ArrEntry)[] = [];
  let end = statements.length;
  for (const j of uses) {
    if (j < from) continue;
    const taken = b.calls.length;
    const steps = stepsOf(ctx, b, statements[j]);
    if (steps === undefined) {
      // The pushes of a statement that is no step stay the list's changes (noteMutation makes it unknown).
      b.calls.length = taken;
      end = j;
      break;
    }
    added.push(...steps);
  }
  if (added.length === 0) return;
  const bindings = ctx.facts.scopes[b.scope].bindings;
  if (b.list) {
    const base = bindings.get(b.name);
    if (base?.k !== "arr") return;
    bindings.set(b.name, { k: "arr", items: [...base.items, ...added] });
    for (const call of b.calls) ctx.foldedPushes.add(call);
    return;
  }
  // A `let` assigned anywhere but in the steps (`guidance = "…"` after them, a `+=` in a loop or in a function declared
  // before it) is not known.
  if (uses.some((j) => (j < from - 1 || j >= end) && assigns(statements[j], b.name))) return;
  bindings.set(b.name, { k: "cat", parts: [toIR(ctx, init, b.scope), ...(added as Expr[])] });
}

/** What one statement adds to the builder: a step, or an `if` whose branches hold only steps and other code. */
function stepsOf(ctx: WalkContext, b: Builder, st: ts.Statement): Steps | undefined {
  if (ts.isExpressionStatement(st)) return stepOf(ctx, b, unwrap(st.expression));
  if (ts.isIfStatement(st)) {
    if (mentions(st.expression, b.name)) return undefined;
    const then = branchOf(ctx, b, st.thenStatement);
    const otherwise = st.elseStatement === undefined ? [] : branchOf(ctx, b, st.elseStatement);
    if (then === undefined || otherwise === undefined) return undefined;
    const test = toIR(ctx, st.expression, b.scope);
    if (b.list) return [{ spread: { k: "cond", test, then: { k: "arr", items: then as ArrEntry[] }, else: { k: "arr", items: otherwise as ArrEntry[] } } }];
    return [{ k: "cond", test, then: joined(then as Expr[]), else: joined(otherwise as Expr[]) }];
  }
  return undefined;
}

/** The steps of a branch: its statements that read the builder must be steps, and none may leave the body. */
function branchOf(ctx: WalkContext, b: Builder, branch: ts.Statement): Steps | undefined {
  const statements = ts.isBlock(branch) ? branch.statements : [branch];
  const out: (Expr | ArrEntry)[] = [];
  for (const st of statements) {
    if (leaves(st)) return undefined;
    if (!mentions(st, b.name)) continue;
    const steps = stepsOf(ctx, b, st);
    if (steps === undefined) return undefined;
    out.push(...steps);
  }
  return out;
}

/** `x.push(a, …more)` of a list, `x += a` of a text. */
function stepOf(ctx: WalkContext, b: Builder, e: ts.Expression): Steps | undefined {
  if (b.list && ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && isName(e.expression.expression, b.name) && textOf(e.expression.name) === "push") {
    if (e.arguments.some((a) => mentions(a, b.name))) return undefined;
    b.calls.push(e);
    return e.arguments.map((a) => (ts.isSpreadElement(a) ? { spread: toIR(ctx, a.expression, b.scope) } : toIR(ctx, a, b.scope)));
  }
  if (!b.list && ts.isBinaryExpression(e) && e.operatorToken.kind === K.PlusEqualsToken && isName(e.left, b.name) && !mentions(e.right, b.name)) {
    return [toIR(ctx, e.right, b.scope)];
  }
  return undefined;
}

/** The parts a text branch adds, as one value ("" for none). */
function joined(parts: Expr[]): Expr {
  if (parts.length === 0) return { k: "lit", v: "" };
  return parts.length === 1 ? parts[0] : { k: "cat", parts: [{ k: "lit", v: "" }, ...parts] };
}

function isName(e: ts.Expression, name: string): boolean {
  const bare = unwrap(e);
  return ts.isIdentifier(bare) && textOf(bare) === name;
}

/** Does the code name `name` anywhere (a property `o.name` too: reading more than needed only stops a fold)? */
function mentions(node: ts.Node, name: string): boolean {
  return someNode(node, (n) => ts.isIdentifier(n) && textOf(n) === name);
}

/** A `return`, `throw`, `break` or `continue` outside a nested function. */
function leaves(node: ts.Node): boolean {
  return someNode(node, (n) => ts.isReturnStatement(n) || ts.isThrowStatement(n) || ts.isBreakStatement(n) || ts.isContinueStatement(n), (n) => !ts.isFunctionLike(n));
}

/** An assignment to `name` (`=`, `+=`, …, `++`) anywhere in the code, nested functions included. */
function assigns(node: ts.Node, name: string): boolean {
  return someNode(node, (n) => (ts.isBinaryExpression(n) && isAssignment(n.operatorToken.kind) && isName(n.left, name)) || (isIncrement(n) && isName(n.operand, name)));
}
