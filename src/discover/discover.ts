// discover: the project's source files, from the config's include/exclude globs (relative to the project
// root), respecting .gitignore files; node_modules and .git are never entered.
import fs from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import ignore, { type Ignore } from "ignore";

const NEVER = new Set(["node_modules", ".git"]);

export interface DiscoverOptions {
  root: string;
  include: string[];
  exclude: string[];
  /**
   * Told, just before it is read, every folder listed (or tried) and every file read besides the sources (each
   * .gitignore): with the options, they are all the result depends on, so --cache can tell that it is unchanged
   * without discovering again. Anything new that discovery reads must be reported here too.
   */
  onRead?: (path: string, kind: "folder" | "file") => void;
}

/** Absolute paths, sorted, of the files under root matched by include and not by exclude or .gitignore. */
export function discoverFiles({ root, include, exclude, onRead }: DiscoverOptions): string[] {
  const isIncluded = picomatch(include, { dot: true });
  const isExcluded = exclude.length > 0 ? picomatch(exclude, { dot: true }) : () => false;
  const found: string[] = [];

  const walk = (dir: string, rel: string, ignores: { base: string; ig: Ignore }[]) => {
    let entries: fs.Dirent[];
    onRead?.(dir, "folder");
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // an unreadable folder is skipped, as git would
    }
    // Read a .gitignore only where the listing has one: a failed read per folder costs an exception each.
    const hasGitignore = entries.some((e) => e.name === ".gitignore");
    if (hasGitignore) onRead?.(path.join(dir, ".gitignore"), "file");
    const gitignore = hasGitignore ? readGitignore(dir) : undefined;
    const active = gitignore ? [...ignores, { base: rel, ig: gitignore }] : ignores;
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (NEVER.has(entry.name)) continue;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const isDir = entry.isDirectory();
      if (isIgnored(active, relPath, isDir)) continue;
      if (isDir) {
        if (!isExcluded(relPath) && !isExcluded(`${relPath}/`)) walk(path.join(dir, entry.name), relPath, active);
      } else if ((entry.isFile() || entry.isSymbolicLink()) && isIncluded(relPath) && !isExcluded(relPath)) {
        found.push(path.join(dir, entry.name));
      }
    }
  };
  walk(root, "", []);
  return found;
}

function readGitignore(dir: string): Ignore | undefined {
  try {
    return ignore().add(fs.readFileSync(path.join(dir, ".gitignore"), "utf8"));
  } catch {
    return undefined;
  }
}

function isIgnored(ignores: { base: string; ig: Ignore }[], relPath: string, isDir: boolean): boolean {
  for (const { base, ig } of ignores) {
    const sub = base ? relPath.slice(base.length + 1) : relPath;
    if (ig.ignores(isDir ? `${sub}/` : sub)) return true;
  }
  return false;
}
