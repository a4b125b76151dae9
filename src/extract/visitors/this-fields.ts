// `this.toolId` in a method of a class that sets the field itself (`readonly toolId = "sfmobile-web-location"`): the
// value of the field's initializer, read in the scope the class is written in. The field is what every instance of
// that class holds unless its own code assigns it or a subclass sets it again: then it is left as it was (unknown);
// a subclass in the same file that declares it gives that reason, and so does a field a class leaves to its
// subclasses (abstract, or declared without a value in an abstract class).
import { ts } from "ts-morph";
import type { Expr, ObjEntry } from "../facts.js";
import { forEachChild } from "../prune.js";
import { baseOf, boundNames, hasModifier, isAssignment, K, propertyKey, readsVariable, someNode, textOf } from "../syntax.js";
import type { WalkContext } from "./context.js";

/** The IR of `this.<name>` when the enclosing class decides it (else undefined: the caller's own reading stands). */
export function thisField(ctx: WalkContext, p: ts.PropertyAccessExpression, toIR: (e: ts.Expression, scope: number) => Expr): Expr | undefined {
  if (p.expression.kind !== K.ThisKeyword) return undefined;
  const owner = ctx.thisOwners.at(-1);
  const methodScope = owner === undefined ? undefined : ctx.fnScopes.get(owner.method);
  if (owner === undefined || methodScope === undefined) return undefined;
  const { cls } = owner;
  const name = textOf(p.name);
  const field = cls.members.find((m): m is ts.PropertyDeclaration => ts.isPropertyDeclaration(m) && !hasModifier(m, K.StaticKeyword) && propertyKey(m.name) === name);
  const className = cls.name === undefined ? undefined : textOf(cls.name);
  // Set once, by a statement of the constructor's own body (`this.tools = [getContacts, …]`), and nowhere else in
  // the class: every instance holds that value once constructed (read where the class is written: it reads nothing
  // of the constructor's own).
  const set = className === undefined || hasModifier(cls, K.AbstractKeyword) ? undefined : constructorSetsOnly(cls, name);
  const outer = ctx.facts.scopes[methodScope].parent;
  if (set !== undefined && !setAgainBelow(ctx.sf, className!, name)) {
    const value = toIR(set.value, outer);
    // What the value reads of the constructor's own is not known here: a list chosen by an option
    // (`this.tools = filterTools(zh ? TOOLS_ZH : TOOLS, options)`) is still all it can hold.
    if (set.reads.size > 0) maskOwn(value, set.reads, outer, (own) => `\`this.${name}\`, which the constructor of \`${className}\` sets from its \`${own}\``);
    return value;
  }
  // A field the class also assigns (`this.description = text` in its constructor or a method) has that value too.
  if (field === undefined || className === undefined || assignmentCounts(cls).has(name)) return undefined;
  if (field.initializer === undefined) {
    if (!hasModifier(field, K.AbstractKeyword) && !hasModifier(cls, K.AbstractKeyword)) return undefined;
    return { k: "unknown", reason: `\`this.${name}\`, which each subclass of \`${className}\` sets` };
  }
  if (setAgainBelow(ctx.sf, className, name)) return { k: "unknown", reason: `\`this.${name}\`, which a subclass of \`${className}\` sets again` };
  return toIR(field.initializer, ctx.facts.scopes[methodScope].parent);
}

/**
 * The value `name` is given by the one assignment of it in the class, when that is a plain `this.name = value;`
 * statement of the constructor's body (not in a branch, a loop or a callback), with the names of the constructor's
 * own it reads (its parameters, its consts; none when it reads `this`): it is read where the class is written, those
 * names unknown. Else undefined.
 */
function constructorSetsOnly(cls: ts.ClassLikeDeclaration, name: string): ConstructorSet | undefined {
  if (assignmentCounts(cls).get(name) !== 1) return undefined;
  return constructorSets(cls).get(name);
}

interface ConstructorSet {
  value: ts.Expression;
  /** The constructor's own names the value reads. */
  reads: Set<string>;
}

/** Per class: the fields a plain statement of its constructor sets, with what the value reads of the constructor's. */
const setByConstructor = new WeakMap<ts.ClassLikeDeclaration, Map<string, ConstructorSet>>();

function constructorSets(cls: ts.ClassLikeDeclaration): Map<string, ConstructorSet> {
  let found = setByConstructor.get(cls);
  if (found !== undefined) return found;
  found = new Map();
  setByConstructor.set(cls, found);
  const ctor = cls.members.find((m): m is ts.ConstructorDeclaration => ts.isConstructorDeclaration(m) && m.body !== undefined);
  if (ctor === undefined) return found;
  const own = new Set<string>();
  for (const p of ctor.parameters) for (const n of boundNames(p.name)) own.add(n);
  for (const st of ctor.body!.statements) if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) for (const n of boundNames(d.name)) own.add(n);
  for (const st of ctor.body!.statements) {
    if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression)) continue;
    const { left, operatorToken, right } = st.expression;
    if (operatorToken.kind !== K.EqualsToken || !ts.isPropertyAccessExpression(left) || left.expression.kind !== K.ThisKeyword) continue;
    const key = textOf(left.name);
    if (found.has(key) || readsVariable(right, new Set(["this"]))) continue;
    found.set(key, { value: right, reads: new Set([...own].filter((n) => readsVariable(right, new Set([n])))) });
  }
  return found;
}

/** Turn each read of one of `names` in `scope` (not a nested function's own) into an unknown that says which. */
function maskOwn(e: Expr, names: Set<string>, scope: number, reason: (name: string) => string): void {
  if (e.k === "id" && e.scope === scope && names.has(e.name)) {
    const masked = e as unknown as Record<string, unknown>;
    const name = e.name;
    delete masked.name;
    delete masked.scope;
    Object.assign(masked, { k: "unknown", reason: reason(name) });
    return;
  }
  forEachChild(e, (child) => maskOwn(child, names, scope, reason));
}

/** Per class: how many times its own code assigns each field (`this.x = …`, `this.x += …`), nested classes aside. */
const counts = new WeakMap<ts.ClassLikeDeclaration, Map<string, number>>();

function assignmentCounts(cls: ts.ClassLikeDeclaration): Map<string, number> {
  let found = counts.get(cls);
  if (found === undefined) {
    const seen = new Map<string, number>();
    const count = (n: ts.Node): boolean => {
      if (ts.isBinaryExpression(n) && isAssignment(n.operatorToken.kind) && ts.isPropertyAccessExpression(n.left) && n.left.expression.kind === K.ThisKeyword) {
        const key = textOf(n.left.name);
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      return false;
    };
    for (const m of cls.members) someNode(m, count, (n) => n === m || !ts.isClassLike(n));
    counts.set(cls, (found = seen));
  }
  return found;
}

/** Per file: base class name -> the fields (and methods) its subclasses written in that file declare. */
const subclassFields = new WeakMap<ts.SourceFile, Map<string, Set<string>>>();

/** Does a class of the file that extends `base` by name declare the field again? */
function setAgainBelow(sf: ts.SourceFile, base: string, field: string): boolean {
  return subclassesIn(sf).get(base)?.has(field) ?? false;
}

/** The classes of the file that some class of it extends, each with the fields its subclasses declare. */
function subclassesIn(sf: ts.SourceFile): Map<string, Set<string>> {
  let fields = subclassFields.get(sf);
  if (fields === undefined) {
    fields = new Map();
    const visit = (n: ts.Node): void => {
      if (ts.isClassLike(n)) noteSubclass(n, fields!);
      ts.forEachChild(n, visit);
    };
    visit(sf);
    subclassFields.set(sf, fields);
  }
  return fields;
}

/**
 * `this.<name>` naming a method of the class the code is in (not static, with a body, not declared again by a class of
 * the file that extends it) whose own body calls a framework's registering function (`server.registerTool(…)`, or
 * binds it): that method, as a function of the scope the class is written in, so that a call `this.register(server,
 * TOOL)` is a call site of the declarations inside it, as a call of a function is. Else undefined (a method of a base
 * class, a field holding a function, a subclass's override: not known here). A method that only passes its arguments
 * on to other functions is left alone: a model's `this.bindTools(tools)` converting tool objects of several shapes in
 * branches by their type would give each shape's branch the others' objects, read as tools without their fields.
 */
export function thisMethod(ctx: WalkContext, p: ts.PropertyAccessExpression): Expr | undefined {
  if (p.expression.kind !== K.ThisKeyword) return undefined;
  const owner = ctx.thisOwners.at(-1);
  const methodScope = owner === undefined ? undefined : ctx.fnScopes.get(owner.method);
  if (owner === undefined || methodScope === undefined) return undefined;
  const name = textOf(p.name);
  const method = owner.cls.members.find(
    (m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && m.body !== undefined && !hasModifier(m, K.StaticKeyword) && propertyKey(m.name) === name,
  );
  if (method === undefined || !callsRegistering(ctx, method)) return undefined;
  if (owner.cls.name !== undefined && setAgainBelow(ctx.sf, textOf(owner.cls.name), name)) return undefined;
  return { k: "fn", scope: ctx.walk.scopeOf(ctx, method, ctx.facts.scopes[methodScope].parent) };
}

/**
 * Per set of registering names and method: whether its body names one (read once, however many calls name the
 * method).
 */
const registering = new WeakMap<ReadonlyMap<string, number[]>, WeakMap<ts.MethodDeclaration, boolean>>();

/** Does the method's body name a function a call matcher registers with (`registerTool`, `addTool`, …)? */
function callsRegistering(ctx: WalkContext, method: ts.MethodDeclaration): boolean {
  const names = ctx.set.byCallee;
  let known = registering.get(names);
  if (known === undefined) registering.set(names, (known = new WeakMap()));
  let found = known.get(method);
  if (found === undefined) {
    found = someNode(method.body!, (n) => (ts.isPropertyAccessExpression(n) ? names.has(textOf(n.name)) : ts.isCallExpression(n) && ts.isIdentifier(n.expression) && names.has(textOf(n.expression))));
    known.set(method, found);
  }
  return found;
}

/**
 * `this.constructor.name` in a class of this file that is not abstract and that no class of the file extends: the
 * class's own name (an OpenAI function named after the class that holds it, `name: this.constructor.name`). In a
 * function with a `this` of its own, an abstract class or a base class it is not known: undefined.
 */
export function ownClassName(ctx: WalkContext, p: ts.PropertyAccessExpression): Expr | undefined {
  const inner = p.expression;
  if (textOf(p.name) !== "name" || !ts.isPropertyAccessExpression(inner) || inner.expression.kind !== K.ThisKeyword || textOf(inner.name) !== "constructor") return undefined;
  const cls = ctx.thisOwners.at(-1)?.cls;
  if (cls === undefined || !ts.isClassDeclaration(cls) || cls.name === undefined || hasModifier(cls, K.AbstractKeyword)) return undefined;
  const name = textOf(cls.name);
  return subclassesIn(ctx.sf).has(name) ? undefined : { k: "lit", v: name };
}

function noteSubclass(cls: ts.ClassLikeDeclaration, fields: Map<string, Set<string>>): void {
  const heritage = baseOf(cls);
  if (heritage === undefined || !ts.isIdentifier(heritage)) return;
  const set = fields.get(textOf(heritage)) ?? new Set<string>();
  for (const m of cls.members) {
    const key = (ts.isPropertyDeclaration(m) || ts.isGetAccessorDeclaration(m) || ts.isMethodDeclaration(m)) && m.name !== undefined ? propertyKey(m.name) : undefined;
    if (key !== undefined) set.add(key);
  }
  fields.set(textOf(heritage), set);
}

/**
 * `new GetContactsTool()` of a class written at the top of this file: the instance's fields the class decides, as an
 * object (`name = "get-contacts"`, `description = "…"`, one set by the constructor from nothing of its own). A field
 * the constructor sets otherwise, a getter, or anything a base class gives is unknown (a spread of an unknown value
 * first: what the known keys miss). Undefined when the name is no such class (an abstract or imported one stays unknown).
 */
export function instanceOf(ctx: WalkContext, e: ts.NewExpression, toIR: (e: ts.Expression, scope: number) => Expr): Expr | undefined {
  if (!ts.isIdentifier(e.expression)) return undefined;
  const name = textOf(e.expression);
  const cls = topClasses(ctx.sf).get(name);
  if (cls === undefined || hasModifier(cls, K.AbstractKeyword) || hasModifier(cls, K.DeclareKeyword)) return undefined;
  const props: ObjEntry[] = [];
  const base = baseOf(cls);
  if (base !== undefined) props.push({ spread: { k: "unknown", reason: `a field \`${name}\` may have from its base class, which is not followed` } });
  const assigned = assignmentCounts(cls);
  const fromArguments = (key: string): ObjEntry => ({ key, value: { k: "unknown", reason: `\`${name}.${key}\` is set when an instance is made` } });
  for (const m of cls.members) {
    // `constructor(private readonly name: string)`: a field the instance's arguments give.
    if (ts.isConstructorDeclaration(m)) for (const p of m.parameters) if (ts.isIdentifier(p.name) && ts.getModifiers(p)?.length) props.push(fromArguments(textOf(p.name)));
    if (hasModifier(m, K.StaticKeyword) || m.name === undefined) continue;
    const key = propertyKey(m.name);
    if (key === undefined) continue;
    if (ts.isGetAccessorDeclaration(m)) props.push({ key, value: { k: "unknown", reason: `\`${name}.${key}\` is a getter` } });
    else if (ts.isPropertyDeclaration(m) && !assigned.has(key)) props.push({ key, value: m.initializer === undefined ? { k: "lit", v: undefined } : toIR(m.initializer, 0) });
  }
  for (const key of assigned.keys()) {
    const set = constructorSetsOnly(cls, key);
    props.push(set === undefined || set.reads.size > 0 ? fromArguments(key) : { key, value: toIR(set.value, 0) });
  }
  return { k: "obj", props };
}

/** Per file: its top-level named classes by name (looked up once per `new`, built once per file). */
const classesOf = new WeakMap<ts.SourceFile, Map<string, ts.ClassDeclaration>>();

function topClasses(sf: ts.SourceFile): Map<string, ts.ClassDeclaration> {
  let found = classesOf.get(sf);
  if (found === undefined) {
    found = new Map();
    for (const st of sf.statements) if (ts.isClassDeclaration(st) && st.name !== undefined && !found.has(textOf(st.name))) found.set(textOf(st.name), st);
    classesOf.set(sf, found);
  }
  return found;
}
