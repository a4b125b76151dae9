// Typed declarations: `const x: Action = {…}`, a class field `description: INodeTypeDescription = {…}`, or
// `{…} satisfies Action`: an object literal whose written type a `typed` matcher names.
import { ts } from "ts-morph";
import { entityName, isProjectSpecifier, K, propertyKey, textOf, unwrap } from "../syntax.js";
import type { Decl } from "../facts.js";
import type { WalkContext } from "./context.js";
import { typeProvenance } from "./provenance.js";
import { declareObject } from "./declare.js";
import { doesSomething } from "./shape-data.js";

/** `const x: Action = {…}`, a class field `description: INodeTypeDescription = {…}`, or `{…} satisfies Action`. */
export function typedMatcher(
  ctx: WalkContext,
  type: ts.TypeNode | undefined,
  init: ts.Expression | undefined,
): [number, ts.ObjectLiteralExpression, ts.TypeNode] | undefined {
  if (!init || ctx.set.byTyped.size === 0) return undefined;
  if (!type && ts.isSatisfiesExpression(init)) return typedMatcher(ctx, init.type, init.expression);
  const name = type && ts.isTypeReferenceNode(type) ? entityName(type.typeName) : undefined;
  const matcher = name === undefined ? undefined : ctx.set.byTyped.get(name);
  const value = unwrap(init);
  if (matcher === undefined || type === undefined || !ts.isObjectLiteralExpression(value)) return undefined;
  // A type the project declares (in this file, or imported from another of its files) whose object writes neither an
  // input nor anything that does something (a function, a handler): a record about tools (a catalogue of scopes, a
  // dashboard's rows), not a tool's definition.
  const record = (recordType(ctx.sf, name!) || projectType(ctx, type)) && !hasInput(value) && !value.properties.some(doesSomething);
  return record ? undefined : [matcher, value, type];
}

/** Whether the type's name is imported from a file of the project (not a package). */
function projectType(ctx: WalkContext, type: ts.TypeNode): boolean {
  if (!ts.isTypeReferenceNode(type)) return false;
  let root: ts.EntityName = type.typeName;
  while (ts.isQualifiedName(root)) root = root.left;
  const from = ctx.facts.imports.get(textOf(root))?.from;
  return from !== undefined && isProjectSpecifier(from, ctx.aliases);
}


/** Whether an object literal writes one of the members under which a tool takes its input. */
function hasInput(o: ts.ObjectLiteralExpression): boolean {
  return o.properties.some((p) => p.name !== undefined && INPUT_KEYS.has(propertyKey(p.name) ?? ""));
}

/** The members under which a tool's own type says what input it takes. */
const INPUT_KEYS = new Set(["inputSchema", "input_schema", "parameters", "schema", "argsSchema", "args", "inputs", "input", "params"]);

/** Per file, the answers of recordType by type name. */
const recordTypes = new WeakMap<ts.SourceFile, Map<string, boolean>>();

/**
 * Whether `name` is a type the file declares itself, in full (`type Tool = { id; name; description; enabled }`, an
 * interface that extends nothing), with no member for an input: with an object that writes none either, a record
 * about tools (a dashboard's rows, a catalogue's entries), not the definition of one a model calls. A type of a
 * package, or one that extends another, is not judged here; one imported from another project file is judged by its
 * objects alone (typedMatcher).
 */
function recordType(sf: ts.SourceFile, name: string): boolean {
  let known = recordTypes.get(sf);
  if (known === undefined) recordTypes.set(sf, (known = new Map()));
  let answer = known.get(name);
  if (answer === undefined) known.set(name, (answer = declaresRecord(sf, name)));
  return answer;
}

function declaresRecord(sf: ts.SourceFile, name: string): boolean {
  for (const st of sf.statements) {
    const members =
      ts.isInterfaceDeclaration(st) && textOf(st.name) === name && st.heritageClauses === undefined
        ? st.members
        : ts.isTypeAliasDeclaration(st) && textOf(st.name) === name && ts.isTypeLiteralNode(st.type)
          ? st.type.members
          : undefined;
    if (members !== undefined) return !members.some((m) => m.name !== undefined && INPUT_KEYS.has(propertyKey(m.name) ?? ""));
  }
  return false;
}

/** The element type of `T[]`, `readonly T[]`, `Array<T>` or `ReadonlyArray<T>`. */
function elementType(type: ts.TypeNode): ts.TypeNode | undefined {
  if (ts.isTypeOperatorNode(type)) return elementType(type.type);
  if (ts.isArrayTypeNode(type)) return type.elementType;
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && /^(?:Readonly)?Array$/.test(type.typeName.text)) return type.typeArguments?.[0];
  return undefined;
}

/**
 * `const tools: Tool[] = [{…}, …]`, a field or a function's returned array typed so (`(): ToolDefinition[]`): each
 * object literal element whose type a `typed` matcher names declares, as a typed const does.
 */
export function declareTypedElements(ctx: WalkContext, type: ts.TypeNode | undefined, init: ts.Expression | undefined, scope: number): void {
  const element = type === undefined || ctx.set.byTyped.size === 0 ? undefined : elementType(type);
  const list = element === undefined || init === undefined ? undefined : unwrap(init);
  if (list === undefined || !ts.isArrayLiteralExpression(list)) return;
  for (const e of list.elements) {
    const typed = typedMatcher(ctx, element, e);
    if (typed) provenTyped(ctx, declareObject(ctx, typed[0], typed[1], scope), typed[2]);
  }
}

/**
 * What a function typed `(): T[]` or `(): T` returns, written as literals in its body: each element of a returned
 * array (see declareTypedElements), or the returned object of a factory whose type is the framework's own
 * (`function createReadTool(cwd): AgentTool { return { name: "read", … } }`, AgentTool imported from the agent core),
 * declares as a typed const does. A type of the project's own (an API response's `Tool`) or a callback of a loop
 * (`actions.map((t): Tool => ({ … }))`, a list known at run time) does not make its object a tool.
 */
export function declareReturnedElements(ctx: WalkContext, fn: ts.FunctionLikeDeclaration, scope: number): void {
  if (fn.type === undefined || fn.body === undefined || ctx.set.byTyped.size === 0) return;
  const returned = ts.isBlock(fn.body) ? fn.body.statements.filter(ts.isReturnStatement).map((st) => st.expression) : [fn.body as ts.Expression];
  for (const e of returned) {
    declareTypedElements(ctx, fn.type, e, scope);
    const typed = ctx.loopCallbacks.has(fn) ? undefined : typedMatcher(ctx, fn.type, e);
    if (typed && typeProvenance(ctx, ctx.all[typed[0]], typed[2]) === undefined) declareObject(ctx, typed[0], typed[1], scope);
  }
}

/** A typed declaration's provenance: its type imported from a package of its preset (provenance.ts). */
export function provenTyped(ctx: WalkContext, decl: Decl, type: ts.TypeNode): void {
  const unproven = typeProvenance(ctx, ctx.all[decl.matcher], type);
  if (unproven !== undefined) decl.unproven = unproven;
}

/**
 * `server.registerTool.bind(server)`: the method bound to the object it is read from (a const that calls it is that
 * method called on that object). Bound to another object, or with arguments bound too, it is not.
 */
function boundMethod(written: ts.Expression): ts.PropertyAccessExpression | undefined {
  const init = unwrap(written); // `… .bind(server) as ToolRegistrar`
  if (!ts.isCallExpression(init) || init.arguments.length !== 1 || !ts.isPropertyAccessExpression(init.expression)) return undefined;
  const { expression: method, name } = init.expression;
  if (textOf(name) !== "bind" || !ts.isPropertyAccessExpression(method)) return undefined;
  const receiver = method.expression;
  const to = init.arguments[0];
  const same = (ts.isIdentifier(receiver) && ts.isIdentifier(to) && textOf(receiver) === textOf(to)) || (receiver.kind === K.ThisKeyword && to.kind === K.ThisKeyword);
  return same ? method : undefined;
}

/** `const name = …`: a typed object declares; the initializer is walked with the variable's name. */
export function visitVariableDeclaration(ctx: WalkContext, node: ts.Node, scope: number): boolean {
  const d = node as ts.VariableDeclaration;
  if (!d.initializer) return false;
  const variableName = ts.isIdentifier(d.name) ? textOf(d.name) : undefined;
  const bound = variableName === undefined ? undefined : boundMethod(d.initializer);
  if (bound !== undefined) ctx.boundMethods.set(`${scope}\0${variableName}`, bound);
  const typed = typedMatcher(ctx, d.type, d.initializer);
  if (typed) provenTyped(ctx, declareObject(ctx, typed[0], typed[1], scope, variableName), typed[2]);
  declareTypedElements(ctx, d.type, d.initializer, scope);
  ctx.walk.visit(ctx, d.initializer, scope, variableName);
  return true;
}
