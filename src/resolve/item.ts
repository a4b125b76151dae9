// One declaration in one environment as a catalog item: its name, description (evaluated), location, label, kind,
// approval, roles, feature and entity, read through its matcher's fields (docs/design.md#presets,
// docs/design.md#static-evaluation). Here the order of the reading and what makes a declaration no item; the fields are
// read by item-fields.ts, the places an item is reported and declared at found by item-places.ts, and what its field
// values say (kind, label, the description's status) by item-properties.ts; a module's own fields by module-item.ts.
import type { Decl, FileFacts } from "../extract/facts.js";
import { PRESETS } from "../extract/presets/index.js";
import type { Action, CatalogItem, Entity, Feature, ItemBase, Location, Server, ServerFeature, Trigger } from "../types.js";
import type { ResolveOptions } from "./options.js";
import type { Evaluator } from "./evaluate.js";
import type { Env, Value } from "./values.js";
import { readInputSchema, readsAsZodSchema } from "./input-schema.js";
import { fieldExpr, readFields, type Read, type Reading } from "./item-fields.js";
import { elementPlaces, location, passedLiteral, siteOf, textInAnnotations } from "./item-places.js";
import { describe, frame, hintsOf, isLiteral, kindOf, localeMap, reference, text, translationKey } from "./item-properties.js";
import { toModule } from "./module-item.js";
import { perRunTimeElement } from "./run-time-loop.js";
import type { ToolSets } from "./tool-sets.js";

export function sameStart(a: Location, b: Location): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column;
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
  if (decl.type === "mcp-prompt" || decl.type === "mcp-resource") return { type: decl.type, ...base, ...(group !== undefined && { group }) } satisfies ServerFeature;
  const action = toAction(reading, base, group);
  const guess = options.groupGuess?.(facts.file, matcher.preset, toolSet);
  if (guess !== undefined) action.groupGuessed = guess;
  return action;
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
function readDescription({ evaluator, env, matcher, fields, decl }: Reading): Read {
  const description = fields.positional("description") ?? fields.pick(matcher.fields.description);
  // `server.tool(name, Schema.shape, callback)`: a schema where the text may stand is the schema; no description.
  const written = decl.positional?.description;
  if (matcher.schemaBetween && written !== undefined && description.value.t === "unknown" && readsAsZodSchema(evaluator, written, env)) return { value: { t: "undef" } };
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
  if ((matcher.object || matcher.classFields || matcher.moduleExports) && unreadableName && unreadableText) return false;

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
