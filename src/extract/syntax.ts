// Small syntactic helpers shared by the extract visitors: names of callees, keys and bindings, modifiers.
// All of them read the raw TypeScript nodes only (no type checker, no parent pointers).
import { ts } from "ts-morph";
import { own } from "../text/own.js";

export const K = ts.SyntaxKind;

/** The text of an identifier or literal node, as a string of its own (own). */
export function textOf(node: { text: string }): string {
  return own(node.text);
}

export function calleeName(callee: ts.Expression): string | undefined {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name)) return callee.name.text;
  return undefined;
}

export function propertyKey(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return textOf(name);
  if (ts.isNoSubstitutionTemplateLiteral(name) || ts.isPrivateIdentifier(name)) return textOf(name);
  if (ts.isComputedPropertyName(name)) {
    const e = name.expression;
    if (ts.isStringLiteralLike(e) || ts.isNumericLiteral(e)) return textOf(e);
  }
  return undefined;
}

/** Relative and absolute specifiers and the usual `@/`, `~/`, `#` project aliases: never a package's name. */
export const LOCAL_SPECIFIER = /^(\.|\/|@\/|~\/|#)/;

/** Relative and absolute specifiers, tsconfig path aliases and the usual `@/`, `~/`, `#` aliases; not packages. */
export function isProjectSpecifier(from: string, aliases: readonly string[]): boolean {
  return LOCAL_SPECIFIER.test(from) || aliases.some((a) => from.startsWith(a));
}

/** The expression a class extends (`Base`, `mcp.McpServer`, `Mixin(Base)`), if it has an `extends` clause. */
export function baseOf(cls: ts.ClassLikeDeclaration): ts.ExpressionWithTypeArguments["expression"] | undefined {
  return cls.heritageClauses?.find((h) => h.token === K.ExtendsKeyword)?.types[0]?.expression;
}

// Syntactic modifier checks: ts.getCombinedModifierFlags also consults JSDoc and parents, which costs more.
export function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  const modifiers = (node as { modifiers?: ts.NodeArray<ts.ModifierLike> }).modifiers;
  if (!modifiers) return false;
  for (const m of modifiers) if (m.kind === kind) return true;
  return false;
}

export function hasExport(node: ts.Node): boolean {
  return hasModifier(node, K.ExportKeyword);
}

export function hasDefault(node: ts.Node): boolean {
  return hasModifier(node, K.DefaultKeyword);
}

/** `(x)`, `x as T`, `x satisfies T`: the expression inside. */
export function unwrap(e: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return e;
}

export function rootIdentifier(e: ts.Expression): string | undefined {
  while (ts.isPropertyAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) ? e.text : undefined;
}

export function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [textOf(name)];
  return name.elements.flatMap((el) => (ts.isOmittedExpression(el) ? [] : boundNames(el.name)));
}

/** The name a type reference ends with (`Action`, `n8n.INodeTypeDescription`). */
export function entityName(name: ts.EntityName): string {
  return textOf(ts.isIdentifier(name) ? name : name.right);
}

/** Is the operator an assignment (`=`, `+=`, `??=`, …)? */
export function isAssignment(kind: ts.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

/** Does the expression change its operand in place (`x++`, `--x`)? */
export function isIncrement(e: ts.Node): e is ts.PrefixUnaryExpression | ts.PostfixUnaryExpression {
  return (ts.isPrefixUnaryExpression(e) || ts.isPostfixUnaryExpression(e)) && (e.operator === ts.SyntaxKind.PlusPlusToken || e.operator === ts.SyntaxKind.MinusMinusToken);
}

/**
 * Does a node of the code meet `test`? Walked with a stack, not by recursion: a generated chain of 50,000 `+` nests as
 * deep as it is long. `enter` says whether a node's children are looked at (all, when it is left out).
 */
export function someNode(node: ts.Node, test: (n: ts.Node) => boolean, enter?: (n: ts.Node) => boolean): boolean {
  const stack: ts.Node[] = [node];
  const push = (child: ts.Node) => void stack.push(child);
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (test(n)) return true;
    if (enter === undefined || enter(n)) ts.forEachChild(n, push);
  }
  return false;
}

/**
 * Does the code read a variable of `names` (not a property `o.x` or a key `{ x: 1 }` of that name), or `this` when
 * `names` holds "this"? Walked with a stack, as someNode.
 */
export function readsVariable(node: ts.Node, names: ReadonlySet<string>): boolean {
  const stack: ts.Node[] = [node];
  const push = (child: ts.Node) => void stack.push(child);
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (ts.isIdentifier(n)) {
      if (names.has(textOf(n))) return true;
    } else if (n.kind === K.ThisKeyword) {
      if (names.has("this")) return true;
    } else if (ts.isPropertyAccessExpression(n)) stack.push(n.expression);
    else if (ts.isPropertyAssignment(n)) {
      stack.push(n.initializer);
      if (ts.isComputedPropertyName(n.name)) stack.push(n.name);
    } else ts.forEachChild(n, push);
  }
  return false;
}
