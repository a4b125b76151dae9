// A test runner's config file read as data, never run: the object a JavaScript or TypeScript config exports
// (`export default defineConfig({…})`, `export default {…}`, `module.exports = {…}`, or a top-level `const` that one
// of those names), a JSON file, or a YAML one. Only literals are read: strings, booleans, arrays and objects of
// them; anything else (a variable, a call, a spread, a function) is UNKNOWN, and the caller skips what it needs of it.
import type * as TsMorph from "ts-morph";
import { requireCompiler, type Ts } from "../base/compiler.js";
import { parseYamlDocument } from "../base/yaml.js";

/** A value the file does not write out as a literal. */
export const UNKNOWN: unique symbol = Symbol("unknown");
export type Value = string | boolean | typeof UNKNOWN | Value[] | Map<string, Value>;

type Node = TsMorph.ts.Node;
type Expression = TsMorph.ts.Expression;

/** Nesting deeper than this is not read (a config's test settings are three or four levels down). */
const MAX_DEPTH = 12;
/** How many `const` names an export may go through (`const base = {…}; const config = base; export default config`). */
const MAX_HOPS = 4;

let loaded: Ts | undefined;

/**
 * The TypeScript parser, loaded when a JavaScript or TypeScript config is first read: discovery also runs for a
 * --cache run whose sources are all unchanged, which must not pay for loading it.
 */
function tsParser(): Ts {
  return (loaded ??= requireCompiler());
}

/** The value, converted from JSON.parse's or YAML's output: numbers and null are UNKNOWN (no test setting is one). */
export function fromPlain(value: unknown, depth = 0): Value {
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return UNKNOWN;
  if (Array.isArray(value)) return value.map((item) => fromPlain(item, depth + 1));
  return new Map(Object.entries(value).map(([key, item]) => [key, fromPlain(item, depth + 1)]));
}

/** A YAML file's value, or UNKNOWN when it has errors. Aliases are expanded as the yaml package allows (a bounded count). */
export function yamlValue(text: string): Value {
  const doc = parseYamlDocument(text);
  if (doc.errors.length > 0) return UNKNOWN;
  try {
    return fromPlain(doc.toJS({ maxAliasCount: 100 }));
  } catch {
    return UNKNOWN; // too many aliases
  }
}

/**
 * The values a JavaScript or TypeScript config exports: one for `export default {…}`, one per literal argument of
 * `mergeConfig(a, b)` (vite concatenates their arrays, so each one's test files are test files), none for a form not
 * read. `fileName` tells JavaScript from TypeScript.
 */
export function exportedValues(text: string, fileName: string): Value[] {
  const ts = tsParser();
  const kind = /\.[cm]?ts$/i.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const consts = new Map<string, Expression>();
  let exported: Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && (statement.declarationList.flags & ts.NodeFlags.Const) !== 0) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) consts.set(declaration.name.text, declaration.initializer);
      }
    } else if (ts.isExportAssignment(statement)) {
      exported = statement.expression;
    } else if (ts.isExpressionStatement(statement) && isModuleExportsAssignment(ts, statement.expression)) {
      exported = statement.expression.right;
    }
  }
  return exported ? configValues(ts, exported, consts, 0) : [];
}

/** `module.exports = …`. */
function isModuleExportsAssignment(ts: Ts, node: Expression): node is TsMorph.ts.BinaryExpression {
  if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
  const left = node.left;
  return ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.expression) && left.expression.text === "module" && left.name.text === "exports";
}

/** The config objects (or a workspace's list) an exported expression is made of, through the calls vitest and vite name for that. */
function configValues(ts: Ts, node: Expression, consts: Map<string, Expression>, hops: number): Value[] {
  const expr = unwrapped(ts, node);
  if (ts.isObjectLiteralExpression(expr) || ts.isArrayLiteralExpression(expr)) return [toValue(ts, expr, 0)];
  if (ts.isIdentifier(expr)) {
    const init = consts.get(expr.text);
    return init !== undefined && hops < MAX_HOPS ? configValues(ts, init, consts, hops + 1) : [];
  }
  if (!ts.isCallExpression(expr)) return [];
  const callee = ts.isIdentifier(expr.expression) ? expr.expression.text : ts.isPropertyAccessExpression(expr.expression) ? expr.expression.name.text : "";
  if (callee === "defineConfig" || callee === "defineProject" || callee === "defineWorkspace") {
    return expr.arguments.length > 0 ? configValues(ts, expr.arguments[0], consts, hops) : [];
  }
  if (callee === "mergeConfig") return expr.arguments.flatMap((arg) => configValues(ts, arg, consts, hops));
  return [];
}

/** The expression inside parentheses, `as`, `satisfies`, `<T>` and `!`. */
function unwrapped(ts: Ts, node: Expression): Expression {
  let expr = node;
  while (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isTypeAssertionExpression(expr) || ts.isNonNullExpression(expr)) {
    expr = expr.expression;
  }
  return expr;
}

/** A literal's value; a variable, a call or anything else is UNKNOWN. */
function toValue(ts: Ts, node: Expression, depth: number): Value {
  const expr = unwrapped(ts, node);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
  if (expr.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expr.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (depth >= MAX_DEPTH) return UNKNOWN;
  if (ts.isArrayLiteralExpression(expr)) return expr.elements.map((element) => (ts.isSpreadElement(element) ? UNKNOWN : toValue(ts, element, depth + 1)));
  if (!ts.isObjectLiteralExpression(expr)) return UNKNOWN;
  const object = new Map<string, Value>();
  for (const property of expr.properties) {
    const key = property.name ? keyOf(ts, property.name) : undefined;
    if (key === undefined) {
      // A spread or a computed key may set any key written before it: those are no longer known.
      for (const known of object.keys()) object.set(known, UNKNOWN);
    } else {
      object.set(key, ts.isPropertyAssignment(property) ? toValue(ts, property.initializer, depth + 1) : UNKNOWN);
    }
  }
  return object;
}

/** The key a property name writes out (`include`, `"include"`, `["include"]`), or undefined when it is computed. */
function keyOf(ts: Ts, name: Node): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) {
    const inner = unwrapped(ts, name.expression);
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return inner.text;
  }
  return undefined;
}
