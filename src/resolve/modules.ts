// Module specifiers to project files: relative paths (with the extension swaps TypeScript allows) and the
// root tsconfig's `baseUrl`/`paths`. Only files of the scanned project resolve; packages never do.
import path from "node:path";
import { ts } from "ts-morph";
import { readTextChecked } from "../read-file.js";

const EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
const JS_TO_TS: Record<string, string[]> = { ".js": [".ts", ".tsx"], ".jsx": [".tsx"], ".mjs": [".mts"], ".cjs": [".cts"] };

export interface PathMapping {
  baseUrl: string;
  paths: [pattern: string, targets: string[]][];
}

/**
 * Read `compilerOptions.baseUrl` and `paths` from `<root>/tsconfig.json`, if any (no `extends` chain; not a link that
 * leads outside the project).
 */
export function readPathMapping(root: string): PathMapping | undefined {
  const file = path.join(root, "tsconfig.json");
  let text: string;
  try {
    text = readTextChecked(file, undefined, root);
  } catch {
    return undefined;
  }
  const parsed = ts.parseConfigFileTextToJson(file, text);
  const options = parsed.config?.compilerOptions as { baseUrl?: string; paths?: Record<string, string[]> } | undefined;
  if (!options?.paths) return undefined;
  const baseUrl = path.resolve(root, options.baseUrl ?? ".");
  return { baseUrl, paths: Object.entries(options.paths).filter(([, t]) => Array.isArray(t)) };
}

/** The literal prefixes of the `paths` patterns (`@shared/*` -> `@shared/`): specifiers that are project files. */
export function aliasPrefixes(mapping: PathMapping | undefined): string[] {
  return (mapping?.paths ?? []).map(([pattern]) => pattern.split("*")[0]).filter((p) => p !== "");
}

export class ModuleResolver {
  private readonly cache = new Map<string, string | undefined>();
  /** The same answers by importing file, then specifier: no key to build on the hot path (the resolver is asked millions of times). */
  private readonly byFile = new Map<string, Map<string, string | undefined>>();

  constructor(
    private readonly files: ReadonlySet<string>,
    private readonly mapping?: PathMapping,
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
    for (const [pattern, targets] of this.mapping?.paths ?? []) {
      const star = pattern.indexOf("*");
      let rest: string | undefined;
      if (star < 0) rest = pattern === specifier ? "" : undefined;
      else if (specifier.startsWith(pattern.slice(0, star)) && specifier.endsWith(pattern.slice(star + 1))) {
        rest = specifier.slice(star, specifier.length - (pattern.length - star - 1));
      }
      if (rest === undefined) continue;
      for (const target of targets) {
        const found = this.tryFile(path.resolve(this.mapping!.baseUrl, target.replace("*", rest)));
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
