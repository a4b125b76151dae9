// One declaration in one environment as a catalog item: its name, description (evaluated), location, label, kind,
// approval, roles, feature and entity, read through its matcher's fields (docs/design.md#presets,
// docs/design.md#static-evaluation); a module's own fields are read by module-item.ts.
import { propertyExpr, type Decl, type Expr, type FileFacts, type Span } from "../extract/facts.js";
import { MCP_ANNOTATION_KEYS } from "../extract/presets/fields.js";
import { PRESETS } from "../extract/presets/index.js";
import type { FieldSource, KindRule, Literal, Matcher } from "../extract/presets/types.js";
import type { Action, CatalogItem, Entity, Feature, ItemBase, Kind, Location, McpHints, Server, Trigger } from "../types.js";
import type { ResolveOptions } from "./options.js";
import type { Evaluator } from "./evaluate.js";
import type { Env, Value } from "./values.js";
import { readInputSchema } from "./input-schema.js";
import { toModule } from "./module-item.js";
import { perRunTimeElement } from "./run-time-loop.js";
import type { ToolSets } from "./tool-sets.js";

export function sameStart(a: Location, b: Location): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column;
}

function location(file: string, span: Span): Location {
  return { file, ...span };
}

function siteOf(env: Env): Env["site"] {
  for (let e: Env | null = env; e; e = e.parent) if (e.site) return e.site;
  return undefined;
}

/** The fields of one declaration in one environment, read through its matcher's paths. */
interface Fields {
  /** The declaration's object (its argument), evaluated. */
  arg: Value;
  /** The value at a dotted path of the declaration's object. */
  at(path: string): Value;
  /** The first path of `source` that is present, and its value. */
  pick(source: FieldSource | undefined): { value: Value; path?: string };
  /** A field given as a positional argument; an argument of another kind (an input schema) does not count. */
  positional(name: string): { value: Value; path: string } | undefined;
  field(source: FieldSource | undefined): Value;
}

/** What toItem reads one declaration with: where it is, in which environment, through which matcher. */
interface Reading {
  evaluator: Evaluator;
  facts: FileFacts;
  decl: Decl;
  env: Env;
  options: ResolveOptions;
  matcher: Matcher;
  fields: Fields;
}

/** A field as read: its value and the path it was read at. */
interface Read {
  value: Value;
  path?: string;
}

/**
 * The item a declaration makes in one environment, or undefined when it makes none. `nameFromParameter`: a name built
 * from a parameter of a function nobody calls is allowed when the description is known text (see below).
 */
export function toItem(evaluator: Evaluator, facts: FileFacts, decl: Decl, env: Env, options: ResolveOptions, nameFromParameter = false): CatalogItem | undefined {
  evaluator.resetBudget(env);
  const matcher = options.matchers[decl.matcher];
  const fields = readFields(evaluator, decl, env);
  const { at } = fields;
  // A render-only hook or a catch-all renderer (CopilotKit) has a tool's shape but is nothing the model can call.
  const unless = Object.entries(matcher.unless ?? {});
  if (unless.some(([path, literals]) => literals.some((literal) => isLiteral(at(path), literal)))) return undefined;
  // A render-only useCopilotAction (no handler of its own): it draws a backend tool's call, it is no tool.
  if (matcher.needs && matcher.needs.every((path) => at(path).t === "undef")) return undefined;
  const reading: Reading = { evaluator, facts, decl, env, options, matcher, fields };
  const name = readName(reading, nameFromParameter);
  if (name === undefined) return undefined;
  const description = readDescription(reading);
  if (!declares(reading, name, description, nameFromParameter)) return undefined;
  if (runTimeElement(reading, name.value, description)) return undefined;
  const { base, site, member } = itemBase(reading, name.value, description);
  // A module's listing is its package's (docs/design.md#modules-and-skills), as a tool's without a tool set is.
  if (decl.type === "module") return toModule(evaluator, facts, decl, env, matcher, base, fields, options.groupOf?.(facts.file, matcher.preset));
  if (decl.type === "feature") return { type: "feature", ...base } satisfies Feature;
  if (decl.type === "entity") return { type: "entity", ...base } satisfies Entity;
  const toolSet = member?.at ?? (site && options.toolSets?.ofSite(site.file, site.span));
  const group = options.groupOf?.(facts.file, matcher.preset, toolSet);
  if (decl.type === "trigger") return { type: "trigger", ...base, ...(group !== undefined && { group }) } satisfies Trigger;
  if (decl.type === "server") return { type: "server", ...base, ...(group !== undefined && { group }) } satisfies Server;
  const action = toAction(reading, base, group);
  const guess = options.groupGuess?.(facts.file, matcher.preset, toolSet);
  if (guess !== undefined) action.groupGuessed = guess;
  return action;
}

/** The reader of a declaration's fields: its object evaluated, and each field by its path or as an argument. */
function readFields(evaluator: Evaluator, decl: Decl, env: Env): Fields {
  const arg = evaluator.evaluate(decl.arg, env);
  // `server.tool`'s annotations argument, looked for once, on the first read of an `annotations.*` path.
  let annotations: Value | undefined;
  const at = (path: string): Value => {
    const keys = path.split(".");
    const between = keys[0] === "annotations" ? decl.positional?.between : undefined;
    if (between) annotations ??= annotationsBetween(evaluator, between, env, arg);
    let v = between ? annotations! : arg;
    if (v !== arg) keys.shift();
    for (const key of keys) {
      if (v.t === "unknown") return v;
      v = v.t === "obj" ? evaluator.property(v, key) : { t: "undef" };
    }
    return v;
  };
  const pick = (source: FieldSource | undefined): Read => {
    for (const path of typeof source === "string" ? [source] : (source ?? [])) {
      const value = at(path);
      if (value.t !== "undef") return { value, path };
    }
    return { value: { t: "undef" } };
  };
  const positional = (name: string): { value: Value; path: string } | undefined => {
    const e = decl.positional?.[name];
    if (e === undefined) return undefined;
    const value = evaluator.evaluate(e, env);
    return value.t === "obj" || value.t === "arr" || value.t === "fn" ? undefined : { value, path: name };
  };
  return { arg, at, pick, positional, field: (source) => pick(source).value };
}

/**
 * The declaration's name: `read` as written (its path and value), `value` as used (a fallback text where it is not
 * known). Undefined when the declaration is another library's call of the same name (see below).
 */
function readName({ evaluator, decl, env, matcher, fields }: Reading, nameFromParameter: boolean): { read: Read; value: Value } | undefined {
  const { positional, pick } = fields;
  // A matcher that takes the name as an argument (`server.tool("get-user", …)`, `registerTool(name, config)`) and a
  // call whose argument there evaluates to an object (WebMCP's `registerTool(def)`): another library's method of the
  // same name. Extract already skips a call whose argument there is missing or written as an object or function
  // (visitors/calls.ts, so that another matcher of the callee may take it); this is the same test on the value.
  if (matcher.positional?.name !== undefined && positional("name") === undefined) return undefined;
  const named = positional("name") ?? pick(matcher.fields.name);
  // `args.name || "get"` whose `args` is not known: named by that text, the name whenever the caller gives none. A name
  // known per call or per element of a loop comes first: for a parameter's, this pass (`nameFromParameter`) is the last.
  const fallback =
    named.value.t === "unknown" && (!named.value.param || nameFromParameter) ? fallbackName(evaluator, decl, env, named.path, dotted(fields.arg, fields.at)) : undefined;
  return { read: named, value: fallback === undefined ? named.value : { t: "str", v: fallback } };
}

/** The description field: its path, and its value (what a description given as a function of nothing returns). */
function readDescription({ evaluator, env, matcher, fields }: Reading): Read {
  const description = fields.positional("description") ?? fields.pick(matcher.fields.description);
  // A description given as a function of nothing (`description: () => "…"`, a harness's own tool type calls it for
  // the text): what it returns.
  const given = description.value;
  if (given.t !== "fn") return description;
  // `description(input)` beside `prompt()` (Claude Code's own Tool type, which its forks keep): the first is the line
  // the user sees for one call, the second the text the model reads for the tool.
  const prompt = fields.at("prompt");
  if (prompt.t === "fn") return { value: evaluator.callFunction(prompt, [], env), path: "prompt" };
  if (given.facts.scopes[given.scope].params.length === 0) return { value: evaluator.callFunction(given, [], env), path: description.path };
  return description;
}

/** Whether a declaration with this name and description declares an item (the cases below do not). */
function declares({ matcher, fields }: Reading, name: { read: Read; value: Value }, description: Read, nameFromParameter: boolean): boolean {
  const { value: nameValue } = name;
  const { value: descriptionValue } = description;
  // A stub with neither a name nor a description (`defineTool({ name: "", description: "" }, …)`, a doc snippet that
  // only has to compile) declares nothing a model could call.
  if (nameValue.t === "str" && nameValue.v === "" && (descriptionValue.t === "undef" || (descriptionValue.t === "str" && descriptionValue.v.trim() === ""))) return false;
  // A declaration built from the parameters of a function nobody calls is a template, not an item. One whose name
  // alone is (a prefix the caller configures: Genkit's filesystem middleware, `${prefix}list_files`, called by the
  // framework) and whose description is written out is a tool: with `nameFromParameter`, named by what holds it.
  if (descriptionValue.t === "unknown" && descriptionValue.param) return false;
  // An empty description there is a library's wrapper that fills it from elsewhere (LangChain's `customTool(fn,
  // fields)`: `new DynamicTool({ ...fields, description: "" })`), not a tool of the project.
  if (nameValue.t === "unknown" && nameValue.param && !(nameFromParameter && descriptionValue.t === "str" && descriptionValue.v.trim() !== "")) return false;
  // An object of the right shape with neither its name nor its description readable is code that builds tool
  // objects at run time (a library's converter), not a declaration.
  // Read from an import that is not linted (`NavigateTool.shape.description.value`, the tool defined in a workspace
  // package outside the checkout), they are a declaration whose text summarylint cannot see: unresolved.
  // A name that is a schema (`name: z.string().describe("…")`) is no name either: a zod schema of tool definitions.
  // So is one whose name and description are both schemas (`z.object({ name: z.string(), description: z.string(),
  // inputSchema: … })`, the output schema of a tool that lists tools).
  // A fallback name (`data.name || "tool"`) does not make such an object a declaration: it is what a converter writes.
  const unreadableName = name.read.value.t === "unknown" || name.read.value.t === "obj";
  const unreadableText = (descriptionValue.t === "unknown" && !descriptionValue.imported) || descriptionValue.t === "obj";
  if ((matcher.object || matcher.classFields) && unreadableName && unreadableText) return false;

  // A class with neither a name nor a description of its own (nor inherited in its file) is a base or an executor
  // whose text is elsewhere, not a tool: a concrete tool class of every framework names itself.
  if (matcher.extends && nameValue.t === "undef" && descriptionValue.t === "undef") return false;

  // A value typed by a common type name (`const wait: Tool = { schema: { name, description }, handle }`) that has
  // none of the fields the matcher reads is another type of that name (a wrapper around a tool), not a declaration.
  return !(matcher.typed && fields.arg.t === "obj" && nameValue.t === "undef" && description.path === undefined);
}

/** Whether the declaration in this environment is one tool per element of a list only known at run time. */
export function declaresPerRunTimeElement(evaluator: Evaluator, facts: FileFacts, decl: Decl, env: Env, options: ResolveOptions): boolean {
  if (decl.loop === undefined) return false;
  evaluator.resetBudget(env);
  const reading: Reading = { evaluator, facts, decl, env, options, matcher: options.matchers[decl.matcher], fields: readFields(evaluator, decl, env) };
  const name = readName(reading, true);
  return name !== undefined && runTimeElement(reading, name.value, readDescription(reading));
}

/** Whether the declaration is one tool per element of a list only known at run time (see run-time-loop.ts). */
function runTimeElement({ facts, decl, env, options, fields, matcher }: Reading, nameValue: Value, description: Read): boolean {
  if (decl.loop === undefined) return false;
  const named = fields.positional("name") ?? fields.pick(matcher.fields.name);
  const nameExpr = named.path === undefined ? undefined : fieldExpr(decl, named.path);
  const textExpr = description.path === undefined ? undefined : fieldExpr(decl, description.path);
  const otherName = decl.key !== undefined || decl.variable !== undefined || options.toolSets?.of(decl)?.key !== undefined || siteOf(env)?.named !== undefined;
  return perRunTimeElement(facts, decl, env, { value: nameValue, expr: nameExpr }, { value: description.value, expr: textExpr }, otherName);
}

/**
 * What every item has: its name, description and its status, places (where it is reported, declared and made), label,
 * preset and provenance; with the call site (`site`) and tool set (`member`) it was found through.
 */
function itemBase(reading: Reading, nameValue: Value, description: Read): { base: ItemBase; site: Env["site"]; member: ReturnType<ToolSets["of"]> } {
  const { evaluator, facts, decl, env, options, matcher, fields } = reading;
  const site = siteOf(env);
  const member = options.toolSets?.of(decl);
  const descriptionSpan = description.path === undefined ? undefined : decl.propSpans[description.path];
  const descriptionExpr = description.path === undefined ? undefined : fieldExpr(decl, description.path);
  const passed = !env.element && site && descriptionExpr !== undefined ? passedLiteral(descriptionExpr, env) : undefined;
  const written = env.element ? elementPlaces(reading, descriptionExpr) : passed && { declaration: passed, text: passed };
  const base: ItemBase = {
    // Without a name of its own: what holds it, else what holds the factory's result at the call that made this
    // instance (`readFile: createReadFileTool(…)`), else the function it is declared in.
    name:
      matcher.keyNamesIt && member?.key !== undefined
        ? member.key
        : nameValue.t === "str"
          ? nameValue.v
          : (decl.key ?? member?.key ?? decl.variable ?? site?.named ?? (facts.scopes[decl.scope].name || `<unnamed ${decl.type} at line ${decl.span.line}>`)),
    ...describe(description.value),
    // An element a loop declares is reported where it is written, and so is a factory's instance whose text is the
    // object literal its call passes (`createTool({ name, description })`); the loop or the call is its related location.
    loc: written?.text ? location(written.text.file, written.text.span) : location(facts.file, descriptionSpan ?? decl.span),
    declarationLoc: written?.declaration ? location(written.declaration.file, written.declaration.span) : location(facts.file, decl.span),
  };
  if (matcher.frame && base.descriptionStatus !== "unresolved") frame(base, matcher.frame);
  if (matcher.preset !== undefined) base.preset = matcher.preset;
  if (decl.unproven !== undefined) base.unproven = decl.unproven;
  const key = translationKey(description.path === undefined ? undefined : fieldExpr(decl, description.path), base.description);
  if (key !== undefined) base.descriptionKey = key;
  const labelField = fields.positional("label") ?? fields.pick(matcher.fields.label);
  const label = text(labelField.value, evaluator, options.locale);
  if (label !== undefined) base.label = label;
  const labels = localeMap(labelField.value, evaluator);
  if (labels !== undefined) {
    base.labels = labels;
    const span = labelField.path === undefined ? undefined : decl.propSpans[labelField.path];
    base.labelLoc = env.element ? location(env.element.file, env.element.span) : span ? location(facts.file, span) : base.declarationLoc;
  }
  if (env.element) base.instantiatedAt = location(facts.file, decl.span);
  else if (site) base.instantiatedAt = location(site.file, site.span);

  // Where the name was written: the registration call's argument is the name sent to the model; a `name` field of a
  // matched object may be a display title (a toolkit that keeps the wire name elsewhere).
  if (nameValue.t === "str") base.nameFrom = fields.positional("name") !== undefined ? "argument" : "field";
  return { base, site, member };
}

/** An action: the item's common fields, then its kind, approval, roles, feature, entity, group and input schema. */
function toAction({ evaluator, decl, env, options, matcher, fields: { at, field } }: Reading, base: ItemBase, group: string | undefined): Action {
  const { fields } = matcher;
  const approval = field(fields.approval);
  const action: Action = {
    type: "action",
    ...base,
    kind: kindOf(fields.kind, at) ?? (matcher.preset === undefined ? undefined : PRESETS[matcher.preset]?.kind) ?? "unknown",
    approval: approval.t === "bool" && approval.v,
  };
  const hints = hintsOf(fields.kind, at);
  if (hints !== undefined) action.hints = hints;
  const roles = field(fields.roles);
  if (roles.t === "arr") {
    const items = evaluator.items(roles);
    if (items) action.roles = items.flatMap((r) => (r.t === "str" ? [r.v] : []));
  }
  const feature = reference(field(fields.feature), evaluator);
  if (feature !== undefined) action.feature = feature;
  const entity = reference(field(fields.entity), evaluator);
  if (entity !== undefined) action.entity = entity;
  if (group !== undefined) action.group = group;
  // `needsApproval: async ({ amount }) => amount > 100`, or a value read at run time: approval that may be asked.
  if (fields.approval !== undefined && approval.t !== "undef" && approval.t !== "null" && approval.t !== "bool") action.approvalUnknown = true;
  if (decl.uncallable !== undefined) action.uncallable = decl.uncallable;
  // Only a literal `true` defers it: a flag read at run time (`defer_loading: lazy`) may be false.
  const deferred = field(fields.deferred);
  if (deferred.t === "bool" && deferred.v) action.deferred = true;
  const inputSchema = options.inputSchemas === false ? undefined : readInputSchema(evaluator, decl, env, matcher);
  if (inputSchema !== undefined) action.inputSchema = inputSchema;
  const misplaced = base.descriptionStatus === "missing" && decl.positional?.between ? textInAnnotations(evaluator, decl.positional.between, env) : undefined;
  if (misplaced !== undefined) action.textInAnnotations = misplaced;
  return action;
}

/**
 * `server.tool(name, schema, { title, description }, callback)`: the SDK takes an object between the name and the
 * callback that is no zod shape (a string is no zod schema) as the annotations, so a `description` written there is
 * not the tool's. Where that object is, when one has a description.
 */
function textInAnnotations(evaluator: Evaluator, between: Expr, env: Env): Location | undefined {
  for (const item of objectsBetween(evaluator, between, env)) {
    if (item.at && evaluator.property(item, "description").t === "str") return location(item.env.facts.file, item.at);
  }
  return undefined;
}

/** The objects `server.tool(…)` is given between the name and the callback (the schema, the annotations). */
function objectsBetween(evaluator: Evaluator, between: Expr, env: Env): Array<Extract<Value, { t: "obj" }>> {
  const list = evaluator.evaluate(between, env);
  return ((list.t === "arr" && evaluator.items(list)) || []).filter((item): item is Extract<Value, { t: "obj" }> => item.t === "obj");
}

/**
 * The text a name falls back to (Evaluator.fallbackText) where it is written: the positional argument, or the last
 * entry of its key in the object at its path (none when a spread or computed key comes after it).
 */
function fallbackName(evaluator: Evaluator, decl: Decl, env: Env, path: string | undefined, at: (path: string) => Value): string | undefined {
  const argument = path === undefined ? undefined : decl.positional?.[path];
  if (argument !== undefined) return evaluator.fallbackText(argument, env);
  if (path === undefined) return undefined;
  const dot = path.lastIndexOf(".");
  const holder = at(path.slice(0, Math.max(dot, 0)));
  if (holder.t !== "obj") return undefined;
  const key = path.slice(dot + 1);
  for (let i = holder.entries.length - 1; i >= 0; i--) {
    const entry = holder.entries[i];
    if (!("key" in entry)) return undefined;
    if (entry.key === key) return evaluator.fallbackText(entry.value, holder.env);
  }
  return undefined;
}

/** `at`, for which the empty path is the declaration's object itself. */
function dotted(arg: Value, at: (path: string) => Value): (path: string) => Value {
  return (path) => (path === "" ? arg : at(path));
}

/** The expression written for a top-level property of an object literal (`description: …`), if it is one. */
/**
 * `server.tool(name, description?, schema?, annotations?, callback)`: the annotations are the argument between the
 * name and the callback that is an object of only MCP's annotation keys; else the declaration's own object.
 */
function annotationsBetween(evaluator: Evaluator, between: Expr, env: Env, own: Value): Value {
  for (const item of objectsBetween(evaluator, between, env)) {
    const keys = evaluator.keys(item);
    if (keys.length > 0 && keys.every((k) => MCP_ANNOTATION_KEYS.has(k))) return item;
  }
  return own;
}

type Place = { file: string; span: Span };

/**
 * Where a loop's element is: the declaration, when the declaration passes the element on (the element itself, or
 * its name as it is: `{ name: t.name, description: t.description.split("\n\n")[0] }` lists a tool written in the
 * element); the text, when the description is passed on as it is (`t.description`). What the declaration builds from
 * the element (`{ name: toolName(d.slug), description: \`Run ${d.name}\` }`) is written in the declaration.
 */
function elementPlaces({ decl, env, fields, matcher }: Reading, descriptionExpr: Expr | undefined): { declaration?: Place; text?: Place } {
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

/** The expression a declaration writes for a field: its positional argument, else the property of its object. */
function fieldExpr(decl: Decl, path: string): Expr | undefined {
  return decl.positional?.[path] ?? propertyExpr(decl.arg, path);
}

/**
 * Where the object literal is written whose property a factory's field reads as it is (`description:
 * options.description`, or a name a destructured parameter binds), when the call passes one: the instance's text is
 * written there. A field built in the factory (`\`Get ${options.name}\``) is written in the factory: undefined.
 */
function passedLiteral(e: Expr | undefined, env: Env): { file: string; span: Span } | undefined {
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


/**
 * The message key of a description written as an i18n call that carries its text (`t("tools.add", "Adds an
 * item.")`, `t("tools.add", { defaultValue: "…" })`), when that text is what was read: the text is checked, the
 * key says where its translations live.
 */
function translationKey(e: Expr | undefined, description: string | undefined): string | undefined {
  if (e?.k !== "call" || description === undefined) return undefined;
  const leaf = e.callee.k === "id" || e.callee.k === "prop" ? e.callee.name : undefined;
  const [key, fallback] = e.args;
  if (leaf !== "t" || key?.k !== "lit" || typeof key.v !== "string" || fallback === undefined) return undefined;
  const text = fallback.k === "obj" ? propertyExpr(fallback, "defaultValue") : fallback;
  return text?.k === "lit" && text.v === description ? key.v : undefined;
}

/**
 * What the declaration says of its kind: `kind: "write"` / `"read"` at a kind path, or a kind rule met
 * (`annotations.destructiveHint: true` -> write, `readOnlyHint: true` -> read); a write rule wins. Undefined when
 * it says nothing.
 */
function kindOf(kind: FieldSource | KindRule[] | undefined, at: (path: string) => Value): Kind | undefined {
  if (kind === undefined) return undefined;
  const paths = typeof kind === "string" ? [kind] : kind.filter((k): k is string => typeof k === "string");
  const rules = typeof kind === "string" ? [] : kind.filter((k): k is KindRule => typeof k !== "string");
  const said = (literal: Literal) => paths.some((p) => isLiteral(at(p), literal));
  if (said("write") || rules.some((k) => k.write?.some((w) => isLiteral(at(k.field), w)))) return "write";
  if (said("read") || rules.some((k) => k.read?.some((r) => isLiteral(at(k.field), r)))) return "read";
  return undefined;
}

const HINT_KEYS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

/**
 * The MCP hints written as boolean literals, read where the kind rules read `annotations.readOnlyHint` (MCP_HINTS).
 * Undefined when the matcher reads no hints or none is written.
 */
function hintsOf(kind: FieldSource | KindRule[] | undefined, at: (path: string) => Value): McpHints | undefined {
  if (!Array.isArray(kind)) return undefined;
  const rule = kind.find((k): k is KindRule => typeof k !== "string" && /(?:^|\.)(?:readOnlyHint|destructiveHint)$/u.test(k.field));
  if (rule === undefined) return undefined;
  const prefix = rule.field.slice(0, rule.field.lastIndexOf(".") + 1);
  const hints: McpHints = {};
  for (const key of HINT_KEYS) {
    const value = at(prefix + key);
    if (value.t === "bool") hints[key] = value.v;
  }
  return Object.keys(hints).length === 0 ? undefined : hints;
}

function isLiteral(v: Value, literal: Literal): boolean {
  if (v.t === "null") return literal === null;
  return (v.t === "str" || v.t === "num" || v.t === "bool") && v.v === literal;
}

function describe(v: Value): Pick<ItemBase, "description" | "descriptionStatus" | "unresolvedReason" | "joins"> {
  if (v.t === "str") return v.joins ? { description: v.v, descriptionStatus: "ok", joins: v.joins } : { description: v.v, descriptionStatus: "ok" };
  if (v.t === "undef" || v.t === "null") return { description: undefined, descriptionStatus: "missing" };
  if (v.t === "unknown") return { description: undefined, descriptionStatus: "unresolved", unresolvedReason: v.reason };
  // A function of nothing was called (toItem); one with parameters is called with what only the run time knows.
  const what = v.t === "fn" ? "a function of its arguments, called at run time" : `a ${v.t}, not a string`;
  return { description: undefined, descriptionStatus: "unresolved", unresolvedReason: `the description is ${what}` };
}

/**
 * The description as the framework sends it: its prefix (with the tool's name), then the separator and the
 * declaration's own text when it has some (an empty one counts as none, as a falsy string does in JavaScript).
 */
function frame(base: ItemBase, { prefix, separator }: NonNullable<Matcher["frame"]>): void {
  const head = prefix.split("{name}").join(base.name);
  const own = base.descriptionStatus === "ok" ? (base.description ?? "") : "";
  const start = own === "" ? head.length : head.length + separator.length;
  base.description = own === "" ? head : head + separator + own;
  base.descriptionStatus = "ok";
  base.framed = start;
  if (base.joins) base.joins = own === "" ? undefined : base.joins.map((j) => j + start);
  if (base.joins === undefined) delete base.joins;
}

/** A feature or entity given as a name or as a reference to its declaration (whose `name` is used). */
function reference(v: Value, evaluator: Evaluator): string | undefined {
  if (v.t === "str") return v.v;
  if (v.t === "obj") {
    const name = evaluator.property(v, "name");
    return name.t === "str" ? name.v : undefined;
  }
  return undefined;
}

/** A locale tag as a key of a label map: `en`, `de`, `pt-BR`, `zh_Hans` (not `text` or `short`). */
const LOCALE_TAG = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;

/**
 * A label written as a locale map (`{ en: "Create", de: "Anlegen" }`): every locale's text in source order. Undefined
 * for anything else, and for a map with a key that is no locale tag or a value that is not known text: its locales
 * cannot be told, so label-locales does not judge it.
 */
function localeMap(v: Value, evaluator: Evaluator): Record<string, string> | undefined {
  if (v.t !== "obj") return undefined;
  const keys = evaluator.keys(v);
  if (keys.length === 0 || !keys.every((k) => LOCALE_TAG.test(k))) return undefined;
  const labels: Record<string, string> = {};
  for (const k of keys) {
    const entry = evaluator.property(v, k);
    if (entry.t !== "str") return undefined;
    labels[k] = entry.v;
  }
  return labels;
}

/** A string, or a locale map's entry for the locale (falling back to `en`, then the first string). */
function text(v: Value, evaluator: Evaluator, locale: string): string | undefined {
  if (v.t === "str") return v.v;
  if (v.t !== "obj") return undefined;
  for (const k of [locale, "en", ...evaluator.keys(v)]) {
    const entry = evaluator.property(v, k);
    if (entry.t === "str") return entry.v;
  }
  return undefined;
}

