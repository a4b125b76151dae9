// Writing what an option names (`-o`, `init`): atomically, so a reader never sees half a file (DESIGN §9).
import fs from "node:fs";
import path from "node:path";

/**
 * Write `text` to `file`, creating missing folders. A regular file (or a symbolic link to one) is replaced
 * atomically; a device or pipe (`/dev/stdout`, `/dev/null`) is written to directly, since it cannot be renamed
 * over. Throws an Error whose message is a short reason (no stack, no syscall noise).
 */
export function writeOutputFile(file: string, text: string): void {
  try {
    const stat = statOrUndefined(file);
    if (stat?.isDirectory()) throw new Error("it is a folder; name a file");
    if (stat && !stat.isFile()) {
      fs.writeFileSync(file, text);
      return;
    }
    if (!stat) makeDirectory(path.dirname(file));
    // Through a symbolic link: replace the file it points to, not the link.
    writeAtomically(stat ? fs.realpathSync(file) : file, text);
  } catch (error) {
    throw new Error(shortReason(error));
  }
}

/** Write to a temporary file beside the target, then rename it over the target; on failure remove it. */
export function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2, 8)}.tmp`;
  try {
    fs.writeFileSync(tmp, text, { flag: "wx" });
    fs.renameSync(tmp, file);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

/**
 * `fs.mkdirSync(dir, { recursive: true })`, one level at a time: Node's recursive mkdir loops forever where the
 * parent refuses new folders (under /proc), and its errors do not say which part of the path is a file.
 */
function makeDirectory(dir: string): void {
  const missing: string[] = [];
  let current = dir;
  for (;;) {
    const stat = statOrUndefined(current);
    if (stat) {
      if (!stat.isDirectory()) throw new Error(`${current} is a file, not a folder`);
      break;
    }
    missing.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing.reverse()) fs.mkdirSync(folder);
}

function statOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw error;
  }
}

/** "EACCES: permission denied" without the syscall and path Node appends (the caller names the file). */
export function shortReason(error: unknown): string {
  const message = (error as Error)?.message;
  return typeof message === "string" ? message.replace(/, \w+ '.*'$/s, "") : String(error);
}
