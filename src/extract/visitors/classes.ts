// Classes: a class that extends a base an `extends` matcher names (directly, through a local subclass, or through
// a base imported from another project file, which the resolver decides) declares with its fields; decorators
// (`@Tool({…})`) are walked with the member's or class's name; typed class fields declare like typed consts.
import { ts } from "ts-morph";
import type { ObjEntry, Span } from "../facts.js";
import { baseOf, hasModifier, isProjectSpecifier, K, propertyKey, textOf } from "../syntax.js";
import { importedName, spanOf, type MatchedClass, type WalkContext } from "./context.js";
import { declare, declareObject } from "./declare.js";
import { toIR } from "./expressions.js";
import { baseProvenance, classShapeProvenance } from "./provenance.js";
import { declareTypedElements, provenTyped, typedMatcher } from "./typed.js";

/** A class declaration or expression: matched by its base, then its decorators, heritage and members walked. */
export function visitClassLike(ctx: WalkContext, node: ts.Node, scope: number, variable?: string, key?: string): boolean {
  visitClass(ctx, node as ts.ClassLikeDeclaration, scope, variable, key);
  return true;
}

function visitClass(ctx: WalkContext, node: ts.ClassLikeDeclaration, scope: number, variable: string | undefined, key: string | undefined): void {
  const className = node.name ? textOf(node.name) : variable;
  visitDecorators(ctx, node, scope, className);
  const base = baseOf(node);
  const baseName = base === undefined ? undefined : importedName(ctx, base);
  const inherited = baseName === undefined ? undefined : ctx.matchedClasses.get(baseName);
  const direct = baseName === undefined || inherited ? undefined : ctx.set.byExtends.get(baseName);
  const local = base !== undefined && ts.isIdentifier(base) ? textOf(base) : undefined;
  // A base named like the framework's but not imported from it: another library's or the project's class of that
  // name. One imported from a project file may still extend the framework's class there: the resolver follows it.
  const unproven = direct === undefined || base === undefined || baseName === undefined ? inherited?.unproven : baseProvenance(ctx, ctx.all[direct], base, baseName);
  // A base imported from another project file (or a local subclass of one) may itself extend a matched class:
  // the resolver decides.
  const fromProject = local === undefined ? undefined : projectImport(ctx, local);
  const importedBase = inherited ? inherited.pending : direct !== undefined && unproven === undefined ? undefined : fromProject;
  const matcher = direct ?? inherited?.matcher ?? (importedBase === undefined ? undefined : firstExtendsMatcher(ctx));
  if (className !== undefined && baseName !== undefined) {
    // Matched by its base's name alone, the base a project class: the resolver follows that base on, for a proof.
    (ctx.facts.classes ??= {})[className] =
      direct !== undefined && unproven !== undefined
        ? { matched: true, unproven, ...(fromProject !== undefined && { base: fromProject }) }
        : importedBase === undefined && matcher !== undefined
          ? { matched: true, ...(unproven !== undefined && { unproven }) }
          : { base: local ?? baseName };
  }
  ctx.thisOwners.push(undefined);
  for (const member of node.members) if (ts.isFunctionLike(member)) ctx.memberClasses.set(member, node);
  if (matcher !== undefined) declareClass(ctx, node, matcher, inherited, importedBase, scope, className, key, unproven);
  else {
    const shaped = classShapeMatcher(ctx, node);
    if (shaped !== undefined) declareClass(ctx, node, shaped, undefined, undefined, scope, className, key, classShapeProvenance(ctx.all[shaped]));
  }
  for (const h of node.heritageClauses ?? []) ctx.walk.visit(ctx, h, scope);
  for (const member of node.members) {
    const name = member.name && propertyKey(member.name);
    visitDecorators(ctx, member, scope, name);
    if (ts.isPropertyDeclaration(member)) {
      const typed = typedMatcher(ctx, member.type, member.initializer);
      if (typed) provenTyped(ctx, declareObject(ctx, typed[0], typed[1], scope, className, name), typed[2]);
      declareTypedElements(ctx, member.type, member.initializer, scope);
      if (member.initializer) {
        // `this` in a field's initializer is the instance, as in a method (this-fields.ts reads the class from here).
        ctx.thisOwners.push({ cls: node, method: member });
        ctx.walk.visit(ctx, member.initializer, scope, name);
        ctx.thisOwners.pop();
      }
    } else ctx.walk.visit(ctx, member, scope);
  }
  ctx.thisOwners.pop();
}

/** A matched class: its fields (inherited ones first) are remembered for subclasses, and it declares unless abstract. */
function declareClass(
  ctx: WalkContext,
  node: ts.ClassLikeDeclaration,
  matcher: number,
  inherited: MatchedClass | undefined,
  importedBase: string | undefined,
  scope: number,
  className: string | undefined,
  key: string | undefined,
  unproven: string | undefined,
): void {
  const props: ObjEntry[] = [...(inherited?.props ?? [])];
  const propSpans: Record<string, Span> = {};
  collectClassFields(ctx, node, scope, props, propSpans, inherited?.props.length ?? 0);
  if (className !== undefined) ctx.matchedClasses.set(className, { matcher, props, pending: importedBase, unproven });
  // An abstract base or an ambient `declare class` is not itself a tool.
  if (!hasModifier(node, K.AbstractKeyword) && !hasModifier(node, K.DeclareKeyword)) {
    const decl = declare(ctx, matcher, node, { k: "obj", props }, propSpans, scope, className, key);
    if (importedBase !== undefined) decl.extendsImport = importedBase;
    if (unproven !== undefined) decl.unproven = unproven;
  }
}

/**
 * The class's fields, from property initializers, `this.x = …` in the constructor and what it passes to `super(…)`
 * (inserted after the `inheritedCount` inherited ones).
 */
function collectClassFields(
  ctx: WalkContext,
  node: ts.ClassLikeDeclaration,
  scope: number,
  props: ObjEntry[],
  propSpans: Record<string, Span>,
  inheritedCount: number,
): void {
  for (const member of node.members) {
    const name = member.name && propertyKey(member.name);
    if (ts.isPropertyDeclaration(member) && member.initializer && name !== undefined) {
      props.push({ key: name, value: toIR(ctx, member.initializer, scope) });
      propSpans[name] = spanOf(ctx, member.initializer);
    } else if (ts.isConstructorDeclaration(member) && member.body) {
      const ctor = ctx.walk.scopeOf(ctx, member, scope);
      for (const st of member.body.statements) {
        // `super({ ...rest, func })`: what the constructor hands the base class (a DynamicTool) becomes its fields,
        // below the class's own; a description passed through from the caller is known only per `new`.
        const passed = superArgument(st);
        if (passed) props.splice(inheritedCount, 0, { spread: toIR(ctx, passed, ctor) });
        // The class is the tool: the object it hands `super` is its fields, not a second declaration.
        if (passed && ts.isObjectLiteralExpression(passed)) ctx.superArguments.add(passed);
        const assigned = thisAssignment(st);
        if (!assigned || propSpans[assigned.name]) continue;
        props.push({ key: assigned.name, value: toIR(ctx, assigned.value, ctor) });
        propSpans[assigned.name] = spanOf(ctx, assigned.value);
      }
    }
  }
}

/** Decorators of a class or member: `@Tool({…})` declares with the member's (or class's) name as fallback. */
function visitDecorators(ctx: WalkContext, node: ts.Node, scope: number, name: string | undefined): void {
  const modifiers = (node as { modifiers?: ts.NodeArray<ts.ModifierLike> }).modifiers;
  if (!modifiers) return;
  for (const mod of modifiers) {
    if (ts.isDecorator(mod)) ctx.walk.visit(ctx, mod.expression, scope, name);
  }
}

/** `name` when it is imported from a project file (not a package). */
function projectImport(ctx: WalkContext, name: string): string | undefined {
  const from = ctx.facts.imports.get(name)?.from;
  return from !== undefined && isProjectSpecifier(from, ctx.aliases) ? name : undefined;
}

/** The first class-shape matcher (Matcher.classFields) whose fields the class's own body gives a value where it declares them. */
function classShapeMatcher(ctx: WalkContext, node: ts.ClassLikeDeclaration): number | undefined {
  if (ctx.set.classShapes.length === 0) return undefined;
  const valued = new Set<string>();
  for (const m of node.members) {
    const name = ts.isPropertyDeclaration(m) && m.initializer !== undefined && !hasModifier(m, K.StaticKeyword) ? propertyKey(m.name) : undefined;
    if (name !== undefined) valued.add(name);
  }
  return ctx.set.classShapes.find((i) => ctx.all[i].classFields!.every((f) => valued.has(f)));
}

function firstExtendsMatcher(ctx: WalkContext): number | undefined {
  return ctx.set.byExtends.values().next().value;
}

/** The first argument of a `super(…)` statement, when it is written as an object literal or a name. */
function superArgument(st: ts.Statement): ts.Expression | undefined {
  if (!ts.isExpressionStatement(st) || !ts.isCallExpression(st.expression) || st.expression.expression.kind !== K.SuperKeyword) return undefined;
  const arg = st.expression.arguments[0];
  return arg !== undefined && (ts.isObjectLiteralExpression(arg) || ts.isIdentifier(arg)) ? arg : undefined;
}

/** `this.name = value;` in a constructor body. */
function thisAssignment(st: ts.Statement): { name: string; value: ts.Expression } | undefined {
  if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression)) return undefined;
  const { left, operatorToken, right } = st.expression;
  if (operatorToken.kind !== K.EqualsToken || !ts.isPropertyAccessExpression(left) || left.expression.kind !== K.ThisKeyword) return undefined;
  return { name: textOf(left.name), value: right };
}
