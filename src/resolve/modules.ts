// Module specifiers to project files: relative paths (with the extension swaps TypeScript allows), the `baseUrl`/
// `paths` of the nearest tsconfig.json (tsconfig.ts), and the names of the project's own packages (workspaces.ts).
// Only files of the scanned project resolve; other packages never do.
import path from "node:path";
import { TsconfigPaths, type PathMapping } from "./tsconfig.js";
import { WorkspacePackages } from "./workspaces.js";

export type { PathMapping } from "./tsconfig.js";

const EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
const JS_TO_TS: Record<string, string[]> = { ".js": [".ts", ".tsx"], ".jsx": [".tsx"], ".mjs": [".mts"], ".cjs": [".cts"] };

/** How a project's modules are laid out: the tsconfig.json files that apply to its folders, and its own packages. */
export class ProjectLayout {
  readonly tsconfigs: TsconfigPaths;
  readonly packages: WorkspacePackages;

  /** `files`: the project's files (their folders are where tsconfig.json and package.json files are looked for). */
  constructor(
    root: string,
    private readonly files: readonly string[],
  ) {
    this.tsconfigs = new TsconfigPaths(root);
    this.packages = new WorkspacePackages(root, files);
  }

  /** The `paths` mappings of the tsconfig.json files above a file, the nearest first. */
  mappingsOf(file: string): readonly PathMapping[] {
    return this.tsconfigs.mappingsOf(path.dirname(file));
  }

  /** The mappings that apply to the project's files, each once. */
  mappings(): PathMapping[] {
    const found = new Set<PathMapping>();
    const dirs = new Set(this.files.map((f) => path.dirname(f)));
    for (const dir of dirs) for (const mapping of this.tsconfigs.mappingsOf(dir)) found.add(mapping);
    return [...found];
  }
}

/** A mapping for every file alike (tests build one), or the layout of a project on disk. */
export type ModuleMapping = PathMapping | ProjectLayout;

/**
 * The literal prefixes of the `paths` patterns (`@shared/*` -> `@shared/`) of every tsconfig.json that applies to a
 * project file: specifiers that are project files.
 */
export function aliasPrefixes(mapping: ModuleMapping | undefined): string[] {
  const mappings = mapping instanceof ProjectLayout ? mapping.mappings() : mapping ? [mapping] : [];
  const prefixes = mappings.flatMap((m) => m.paths.map(([pattern]) => pattern.split("*")[0]).filter((p) => p !== ""));
  return [...new Set(prefixes)];
}

export class ModuleResolver {
  private readonly cache = new Map<string, string | undefined>();
  /** The same answers by importing file, then specifier: no key to build on the hot path (the resolver is asked millions of times). */
  private readonly byFile = new Map<string, Map<string, string | undefined>>();

  constructor(
    private readonly files: ReadonlySet<string>,
    private readonly mapping?: ModuleMapping,
  ) {}

  /** The project file a specifier names from `fromFile`, or undefined (a package, or a file outside the project). */
  resolve(fromFile: string, specifier: string): string | undefined {
    let known = this.byFile.get(fromFile);
    if (known === undefined) this.byFile.set(fromFile, (known = new Map()));
    const answer = known.get(specifier);
    if (answer !== undefined || known.has(specifier)) return answer;
    const key = `${path.dirname(fromFile)}\0${specifier}`;
    let found: string | undefined;
    if (this.cache.has(key)) found = this.cache.get(key);
    else this.cache.set(key, (found = this.resolveUncached(fromFile, specifier)));
    known.set(specifier, found);
    return found;
  }

  private resolveUncached(fromFile: string, specifier: string): string | undefined {
    if (specifier.startsWith(".") || path.isAbsolute(specifier)) {
      return this.tryFile(path.resolve(path.dirname(fromFile), specifier));
    }
    if (!(this.mapping instanceof ProjectLayout)) return this.mapping && this.mapped(this.mapping, specifier);
    for (const mapping of this.mapping.mappingsOf(fromFile)) {
      const mapped = this.mapped(mapping, specifier);
      if (mapped) return mapped;
    }
    return this.mapping.packages.resolve(specifier, (base) => this.tryFile(base));
  }

  /** The project file a tsconfig's `paths` map a specifier to: the first pattern that matches and a target that exists. */
  private mapped(mapping: PathMapping, specifier: string): string | undefined {
    for (const [pattern, targets] of mapping.paths) {
      const star = pattern.indexOf("*");
      let rest: string | undefined;
      if (star < 0) rest = pattern === specifier ? "" : undefined;
      else if (specifier.startsWith(pattern.slice(0, star)) && specifier.endsWith(pattern.slice(star + 1))) {
        rest = specifier.slice(star, specifier.length - (pattern.length - star - 1));
      }
      if (rest === undefined) continue;
      for (const target of targets) {
        const found = this.tryFile(path.resolve(mapping.baseUrl, target.replace("*", rest)));
        if (found) return found;
      }
    }
    return undefined;
  }

  private tryFile(base: string): string | undefined {
    if (this.files.has(base)) return base;
    const ext = path.extname(base);
    for (const swapped of JS_TO_TS[ext] ?? []) {
      const candidate = base.slice(0, -ext.length) + swapped;
      if (this.files.has(candidate)) return candidate;
    }
    for (const e of EXTENSIONS) if (this.files.has(base + e)) return base + e;
    for (const e of EXTENSIONS) if (this.files.has(path.join(base, "index" + e))) return path.join(base, "index" + e);
    return undefined;
  }
}
