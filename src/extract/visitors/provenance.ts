// Provenance: what proves that a match is the framework's, not another library's function of the same name.
//
// - A call of a callee (`tool(…)`, `createTool(…)`) is the framework's when the callee is imported from one of the
//   preset's packages.
// - A member call (`server.registerTool(…)`) is the framework's when its receiver is traced, in this file, to a
//   value one of the preset's packages makes: `new McpServer(…)` or `genkit(…)` of an import from it, a parameter
//   (or a name a parameter's pattern takes from a property of the type literal beside it), variable or class field
//   whose written type names one of its imports, an import of it, the first parameter of a
//   callback handed to one of its functions (`createMcpHandler((server) => …)`), or `this` in a method of a class
//   that extends one of its classes (`this.paidTool(…)` in `class MyMCP extends PaidMcpAgent`).
// - A class is the framework's when its base is imported from one of the preset's packages (or it extends, through
//   the project's classes, one that is: the resolver follows the chain, resolve/classes.ts).
// - A typed const is the framework's when its type is imported from one of the preset's packages.
//
// What is matched by name or shape alone is *unproven*: the declaration is catalogued with the reason, and no rule
// judges it above `info` (lint/engine.ts). A matcher of the config (`custom`) is the user's word: always proven.
// Object literals in a wire format are proven by their shape (Matcher.proof); other object shapes are not.
import { ts } from "ts-morph";
import { PRESETS } from "../presets/index.js";
import type { Matcher } from "../presets/types.js";
import { fromPackage, isFrameworkPackage } from "../preset-detect.js";
import { baseOf, isProjectSpecifier, K, LOCAL_SPECIFIER, textOf, unwrap } from "../syntax.js";
import type { Decl } from "../facts.js";
import type { WalkContext } from "./context.js";

/** The packages whose exports prove a matcher's matches; undefined when nothing needs proving (the config's own). */
export function packagesOf(m: Matcher): readonly string[] | undefined {
  if (m.preset === undefined || m.preset === "custom") return undefined;
  return m.proofFrom ?? PRESETS[m.preset]?.packages ?? [];
}

/** The packages as a reader names them: `@langchain/*` or `langchain`. */
export function packageList(packages: readonly string[]): string {
  return packages.map((p) => `\`${p.endsWith("/") ? `${p}*` : p}\``).join(" or ");
}

/** The reason of a match no package can prove (a preset picked by text alone, a decorator of no one package). */
const BY_NAME_ALONE = "its preset recognises it by name or shape alone (no package of its own proves it)";

/** Does an import specifier name one of the packages? */
function isFrom(specifier: string | undefined, packages: readonly string[]): boolean {
  return specifier !== undefined && packages.some((p) => fromPackage(specifier, p));
}

/**
 * The package an identifier is imported from (undefined for a relative import or a local name). A path alias counts
 * as the package it names: in a framework's own repository `openai/helpers/zod` is an alias of its source, and
 * still the framework's export.
 */
function packageImport(ctx: WalkContext, name: string): string | undefined {
  const from = ctx.facts.imports.get(name)?.from;
  return from === undefined || LOCAL_SPECIFIER.test(from) ? undefined : from;
}

/** An expression through parentheses, casts and `!`. */
export function bare(e: ts.Expression): ts.Expression {
  for (;;) {
    const inner = unwrap(e);
    if (!ts.isNonNullExpression(inner)) return inner;
    e = inner.expression;
  }
}

/** The identifier at the root of `a.b.c` (or `a`), through parentheses, casts and `!`. */
function rootOf(e: ts.Expression): ts.Identifier | undefined {
  e = bare(e);
  while (ts.isPropertyAccessExpression(e)) e = bare(e.expression);
  return ts.isIdentifier(e) ? e : undefined;
}

/**
 * Record on a matched call or `new` why it is not proven to be the framework's (nothing when it is). `callee` is the
 * call's callee expression, `name` the matcher's callee name.
 */
export function proveCall(ctx: WalkContext, decl: Decl, callee: ts.Expression, name: string): void {
  const m = ctx.all[decl.matcher];
  const packages = packagesOf(m);
  if (packages === undefined || m.from !== undefined) return; // `from` was checked when it was picked
  if (packages.length === 0) {
    decl.unproven = BY_NAME_ALONE;
    return;
  }
  const e = bare(callee);
  if (ts.isPropertyAccessExpression(e)) {
    const receiver = bare(e.expression);
    // `ns.tool(…)` of `import * as ns from "pkg"`: the callee itself is the package's.
    if (ts.isIdentifier(receiver) && isFrom(packageImport(ctx, textOf(receiver)), packages)) return;
    if (receiverPackages(ctx, receiver).some((pkg) => isFrom(pkg, packages))) return;
    // `this.paidTool(…)` in a method of a class that extends the package's class (`class MyMCP extends PaidMcpAgent`).
    if (receiver.kind === K.ThisKeyword && isFrom(basePackage(ctx), packages)) return;
    decl.unproven = `its receiver \`${describe(receiver)}\` is not traced to an object of ${packageList(packages)}`;
    // Imported from a project file: the resolver looks at what that file's const is made by.
    const local = ts.isIdentifier(receiver) ? textOf(receiver) : undefined;
    const from = local === undefined ? undefined : ctx.facts.imports.get(local)?.from;
    if (local !== undefined && from !== undefined && isProjectSpecifier(from, ctx.aliases)) decl.receiverImport = local;
    return;
  }
  const root = rootOf(e);
  if (root !== undefined && isFrom(packageImport(ctx, textOf(root)), packages)) return;
  decl.unproven = `\`${name}\` is not imported from ${packageList(packages)}`;
}

/** The package the base of the class whose method the walk is in is imported from (`extends PaidMcpAgent`), if any. */
function basePackage(ctx: WalkContext): string | undefined {
  const cls = ctx.thisOwners.at(-1)?.cls;
  const base = cls === undefined ? undefined : baseOf(cls);
  const root = base === undefined ? undefined : rootOf(base);
  return root === undefined ? undefined : packageImport(ctx, textOf(root));
}

/** The file answers tools/list in `handler`: it, and the project files whose imports the handler reads (FileFacts.toolList). */
export function noteToolList(ctx: WalkContext, handler: ts.Node): void {
  const imports = (ctx.facts.toolList ??= { imports: [] }).imports;
  const stack: ts.Node[] = [handler];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (ts.isIdentifier(n)) {
      const name = textOf(n);
      const from = ctx.facts.imports.get(name)?.from;
      if (from !== undefined && isProjectSpecifier(from, ctx.aliases) && !imports.includes(name)) imports.push(name);
    }
    ts.forEachChild(n, (child) => {
      stack.push(child);
    });
  }
}

/** Is this unproven object match one that a tools/list answer proves (an MCP matcher's shape)? */
export function provenByToolList(m: Matcher): boolean {
  return m.object !== undefined && (packagesOf(m) ?? []).includes("@modelcontextprotocol/");
}

/** A module const made by a package's class or factory (FileFacts.made): the package. */
export function noteMade(ctx: WalkContext, name: string, initializer: ts.Expression): void {
  const pkg = valuePackage(ctx, initializer);
  if (pkg !== undefined) (ctx.facts.made ??= {})[name] = pkg;
}

/** Is a package (FileFacts.made) one of the matcher's? */
export function madeByFramework(m: Matcher, pkg: string | undefined): boolean {
  const packages = packagesOf(m);
  return packages !== undefined && isFrom(pkg, packages);
}

/**
 * Why an object literal a matcher describes is not proven: its shape is not a wire format (Matcher.object.proof). An
 * MCP shape is proven later when its file answers tools/list (FileFacts.toolList, resolve/classes.ts).
 */
export function shapeProvenance(m: Matcher): string | undefined {
  const packages = packagesOf(m);
  if (packages === undefined || m.object?.proof) return undefined;
  const keys = [...Object.keys(m.object?.where ?? {}), ...(m.object?.has ?? [])].map((k) => `\`${k}\``).join(", ");
  return `it is recognised by its keys (${keys}) alone, which other objects than tools have too`;
}

/** A package's name without its subpath: `drizzle-orm` of `drizzle-orm/sqlite-core`, `@scope/name` of `@scope/name/x`. */
function packageRoot(specifier: string): string {
  const parts = specifier.split("/");
  return parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
}

/** The first call of a chain: `text("description")` of `text("description").notNull().default("")`. */
function chainStart(e: ts.Expression): ts.Expression {
  for (;;) {
    if (!ts.isCallExpression(e)) return e;
    const callee = bare(e.expression);
    if (!ts.isPropertyAccessExpression(callee)) return e;
    const inner = bare(callee.expression);
    if (!ts.isCallExpression(inner)) return e;
    e = inner;
  }
}

/**
 * Is an object literal another library's data: handed straight to a function of a package no preset reads, with a
 * field that package's functions build? A database table (`sqliteTable("actions", { description: text("description"),
 * parameters: text("parameters") })`, all of drizzle-orm) has the keys of a tool definition, but its package makes and
 * reads it; a tool's text is not built by the function it is handed to.
 */
export function foreignData(ctx: WalkContext, o: ts.ObjectLiteralExpression): boolean {
  const call = ctx.callArguments.get(o);
  if (call === undefined) return false;
  const callee = rootOf(call.expression);
  const pkg = callee === undefined ? undefined : packageImport(ctx, textOf(callee));
  if (pkg === undefined || isFrameworkPackage(pkg)) return false;
  const root = packageRoot(pkg);
  return o.properties.some((p) => {
    if (!ts.isPropertyAssignment(p)) return false;
    const value = chainStart(bare(p.initializer));
    if (!ts.isCallExpression(value)) return false;
    const builder = rootOf(value.expression);
    const from = builder === undefined ? undefined : packageImport(ctx, textOf(builder));
    return from !== undefined && packageRoot(from) === root;
  });
}

/** Why a class a class-shape matcher describes is not proven: its fields alone say it is a tool. */
export function classShapeProvenance(m: Matcher): string {
  const keys = (m.classFields ?? []).map((k) => `\`${k}\``).join(", ");
  return `it is recognised by its fields (${keys}) alone, which other classes than tools have too`;
}

/** Why a tool module is not proven: its file's exports alone say it is one (Matcher.moduleExports). */
export function moduleShapeProvenance(m: Matcher): string {
  const keys = (m.moduleExports ?? []).map((k) => `\`${k}\``).join(", ");
  return `it is recognised by its file's exports (${keys}) alone; the project loads the file at run time`;
}

/** Why a typed const is not proven to be the framework's (its type is not imported from a preset package). */
export function typeProvenance(ctx: WalkContext, m: Matcher, type: ts.TypeNode): string | undefined {
  const packages = packagesOf(m);
  if (packages === undefined) return undefined;
  if (packages.length === 0) return BY_NAME_ALONE;
  if (isFrom(typePackage(ctx, type), packages)) return undefined;
  return `its type \`${m.typed}\` is not imported from ${packageList(packages)}`;
}

/** Why a class whose base a matcher names is not proven to be the framework's. */
export function baseProvenance(ctx: WalkContext, m: Matcher, base: ts.Expression, baseName: string): string | undefined {
  const packages = packagesOf(m);
  if (packages === undefined) return undefined;
  if (packages.length === 0) return BY_NAME_ALONE;
  const root = rootOf(base);
  const from = root === undefined ? undefined : ctx.facts.imports.get(textOf(root))?.from;
  if (isFrom(from, packages)) return undefined;
  if (from === undefined) return `its base \`${baseName}\` is not imported from ${packageList(packages)}`;
  return isProjectSpecifier(from, ctx.aliases)
    ? `its base \`${baseName}\` is the project's own class, not a class of ${packageList(packages)}`
    : `its base \`${baseName}\` comes from \`${from}\`, not from ${packageList(packages)}`;
}

/** How a receiver reads in a reason: `server`, `this.server`, `getServer()`. */
function describe(e: ts.Expression): string {
  if (ts.isIdentifier(e)) return textOf(e);
  if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name)) return `${describe(bare(e.expression))}.${textOf(e.name)}`;
  if (e.kind === K.ThisKeyword) return "this";
  if (ts.isCallExpression(e)) return `${describe(bare(e.expression))}()`;
  return "…";
}

const NONE: readonly string[] = [];

/**
 * The packages a receiver's value is traced to: a name or field the file types or makes with one of them. A property
 * of such an object is the package's too (`server.experimental.tasks.registerToolTask(…)`).
 */
function receiverPackages(ctx: WalkContext, receiver: ts.Expression): readonly string[] {
  const traced = (ctx.traced ??= traceNames(ctx));
  for (let e = receiver; ; e = bare(e.expression)) {
    if (ts.isIdentifier(e)) return traced.get(textOf(e)) ?? NONE;
    if (!ts.isPropertyAccessExpression(e)) break;
    if (e.expression.kind === K.ThisKeyword) return traced.get(`this.${textOf(e.name)}`) ?? NONE;
  }
  const made = valuePackage(ctx, receiver);
  return made === undefined ? NONE : [made];
}

/**
 * Each name of the file (a variable, a parameter, `this.<field>`) that is declared with a type from a package or
 * made by one (`new X(…)`, `x(…)`, `await x(…)` of an import): the packages. Names, not scopes: of two variables of
 * one name in one file, one the framework's, both count (real code uses `server` for one thing per file).
 */
function traceNames(ctx: WalkContext): Map<string, string[]> {
  const traced = new Map<string, string[]>();
  const note = (name: string, pkg: string | undefined) => {
    if (pkg === undefined) return;
    const list = traced.get(name);
    if (list === undefined) traced.set(name, [pkg]);
    else if (!list.includes(pkg)) list.push(pkg);
  };
  const stack: ts.Node[] = [ctx.sf];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if ((ts.isVariableDeclaration(n) || ts.isParameter(n)) && ts.isIdentifier(n.name)) {
      const pkg = (n.type && typePackage(ctx, n.type)) ?? (n.initializer && valuePackage(ctx, n.initializer));
      note(textOf(n.name), pkg);
      // `constructor(private server: McpServer)`: a parameter property is a field too.
      if (ts.isParameter(n) && n.modifiers?.some((mod) => mod.kind !== K.Decorator)) note(`this.${textOf(n.name)}`, pkg);
    } else if (ts.isParameter(n) && ts.isObjectBindingPattern(n.name) && n.type !== undefined && ts.isTypeLiteralNode(n.type)) {
      // `({ server }: { server: McpServer })`: a name the pattern takes from a property typed in the literal beside it.
      for (const element of n.name.elements) {
        if (!ts.isIdentifier(element.name) || element.dotDotDotToken !== undefined) continue;
        const property = element.propertyName === undefined ? textOf(element.name) : ts.isIdentifier(element.propertyName) || ts.isStringLiteral(element.propertyName) ? textOf(element.propertyName) : undefined;
        const member = n.type.members.find((m) => ts.isPropertySignature(m) && m.type !== undefined && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && textOf(m.name) === property);
        if (member !== undefined) note(textOf(element.name), typePackage(ctx, (member as ts.PropertySignature).type!));
      }
    } else if (ts.isPropertyDeclaration(n) && (ts.isIdentifier(n.name) || ts.isPrivateIdentifier(n.name))) {
      note(`this.${textOf(n.name)}`, (n.type && typePackage(ctx, n.type)) ?? (n.initializer && valuePackage(ctx, n.initializer)));
    } else if (ts.isCallExpression(n)) {
      // `createMcpHandler((server) => { server.tool(…) })`: a package's function hands its callback the package's
      // object; the callback's first parameter is made by that package (a typed one is traced by its type above).
      const pkg = valuePackage(ctx, n);
      if (pkg !== undefined) {
        for (const a of n.arguments) {
          const fn = bare(a);
          const first = (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.parameters[0];
          if (first && ts.isIdentifier(first.name) && first.type === undefined) note(textOf(first.name), pkg);
        }
      }
    } else if (ts.isBinaryExpression(n) && n.operatorToken.kind === K.EqualsToken) {
      const left = n.left;
      if (ts.isIdentifier(left)) note(textOf(left), valuePackage(ctx, n.right));
      else if (ts.isPropertyAccessExpression(left) && left.expression.kind === K.ThisKeyword) note(`this.${textOf(left.name)}`, valuePackage(ctx, n.right));
    }
    ts.forEachChild(n, (child) => {
      stack.push(child);
    });
  }
  return traced;
}

/** The package of the first type reference in a type (`McpServer`, `McpServer | undefined`, `Pick<McpServer, …>`). */
function typePackage(ctx: WalkContext, type: ts.TypeNode): string | undefined {
  const stack: ts.Node[] = [type];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (ts.isTypeReferenceNode(n)) {
      let name: ts.EntityName = n.typeName;
      while (ts.isQualifiedName(name)) name = name.left;
      const pkg = packageImport(ctx, textOf(name));
      if (pkg !== undefined) return pkg;
    } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
      const from = textOf(n.argument.literal);
      if (!isProjectSpecifier(from, ctx.aliases)) return from;
    }
    ts.forEachChild(n, (child) => {
      stack.push(child);
    });
  }
  return undefined;
}

/** The package a value is made by: `new X(…)`, `X(…)`, `await X(…)`, or `X` itself, X an import of it. */
function valuePackage(ctx: WalkContext, value: ts.Expression): string | undefined {
  let e = bare(value);
  if (ts.isAwaitExpression(e)) e = bare(e.expression);
  if (ts.isNewExpression(e) || ts.isCallExpression(e)) e = e.expression;
  const root = rootOf(e);
  return root === undefined ? undefined : packageImport(ctx, textOf(root));
}
