// Where V8's compiled code of the TypeScript compiler is kept between runs (compiler.ts): in `node_modules/.cache/
// summarylint` of the installation that holds the compiler, as other tools keep their caches (Babel, ESLint's loaders,
// find-cache-dir), so it belongs to whoever installed summarylint and goes with `node_modules`; or in
// `SUMMARYLINT_COMPILE_CACHE_DIR`. Never in the project being linted. A folder that cannot be made or written is
// no cache: the run compiles as before.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The cache's folder (not made yet), or undefined where there is no `node_modules` to hold it. */
export function cacheFolder(env: NodeJS.ProcessEnv): string | undefined {
  if (env.SUMMARYLINT_COMPILE_CACHE_DIR) return path.resolve(env.SUMMARYLINT_COMPILE_CACHE_DIR);
  const tsMorph = createRequire(import.meta.url).resolve("ts-morph");
  const at = tsMorph.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  return at < 0 ? undefined : path.join(tsMorph.slice(0, at), "node_modules", ".cache", "summarylint");
}

/** The cached data under `key`, if there is any. */
export function readCache(folder: string, key: string): Buffer | undefined {
  try {
    return fs.readFileSync(path.join(folder, key));
  } catch {
    return undefined;
  }
}

/**
 * Write `make()` under `key`, whole or not at all (a file of its own renamed into place, so a run reading at the
 * same time sees the old file or the new), and remove the data of other keys (another compiler or Node). Silent on
 * failure: a read-only installation just has no cache.
 */
export function writeCache(folder: string, key: string, make: () => Buffer): void {
  const temporary = path.join(folder, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(temporary, make(), { flag: "wx" });
    fs.renameSync(temporary, path.join(folder, key));
    for (const old of fs.readdirSync(folder)) {
      if (old !== key && /^typescript-.*\.v8$/.test(old)) fs.rmSync(path.join(folder, old), { force: true });
    }
  } catch {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // No folder to hold it: nothing was written.
    }
  }
}
