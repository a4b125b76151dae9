// Every file summarylint reads besides the sources (package.json, tsconfig.json, .gitignore, the config, the
// suppressions file, git's index, the inputs the cache hashes) goes through here: a regular file only, and no bigger
// than a cap, else an error that says what it is. A committed link to /dev/zero or a named pipe cannot make a run
// block or grow without end (docs/design.md#hostile-input). A .env file is never read, and given the project's folder,
// neither is a file reached through a link in it that leads outside it. Sources have their own reader
// (extract/read.ts), with the same checks; discovery leaves out the sources that are such links.
import fs from "node:fs";
import path from "node:path";
import { linkOutOfProject, realPathOf } from "./write-target.js";

/** The most read of a file that is not a source: far above any real package.json, tsconfig.json or config. */
export const MAX_SIDE_FILE_BYTES = 16 * 1024 * 1024;

/**
 * The bytes of `file`. Throws as fs does (`code` ENOENT, EACCES, …), and with `code` EISDIR for a folder, ENOTREG for
 * anything else that is not a regular file (a device, a named pipe, a socket), EFBIG for a file over `maxBytes`, and
 * EREFUSED for a file summarylint never reads (refusedRead: a .env file, or with the project's folder `root`, a link
 * in it that leads outside it).
 */
export function readChecked(file: string, maxBytes = MAX_SIDE_FILE_BYTES, root?: string): Buffer {
  try {
    const env = envFile(file);
    if (env !== undefined) throw errno("EREFUSED", env);
    // stat follows a symbolic link: what is checked is what would be read.
    const stat = fs.statSync(file);
    if (stat.isDirectory()) throw errno("EISDIR", "it is a folder, not a file");
    if (!stat.isFile()) throw errno("ENOTREG", `it is ${whatItIs(stat)}, not a file`);
    if (stat.size > maxBytes) throw errno("EFBIG", `it is ${formatBytes(stat.size)}; at most ${formatBytes(maxBytes)} is read`);
    const outside = root === undefined ? undefined : linkOutOfProject(file, root);
    if (outside !== undefined) throw errno("EREFUSED", outside);
    return fs.readFileSync(file);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code !== "ENOENT" && code !== "ENOTDIR") refuse(file, { reason: code === "ELOOP" ? "it is a symbolic link that leads back to itself" : message });
    throw error;
  }
}

/** `.env` and `.env.*` (`.env.local`, `.env.production`): files of secrets, which summarylint never reads. */
export function isEnvFileName(name: string): boolean {
  return /^\.env(?:\..*)?$/is.test(name);
}

/**
 * Why summarylint does not read `file`, whatever it is: a .env file, by its name or by the name of the file a link
 * leads to; and, given the project's folder `root`, a file in the project reached through a symbolic link in it that
 * leads outside it (write-target.ts refuses a write through such a link the same way). Undefined when it may be read.
 */
export function refusedRead(file: string, root?: string): string | undefined {
  return envFile(file) ?? (root === undefined ? undefined : linkOutOfProject(file, root));
}

/** Why `file` is a .env file summarylint does not read (by its name, or the name of what its link leads to), or undefined. */
function envFile(file: string): string | undefined {
  if (isEnvFileName(path.basename(file))) return "it is a .env file, which summarylint never reads";
  if (!fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) return undefined;
  let real: string;
  try {
    real = realPathOf(file);
  } catch {
    return undefined; // a dangling link or a loop: the read says so
  }
  return isEnvFileName(path.basename(real)) ? "it is a symbolic link to a .env file, which summarylint never reads" : undefined;
}

/** Why a file of the project was not read or not used, for the problem project.ts reports about it. */
export interface Refusal {
  /** What is wrong with the file: "it is a device, not a file". */
  reason: string;
  /** What the project goes without (else project.ts says it by the file's name: package.json, tsconfig.json, .gitignore). */
  without?: string;
  /** The file passes a limit of summarylint's (it is not used), rather than being no regular file (it is not read). */
  limit?: true;
  /** Reported even when the file is outside the project (git's index is often in a folder above it). */
  anywhere?: true;
}

/**
 * Files a read refused since the last call (not a regular file, too large, a link loop, no permission), or that
 * pass a limit, with the reason: the callers that go on without them (package.json, tsconfig.json, .gitignore) read
 * them as absent, and the project reports them as problems where they bite (project.ts), rather than saying nothing.
 */
const refusals = new Map<string, Refusal>();

/** Records that `file` is not read or not used, and why. */
export function refuse(file: string, refusal: Refusal): void {
  refusals.set(file, refusal);
}

export function takeRefusals(): Map<string, Refusal> {
  const taken = new Map(refusals);
  refusals.clear();
  return taken;
}

/** The text of `file` (UTF-8), checked as readChecked does. */
export function readTextChecked(file: string, maxBytes = MAX_SIDE_FILE_BYTES, root?: string): string {
  return readChecked(file, maxBytes, root).toString("utf8");
}

/** The reason of an error readChecked threw for a file that is not a regular file, is too large or is never read, else undefined. */
export function notARegularFile(error: unknown): string | undefined {
  const { code, message } = error as NodeJS.ErrnoException;
  return code === "ENOTREG" || code === "EFBIG" || code === "EREFUSED" ? message : undefined;
}

export function whatItIs(stat: fs.Stats): string {
  if (stat.isDirectory()) return "a folder";
  if (stat.isFIFO()) return "a named pipe";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  return "not a regular file";
}

export function formatBytes(n: number): string {
  return n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} MB` : `${Math.round(n / 1000)} kB`;
}

function errno(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}
