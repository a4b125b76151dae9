// The paths git tracks, read from its index (.git/index) without running git: a file that a .gitignore lists but that
// was committed (`git add -f`, or committed before the rule) is still tracked, still shipped, and still the project's
// source, so discovery keeps it. Index versions 2, 3 and 4; anything else, or an index that cannot be read, is no
// index (every ignored file stays ignored).
import fs from "node:fs";
import path from "node:path";
import { readChecked, readTextChecked } from "../read-file.js";

/** What git tracks below the discovery root: files and the folders that hold them, relative to it, "/"-separated. */
export interface Tracked {
  files: Set<string>;
  dirs: Set<string>;
}

/** An index larger than this is not read (a repository of millions of files; discovery then follows .gitignore alone). */
const MAX_INDEX_BYTES = 64 * 1024 * 1024;

/** The tracked paths below `root`, or undefined without a readable index. `onRead` is told of the index file read. */
export function trackedFiles(root: string, onRead?: (file: string) => void): Tracked | undefined {
  const repo = gitDirOf(root);
  if (!repo) return undefined;
  const indexFile = path.join(repo.gitDir, "index");
  let buffer: Buffer;
  try {
    onRead?.(indexFile);
    buffer = readChecked(indexFile, MAX_INDEX_BYTES);
  } catch {
    return undefined;
  }
  const names = indexPaths(buffer);
  if (!names) return undefined;
  const prefix = path.relative(repo.workTree, root).split(path.sep).join("/");
  const tracked: Tracked = { files: new Set(), dirs: new Set() };
  for (const name of names) {
    if (prefix !== "" && !name.startsWith(`${prefix}/`)) continue;
    const rel = prefix === "" ? name : name.slice(prefix.length + 1);
    tracked.files.add(rel);
    for (let slash = rel.lastIndexOf("/"); slash > 0; slash = rel.lastIndexOf("/", slash - 1)) tracked.dirs.add(rel.slice(0, slash));
  }
  return tracked;
}

/** The `.git` folder of the repository `dir` is in (a `.git` file of a worktree names it), and its work tree. */
function gitDirOf(dir: string): { gitDir: string; workTree: string } | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const dotGit = path.join(d, ".git");
    try {
      const stat = fs.statSync(dotGit);
      if (stat.isDirectory()) return { gitDir: dotGit, workTree: d };
      if (stat.isFile() && stat.size < 4096) {
        const m = /^gitdir:\s*(.+?)\s*$/m.exec(readTextChecked(dotGit, 4096));
        return m ? { gitDir: path.resolve(d, m[1]), workTree: d } : undefined;
      }
    } catch {
      // no .git here: look further up
    }
    if (path.dirname(d) === d) return undefined;
  }
}

/** The paths of an index file's entries, in order; undefined when it is not an index of version 2, 3 or 4. */
export function indexPaths(buffer: Buffer): string[] | undefined {
  if (buffer.length < 12 || buffer.toString("latin1", 0, 4) !== "DIRC") return undefined;
  const version = buffer.readUInt32BE(4);
  const count = buffer.readUInt32BE(8);
  if (version < 2 || version > 4) return undefined;
  const names: string[] = [];
  let offset = 12;
  let previous: Buffer = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    const start = offset;
    if (offset + 62 > buffer.length) return undefined;
    const flags = buffer.readUInt16BE(offset + 60);
    offset += 62;
    if (version >= 3 && flags & 0x4000) offset += 2; // extended flags
    if (version === 4) {
      // The name is the previous one less `strip` bytes, then this entry's bytes up to a NUL (no padding).
      let byte = buffer[offset++];
      let strip = byte & 0x7f;
      while (byte & 0x80 && offset < buffer.length) {
        byte = buffer[offset++];
        strip = ((strip + 1) << 7) | (byte & 0x7f);
      }
      const end = buffer.indexOf(0, offset);
      if (end < 0 || strip > previous.length) return undefined;
      previous = Buffer.concat([previous.subarray(0, previous.length - strip), buffer.subarray(offset, end)]);
      offset = end + 1;
    } else {
      // The name up to a NUL, then NULs up to a multiple of 8 bytes for the whole entry.
      const end = buffer.indexOf(0, offset);
      if (end < 0) return undefined;
      previous = buffer.subarray(offset, end);
      offset = start + ((end - start + 8) & ~7);
    }
    names.push(previous.toString("utf8"));
  }
  return names;
}
