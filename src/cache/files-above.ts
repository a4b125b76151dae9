// What a run without a config file in a subfolder of a repository reads besides its own folder (src/config/load.ts):
// the package.json and tsconfig.json files of the folders above it, up to the repository's root.
import fs from "node:fs";
import path from "node:path";
import { readChecked } from "../base/read-file.js";
import type { Config } from "../config/index.js";
import { keyOf, sha1 } from "./key.js";

/** The content of the package.json files that choose presets: those discovery listed, and those above the root. */
export function packagesKeyOf(packages: readonly string[], config: Config): string | undefined {
  const listed = packages.map((file): [string, string] => [file, hashOf(file, config.root)]);
  return keyOf(config.packageRoot === undefined ? listed : [...listed, ...filesAbove(config.root, config.packageRoot)]);
}

/** The package.json and tsconfig.json files of the folders above `root` up to `packageRoot`, each with its content's hash. */
export function filesAbove(root: string, packageRoot: string): [string, string][] {
  const found: [string, string][] = [];
  for (let dir = root; dir !== packageRoot && path.dirname(dir) !== dir; ) {
    dir = path.dirname(dir);
    for (const name of ["package.json", "tsconfig.json"]) {
      const file = path.join(dir, name);
      if (fs.existsSync(file)) found.push([file, hashOf(file, packageRoot)]);
    }
  }
  return found;
}

/** The hash of a file's content, read as the project's own files are (src/base/read-file.ts). */
export function hashOf(file: string, root: string): string {
  try {
    return sha1(readChecked(file, undefined, root));
  } catch {
    return "unreadable";
  }
}
