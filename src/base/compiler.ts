// The TypeScript compiler ts-morph ships (TypeScript 6), required as ts-morph itself requires it: from ts-morph's
// folder, `@ts-morph/common/dist/typescript.js`. Node loads a module file once, so this is the compiler
// `import { ts } from "ts-morph"` gives (ts-morph re-exports that file's exports), without ts-morph's own 4 MB of
// helpers. The bundle (scripts/bundle.ts) turns `import { ts } from "ts-morph"` into a call of this.
//
// The compiler is one 9 MB file, and V8 compiling it is much of a small project's whole run (`npm run bench --
// --only start-up` times a one-file lint with the cache and without).
// Node 20 has no compile cache of its own (`module.enableCompileCache` came in Node 22), so the file is compiled the
// way Node compiles a CommonJS module, with V8's code cache kept in a folder of the user's own (compiler-cache.ts):
// a later run deserialises the compiled code instead of compiling it again. `SUMMARYLINT_COMPILE_CACHE=0` turns it
// off; any failure of the cache falls back to Node's own `require`.
import { isAscii } from "node:buffer";
import fs from "node:fs";
import { createRequire, Module } from "node:module";
import path from "node:path";
import vm from "node:vm";
import type * as TsMorph from "ts-morph";
import { cacheFolder, readCache, writeCache } from "./compiler-cache.js";

export type Ts = typeof TsMorph.ts;

let loaded: Ts | undefined;

/** The compiler, loaded once per process or worker. */
export function requireCompiler(): Ts {
  if (loaded) return loaded;
  const file = createRequire(createRequire(import.meta.url).resolve("ts-morph")).resolve("@ts-morph/common/dist/typescript.js");
  const require = createRequire(file);
  const folder = process.env.SUMMARYLINT_COMPILE_CACHE === "0" || require.cache[file] ? undefined : cacheFolder(process.env);
  if (folder !== undefined) {
    try {
      return (loaded = compileWithCache(file, folder, require));
    } catch {
      // A cache that cannot be read or written is no reason to fail: Node's own loader below.
    }
  }
  return (loaded = require(file) as Ts);
}

/** Compile `file` as Node compiles a CommonJS module, with V8's code cache from `folder`; registered as Node's module. */
function compileWithCache(file: string, folder: string, require: NodeJS.Require): Ts {
  // The file is ASCII: read as Latin-1 it is the same text, and decoding it so costs half of decoding UTF-8.
  const bytes = fs.readFileSync(file);
  const source = bytes.toString(isAscii(bytes) ? "latin1" : "utf8");
  const stat = fs.statSync(file);
  // The cache belongs to one file at one size and time, under one Node (V8 rejects another's data anyway).
  const key = `typescript-${process.versions.v8}-${stat.size}-${Math.trunc(stat.mtimeMs)}.v8`;
  const cachedData = readCache(folder, key);
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  const mod = new Module(file);
  mod.filename = file;
  const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;
  wrapper.call(mod.exports, mod.exports, require, mod, file, path.dirname(file));
  mod.loaded = true;
  require.cache[file] = mod;
  // Written when the process ends, so that the functions the run compiled (the parser, the scanner) are in it too.
  if (cachedData === undefined || script.cachedDataRejected) process.once("exit", () => writeCache(folder, key, () => script.createCachedData()));
  return mod.exports as Ts;
}
