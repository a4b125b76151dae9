// The walk: one raw `ts.forEachChild` descent per file, which hands each node to the visitor of its kind. A
// visitor that returns true has walked the node's children itself (in a new scope, with a variable name or
// property key, or as inside a declaration); otherwise the walk descends into them in the same scope. The walk
// imports its visitors; they call back into it through the context it makes (context.ts `Walk`), never import it.
import { ts } from "ts-morph";
import type { FileFacts } from "../facts.js";
import type { MatcherSet } from "../matchers.js";
import { K } from "../syntax.js";
import { visitCallExpression, visitNewExpression } from "./calls.js";
import { visitClassLike } from "./classes.js";
import { createContext, MAX_NESTING, noteTooDeep, type Walk, type WalkContext } from "./context.js";
import { foldBuilders } from "./builders.js";
import { visitArrayLiteral, visitObjectLiteral, visitPropertyAssignment } from "./objects.js";
import { collectBindings, countReturn, scopeOf, visitFunction } from "./scopes.js";
import { visitBranches, visitLoop } from "./blocks.js";
import { visitAssignment } from "./mutations.js";
import { visitVariableDeclaration } from "./typed.js";
import { declareToolModule } from "./tool-modules.js";
import { walkFunctionBranches } from "./function-branches.js";

/**
 * A visitor of one kind of node: `variable` is the name of the variable the node is assigned to, `key` the key of
 * the property whose value it is (both name what a declaration or factory call is bound to).
 */
export type Visitor = (ctx: WalkContext, node: ts.Node, scope: number, variable?: string, key?: string) => boolean;

/** `(x)`, `x as T`, `x satisfies T`: `tools: { weather: tool({…}) as Tool }` keeps its key and variable. */
function visitWrapped(ctx: WalkContext, node: ts.Node, scope: number, variable?: string, key?: string): boolean {
  visit(ctx, (node as ts.ParenthesizedExpression).expression, scope, variable, key);
  return true;
}

/** The visitors, by the node kinds they visit. */
const VISITORS: readonly [readonly ts.SyntaxKind[], Visitor][] = [
  [[K.ReturnStatement], countReturn],
  [[K.FunctionDeclaration, K.FunctionExpression, K.ArrowFunction, K.MethodDeclaration, K.Constructor, K.GetAccessor, K.SetAccessor], visitFunction],
  [[K.CallExpression], visitCallExpression],
  [[K.NewExpression], visitNewExpression],
  [[K.ArrayLiteralExpression], visitArrayLiteral],
  [[K.ObjectLiteralExpression], visitObjectLiteral],
  [[K.PropertyAssignment], visitPropertyAssignment],
  [[K.ClassDeclaration, K.ClassExpression], visitClassLike],
  [[K.VariableDeclaration], visitVariableDeclaration],
  [[K.ForOfStatement, K.ForInStatement], visitLoop],
  [[K.IfStatement, K.TryStatement, K.SwitchStatement, K.WhileStatement, K.DoStatement, K.ForStatement], visitBranches],
  [[K.BinaryExpression], visitAssignment],
  [[K.ParenthesizedExpression, K.AsExpression, K.SatisfiesExpression], visitWrapped],
  [[K.ConditionalExpression], walkFunctionBranches],
];

/** The visitor of each node kind, indexed by `node.kind` (one array read per node). */
const byKind: (Visitor | undefined)[] = [];
for (const [kinds, visitor] of VISITORS) for (const kind of kinds) byKind[kind] = visitor;

/** What the visitors call back into the walk with (context.ts `Walk`). */
const LENT: Walk = { visit, visitDeclared, scopeOf };

/**
 * Walk one parsed file: its module's bindings, imports and exports first (a hoisted declaration is known before its
 * first use), then, unless the file is deferred, each statement. Returns the context its visitors shared.
 */
export function walkFile(
  sf: ts.SourceFile,
  facts: FileFacts,
  set: MatcherSet,
  aliases: readonly string[],
  deferred: boolean,
  mayDeclare: boolean,
): WalkContext {
  const ctx = createContext(LENT, sf, facts, set, aliases, deferred, mayDeclare);
  collectBindings(ctx, sf.statements, 0);
  foldBuilders(ctx, sf.statements, 0);
  if (!deferred) for (const st of sf.statements) visit(ctx, st, 0);
  if (!deferred) declareToolModule(ctx);
  return ctx;
}

/** `node`, handed to the visitor of its kind; unless that visitor walked them, its children in the same scope. */
function visit(ctx: WalkContext, node: ts.Node, scope: number, variable?: string, key?: string): void {
  if (ctx.depth >= MAX_NESTING) return noteTooDeep(ctx, node);
  ctx.depth++;
  const visitor = byKind[node.kind];
  if (visitor === undefined || !visitor(ctx, node, scope, variable, key)) {
    if (node.kind === K.BinaryExpression) visitOperands(ctx, node as ts.BinaryExpression, scope);
    else ts.forEachChild(node, visitorFor(ctx, scope));
  }
  ctx.depth--;
}

/**
 * The operands of a binary expression whose visitor has run. A chain (`"a" + "b" + …`: 50,000 terms in a generated
 * file) nests as deep as it is long on its left, which the parser builds in a loop: so is it walked, each inner
 * operator's visitor first, then the innermost left operand, then the right operands in source order.
 */
function visitOperands(ctx: WalkContext, b: ts.BinaryExpression, scope: number): void {
  const rights: ts.Expression[] = [b.right];
  let left = b.left;
  const visitOperator = byKind[K.BinaryExpression];
  while (ts.isBinaryExpression(left) && !visitOperator?.(ctx, left, scope)) {
    rights.push(left.right);
    left = left.left;
  }
  if (!ts.isBinaryExpression(left)) visit(ctx, left, scope);
  for (let i = rights.length - 1; i >= 0; i--) visit(ctx, rights[i], scope);
}

/** The children of a matched declaration, walked with object matchers off (an object inside one is its data). */
function visitInsideDeclaration(ctx: WalkContext, node: ts.Node, scope: number): void {
  ctx.insideDeclaration++;
  ts.forEachChild(node, visitorFor(ctx, scope));
  ctx.insideDeclaration--;
}

/**
 * The children of the declaration `matcher` matched: a module's are walked as any code, since the tools it holds are
 * declarations of their own (docs/design.md#modules-and-skills); any other's as inside a declaration.
 */
function visitDeclared(ctx: WalkContext, node: ts.Node, scope: number, matcher: number): void {
  if (ctx.all[matcher].type === "module") ts.forEachChild(node, visitorFor(ctx, scope));
  else visitInsideDeclaration(ctx, node, scope);
}

/** One child visitor per scope, so the walk allocates no closure per node. */
function visitorFor(ctx: WalkContext, scope: number): (child: ts.Node) => void {
  return (ctx.childVisitors[scope] ??= (child: ts.Node) => visit(ctx, child, scope));
}
