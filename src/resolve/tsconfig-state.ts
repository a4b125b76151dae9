// What a tsconfig file is to the module layout (tsconfig.ts), without the TypeScript parser: --cache compares these
// states with the ones a stored run's layout read them in, on runs that never load the parser.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readTextChecked } from "../base/read-file.js";

/** A tsconfig file's text (undefined when it cannot be read: read-file.ts says why). */
export function readText(file: string, root: string): string | undefined {
  try {
    return readTextChecked(file, undefined, root);
  } catch {
    return undefined;
  }
}

export const ABSENT = "absent";
/** A file an `extends` names that is not followed (in node_modules, or outside the project): only its presence counts. */
export const PRESENT = "present";
export const UNREADABLE = "unreadable";

export function textState(text: string): string {
  return createHash("sha1").update(text).digest("hex");
}

/** Whether an `extends` target that exists is followed: inside the project, not in node_modules. */
export function readable(file: string, root: string): boolean {
  return !file.split(path.sep).includes("node_modules") && (file === root || file.startsWith(root + path.sep));
}

/**
 * What a tsconfig file is to the mappings now, as TsconfigPaths.files records it when it reads or looks for one: absent,
 * present (an `extends` target that is not followed), unreadable, or the digest of its text. `root`: the layout's.
 */
export function tsconfigState(file: string, root: string): string {
  if (!exists(file)) return ABSENT;
  if (!readable(file, root)) return PRESENT;
  const text = readText(file, root);
  return text === undefined ? UNREADABLE : textState(text);
}

/**
 * Whether there is an entry to read at `file`: a link is not followed here (a loop of links, a link to a folder), so
 * that reading it (parse, through src/base/read-file.ts) refuses it and says why, instead of a stat throwing.
 */
export function exists(file: string): boolean {
  try {
    const stat = fs.lstatSync(file, { throwIfNoEntry: false });
    return stat !== undefined && !stat.isDirectory();
  } catch {
    return false;
  }
}
