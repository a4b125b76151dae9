// The `baseUrl`/`paths` that apply to a file: those of the nearest tsconfig.json above it inside the project, with
// what it inherits through `extends`, then those of the tsconfig.json files further up. Each tsconfig is read once;
// only files inside the project are read.
import path from "node:path";
import { ts } from "ts-morph";
import { compareText } from "../base/compare.js";
import { ABSENT, exists, PRESENT, readable, readText, textState, UNREADABLE } from "./tsconfig-state.js";

export interface PathMapping {
  /** The folder the `paths` targets are resolved against (absolute). */
  baseUrl: string;
  paths: [pattern: string, targets: string[]][];
}

/** What one tsconfig sets, with what it inherits: `baseUrl` absolute, and the folder of the tsconfig that declares `paths`. */
interface Options {
  baseUrl?: string;
  paths?: [string, string[]][];
  pathsDir?: string;
}

export class TsconfigPaths {
  /** Each tsconfig file read (with its `extends`), once; null while it is being read, so that a cycle stops. */
  private readonly configs = new Map<string, Options | null>();
  /** Per folder, the mappings of the tsconfig.json files above it, the nearest first. */
  private readonly byDir = new Map<string, readonly PathMapping[]>();

  /** Each tsconfig file read, and each `extends` target looked for, with its state then (see tsconfigState). */
  private readonly states = new Map<string, string>();

  constructor(private readonly root: string) {}

  /**
   * The tsconfig files the mappings so far depend on (absolute, sorted), each with its state when it was read or looked
   * for (tsconfigState): each one read, and each `extends` target looked for. What the mappings are follows from these,
   * and from which folders hold a tsconfig.json (--cache keys a run by both).
   */
  files(): [file: string, state: string][] {
    return [...this.states].sort(([a], [b]) => compareText(a, b));
  }

  /**
   * The mappings for a file of folder `dir`, the nearest tsconfig.json's first (with what it extends), then those of
   * the tsconfig.json files above it up to the project root; the root's for a folder outside the project. The ones
   * above are what a build of the whole repository uses (a root tsconfig whose `paths` name every package's source,
   * beside packages whose own tsconfig.json declares none): a specifier the nearest one does not map is tried there.
   */
  mappingsOf(dir: string): readonly PathMapping[] {
    const known = this.byDir.get(dir);
    if (known) return known;
    let found: readonly PathMapping[];
    if (dir !== this.root && !dir.startsWith(this.root + path.sep)) found = this.mappingsOf(this.root);
    else {
      const above = dir === this.root ? [] : this.mappingsOf(path.dirname(dir));
      const own = exists(path.join(dir, "tsconfig.json")) ? mappingOf(this.read(path.join(dir, "tsconfig.json"))) : undefined;
      found = own ? [own, ...above] : above;
    }
    this.byDir.set(dir, found);
    return found;
  }

  /** A tsconfig's options with those it extends: its own `baseUrl` and `paths` over the inherited ones. */
  private read(file: string): Options {
    const known = this.configs.get(file);
    if (known !== undefined) return known ?? {};
    this.configs.set(file, null);
    const text = readText(file, this.root);
    this.states.set(file, text === undefined ? UNREADABLE : textState(text));
    const config = text === undefined ? undefined : parse(file, text);
    let options: Options = {};
    for (const base of extendsOf(config)) {
      const inherited = this.extended(path.dirname(file), base);
      if (inherited) options = { ...options, ...inherited };
    }
    const own = config?.compilerOptions as { baseUrl?: unknown; paths?: unknown } | undefined;
    if (typeof own?.baseUrl === "string") options = { ...options, baseUrl: path.resolve(path.dirname(file), own.baseUrl) };
    if (own?.paths && typeof own.paths === "object") {
      const paths = Object.entries(own.paths as Record<string, unknown>).filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((t) => typeof t === "string"));
      options = { ...options, paths, pathsDir: path.dirname(file) };
    }
    this.configs.set(file, options);
    return options;
  }

  /**
   * The options of a tsconfig an `extends` names from `dir`: a relative path to a file inside the project, with
   * `.json` added as TypeScript does. An `extends` of a package (`@tsconfig/node20`) is not followed: it names a file
   * in node_modules, which summarylint never reads; what it sets stays unknown.
   */
  private extended(dir: string, name: string): Options | undefined {
    if (!name.startsWith("./") && !name.startsWith("../")) return undefined;
    let file = path.resolve(dir, name);
    if (!exists(file) && !file.endsWith(".json")) {
      this.states.set(file, ABSENT);
      file += ".json";
    }
    if (!exists(file)) this.states.set(file, ABSENT);
    else if (!readable(file, this.root)) this.states.set(file, PRESENT);
    else return this.read(file);
    return undefined;
  }
}

/** The mapping of a tsconfig's options: `paths` against `baseUrl`, else against the folder of the tsconfig declaring them. */
function mappingOf(options: Options): PathMapping | undefined {
  if (!options.paths) return undefined;
  return { baseUrl: options.baseUrl ?? options.pathsDir!, paths: options.paths };
}

/** The tsconfig as JSON with comments. */
function parse(file: string, text: string): Record<string, unknown> | undefined {
  const config = ts.parseConfigFileTextToJson(file, text).config as unknown;
  return config && typeof config === "object" ? (config as Record<string, unknown>) : undefined;
}

/** `extends`: one name or, since TypeScript 5.0, a list (later ones override earlier ones). */
function extendsOf(config: Record<string, unknown> | undefined): string[] {
  const value = config?.extends;
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

