// Catalogue recall (docs/design.md#measuring-on-real-code): draw files of the pinned repositories at random (seeded)
// among those that may declare a tool (they mention a description and a tool-ish word; the frame does not depend on any
// preset), record what summarylint found in each, and leave the hand count (`counted`: each declaration's name and
// line, by reading) to be filled in. precision.ts compares the two.
//   node dist/test/ecosystem/recall.js <name> [--count 40] [--seed 1]
//   node dist/test/ecosystem/recall.js <name> --refresh   (what the last run found, keeping the hand count)
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { excludedGlobs, defaultConfig } from "../../src/config/index.js";
import { discoverFiles } from "../../src/discover/discover.js";
import { ecosystemDir, loadRepos, sourceDir } from "./repos.js";
import { seeded, shuffle } from "./sample.js";

export interface Declared {
  name: string;
  line: number;
}

export interface RecallEntry {
  repo: string;
  file: string;
  /** What summarylint found in the file (actions and triggers, by declaration line), at the commit below. */
  found: Declared[];
  /** The hand count: every tool, action or trigger the file declares, by reading; null until counted. */
  counted: Declared[] | null;
  note: string;
}

export interface RecallFile {
  commit: string;
  seed: number;
  files: RecallEntry[];
}

const MAY_DECLARE = /\bdescription\b/;
const TOOLISH = /\b(tools?|Tool|actions?|Action|inputSchema|input_schema|parameters|operations?|createTool|defineTool)\b/;

/** A counted declaration is found when summarylint has one of the same name, or one within two lines of it. */
export function recallOf(file: RecallFile): { counted: number; found: number; extra: number } {
  let counted = 0;
  let found = 0;
  let extra = 0;
  for (const entry of file.files) {
    if (!entry.counted) continue;
    const matched = new Set<number>();
    for (const c of entry.counted) {
      counted++;
      const i = entry.found.findIndex((f, k) => !matched.has(k) && (f.name === c.name || Math.abs(f.line - c.line) <= 2));
      if (i >= 0) {
        matched.add(i);
        found++;
      }
    }
    extra += entry.found.length - matched.size;
  }
  return { counted, found, extra };
}

interface DirectoryJson {
  triggers?: { name: string; file: string; line: number }[];
  directories: { actions: { name: string; file: string; line: number }[] }[];
}

function foundIn(root: string, repo: string): Map<string, Declared[]> {
  const byFile = new Map<string, Declared[]>();
  let dir: DirectoryJson;
  try {
    dir = JSON.parse(fs.readFileSync(path.join(root, ".runs", `${repo}.directory.json`), "utf8")) as DirectoryJson;
  } catch {
    return byFile;
  }
  const seen = new Set<string>();
  for (const a of [...dir.directories.flatMap((d) => d.actions), ...(dir.triggers ?? [])]) {
    const key = `${a.file}:${a.line}:${a.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = byFile.get(a.file) ?? [];
    list.push({ name: a.name, line: a.line });
    byFile.set(a.file, list);
  }
  return byFile;
}

function main(): void {
  const root = ecosystemDir();
  const [name, ...rest] = process.argv.slice(2);
  if (!root || !name) {
    console.error("usage: SUMMARYLINT_ECOSYSTEM=… node dist/test/ecosystem/recall.js <name> [--count 40] [--seed 1]");
    process.exit(2);
  }
  const target = path.join(sourceDir(), "recall", `${name}.json`);
  const results = JSON.parse(fs.readFileSync(path.join(sourceDir(), "results.json"), "utf8")) as { commit?: string };
  if (rest.includes("--refresh")) {
    const file = JSON.parse(fs.readFileSync(target, "utf8")) as RecallFile;
    for (const entry of file.files) entry.found = foundIn(root, entry.repo).get(entry.file) ?? [];
    fs.writeFileSync(target, `${JSON.stringify({ ...file, commit: results.commit ?? "unknown" }, null, 1)}\n`);
    console.error(`${target}: found refreshed from the run of ${results.commit}`);
    return;
  }
  const flag = (k: string, d: number) => (rest.includes(k) ? Number(rest[rest.indexOf(k) + 1]) : d);
  const count = flag("--count", 40);
  const seed = flag("--seed", 1);
  const random = seeded(seed);
  // Round-robin over repositories in a seeded order, each repository's candidate files shuffled: no repository
  // dominates the draw.
  const pools = shuffle(loadRepos(), random).flatMap((repo) => {
    const dir = path.join(root, repo.name);
    if (!fs.existsSync(dir)) return [];
    const config = defaultConfig(dir);
    const files = discoverFiles({ root: dir, include: config.include, exclude: excludedGlobs(config) }).filter((f) => {
      const text = fs.readFileSync(f, "utf8");
      return MAY_DECLARE.test(text) && TOOLISH.test(text);
    });
    return files.length ? [{ repo: repo.name, dir, files: shuffle(files, random) }] : [];
  });
  const picked: RecallEntry[] = [];
  for (let round = 0; picked.length < count && pools.some((p) => p.files.length > round); round++) {
    for (const pool of pools) {
      if (picked.length >= count || pool.files.length <= round) continue;
      const file = path.relative(pool.dir, pool.files[round]).split(path.sep).join("/");
      picked.push({ repo: pool.repo, file, found: foundIn(root, pool.repo).get(file) ?? [], counted: null, note: "" });
    }
  }
  const out: RecallFile = { commit: results.commit ?? "unknown", seed, files: picked };
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
  console.error(`${picked.length} files drawn into ${target}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
