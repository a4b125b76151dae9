// The core of a modular prompt (docs/design.md#modules-and-skills, context/modules-post.txt): what is sent with every
// request besides the core tools. Found by what it is, once the modules are known:
// - a **modules list**: a const array whose elements are all module objects of the package (`const modules =
//   [webResearch, files, memory]`), matched by each element's `name` against the package's modules, so a module
//   declared by any matcher (an object, a call, a config's) is recognised, through imports and spreads;
// - a **core prompt**: text (a template, a `+` chain or lines joined) bound to a const, or returned by a function,
//   that refers to a modules list: the text that lists the modules. A name alone ("corePrompt") is no evidence, and
//   text that names no list (a module's own instructions, a tool description) is not the core. Read part by part
//   (readable-text.ts): `${baseInstructions}` is followed into its const, a run-time part is U+FFFC;
// - a **loader**: a tool named `load_module`, or a tool one of whose parameters has an `enum` derived from a modules
//   list (`modules.map((m) => m.name)`), with the names that enum allows when they can be read.
import type { Decl, Expr, FileFacts, Scope } from "../extract/facts.js";
import type { Action, Catalog, Location, ModuleLoader, Prompt } from "../types.js";
import type { Evaluator } from "./evaluate.js";
import { makeEnv, type Env, type Value } from "./values.js";
import { readableText } from "./readable-text.js";
import { spanOfText } from "../extract/text-shapes.js";

/** An action with what made it: the loader test reads its declaration's parameters. */
export interface ActionSource {
  action: Action;
  facts: FileFacts;
  decl: Decl;
  env: Env;
}

/** The tool name that loads modules in the post; any name does when its enum is derived from a modules list. */
const LOADER_NAME = "load_module";
/** Where a tool's parameter schema is, by shape (OpenAI, Chat Completions, MCP, Anthropic, LangChain). */
const SCHEMA_PATHS = ["parameters", "function.parameters", "inputSchema", "input_schema", "schema"];
/** How many expression nodes are searched for a reference to a modules list, per text. */
const MAX_NODES = 2_000;

export class ModuleCore {
  /** Whether an array literal's item list (one object however it is reached) is a modules list, once decided. */
  private readonly lists = new Map<object, boolean>();
  /** The module names of each package. */
  private readonly names = new Map<string, Set<string>>();

  constructor(
    private readonly evaluator: Evaluator,
    private readonly catalog: Catalog,
    private readonly packageOf: (file: string) => string | undefined,
    /** The project file an import specifier of a file names, if it is one. */
    private readonly resolve: (file: string, specifier: string) => string | undefined,
    /** Extracts a deferred file fully. */
    private readonly complete: (facts: FileFacts) => void,
  ) {}

  /** Finds the core prompts and loaders, and adds them to the catalog. */
  run(allFacts: readonly FileFacts[], actions: readonly ActionSource[]): void {
    if (this.catalog.modules.length === 0) return;
    for (const m of this.catalog.modules) {
      const key = m.group ?? "";
      this.names.set(key, (this.names.get(key) ?? new Set()).add(m.name));
    }
    for (const facts of this.promptFiles(allFacts)) this.findPrompts(facts);
    const kept = new Set(this.catalog.actions);
    for (const source of actions) if (kept.has(source.action)) this.findLoader(source);
  }

  /**
   * The files a core prompt may be in: those walked in a package with modules, and those that import a file that
   * declares modules, or import one that does (a file of prompts is often skimmed: it names no declaration).
   */
  private promptFiles(allFacts: readonly FileFacts[]): FileFacts[] {
    let near = new Set(this.catalog.modules.map((m) => m.declarationLoc.file));
    const found = new Set<FileFacts>();
    for (let hop = 0; hop < 2; hop++) {
      const next = new Set<string>();
      for (const facts of allFacts) {
        if (![...facts.imports.values()].some((i) => near.has(this.resolve(facts.file, i.from) ?? ""))) continue;
        found.add(facts);
        next.add(facts.file);
      }
      near = next;
    }
    for (const facts of allFacts) if (!facts.deferred && this.names.has(this.packageOf(facts.file) ?? "")) found.add(facts);
    for (const facts of found) this.complete(facts);
    return [...found];
  }

  /** Is `v` a modules list: an array whose elements are all modules of its package (by name)? */
  private isList(v: Value): boolean {
    if (v.t !== "arr") return false;
    const known = this.lists.get(v.items);
    if (known !== undefined) return known;
    const names = this.names.get(this.packageOf(v.env.facts.file) ?? "");
    const items = names && this.evaluator.items(v);
    const list = items !== undefined && items.length > 0 && items.every((item) => this.isModule(item, names!));
    this.lists.set(v.items, list);
    return list;
  }

  private isModule(v: Value, moduleNames: Set<string>): boolean {
    if (v.t !== "obj") return false;
    const name = this.evaluator.property(v, "name");
    return name.t === "str" && moduleNames.has(name.v);
  }

  /** Const bindings and returned expressions written as text that refer to a modules list. */
  private findPrompts(facts: FileFacts): void {
    facts.scopes.forEach((scope, index) => {
      const env = this.envOf(facts, index);
      for (const [name, e] of scope.bindings) this.prompt(facts, name, e, env);
      if (index > 0 && scope.returns) this.prompt(facts, scope.name || `prompt at line ${spanOfText(scope.returns)?.line ?? "?"}`, scope.returns, env);
    });
  }

  private prompt(facts: FileFacts, name: string, e: Expr, env: Env): void {
    const at = spanOfText(e);
    if (at === undefined || !this.refersToList(e, env)) return;
    this.evaluator.resetBudget(env);
    const text = readableText(this.evaluator, e, env);
    if (text === undefined) return;
    const prompt: Prompt = { name, text, loc: { file: facts.file, ...at } };
    const group = this.packageOf(facts.file);
    if (group !== undefined) prompt.group = group;
    this.catalog.prompts.push(prompt);
  }

  /**
   * Does `e` refer to a modules list (outside the functions it holds), itself or through the consts it reads
   * (`const list = modules.map(…).join("\n")`, then `${list}`)? Searched breadth first, bounded.
   */
  private refersToList(root: Expr, rootEnv: Env): boolean {
    const queue: [Expr, Env, number][] = [[root, rootEnv, 0]];
    for (let seen = 0; queue.length > 0 && seen < MAX_NODES; seen++) {
      const [e, env, hops] = queue.shift()!;
      const inner = (...list: Expr[]) => queue.push(...list.map((x): [Expr, Env, number] => [x, env, hops]));
      switch (e.k) {
        case "id": {
          this.evaluator.resetBudget(env);
          if (this.isList(this.evaluator.lookup(e.name, env))) return true;
          const bound = hops < 3 ? this.evaluator.definition(e.name, env) : undefined;
          // A call or property read (`.join`) is followed; a template or `+` chain is a prompt of its own, reported where
          // it is written, not again as part of every text that embeds it.
          if (bound && (bound.e.k === "call" || bound.e.k === "prop")) queue.push([bound.e, bound.env, hops + 1]);
          break;
        }
        case "tpl":
          inner(...e.spans.map((s) => s.e));
          break;
        case "cat":
          inner(...e.parts);
          break;
        case "prop":
          inner(e.obj);
          break;
        case "call":
          inner(e.callee, ...e.args);
          break;
        case "bin":
          inner(e.l, e.r);
          break;
        case "cond":
          inner(e.then, e.else);
          break;
        case "arr":
          inner(...e.items.map((item) => ("spread" in item ? item.spread : item)));
          break;
        default:
          break;
      }
    }
    return false;
  }

  /** A loader: `load_module`, or a tool with a parameter whose enum is derived from a modules list. */
  private findLoader({ action, facts, decl, env }: ActionSource): void {
    this.evaluator.resetBudget(env);
    const tool = this.evaluator.evaluate(decl.arg, env);
    const enums = tool.t === "obj" ? this.enums(tool) : [];
    const derived = enums.find((found) => this.derivedFromList(found.e, found.env));
    // Of a load_module's literal enums, the one of the parameter that names the module (`name`, `module`,
    // `moduleId`): another parameter's enum (`priority: ["low", "high"]`) lists no modules.
    const named = enums.filter((found) => /(?:name|module|id)$/i.test(found.key));
    const chosen = derived ?? (action.name === LOADER_NAME && named.length === 1 ? named[0] : undefined);
    if (chosen === undefined && action.name !== LOADER_NAME) return;
    const span = chosen && decl.propSpans[chosen.path];
    const loc: Location = span ? { file: facts.file, ...span } : action.declarationLoc;
    const loader: ModuleLoader = { name: action.name, names: chosen ? this.enumNames(chosen.e, chosen.env) : undefined, loc };
    const group = this.packageOf(facts.file);
    if (group !== undefined) loader.group = group;
    this.catalog.loaders.push(loader);
  }

  /** The `enum` entries of the tool's parameters (`parameters.properties.<p>.enum`), each with its path. */
  private enums(tool: Extract<Value, { t: "obj" }>): ParameterEnum[] {
    const found: ParameterEnum[] = [];
    for (const schemaPath of SCHEMA_PATHS) {
      let schema: Value = tool;
      for (const key of schemaPath.split(".")) schema = schema.t === "obj" ? this.evaluator.property(schema, key) : { t: "undef" };
      const properties = schema.t === "obj" ? this.evaluator.property(schema, "properties") : undefined;
      if (properties?.t !== "obj") continue;
      for (const key of this.evaluator.keys(properties)) {
        const parameter = this.evaluator.property(properties, key);
        const entry = parameter.t === "obj" ? ownEntry(parameter, "enum") : undefined;
        if (entry) found.push({ ...entry, key, path: `${schemaPath}.properties.${key}.enum` });
      }
    }
    return found;
  }

  /** `list.map(fn)` of a modules list, directly or through a const (`const names = modules.map((m) => m.name)`). */
  private derivedFromList(e: Expr, env: Env, hops = 0): boolean {
    if (e.k === "id" && hops < 4) {
      const bound = this.evaluator.definition(e.name, env);
      return bound !== undefined && this.derivedFromList(bound.e, bound.env, hops + 1);
    }
    if (e.k !== "call" || e.callee.k !== "prop" || e.callee.name !== "map") return false;
    return this.isList(this.evaluator.evaluate(e.callee.obj, env));
  }

  /** The names an enum allows: every element a string, else undefined (unreadable). */
  private enumNames(e: Expr, env: Env): string[] | undefined {
    const v = this.evaluator.evaluate(e, env);
    const items = v.t === "arr" ? this.evaluator.items(v) : undefined;
    if (!items || !items.every((i) => i.t === "str")) return undefined;
    return items.map((i) => (i as { v: string }).v);
  }

  /** An environment for a scope of a file: the module's, or a function's with its parameters unknown. */
  private envOf(facts: FileFacts, scope: number): Env {
    if (scope === 0) return this.evaluator.moduleEnv(facts);
    const parent = (facts.scopes[scope] as Scope).parent;
    return makeEnv(facts, scope, this.envOf(facts, parent));
  }
}

/** A parameter's `enum` as written: its expression, the parameter's key and the path from the tool's object. */
interface ParameterEnum {
  e: Expr;
  env: Env;
  key: string;
  path: string;
}

/** The expression of an object's own key (the last one written; not through a spread), with its environment. */
function ownEntry(obj: Extract<Value, { t: "obj" }>, key: string): { e: Expr; env: Env } | undefined {
  for (let i = obj.entries.length - 1; i >= 0; i--) {
    const entry = obj.entries[i];
    if ("key" in entry && entry.key === key) return { e: entry.value, env: obj.env };
  }
  return undefined;
}
