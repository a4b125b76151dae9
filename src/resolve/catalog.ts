// resolve: the project-wide step. Evaluates every declaration's fields across files and instantiates
// factories once per call site (DESIGN §6), producing the catalog.
import type { Decl, Expr, FileFacts, Span } from "../extract/facts.js";
import { PRESETS, type FieldSource, type KindRule, type Literal, type Matcher } from "../extract/presets.js";
import type { Action, Catalog, CatalogItem, Directive, Entity, Feature, ItemBase, Kind, Location, Trigger } from "../types.js";
import { ClassChains } from "./classes.js";
import { Evaluator, makeEnv, unknown, type Env, type Value } from "./evaluate.js";
import type { ModuleResolver } from "./modules.js";

export interface ResolveOptions {
  root: string;
  matchers: Matcher[];
  /** Extract a deferred file fully (read it again and extract with `full: true`). */
  complete: (facts: FileFacts) => FileFacts;
  resolver: ModuleResolver;
  /** Locale picked from a label's locale map. */
  locale: string;
  /** Calls that evaluate to their first argument (a preset's `toSingleLineString`). */
  passThrough?: readonly string[];
  /** The group of an action or trigger of a file, by its preset's scheme (DESIGN §10); undefined: one group. */
  groupOf?: (file: string, preset: string | undefined) => string | undefined;
}

/** At most this many instances of one function: a guard against combinatorial factory nests. */
const MAX_INSTANCES = 1000;

export function buildCatalog(allFacts: FileFacts[], options: ResolveOptions): Catalog {
  const files = new Map(allFacts.map((f) => [f.file, f]));
  // The object arguments of each declaring callee, in matcher order: `tool` reads 0 (the AI SDK, `tool({ … })`)
  // or 1 (LangChain, `tool(fn, { … })`); the evaluator takes the one of them that is an object.
  const declCallees = new Map<string, number[]>();
  for (const m of options.matchers) {
    const argument = m.argument ?? 0;
    if (m.callee === undefined || argument < 0) continue;
    const list = declCallees.get(m.callee) ?? [];
    if (!list.includes(argument)) declCallees.set(m.callee, [...list, argument]);
  }
  const complete = (facts: FileFacts) => {
    if (!facts.deferred) return;
    Object.assign(facts, options.complete(facts));
    delete facts.deferred;
  };
  const evaluator = new Evaluator(files, options.resolver, declCallees, complete, new Set(options.passThrough ?? []));
  completeCallers(allFacts, files, options.resolver, complete);
  const instances = new Instances(evaluator, allFacts);

  const catalog: Catalog = {
    root: options.root,
    files: allFacts.map((f) => f.file),
    actions: [],
    features: [],
    entities: [],
    triggers: [],
    problems: [],
    directives: new Map<string, Directive[]>(allFacts.filter((f) => f.directives.length > 0).map((f) => [f.file, f.directives])),
  };
  /** Actions of object matchers whose description is not written in the object itself (see below). */
  const references: Action[] = [];
  /** Actions found by an object matcher. */
  const fromObject = new Set<Action>();
  /** Actions declared once per element of a loop (see `loopInstances`). */
  const loopItems: Action[] = [];
  const chains = new ClassChains(files, options.resolver, complete);
  for (const facts of allFacts) {
    for (const decl of facts.decls) {
      if (decl.extendsImport !== undefined && !chains.extendsMatched(facts, decl.extendsImport)) continue;
      // Only a declaration whose fields use its function's parameters is a factory (one item per call site).
      const factory = decl.scope !== 0 && fieldsUseParams(facts, decl, options.matchers[decl.matcher]);
      const envs = factory ? instances.of(facts, decl.scope) : [instances.staticEnv(facts, decl.scope)];
      for (const env of envs) {
        let item = toItem(evaluator, facts, decl, env, options);
        // A template built from a loop variable: one item per element of the list, when the list is known.
        if (!item && decl.loop) {
          const elements = loopInstances(evaluator, decl.loop, env);
          for (const element of elements) {
            const looped = toItem(evaluator, facts, decl, element, options);
            if (looped?.type === "action") loopItems.push(looped);
          }
          if (elements.length > 0) continue;
        }
        item ??= toItem(evaluator, facts, decl, env, options, true);
        if (!item) continue;
        if (item.type === "action" && options.matchers[decl.matcher].object && sameStart(item.loc, item.declarationLoc)) references.push(item);
        else if (item.type === "action") {
          catalog.actions.push(item);
          if (options.matchers[decl.matcher].object) fromObject.add(item);
        }
        else if (item.type === "feature") catalog.features.push(item);
        else if (item.type === "trigger") catalog.triggers.push(item);
        else catalog.entities.push(item);
      }
    }
  }
  // `{ type: "function", function: defs.search }` wraps a definition declared elsewhere (`defs = { search: { name,
  // description, parameters } }`): an object of the same name and description whose text is written elsewhere
  // is that declaration referenced again, not a second one.
  const declared = new Set(catalog.actions.map((a) => `${a.name}\0${a.description}`));
  // A definition a loop registers is often matched where it is written too (`const TOOLS = [{ name, description,
  // inputSchema }]` then `for (const t of TOOLS) server.registerTool(t.name, …)`): that one is kept. Two loops over
  // one list (a server for each transport) register each element once.
  const looped = new Set<string>();
  for (const item of loopItems) {
    const key = `${item.name}\0${item.description}`;
    const at = `${key}\0${item.loc.file}:${item.loc.line}:${item.loc.column}`;
    if (declared.has(key) || looped.has(at)) continue;
    looped.add(at);
    catalog.actions.push(item);
  }
  for (const at of looped) declared.add(at.split("\0").slice(0, 2).join("\0"));
  for (const item of references) {
    const key = `${item.name}\0${item.description}`;
    if (item.description !== undefined && declared.has(key)) continue;
    declared.add(key);
    catalog.actions.push(item);
  }
  // An object of a tool's shape that is also the options of a matched call (LangChain's `tool(fn, options)` with
  // `const options = { name, description, schema }`) is one tool, found by both matchers: the call's is kept.
  const byCall = new Set(catalog.actions.filter((a) => !fromObject.has(a)).map((a) => `${a.name}\0${a.description}\0${a.declarationLoc.file}`));
  catalog.actions = catalog.actions.filter((a) => !fromObject.has(a) || !byCall.has(`${a.name}\0${a.description}\0${a.declarationLoc.file}`));
  // A definition handed to a project factory that calls a matcher (Supabase: `injectableTool({ ...defs.execute_sql,
  // execute })`, with `tool({ description, … })` inside) is found twice: where its text is written, by an object
  // matcher, and as the factory's instance. The definition is kept: that is where the text is.
  const defined = new Set(catalog.actions.filter((a) => fromObject.has(a) && a.description).map((a) => `${a.name}\0${a.description}`));
  catalog.actions = catalog.actions.filter((a) => fromObject.has(a) || !a.instantiatedAt || !defined.has(`${a.name}\0${a.description}`));
  // One factory call that registers a tool one of two ways (`if (app) registerAppTool(…) else server.registerTool(…)`,
  // the Todoist MCP server) makes one tool: the same name and description from one call site are kept once.
  const made = new Set<string>();
  catalog.actions = catalog.actions.filter((a) => {
    if (!a.instantiatedAt) return true;
    const key = `${a.name}\0${a.description}\0${a.instantiatedAt.file}:${a.instantiatedAt.line}:${a.instantiatedAt.column}`;
    if (made.has(key)) return false;
    made.add(key);
    return true;
  });
  // Files completed on demand may have added problems (a syntax error in a file of constants, say).
  catalog.problems = allFacts.flatMap((f) => f.problems);
  return catalog;
}

/**
 * Complete every deferred file that may call a factory. A call reaches another file's function only through an
 * import, so a deferred file matters when it imports, by name or as a namespace, an export that may pass a
 * factory on: an export of a file that declares inside a function or calls (inside a function) such an import,
 * or a re-export of one. Repeated until nothing changes.
 */
function completeCallers(
  allFacts: FileFacts[],
  files: ReadonlyMap<string, FileFacts>,
  resolver: ModuleResolver,
  complete: (facts: FileFacts) => void,
): void {
  const target = (f: FileFacts, specifier: string) => {
    const t = resolver.resolve(f.file, specifier);
    return t === undefined ? undefined : files.get(t);
  };
  /** Per file, the export names that may pass a factory on ("all": every export). */
  const passing = new Map<FileFacts, "all" | Set<string>>();
  const passes = (t: FileFacts | undefined, name: string): boolean => {
    const names = t && passing.get(t);
    return names !== undefined && (names === "all" || name === "*" || names.has(name));
  };
  const importsPassing = (f: FileFacts, name: string): boolean => {
    const imported = f.imports.get(name);
    return imported !== undefined && passes(target(f, imported.from), imported.name);
  };
  /** What `f` passes on now; undefined when nothing. */
  const passedBy = (f: FileFacts): "all" | Set<string> | undefined => {
    const callsPassing = f.calls.some((c) => {
      const root = rootName(c.callee);
      return c.scope !== 0 && root !== undefined && importsPassing(f, root);
    });
    if (callsPassing || f.decls.some((d) => d.scope !== 0)) return "all";
    const names = new Set<string>();
    for (const [name, e] of f.exports) {
      if ("from" in e ? passes(target(f, e.from), e.name) : aliasOfImport(f, e.local, importsPassing)) names.add(name);
    }
    for (const spec of f.exportStars) {
      const t = target(f, spec);
      const inner = t && passing.get(t);
      if (inner === "all") for (const n of t!.exports.keys()) names.add(n);
      else if (inner) for (const n of inner) names.add(n);
    }
    return names.size > 0 ? names : undefined;
  };
  const size = (v: "all" | Set<string> | undefined) => (v === undefined ? 0 : v === "all" ? Infinity : v.size);

  for (let changed = true; changed; ) {
    changed = false;
    for (const f of allFacts) {
      // Its calls and bindings are needed only when it imports something that passes a factory on; its
      // re-exports were recorded even while deferred.
      if (f.deferred && [...f.imports.keys()].some((name) => importsPassing(f, name))) complete(f);
      const now = passedBy(f);
      if (size(now) > size(passing.get(f))) {
        passing.set(f, now!);
        changed = true;
      }
    }
  }
}

/** `export { x }` / `export const make = x` where `x` is an import that passes a factory on. */
function aliasOfImport(f: FileFacts, local: string, importsPassing: (f: FileFacts, name: string) => boolean): boolean {
  if (importsPassing(f, local)) return true;
  const value = f.scopes[0].bindings.get(local);
  const root = value === undefined ? undefined : rootName(value);
  return root !== undefined && importsPassing(f, root);
}

function rootName(e: Expr): string | undefined {
  while (e.k === "prop") e = e.obj;
  return e.k === "id" ? e.name : undefined;
}

/** The environments a scope is evaluated in: the module once; a function once per call site in the project. */
class Instances {
  private readonly memo = new Map<string, Env[]>();
  private readonly inProgress = new Set<string>();
  private readonly sites = new Map<string, { facts: FileFacts; site: FileFacts["calls"][number] }[]>();

  constructor(
    private readonly evaluator: Evaluator,
    allFacts: FileFacts[],
  ) {
    // Without a declaration inside a function there is no factory, and call sites do not matter.
    if (!allFacts.some((facts) => facts.decls.some((decl) => decl.scope !== 0))) return;
    for (const facts of allFacts) {
      for (const site of facts.calls) {
        const callee = evaluator.evaluate(site.callee, this.staticEnv(facts, site.scope));
        if (callee.t !== "fn") continue;
        const k = key(callee.facts, callee.scope);
        const list = this.sites.get(k) ?? [];
        list.push({ facts, site });
        this.sites.set(k, list);
      }
    }
  }

  of(facts: FileFacts, scope: number): Env[] {
    if (scope === 0) return [this.evaluator.moduleEnv(facts)];
    const k = key(facts, scope);
    const memo = this.memo.get(k);
    if (memo) return memo;
    if (this.inProgress.has(k)) return []; // a factory that calls itself: stop
    this.inProgress.add(k);
    const envs = this.compute(facts, scope).slice(0, MAX_INSTANCES);
    this.inProgress.delete(k);
    this.memo.set(k, envs);
    return envs;
  }

  private compute(facts: FileFacts, scope: number): Env[] {
    const fn = facts.scopes[scope];
    const sites = this.sites.get(key(facts, scope));
    if (!sites) {
      // Never called: one instance whose parameters are unknown. Declarations that use them are templates.
      const reasonFor = (p: string) => `\`${p}\` is a parameter of \`${fn.name || "an anonymous function"}\`, which is never called`;
      return this.of(facts, fn.parent).map((parent) => {
        const params = new Map<string, Value>();
        for (const p of fn.params) if (p) params.set(p, unknown(reasonFor(p), true));
        return makeEnv(facts, scope, parent, params);
      });
    }
    const envs: Env[] = [];
    for (const { facts: callerFacts, site } of sites) {
      for (const callerEnv of this.of(callerFacts, site.scope)) {
        const params = this.evaluator.bindParams(fn.params, site.args, callerEnv);
        const env = makeEnv(facts, scope, this.closureEnv(facts, fn.parent, callerEnv), params);
        env.site = { file: callerFacts.file, span: site.span, named: site.named };
        envs.push(env);
      }
    }
    return envs;
  }

  /** The instance of the function's enclosing scope: the caller's own, when the call comes from inside it. */
  private closureEnv(facts: FileFacts, parentScope: number, callerEnv: Env): Env {
    for (let e: Env | null = callerEnv; e; e = e.parent) if (e.facts === facts && e.scope === parentScope) return e;
    return this.staticEnv(facts, parentScope);
  }

  /** An instance of a scope with unknown parameters (enough to find what a callee name refers to). */
  staticEnv(facts: FileFacts, scope: number): Env {
    if (scope === 0) return this.evaluator.moduleEnv(facts);
    return makeEnv(facts, scope, this.staticEnv(facts, facts.scopes[scope].parent));
  }
}

/** Do the fields the matcher reads depend, through local consts and calls, on a parameter of an enclosing function? */
function fieldsUseParams(facts: FileFacts, decl: Decl, matcher: Matcher): boolean {
  const f = matcher.fields;
  const paths = [f.name, f.description, f.label, f.approval, f.roles, f.feature, f.entity]
    .flatMap((p) => (p === undefined ? [] : typeof p === "string" ? [p] : p))
    .concat(Array.isArray(f.kind) ? f.kind.map((k) => (typeof k === "string" ? k : k.field)) : f.kind === undefined ? [] : [f.kind])
    .concat(Object.keys(matcher.unless ?? {}), matcher.needs ?? []);
  const keys = new Set(paths.map((p) => p.split(".")[0]));
  const seen = new Set<string>();
  /** The functions the declaration sits in: only their parameters make it a factory. */
  const enclosing = new Set<number>();
  for (let s = decl.scope; s > 0; s = facts.scopes[s].parent) enclosing.add(s);
  const uses = (e: Expr, scope: number): boolean => {
    switch (e.k) {
      case "lit":
      case "unknown":
        return false;
      case "tpl":
        return e.spans.some((s) => uses(s.e, scope));
      case "bin":
        return uses(e.l, scope) || uses(e.r, scope);
      case "cond":
        return uses(e.test, scope) || uses(e.then, scope) || uses(e.else, scope);
      case "prop":
        return uses(e.obj, scope);
      case "obj":
        return e.props.some((p) => ("spread" in p ? uses(p.spread, scope) : "value" in p && uses(p.value, scope)));
      case "arr":
        return e.items.some((item) => uses("spread" in item ? item.spread : item, scope));
      case "call":
        return uses(e.callee, scope) || e.args.some((a) => uses(a, scope));
      case "fn": {
        const returns = facts.scopes[e.scope].returns;
        return returns !== undefined && uses(returns, e.scope);
      }
      case "id":
        for (let s = e.scope; s > 0; s = facts.scopes[s].parent) {
          const fn = facts.scopes[s];
          if (fn.params.includes(e.name)) return enclosing.has(s);
          const bound = fn.bindings.get(e.name);
          if (bound === undefined) continue;
          const k = `${s}:${e.name}`;
          if (seen.has(k)) return false;
          seen.add(k);
          return uses(bound, s);
        }
        // Not a const of an enclosing function nor of the module: a name a destructured parameter binds?
        if (facts.scopes[0].bindings.has(e.name) || facts.imports.has(e.name)) return false;
        for (const s of enclosing) if (facts.scopes[s].params.includes(null)) return true;
        return false;
    }
  };
  const arg = decl.arg;
  const own =
    arg.k === "obj"
      ? arg.props.some((p) => ("spread" in p ? uses(p.spread, decl.scope) : "value" in p && keys.has(p.key) && uses(p.value, decl.scope)))
      : uses(arg, decl.scope);
  return own || Object.values(decl.positional ?? {}).some((e) => uses(e, decl.scope));
}

/** One environment per element of a loop's list (the loop variable bound to it), when the list is statically known. */
function loopInstances(evaluator: Evaluator, loop: NonNullable<Decl["loop"]>, env: Env): Env[] {
  const elements = evaluator.elements(loop.of, env) ?? [];
  return elements.slice(0, MAX_INSTANCES).map((element) => {
    const instance = makeEnv(env.facts, env.scope, env.parent, new Map([...env.params, [loop.variable, element]]));
    if (env.site) instance.site = env.site;
    if (element.t === "obj" && element.at) instance.element = { file: element.env.facts.file, span: element.at };
    return instance;
  });
}

function key(facts: FileFacts, scope: number): string {
  return `${facts.file}#${scope}`;
}

function sameStart(a: Location, b: Location): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column;
}

function location(file: string, span: Span): Location {
  return { file, ...span };
}

function siteOf(env: Env): Env["site"] {
  for (let e: Env | null = env; e; e = e.parent) if (e.site) return e.site;
  return undefined;
}

/**
 * The item a declaration makes in one environment, or undefined when it makes none. `nameFromParameter`: a name built
 * from a parameter of a function nobody calls is allowed when the description is known text (see below).
 */
function toItem(evaluator: Evaluator, facts: FileFacts, decl: Decl, env: Env, options: ResolveOptions, nameFromParameter = false): CatalogItem | undefined {
  const matcher = options.matchers[decl.matcher];
  const fields = matcher.fields;
  const arg = evaluator.evaluate(decl.arg, env);
  /** The value at a dotted path of the declaration's object. */
  const at = (path: string): Value => {
    let v = arg;
    for (const key of path.split(".")) {
      if (v.t === "unknown") return v;
      v = v.t === "obj" ? evaluator.property(v, key) : { t: "undef" };
    }
    return v;
  };
  // A render-only hook or a catch-all renderer (CopilotKit) has a tool's shape but is nothing the model can call.
  const unless = Object.entries(matcher.unless ?? {});
  if (unless.some(([path, literals]) => literals.some((literal) => isLiteral(at(path), literal)))) return undefined;
  // A render-only useCopilotAction (no handler of its own): it draws a backend tool's call, it is no tool.
  if (matcher.needs && matcher.needs.every((path) => at(path).t === "undef")) return undefined;
  /** The first path of `source` that is present, and its value. */
  const pick = (source: FieldSource | undefined): { value: Value; path?: string } => {
    for (const path of typeof source === "string" ? [source] : (source ?? [])) {
      const value = at(path);
      if (value.t !== "undef") return { value, path };
    }
    return { value: { t: "undef" } };
  };
  /** A field given as a positional argument; an argument of another kind (an input schema) does not count. */
  const positional = (name: string): { value: Value; path: string } | undefined => {
    const e = decl.positional?.[name];
    if (e === undefined) return undefined;
    const value = evaluator.evaluate(e, env);
    return value.t === "obj" || value.t === "arr" || value.t === "fn" ? undefined : { value, path: name };
  };
  const field = (source: FieldSource | undefined): Value => pick(source).value;

  // A matcher that takes the name as an argument (`server.tool("get-user", …)`, `registerTool(name, config)`) and a
  // call whose argument there evaluates to an object (WebMCP's `registerTool(def)`): another library's method of the
  // same name. Extract already skips a call whose argument there is missing or written as an object or function
  // (visitors/calls.ts, so that another matcher of the callee may take it); this is the same test on the value.
  if (matcher.positional?.name !== undefined && positional("name") === undefined) return undefined;
  const nameValue = (positional("name") ?? pick(fields.name)).value;
  const description = positional("description") ?? pick(fields.description);
  const descriptionValue = description.value;
  // A stub with neither a name nor a description (`defineTool({ name: "", description: "" }, …)`, a doc snippet that
  // only has to compile) declares nothing a model could call.
  if (nameValue.t === "str" && nameValue.v === "" && (descriptionValue.t === "undef" || (descriptionValue.t === "str" && descriptionValue.v.trim() === ""))) return undefined;
  // A declaration built from the parameters of a function nobody calls is a template, not an item. One whose name
  // alone is (a prefix the caller configures: Genkit's filesystem middleware, `${prefix}list_files`, called by the
  // framework) and whose description is written out is a tool: with `nameFromParameter`, named by what holds it.
  if (descriptionValue.t === "unknown" && descriptionValue.param) return undefined;
  // An empty description there is a library's wrapper that fills it from elsewhere (LangChain's `customTool(fn,
  // fields)`: `new DynamicTool({ ...fields, description: "" })`), not a tool of the project.
  if (nameValue.t === "unknown" && nameValue.param && !(nameFromParameter && descriptionValue.t === "str" && descriptionValue.v.trim() !== "")) return undefined;
  // An object of the right shape with neither its name nor its description readable is code that builds tool
  // objects at run time (a library's converter), not a declaration.
  // Read from an import that is not linted (`NavigateTool.shape.description.value`, the tool defined in a workspace
  // package outside the checkout), they are a declaration whose text summarylint cannot see: unresolved.
  // A name that is a schema (`name: z.string().describe("…")`) is no name either: a zod schema of tool definitions.
  const unreadableName = nameValue.t === "unknown" || nameValue.t === "obj";
  if (matcher.object && unreadableName && descriptionValue.t === "unknown" && !descriptionValue.imported) return undefined;

  // A value typed by a common type name (`const wait: Tool = { schema: { name, description }, handle }`) that has
  // none of the fields the matcher reads is another type of that name (a wrapper around a tool), not a declaration.
  if (matcher.typed && arg.t === "obj" && nameValue.t === "undef" && description.path === undefined) return undefined;

  const site = siteOf(env);
  const descriptionSpan = description.path === undefined ? undefined : decl.propSpans[description.path];
  const base: ItemBase = {
    // Without a name of its own: what holds it, else what holds the factory's result at the call that made this
    // instance (`readFile: createReadFileTool(…)`), else the function it is declared in.
    name:
      nameValue.t === "str"
        ? nameValue.v
        : (decl.key ?? decl.variable ?? site?.named ?? (facts.scopes[decl.scope].name || `<unnamed ${decl.type} at line ${decl.span.line}>`)),
    ...describe(descriptionValue),
    // An element a loop declares is reported where it is written; the loop is its related location.
    loc: env.element ? location(env.element.file, env.element.span) : location(facts.file, descriptionSpan ?? decl.span),
    declarationLoc: env.element ? location(env.element.file, env.element.span) : location(facts.file, decl.span),
  };
  if (matcher.preset !== undefined) base.preset = matcher.preset;
  const label = text((positional("label") ?? pick(fields.label)).value, evaluator, options.locale);
  if (label !== undefined) base.label = label;
  if (env.element) base.instantiatedAt = location(facts.file, decl.span);
  else if (site) base.instantiatedAt = location(site.file, site.span);

  if (decl.type === "feature") return { type: "feature", ...base } satisfies Feature;
  if (decl.type === "entity") return { type: "entity", ...base } satisfies Entity;
  const group = options.groupOf?.(facts.file, matcher.preset);
  if (decl.type === "trigger") return { type: "trigger", ...base, ...(group !== undefined && { group }) } satisfies Trigger;
  const approval = field(fields.approval);
  const action: Action = {
    type: "action",
    ...base,
    kind: kindOf(fields.kind, at) ?? (matcher.preset === undefined ? undefined : PRESETS[matcher.preset]?.kind) ?? "unknown",
    approval: approval.t === "bool" && approval.v,
  };
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
  return action;
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

function isLiteral(v: Value, literal: Literal): boolean {
  if (v.t === "null") return literal === null;
  return (v.t === "str" || v.t === "num" || v.t === "bool") && v.v === literal;
}

function describe(v: Value): Pick<ItemBase, "description" | "descriptionStatus" | "unresolvedReason" | "joins"> {
  if (v.t === "str") return v.joins ? { description: v.v, descriptionStatus: "ok", joins: v.joins } : { description: v.v, descriptionStatus: "ok" };
  if (v.t === "undef" || v.t === "null") return { description: undefined, descriptionStatus: "missing" };
  if (v.t === "unknown") return { description: undefined, descriptionStatus: "unresolved", unresolvedReason: v.reason };
  return { description: undefined, descriptionStatus: "unresolved", unresolvedReason: `the description is a ${v.t}, not a string` };
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
