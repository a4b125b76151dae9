// A declaration in a loop over a list the resolver cannot enumerate (modules imported by a path, a loader's result,
// a list given at run time) whose name and text come from the element: `for (const d of await loadTools())
// server.registerTool(d.name, d.description, …)`, or an adapter that wraps every action of such a list. It declares
// one tool per element, where the elements are declared, if in the project at all; named after the function it sits
// in, it would be a tool nobody declared. The resolver counts it as a limit (`stats`) instead of an item.
import { forEachChild } from "../extract/prune.js";
import type { Decl, Expr, FileFacts } from "../extract/facts.js";
import type { Env, Value } from "./values.js";

/** Expressions visited, at most, per field read (the consts they name followed once each). */
const READ_BUDGET = 256;

/**
 * Whether the declaration is one tool per element of a list not known statically: in a loop, its element not bound
 * (the list was not enumerated), its text unknown and its name unknown or not written (a tool a map's key names), at
 * least one of them read from the element, and nothing else naming it (a key, a variable, a tool set's key, the
 * variable a factory's call is assigned to).
 */
export function perRunTimeElement(facts: FileFacts, decl: Decl, env: Env, named: { value: Value; expr?: Expr }, text: { value: Value; expr?: Expr }, otherName: boolean): boolean {
  const loop = decl.loop;
  if (loop === undefined || otherName || env.params.has(loop.variable) || text.value.t !== "unknown") return false;
  if (named.expr !== undefined && named.value.t !== "unknown") return false;
  return [named.expr, text.expr].some((e) => e !== undefined && readsElement(facts, e, loop.variable));
}

/**
 * Whether `e` reads the loop's variable, itself or through the consts that bind what it reads (`const descriptor =
 * (await import(path)).default` in the loop's body, `const action = ACTIONS[key]`).
 */
function readsElement(facts: FileFacts, e: Expr, variable: string): boolean {
  const stack: Expr[] = [e];
  const seen = new Set<string>();
  let budget = READ_BUDGET;
  while (stack.length > 0 && budget-- > 0) {
    const next = stack.pop()!;
    if (next.k !== "id") {
      forEachChild(next, (child) => void stack.push(child));
      continue;
    }
    if (next.name === variable) return true;
    for (let s = next.scope; s >= 0; s = s === 0 ? -1 : facts.scopes[s].parent) {
      const bound = facts.scopes[s].bindings.get(next.name);
      if (bound === undefined) continue;
      const key = `${s}:${next.name}`;
      if (!seen.has(key)) stack.push(bound);
      seen.add(key);
      break;
    }
  }
  return false;
}
