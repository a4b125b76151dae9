// What a const binds: the value of its initializer (an awaited import's module namespace included), and each name a
// destructuring (`const { a, b: c = "…", ...rest } = obj`, `const [a, b] = list`) or a parameter's pattern binds, as a
// property or an element of what it destructures.
import { ts } from "ts-morph";
import type { Expr } from "../facts.js";
import { boundNames, propertyKey, textOf, unwrap } from "../syntax.js";
import type { WalkContext } from "./context.js";
import { toIR } from "./expressions.js";
import { noteMade } from "./provenance.js";

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

export function bindVariable(
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
export function bindPattern(ctx: WalkContext, pattern: ts.BindingPattern, source: Expr, scope: number, bindings: Map<string, Expr>, names: Set<string>): void {
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
