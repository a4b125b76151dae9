// Where a write lands, and which links a read may follow. Every file summarylint writes (`-o` and
// `--output.<format>`, the baseline, the cache, `init`) is resolved here first, each symbolic link on the way followed
// by hand (a dangling one too), so a link committed in a repository cannot aim a write outside it
// (docs/design.md#hostile-input): `summarylint.sarif -> ~/.bashrc` would have replaced the runner's .bashrc, a dangling
// `.summarylintcache -> /tmp/x/y` created folders there. A path the user typed that leaves the project without such a
// link (`-o /tmp/report.sarif`) is theirs to choose, and is written. Reads follow the same rule (linkOutOfProject): a
// source or side file reached through a link in the project that leads outside it is not read.
import fs from "node:fs";
import path from "node:path";
import { printable } from "./escape.js";
import { slashPath } from "./paths.js";

/** The most links one path may pass through, as Linux's MAXSYMLINKS: more is a loop. */
const MAX_LINKS = 40;

/** A write summarylint will not make; the message says why, naming the link (the caller names the file). */
export class WriteRefused extends Error {
  override name = "WriteRefused";
}

/**
 * The real path a write to `file` (absolute) lands on: every link on the way followed, and for a path that does not
 * exist yet, where it would be created. Throws WriteRefused when a link inside the project `root` (the config's
 * folder) leads outside it; links outside the project (`/tmp` on macOS, the user's own) are the user's.
 */
export function writeTarget(file: string, root: string): string {
  const realRoot = realOr(root);
  const { target, blamed } = followLinks(file, realRoot);
  if (blamed !== undefined && !isWithin(target, realRoot)) {
    const link = slashPath(realRoot, blamed);
    throw new WriteRefused(
      `${printable(link)} is a symbolic link in the project that leads outside it (to ${printable(target)}); summarylint does not write through such a link`,
    );
  }
  return target;
}

/**
 * Why `file`, named inside the project `root`, is not read: a symbolic link in the project (the file itself, or a
 * folder on its way) that leads outside it, as writeTarget refuses a write through one. Undefined for a file that
 * stays inside, or that is named outside the project (a path the user typed is theirs); a file that cannot be
 * followed (missing, a loop) is left to the read, which says why.
 */
export function linkOutOfProject(file: string, root: string): string | undefined {
  const named = path.resolve(file);
  try {
    const realRoot = realPathOf(path.resolve(root));
    if (!isWithin(named, path.resolve(root)) && !isWithin(named, realRoot)) return undefined;
    if (isWithin(realPathOf(named), realRoot)) return undefined;
    // The link to blame: walked from the file's folder when that folder is inside the project (then the link is the
    // file itself), else from the top.
    const folder = realPathOf(path.dirname(named));
    const inside = isWithin(folder, realRoot);
    const { target, blamed } = inside ? followLinks(path.basename(named), realRoot, folder) : followLinks(named, realRoot);
    if (blamed === undefined || isWithin(target, realRoot)) return undefined;
    const what = inside && blamed === path.join(folder, path.basename(named)) ? "it" : slashPath(realRoot, blamed);
    return `${what} is a symbolic link in the project that leads outside it (to ${fs.readlinkSync(blamed)})`;
  } catch {
    return undefined;
  }
}

/** Linux's O_PATH: an open that only names the file (it never blocks on a named pipe, never starts a device). */
const O_PATH = 0o10000000;

/**
 * The real path of `file` (every link followed). On Linux, from the file opened by name only: the system walks the
 * path once, where realpath(3) and Node's realpathSync look at each folder on the way, each look walking the path
 * again, a cost that grows with the square of the depth. Throws as fs does for a file that cannot be followed.
 */
export function realPathOf(file: string): string {
  if (process.platform === "linux") {
    const fd = fs.openSync(file, O_PATH);
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      // no /proc: the system's realpath below
    } finally {
      fs.closeSync(fd);
    }
  }
  return fs.realpathSync.native(file);
}

/**
 * Where `file` leads, each link on the way followed by hand (a dangling one too), and the last link inside `realRoot`
 * followed. `from`: a real folder `file` (then relative) is in, where the walk starts.
 */
function followLinks(file: string, realRoot: string, from?: string): { target: string; blamed?: string } {
  let current = from ?? path.parse(file).root;
  let rest = names(file);
  let links = 0;
  /** The last link inside the project that was followed. */
  let blamed: string | undefined;
  while (rest.length > 0) {
    const name = rest.shift()!;
    if (name === ".") continue;
    if (name === "..") {
      current = path.dirname(current);
      continue;
    }
    const next = path.join(current, name);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(next);
    } catch {
      // Missing (or unreadable: then the write fails and says so): the rest would be created as folders, so
      // `..` in it undoes a name lexically; walk again from the top only if that leaves a link to look at.
      const remainder = path.join(next, ...rest);
      if (!rest.includes("..")) {
        current = remainder;
        break;
      }
      current = path.parse(remainder).root;
      rest = names(remainder);
      continue;
    }
    if (!stat.isSymbolicLink()) {
      current = next;
      continue;
    }
    if (++links > MAX_LINKS) throw new WriteRefused(`too many symbolic links on the way (a loop?)`);
    // `current` is real, so `next` is where the link itself is.
    if (isWithin(next, realRoot)) blamed = next;
    const target = fs.readlinkSync(next);
    if (path.isAbsolute(target)) current = path.parse(target).root;
    rest = [...names(target), ...rest];
  }
  return { target: current, blamed };
}

/** Is `file` the folder `root` or inside it? Both real paths. */
export function isWithin(file: string, root: string): boolean {
  return file === root || file.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

function names(file: string): string[] {
  return file
    .slice(path.isAbsolute(file) ? path.parse(file).root.length : 0)
    .split(path.sep === "\\" ? /[\\/]+/ : /\/+/)
    .filter((name) => name !== "");
}

function realOr(folder: string): string {
  try {
    return fs.realpathSync(path.resolve(folder));
  } catch {
    return path.resolve(folder);
  }
}
