// The relative imports of the repository's own code, read from its text as the tests of its structure judge them
// (test/base/layers.test.ts, test/base/circles.test.ts): static imports and re-exports, `import type` among them,
// side-effect imports and dynamic `import("…")`. The reading is textual: an import written in a comment counts too.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The .ts files of a folder of the repository, at any depth, as paths from the repository's root with "/". */
export function sourceFiles(folder: string): string[] {
  const entries = fs.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" });
  return entries.filter((entry) => entry.endsWith(".ts")).map((entry) => `${folder}/${entry.split(path.sep).join("/")}`);
}

/** Every file of src/ and rules/, the code the structure tests judge. */
export const CODE_FILES = [...sourceFiles("src"), ...sourceFiles("rules")];

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Every relative import written in `text`, the source of `file`: the file it names, from the repository's root. */
export function importsIn(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => path.posix.join(path.posix.dirname(file), m[1]).replace(/\.js$/, ".ts"));
}

/** Every relative import of `file` (a path from the repository's root). */
export function importsOf(file: string): string[] {
  return importsIn(file, fs.readFileSync(path.join(ROOT, file), "utf8"));
}
