// What a cached result is keyed by: the tool (its version and its own code), settings as canonical text, and
// each source file's content hash. A file's modification time never decides on its own: content hashes do.
// The one shortcut: a file whose stat (device, inode, size, modification and change time) is exactly what it
// was when the cache last hashed it keeps that hash without being read again, and only when that stat had
// "settled" (both times older than the hashing by SETTLE_MS). Why that is safe:
// - every write of a file's content sets its change time (ctime) to the kernel's current time, and no user
//   program can set ctime back (utimes and `touch -d` set mtime only), so a file edited since it was hashed
//   shows another ctime, even when its size and mtime were restored;
// - a file replaced by another (rename over it, a git checkout) gets another inode;
// - the "racy" case, a write after the hash in the same timestamp tick (coarse clocks, file systems with
//   1 or 2 second times), is excluded by the settle rule: a write after the hashing gets a ctime of at least
//   the hashing time, which is SETTLE_MS later than any ctime trusted.
// It fails only if the system clock goes back by more than SETTLE_MS between runs, or on a file system that
// keeps no change time; the size, inode and mtime must then all stay equal as well.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TOOL_VERSION } from "../base/version.js";
import { readChecked } from "../base/read-file.js";
import { compareText } from "../base/compare.js";

export const SETTLE_MS = 3000;

export function sha1(data: string | Uint8Array): string {
  return crypto.createHash("sha1").update(data).digest("hex");
}

/**
 * Canonical text of plain data, for hashing: object keys sorted, Maps and Sets as sorted entries, `undefined`
 * kept (JSON would drop it). Throws on what has no canonical text (a function, a class instance other than
 * Map, Set, RegExp, Date or Array), so a key never silently leaves out part of what it stands for.
 */
export function canonical(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Number.isFinite(value) ? JSON.stringify(value) : String(value);
  if (typeof value === "bigint") return `${value}n`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value instanceof Map) return `Map{${[...value].map(([k, v]) => `${canonical(k)}:${canonical(v)}`).sort().join(",")}}`;
  if (value instanceof Set) return `Set{${[...value].map(canonical).sort().join(",")}}`;
  if (value instanceof RegExp) return `RegExp(${String(value)})`;
  if (value instanceof Date) return `Date(${value.toISOString()})`;
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  throw new Error(`cannot key ${typeof value === "function" ? "a function" : `a ${Object.prototype.toString.call(value)}`}`);
}

/** sha1 of `canonical(value)`, or undefined when the value has no canonical text. */
export function keyOf(value: unknown): string | undefined {
  try {
    return sha1(canonical(value));
  } catch {
    return undefined;
  }
}

let fingerprint: string | undefined;

/**
 * The tool's version, the Node serialization format (the cache stores v8-serialized data) and a digest of the
 * tool's own code files (path, size, modification time), so a rebuild of summarylint without a version bump
 * does not trust results of the old code. Code files are a hundred or so: stat only, about a millisecond.
 */
export function toolFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  // This module is <code>/src/cache/key.(ts|js): <code> is the package root (sources) or dist/ (built).
  const code = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const lines: string[] = [];
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => compareText(a.name, b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const stat = fs.statSync(file, { throwIfNoEntry: false });
        if (stat) lines.push(`${path.relative(code, file)} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  walk(path.join(code, "src"));
  walk(path.join(code, "rules"));
  fingerprint = `summarylint ${TOOL_VERSION}, node serialization ${process.versions.v8}, code ${sha1(lines.join("\n")).slice(0, 16)}`;
  return fingerprint;
}

/** A file's content hash, and its stat when that stat may stand in for re-reading it next time. */
export interface FileStamp {
  /** sha1 of the bytes, or `too-large:<size>` for a file over maxFileSize (extract does not read those). */
  hash: string;
  /** statKey at hashing time, kept only when it had settled (see the top of this file). */
  stat?: string;
  /**
   * The hash of the content the stored facts of the file were made from, when not this content's: an edit that left
   * its facts as they were (index.ts, sameFactsRun) keeps the facts stored as they are.
   */
  facts?: string;
}

export interface HashedFile extends FileStamp {
  /** statKey at hashing time, settled or not: compared again before the results are saved. */
  seen: string;
}

/** A file's stat as the cache compares it; undefined in a map for a file that is gone or not a file. */
export interface FileStat {
  key: string;
  size: number;
  /** Both its times are older than the start of this run by SETTLE_MS (see the top of this file). */
  settled: boolean;
  /** The numbers `key` is made of (statsKey hashes them). */
  numbers: StatNumbers;
}

/** Device, inode, size, modification and change time (ms): the stat a key compares. */
type StatNumbers = [dev: number, ino: number, size: number, mtimeMs: number, ctimeMs: number];

/**
 * Times in milliseconds as doubles (a quarter of a microsecond apart at today's dates): the settle rule compares them
 * seconds apart, so they need no nanoseconds, and a plain stat costs half a bigint one on a run's first call.
 */
export function statKey(s: fs.Stats): string {
  return statNumbers(s).join(":");
}

/** The numbers a stat key is made of, written into `into` (the quick path reuses one array for every file). */
function statNumbers(s: fs.Stats, into: StatNumbers = [0, 0, 0, 0, 0]): StatNumbers {
  into[0] = s.dev;
  into[1] = s.ino;
  into[2] = s.size;
  into[3] = s.mtimeMs;
  into[4] = s.ctimeMs;
  return into;
}

/**
 * The stat of each path (following links); `nowMs` is taken before any file is read. A path that is gone, or
 * is not a file, maps to undefined.
 */
export function statFiles(paths: string[], nowMs = Date.now()): Map<string, FileStat | undefined> {
  const limit = nowMs - SETTLE_MS;
  const stats = new Map<string, FileStat | undefined>();
  for (const file of paths) {
    const s = statOrUndefined(file);
    if (!s?.isFile()) {
      stats.set(file, undefined);
      continue;
    }
    const numbers = statNumbers(s);
    stats.set(file, { key: numbers.join(":"), size: s.size, settled: isSettled(s, limit), numbers });
  }
  return stats;
}

function isSettled(s: fs.Stats, limit: number): boolean {
  return s.ctimeMs < limit && s.mtimeMs < limit;
}

/** statSync that answers undefined for a path that is gone, under a file, a loop of links or forbidden. */
function statOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** The stat key of a file now, or undefined when it is gone or not a file. */
export function currentStatKey(file: string): string | undefined {
  return statFiles([file]).get(file)?.key;
}

/** Something discovery read besides the sources: a folder it listed, or a .gitignore. */
export type DiscoveryInput = [path: string, kind: "folder" | "file"];

/**
 * What discovery saw of an input: a folder's entries with their types (a digest of them; read again, so a folder's
 * time alone never decides: writing the cache file or an output file into the folder changes its times, not its
 * list), or a file's settled stat. Undefined when it cannot be read or has not settled. `skip` leaves out entries
 * that cannot change what discovery finds (the cache file itself, see index.ts).
 */
export function inputKey([file, kind]: DiscoveryInput, nowMs: number, skip?: (folder: string, name: string) => boolean): string | undefined {
  if (kind === "file") return settledStat(file, nowMs);
  try {
    const entries = fs.readdirSync(file, { withFileTypes: true });
    const listed = entries
      .filter((e) => !skip?.(file, e.name))
      .map((e) => `${e.name}/${e.isDirectory() ? "d" : e.isFile() ? "f" : e.isSymbolicLink() ? "l" : "o"}`)
      .sort()
      .join("\0");
    return sha1(listed);
  } catch {
    return undefined;
  }
}

/**
 * The settled stat key of a file or folder, or undefined. A folder whose stat is the one it had when its entries were
 * read holds the same entries (adding, removing or renaming one sets its change time, as a write does a file's; see
 * the top of this file): the quick path then takes the digest read then instead of reading the folder again.
 */
export function settledStat(file: string, nowMs: number): string | undefined {
  const s = statOrUndefined(file);
  return s && isSettled(s, nowMs - SETTLE_MS) ? statKey(s) : undefined;
}

/**
 * One key for the stats of all files, or undefined unless every file's stat has settled. Equal keys mean every
 * file is, by the argument at the top of this file, the one seen then: a whole run can be reused on that alone.
 */
export function statsKey(files: string[], stats: Map<string, FileStat | undefined>, inputs: [DiscoveryInput, string | undefined][] = []): string | undefined {
  return digestStats(files, inputs, (file) => {
    const stat = stats.get(file);
    return stat?.settled ? stat.numbers : undefined;
  });
}

/**
 * statsKey of the files' stats now (the quick path of a warm run): each file stat'ed and hashed as numbers, and
 * nothing kept, where statFiles keeps an object and a text per file (12,000 stats: ~40 against ~60 ms, and
 * less for the garbage collector). Stops at the first input or file that has changed or not settled.
 */
export function currentStatsKey(files: string[], nowMs: number, inputs: [DiscoveryInput, string | undefined][]): string | undefined {
  const limit = nowMs - SETTLE_MS;
  const numbers: StatNumbers = [0, 0, 0, 0, 0];
  return digestStats(files, inputs, (file) => {
    const s = statOrUndefined(file);
    return s?.isFile() && isSettled(s, limit) ? statNumbers(s, numbers) : undefined;
  });
}

/** The digest of the inputs' keys, the file list and each file's settled stat numbers; undefined at the first missing. */
function digestStats(files: string[], inputs: [DiscoveryInput, string | undefined][], numbersOf: (file: string) => StatNumbers | undefined): string | undefined {
  const lines: string[] = [];
  for (const [[file, kind], key] of inputs) {
    if (key === undefined) return undefined;
    lines.push(`${kind} ${file}\0${key}\n`);
  }
  const all = new Float64Array(files.length * 5);
  for (let i = 0; i < files.length; i++) {
    const numbers = numbersOf(files[i]);
    if (numbers === undefined) return undefined;
    all.set(numbers, i * 5);
  }
  return crypto.createHash("sha1").update(lines.join("")).update(files.join("\0")).update(all).digest("hex");
}

/**
 * Content hashes of `files`; a file that cannot be read maps to undefined (extract reports it; such a run is
 * not cached as a whole). `previous` holds the stamps of the last run.
 */
export function hashFiles(
  files: string[],
  previous: ReadonlyMap<string, FileStamp>,
  maxFileSize: number,
  stats: Map<string, FileStat | undefined> = statFiles(files),
): Map<string, HashedFile | undefined> {
  const hashes = new Map<string, HashedFile | undefined>();
  for (const file of files) {
    const stat = stats.get(file);
    if (!stat) {
      hashes.set(file, undefined);
      continue;
    }
    const kept = stat.settled ? stat.key : undefined;
    if (stat.size > maxFileSize) {
      hashes.set(file, { hash: `too-large:${stat.size}`, seen: stat.key, stat: kept });
      continue;
    }
    const before = previous.get(file);
    if (before?.stat === stat.key && !before.hash.startsWith("too-large:")) {
      hashes.set(file, { hash: before.hash, seen: stat.key, stat: stat.key });
      continue;
    }
    try {
      hashes.set(file, { hash: sha1(readChecked(file, maxFileSize)), seen: stat.key, stat: kept });
    } catch {
      hashes.set(file, undefined);
    }
  }
  return hashes;
}
