// The real launcher, bin/summarylint.js, over freshly compiled sources: rather than trust a dist/ that may be
// stale (or missing on a fresh clone), the sources are compiled into a temp copy of the package layout
// (bin/summarylint.js, package.json, dist/ with its bundle, node_modules linked to the real one). Under
// vitest.config.ts that copy is built once per run, by the first test file that asks, and shared by every other file
// (test/helpers/global-setup.ts gives the run its folder); without it, each caller builds a copy of its own.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface BuiltCli {
  /** Absolute path of bin/summarylint.js in the temp package. */
  launcher: string;
  remove(): void;
}

/** How long a test file waits for another file's build of the run's copy. */
const BUILD_WAIT_MS = 180_000;

/**
 * The built package: the copy in the run's `folder` (built by the first caller, waited for by the others), or a copy
 * of the caller's own outside vitest.config.ts. `remove()` removes only a copy of the caller's own.
 */
export function buildCli(folder = inject("builtCliFolder") as string | undefined): BuiltCli {
  if (folder === undefined) return buildCopy(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-pkg-"))));
  const pkg = path.join(folder, "package");
  const launcher = path.join(pkg, "bin/summarylint.js");
  const done = path.join(folder, "built");
  const failed = path.join(folder, "failed");
  let builder = true;
  try {
    fs.mkdirSync(path.join(folder, "building")); // one caller of the run gets it: the others wait
  } catch {
    builder = false;
  }
  if (builder) {
    try {
      fs.mkdirSync(pkg);
      buildCopy(pkg);
      fs.writeFileSync(done, "");
    } catch (error) {
      fs.writeFileSync(failed, (error as Error).message);
      throw error;
    }
  } else waitFor(done, failed);
  return { launcher, remove: () => {} };
}

/** Block until `done` or `failed` exists (another test file is building): throws what the build threw. */
function waitFor(done: string, failed: string): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + BUILD_WAIT_MS;
  while (!fs.existsSync(done)) {
    if (fs.existsSync(failed)) throw new Error(fs.readFileSync(failed, "utf8"));
    if (Date.now() > until) throw new Error(`no built copy of the package after ${BUILD_WAIT_MS / 1000} s of waiting for another test file's build`);
    Atomics.wait(pause, 0, 0, 50);
  }
}

/** Compile the sources into `pkg`, an empty folder, in the package's layout. */
function buildCopy(pkg: string): BuiltCli {
  fs.mkdirSync(path.join(pkg, "bin"));
  fs.copyFileSync(path.join(REPO, "bin/summarylint.js"), path.join(pkg, "bin/summarylint.js"));
  fs.copyFileSync(path.join(REPO, "package.json"), path.join(pkg, "package.json"));
  fs.symlinkSync(path.join(REPO, "node_modules"), path.join(pkg, "node_modules"), "junction");
  // The rules' docs, as the package ships them (rules/*.md): `summarylint mcp`'s explain_rule reads them.
  fs.mkdirSync(path.join(pkg, "rules"));
  for (const doc of fs.readdirSync(path.join(REPO, "rules")).filter((name) => name.endsWith(".md"))) fs.copyFileSync(path.join(REPO, "rules", doc), path.join(pkg, "rules", doc));
  // typescript's "exports" hide bin/tsc from require.resolve: find it through its package.json's "bin".
  const tsPackage = createRequire(import.meta.url).resolve("typescript/package.json");
  const tsc = path.join(path.dirname(tsPackage), (JSON.parse(fs.readFileSync(tsPackage, "utf8")) as { bin: { tsc: string } }).bin.tsc);
  // Type errors elsewhere in a work in progress still emit JavaScript: judge the build by its output.
  const build = spawnSync(process.execPath, [tsc, "-p", path.join(REPO, "tsconfig.json"), "--outDir", path.join(pkg, "dist")], { encoding: "utf8" });
  if (!fs.existsSync(path.join(pkg, "dist/src/cli/main.js"))) throw new Error(`tsc produced no dist/src/cli/main.js:\n${build.stdout}${build.stderr}`);
  // The launcher runs the bundle of what tsc built (scripts/bundle.ts), as `npm run build` makes it.
  const bundled = spawnSync(process.execPath, [path.join(pkg, "dist/scripts/bundle.js"), path.join(pkg, "dist")], { encoding: "utf8" });
  if (bundled.status !== 0) throw new Error(`the bundle failed:\n${bundled.stdout}${bundled.stderr}`);
  return { launcher: path.join(pkg, "bin/summarylint.js"), remove: () => fs.rmSync(pkg, { recursive: true, force: true }) };
}
