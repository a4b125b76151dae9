// What discovery found and read, for --cache (index.ts): the inputs a discovery reads (folders, .gitignore and
// tsconfig.json files, links, the package.json files the presets read) with their keys, so a later run can tell that
// a stored listing still holds without discovering again, and the quick path that reuses a whole run on that and the
// sources' stats.
import fs from "node:fs";
import path from "node:path";
import { compareText } from "../base/compare.js";
import { excludedGlobs, type Config } from "../config/index.js";
import { discoverFiles, type Discovered } from "../discover/discover.js";
import { currentStatsKey, inputKey, settledStat, type DiscoveryInput } from "./key.js";
import type { LintRun } from "./run.js";
import type { StoredRun } from "./store.js";
import { tsconfigState } from "../resolve/tsconfig-state.js";

/** Whether a folder's entry is the cache file or one of its temporary files (discovery's keys leave them out). */
export type Skip = (folder: string, name: string) => boolean;

/**
 * The quick path: the folders discovery listed still hold the same entries, and the .gitignore files it read and the
 * sources it found have the stats they had when the stored run was made, all settled: the run, reused without
 * discovering, hashing or reading the index. `listed`: the listing, known to hold (sameListing).
 */
export function quickRun(stored: StoredRun, settings: string, now: number, skip: Skip, listed: Listed | undefined): LintRun | undefined {
  const listing = stored.quick !== undefined ? stored.listing : undefined;
  // With its keys stored, a listing that does not hold cannot give the quick key.
  if (!listing || (listing.keys !== undefined && listed === undefined)) return undefined;
  const inputs = listed?.inputs ?? listing.inputs.map((input, i): [DiscoveryInput, string | undefined] => [input, keptEntries(listing, i, now) ?? inputKey(input, now, skip)]);
  const all = [...inputs, ...configInputs(stored.run.configFiles ?? [], inputs, now, skip)];
  return join(settings, currentStatsKey(listing.files, now, all)) === stored.quick ? { ...stored.run, files: listing.files } : undefined;
}

/** What discovery found, and what it read to find it (the inputs with their keys, the folders' settled stats before they were read). */
export interface Listed {
  found: Discovered;
  inputs: [DiscoveryInput, string | undefined][];
  folderStats: (string | undefined)[];
  /** The package.json files of the folders listed (the last inputs). */
  packages: string[];
}

/** The files of the project, discovered. */
export function discover(config: Config, now: number, skip: Skip): Listed {
  // Each folder and .gitignore is read here just before discovery reads it, each source stat'ed before it is
  // hashed: a change after that shows next time, so nothing stored vouches for older content.
  const listed: Listed = { found: { files: [], refused: [] }, inputs: [], folderStats: [], packages: [] };
  const { inputs, folderStats, found } = listed;
  const onRead = (file: string, kind: "folder" | "file") => {
    folderStats[inputs.length] = kind === "folder" ? settledStat(file, now) : undefined; // before it is read
    inputs.push([[file, kind], inputKey([file, kind], now, skip)]);
  };
  found.files = discoverFiles({
    root: config.root,
    include: config.include,
    exclude: excludedGlobs(config),
    runnerTests: !config.tests,
    onRead,
    onRefused: (file, reason) => found.refused.push([file, reason]),
  });
  // `presets: auto` reads the package.json of every package (any folder discovery listed may be one): their
  // stats join the quick key, their content the full key and the key of the stored facts.
  listed.packages = packageFiles(inputs);
  for (const file of listed.packages) inputs.push([[file, "file"], inputKey([file, "file"], now, skip)]);
  return listed;
}

/**
 * The stored listing, when each input it read has the key it had then (a folder whose settled stat is the one it had
 * is not read again): discovery would find the same files, reading the same inputs, and refuse the same links. Only
 * for a listing whose keys were all known when it was stored.
 */
export function sameListing(stored: StoredRun, settings: string, now: number, skip: Skip): Listed | undefined {
  const listing = stored.listing;
  if (listing?.keys === undefined || listing.packages === undefined || listing.refused === undefined || !stored.key.startsWith(`${settings}:`)) return undefined;
  const inputs: [DiscoveryInput, string | undefined][] = [];
  const folderStats: (string | undefined)[] = [];
  for (const [i, input] of listing.inputs.entries()) {
    const stat = input[1] === "folder" ? settledStat(input[0], now) : undefined; // before it is read
    const folder = listing.folders?.[i];
    const key = folder && stat !== undefined && stat === folder[0] ? folder[1] : inputKey(input, now, skip);
    if (key === undefined || key !== listing.keys[i]) return undefined;
    inputs.push([input, key]);
    folderStats.push(stat);
  }
  const packages = listing.inputs.slice(listing.inputs.length - listing.packages).map(([file]) => file);
  return { found: { files: listing.files, refused: listing.refused }, inputs, folderStats, packages };
}

/** A folder's entries digest as stored, when its settled stat is the one it had when they were read. */
function keptEntries(listing: NonNullable<StoredRun["listing"]>, i: number, now: number): string | undefined {
  const folder = listing.folders?.[i];
  return folder && settledStat(listing.inputs[i][0], now) === folder[0] ? folder[1] : undefined;
}

/** The package.json files of the folders discovery listed. */
export function packageFiles(inputs: [DiscoveryInput, string | undefined][]): string[] {
  const found: string[] = [];
  for (const [[folder, kind]] of inputs) {
    if (kind !== "folder") continue;
    const file = path.join(folder, "package.json");
    if (fs.existsSync(file)) found.push(file);
  }
  return found.sort();
}

/** A whole-run key: the settings, then what the files add (undefined when that is unknown). */
export function join(settings: string, files: string | undefined): string | undefined {
  return files === undefined ? undefined : `${settings}:${files}`;
}

/**
 * The tsconfig files a run's module layout depends on, each with its state (resolve/tsconfig.ts, tsconfigState): each
 * tsconfig.json discovery met (a folder that gains one changes the layout), in its state now, and `configFiles`, what
 * the layout read or looked for (LintRun.configFiles: with what they extend), in the state given.
 */
export function tsconfigStates(inputs: readonly [DiscoveryInput, string | undefined][], configFiles: readonly (readonly [string, string])[], root: string): [string, string][] {
  const found = new Map(configFiles);
  for (const [[file, kind]] of inputs) if (kind === "file" && path.basename(file) === "tsconfig.json" && !found.has(file)) found.set(file, tsconfigState(file, root));
  return [...found].sort(([a], [b]) => compareText(a, b));
}

/**
 * The files of `configFiles` that are not inputs already, as inputs of the quick key: their settled stats, or "absent"
 * for one looked for and not found (an `extends` of "./tsconfig.base" is looked for as written first).
 */
export function configInputs(configFiles: readonly (readonly [string, string])[], inputs: readonly [DiscoveryInput, string | undefined][], now: number, skip: Skip): [DiscoveryInput, string | undefined][] {
  if (configFiles.length === 0) return [];
  const known = new Set(inputs.map(([[file]]) => file));
  return configFiles.filter(([file]) => !known.has(file)).map(([file]): [DiscoveryInput, string | undefined] => [[file, "file"], fs.existsSync(file) ? inputKey([file, "file"], now, skip) : "absent"]);
}
