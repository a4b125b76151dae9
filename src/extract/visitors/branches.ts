// What a function body that returns from branches returns (`if (kind === "a") return "Read."; return "Write.";`, a
// `switch` whose cases return), as steps the evaluator follows with the call's arguments (facts.ts `Branches`).
// Consts and declarations are bound elsewhere (scopes.ts) and change nothing a return reads; any other statement the
// body runs on the way (a loop, a call, an assignment, a `throw`) is where the value stops being known, and says so.
import { ts } from "ts-morph";
import type { Branch, Branches } from "../facts.js";
import { own } from "../../text/own.js";
import { isAssignment, isIncrement } from "../syntax.js";
import { MAX_NESTING, TOO_DEEP_REASON, type WalkContext } from "./context.js";
import { toIR } from "./expressions.js";

/** The longest condition quoted in a reason; a longer one is cut with an ellipsis. */
const MAX_WRITTEN = 80;

/** The branches of `body`, a function's block: one that falls off its end returns undefined. */
export function branchesOf(ctx: WalkContext, body: ts.Block, scope: number): Branches {
  const steps: Branch[] = [{ returns: { k: "lit", v: undefined } }];
  const builder = new Builder(ctx, steps, scope);
  return { start: builder.sequence(body.statements, 0, undefined), steps };
}

class Builder {
  constructor(
    private readonly ctx: WalkContext,
    private readonly steps: Branch[],
    private readonly scope: number,
  ) {}

  /**
   * The step that runs `statements`, when what follows them is step `next` and a `break` leaves to step `exit` (the
   * end of the `switch` they are in). Built from the last statement back: a long body is a loop, not a recursion.
   */
  sequence(statements: readonly ts.Statement[], next: number, exit: number | undefined): number {
    let rest = next;
    for (let i = statements.length - 1; i >= 0; i--) rest = this.statement(statements[i], rest, exit);
    return rest;
  }

  private add(step: Branch): number {
    this.steps.push(step);
    return this.steps.length - 1;
  }

  /** One statement, then step `rest`: nested `if`s and `switch`es count against the nesting budget. */
  private statement(st: ts.Statement, rest: number, exit: number | undefined): number {
    if (ts.isReturnStatement(st)) return this.add({ returns: st.expression ? toIR(this.ctx, st.expression, this.scope) : { k: "lit", v: undefined } });
    if (passive(st)) return rest;
    if (ts.isBreakStatement(st) && st.label === undefined && exit !== undefined) return exit;
    if (!ts.isIfStatement(st) && !ts.isSwitchStatement(st)) return this.add({ stops: effect(st) });
    if (this.ctx.depth >= MAX_NESTING) return this.add({ returns: { k: "unknown", reason: TOO_DEEP_REASON } });
    this.ctx.depth++;
    try {
      if (ts.isSwitchStatement(st)) return this.switchOf(st, rest);
      const then = this.branch(st.thenStatement, rest, exit);
      const otherwise = st.elseStatement ? this.branch(st.elseStatement, rest, exit) : rest;
      return this.add({ test: toIR(this.ctx, st.expression, this.scope), written: written(this.ctx, st.expression), then, else: otherwise });
    } finally {
      this.ctx.depth--;
    }
  }

  private branch(st: ts.Statement, rest: number, exit: number | undefined): number {
    return ts.isBlock(st) ? this.sequence(st.statements, rest, exit) : this.statement(st, rest, exit);
  }

  /**
   * `switch (s) { case a: …; case b: …; default: … }`: the first case whose value `s` is (`===`), else the default,
   * else what follows the switch. A case's statements run on into the next case's until a `return` or a `break`.
   */
  private switchOf(st: ts.SwitchStatement, rest: number): number {
    const clauses = st.caseBlock.clauses;
    const bodies: number[] = [];
    let next = rest;
    for (let i = clauses.length - 1; i >= 0; i--) bodies[i] = next = this.sequence(clauses[i].statements, next, rest);
    const subject = written(this.ctx, st.expression);
    const fallback = clauses.findIndex(ts.isDefaultClause);
    let chosen = fallback >= 0 ? bodies[fallback] : rest;
    for (let i = clauses.length - 1; i >= 0; i--) {
      const clause = clauses[i];
      if (!ts.isCaseClause(clause)) continue;
      const test = { k: "bin", op: "===", l: toIR(this.ctx, st.expression, this.scope), r: toIR(this.ctx, clause.expression, this.scope) } as const;
      chosen = this.add({ test, written: `${subject} === ${written(this.ctx, clause.expression)}`, then: bodies[i], else: chosen });
    }
    return chosen;
  }
}

/** Statements that change nothing a return reads: bindings (read by scopes.ts), declarations, a directive. */
function passive(st: ts.Statement): boolean {
  return (
    ts.isVariableStatement(st) ||
    ts.isFunctionDeclaration(st) ||
    ts.isClassDeclaration(st) ||
    ts.isInterfaceDeclaration(st) ||
    ts.isTypeAliasDeclaration(st) ||
    ts.isEnumDeclaration(st) ||
    ts.isEmptyStatement(st) ||
    (ts.isExpressionStatement(st) && ts.isStringLiteral(st.expression))
  );
}

/** What a statement the branches do not follow does, completing "a call of `f()`, …". */
function effect(st: ts.Statement): string {
  if (ts.isThrowStatement(st)) return "which throws where its conditions lead";
  const what =
    ts.isForStatement(st) || ts.isForOfStatement(st) || ts.isForInStatement(st) || ts.isWhileStatement(st) || ts.isDoStatement(st)
      ? "runs a loop"
      : ts.isTryStatement(st)
        ? "runs a `try` statement"
        : ts.isExpressionStatement(st)
          ? expressionEffect(st.expression)
          : "runs a statement summarylint does not follow";
  return `whose body ${what} before it returns`;
}

function expressionEffect(e: ts.Expression): string {
  while (ts.isParenthesizedExpression(e) || ts.isAwaitExpression(e) || ts.isVoidExpression(e)) e = e.expression;
  if (ts.isCallExpression(e) || ts.isNewExpression(e)) return "makes a call";
  const assigns =
    (ts.isBinaryExpression(e) && isAssignment(e.operatorToken.kind)) ||
    isIncrement(e) ||
    ts.isDeleteExpression(e);
  return assigns ? "changes a value" : "evaluates an expression";
}

/** An expression as written, on one line, cut at MAX_WRITTEN characters. */
function written(ctx: WalkContext, e: ts.Expression): string {
  const text = e.getText(ctx.sf).replace(/\s+/g, " ");
  return own(text.length > MAX_WRITTEN ? `${text.slice(0, MAX_WRITTEN - 1)}…` : text);
}
