// The paths git tracks, read from its index (.git/index) without running git: a file that a .gitignore lists but that
// was committed (`git add -f`, or committed before the rule) is still tracked, still shipped, and still the project's
// source, so discovery keeps it. Index versions 2, 3 and 4; anything else, or an index that cannot be read, is no
// index (every ignored file stays ignored).
import fs from "node:fs";
import path from "node:path";
import { formatBytes, readChecked, readTextChecked, refuse } from "../base/read-file.js";
import { isWithin } from "../base/write-target.js";
import { slashPath } from "../base/paths.js";

/** What git tracks below the discovery root: files and the folders that hold them, relative to it, "/"-separated. */
export interface Tracked {
  files: Set<string>;
  dirs: Set<string>;
}

/** An index larger than this is not read (a repository of millions of files; discovery then follows .gitignore alone). */
export const MAX_INDEX_BYTES = 64 * 1024 * 1024;

/**
 * At most this many bytes of paths are kept from an index (the tracked files below the root and their folders). A
 * version-4 index stores each path as the one before it less some bytes plus some more, so a small index can spell
 * out paths of any total length (2.6 MB spelled out 1 GB); this is what an index of the largest size read could
 * hold in versions 2 and 3, where every path is written out whole.
 */
export const MAX_TRACKED_PATH_BYTES = 64 * 1024 * 1024;

/** What the project goes without when the index is not used. */
const WITHOUT_INDEX = "the files git tracks are not known, so every file a .gitignore lists is left out, tracked or not";

/** The tracked paths below `root`, or undefined without a usable index. `onRead` is told of the index file read. */
export function trackedFiles(root: string, onRead?: (file: string) => void): Tracked | undefined {
  const repo = gitDirOf(root);
  if (!repo) return undefined;
  const indexFile = path.join(repo.gitDir, "index");
  let buffer: Buffer;
  try {
    onRead?.(indexFile);
    // Git keeps its index as a file of its own: one that is a link out of the git folder is not git's.
    if (fs.existsSync(indexFile) && !within(indexFile, repo.gitDir)) return undefined;
    buffer = readChecked(indexFile, MAX_INDEX_BYTES);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === "EFBIG") refuse(indexFile, { reason: message, without: WITHOUT_INDEX, limit: true, anywhere: true });
    return undefined;
  }
  const prefix = slashPath(repo.workTree, root);
  const tracked = trackedIn(buffer, prefix);
  if (tracked === "too-long") {
    refuse(indexFile, {
      reason: `the paths it spells out below the project are more than ${formatBytes(MAX_TRACKED_PATH_BYTES)}, the most summarylint keeps`,
      without: WITHOUT_INDEX,
      limit: true,
      anywhere: true,
    });
    return undefined;
  }
  return tracked;
}

/**
 * The `.git` folder of the repository `dir` is in, and its work tree. A `.git` file (a worktree's, a submodule's) names
 * its git folder with `gitdir:`; it is followed only to a folder inside the work tree or to a git folder that names
 * the work tree back, as git's own do: a worktree's has a `gitdir` file naming this `.git` file, a submodule's a
 * `config` whose `worktree` is this folder. A `.git` file pointing anywhere else is no repository.
 */
function gitDirOf(dir: string): { gitDir: string; workTree: string } | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const dotGit = path.join(d, ".git");
    const stat = fs.statSync(dotGit, { throwIfNoEntry: false });
    if (stat?.isDirectory()) return within(dotGit, d) ? { gitDir: dotGit, workTree: d } : undefined;
    if (stat?.isFile()) {
      let gitDir: string | undefined;
      try {
        gitDir = /^gitdir:\s*(.+?)\s*$/m.exec(readTextChecked(dotGit, 4096))?.[1];
      } catch {
        return undefined; // a .git file that cannot be read (too large, a link loop): no repository
      }
      return gitDir !== undefined && belongsTo(path.resolve(d, gitDir), d) ? { gitDir: path.resolve(d, gitDir), workTree: d } : undefined;
    }
    if (path.dirname(d) === d) return undefined;
  }
}

/** Whether `file`, followed through links, is `folder` or inside it (false when either cannot be followed). */
function within(file: string, folder: string): boolean {
  try {
    return isWithin(fs.realpathSync(file), fs.realpathSync(folder));
  } catch {
    return false;
  }
}

/** Whether the git folder a `.git` file in `workTree` names is the work tree's own (see gitDirOf). */
function belongsTo(gitDir: string, workTree: string): boolean {
  if (!fs.statSync(gitDir, { throwIfNoEntry: false })?.isDirectory()) return false;
  if (within(gitDir, workTree)) return true;
  const text = (file: string) => {
    try {
      return readTextChecked(path.join(gitDir, file), 64 * 1024);
    } catch {
      return undefined;
    }
  };
  const same = (a: string, b: string) => within(a, b) && within(b, a);
  // A worktree: `gitdir` holds the path of the worktree's .git file.
  const back = text("gitdir")?.trim();
  if (back && same(path.resolve(gitDir, back), path.join(workTree, ".git"))) return true;
  // A submodule: core.worktree in its config, relative to the git folder.
  const worktree = /^\s*worktree\s*=\s*(.+?)\s*$/m.exec(text("config") ?? "")?.[1];
  return worktree !== undefined && same(path.resolve(gitDir, worktree), workTree);
}

/**
 * The files below `prefix` (a folder of the work tree, "" for all of it) that `buffer`, an index, tracks, with their
 * folders; undefined when it is not an index of version 2, 3 or 4, "too-long" when what they spell out passes
 * MAX_TRACKED_PATH_BYTES. Each path is decoded into one buffer that is reused, and made a string only when kept;
 * a folder is added with the ones above it only when it is new.
 */
export function trackedIn(buffer: Buffer, prefix: string): Tracked | "too-long" | undefined {
  const tracked: Tracked = { files: new Set(), dirs: new Set() };
  const head = prefix === "" ? Buffer.alloc(0) : Buffer.from(`${prefix}/`, "utf8");
  let kept = 0;
  const ok = forEachPath(buffer, (name, length) => {
    if (length <= head.length || name.compare(head, 0, head.length, 0, head.length) !== 0) return true;
    const rel = name.toString("utf8", head.length, length);
    kept += length - head.length;
    tracked.files.add(rel);
    for (let slash = rel.lastIndexOf("/"); slash > 0; slash = rel.lastIndexOf("/", slash - 1)) {
      const dir = rel.slice(0, slash);
      if (tracked.dirs.has(dir)) break; // the folders above it were added with it
      tracked.dirs.add(dir);
      kept += dir.length;
    }
    return kept <= MAX_TRACKED_PATH_BYTES;
  });
  return ok === undefined ? undefined : ok ? tracked : "too-long";
}

/** The paths of an index file's entries, in order; undefined when it is not an index of version 2, 3 or 4. */
export function indexPaths(buffer: Buffer): string[] | undefined {
  const names: string[] = [];
  let total = 0;
  const ok = forEachPath(buffer, (name, length) => {
    names.push(name.toString("utf8", 0, length));
    total += length;
    return total <= MAX_TRACKED_PATH_BYTES;
  });
  return ok ? names : undefined;
}

/**
 * Calls `visit` with each entry's path (in a buffer reused from entry to entry: its first `length` bytes), until it
 * returns false. True when every entry was visited, false when `visit` stopped, undefined when `buffer` is not an
 * index of version 2, 3 or 4.
 */
function forEachPath(buffer: Buffer, visit: (name: Buffer, length: number) => boolean): boolean | undefined {
  if (buffer.length < 12 || buffer.toString("latin1", 0, 4) !== "DIRC") return undefined;
  const version = buffer.readUInt32BE(4);
  const count = buffer.readUInt32BE(8);
  if (version < 2 || version > 4) return undefined;
  let name = Buffer.alloc(256);
  let length = 0;
  let offset = 12;
  for (let i = 0; i < count; i++) {
    const start = offset;
    if (offset + 62 > buffer.length) return undefined;
    const flags = buffer.readUInt16BE(offset + 60);
    offset += 62;
    if (version >= 3 && flags & 0x4000) offset += 2; // extended flags
    let from = 0;
    if (version === 4) {
      // The name is the previous one less `strip` bytes, then this entry's bytes up to a NUL (no padding).
      if (offset >= buffer.length) return undefined;
      let byte = buffer[offset++];
      let strip = byte & 0x7f;
      while (byte & 0x80 && offset < buffer.length) {
        byte = buffer[offset++];
        strip = ((strip + 1) << 7) | (byte & 0x7f);
      }
      if (strip > length) return undefined;
      from = length - strip;
    }
    const end = buffer.indexOf(0, offset);
    if (end < 0) return undefined;
    length = from + (end - offset);
    if (length > name.length) name = Buffer.concat([name.subarray(0, from)], Math.max(length, name.length * 2));
    buffer.copy(name, from, offset, end);
    // Version 4 has no padding; before it, NULs pad the whole entry to a multiple of 8 bytes.
    offset = version === 4 ? end + 1 : start + ((end - start + 8) & ~7);
    if (!visit(name, length)) return false;
  }
  return true;
}
