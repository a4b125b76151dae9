// `npm run build`'s second step: the compiled CLI (dist/src/cli/main.js and the ~120 modules it imports) bundled
// into a few files in dist/src/bundle/, which bin/summarylint.js runs. Node resolves and instantiates each ES module
// on its own: a warm `--cache` run of a 10,000-file project spent ~170 ms loading 119 modules, ~100 ms loading the
// bundle (docs/design.md#speed). The commands' own modules (the language server, directory, stats) stay chunks of their
// own, loaded when the command runs, as the dynamic imports in the sources say.
//
//   node dist/scripts/bundle.js [dist folder, default ./dist]
//
// Packages (commander, yaml, ...) stay imports, resolved from node_modules as before. ts-morph is the exception: the
// sources import only its `ts`, the TypeScript compiler it ships, and loading ts-morph itself costs a run ~230 ms
// before any file is read (Node lexes its 950 KB module for ESM names and loads its 3 MB of helpers, beside
// TypeScript's 9 MB). In the bundle `import { ts } from "ts-morph"` loads that compiler file alone, found from
// ts-morph's own folder as ts-morph finds it (src/base/compiler.ts); an import of anything else from ts-morph fails
// the build.
//
// The bundle sits two folders below dist/, as dist/src/cli/main.js does, so that paths taken from `import.meta.url`
// (the package's version, the cache's code fingerprint over dist/src and dist/rules) reach the same files. The
// similarity worker is an entry of its own: similarity.ts starts it by its path beside the module that asks.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const BUNDLE_FOLDER = "src/bundle";

const TS_ONLY = "\0ts-morph-compiler";

/** `import { ts } from "ts-morph"` as the compiler file alone (src/base/compiler.ts says how it is found). */
function compilerOnly(dist: string) {
  const compiler = path.join(dist, "src/base/compiler.js");
  return {
    name: "ts-morph-compiler-only",
    resolveId: (id: string) => (id === "ts-morph" ? TS_ONLY : null),
    load: (id: string) => (id === TS_ONLY ? `import { requireCompiler } from ${JSON.stringify(compiler)};\nexport const ts = requireCompiler();\n` : null),
  };
}

export async function bundle(dist: string): Promise<void> {
  const out = path.join(dist, BUNDLE_FOLDER);
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    input: { main: path.join(dist, "src/cli/main.js"), "similarity-worker": path.join(dist, "src/text/similarity/similarity-worker.js") },
    platform: "node",
    plugins: [compilerOnly(dist)],
    // A bare specifier is a package or a Node built-in: left to Node's resolution at run time.
    external: (id) => id !== "ts-morph" && !id.startsWith(".") && !path.isAbsolute(id),
    logLevel: "warn",
    output: { dir: out, format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name].js" },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bundle(path.resolve(process.argv[2] ?? "dist"));
}
