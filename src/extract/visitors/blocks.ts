// The bindings of blocks and loops, in the scope of their function (which has no block scopes): a loop's variables,
// like parameters known per element; the consts of a loop's body and of an if, try, switch or while block, a name
// bound again in another block under a name of its own; and the walk's visitors of branches and loops.
import { ts } from "ts-morph";
import type { Expr } from "../facts.js";
import { boundNames, textOf } from "../syntax.js";
import type { WalkContext } from "./context.js";
import { bindPattern, bindVariable } from "./bindings.js";
import { toIR } from "./expressions.js";
import { walkFunctionBranches } from "./function-branches.js";
import { guardsOf, walkIfInLoop, walkSwitchInLoop } from "./loops.js";

/**
 * `for (const tool of tools) server.registerTool(tool.name, …)` registers definitions declared elsewhere, one
 * per element: the loop variable is known only per iteration, like a parameter, so a declaration built from it
 * is a template (the definitions themselves are the items).
 */
function bindLoopVariables(ctx: WalkContext, init: ts.ForInitializer, scope: number) {
  if (!ts.isVariableDeclarationList(init)) return;
  const bindings = ctx.facts.scopes[scope].bindings;
  for (const d of init.declarations) {
    for (const n of boundNames(d.name)) {
      if (bindings.has(n)) continue;
      ctx.declared[scope].add(n);
      bindings.set(n, { k: "unknown", reason: `\`${n}\` is a loop variable`, param: true });
    }
  }
}

/** How many blocks may bind one name again, each its own (collectBlockConsts). */
const MAX_BLOCKS_PER_NAME = 64;

/**
 * The consts of a loop's body (`for (const tool of tools) { const def = { name: tool.name, … }; register(def) }`),
 * bound in the function's scope, which has no block scopes. A name the scope already binds (in the function, or in
 * another block: `case "read": { const text = …; } case "write": { const text = …; }`) is bound again under a name
 * of this block (`text#<position>`), which toIR reads for the identifiers written inside it (blockName).
 */
function collectBlockConsts(ctx: WalkContext, statements: ts.NodeArray<ts.Statement>, scope: number) {
  if (ctx.deferred) return;
  const bindings = ctx.facts.scopes[scope].bindings;
  for (const st of statements) {
    if (!ts.isVariableStatement(st) || (st.declarationList.flags & ts.NodeFlags.Const) === 0) continue;
    for (const d of st.declarationList.declarations) {
      // `const { name, description } = definition;` binds each name it destructures, as in a function's body.
      const twice = boundNames(d.name).some((name) => bindings.has(name));
      if (!twice) {
        bindVariable(ctx, d, true, scope, bindings, ctx.declared[scope]);
        continue;
      }
      const own = new Map<string, Expr>();
      bindVariable(ctx, d, true, scope, own, ctx.declared[scope]);
      for (const [name, value] of own) {
        // Each identifier of the name looks through the blocks that bind it again (blockName): past a bound, a
        // generated file's thousands of cases would make that quadratic, so the name is unknown there instead.
        if ((ctx.blockNames.get(name)?.length ?? 0) >= MAX_BLOCKS_PER_NAME) {
          bindings.set(name, { k: "unknown", reason: `\`${name}\` is bound in more than ${MAX_BLOCKS_PER_NAME} blocks` });
          continue;
        }
        const renamed = `${name}#${statements.pos}`;
        bindings.set(renamed, value);
        const list = ctx.blockNames.get(name) ?? [];
        list.push({ pos: statements.pos, end: statements.end, renamed });
        ctx.blockNames.set(name, list);
      }
    }
  }
}

/**
 * The consts of an `if`, `else`, `try`, `catch`, `finally`, `case`, `while`, `do` or `for (;;)` block, bound in the function's scope as a loop
 * body's are (collectBlockConsts): `if (!args) { const name = "…"; … }` reads its const, not "not defined".
 */
export function visitBranches(ctx: WalkContext, node: ts.Node, scope: number): boolean {
  const blocks: ts.Node[] = [];
  if (ts.isIfStatement(node)) blocks.push(node.thenStatement, ...(node.elseStatement ? [node.elseStatement] : []));
  else if (ts.isTryStatement(node)) blocks.push(node.tryBlock, ...(node.catchClause ? [node.catchClause.block] : []), ...(node.finallyBlock ? [node.finallyBlock] : []));
  else if (ts.isSwitchStatement(node)) {
    for (const clause of node.caseBlock.clauses) {
      collectBlockConsts(ctx, clause.statements, scope);
      // `case "read": { const text = …; }`: the case's own block.
      for (const st of clause.statements) if (ts.isBlock(st)) blocks.push(st);
    }
  }
  else if (ts.isWhileStatement(node) || ts.isDoStatement(node) || ts.isForStatement(node)) blocks.push(node.statement);
  for (const b of blocks) if (ts.isBlock(b)) collectBlockConsts(ctx, b.statements, scope);
  const loop = ctx.loops.at(-1);
  if (loop === undefined) return walkFunctionBranches(ctx, node, scope);
  if (ctx.deferred) return false;
  if (ts.isIfStatement(node)) walkIfInLoop(ctx, node, scope, (loop.within ??= []));
  else if (ts.isSwitchStatement(node)) walkSwitchInLoop(ctx, node, scope, (loop.within ??= []));
  else return false;
  return true;
}

/**
 * `for (const x of …)` / `for (const k in …)`: the loop variables are bound, then the loop is walked. The body of
 * `for (const tool of list)` is walked as a loop over `list` (a declaration there declares once per element).
 */
export function visitLoop(ctx: WalkContext, node: ts.Node, scope: number): boolean {
  const loop = node as ts.ForOfStatement;
  const list = loop.initializer;
  const name = ts.isForOfStatement(node) && ts.isVariableDeclarationList(list) && list.declarations.length === 1 ? list.declarations[0].name : undefined;
  // `for (const { name, config } of list)`: the element is `#of<position>`, each name a property of it.
  const variable = name === undefined ? undefined : ts.isIdentifier(name) ? textOf(name) : `#of${node.pos}`;
  if (variable !== undefined && name !== undefined && !ts.isIdentifier(name)) {
    const bindings = ctx.facts.scopes[scope].bindings;
    bindings.set(variable, { k: "unknown", reason: "a loop variable", param: true });
    bindPattern(ctx, name, { k: "id", name: variable, scope }, scope, bindings, ctx.declared[scope]);
  } else bindLoopVariables(ctx, loop.initializer, scope);
  if (variable === undefined) return false;
  ctx.walk.visit(ctx, loop.expression, scope);
  if (ts.isBlock(loop.statement)) collectBlockConsts(ctx, loop.statement.statements, scope);
  ctx.loops.push({ variable, of: toIR(ctx, loop.expression, scope), guards: guardsOf(ctx, loop.statement, ts.SyntaxKind.ContinueStatement, scope) });
  ctx.walk.visit(ctx, loop.statement, scope);
  ctx.loops.pop();
  return true;
}
