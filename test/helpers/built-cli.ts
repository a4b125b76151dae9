// The real launcher, bin/summarylint.js, over freshly compiled sources: rather than trust a dist/ that may be
// stale (or missing on a fresh clone), the sources are compiled into a temp copy of the package layout
// (bin/summarylint.js, package.json, dist/ with its bundle, node_modules linked to the real one).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface BuiltCli {
  /** Absolute path of bin/summarylint.js in the temp package. */
  launcher: string;
  remove(): void;
}

export function buildCli(): BuiltCli {
  const pkg = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-pkg-")));
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
