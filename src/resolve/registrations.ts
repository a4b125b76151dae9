// A tool declared once and registered elsewhere is one tool: `export const readTool = { name, description,
// inputSchema }` in one file, `server.registerTool(readTool.name, { description: readTool.description, … }, cb)` in
// another. An object matcher finds the declaration, a call matcher the registration; a model sees one tool. It is kept
// where its text is written (where a fix edits, where a finding points), with the registration as its related place.
import type { Expr } from "../extract/facts.js";
import type { FieldSource, Matcher } from "../extract/presets/types.js";
import type { Action, Location } from "../types.js";
import type { Evaluator } from "./evaluate.js";
import type { Env, Value } from "./values.js";
import type { ActionSource } from "./module-core.js";

type ObjValue = Extract<Value, { t: "obj" }>;

/** How many objects a field's text is followed through (a chain of spreads and property reads). */
const MAX_HOPS = 16;

/**
 * The actions and loop elements without the registrations of a declaration found by an object or typed matcher: each
 * such registration is folded into its declaration. A registration is one when its name and its description are both
 * read from that declaration's object (through property reads and spreads, not a text of its own that happens to be
 * the same); a loop's element is one when it is that object. A registration no model can call folds into nothing.
 */
export function foldRegistrations(
  actions: Action[],
  loopItems: Action[],
  fromObject: ReadonlySet<Action>,
  sources: readonly ActionSource[],
  evaluator: Evaluator,
  matchers: readonly Matcher[],
): { actions: Action[]; loopItems: Action[] } {
  // The declarations by the tool they make and where they are written: one lookup per registration. Of one literal two
  // matchers describe (MCP's object shape and a const typed Tool), the first, which the catalog keeps. Two instances of
  // a factory that make the same tool are written at one place: which of them a registration reads is not told apart,
  // so neither is folded.
  const declarations = new Map<string, Action | null>();
  for (const a of actions) {
    if (!fromObject.has(a)) continue;
    const key = `${toolKey(a)}\0${placeKey(a.declarationLoc)}`;
    const first = declarations.get(key);
    if (first === undefined) declarations.set(key, a);
    else if (first !== null && placeKey(first.instantiatedAt) !== placeKey(a.instantiatedAt)) declarations.set(key, null);
  }
  if (declarations.size === 0) return { actions, loopItems };
  const tools = new Set(actions.filter((a) => fromObject.has(a)).map(toolKey));
  const folded = new Set<Action>();
  const sourceOf = new Map(sources.map((s) => [s.action, s]));
  for (const registration of actions) {
    const source = sourceOf.get(registration);
    if (!tools.has(toolKey(registration)) || !source || fromObject.has(registration) || registration.uncallable !== undefined) continue;
    const read = readThrough(evaluator, source, matchers[source.decl.matcher]);
    const place = [...read.name].find((p) => read.description.has(p) && declarations.get(`${toolKey(registration)}\0${p}`));
    if (place === undefined) continue;
    register(declarations.get(`${toolKey(registration)}\0${place}`)!, registration, registration.instantiatedAt ?? registration.declarationLoc);
    folded.add(registration);
  }
  // A loop's element is reported where it is written; the registration in the loop is where it was instantiated.
  // One whose text is not read (`t.description.split("\n\n")[0]`) is the declaration of its name written there.
  const byName = new Map<string, Action | null>();
  for (const a of declarations.values()) {
    if (a === null) continue;
    const key = namedPlaceKey(a);
    byName.set(key, byName.has(key) ? null : a); // two texts of one name at one place: which one is not known
  }
  // A loop that registers a map's definitions under their keys (`for (const [name, def] of Object.entries(DEFS))
  // server.registerTool(name, { description: def.description }, …)`) names each tool itself, and the model sees that
  // name: an element whose text is a declaration's, when no other declaration or element has that text, is that
  // declaration registered under the element's name.
  const byText = new Map<string, Action | null>();
  for (const a of declarations.values()) if (a !== null && a.description) byText.set(a.description, byText.has(a.description) ? null : a);
  const elementTexts = new Map<string, number>();
  for (const element of loopItems) if (element.description) elementTexts.set(element.description, (elementTexts.get(element.description) ?? 0) + 1);
  for (const element of loopItems) {
    let declaration =
      declarations.get(`${toolKey(element)}\0${placeKey(element.declarationLoc)}`) ??
      (element.descriptionStatus === "unresolved" ? byName.get(namedPlaceKey(element)) : undefined);
    const renamed = !declaration && element.description ? byText.get(element.description) : undefined;
    if (renamed && renamed.name !== element.name && elementTexts.get(element.description!) === 1 && renamed.registeredAt === undefined) {
      renamed.name = element.name;
      declaration = renamed;
    }
    if (!declaration || element.instantiatedAt === undefined || element.uncallable !== undefined) continue;
    register(declaration, element, element.instantiatedAt);
    folded.add(element);
  }
  if (folded.size === 0) return { actions, loopItems };
  return { actions: actions.filter((a) => !folded.has(a)), loopItems: loopItems.filter((a) => !folded.has(a)) };
}

/**
 * The declaration as registered: the registration proves it, and says what the server sends besides the text (its
 * group, its hints, its input schema, the name as an argument); the text and its places stay the declaration's.
 */
function register(declaration: Action, registration: Action, at: Location): void {
  if (registration.unproven === undefined) delete declaration.unproven;
  if (declaration.registeredAt !== undefined) return;
  declaration.registeredAt = at;
  if (registration.group !== undefined) declaration.group = registration.group;
  if (registration.kind !== "unknown") declaration.kind = registration.kind;
  if (registration.approval) declaration.approval = true;
  if (registration.approvalUnknown) declaration.approvalUnknown = true;
  if (registration.deferred) declaration.deferred = true;
  if (registration.inputSchema !== undefined) declaration.inputSchema = registration.inputSchema;
  if (registration.registeredOn !== undefined) declaration.registeredOn = registration.registeredOn;
  if (registration.nameFrom !== undefined) declaration.nameFrom = registration.nameFrom;
  if (declaration.label === undefined && registration.label !== undefined) declaration.label = registration.label;
}

/**
 * Where the objects that a registration's name and description are read through are written ("file:line:column"
 * each): `readTool.name` passes through `readTool`; `{ description: readTool.description }` through that literal and
 * `readTool`; `{ ...readTool }` through both. A text written as its own value passes through no other object.
 */
function readThrough(evaluator: Evaluator, { decl, env }: ActionSource, matcher: Matcher): { name: Set<string>; description: Set<string> } {
  evaluator.resetBudget(env);
  const arg = evaluator.evaluate(decl.arg, env);
  const field = (name: "name" | "description", source: FieldSource | undefined): Set<string> => {
    const places = new Set<string>();
    const positional = decl.positional?.[name];
    if (positional !== undefined) throughExpr(evaluator, positional, env, places);
    else if (arg.t === "obj") {
      const path = (typeof source === "string" ? [source] : (source ?? [])).find((p) => valueAt(evaluator, arg, p).t !== "undef");
      if (path !== undefined) throughPath(evaluator, arg, path.split("."), places, 0);
    }
    return places;
  };
  return { name: field("name", matcher.fields.name), description: field("description", matcher.fields.description) };
}

function valueAt(evaluator: Evaluator, obj: Value, path: string): Value {
  let v = obj;
  for (const key of path.split(".")) v = v.t === "obj" ? evaluator.property(v, key) : { t: "undef" };
  return v;
}

/** A property read (`a.b.c`): through the object its root evaluates to, along its keys. */
function throughExpr(evaluator: Evaluator, e: Expr, env: Env, places: Set<string>, hops = 0): void {
  const keys: string[] = [];
  let root = e;
  while (root.k === "prop") {
    keys.unshift(root.name);
    root = root.obj;
  }
  if (keys.length === 0) return;
  const value = evaluator.evaluate(root, env);
  if (value.t === "obj") throughPath(evaluator, value, keys, places, hops + 1);
}

/** The entry of `keys[0]` of an object, as JavaScript reads it (the last entry or spread that has it), and on. */
function throughPath(evaluator: Evaluator, obj: ObjValue, keys: string[], places: Set<string>, hops: number): void {
  if (hops > MAX_HOPS) return;
  if (obj.at) places.add(placeKey({ file: obj.env.facts.file, ...obj.at }));
  const [key, ...rest] = keys;
  for (let i = obj.entries.length - 1; i >= 0; i--) {
    const entry = obj.entries[i];
    if ("key" in entry) {
      if (entry.key !== key) continue;
      if (rest.length === 0) return throughExpr(evaluator, entry.value, obj.env, places, hops);
      const next = evaluator.evaluate(entry.value, obj.env);
      if (next.t === "obj") throughPath(evaluator, next, rest, places, hops + 1);
      return;
    }
    if (!("spread" in entry)) return;
    const spread = evaluator.evaluate(entry.spread, obj.env);
    if (spread.t !== "obj") return;
    if (evaluator.property(spread, key).t !== "undef") return throughPath(evaluator, spread, keys, places, hops + 1);
  }
}

/** What makes two actions the same tool to a model: its name and description. */
export function toolKey(a: Action): string {
  return `${a.name}\0${a.description}`;
}

export function placeKey(l: { file: string; line: number; column: number } | undefined): string {
  return l ? `${l.file}:${l.line}:${l.column}` : "";
}

/** A definition of a name written at one place: what an item whose text is not read is matched to. */
export function namedPlaceKey(a: Action): string {
  return `${a.name}\0${placeKey(a.declarationLoc)}`;
}
