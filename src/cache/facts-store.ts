// extractAll's cache within a --cache run (src/cache/index.ts): the facts of files whose content hash is unchanged,
// read from the stored section, and the facts of this run packed at once (pack.ts), with the rules' persisted memos
// (src/text/memo.ts), written back as the next run's facts section.
import v8 from "node:v8";
import { shortReason } from "../base/output-file.js";
import type { FileFacts } from "../extract/facts.js";
import type { ExtractAllOptions, FactsCache } from "../extract/index.js";
import { persistedMemos } from "../text/memo.js";
import { keyOf, type HashedFile } from "./key.js";
import { packFacts, unpackFacts } from "./pack.js";
import { CacheDamage, serializeSection, type FactsSections, type StoredCache, type StoredFacts } from "./store.js";

/** extractAll's cache: stored facts of files whose content hash is unchanged; new facts packed at once (pack.ts). */
export class FactsStore implements FactsCache {
  private readonly keys = new WeakMap<ExtractAllOptions, string | undefined>();
  private stored: StoredFacts | undefined | null = null; // null: not read yet
  /** file -> [content hash, packed facts], all made with the options key `optionsKey`. */
  private readonly kept = new Map<string, [string, Uint8Array]>();
  /** The same for files read in full. */
  private readonly keptFull = new Map<string, [string, Uint8Array]>();
  private optionsKey: string | undefined;
  /** Set when facts were made with two different option sets: then none are stored. */
  private mixed = false;

  constructor(
    private readonly cache: StoredCache | undefined,
    private readonly hashes: Map<string, HashedFile | undefined>,
    private readonly warn: (reason: string) => void,
    /** The content of every package.json, which decides the presets each file is extracted with. */
    private readonly packagesKey: string | undefined,
    /** Per file, the hash of the content its stored facts were made from, where that is not its content now (FileStamp.facts). */
    private readonly factsOf: ReadonlyMap<string, string> = new Map(),
  ) {
    // One store per run: what the rules ask from here on is what the next run may need again.
    for (const memo of persistedMemos().values()) memo.forgetUse();
  }

  get(file: string, options: ExtractAllOptions, full = false): FileFacts | undefined {
    const key = this.keyOf(options);
    const hash = this.hashes.get(file)?.hash;
    const stored = this.load();
    if (key === undefined || hash === undefined || stored?.optionsKey !== key) return undefined;
    // Facts this run made already (a changed file compared with its stored facts: sameAsStored), else stored ones.
    const made = (full ? this.keptFull : this.kept).get(file);
    const entry = made?.[0] === hash ? made : (full ? stored.full : stored.files)?.get(file);
    if (entry === undefined || (entry[0] !== hash && entry[0] !== this.factsOf.get(file))) return undefined;
    let facts: FileFacts;
    try {
      facts = unpackFacts(entry[1]) as FileFacts;
      if (facts.file === "") facts.file = file; // left out by set()
    } catch {
      return undefined; // the section's checksum matched, so this would be a bug: extract the file instead
    }
    this.keep(file, key, hash, entry[1], full);
    return facts;
  }

  set(file: string, options: ExtractAllOptions, facts: FileFacts, full = false): void {
    const key = this.keyOf(options);
    const hash = this.hashes.get(file)?.hash;
    if (key === undefined || hash === undefined) return;
    let bytes: Uint8Array;
    try {
      // Now, before the resolver completes deferred files in place: the facts stored are extract's own. The path
      // is the entry's key, so it is not stored again inside (about 1% of the compressed facts).
      bytes = packFacts(facts.file === file ? { ...facts, file: "" } : facts);
    } catch {
      return; // something that cannot be serialized (a function): this file is extracted every time
    }
    this.keep(file, key, hash, bytes, full);
  }

  /**
   * Whether `facts`, just extracted from the file's content now, are the very facts stored for its content `before`
   * (by hash; compared packed, as stored). Either way they are kept, for this run's `get` and the next run.
   */
  sameAsStored(file: string, options: ExtractAllOptions, facts: FileFacts, before: string, full = false): boolean {
    this.set(file, options, facts, full);
    const kept = (full ? this.keptFull : this.kept).get(file);
    const stored = this.load();
    const entry = (full ? stored?.full : stored?.files)?.get(file);
    return kept !== undefined && kept[0] === this.hashes.get(file)?.hash && stored?.optionsKey === this.optionsKey && entry?.[0] === before && Buffer.compare(kept[1], entry[1]) === 0;
  }

  /** The hash of the content the stored facts hold the file read in full for, if they do. */
  storedFull(file: string): string | undefined {
    return this.load()?.full?.get(file)?.[0];
  }

  /**
   * The facts sections to write, without the files in `drop`. When few files' facts differ from the stored base's
   * (at most MAX_DELTA of them), the base is written as it was stored and the delta holds those; else the base holds
   * them all (compressing the base is most of the cost of writing the cache).
   */
  sections(drop: Set<string>): FactsSections {
    const optionsKey = this.mixed ? "" : (this.optionsKey ?? "");
    const files = new Map<string, [string, Uint8Array]>();
    const full = new Map<string, [string, Uint8Array]>();
    if (!this.mixed) for (const [file, entry] of this.kept) if (!drop.has(file)) files.set(file, entry);
    if (!this.mixed) for (const [file, entry] of this.keptFull) if (!drop.has(file)) full.set(file, entry);
    const memos = usedMemos(this.stored?.memos);
    const base = this.stored?.base;
    if (base && base.optionsKey === optionsKey) {
      const newer = (entries: Map<string, [string, Uint8Array]>, stored: Map<string, [string, Uint8Array]>) =>
        new Map([...entries].filter(([file, [hash]]) => stored.get(file)?.[0] !== hash));
      const delta = { optionsKey, files: newer(files, base.files), full: newer(full, base.full), memos };
      if (delta.files.size + delta.full.size <= Math.max(MIN_DELTA, files.size * MAX_DELTA)) return { base: base.bytes, delta: serializeSection(delta satisfies StoredFacts) };
    }
    return { base: serializeSection({ optionsKey, files, full } satisfies StoredFacts), delta: serializeSection({ optionsKey, files: new Map(), full: new Map(), memos } satisfies StoredFacts) };
  }

  private keep(file: string, key: string, hash: string, bytes: Uint8Array, full = false): void {
    if (this.optionsKey !== undefined && this.optionsKey !== key) this.mixed = true;
    this.optionsKey ??= key;
    (full ? this.keptFull : this.kept).set(file, [hash, bytes]);
  }

  /**
   * What a file's facts depend on besides its content: the matchers of every preset that may be used, the alias
   * prefixes, the size limit, and the package.json files (which, with the content, pick the file's presets).
   */
  private keyOf(options: ExtractAllOptions): string | undefined {
    if (!this.keys.has(options)) {
      const { matchers, aliases, maxFileSize } = options;
      this.keys.set(options, this.packagesKey && keyOf({ matchers, aliases, maxFileSize, packages: this.packagesKey }));
    }
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
    // The rules' answers of the last run: the stored facts are read before any rule runs (extract asks first).
    for (const [name, entries] of this.stored?.memos ?? []) persistedMemos().get(name)?.seed(entries);
    return this.stored;
  }
}

/**
 * The delta holds the facts of up to this share of the files (or MIN_DELTA files) before the base is written anew:
 * reading the cache back reads both, so what is stored twice stays small.
 */
const MAX_DELTA = 1 / 16;
const MIN_DELTA = 64;

/**
 * The answers each persisted memo was asked for in this run; a memo whose answers v8 cannot write is left out. A memo
 * this run never asked (`directory --cache` runs no rule) keeps what was stored, for the next lint.
 */
function usedMemos(stored: StoredFacts["memos"] | null): Map<string, [string, unknown][]> {
  const memos = new Map<string, [string, unknown][]>();
  for (const [name, memo] of persistedMemos()) {
    const asked = memo.used();
    const used = asked.length > 0 ? asked : (stored?.get(name) ?? []);
    try {
      v8.serialize(used);
      memos.set(name, used);
    } catch {
      // Not plain data: computed again next run.
    }
  }
  return memos;
}
