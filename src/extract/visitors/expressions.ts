// Expressions to the static IR the resolver evaluates (facts.ts `Expr`): literals, templates, operators,
// references by scope, objects, arrays, calls, and functions (as the scope the walk gives them).
import { ts } from "ts-morph";
import type { ArrEntry, Expr, ObjEntry } from "../facts.js";
import { own } from "../../text/own.js";
import { calleeName, K, propertyKey, textOf, unwrap } from "../syntax.js";
import { blockName, MAX_NESTING, spanOf, TOO_DEEP_REASON, type WalkContext } from "./context.js";
import { instanceOf, ownClassName, thisField } from "./this-fields.js";

/**
 * Objects, arrays, calls and templates: their IR is kept by node, so that one written once is one tree in the facts
 * however many times the walk asks (`export const x = tool({ … })`: the binding `x` and the declaration's object).
 */
const SHARED = new Set([K.ObjectLiteralExpression, K.ArrayLiteralExpression, K.CallExpression, K.TemplateExpression]);

/** The static IR of an expression; past the nesting budget (context.ts), unknown with the reason. */
export function toIR(ctx: WalkContext, node: ts.Expression, scope: number): Expr {
  if (ctx.depth >= MAX_NESTING) {
    ctx.cutShort++;
    return { k: "unknown", reason: TOO_DEEP_REASON };
  }
  const shared = SHARED.has(node.kind);
  if (shared) {
    const known = ctx.irs.get(node);
    if (known !== undefined && known.scope === scope) return known.ir;
  }
  const cutShort = ctx.cutShort;
  ctx.depth++;
  const e = irOf(ctx, node, scope);
  ctx.depth--;
  // A tree the nesting budget cut short depends on the depth it was read at: not kept.
  if (shared && ctx.cutShort === cutShort) ctx.irs.set(node, { scope, ir: e });
  return e;
}

/** The IR of a literal, an operator, a template or a reference; any other node is built or called (compoundIR). */
function irOf(ctx: WalkContext, node: ts.Expression, scope: number): Expr {
  switch (node.kind) {
    case K.StringLiteral:
    case K.NoSubstitutionTemplateLiteral:
      return { k: "lit", v: textOf(node as ts.StringLiteral) };
    case K.NumericLiteral:
      return { k: "lit", v: Number((node as ts.NumericLiteral).text) };
    case K.PrefixUnaryExpression: {
      // A negative number (`z.number().min(-180)`), and `!x` as `x ? false : true` (a condition of a function's
      // branches); any other prefix operator is not evaluated.
      const { operator, operand } = node as ts.PrefixUnaryExpression;
      if (operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(operand)) return { k: "lit", v: -Number(operand.text) };
      if (operator === ts.SyntaxKind.ExclamationToken) return { k: "cond", test: toIR(ctx, operand, scope), then: { k: "lit", v: false }, else: { k: "lit", v: true } };
      return { k: "unknown", reason: "a PrefixUnaryExpression expression" };
    }
    case K.TypeOfExpression:
      return { k: "typeof", e: toIR(ctx, (node as ts.TypeOfExpression).expression, scope) };
    case K.TrueKeyword:
      return { k: "lit", v: true };
    case K.FalseKeyword:
      return { k: "lit", v: false };
    case K.NullKeyword:
      return { k: "lit", v: null };
    case K.ParenthesizedExpression:
    case K.AsExpression:
    case K.SatisfiesExpression:
    case K.NonNullExpression:
    case K.TypeAssertionExpression:
      return toIR(ctx, (node as ts.ParenthesizedExpression).expression, scope);
    case K.TemplateExpression: {
      const t = node as ts.TemplateExpression;
      return {
        k: "tpl",
        head: textOf(t.head),
        spans: t.templateSpans.map((s) => ({ e: toIR(ctx, s.expression, scope), text: textOf(s.literal) })),
        at: spanOf(ctx, node),
      };
    }
    case K.BinaryExpression:
      return binaryIR(ctx, node as ts.BinaryExpression, scope);
    case K.ConditionalExpression: {
      const c = node as ts.ConditionalExpression;
      return { k: "cond", test: toIR(ctx, c.condition, scope), then: toIR(ctx, c.whenTrue, scope), else: toIR(ctx, c.whenFalse, scope) };
    }
    case K.Identifier: {
      const name = textOf(node as ts.Identifier);
      if (name === "undefined") return { k: "lit", v: undefined };
      return { k: "id", name: blockName(ctx, node, name), scope };
    }
    case K.PropertyAccessExpression: {
      const p = node as ts.PropertyAccessExpression;
      const field = thisField(ctx, p, (e, at) => toIR(ctx, e, at)) ?? ownClassName(ctx, p);
      if (field !== undefined) return field;
      const obj = toIR(ctx, p.expression, scope);
      return p.questionDotToken === undefined ? { k: "prop", obj, name: textOf(p.name) } : { k: "prop", obj, name: textOf(p.name), optional: true };
    }
    case K.ElementAccessExpression: {
      const e = node as ts.ElementAccessExpression;
      const a = e.argumentExpression;
      if (ts.isStringLiteralLike(a) || ts.isNumericLiteral(a)) return { k: "prop", obj: toIR(ctx, e.expression, scope), name: textOf(a) };
      return { k: "elem", obj: toIR(ctx, e.expression, scope), key: toIR(ctx, a, scope) };
    }
    default:
      return compoundIR(ctx, node, scope);
  }
}

/**
 * The IR of what is built or called: an object, an array, a call, a function, a tagged template, a `new`, an `await`;
 * `this` and a regular expression, which stay unknown; any other node, unknown with its kind.
 */
function compoundIR(ctx: WalkContext, node: ts.Expression, scope: number): Expr {
  switch (node.kind) {
    case K.ObjectLiteralExpression: {
      const props = (node as ts.ObjectLiteralExpression).properties.map((p) => objEntry(ctx, p, scope));
      const definition = props.some((p) => "key" in p && (p.key === "name" || p.key === "description"));
      return definition ? { k: "obj", props, at: spanOf(ctx, node) } : { k: "obj", props };
    }
    case K.ArrayLiteralExpression:
      return {
        k: "arr",
        items: (node as ts.ArrayLiteralExpression).elements.map(
          (el): ArrEntry => (ts.isSpreadElement(el) ? { spread: toIR(ctx, el.expression, scope) } : toIR(ctx, el, scope)),
        ),
      };
    case K.CallExpression: {
      const c = node as ts.CallExpression;
      const call: Expr = { k: "call", callee: toIR(ctx, c.expression, scope), args: c.arguments.map((a) => toIR(ctx, a, scope)) };
      // A declaring call (`tool({ … })` in a map of tools) says where it is, so a tool set that holds it finds its Decl.
      const name = calleeName(c.expression);
      if (name !== undefined && ctx.set.byCallee.has(name)) call.at = spanOf(ctx, node);
      // `[…].join("\n")` says where it is too: a core prompt written as a list of lines (resolve/module-core.ts).
      else if (ts.isPropertyAccessExpression(c.expression) && c.expression.name.text === "join" && ts.isArrayLiteralExpression(c.expression.expression)) call.at = spanOf(ctx, node);
      return call;
    }
    case K.ArrowFunction:
    case K.FunctionExpression:
      return { k: "fn", scope: ctx.walk.scopeOf(ctx, node as ts.FunctionLikeDeclaration, scope) };
    case K.TaggedTemplateExpression: {
      // dedent`…` and the like: a call of the tag with the template (the evaluator knows a few such tags).
      const t = node as ts.TaggedTemplateExpression;
      return { k: "call", callee: toIR(ctx, t.tag, scope), args: [toIR(ctx, t.template, scope)] };
    }
    case K.NewExpression: {
      // An instance of a class written at the top of this file: its fields (this-fields.ts instanceOf).
      const instance = shadowed(ctx, (node as ts.NewExpression).expression, scope) ? undefined : instanceOf(ctx, node as ts.NewExpression, (e, at) => toIR(ctx, e, at));
      if (instance !== undefined) return instance;
      const made = shortCallee((node as ts.NewExpression).expression);
      return { k: "unknown", reason: made === undefined ? "a `new` expression" : `an object made by \`new ${made}(…)\`` };
    }
    case K.AwaitExpression: {
      const awaited = (node as ts.AwaitExpression).expression;
      const reason = awaitReason(awaited);
      // A module imported by a path built from a loop's element is per element (resolve/run-time-loop.ts).
      const imported = unwrap(awaited);
      const path = ts.isCallExpression(imported) && imported.expression.kind === K.ImportKeyword ? imported.arguments[0] : undefined;
      return path === undefined ? { k: "unknown", reason } : { k: "unknown", reason, from: toIR(ctx, path, scope) };
    }
    case K.ThisKeyword:
      return { k: "unknown", reason: "`this`, known only when the method runs" };
    case K.RegularExpressionLiteral: {
      // Its source is a zod `.regex()` check's JSON Schema `pattern`, and with its flags the pattern of a
      // `name.replace(/-/g, "_")` the evaluator can apply to known text; as a value it stays unknown.
      const text = (node as ts.RegularExpressionLiteral).text;
      const end = text.lastIndexOf("/");
      const flags = text.slice(end + 1);
      return { k: "unknown", reason: "a RegularExpressionLiteral expression", regex: own(text.slice(1, end)), ...(flags === "" ? {} : { flags: own(flags) }) };
    }
    default:
      return { k: "unknown", reason: `a ${ts.SyntaxKind[node.kind]} expression` };
  }
}

/** The operators kept as they are written: `a ?? b`, `a || b`, `a && b`, `a === b`, `a !== b`. */
const BINARY: Partial<Record<ts.SyntaxKind, Extract<Expr, { k: "bin" }>["op"]>> = {
  [K.MinusToken]: "-",
  [K.AsteriskToken]: "*",
  [K.SlashToken]: "/",
  [K.PercentToken]: "%",
  [K.AsteriskAsteriskToken]: "**",
  [K.QuestionQuestionToken]: "??",
  [K.BarBarToken]: "||",
  [K.AmpersandAmpersandToken]: "&&",
  [K.EqualsEqualsEqualsToken]: "===",
  [K.ExclamationEqualsEqualsToken]: "!==",
  [K.EqualsEqualsToken]: "==",
  [K.ExclamationEqualsToken]: "!=",
  [K.LessThanToken]: "<",
  [K.GreaterThanToken]: ">",
  [K.LessThanEqualsToken]: "<=",
  [K.GreaterThanEqualsToken]: ">=",
};

/** What an `await` waits for, said as the reason its value is not known: what is awaited runs only at run time. */
function awaitReason(awaited: ts.Expression): string {
  const e = unwrap(awaited);
  if (ts.isCallExpression(e) && e.expression.kind === K.ImportKeyword) return "a module loaded at run time (`await import(…)`)";
  const callee = ts.isCallExpression(e) ? shortCallee(e.expression) : undefined;
  return callee === undefined ? "an `await` expression" : `an \`await\` of \`${callee}(…)\`, known only at run time`;
}

/** `f`, `a.b` or `a.b.c` as written (a callee's name, up to three parts), else undefined. */
/** Is the identifier bound by a function around it (not the module's name)? */
function shadowed(ctx: WalkContext, e: ts.Expression, scope: number): boolean {
  if (!ts.isIdentifier(e)) return false;
  for (let s = scope; s > 0; s = ctx.facts.scopes[s].parent) if (ctx.declared[s]?.has(textOf(e))) return true;
  return false;
}

function shortCallee(callee: ts.Expression): string | undefined {
  const parts: string[] = [];
  let e: ts.Expression = callee;
  while (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name) && parts.length < 3) {
    parts.unshift(e.name.text);
    e = e.expression;
  }
  if (ts.isIdentifier(e)) parts.unshift(e.text);
  else if (e.kind === K.ThisKeyword) parts.unshift("this");
  else return undefined;
  return parts.length > 3 ? undefined : parts.join(".");
}

/** `a + b + …` and the BINARY operators; any other operator is unknown. */
function binaryIR(ctx: WalkContext, b: ts.BinaryExpression, scope: number): Expr {
  const op = b.operatorToken.kind;
  if (op === K.PlusToken) return concatIR(ctx, b, scope);
  const sym = BINARY[op];
  if (!sym) return { k: "unknown", reason: `the operator \`${ts.tokenToString(op) ?? "?"}\`` };
  return { k: "bin", op: sym, l: toIR(ctx, b.left, scope), r: toIR(ctx, b.right, scope) };
}

/** A chain of `+` (left-nested as the parser builds it), gathered along its left side in a loop: one flat list. */
function concatIR(ctx: WalkContext, b: ts.BinaryExpression, scope: number): Expr {
  const rights: ts.Expression[] = [];
  let left: ts.Expression = b;
  while (ts.isBinaryExpression(left) && left.operatorToken.kind === K.PlusToken) {
    rights.push(left.right);
    left = left.left;
  }
  const parts: Expr[] = [toIR(ctx, left, scope)];
  for (let i = rights.length - 1; i >= 0; i--) parts.push(toIR(ctx, rights[i], scope));
  return { k: "cat", parts, at: spanOf(ctx, b) };
}

export function objEntry(ctx: WalkContext, p: ts.ObjectLiteralElementLike, scope: number): ObjEntry {
  if (ts.isPropertyAssignment(p)) {
    const key = propertyKey(p.name);
    return key === undefined ? { computed: true } : { key, value: toIR(ctx, p.initializer, scope) };
  }
  if (ts.isShorthandPropertyAssignment(p)) {
    const name = textOf(p.name);
    return { key: name, value: { k: "id", name: blockName(ctx, p, name), scope } };
  }
  if (ts.isSpreadAssignment(p)) return { spread: toIR(ctx, p.expression, scope) };
  const key = p.name && propertyKey(p.name);
  if (key === undefined) return { computed: true };
  if (ts.isMethodDeclaration(p)) return { key, value: { k: "fn", scope: ctx.walk.scopeOf(ctx, p, scope) } };
  return { key, value: { k: "unknown", reason: "an accessor" } };
}
