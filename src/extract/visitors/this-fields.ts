// `this.toolId` in a method of a class that sets the field itself (`readonly toolId = "sfmobile-web-location"`): the
// value of the field's initializer, read in the scope the class is written in. The field is what every instance of
// that class holds unless its own code assigns it or a subclass sets it again: then it is left as it was (unknown);
// a subclass in the same file that declares it gives that reason, and so does a field a class leaves to its
// subclasses (abstract, or declared without a value in an abstract class).
import { ts } from "ts-morph";
import type { Expr } from "../facts.js";
import { hasModifier, K, propertyKey, textOf } from "../syntax.js";
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
  // A field the class also assigns (`this.description = text` in its constructor or a method) has that value too.
  if (field === undefined || className === undefined || assignedFields(cls).has(name)) return undefined;
  if (field.initializer === undefined) {
    if (!hasModifier(field, K.AbstractKeyword) && !hasModifier(cls, K.AbstractKeyword)) return undefined;
    return { k: "unknown", reason: `\`this.${name}\`, which each subclass of \`${className}\` sets` };
  }
  if (setAgainBelow(ctx.sf, className, name)) return { k: "unknown", reason: `\`this.${name}\`, which a subclass of \`${className}\` sets again` };
  return toIR(field.initializer, ctx.facts.scopes[methodScope].parent);
}

/** Per class: the fields its own code assigns (`this.x = …`, `this.x += …`), outside any class nested in it. */
const assigned = new WeakMap<ts.ClassLikeDeclaration, Set<string>>();

function assignedFields(cls: ts.ClassLikeDeclaration): Set<string> {
  let names = assigned.get(cls);
  if (names === undefined) {
    const found = new Set<string>();
    const visit = (n: ts.Node): void => {
      if (ts.isClassLike(n)) return;
      if (ts.isBinaryExpression(n) && isAssignment(n.operatorToken.kind) && ts.isPropertyAccessExpression(n.left) && n.left.expression.kind === K.ThisKeyword) found.add(textOf(n.left.name));
      ts.forEachChild(n, visit);
    };
    for (const m of cls.members) ts.forEachChild(m, visit);
    assigned.set(cls, (names = found));
  }
  return names;
}

function isAssignment(kind: ts.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

/** Per file: base class name -> the fields its subclasses written in that file declare. */
const subclassFields = new WeakMap<ts.SourceFile, Map<string, Set<string>>>();

/** Does a class of the file that extends `base` by name declare the field again? */
function setAgainBelow(sf: ts.SourceFile, base: string, field: string): boolean {
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
  return fields.get(base)?.has(field) ?? false;
}

function noteSubclass(cls: ts.ClassLikeDeclaration, fields: Map<string, Set<string>>): void {
  const heritage = cls.heritageClauses?.find((h) => h.token === K.ExtendsKeyword)?.types[0]?.expression;
  if (heritage === undefined || !ts.isIdentifier(heritage)) return;
  const set = fields.get(textOf(heritage)) ?? new Set<string>();
  for (const m of cls.members) {
    const key = (ts.isPropertyDeclaration(m) || ts.isGetAccessorDeclaration(m)) && m.name !== undefined ? propertyKey(m.name) : undefined;
    if (key !== undefined) set.add(key);
  }
  fields.set(textOf(heritage), set);
}
