// Calls and `new`: a call of a matcher's callee (`tool({…})`, `server.registerTool(…)`, `new DynamicTool({…})`)
// declares; a call of a project function is kept as a possible factory call site for the resolver.
import { ts } from "ts-morph";
import type { CallSite } from "../facts.js";
import { fromPackage } from "../preset-detect.js";
import { calleeName, propertyKey, readsVariable, rootIdentifier, textOf, unwrap } from "../syntax.js";
import { importedName, loopAt, spanOf, type WalkContext } from "./context.js";
import { declareCall } from "./declare.js";
import { toIR } from "./expressions.js";
import { noteToolList, proveCall } from "./provenance.js";
import { noteReceiver } from "./receiver.js";
import { noteLoopCallback } from "./loops.js";
import { isDeclared, isPackageImport } from "./scopes.js";
import { noteMutation } from "./mutations.js";
import { thisMethod } from "./this-fields.js";

/**
 * The first of `candidates` whose `member`/`from` conditions the callee meets. One that reads its object from an
 * argument the call does not have gives way to a later one that fits: LlamaIndex's `tool({ … })` and
 * `tool(fn, { … })` are one callee with the config at 0 or 1, told apart by the number of arguments.
 */
export function pickMatcher(ctx: WalkContext, candidates: number[] | undefined, callee: ts.Expression, args: readonly ts.Expression[]): number | undefined {
  if (!candidates) return undefined;
  const argumentCount = args.length;
  let first: number | undefined;
  for (const i of candidates) {
    const m = ctx.all[i];
    if (m.member && !ts.isPropertyAccessExpression(callee)) continue;
    // A name given by position is a value (`server.tool("get-user", …)`), never an object or a function:
    // `runtime.tool({ … })` or `callable.tool()` is another library's `tool` (found on real code).
    if (m.positional?.name !== undefined && !isNameArgument(args[m.positional.name])) continue;
    // The API's signature: `registerTool(name, config, cb)` takes its config after the name, so a call without one
    // (`registry.registerTool(new ReadTool())`) is another library's method of the same name.
    if (m.positional?.name !== undefined && (m.argument ?? 0) >= argumentCount) continue;
    // Likewise a description it takes by position after the name (`registerTool(name, "text", …)`).
    if (m.positional?.description !== undefined && m.positional.description >= argumentCount) continue;
    // A handler last (`server.tool(name, description?, schema?, cb)`): a call that ends with a text or an object
    // literal (`logger.tool("INFO", \`Tool call: ${name}\`, { id })`) is another library's method of the same name.
    if (m.argument === -1 && !canBeHandler(args[argumentCount - 1])) continue;
    // A config object where the API takes one (`pi.registerTool({ … })`): a text or a number there
    // (`server.registerTool("get-user", …)`) is another API's call of the same name.
    // So is a text after a positional name where the config object goes (`this.registerTool("get_repo", "Get a
    // repository.", schema, handler)`, a project's own registry in the older `server.tool` order).
    if ((m.argument ?? 0) >= 0 && isTextOrNumber(args[m.argument ?? 0])) continue;
    // An instance where a config object goes after the name (`integration.registerTool("scanner", new
    // SecurityScanner())`): a project's registry of objects, keyed by name, not the API's config.
    if (m.positional?.name !== undefined && (m.argument ?? 0) >= 0 && isInstance(args[m.argument ?? 0])) continue;
    if (m.from) {
      const root = rootIdentifier(callee);
      const imported = root === undefined ? undefined : ctx.facts.imports.get(root)?.from;
      if (imported === undefined || !m.from.some((p) => fromPackage(imported, p))) continue;
    }
    if ((m.argument ?? 0) < argumentCount) return i;
    first ??= i;
  }
  return first;
}

/** An argument that can be a function: present, and not a literal of another kind (text, number, object, array) or an instance. */
function canBeHandler(a: ts.Expression | undefined): boolean {
  return a !== undefined && !isTextOrNumber(a) && !ts.isObjectLiteralExpression(a) && !ts.isArrayLiteralExpression(a) && !isInstance(a);
}

/** A text or number literal (a template too). */
function isTextOrNumber(a: ts.Expression | undefined): boolean {
  return a !== undefined && (ts.isStringLiteralLike(a) || ts.isTemplateExpression(a) || ts.isNumericLiteral(a));
}

/** `new X(…)`, however wrapped. */
function isInstance(a: ts.Expression | undefined): boolean {
  return a !== undefined && ts.isNewExpression(unwrap(a));
}

/** An argument that can be a name: present, and not an object, array or function literal. */
function isNameArgument(a: ts.Expression | undefined): boolean {
  return a !== undefined && !ts.isObjectLiteralExpression(a) && !ts.isArrayLiteralExpression(a) && !ts.isArrowFunction(a) && !ts.isFunctionExpression(a);
}

/** Declare a matched call (its matcher), or keep a call of a project function as a factory call site (undefined). */
function visitCall(ctx: WalkContext, call: ts.CallExpression, scope: number, variable: string | undefined, key: string | undefined): number | undefined {
  // `registerTool(name, config, cb)` of `const registerTool = server.registerTool.bind(server)` is that method's call.
  const callee = boundCallee(ctx, call.expression, scope) ?? call.expression;
  const name = importedName(ctx, callee);
  const matcherIndex = name === undefined ? undefined : pickMatcher(ctx, ctx.set.byCallee.get(name), callee, call.arguments);
  if (matcherIndex !== undefined) {
    const decl = declareCall(ctx, matcherIndex, call, scope, variable, key);
    proveCall(ctx, decl, callee, name!);
    if (ctx.all[matcherIndex].member) noteReceiver(ctx, decl, call, callee, scope);
    return matcherIndex;
  }
  noteLoopCallback(ctx, call, scope);
  noteMutation(ctx, call, scope);
  // A call of something bound in the project (a local binding or an import of a project file) may
  // instantiate a factory; a call of a package's function (react, zod, …) never does.
  // So is a call of a method of the class the call is in (`this.register(server, TOOL)`, this-fields.ts thisMethod).
  const root = rootIdentifier(call.expression);
  const method = root === undefined && ts.isPropertyAccessExpression(call.expression) ? thisMethod(ctx, call.expression) : undefined;
  if ((root !== undefined && isDeclared(ctx, root, scope) && !isPackageImport(ctx, root, scope)) || method !== undefined) {
    const site: CallSite = { callee: method ?? toIR(ctx, call.expression, scope), args: call.arguments.map((a) => toIR(ctx, a, scope)), scope, span: spanOf(ctx, call) };
    // What the call's result is called (`readFile: createReadFileTool(…)`): a name for what a factory returns.
    const named = key ?? variable;
    if (named !== undefined) site.named = named;
    const loop = loopAt(ctx, call.pos);
    // Given the loop's element or something read from it (`register(tool)`, `register(server, tool.name, tool.config)`).
    const element = loop === undefined ? undefined : new Set([loop.variable]);
    if (loop && call.arguments.some((a) => readsVariable(a, element!))) site.loop = loop;
    ctx.facts.calls.push(site);
  }
  return undefined;
}

/** The method a name calls when it is a const bound to it (`const registerTool = server.registerTool.bind(server)`) in scope. */
function boundCallee(ctx: WalkContext, callee: ts.Expression, scope: number): ts.PropertyAccessExpression | undefined {
  if (!ts.isIdentifier(callee) || ctx.boundMethods.size === 0) return undefined;
  const name = textOf(callee);
  for (let s: number | undefined = scope; s !== undefined && s >= 0; s = s === 0 ? undefined : ctx.facts.scopes[s].parent) {
    const bound = ctx.boundMethods.get(`${s}\0${name}`);
    if (bound !== undefined) return bound;
    if (ctx.facts.scopes[s].params.includes(name) || ctx.facts.scopes[s].bindings.has(name)) return undefined; // shadowed
  }
  return undefined;
}

/** A call: a declaration (its arguments then walked as inside one), or a possible factory call site. */
export function visitCallExpression(ctx: WalkContext, node: ts.Node, scope: number, variable?: string, key?: string): boolean {
  const call = node as ts.CallExpression;
  const matcher = visitCall(ctx, call, scope, variable, key);
  if (matcher === undefined) {
    // Only an object matcher reads them (`inList`, and a shape handed to another library: provenance.ts foreignData).
    if (ctx.set.objects.length > 0) for (const a of call.arguments) if (ts.isObjectLiteralExpression(a)) ctx.callArguments.set(a, call);
    return answersToolList(ctx, call) || visitNamedArgument(ctx, call, scope);
  }
  ctx.walk.visitDeclared(ctx, node, scope, matcher);
  return true;
}

/** Keys of a registration's config that hold the tool itself, not a name of it. */
const NAMELESS_KEYS = new Set(["tool", "definition"]);

/**
 * A call no matcher describes whose second argument is an object literal given after a literal name
 * (`this.addTool("search_docs", { description, inputSchema }, handler)` of a project's own base class): the object is
 * walked with that name as its key, as a map entry's value is, so a shape that reads a map entry reads it with its
 * name. The rest of the call is walked as any other.
 */
function visitNamedArgument(ctx: WalkContext, call: ts.CallExpression, scope: number): boolean {
  const [first, second] = call.arguments;
  const config = second === undefined ? undefined : unwrap(second);
  if (config === undefined || !ts.isStringLiteralLike(first) || !ts.isObjectLiteralExpression(config)) return false;
  // `this.register("jira_get_ticket", { displayName, tool: tool({ description, … }) })`: the tool under a key that
  // only says what it is is named by the name it is given.
  for (const p of config.properties) {
    if (ts.isPropertyAssignment(p) && NAMELESS_KEYS.has(propertyKey(p.name) ?? "")) ctx.namedValues.set(p.initializer, first.text);
  }
  ctx.walk.visit(ctx, call.expression, scope);
  for (const [i, a] of call.arguments.entries()) ctx.walk.visit(ctx, a, scope, undefined, i === 1 ? first.text : undefined);
  return true;
}

/**
 * `server.setRequestHandler(ListToolsRequestSchema, handler)` with the schema imported from the MCP SDK: the file
 * answers tools/list, which proves the tool objects it and the files its handler imports hold (provenance.ts).
 * The call is walked as any other (false).
 */
function answersToolList(ctx: WalkContext, call: ts.CallExpression): boolean {
  const schema = call.arguments[0];
  if (calleeName(call.expression) !== "setRequestHandler" || schema === undefined || !ts.isIdentifier(schema)) return false;
  const imported = ctx.facts.imports.get(schema.text);
  if (imported?.name === "ListToolsRequestSchema" && fromPackage(imported.from, "@modelcontextprotocol/")) noteToolList(ctx, call);
  return false;
}

/** `new X(…)` of a matcher's class name. */
export function visitNewExpression(ctx: WalkContext, node: ts.Node, scope: number, variable?: string, key?: string): boolean {
  const n = node as ts.NewExpression;
  const name = importedName(ctx, n.expression);
  const matcher = name === undefined || ctx.set.byNew.size === 0 ? undefined : pickMatcher(ctx, ctx.set.byNew.get(name), n.expression, n.arguments ?? []);
  if (matcher === undefined) return false;
  proveCall(ctx, declareCall(ctx, matcher, n, scope, variable, key), n.expression, name!);
  ctx.walk.visitDeclared(ctx, node, scope, matcher);
  return true;
}
