// Scopes: the module and each function, with their parameters, const bindings and returned expression, created
// on first sight (by an expression or by the walk). The walk's scope visitors live here too: a function's body is
// walked in its own scope, return statements are counted, and a loop variable is bound like a parameter.
import { ts } from "ts-morph";
import type { Expr, ObjEntry, Scope } from "../facts.js";
import { own } from "../../text/own.js";
import { boundNames, hasDefault, hasExport, hasModifier, isAssignment, isProjectSpecifier, propertyKey, textOf, unwrap } from "../syntax.js";
import { blockName, MAX_NESTING, noteTooDeep, TOO_DEEP_REASON, type WalkContext } from "./context.js";
import { branchesOf } from "./branches.js";
import { foldBuilders } from "./builders.js";
import { toIR } from "./expressions.js";
import { noteMade } from "./provenance.js";
import { declareReturnedElements } from "./typed.js";
import { guardsOf, walkIfInLoop, walkSwitchInLoop } from "./loops.js";
import { recordExport, recordImport } from "./module-syntax.js";

/** The scope of a function node, created on first sight (by toIR or by the walk, whichever comes first). */
export function scopeOf(ctx: WalkContext, fn: ts.FunctionLikeDeclaration, parent: number): number {
  const known = ctx.fnScopes.get(fn);
  if (known !== undefined) return known;
  const id = ctx.facts.scopes.length;
  ctx.fnScopes.set(fn, id);
  const name = fn.name && ts.isIdentifier(fn.name) ? textOf(fn.name) : "";
  const scope: Scope = {
    parent,
    name,
    params: fn.parameters.map((p, i) => (p.dotDotDotToken ? null : ts.isIdentifier(p.name) ? textOf(p.name) : `#${i}`)),
    bindings: new Map(),
  };
  ctx.facts.scopes.push(scope);
  const names = new Set<string>();
  for (const p of scope.params) if (p) names.add(p);
  ctx.declared.push(names);
  // Past the nesting budget its bindings are not collected: what it returns is unknown, and the file says so.
  if (ctx.depth >= MAX_NESTING) {
    scope.returns = { k: "unknown", reason: TOO_DEEP_REASON };
    noteTooDeep(ctx, fn);
    return id;
  }
  ctx.depth++;
  // Its consts are read as its body reads them, `this` included (`const t = tool({ description: \`… ${this.limit}\` })`).
  const ownThis = enterThis(ctx, fn);
  // `({ name, description }) => …` or `([name, tool]) => …`: the parameter is `#i`, and each name it binds a property
  // or an element of it. The names of a rest parameter (`...args`) are known per call only, as a parameter is.
  fn.parameters.forEach((p, i) => {
    if (scope.params[i] === `#${i}`) bindPattern(ctx, p.name as ts.BindingPattern, { k: "id", name: `#${i}`, scope: id }, id, scope.bindings, names);
    else if (scope.params[i] === null) {
      for (const n of boundNames(p.name)) {
        names.add(n);
        scope.bindings.set(n, { k: "unknown", reason: `\`${n}\` is bound by a parameter of \`${name || "an anonymous function"}\``, param: true });
      }
    }
  });
  const body = fn.body;
  if (body && !ts.isBlock(body)) {
    scope.returns = toIR(ctx, body, id);
  } else if (body) {
    collectBindings(ctx, body.statements, id);
    foldBuilders(ctx, body.statements, id);
    const returns = body.statements.filter(ts.isReturnStatement);
    if (returns.length === 1 && returns[0].expression) scope.returns = toIR(ctx, returns[0].expression, id);
  }
  if (ownThis) ctx.thisOwners.pop();
  ctx.depth--;
  return id;
}

/**
 * A function other than an arrow function has its own `this`: a class's method that of its class, any other none
 * known (this-fields.ts). Pushed while its body is read; true when pushed (the caller pops).
 */
function enterThis(ctx: WalkContext, fn: ts.FunctionLikeDeclaration): boolean {
  if (ts.isArrowFunction(fn)) return false;
  const cls = ctx.memberClasses.get(fn);
  ctx.thisOwners.push(cls === undefined ? undefined : { cls, method: fn });
  return true;
}

/** Record the const bindings and function declarations directly in a module or function body. */
export function collectBindings(ctx: WalkContext, statements: ts.NodeArray<ts.Statement>, scope: number) {
  const bindings = ctx.facts.scopes[scope].bindings;
  const names = ctx.declared[scope];
  for (const st of statements) {
    if (ts.isVariableStatement(st)) {
      const isConst = (st.declarationList.flags & ts.NodeFlags.Const) !== 0;
      if (!ctx.deferred) for (const d of st.declarationList.declarations) bindVariable(ctx, d, isConst, scope, bindings, names);
      if (scope === 0 && hasExport(st)) {
        for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) ctx.facts.exports.set(textOf(d.name), { local: textOf(d.name) });
      }
    } else if (ts.isFunctionDeclaration(st) && st.name) {
      const name = textOf(st.name);
      names.add(name);
      if (!ctx.deferred) bindings.set(name, { k: "fn", scope: scopeOf(ctx, st, scope) });
      if (scope === 0 && hasExport(st)) ctx.facts.exports.set(hasDefault(st) ? "default" : name, { local: name });
    } else if (ts.isFunctionDeclaration(st) && scope === 0 && hasDefault(st)) {
      if (!ctx.deferred) bindings.set("default", { k: "fn", scope: scopeOf(ctx, st, scope) });
      ctx.facts.exports.set("default", { local: "default" });
    } else if (ts.isClassDeclaration(st) && st.name) {
      const name = textOf(st.name);
      names.add(name);
      bindings.set(name, { k: "unknown", reason: `\`${name}\` is a class` });
      if (scope === 0 && hasExport(st)) ctx.facts.exports.set(hasDefault(st) ? "default" : name, { local: name });
    } else if (scope === 0 && ts.isImportDeclaration(st)) {
      for (const local of recordImport(ctx.facts, st)) names.add(local);
    } else if (scope === 0 && ts.isExportDeclaration(st)) {
      recordExport(ctx.facts, st);
    } else if (scope === 0 && ts.isExportAssignment(st) && !st.isExportEquals) {
      if (!ctx.deferred) bindings.set("default", toIR(ctx, st.expression, 0));
      ctx.facts.exports.set("default", { local: "default" });
    } else if (ts.isEnumDeclaration(st)) {
      const name = textOf(st.name);
      names.add(name);
      const ambient = hasModifier(st, ts.SyntaxKind.DeclareKeyword);
      bindings.set(name, ctx.deferred || ambient ? { k: "unknown", reason: `\`${name}\` is an ${ambient ? "ambient " : ""}enum` } : enumObject(ctx, st, scope));
      if (scope === 0 && hasExport(st)) ctx.facts.exports.set(name, { local: name });
    }
  }
}

/**
 * An enum as the object it compiles to: each member's value, a literal or an expression, or the number after the
 * previous member's when it has no initializer (`enum Tool { Get = "get_user" }`: `Tool.Get` is "get_user").
 */
function enumObject(ctx: WalkContext, st: ts.EnumDeclaration, scope: number): Expr {
  const props: ObjEntry[] = [];
  let next: number | undefined = 0;
  for (const member of st.members) {
    const key = propertyKey(member.name);
    if (key === undefined) return { k: "unknown", reason: `\`${textOf(st.name)}\` is an enum with a computed member` };
    let value: Expr;
    if (member.initializer) {
      value = toIR(ctx, member.initializer, scope);
      next = value.k === "lit" && typeof value.v === "number" ? value.v + 1 : undefined;
    } else {
      value = next === undefined ? { k: "unknown", reason: `the value of \`${textOf(st.name)}.${key}\` follows a member that is not a number` } : { k: "lit", v: next };
      if (next !== undefined) next += 1;
    }
    props.push({ key, value });
  }
  return { k: "obj", props };
}

/**
 * `await import("./tools/index.js")` with a literal specifier: the module's namespace, as `import * as` gives it. It is
 * recorded as an import of the file under a name no source can write (`#import ./tools/index.js`), which the const
 * reads; a specifier built at run time stays unknown ("a module loaded at run time").
 */
function dynamicImport(ctx: WalkContext, initializer: ts.Expression): Expr | undefined {
  const e = unwrap(initializer);
  if (!ts.isAwaitExpression(e)) return undefined;
  const call = unwrap(e.expression);
  if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const spec = call.arguments[0];
  if (spec === undefined || !ts.isStringLiteralLike(spec)) return undefined;
  const local = `#import ${spec.text}`;
  ctx.facts.imports.set(local, { from: spec.text, name: "*" });
  return { k: "id", name: local, scope: 0 };
}

function bindVariable(
  ctx: WalkContext,
  d: ts.VariableDeclaration,
  isConst: boolean,
  scope: number,
  bindings: Map<string, Expr>,
  names: Set<string>,
): void {
  const loaded = isConst && d.initializer ? dynamicImport(ctx, d.initializer) : undefined;
  if (ts.isIdentifier(d.name)) {
    const name = textOf(d.name);
    names.add(name);
    const value: Expr = !isConst
      ? { k: "unknown", reason: `\`${name}\` is a \`let\`/\`var\` variable, not a const` }
      : (loaded ?? (d.initializer ? toIR(ctx, d.initializer, scope) : { k: "lit", v: undefined }));
    // `const listFiles = (…) => …`: the function is called by its const's name (in messages, and for what it declares).
    if (value.k === "fn" && ctx.facts.scopes[value.scope].name === "") ctx.facts.scopes[value.scope].name = name;
    if (scope === 0 && d.initializer) noteMade(ctx, name, d.initializer);
    bindings.set(name, value);
    return;
  }
  // `const { a, b: c } = obj` binds each name to a property of the initializer, `const [a, b] = list` to an element.
  if (d.initializer) {
    const source = isConst ? (loaded ?? toIR(ctx, d.initializer, scope)) : ({ k: "unknown", reason: "a `let` destructuring" } as Expr);
    bindPattern(ctx, d.name, source, scope, bindings, names);
    return;
  }
  for (const n of boundNames(d.name)) {
    names.add(n);
    bindings.set(n, { k: "unknown", reason: `\`${n}\` is bound by a destructuring without a value` });
  }
}

/**
 * Each name `{ a, b: c = "…", ...rest }` binds, as a property of `source` (with its default); `rest` is `source`
 * without the keys named before it.
 */
function bindPattern(ctx: WalkContext, pattern: ts.BindingPattern, source: Expr, scope: number, bindings: Map<string, Expr>, names: Set<string>): void {
  if (ts.isArrayBindingPattern(pattern)) return bindArrayPattern(ctx, pattern, source, scope, bindings, names);
  const taken: (string | undefined)[] = [];
  for (const el of pattern.elements) {
    if (!ts.isIdentifier(el.name)) continue;
    const name = textOf(el.name);
    names.add(name);
    const key = el.propertyName ? propertyKey(el.propertyName) : name;
    if (!el.dotDotDotToken) taken.push(key);
    const read: Expr = el.dotDotDotToken
      ? restOf(source, taken)
      : key === undefined
        ? { k: "unknown", reason: "a computed destructuring" }
        : { k: "prop", obj: source, name: key };
    // `const { description = "Look up …" } = options`: the default when the property is absent (`??` also
    // takes it for null, which a tool's options do not pass).
    bindings.set(name, el.initializer && !el.dotDotDotToken ? { k: "bin", op: "??", l: read, r: toIR(ctx, el.initializer, scope) } : read);
  }
}

/**
 * `[name, tool]` of `Object.entries(TOOLS)` (a loop's variable, a callback's parameter, a const): each name is the
 * element at its position, with its default; a nested pattern (`[key, { config }]`) reads that element. A rest
 * element is not followed (unknown).
 */
function bindArrayPattern(ctx: WalkContext, pattern: ts.ArrayBindingPattern, source: Expr, scope: number, bindings: Map<string, Expr>, names: Set<string>): void {
  pattern.elements.forEach((el, i) => {
    if (ts.isOmittedExpression(el)) return;
    if (el.dotDotDotToken) {
      for (const name of boundNames(el.name)) {
        names.add(name);
        bindings.set(name, { k: "unknown", reason: `\`${name}\` is bound by the rest of an array destructuring` });
      }
      return;
    }
    const at: Expr = { k: "prop", obj: source, name: String(i) };
    const read: Expr = el.initializer ? { k: "bin", op: "??", l: at, r: toIR(ctx, el.initializer, scope) } : at;
    if (!ts.isIdentifier(el.name)) return bindPattern(ctx, el.name, read, scope, bindings, names);
    const name = textOf(el.name);
    names.add(name);
    bindings.set(name, read);
  });
}

/** `{ a, ...rest } = source`: rest is source's own keys but those taken, as a spread with them set undefined. */
function restOf(source: Expr, taken: readonly (string | undefined)[]): Expr {
  if (taken.some((key) => key === undefined)) return { k: "unknown", reason: "a rest after a computed destructuring" };
  return { k: "obj", props: [{ spread: source }, ...taken.map((key) => ({ key: key!, value: { k: "lit", v: undefined } as Expr }))] };
}

/** Is `name` bound in `scope` or an enclosing scope (a project function or import we may resolve)? */
export function isDeclared(ctx: WalkContext, name: string, scope: number): boolean {
  for (let s = scope; s >= 0; s = ctx.facts.scopes[s].parent) if (ctx.declared[s].has(name)) return true;
  return false;
}

export function isPackageImport(ctx: WalkContext, name: string, scope: number): boolean {
  for (let s = scope; s > 0; s = ctx.facts.scopes[s].parent) if (ctx.declared[s].has(name)) return false;
  const from = ctx.facts.imports.get(name)?.from;
  return from !== undefined && !isProjectSpecifier(from, ctx.aliases);
}

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
  if (loop === undefined || ctx.deferred) return false;
  if (ts.isIfStatement(node)) walkIfInLoop(ctx, node, scope, (loop.within ??= []));
  else if (ts.isSwitchStatement(node)) walkSwitchInLoop(ctx, node, scope, (loop.within ??= []));
  else return false;
  return true;
}

/** `return …;`: counted, so that a function with more than one has no single returned expression. */
export function countReturn(ctx: WalkContext, _node: ts.Node, scope: number): boolean {
  ctx.returnCounts.set(scope, (ctx.returnCounts.get(scope) ?? 0) + 1);
  return false;
}

/** A function, method, constructor or accessor: its body is walked in its own scope. */
export function visitFunction(ctx: WalkContext, node: ts.Node, scope: number): boolean {
  const fn = node as ts.FunctionLikeDeclaration;
  if (!fn.body) return true;
  const loop = ctx.loopCallbacks.get(node);
  const inner = scopeOf(ctx, fn, scope);
  const ownThis = enterThis(ctx, fn);
  if (loop) ctx.loops.push({ ...loop, guards: guardsOf(ctx, fn.body, ts.SyntaxKind.ReturnStatement, inner) });
  declareReturnedElements(ctx, fn, inner);
  ctx.walk.visit(ctx, fn.body, inner);
  if (loop) ctx.loops.pop();
  // A body with returns but no single one (`if (…) return a; return b;`): what its branches return. With one
  // returned expression and other returns besides, extract drops that expression once the walk has counted them.
  const returns = ctx.returnCounts.get(inner) ?? 0;
  const made = ctx.facts.scopes[inner];
  // An async function or a generator returns a promise or an iterator, not what its branches return.
  const plain = fn.asteriskToken === undefined && !hasModifier(fn, ts.SyntaxKind.AsyncKeyword);
  if (ts.isBlock(fn.body) && plain && returns > 0 && (returns > 1 || made.returns === undefined) && !ctx.deferred) made.branches = branchesOf(ctx, fn.body, inner);
  if (ownThis) ctx.thisOwners.pop();
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
  if (ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) unbind(ctx, accessRoot(ctx, left), scope, "an assignment", key);
  return false;
}

/** The name at the root of `a.b[c].d`. */
function accessRoot(ctx: WalkContext, e: ts.Expression): string | undefined {
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) ? blockName(ctx, e, e.text) : undefined;
}

/**
 * A const array or object changed after it is declared is unknown from then on; `name.key = …` (`key`) of an object
 * changes only that key (a later entry wins a lookup), the others are still as written.
 */
function unbind(ctx: WalkContext, name: string | undefined, scope: number, how: string, key?: string): void {
  if (name === undefined || ctx.deferred) return;
  const shown = name.replace(/#\d+$/, ""); // a block's own const (collectBlockConsts) as it is written
  for (let s = scope; s >= 0; s = ctx.facts.scopes[s].parent) {
    const bindings = ctx.facts.scopes[s].bindings;
    const bound = bindings.get(name);
    if (bound === undefined) continue;
    if (bound.k === "obj" && key !== undefined) {
      const value: Expr = { k: "unknown", reason: `\`${own(shown)}.${own(key)}\` is assigned after it is declared` };
      bindings.set(name, { ...bound, props: [...bound.props, { key: own(key), value }] });
    } else if (bound.k === "arr" || bound.k === "obj") bindings.set(name, { k: "unknown", reason: `\`${own(shown)}\` is changed after it is declared (${how})` });
    return;
  }
}
