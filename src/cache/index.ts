// --cache, as ESLint's: a re-run reports exactly what an uncached run would, doing only the work that changed.
//
//   whole run  keyed by the tool (version and code), the config, --role, the project root's tsconfig.json and
//              package.json, and every file's path and content hash. When none changed, the stored result is
//              reported as it is, and the parser is never loaded.
//   per file   extraction facts, keyed by the file's content hash and the extract options (matchers, aliases,
//              maxFileSize). Otherwise only changed files are extracted again, and every cross-file stage
//              (resolve, catalog, summaries, rules, directives) runs anew over all files, so a change in an
//              imported file reaches every description that uses it.
//
// A damaged, foreign or other-version cache file is ignored with one warning and rewritten; a cache that cannot
// be written costs a warning, never the run. Only main.ts calls this; it needs neither ts-morph nor the parser.
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { shortReason } from "../cli/output-file.js";
import type { Config } from "../config/index.js";
import { discoverFiles } from "../discover/discover.js";
import type { FileFacts } from "../extract/facts.js";
import type { ExtractAllOptions, FactsCache } from "../extract/index.js";
import { currentStatKey, hashFiles, keyOf, sha1, toolFingerprint, type FileStamp, type HashedFile } from "./key.js";
import type { LintRun } from "./run.js";
import { CacheDamage, readCache, serializeSection, writeCache, type StoredCache, type StoredFacts } from "./store.js";

export type { LintRun } from "./run.js";
export { lintRunOf } from "./run.js";

export const DEFAULT_CACHE_FILE = ".summarylintcache";

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
}

/** The lint run for `config` and `role`: stored, or computed by `compute` with the stored facts, then stored. */
export async function cachedLintRun(options: CachedRunOptions, compute: (facts: FactsCache) => Promise<LintRun>): Promise<LintRun> {
  const { config } = options;
  const shown = displayPath(options.cwd, options.file);
  let warned = false;
  const warn = (reason: string) => {
    if (warned) return;
    warned = true;
    options.warn(`summarylint: the cache file ${shown} ${reason}; it is ignored and will be rewritten\n`);
  };

  const tool = toolFingerprint();
  const outcome = readCache(options.file, tool);
  if (outcome.status === "ignored") warn(outcome.reason);
  const stored = outcome.status === "ok" ? outcome.cache : undefined;
  const save = (run: { key: string; run: LintRun } | undefined, index: Map<string, FileStamp>, facts: () => ReturnType<typeof serializeSection>) => {
    try {
      writeCache(options.file, { tool, index, run, facts: facts() });
    } catch (error) {
      if (error instanceof CacheDamage) return warn(error.message);
      options.warn(`summarylint: cannot write the cache file ${shown}: ${shortReason(error)}\n`);
    }
  };

  try {
    const now = Date.now();
    const files = discoverFiles({ root: config.root, include: config.include, exclude: config.exclude });
    const hashes = hashFiles(files, stored?.index ?? new Map(), config.maxFileSize, now);
    const key = runKey(tool, config, options.role, files, hashes);

    if (key !== undefined && stored?.run?.key === key) {
      // Nothing changed. Rewrite only to record stats that have settled since (so those files are not read again).
      const index = indexOf(files, hashes, new Set());
      if (!sameStamps(index, stored.index)) save(stored.run, index, () => stored.factsBytes());
      return stored.run.run;
    }

    const facts = new FactsStore(stored, hashes, warn);
    const run = await compute(facts);

    // A file that changed while it was being read makes this run's key untrustworthy: store its facts no further.
    const changed = new Set(files.filter((f) => hashes.get(f) !== undefined && currentStatKey(f) !== hashes.get(f)!.seen));
    const complete = key !== undefined && changed.size === 0 && run.ruleErrors.length === 0 && sameList(run.files, files);
    save(complete ? { key, run } : undefined, indexOf(files, hashes, changed), () => facts.section(changed));
    return run;
  } finally {
    stored?.close();
  }
}

/** The key of a whole run; undefined when a file could not be read (such a run is not stored). */
function runKey(tool: string, config: Config, role: string | undefined, files: string[], hashes: Map<string, HashedFile | undefined>): string | undefined {
  const list: string[] = [];
  for (const file of files) {
    const stamp = hashes.get(file);
    if (!stamp) return undefined;
    list.push(`${file}\0${stamp.hash}`);
  }
  // Files outside the source list that the stages read: tsconfig.json (path aliases) and package.json (presets).
  const rootFile = (name: string) => {
    try {
      return sha1(fs.readFileSync(path.join(config.root, name)));
    } catch {
      return "none";
    }
  };
  return keyOf({ tool, config, role, tsconfig: rootFile("tsconfig.json"), packageJson: rootFile("package.json"), files: list });
}

/** The index to store: every readable file's stamp, except those that changed during the run. */
function indexOf(files: string[], hashes: Map<string, HashedFile | undefined>, changed: Set<string>): Map<string, FileStamp> {
  const index = new Map<string, FileStamp>();
  for (const file of files) {
    const stamp = hashes.get(file);
    if (stamp && !changed.has(file)) index.set(file, stamp.stat === undefined ? { hash: stamp.hash } : { hash: stamp.hash, stat: stamp.stat });
  }
  return index;
}

function sameStamps(a: Map<string, FileStamp>, b: Map<string, FileStamp>): boolean {
  if (a.size !== b.size) return false;
  for (const [file, stamp] of a) {
    const other = b.get(file);
    if (other?.hash !== stamp.hash || other.stat !== stamp.stat) return false;
  }
  return true;
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** extractAll's cache: stored facts of files whose content hash is unchanged; new facts serialized at once. */
class FactsStore implements FactsCache {
  private readonly keys = new WeakMap<ExtractAllOptions, string | undefined>();
  private stored: StoredFacts | undefined | null = null; // null: not read yet
  /** file -> [content hash, serialized facts], all made with the options key `optionsKey`. */
  private readonly kept = new Map<string, [string, Uint8Array]>();
  private optionsKey: string | undefined;
  /** Set when facts were made with two different option sets: then none are stored. */
  private mixed = false;

  constructor(
    private readonly cache: StoredCache | undefined,
    private readonly hashes: Map<string, HashedFile | undefined>,
    private readonly warn: (reason: string) => void,
  ) {}

  get(file: string, options: ExtractAllOptions): FileFacts | undefined {
    const key = this.keyOf(options);
    const hash = this.hashes.get(file)?.hash;
    const stored = this.load();
    if (key === undefined || hash === undefined || stored?.optionsKey !== key) return undefined;
    const entry = stored.files.get(file);
    if (entry?.[0] !== hash) return undefined;
    let facts: FileFacts;
    try {
      facts = v8.deserialize(entry[1]) as FileFacts;
    } catch {
      return undefined; // the section's checksum matched, so this would be a bug: extract the file instead
    }
    this.keep(file, key, hash, entry[1]);
    return facts;
  }

  set(file: string, options: ExtractAllOptions, facts: FileFacts): void {
    const key = this.keyOf(options);
    const hash = this.hashes.get(file)?.hash;
    if (key === undefined || hash === undefined) return;
    let bytes: Uint8Array;
    try {
      // Now, before the resolver completes deferred files in place: the facts stored are extract's own.
      bytes = v8.serialize(facts);
    } catch {
      return; // something that cannot be serialized (a function): this file is extracted every time
    }
    this.keep(file, key, hash, bytes);
  }

  /** The facts section to write, without the files in `drop`. */
  section(drop: Set<string>): ReturnType<typeof serializeSection> {
    const files = new Map<string, [string, Uint8Array]>();
    if (!this.mixed) for (const [file, entry] of this.kept) if (!drop.has(file)) files.set(file, entry);
    return serializeSection({ optionsKey: this.mixed ? "" : (this.optionsKey ?? ""), files } satisfies StoredFacts);
  }

  private keep(file: string, key: string, hash: string, bytes: Uint8Array): void {
    if (this.optionsKey !== undefined && this.optionsKey !== key) this.mixed = true;
    this.optionsKey ??= key;
    this.kept.set(file, [hash, bytes]);
  }

  private keyOf(options: ExtractAllOptions): string | undefined {
    if (!this.keys.has(options)) this.keys.set(options, keyOf(options));
    return this.keys.get(options);
  }

  private load(): StoredFacts | undefined {
    if (this.stored !== null) return this.stored;
    this.stored = undefined;
    try {
      this.stored = this.cache?.facts();
    } catch (error) {
      this.warn(error instanceof CacheDamage ? error.message : `cannot be read (${shortReason(error)})`);
    }
    return this.stored;
  }
}

function displayPath(cwd: string, file: string): string {
  const relative = path.relative(cwd, file);
  return relative === "" || relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
}
