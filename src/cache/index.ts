// --cache, as ESLint's: a re-run reports exactly what an uncached run would, doing only the work that changed.
//
//   whole run  keyed by the tool (version and code), the config, --role, the project root's tsconfig.json and
//              package.json, every package's package.json, the tsconfig files the module layout read (and every
//              tsconfig.json discovery met), and every file's path and content hash. When none changed, the stored result is
//              reported as it is, and the parser is never even loaded. The quick path gets there without
//              discovering or hashing: every folder discovery listed holds the same entries (read again unless
//              its settled stat is the one it had when they were read) and every file it read has the same
//              settled stat as when the run was stored (see key.ts for why that is safe).
//   listing    when every input discovery read (folders' entries, .gitignore and tsconfig.json files, links, the
//              package.json files) is as it was, only sources changed: the stored file list stands, and the files are
//              not discovered again (listing.ts).
//   same facts when every changed file reads to the facts stored for it (an edit of a handler's body, of a
//              comment), the stored run stands: the stages after extract read the sources through their facts
//              alone. Not when a fix of that run edits a changed file: its offsets may have moved.
//   per file   extraction facts, keyed by the file's content hash and the extract options (matchers, aliases,
//              maxFileSize). Otherwise only changed files are extracted again, and every cross-file stage
//              (resolve, catalog, summaries, rules, directives) runs anew over all files, so a change in an
//              imported file reaches every description that uses it.
//
// A damaged, foreign or other-version cache file is ignored with one warning and rewritten; a cache that cannot
// be written costs a warning, never the run. Only main.ts calls this; it needs neither ts-morph nor the parser.
import fs from "node:fs";
import path from "node:path";
import { shortReason } from "../base/output-file.js";
import { stage, type Timing } from "../base/timing.js";
import { excludedGlobs, type Config } from "../config/index.js";
import { discoverFiles, type Discovered } from "../discover/discover.js";
import type { ExtractAllOptions, FactsCache } from "../extract/index.js";
import type { FileFacts } from "../extract/facts.js";
import type { Fix } from "../lint/diagnostic.js";
import { currentStatKey, hashFiles, keyOf, sha1, statFiles, statsKey, toolFingerprint, type DiscoveryInput, type FileStamp, type HashedFile } from "./key.js";
import type { LintRun } from "./run.js";
import { CacheDamage, readCache, writeCache, type FactsSections, type StoredCache, type StoredRun } from "./store.js";
import { FactsStore } from "./facts-store.js";
import { readChecked } from "../base/read-file.js";
import { writeTarget } from "../base/write-target.js";
import { slashPath } from "../base/paths.js";
import { filesAbove, packagesKeyOf } from "./files-above.js";
import { configInputs, discover, join, packageFiles, quickRun, sameListing, tsconfigStates, type Skip } from "./listing.js";
import { tsconfigState } from "../resolve/tsconfig-state.js";

export type { LintRun } from "./run.js";
export { lintRunOf } from "./run.js";

export const DEFAULT_CACHE_FILE = ".summarylintcache";

/** The facts cache of a run that goes without one: nothing stored, nothing kept. */
const NO_FACTS: FactsCache = { get: () => undefined, set: () => {} };

/** The cache file for `--cache-location` (default: .summarylintcache in cwd); a folder gets that name inside it. */
export function cacheFilePath(cwd: string, location: string | undefined): string {
  if (location === undefined) return path.join(cwd, DEFAULT_CACHE_FILE);
  const file = path.resolve(cwd, location);
  let isFolder = /[\\/]$/.test(location);
  try {
    isFolder ||= fs.statSync(file).isDirectory();
  } catch {
    // missing, or under a file: a file name then (writing it says what is wrong)
  }
  return isFolder ? path.join(file, DEFAULT_CACHE_FILE) : file;
}

export interface CachedRunOptions {
  config: Config;
  role: string | undefined;
  /** The cache file (cacheFilePath). */
  file: string;
  /** Messages name the cache file relative to this when it is inside. */
  cwd: string;
  /** Writes one warning line to stderr. */
  warn: (text: string) => void;
  /** --timing: the discovery of the files is the run's "discover" stage. */
  timing?: Timing;
}

/**
 * How the run extracts files, for a comparison of facts (given by the caller: this module loads no parser). `files`:
 * the project's files as discovery found them.
 */
export type Reread = (found: Discovered) => Promise<{ options: ExtractAllOptions; extract: (file: string, full: boolean) => FileFacts }>;

/**
 * The lint run for `config` and `role`: stored, or computed by `compute` with the stored facts, then stored. With
 * `reread`, a run whose changed files all read to the facts stored for them is the stored run (sameFactsRun).
 */
export async function cachedLintRun(options: CachedRunOptions, compute: (facts: FactsCache, found?: Discovered) => Promise<LintRun>, reread?: Reread): Promise<LintRun> {
  const { config } = options;
  const opened = openCache(options);
  if (!opened) return compute(NO_FACTS);
  const { tool, stored, warn, storedIndex, save, skip } = opened;

  try {
    const now = Date.now();
    const settings = settingsKey(tool, config, options.role);

    const listed = stored?.run && settings !== undefined ? stage("discover", options.timing, () => sameListing(stored.run!, settings, now, skip)) : undefined;
    const quickly = stored?.run && settings !== undefined ? quickRun(stored.run, settings, now, skip, listed) : undefined;
    if (quickly) return quickly;

    // The listing stored holds (only sources changed), or the files are discovered anew.
    const { found, inputs, folderStats, packages } = listed ?? stage("discover", options.timing, () => discover(config, now, skip));
    const files = found.files;
    const packagesKey = packagesKeyOf(packages, config);
    const stats = statFiles(files, now);
    const hashes = hashFiles(files, storedIndex(), config.maxFileSize, stats);
    // The keys of a run whose module layout read `configFiles` (LintRun.configFiles): first the stored run's in their
    // states now, to reuse it; after a run, its own as the layout read them.
    const layoutRoot = config.packageRoot ?? config.root;
    const keysOf = (configFiles: readonly (readonly [string, string])[]) => {
      const layoutKey = keyOf(tsconfigStates(inputs, configFiles, layoutRoot));
      const prefix = settings && packagesKey && layoutKey && `${settings}:${packagesKey}:${layoutKey}`;
      const quick = settings && join(settings, statsKey(files, stats, [...inputs, ...configInputs(configFiles, inputs, now, skip)]));
      return { prefix, quick, key: prefix && join(prefix, contentKey(files, hashes)) };
    };
    const before = keysOf((stored?.run?.run.configFiles ?? []).map(([file]) => [file, tsconfigState(file, layoutRoot)] as const));
    const { prefix, quick, key } = before;
    const folders = inputs.map(([, entries], i) => (folderStats[i] !== undefined && entries !== undefined ? ([folderStats[i]!, entries] as [string, string]) : null));
    const keys = inputs.map(([, k]) => k);
    const known = keys.every((k) => k !== undefined) ? { keys: keys as string[], packages: packages.length, refused: found.refused } : {};
    // The listing is kept for the quick path (every stat settled), or for a later run to skip discovery (every input's
    // key known: the sources' stats do not matter to it).
    const listing = quick === undefined && !("keys" in known) ? undefined : { inputs: inputs.map(([input]) => input), files, folders, ...known };
    const runOf = (run: Omit<LintRun, "files">, k = before): StoredRun => ({ key: k.key!, quick: k.quick, listing, run });

    const factsOf = storedFactsOf(storedIndex(), hashes);
    if (key !== undefined && stored?.run?.key === key) {
      // The same content. Rewrite only to record stats that have settled since, so next time is the quick path
      // (a stat that has not settled yet would not spare a read: that can wait).
      const index = indexOf(files, hashes, new Set(), factsOf);
      if ((quick !== undefined && quick !== stored.run.quick) || newlySettled(index, storedIndex())) save(runOf(stored.run.run), index, () => stored.factsBytes());
      return { ...stored.run.run, files };
    }

    const facts = new FactsStore(stored, hashes, warn, packagesKey, factsOf);
    const same = prefix !== undefined && reread && stored?.run ? await sameFactsRun(stored.run, prefix, found, hashes, storedIndex(), facts, reread) : undefined;
    if (same) {
      // The stored facts stay as they are (not written again): the index says which content each changed file's are of.
      const changed = changedSinceHashed(files, hashes);
      save(changed.size === 0 ? runOf(stored!.run!.run) : undefined, indexOf(files, hashes, changed, new Map([...factsOf, ...same])), () => stored!.factsBytes());
      return { ...stored!.run!.run, files };
    }
    const run = await compute(facts, found);

    // A file that changed after it was hashed makes this run's key untrustworthy, and its facts too. A folder
    // or .gitignore that changed during the run leaves no quick key (it would not match next time).
    const changed = changedSinceHashed(files, hashes);
    // Keyed by the tsconfig files this run's layout read, which the next run checks.
    const after = keysOf(run.configFiles ?? []);
    const complete = after.key !== undefined && changed.size === 0 && run.ruleErrors.length === 0 && !run.otherInputs && sameList(run.files, files);
    const { files: _, ...rest } = run;
    save(complete ? runOf(rest, after) : undefined, indexOf(files, hashes, changed), () => facts.sections(changed));
    return run;
  } finally {
    stored?.close();
  }
}

/**
 * Whether the stored run stands although files changed: the same settings and package.json files, the same file
 * list, and each changed file reads to the facts stored for it (and, read in full, to its full facts, when the
 * resolver read it so). Every stage after extract reads the sources through their facts alone, so such an edit (a
 * handler's body, a comment) changes nothing they make; only a fix's edits are offsets in the text, so a run with a
 * fix that edits a changed file is made anew. Stops at the first file whose facts differ.
 */
async function sameFactsRun(
  stored: StoredRun,
  prefix: string,
  found: Discovered,
  hashes: Map<string, HashedFile | undefined>,
  index: Map<string, FileStamp>,
  facts: FactsStore,
  reread: Reread,
): Promise<Map<string, string> | undefined> {
  const { files } = found;
  // The index stored may be newer than the run (`directory --cache` stores its own): it must be the run's content.
  if (!sameList([...index.keys()], files) || join(prefix, contentKey(files, index)) !== stored.key) return undefined;
  const changed = files.filter((file) => index.get(file)!.hash !== hashes.get(file)?.hash);
  const changedSet = new Set(changed);
  const edited = (fix: Fix | undefined) => fix?.edits.some((edit) => changedSet.has(edit.file)) === true;
  if (changed.length === 0 || stored.run.diagnostics.some((d) => edited(d.fix) || d.suggestions?.some(edited))) return undefined;
  const { options, extract } = await reread(found);
  const factsOf = new Map<string, string>();
  for (const file of changed) {
    const before = index.get(file)!.facts ?? index.get(file)!.hash;
    if (!facts.sameAsStored(file, options, extract(file, false), before)) return undefined;
    // Read in full by the resolver, the file's full facts must be the same too: a full read stored for another content
    // leaves unknown whether the run read this one in full.
    const full = facts.storedFull(file);
    if (full !== undefined && (full !== before || !facts.sameAsStored(file, options, extract(file, true), before, true))) return undefined;
    factsOf.set(file, before);
  }
  return factsOf;
}

/** Per file whose content is the one the stored index has, the hash its stored facts were made from when not that (FileStamp.facts). */
function storedFactsOf(index: Map<string, FileStamp>, hashes: Map<string, HashedFile | undefined>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, stamp] of index) if (stamp.facts !== undefined && stamp.hash === hashes.get(file)?.hash) found.set(file, stamp.facts);
  return found;
}

/** An open cache file: what it stored, and how to warn about it and write it again. */
interface OpenedCache {
  tool: string;
  stored: StoredCache | undefined;
  /** Says once that the file is ignored and will be rewritten. */
  warn: (reason: string) => void;
  storedIndex: () => Map<string, FileStamp>;
  save: (run: StoredRun | undefined, index: Map<string, FileStamp>, facts: () => FactsSections) => void;
  skip: Skip;
}

/** The cache file of `options`, read; undefined when it cannot be used at all (a link out of the project). */
function openCache(options: CachedRunOptions): OpenedCache | undefined {
  const shown = displayPath(options.cwd, options.file);
  let warned = false;
  const warn = (reason: string) => {
    if (warned) return;
    warned = true;
    options.warn(`summarylint: the cache file ${shown} ${reason}; it is ignored and will be rewritten\n`);
  };

  const tool = toolFingerprint();
  // A symbolic link at the location is followed: the cache is read from, and written to, its target; but a link
  // in the project that leads outside it is not followed at all, and the run goes without a cache.
  let file: string;
  try {
    file = writeTarget(options.file, options.config.root);
  } catch (error) {
    options.warn(`summarylint: the cache file ${shown} is not used: ${shortReason(error)}\n`);
    return undefined;
  }
  const outcome = readCache(file, tool);
  if (outcome.status === "ignored") warn(outcome.reason);
  // Someone's file at the cache location (`--cache-location package.json`, say) is never overwritten.
  const foreign = outcome.status === "foreign";
  if (foreign) {
    warned = true;
    options.warn(`summarylint: ${shown} ${outcome.reason}; it is left as it is, and this run uses no cache\n`);
  }
  const stored = outcome.status === "ok" ? outcome.cache : undefined;
  const storedIndex = (): Map<string, FileStamp> => {
    try {
      return stored?.index() ?? new Map();
    } catch (error) {
      warn(error instanceof CacheDamage ? error.message : `cannot be read (${shortReason(error)})`);
      return new Map();
    }
  };
  const save = (run: StoredRun | undefined, index: Map<string, FileStamp>, facts: () => FactsSections) => {
    if (foreign) return;
    try {
      writeCache(file, { tool, index, run, facts: facts() });
    } catch (error) {
      if (error instanceof CacheDamage) return warn(error.message);
      options.warn(`summarylint: cannot write the cache file ${shown}: ${shortReason(error)}\n`);
    }
  };

  // The cache file and its temporary files (store.ts) come and go in their folder, which may be one discovery
  // lists. Leaving them out of that folder's entries is safe: were the cache file a source, its stat (new on
  // every write) would be in the quick key, and that key would never match.
  // Both the location given and, for a link, its target.
  const places = [options.file, file].map((f) => ({ folder: path.dirname(f), name: path.basename(f) }));
  const skip = (folder: string, name: string) =>
    places.some((p) => folder === p.folder && (name === p.name || (name.startsWith(`${p.name}.`) && name.endsWith(".tmp"))));
  return { tool, stored, warn, storedIndex, save, skip };
}

/**
 * A run that needs the project, not a lint result (`directory`, `stats`): `compute` gets the stored facts of every
 * unchanged file, and the facts are stored again. The stored lint run is kept as it is: it is keyed by the content
 * it was made from, so it is reused only when that is unchanged.
 */
export async function cachedFactsRun<T>(options: CachedRunOptions, compute: (facts: FactsCache) => Promise<T>): Promise<T> {
  const { config } = options;
  const opened = openCache(options);
  if (!opened) return compute(NO_FACTS);
  const { stored, warn, storedIndex, save } = opened;
  try {
    const now = Date.now();
    const inputs: DiscoveryInput[] = [];
    const files = discoverFiles({ root: config.root, include: config.include, exclude: excludedGlobs(config), runnerTests: !config.tests, onRead: (file, kind) => inputs.push([file, kind]) });
    const packages = packageFiles(inputs.map((input) => [input, undefined]));
    const packagesKey = packagesKeyOf(packages, config);
    const hashes = hashFiles(files, storedIndex(), config.maxFileSize, statFiles(files, now));
    const facts = new FactsStore(stored, hashes, warn, packagesKey, storedFactsOf(storedIndex(), hashes));
    const result = await compute(facts);
    const changed = changedSinceHashed(files, hashes);
    save(stored?.run, indexOf(files, hashes, changed), () => facts.sections(changed));
    return result;
  } finally {
    stored?.close();
  }
}

/**
 * What a whole run depends on besides the source files: the tool, the config, --role, and the files outside the
 * source list that the stages read, tsconfig.json (path aliases) and package.json (presets). Undefined when the
 * config has no canonical text.
 */
function settingsKey(tool: string, config: Config, role: string | undefined): string | undefined {
  const rootFile = (name: string) => {
    try {
      return sha1(readChecked(path.join(config.root, name), undefined, config.root));
    } catch {
      return "none";
    }
  };
  const key = { tool, config, role, tsconfig: rootFile("tsconfig.json"), packageJson: rootFile("package.json") };
  return config.packageRoot === undefined ? keyOf(key) : keyOf({ ...key, above: filesAbove(config.root, config.packageRoot) });
}

/** Every file's path and content hash; undefined when a file could not be read (such a run is not stored). */
function contentKey(files: string[], hashes: ReadonlyMap<string, { hash: string } | undefined>): string | undefined {
  const lines: string[] = [];
  for (const file of files) {
    const stamp = hashes.get(file);
    if (!stamp) return undefined;
    lines.push(`${file}\0${stamp.hash}\n`);
  }
  return sha1(lines.join(""));
}

/** The files whose stat moved after they were hashed: their facts, and a key made of their hash, are not to be trusted. */
function changedSinceHashed(files: string[], hashes: Map<string, HashedFile | undefined>): Set<string> {
  return new Set(files.filter((f) => hashes.get(f) !== undefined && currentStatKey(f) !== hashes.get(f)!.seen));
}

/**
 * The index to store: every readable file's stamp, except those that changed during the run; `factsOf` where the facts
 * stored are kept as they are (FileStamp.facts).
 */
function indexOf(files: string[], hashes: Map<string, HashedFile | undefined>, changed: Set<string>, factsOf: ReadonlyMap<string, string> = new Map()): Map<string, FileStamp> {
  const index = new Map<string, FileStamp>();
  for (const file of files) {
    const stamp = hashes.get(file);
    if (!stamp || changed.has(file)) continue;
    const kept: FileStamp = stamp.stat === undefined ? { hash: stamp.hash } : { hash: stamp.hash, stat: stamp.stat };
    const facts = factsOf.get(file);
    if (facts !== undefined) kept.facts = facts;
    index.set(file, kept);
  }
  return index;
}

/** Does `index` hold a settled stat that `stored` does not? */
function newlySettled(index: Map<string, FileStamp>, stored: Map<string, FileStamp>): boolean {
  for (const [file, stamp] of index) if (stamp.stat !== undefined && stored.get(file)?.stat !== stamp.stat) return true;
  return false;
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function displayPath(cwd: string, file: string): string {
  const relative = slashPath(cwd, file);
  return relative === "" || relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
}
