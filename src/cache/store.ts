// The cache file (default `.summarylintcache`): one file, written atomically, read in parts.
//
//   summarylint-cache 3\n                       magic and format: a file starting otherwise is not ours
//   {"tool":"…","sections":[[name, bytes, sha1], …]}\n
//   index | run | facts | delta                 each section v8-serialized then brotli-compressed, in that order
//
// The sizes and the sha1 are of the compressed bytes: damage is found before anything is decompressed. (Format 1
// stored the sections uncompressed, and each file's facts v8-serialized: ~3x the source on a large project. Now
// each file's facts are packed (pack.ts) and each section compressed: about a fifth of the source at most, where
// the speed target is a quarter. A format-1 or -2 file is "written by another version", ignored and rewritten.)
//
// index: every file's content hash (and settled stat, and the hash its stored facts were made from when not this
// content's: see key.ts); run: the last whole-run result and its keys;
// facts: each file's extraction facts with the hash of the content they came from; delta: the facts that differ from
// those (made since, up to a share of the files: FactsStore.sections), and the rules' memos. After a change of a few
// files only the delta is compressed again, the facts section copied as it was stored. A re-run of an unchanged
// project reads the header and the run (a few hundred kB); the index only when the quick path fails, the facts only
// when something changed. Every section is checked against its length and sha1 before it is trusted.
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import zlib from "node:zlib";
import { makeDirectory } from "../base/output-file.js";
import { sha1, type DiscoveryInput, type FileStamp } from "./key.js";
import type { LintRun } from "./run.js";

const MAGIC = "summarylint-cache 3\n";
const NOT_OURS = "is not a summarylint cache file";
const SECTIONS = ["index", "run", "facts", "delta"] as const;
/** The header line is small; a file whose first line is longer than this is not ours. */
const MAX_HEADER = 64 * 1024;

export interface StoredRun {
  /** The run's key: settings and every file's content hash. */
  key: string;
  /**
   * When every stat had settled: the same settings and the stats (statsKey) of what discovery read (`inputs`:
   * folders and .gitignore files) and of the sources found (`files`).
   */
  quick?: string;
  /**
   * What discovery read and found, when `quick` is set or every input's key was known (`keys`). `folders`, per input: a
   * folder's settled stat and the digest of its entries read then (key.ts, settledStat), or null.
   */
  listing?: {
    inputs: DiscoveryInput[];
    files: string[];
    folders?: ([stat: string, entries: string] | null)[];
    /**
     * Each input's key as it was read (key.ts, inputKey), when every one was known: inputs with these keys list these
     * files and refuse the same links, so a run whose sources changed but whose listing did not skips discovery. The
     * last `packages` inputs are the package.json files read for the presets; `refused`, the links discovery refused,
     * with why.
     */
    keys?: string[];
    packages?: number;
    refused?: [file: string, reason: string][];
  };
  /** `files` is left out: a run is reused only for the same file list, which the caller has. */
  run: Omit<LintRun, "files">;
}

export interface StoredFacts {
  /** keyOf the extract options the facts were made with. */
  optionsKey: string;
  /** file -> [content hash, FileFacts as packFacts made them (pack.ts)] */
  files: Map<string, [hash: string, bytes: Uint8Array]>;
  /** The same for the files the resolver read in full (deferred by extract, completed when something read them). */
  full?: Map<string, [hash: string, bytes: Uint8Array]>;
  /** The answers of the persisted memos (src/text/memo.ts) the run asked for, by memo name: rules' checks of a text. */
  memos?: Map<string, [key: string, value: unknown][]>;
  /**
   * As read back: what the facts section holds, and its bytes as stored. The delta section holds what differs from
   * it (and the memos), so a run that changed a few files writes the delta only (FactsStore.sections).
   */
  base?: { optionsKey: string; files: StoredFacts["files"]; full: NonNullable<StoredFacts["full"]>; bytes: SectionBytes };
}

/** The facts as written: the base (every file's facts as some run made them) and the delta beside it. */
export interface FactsSections {
  base: SectionBytes;
  delta: SectionBytes;
}

/** A section ready to write: its bytes as stored (compressed) and their sha1. */
export interface SectionBytes {
  bytes: Uint8Array;
  sha1: string;
}

/** Why a cache file is not used: said once on stderr, then the file is rewritten. */
export class CacheDamage extends Error {}

/** `foreign`: a file that is not a summarylint cache at all (someone's data: never overwritten). */
export type ReadOutcome =
  | { status: "missing" }
  | { status: "ignored"; reason: string }
  | { status: "foreign"; reason: string }
  | { status: "ok"; cache: StoredCache };

type SectionInfo = { offset: number; length: number; sha1: string };

/** An open cache file: the run is read; the index and the facts on demand. */
export class StoredCache {
  private stamps: Map<string, FileStamp> | undefined;
  private factsRead: FactsSections | undefined;

  constructor(
    private readonly fd: number,
    private readonly sections: Record<(typeof SECTIONS)[number], SectionInfo>,
    readonly run: StoredRun | undefined,
  ) {}

  /** Every file's stamp. Throws CacheDamage. */
  index(): Map<string, FileStamp> {
    if (this.stamps) return this.stamps;
    const index = deserialize(readSection(this.fd, this.sections.index), "index") as [string, string, string | null, string?][];
    if (!Array.isArray(index)) throw new CacheDamage("is damaged (unexpected content)");
    this.stamps = new Map();
    for (const [name, hash, stat, facts] of index) {
      const stamp: FileStamp = stat === null ? { hash } : { hash, stat };
      if (facts !== undefined) stamp.facts = facts;
      this.stamps.set(name, stamp);
    }
    return this.stamps;
  }

  /**
   * The facts sections as stored (for a rewrite that changes only the index), read and checked once however often a
   * run asks (`facts()` reads them, and a run that keeps them writes them back). Throws CacheDamage.
   */
  factsBytes(): FactsSections {
    return (this.factsRead ??= {
      base: { bytes: readSection(this.fd, this.sections.facts), sha1: this.sections.facts.sha1 },
      delta: { bytes: readSection(this.fd, this.sections.delta), sha1: this.sections.delta.sha1 },
    });
  }

  /** The facts, parsed: the base's, with the delta's over them (the base's only when made with the same options). Throws CacheDamage. */
  facts(): StoredFacts {
    const { base: baseBytes, delta: deltaBytes } = this.factsBytes();
    const base = factsValue(deserialize(baseBytes.bytes, "facts"), "facts");
    const delta = factsValue(deserialize(deltaBytes.bytes, "delta"), "delta");
    const same = base.optionsKey === delta.optionsKey;
    const merged: StoredFacts = {
      optionsKey: delta.optionsKey,
      files: same ? new Map([...base.files, ...delta.files]) : delta.files,
      full: same ? new Map([...(base.full ?? []), ...(delta.full ?? [])]) : (delta.full ?? new Map()),
      base: { optionsKey: base.optionsKey, files: base.files, full: base.full ?? new Map(), bytes: baseBytes },
    };
    if (delta.memos) merged.memos = delta.memos;
    return merged;
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}

function factsValue(value: unknown, what: string): StoredFacts {
  const facts = value as StoredFacts;
  if (typeof facts?.optionsKey !== "string" || !(facts.files instanceof Map)) throw new CacheDamage(`is damaged (its ${what} are not in the expected shape)`);
  return facts;
}

/**
 * Open and check a cache file written by this exact tool (`tool` is toolFingerprint()). Never throws. Only a
 * regular, non-empty, readable file that starts as a summarylint cache may be replaced: anything else at the
 * location (a device, a pipe, a folder, an empty or unreadable file) is someone's, and `foreign`. (`file` is the
 * real path, writeTarget's: a symbolic link is followed, and written through, by the caller.)
 */
export function readCache(file: string, tool: string): ReadOutcome {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { status: "missing" };
    return { status: "foreign", reason: `cannot be checked (${code ?? String(error)})` };
  }
  if (!stat.isFile()) return { status: "foreign", reason: stat.isDirectory() ? "is a folder" : "is not a regular file" };
  if (stat.size === 0) return { status: "foreign", reason: "is an empty file, not a summarylint cache" };
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (error) {
    return { status: "foreign", reason: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  try {
    const { sections, headerTool } = readHeader(fd);
    if (headerTool !== tool) throw new CacheDamage("was written by another version of summarylint");
    const run = deserialize(readSection(fd, sections.run), "run") as StoredRun | null;
    if (run !== null && (typeof run?.key !== "string" || typeof run.run !== "object")) throw new CacheDamage("is damaged (unexpected content)");
    return { status: "ok", cache: new StoredCache(fd, sections, run ?? undefined) };
  } catch (error) {
    fs.closeSync(fd);
    if (error instanceof CacheDamage && error.message === NOT_OURS) return { status: "foreign", reason: error.message };
    return { status: "ignored", reason: error instanceof CacheDamage ? error.message : `cannot be read (${(error as Error).message})` };
  }
}

function readHeader(fd: number): { sections: Record<(typeof SECTIONS)[number], SectionInfo>; headerTool: string } {
  const head = Buffer.alloc(MAX_HEADER);
  const got = fs.readSync(fd, head, 0, MAX_HEADER, 0);
  if (got === 0) throw new CacheDamage("is empty");
  const magic = Buffer.from(MAGIC);
  if (!head.subarray(0, magic.length).equals(magic)) {
    // Our own older formats start with the same word: call those another version, anything else foreign.
    if (head.subarray(0, got).toString("latin1").startsWith("summarylint-cache ")) throw new CacheDamage("was written by another version of summarylint");
    throw new CacheDamage(NOT_OURS);
  }
  const end = head.indexOf(0x0a, magic.length);
  if (end < 0 || end >= got) throw new CacheDamage("is damaged (truncated header)");
  let header: { tool?: unknown; sections?: unknown };
  try {
    header = JSON.parse(head.subarray(magic.length, end).toString("utf8")) as typeof header;
  } catch {
    throw new CacheDamage("is damaged (unreadable header)");
  }
  const list = header.sections;
  if (typeof header.tool !== "string" || !Array.isArray(list) || list.length !== SECTIONS.length) throw new CacheDamage("is damaged (unreadable header)");
  let offset = end + 1;
  const sections = {} as Record<(typeof SECTIONS)[number], SectionInfo>;
  SECTIONS.forEach((name, i) => {
    const entry = list[i] as unknown[];
    if (!Array.isArray(entry) || entry[0] !== name || !Number.isSafeInteger(entry[1]) || (entry[1] as number) < 0 || typeof entry[2] !== "string") {
      throw new CacheDamage("is damaged (unreadable header)");
    }
    sections[name] = { offset, length: entry[1] as number, sha1: entry[2] };
    offset += entry[1] as number;
  });
  if (fs.fstatSync(fd).size !== offset) throw new CacheDamage(fs.fstatSync(fd).size < offset ? "is damaged (truncated)" : "is damaged (unexpected length)");
  return { sections, headerTool: header.tool };
}

function readSection(fd: number, section: SectionInfo): Buffer {
  const bytes = Buffer.alloc(section.length);
  let done = 0;
  while (done < section.length) {
    const got = fs.readSync(fd, bytes, done, section.length - done, section.offset + done);
    if (got === 0) throw new CacheDamage("is damaged (truncated)");
    done += got;
  }
  if (sha1(bytes) !== section.sha1) throw new CacheDamage("is damaged (a checksum does not match)");
  return bytes;
}

/**
 * The most one section may expand to: 40 times the largest real project's facts (23 MB packed), so a crafted file
 * of a few KB cannot make a run allocate gigabytes; a section past it is read as damaged, and rewritten.
 */
export const MAX_SECTION_BYTES = 1 << 30;

/** A section's value from its stored bytes. A checksum that matches bytes that do not decompress is damage too. */
export function deserialize(bytes: Uint8Array, what: string, maxBytes = MAX_SECTION_BYTES): unknown {
  try {
    return v8.deserialize(zlib.brotliDecompressSync(bytes, { maxOutputLength: maxBytes }));
  } catch {
    throw new CacheDamage(`is damaged (its ${what} cannot be read)`);
  }
}

/**
 * Brotli at quality 4: the facts of the largest real project (8,000 files) compress to about a fifth of their
 * packed size, where deflate's level 1 leaves a quarter, too much for the file to stay under a quarter of the
 * source (docs/design.md#speed). Reading back costs one decompression per section read.
 */
const QUALITY = 4;

export function serializeSection(value: unknown): SectionBytes {
  const plain = v8.serialize(value);
  const bytes = zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } });
  return { bytes, sha1: sha1(bytes) };
}

export interface CacheContent {
  tool: string;
  index: Map<string, FileStamp>;
  run: StoredRun | undefined;
  facts: FactsSections;
}

/**
 * Write the whole cache file atomically (a temporary file beside it, renamed over it), creating its folder. `file`
 * is writeTarget's answer (src/base/write-target.ts), which refuses a link in the project that leads outside it.
 */
export function writeCache(file: string, content: CacheContent): void {
  const index = serializeSection([...content.index].map(([name, stamp]) => (stamp.facts === undefined ? [name, stamp.hash, stamp.stat ?? null] : [name, stamp.hash, stamp.stat ?? null, stamp.facts])));
  const run = serializeSection(content.run ?? null);
  const parts = [index, run, content.facts.base, content.facts.delta];
  const header = JSON.stringify({ tool: content.tool, sections: parts.map((p, i) => [SECTIONS[i], p.bytes.length, p.sha1]) });
  makeDirectory(path.dirname(file));
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2, 8)}.tmp`;
  try {
    const fd = fs.openSync(tmp, "wx");
    try {
      for (const chunk of [Buffer.from(MAGIC + header + "\n"), ...parts.map((p) => p.bytes)]) {
        for (let done = 0; done < chunk.length; ) done += fs.writeSync(fd, chunk, done);
      }
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}
