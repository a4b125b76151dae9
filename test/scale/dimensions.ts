// The dimensions of the scaling suite: every `test/scale/dimensions/<area>.{ts,js}` module's `dimensions` export.
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Dimension } from "./dimension.js";

export interface Found {
  /** The module's file, which a step's child process imports again. */
  file: string;
  dimension: Dimension;
}

const FOLDER = fileURLToPath(new URL("./dimensions/", import.meta.url));

/** Every dimension, by module file name, then in the order its module lists them. */
export async function allDimensions(): Promise<Found[]> {
  const files = fs.existsSync(FOLDER)
    ? fs.readdirSync(FOLDER).filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith(".d.ts") && !/\.test\./.test(f)).sort()
    : [];
  const found: Found[] = [];
  for (const name of files) {
    const file = path.join(FOLDER, name);
    const module = (await import(pathToFileURL(file).href)) as { dimensions?: Dimension[] };
    for (const dimension of module.dimensions ?? []) found.push({ file, dimension });
  }
  return found;
}

/** The dimension named `name` in `file` (a step's child process looks its dimension up this way). */
export async function dimensionIn(file: string, name: string): Promise<Dimension> {
  const module = (await import(pathToFileURL(file).href)) as { dimensions?: Dimension[] };
  const dimension = module.dimensions?.find((d) => d.name === name);
  if (!dimension) throw new Error(`no dimension "${name}" in ${file}`);
  return dimension;
}
