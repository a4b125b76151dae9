// Where an item is: the place it is reported at, the one it is declared at and the call site that made it. An element
// of a loop, and a factory's instance whose text its call passes as an object literal, are reported where that text is
// written; a description misplaced among `server.tool`'s annotations is found where it stands.
import type { Expr, Span } from "../extract/facts.js";
import type { Location } from "../types.js";
import type { Evaluator } from "./evaluate.js";
import { fieldExpr, objectsBetween, type Reading } from "./item-fields.js";
import type { Env } from "./values.js";

/** A place in a file, as an item reports it. */
export function location(file: string, span: Span): Location {
  return { file, ...span };
}

/** The call site that made the factory instance `env` is, or is inside; undefined outside any. */
export function siteOf(env: Env): Env["site"] {
  for (let e: Env | null = env; e; e = e.parent) if (e.site) return e.site;
  return undefined;
}

/**
 * `server.tool(name, schema, { title, description }, callback)`: the SDK takes an object between the name and the
 * callback that is no zod shape (a string is no zod schema) as the annotations, so a `description` written there is
 * not the tool's. Where that object is, when one has a description.
 */
export function textInAnnotations(evaluator: Evaluator, between: Expr, env: Env): Location | undefined {
  for (const item of objectsBetween(evaluator, between, env)) {
    if (item.at && evaluator.property(item, "description").t === "str") return location(item.env.facts.file, item.at);
  }
  return undefined;
}

type Place = { file: string; span: Span };

/**
 * Where a loop's element is: the declaration, when the declaration passes the element on (the element itself, or
 * its name as it is: `{ name: t.name, description: t.description.split("\n\n")[0] }` lists a tool written in the
 * element); the text, when the description is passed on as it is (`t.description`). What the declaration builds from
 * the element (`{ name: toolName(d.slug), description: \`Run ${d.name}\` }`) is written in the declaration.
 */
export function elementPlaces({ decl, env, fields, matcher }: Reading, descriptionExpr: Expr | undefined): { declaration?: Place; text?: Place } {
  const element = env.element!;
  const variable = decl.loop?.variable;
  // The loop variable, or a property of it, as it is (`t`, `t.name`).
  const passes = (e: Expr | undefined): boolean => {
    const read = e?.k === "prop" ? e.obj : e;
    return read?.k === "id" && read.name === variable;
  };
  const named = fields.positional("name") ?? fields.pick(matcher.fields.name);
  const nameExpr = named.path === undefined ? undefined : fieldExpr(decl, named.path);
  const passesElement = decl.arg.k !== "obj" || passes(nameExpr) || passes(descriptionExpr);
  const text = descriptionExpr === undefined ? (passesElement ? element : undefined) : passes(descriptionExpr) ? element : passedLiteral(descriptionExpr, env);
  return { declaration: passesElement ? element : undefined, text };
}

/**
 * Where the object literal is written whose property a factory's field reads as it is (`description:
 * options.description`, or a name a destructured parameter binds), when the call passes one: the instance's text is
 * written there. A field built in the factory (`\`Get ${options.name}\``) is written in the factory: undefined.
 */
export function passedLiteral(e: Expr | undefined, env: Env): { file: string; span: Span } | undefined {
  for (let steps = 0; e !== undefined && steps < 8; steps++) {
    if (e.k === "prop") {
      e = e.obj;
      continue;
    }
    if (e.k !== "id") return undefined;
    const { name, scope } = e;
    let at: Env | null = env;
    while (at && at.scope !== scope) at = at.parent;
    // The name as the evaluator finds it: a parameter or const of the nearest function that has it; the module's
    // consts are written where they are, not passed.
    for (e = undefined; at && at.scope !== 0 && e === undefined; at = at.parent) {
      const param = at.params.get(name);
      if (param !== undefined) return param.t === "obj" && param.at ? { file: param.env.facts.file, span: param.at } : undefined;
      e = at.facts.scopes[at.scope].bindings.get(name);
    }
  }
  return undefined;
}
