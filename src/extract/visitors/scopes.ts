// Scopes: the module and each function, with their parameters, const bindings and returned expression, created
// on first sight (by an expression or by the walk). The walk's scope visitors live here too: a function's body is
// walked in its own scope and its return statements are counted. What a const or a destructuring binds is read by
// bindings.ts, the consts of blocks and loops by blocks.ts, and a const changed after it is declared by mutations.ts.
import { ts } from "ts-morph";
import type { Expr, ObjEntry, Scope } from "../facts.js";
import { boundNames, hasDefault, hasExport, hasModifier, isProjectSpecifier, propertyKey, textOf } from "../syntax.js";
import { MAX_NESTING, noteTooDeep, TOO_DEEP_REASON, type WalkContext } from "./context.js";
import { bindPattern, bindVariable } from "./bindings.js";
import { branchesOf } from "./branches.js";
import { foldBuilders } from "./builders.js";
import { toIR } from "./expressions.js";
import { declareReturnedElements } from "./typed.js";
import { guardsOf } from "./loops.js";
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
