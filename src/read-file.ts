// Every file summarylint reads besides the sources (package.json, tsconfig.json, .gitignore, the config, the
// suppressions file, git's index, the inputs the cache hashes) goes through here: a regular file only, and no bigger
// than a cap, else an error that says what it is. A committed link to /dev/zero or a named pipe cannot make a run
// block or grow without end (issue 15 §3). Sources have their own reader (extract/read.ts), with the same checks.
import fs from "node:fs";

/** The most read of a file that is not a source: far above any real package.json, tsconfig.json or config. */
export const MAX_SIDE_FILE_BYTES = 16 * 1024 * 1024;

/**
 * The bytes of `file`. Throws as fs does (`code` ENOENT, EACCES, …), and with `code` EISDIR for a folder, ENOTREG for
 * anything else that is not a regular file (a device, a named pipe, a socket) and EFBIG for a file over `maxBytes`.
 */
export function readChecked(file: string, maxBytes = MAX_SIDE_FILE_BYTES): Buffer {
  try {
    // stat follows a symbolic link: what is checked is what would be read.
    const stat = fs.statSync(file);
    if (stat.isDirectory()) throw errno("EISDIR", "it is a folder, not a file");
    if (!stat.isFile()) throw errno("ENOTREG", `it is ${whatItIs(stat)}, not a file`);
    if (stat.size > maxBytes) throw errno("EFBIG", `it is ${formatBytes(stat.size)}; at most ${formatBytes(maxBytes)} is read`);
    return fs.readFileSync(file);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code !== "ENOENT" && code !== "ENOTDIR") refuse(file, { reason: code === "ELOOP" ? "it is a symbolic link that leads back to itself" : message });
    throw error;
  }
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
export function readTextChecked(file: string, maxBytes = MAX_SIDE_FILE_BYTES): string {
  return readChecked(file, maxBytes).toString("utf8");
}

/** The reason of an error readChecked threw for a file that is not a regular file or is too large, else undefined. */
export function notARegularFile(error: unknown): string | undefined {
  const { code, message } = error as NodeJS.ErrnoException;
  return code === "ENOTREG" || code === "EFBIG" ? message : undefined;
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
