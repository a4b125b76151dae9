// The project's own packages (a monorepo's workspaces): a bare specifier (`@acme/texts`, `@acme/texts/sub`) names a
// project file when a package.json inside the project has that `name`. Its entry is read from `exports`, `types`,
// `module` or `main` as Node and TypeScript would, then taken back from a build folder that is not part of the
// project to the source it was built from (`dist/index.js` -> `src/index.ts`). Only package.json files of the
// folders that hold project files are read (never one in node_modules, never through a link leading outside).
import fs from "node:fs";
import path from "node:path";
import { isFrameworkPackage } from "../extract/preset-detect.js";
import { readTextChecked } from "../base/read-file.js";

interface Package {
  dir: string;
  exports?: unknown;
  /** `types`, `typings`, `module`, `main`, in that order: those that are strings. */
  entries: string[];
}

/** The conditions of an `exports` entry that are followed, most likely to lead to the source first. */
const CONDITIONS = ["source", "types", "import", "default", "require"];

/** How deep `exports` conditions may nest: far beyond any real package.json. */
const MAX_CONDITION_DEPTH = 8;

/** A project file for a path (with the extension swaps TypeScript allows, and index files), or undefined. */
export type TryFile = (base: string) => string | undefined;

export class WorkspacePackages {
  /** By name; null when two package.json files of the project have the name (which one is meant is not known). */
  private packages: Map<string, Package | null> | undefined;

  constructor(
    private readonly root: string,
    private readonly files: Iterable<string>,
  ) {}

  /** The project file a bare specifier names, or undefined (a package that is not the project's, or no such file). */
  resolve(specifier: string, tryFile: TryFile): string | undefined {
    const parts = specifier.split("/");
    const nameLength = specifier.startsWith("@") ? 2 : 1;
    if (parts.length < nameLength || parts.some((p) => p === "" || p === "." || p === "..")) return undefined;
    const name = parts.slice(0, nameLength).join("/");
    // A framework's package is the framework's, even where the repository holds its source (preset-detect.ts).
    if (isFrameworkPackage(name)) return undefined;
    const pkg = this.byName().get(name);
    if (!pkg) return undefined;
    const subpath = parts.slice(nameLength).join("/");
    if (pkg.exports !== undefined && pkg.exports !== null) {
      for (const target of exportTargets(pkg.exports, subpath === "" ? "." : `./${subpath}`)) {
        const found = target.startsWith("./") ? sourceOf(pkg.dir, target, tryFile) : undefined;
        if (found) return found;
      }
      return undefined; // what `exports` does not list, the package does not export
    }
    if (subpath !== "") return sourceOf(pkg.dir, subpath, tryFile);
    if (pkg.entries.length === 0) return tryFile(path.join(pkg.dir, "src", "index")) ?? tryFile(path.join(pkg.dir, "index"));
    for (const entry of pkg.entries) {
      const found = sourceOf(pkg.dir, entry, tryFile);
      if (found) return found;
    }
    return undefined;
  }

  /** The packages of the folders holding project files and of the folders above them, up to the project root. */
  private byName(): Map<string, Package | null> {
    if (this.packages) return this.packages;
    const packages = new Map<string, Package | null>();
    const seen = new Set<string>();
    for (const file of this.files) {
      for (let dir = path.dirname(file); inside(this.root, dir) && !seen.has(dir); dir = path.dirname(dir)) {
        seen.add(dir);
        const read = dir.split(path.sep).includes("node_modules") ? undefined : readPackage(dir, this.root);
        if (read) packages.set(read.name, packages.has(read.name) ? null : read.pkg);
        if (dir === this.root) break;
      }
    }
    return (this.packages = packages);
  }
}

/**
 * The targets `exports` gives a subpath ("." or "./sub"): a string or a list for "." alone; an object of subpaths,
 * by its exact key, else by the pattern (`./*`) with the longest prefix; an object of conditions for ".".
 */
function exportTargets(exports: unknown, subpath: string): string[] {
  if (typeof exports === "string" || Array.isArray(exports)) return subpath === "." ? targetsOf(exports, undefined, 0) : [];
  if (typeof exports !== "object" || exports === null) return [];
  const entries = Object.entries(exports as Record<string, unknown>);
  if (!entries.some(([key]) => key.startsWith("."))) return subpath === "." ? targetsOf(exports, undefined, 0) : [];
  const exact = entries.find(([key]) => key === subpath);
  if (exact) return targetsOf(exact[1], undefined, 0);
  let best: { value: unknown; star: string; prefix: number } | undefined;
  for (const [key, value] of entries) {
    const star = key.indexOf("*");
    if (star < 0 || key.indexOf("*", star + 1) >= 0) continue;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    if (subpath.length < before.length + after.length || !subpath.startsWith(before) || !subpath.endsWith(after)) continue;
    if (!best || before.length > best.prefix) best = { value, star: subpath.slice(before.length, subpath.length - after.length), prefix: before.length };
  }
  return best ? targetsOf(best.value, best.star, 0) : [];
}

/** The strings an `exports` value leads to, through lists and the conditions followed; `*` replaced by `star`. */
function targetsOf(value: unknown, star: string | undefined, depth: number): string[] {
  if (typeof value === "string") return [star === undefined ? value : value.split("*").join(star)];
  if (depth >= MAX_CONDITION_DEPTH || typeof value !== "object" || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v) => targetsOf(v, star, depth + 1));
  const conditions = value as Record<string, unknown>;
  return CONDITIONS.filter((c) => Object.hasOwn(conditions, c)).flatMap((c) => targetsOf(conditions[c], star, depth + 1));
}

/**
 * The project file an entry of a package names: the file itself when it is a project file, else the source it was
 * built from: a declaration file's own name without `.d.ts`, then the same path with its first folder (the output,
 * `dist/index.js`) or its first two (`dist/esm/index.js`) swapped for `src`.
 */
function sourceOf(dir: string, entry: string, tryFile: TryFile): string | undefined {
  const target = path.resolve(dir, entry);
  const stem = target.replace(/\.d\.([mc]?ts)$/, "");
  const direct = (stem !== target ? tryFile(stem) : undefined) ?? tryFile(target);
  if (direct || !inside(dir, stem)) return direct;
  const segments = path.relative(dir, stem).split(path.sep);
  if (segments[0] === "src") return undefined;
  for (const drop of [1, 2]) {
    if (segments.length <= drop) break;
    const found = tryFile(path.join(dir, "src", ...segments.slice(drop)));
    if (found) return found;
  }
  return undefined;
}

/** A folder's package.json, when it has one with a name (undefined when it cannot be read or parsed). */
function readPackage(dir: string, root: string): { name: string; pkg: Package } | undefined {
  const file = path.join(dir, "package.json");
  let json: Record<string, unknown>;
  try {
    if (fs.statSync(file, { throwIfNoEntry: false }) === undefined) return undefined;
    json = JSON.parse(readTextChecked(file, undefined, root)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof json?.name !== "string" || json.name === "") return undefined;
  const entries = ["types", "typings", "module", "main"].map((key) => json[key]).filter((v): v is string => typeof v === "string" && v !== "");
  return { name: json.name, pkg: { dir, entries, ...(json.exports !== undefined && { exports: json.exports }) } };
}

function inside(root: string, dir: string): boolean {
  return dir === root || dir.startsWith(root + path.sep);
}
