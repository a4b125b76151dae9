// What no evaluation can read is dropped from a file's facts before they are kept: a const of a function that
// nothing recorded refers to (`const response = await fetch(…)` in a handler's body, used only by statements
// extract does not record). The resolver reaches a function's bindings only by looking up a name an expression
// it evaluates refers to, so a binding is kept when an expression that can be evaluated names it from its scope
// or a nested one. Expressions that can be evaluated: the declarations', the call sites', the tool sets', every
// function's returned expression or branches, and any binding written as a text a core prompt may be (module-core.ts
// reads those by iterating the bindings). The module's consts are all kept: other files import them.
import { spanOfText } from "./text-shapes.js";
import type { Expr, FileFacts, ObjEntry } from "./facts.js";

/** A class field (or the object its constructor hands `super`) that names a const of a nested function. */
function reachNested(entry: ObjEntry, reach: (e: Expr) => void): void {
  const value = "spread" in entry ? entry.spread : "value" in entry ? entry.value : undefined;
  if (value?.k === "id" && value.scope > 0) reach(value);
}

export function pruneBindings(facts: FileFacts): void {
  const { scopes } = facts;
  if (!scopes.some((scope, s) => s > 0 && scope.bindings.size > 0)) return;
  /** Per function scope, the names of the bindings kept. */
  const kept = scopes.map(() => new Set<string>());
  const seen = new Set<Expr>();
  const queue: Expr[] = [];
  const reach = (e: Expr): void => {
    if (seen.has(e)) return;
    seen.add(e);
    queue.push(e);
  };
  const keep = (scope: number, name: string): void => {
    const e = scopes[scope].bindings.get(name)!;
    kept[scope].add(name);
    reach(e);
  };
  // Only a function's consts are dropped, and only an expression written inside a function names one: what is
  // written at the module's level (most declarations, the module's consts) is not walked.
  for (const decl of facts.decls) {
    if (decl.scope === 0) {
      // A class's fields may name its constructor's consts (`super(toolInput)`, `this.description = text`).
      if (decl.arg.k === "obj") for (const entry of decl.arg.props) reachNested(entry, reach);
      continue;
    }
    reach(decl.arg);
    for (const e of Object.values(decl.positional ?? {})) reach(e);
    if (decl.loop) reach(decl.loop.of);
  }
  for (const call of facts.calls) {
    if (call.scope === 0) continue;
    reach(call.callee);
    call.args.forEach(reach);
  }
  for (const set of facts.toolSets ?? []) reach(set.value);
  for (let s = 1; s < scopes.length; s++) {
    const scope = scopes[s];
    if (scope.returns) reach(scope.returns);
    for (const step of scope.branches?.steps ?? []) {
      if ("test" in step) reach(step.test);
      else if ("returns" in step) reach(step.returns);
    }
    for (const [name, e] of scope.bindings) if (spanOfText(e) !== undefined) keep(s, name);
  }
  while (queue.length > 0) {
    const e = queue.pop()!;
    if (e.k === "id") {
      // The innermost function scope that binds the name (a parameter of the same name shadows nothing kept here:
      // keeping a binding too many is harmless).
      for (let s = e.scope; s > 0; s = scopes[s].parent) {
        if (!scopes[s].bindings.has(e.name)) continue;
        if (!kept[s].has(e.name)) keep(s, e.name);
        break;
      }
    } else forEachChild(e, reach);
  }
  for (let s = 1; s < scopes.length; s++) {
    const { bindings } = scopes[s];
    if (kept[s].size === bindings.size) continue;
    for (const name of bindings.keys()) if (!kept[s].has(name)) bindings.delete(name); // deleting while iterating a Map is safe
  }
}

/** Calls `f` on each expression `e` holds (a function is a leaf: its scope holds its body). */
export function forEachChild(e: Expr, f: (child: Expr) => void): void {
  switch (e.k) {
    case "tpl":
      for (const s of e.spans) f(s.e);
      return;
    case "bin":
      f(e.l);
      f(e.r);
      return;
    case "cat":
      e.parts.forEach(f);
      return;
    case "cond":
      f(e.test);
      f(e.then);
      f(e.else);
      return;
    case "prop":
      f(e.obj);
      return;
    case "elem":
      f(e.obj);
      f(e.key);
      return;
    case "typeof":
      f(e.e);
      return;
    case "obj":
      for (const p of e.props) {
        if ("spread" in p) f(p.spread);
        else if ("value" in p) f(p.value);
      }
      return;
    case "arr":
      for (const item of e.items) f("spread" in item ? item.spread : item);
      return;
    case "call":
      f(e.callee);
      e.args.forEach(f);
      return;
    case "unknown":
      if (e.from !== undefined) f(e.from);
      return;
    case "lit":
    case "id":
    case "fn":
      return;
  }
}
