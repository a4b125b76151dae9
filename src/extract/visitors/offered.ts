// What is callable (docs/design.md#groups): a tool written in the `tools` of one call's options (`generateText({ model,
// tools: { … }, toolChoice })`, `new Agent({ tools: […], activeTools })`, `messages.create({ tools: […], tool_choice
// })`) is offered to that call alone, and the call's own options can take it away: a forced choice of another tool, an
// `activeTools` or `allowedTools` list without it, a choice of none, a mock model that no model stands behind. Such a
// tool is recorded with the reason, catalogued apart and judged by no rule (the model never reads it). Only what is
// written in the options literal counts: a `tools` or a choice held in a variable gives no verdict.
// Every value passed to a `tools:` is also recorded as a tool set, the group of docs/design.md#groups
// (resolve/tool-sets.ts).
import { ts } from "ts-morph";
import { calleeName, propertyKey, unwrap } from "../syntax.js";
import { spanOf, type WalkContext } from "./context.js";
import { toIR } from "./expressions.js";

/**
 * Records `o.tools` as a tool set, and notes, for each tool written in it, why the call of options `o` lets no
 * model call it.
 */
export function noteOffered(ctx: WalkContext, o: ts.ObjectLiteralExpression, scope: number): void {
  noteToolSet(ctx, o, scope);
  const tools = initializer(o, "tools");
  if (!tools || !(ts.isObjectLiteralExpression(tools) || ts.isArrayLiteralExpression(tools))) return;
  const offered = offeredTools(tools);
  if (offered.length === 0) return;
  const mock = mockModel(o);
  const choice = chosen(o);
  const active = namesIn(initializer(o, "activeTools"));
  const allowed = allowedByProvider(o);
  for (const [name, node] of offered) {
    const reason =
      mock ??
      (choice === null ? "the call's tool choice is none" : undefined) ??
      (choice !== undefined && name !== undefined && choice !== name ? `the call's tool choice forces "${choice}"` : undefined) ??
      (active && name !== undefined && !active.includes(name) ? "the call's activeTools leave it out" : undefined) ??
      (allowed && name !== undefined && !allowed.includes(name) ? "the call's allowedTools leave it out" : undefined);
    if (reason !== undefined) ctx.uncallable.set(node, reason);
  }
}

/** `{ tools: … }` or `{ tools }`: the value, as IR, and where it is written. */
function noteToolSet(ctx: WalkContext, o: ts.ObjectLiteralExpression, scope: number): void {
  for (const p of o.properties) {
    const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
    if (value === undefined || propertyKey(p.name!) !== "tools") continue;
    (ctx.facts.toolSets ??= []).push({ span: spanOf(ctx, value), value: toIR(ctx, value, scope) });
  }
}

/** The tools written in a `tools` literal, each with its name where the literal says it. */
function offeredTools(tools: ts.ObjectLiteralExpression | ts.ArrayLiteralExpression): [string | undefined, ts.Node][] {
  if (ts.isObjectLiteralExpression(tools)) {
    return tools.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? [[propertyKey(p.name), unwrap(p.initializer)] as [string | undefined, ts.Node]] : []));
  }
  return tools.elements.map((e) => {
    const node = unwrap(e);
    const object = ts.isCallExpression(node) ? node.arguments[0] && unwrap(node.arguments[0]) : node;
    const literal = object && ts.isObjectLiteralExpression(object) ? object : undefined;
    const fn = literal && initializer(literal, "function");
    const name = literal && (stringOf(initializer(literal, "name")) ?? (fn && ts.isObjectLiteralExpression(fn) ? stringOf(initializer(fn, "name")) : undefined));
    return [name, node];
  });
}

/**
 * The one tool a tool choice forces (`{ type: "tool", toolName }` of the AI SDK, `{ type: "tool", name }` of
 * Anthropic, `{ type: "function", function: { name } }` and `{ type: "function", name }` of OpenAI), null for a
 * choice of none, undefined otherwise ("auto", "required", or not written).
 */
function chosen(o: ts.ObjectLiteralExpression): string | null | undefined {
  const choice = initializer(o, "toolChoice") ?? initializer(o, "tool_choice");
  if (!choice) return undefined;
  if (stringOf(choice) === "none") return null;
  if (!ts.isObjectLiteralExpression(choice)) return undefined;
  const type = stringOf(initializer(choice, "type"));
  if (type === "none") return null;
  if (type !== "tool" && type !== "function") return undefined;
  const fn = initializer(choice, "function");
  return (
    stringOf(initializer(choice, "toolName")) ??
    stringOf(initializer(choice, "name")) ??
    (fn && ts.isObjectLiteralExpression(fn) ? stringOf(initializer(fn, "name")) : undefined)
  );
}

/** `providerOptions: { openai: { allowedTools: { toolNames: [ … ] } } }`: the names one provider may call. */
function allowedByProvider(o: ts.ObjectLiteralExpression): string[] | undefined {
  const providers = initializer(o, "providerOptions");
  if (!providers || !ts.isObjectLiteralExpression(providers)) return undefined;
  for (const p of providers.properties) {
    if (!ts.isPropertyAssignment(p)) continue;
    const options = unwrap(p.initializer);
    const allowed = ts.isObjectLiteralExpression(options) ? initializer(options, "allowedTools") : undefined;
    const names = allowed && ts.isObjectLiteralExpression(allowed) ? namesIn(initializer(allowed, "toolNames")) : undefined;
    if (names) return names;
  }
  return undefined;
}

/**
 * `model: new MockLanguageModelV3(…)`, `model: mockModel`: a test double answers, no model reads the tools; unless a
 * repair callback is handed the tools (`repairToolCall: async ({ toolCall, tools }) => …`), which may show them to a
 * real model.
 */
function mockModel(o: ts.ObjectLiteralExpression): string | undefined {
  const model = initializer(o, "model");
  if (!model || repairSeesTools(o)) return undefined;
  const name =
    ts.isIdentifier(model) ? model.text
    : ts.isNewExpression(model) || ts.isCallExpression(model) ? calleeName(model.expression)
    : undefined;
  return name !== undefined && /^mock/i.test(name) ? `the call's model is a mock (${name}): no model reads it` : undefined;
}

/** A `repairToolCall` that may read the tools: its parameter is not an object pattern without `tools`. */
function repairSeesTools(o: ts.ObjectLiteralExpression): boolean {
  const repair = initializer(o, "repairToolCall") ?? initializer(o, "experimental_repairToolCall");
  if (!repair) return false;
  if (!ts.isArrowFunction(repair) && !ts.isFunctionExpression(repair)) return true;
  const param = repair.parameters[0]?.name;
  if (param === undefined) return false;
  if (!ts.isObjectBindingPattern(param)) return true;
  return param.elements.some((e) => {
    const key = e.propertyName ? propertyKey(e.propertyName) : ts.isIdentifier(e.name) ? e.name.text : undefined;
    return e.dotDotDotToken !== undefined || key === "tools";
  });
}

/** An array literal of string literals, as strings; undefined for anything else. */
function namesIn(e: ts.Expression | undefined): string[] | undefined {
  if (!e || !ts.isArrayLiteralExpression(e)) return undefined;
  const names: string[] = [];
  for (const item of e.elements) {
    const s = stringOf(unwrap(item));
    if (s === undefined) return undefined;
    names.push(s);
  }
  return names;
}

/** The value of the property `key` written in `o` (unwrapped), if it is a plain assignment. */
function initializer(o: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const p of o.properties) if (ts.isPropertyAssignment(p) && propertyKey(p.name) === key) return unwrap(p.initializer);
  return undefined;
}

function stringOf(e: ts.Expression | undefined): string | undefined {
  return e && ts.isStringLiteralLike(e) ? e.text : undefined;
}
