// resolve: the project-wide step. Evaluates every declaration's fields across files and instantiates
// factories once per call site (docs/design.md#static-evaluation), producing the catalog; a tool found by two
// shapes is kept once.
import type { Decl, Expr, FileFacts } from "../extract/facts.js";
import type { Matcher } from "../extract/presets/types.js";
import type { Action, Catalog, CatalogItem, Directive } from "../types.js";
import { provenByToolList } from "../extract/visitors/provenance.js";
import { ClassChains } from "./classes.js";
import { Evaluator } from "./evaluate.js";
import { calleeText } from "./values.js";
import { ExportFinder } from "./exports.js";
import { completeCallers } from "./callers.js";
import { fieldsUseParams, Instances, LOOP_ELEMENT_BUDGET, loopInstances } from "./instances.js";
import { declaresPerRunTimeElement, sameStart, toItem } from "./item.js";
import { ModuleCore, type ActionSource } from "./module-core.js";
import { foldRegistrations, namedPlaceKey, placeKey, toolKey } from "./registrations.js";
import { madeImport, receiverOf, toolListFiles } from "./provenance.js";
import { linkModuleTools } from "./module-links.js";
import { ToolSets } from "./tool-sets.js";
import type { ResolveOptions } from "./options.js";


/** A catalog of `files` in which nothing is found yet. */
export function emptyCatalog(root: string, files: string[]): Catalog {
  return { root, files, actions: [], features: [], entities: [], triggers: [], servers: [], serverFeatures: [], uncallable: [], modules: [], prompts: [], loaders: [], problems: [], limits: [], directives: new Map() };
}

/** What the declarations have made so far: the catalog, and the actions the post-passes of buildCatalog fold. */
interface Found {
  catalog: Catalog;
  /** Actions of object matchers whose description is not written in the object itself (see oneToolEach). */
  references: Action[];
  /** Actions found by an object or typed-const matcher: a definition where its text is written. */
  fromObject: Set<Action>;
  /** Every action with what made it, for the module loaders (module-core.ts). */
  sources: ActionSource[];
  /** Actions declared once per element of a loop (see `loopInstances`). */
  loopItems: Action[];
  /** Actions written in a `tools:` value or in a file that hands one to a `tools:`: offered there (see withoutCopies). */
  offered: Set<Action>;
}

/** What each declaration is resolved with (made once by buildCatalog). */
interface Resolving {
  options: ResolveOptions;
  /** `options` with the project's tool sets, for toItem. */
  itemOptions: ResolveOptions;
  evaluator: Evaluator;
  instances: Instances;
  exports: ExportFinder;
  chains: ClassChains;
  /** The files that hand a list of tools to a framework (resolve/provenance.ts). */
  listed: Set<string>;
  complete: (facts: FileFacts) => void;
}

export function buildCatalog(allFacts: FileFacts[], options: ResolveOptions): Catalog {
  const files = new Map(allFacts.map((f) => [f.file, f]));
  const complete = (facts: FileFacts) => {
    if (!facts.deferred) return;
    Object.assign(facts, options.complete(facts));
    delete facts.deferred;
  };
  const evaluator = new Evaluator(files, options.resolver, declaringCallees(options.matchers), complete, new Set(options.passThrough ?? []));
  completeCallers(allFacts, files, options.resolver, complete);
  const instances = new Instances(evaluator, allFacts);

  const catalog: Catalog = {
    ...emptyCatalog(options.root, allFacts.map((f) => f.file)),
    directives: new Map<string, Directive[]>(allFacts.filter((f) => f.directives.length > 0).map((f) => [f.file, f.directives])),
  };
  const found: Found = { catalog, references: [], fromObject: new Set(), sources: [], loopItems: [], offered: new Set() };
  const exports = new ExportFinder(files, options.resolver, complete);
  const chains = new ClassChains(exports, complete);
  const listed = toolListFiles(exports, allFacts);
  const listingKeys = new Set(options.matchers.flatMap((m) => m.object?.listedIn ?? []));
  const itemOptions: ResolveOptions = { ...options, toolSets: new ToolSets(allFacts, exports, complete, listingKeys) };
  const resolving: Resolving = { options, itemOptions, evaluator, instances, exports, chains, listed, complete };
  for (const facts of allFacts) {
    for (const decl of facts.decls) resolveDeclaration(resolving, facts, decl, found);
  }
  foldActions(found, evaluator, options.matchers);
  resolveModules(resolving, allFacts, found);
  catalog.uncallable = catalog.actions.filter((a) => a.uncallable !== undefined);
  catalog.actions = catalog.actions.filter((a) => a.uncallable === undefined);
  // Files completed on demand may have added problems (a syntax error in a file of constants, say).
  catalog.problems = allFacts.flatMap((f) => f.problems);
  return catalog;
}

/**
 * The object arguments of each declaring callee, in matcher order: `tool` reads 0 (the AI SDK, `tool({ … })`) or 1
 * (LangChain, `tool(fn, { … })`); the evaluator takes the one of them that is an object.
 */
function declaringCallees(matchers: Matcher[]): Map<string, number[]> {
  const declCallees = new Map<string, number[]>();
  for (const m of matchers) {
    const argument = m.argument ?? 0;
    if (m.callee === undefined || argument < 0) continue;
    const list = declCallees.get(m.callee) ?? [];
    if (!list.includes(argument)) declCallees.set(m.callee, [...list, argument]);
  }
  return declCallees;
}

/** The items one declaration makes, one per environment it is made in (a factory's call sites, a loop's elements). */
function resolveDeclaration(r: Resolving, facts: FileFacts, decl: Decl, found: Found): void {
  const { options, itemOptions, evaluator, instances } = r;
  const { catalog } = found;
  // A class whose base is the project's: a tool when the chain of bases reaches a matched class (proven when that
  // class is), else only when its base is named like the framework's (unproven, with the reason extract gave).
  const chain = decl.extendsImport === undefined ? undefined : r.chains.extendsMatched(facts, decl.extendsImport);
  if (decl.extendsImport !== undefined && chain === undefined && decl.unproven === undefined) return;
  // What proves it across files (resolve/provenance.ts), decided once for all its instances.
  const matcher = options.matchers[decl.matcher];
  const provenElsewhere =
    decl.unproven !== undefined &&
    ((decl.receiverImport !== undefined && madeImport(r.exports, r.complete, facts, decl.receiverImport, matcher)) ||
      (r.listed.has(facts.file) && provenByToolList(matcher)) ||
      (matcher.object?.listedIn !== undefined && r.itemOptions.toolSets!.isListedIn(decl, matcher.object.listedIn)));
  const unproven = provenElsewhere ? undefined : chain === undefined ? decl.unproven : chain.unproven;
  // Only a declaration whose fields use its function's parameters is a factory (one item per call site); so is one
  // that cannot name itself (the AI SDK's `tool({ description, … })`) in a function whose every call names its
  // result (`{ read: createReadTool(options), write: createWriteTool(options) }`): each call is the tool of that name.
  const nameless = matcher.positional?.name === undefined && matcher.nameIn === undefined && matcher.fields.name === undefined;
  const factory = decl.scope !== 0 && (fieldsUseParams(facts, decl, matcher) || (nameless && instances.namedAtEverySite(facts, decl.scope)));
  const envs = factory ? instances.of(facts, decl.scope) : [instances.staticEnv(facts, decl.scope)];
  const loc = { file: facts.file, ...decl.span };
  const cut = factory ? instances.cut(facts, decl.scope) : undefined;
  const elements = { kept: 0, skipped: 0, runTime: false };
  let made = 0;
  for (const env of envs) {
    // A branch of its function this call cannot take (`isOpenAITool(t) ? … : <this>` called with an OpenAI tool). Only
    // a call's arguments choose: a branch a const turns off (`if (BETA) server.tool(…)`) is still read, as code is.
    if (factory && decl.unless?.some((condition) => evaluator.holds(condition, env))) continue;
    let item = toItem(evaluator, facts, decl, env, itemOptions);
    // A template built from a loop variable: one item per element of the list, when the list is known.
    if (!item && decl.loop) {
      const loop = loopInstances(evaluator, decl.loop, env, LOOP_ELEMENT_BUDGET - elements.kept);
      elements.kept += loop.envs.length;
      elements.skipped += loop.skipped;
      for (const element of loop.envs) {
        const looped = toItem(evaluator, facts, decl, element, itemOptions);
        if (looped) settle(looped, unproven, decl.extendsImport);
        if (looped) registeredOn(r, facts, decl, looped);
        if (looped?.type === "action") found.loopItems.push(looped);
      }
      if (loop.envs.length > 0 || loop.skipped > 0) continue;
    }
    item ??= toItem(evaluator, facts, decl, env, itemOptions, true);
    // A declaration in a loop over a list only known at run time declares nothing the checker can read.
    if (!item && decl.loop && declaresPerRunTimeElement(evaluator, facts, decl, env, itemOptions)) elements.runTime = true;
    if (!item) continue;
    made++;
    settle(item, unproven, decl.extendsImport);
    registeredOn(r, facts, decl, item);
    keep(found, item, matcher, { facts, decl, env });
    if (item.type === "action" && offeredIn(itemOptions, facts, decl)) found.offered.add(item);
  }
  if (elements.skipped > 0) catalog.limits.push({ kind: "elements", loc, name: calleeText(decl.loop!.of), kept: elements.kept, skipped: elements.skipped });
  else if (elements.runTime && elements.kept === 0) {
    catalog.limits.push({ kind: "list", loc, name: listName(decl.loop!.of), kept: 0, skipped: 0, ...(unproven === undefined ? {} : { unproven }) });
  }
  // Instances past the budget are a limit only where the expanded ones made items: a converter that builds tool
  // objects from run-time values (none of its instances a declaration) loses nothing by the cut.
  if (cut && (made > 0 || elements.kept > 0)) catalog.limits.push({ kind: "instances", loc, name: facts.scopes[decl.scope].name || "an anonymous function", ...cut });
}

/**
 * A tool written in a `tools:` value, or in a file that hands one to a `tools:` (`const tools = [{ … }]` then
 * `res.json({ result: { tools } })`): offered there, not a copy of another (see withoutCopies).
 */
function offeredIn(options: ResolveOptions, facts: FileFacts, decl: Decl): boolean {
  return options.toolSets !== undefined && (options.toolSets.of(decl) !== undefined || options.toolSets.hasSetIn(facts.file));
}

/** The list a loop walks, as written for a message: `defs`, `loadTools(…)`, the call an `await` waits for. */
function listName(of: Expr): string {
  if (of.k === "call") return `${calleeText(of.callee)}(…)`;
  const awaited = of.k === "unknown" ? /^an `await` of `([^`]+)`/.exec(of.reason) : null;
  return awaited ? awaited[1] : calleeText(of);
}

/** Files an item where it belongs: an action among the actions, or among the references when it is one. */
function keep(found: Found, item: CatalogItem, matcher: Matcher, made: Omit<ActionSource, "action">): void {
  const { catalog } = found;
  if (item.type === "action") found.sources.push({ action: item, ...made });
  if (item.type === "action" && matcher.object && sameStart(item.loc, item.declarationLoc)) found.references.push(item);
  else if (item.type === "action") {
    catalog.actions.push(item);
    if (matcher.object || matcher.typed) found.fromObject.add(item);
  }
  else if (item.type === "feature") catalog.features.push(item);
  else if (item.type === "trigger") catalog.triggers.push(item);
  else if (item.type === "server") catalog.servers.push(item);
  else if (item.type === "entity") catalog.entities.push(item);
  else if (item.type === "module") catalog.modules.push(item);
  else catalog.serverFeatures.push(item);
}

/** The catalog's actions, each tool once: a tool object registered elsewhere is one tool, where it is declared (registrations.ts). */
function foldActions(found: Found, evaluator: Evaluator, matchers: Matcher[]): void {
  const { catalog } = found;
  const registered = foldRegistrations(catalog.actions, found.loopItems, found.fromObject, found.sources, evaluator, matchers);
  catalog.actions = oneToolEach(registered.actions, found.references, registered.loopItems, found.fromObject, found.offered);
}

/** The modules' tools (module-links.ts), then what the module loaders of the project make (module-core.ts). */
function resolveModules({ options, evaluator, complete }: Resolving, allFacts: FileFacts[], { catalog, sources }: Found): void {
  const packageOf = (file: string) => options.groupOf?.(file, undefined);
  linkModuleTools(catalog, packageOf);
  new ModuleCore(evaluator, catalog, packageOf, (file, specifier) => options.resolver.resolve(file, specifier), complete).run(allFacts, sources);
}


/**
 * The actions, each tool once: `declaredActions` (found by calls, and by object matchers where their text is written), then
 * `references` and `loopItems` not already there; an object a matched call also found, and a factory instance of a
 * definition found where it is written, are dropped; one call site's copies are kept once.
 */
function oneToolEach(declaredActions: Action[], references: Action[], loopItems: Action[], fromObject: Set<Action>, offered: ReadonlySet<Action>): Action[] {
  // One literal two matchers describe (`const tool: Tool = { name, inputSchema, annotations, … }`: MCP's object shape
  // and a const typed Tool) is one tool: the same name and description at the same place (and call site) once.
  let actions = keptOnce(declaredActions, (a) => `${toolKey(a)}\0${placeKey(a.declarationLoc)}\0${placeKey(a.instantiatedAt)}`);
  // `{ type: "function", function: defs.search }` wraps a definition declared elsewhere (`defs = { search: { name,
  // description, parameters } }`): an object of the same name and description whose text is written elsewhere
  // is that declaration referenced again, not a second one.
  const declared = new Map(actions.map((a) => [toolKey(a), a]));
  // A definition a loop registers is often matched where it is written too (`const TOOLS = [{ name, description,
  // inputSchema }]` then `for (const t of TOOLS) server.registerTool(t.name, …)`): that one is kept. Two loops over
  // one list (a server for each transport) register each element once.
  const looped = keptOnce(
    loopItems.filter((item) => !declared.has(toolKey(item))),
    (item) => `${toolKey(item)}\0${placeKey(item.declarationLoc)}`,
  );
  // An item whose text is not read (`{ name: t.name, description: t.description.split("\n\n")[0] }` over a list of
  // definitions) is the definition of its name written where its element is, when that one's text is read.
  const byPlace = new Map<string, Action>();
  for (const a of [...actions, ...looped]) if (a.descriptionStatus !== "unresolved") byPlace.set(namedPlaceKey(a), a);
  const again = (a: Action) => a.descriptionStatus === "unresolved" && byPlace.has(namedPlaceKey(a));
  for (const item of looped) {
    if (again(item)) {
      if (item.unproven === undefined) delete byPlace.get(namedPlaceKey(item))!.unproven; // a proven listing proves it
      continue;
    }
    actions.push(item);
    declared.set(toolKey(item), item);
  }
  for (const item of references) {
    const same = item.description !== undefined ? declared.get(toolKey(item)) : again(item) ? byPlace.get(namedPlaceKey(item)) : undefined;
    // The reference's framework proves the declaration (`{ type: "function", function: searchFunction }` proves
    // `searchFunction`, found by its shape alone, an OpenAI function).
    if (same !== undefined) {
      if (item.unproven === undefined) delete same.unproven;
      continue;
    }
    declared.set(toolKey(item), item);
    actions.push(item);
  }
  // An object of a tool's shape with the name and text of a matched call of its file that was not folded into it
  // (registrations.ts: the call is not seen to read them from that object) is taken for the same tool: the call's is kept.
  const byCall = new Set(actions.filter((a) => !fromObject.has(a)).map((a) => `${toolKey(a)}\0${a.declarationLoc.file}`));
  // A loop's registration whose element is an object of a tool's shape, with its text, under another name
  // (Stripe's toolkit: `this.tool(tool.method, tool.description, …)` over `{ method: "retrieve_balance", name:
  // "Retrieve Balance", description }`, made by a factory called from several toolkits, so not folded): the object's
  // `name` is a title and the registration's the name the model sees. The registration is kept.
  const registeredAt = new Set(looped.filter((a) => a.nameFrom === "argument").map((a) => `${a.description}\0${placeKey(a.declarationLoc)}`));
  actions = actions.filter(
    (a) => !fromObject.has(a) || (!byCall.has(`${toolKey(a)}\0${a.declarationLoc.file}`) && (a.description === undefined || !registeredAt.has(`${a.description}\0${placeKey(a.declarationLoc)}`))),
  );
  // A definition handed to a project factory that calls a matcher (Supabase: `injectableTool({ ...defs.execute_sql,
  // execute })`, with `tool({ description, … })` inside) is found twice: where its text is written, by an object
  // matcher, and as the factory's instance. The definition is kept: that is where the text is.
  const defined = new Set(actions.filter((a) => fromObject.has(a) && a.description).map(toolKey));
  actions = actions.filter((a) => fromObject.has(a) || !a.instantiatedAt || !defined.has(toolKey(a)));
  // One factory call that registers a tool one of two ways (`if (app) registerAppTool(…) else server.registerTool(…)`,
  // the Todoist MCP server) makes one tool: the same name and description from one call site are kept once.
  return withoutCopies(keptOnce(actions, (a) => (a.instantiatedAt ? `${toolKey(a)}\0${placeKey(a.instantiatedAt)}` : undefined)), offered);
}

/**
 * An action found by its shape alone (not proven) that has the name of a proven tool of its group and framework is
 * a copy of that tool, not a second one: a `getTools()` list nothing calls beside the registrations, the records a
 * script generates the tool files from. The model is served the proven one; the copy is not listed. One written in a
 * `tools:` value is offered there (a second server of the package answering tools/list with its own list): kept.
 */
function withoutCopies(actions: Action[], offered: ReadonlySet<Action>): Action[] {
  const key = (a: Action) => `${a.group ?? ""}\0${a.preset ?? ""}\0${a.name}`;
  const proven = new Set(actions.filter((a) => a.unproven === undefined).map(key));
  return actions.filter((a) => a.unproven === undefined || offered.has(a) || !proven.has(key(a)));
}

/** The first of each key, in order; an item without a key is always kept. */
function keptOnce(actions: Action[], key: (a: Action) => string | undefined): Action[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    const k = key(a);
    if (k === undefined) return true;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The object an action's registration call is made on (Action.registeredOn), when it is a module-level one. */
function registeredOn(r: Resolving, facts: FileFacts, decl: Decl, item: CatalogItem): void {
  if (item.type !== "action" || decl.receiver === undefined) return;
  const on = receiverOf(r.exports, facts, decl.receiver);
  if (on !== undefined) item.registeredOn = decl.scope === 0 ? on : { ...on, in: `${facts.file}#${decl.scope}` };
}

/**
 * An item's provenance as the whole project settles it; and for a class whose base is a class of another project
 * file (`base`), a description it does not set itself may be set by that base, whose fields are not read: unknown,
 * not absent.
 */
function settle(item: CatalogItem, unproven: string | undefined, base: string | undefined): void {
  if (unproven !== undefined) item.unproven = unproven;
  else delete item.unproven;
  if (base === undefined || item.descriptionStatus !== "missing") return;
  item.descriptionStatus = "unresolved";
  item.unresolvedReason = `it may be set by its base class \`${base}\`, in another file, whose fields summarylint does not read`;
}
