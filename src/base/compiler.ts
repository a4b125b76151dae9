// The TypeScript compiler ts-morph ships (TypeScript 6), required as ts-morph itself requires it: from ts-morph's
// folder, `@ts-morph/common/dist/typescript.js`. Node loads a module file once, so this is the compiler
// `import { ts } from "ts-morph"` gives (ts-morph re-exports that file's exports), without ts-morph's own 4 MB of
// helpers. The bundle (scripts/bundle.ts) turns `import { ts } from "ts-morph"` into a call of this.
import { createRequire } from "node:module";
import type * as TsMorph from "ts-morph";

export type Ts = typeof TsMorph.ts;

export function requireCompiler(): Ts {
  const fromTsMorph = createRequire(createRequire(import.meta.url).resolve("ts-morph"));
  return fromTsMorph("@ts-morph/common/dist/typescript.js") as Ts;
}
