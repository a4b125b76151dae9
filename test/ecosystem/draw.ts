// A fresh draw from pool.json: the pool's repositories in a seeded order (a Fisher-Yates shuffle driven by
// mulberry32, sample.ts's), so that which repositories a figure is measured on is fixed before anyone looks at them. A draw takes
// them in this order, skipping those already drawn (`--skip owner/name,…`) and any that cannot be fetched.
//
//   node dist/test/ecosystem/draw.js --seed 26 --count 14 [--skip a/b,c/d] [--pool pool-2.json]
//
// `--pool` names another pool of this folder (the first one, pool.json, is used up to its 71st entry by draws 1-5).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seeded, shuffle } from "./sample.js";

export interface PoolEntry {
  repo: string;
  commit: string;
  framework: string;
  path: string;
}

/** The entries in the seeded order (sample.ts's generator and shuffle, which the samples are drawn with). */
export function seededOrder<T>(entries: readonly T[], seed: number): T[] {
  return shuffle([...entries], seeded(seed));
}

function main(argv: string[]): void {
  const value = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i < 0 ? undefined : argv[i + 1];
  };
  const seed = Number(value("--seed") ?? "1");
  const count = Number(value("--count") ?? "12");
  const skip = new Set((value("--skip") ?? "").split(",").filter(Boolean));
  const here = path.dirname(fileURLToPath(import.meta.url));
  const name = path.basename(value("--pool") ?? "pool.json");
  const poolFile = [path.join(here, name), path.join(here, "../../../test/ecosystem", name)].find((f) => fs.existsSync(f));
  if (poolFile === undefined) throw new Error(`no pool named ${name} in test/ecosystem`);
  const pool = (JSON.parse(fs.readFileSync(poolFile, "utf8")) as { repositories: PoolEntry[] }).repositories;
  const drawn = seededOrder(pool, seed).filter((e) => !skip.has(e.repo)).slice(0, count);
  for (const e of drawn) process.stdout.write(`${e.repo} ${e.commit} ${e.path} ${e.framework}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main(process.argv.slice(2));
