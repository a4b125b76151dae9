// Writing what an option names (`-o`, `init`, the baseline): atomically, so a reader never sees half a file
// (docs/design.md#guarantees), and never through a link that leads out of the project (src/base/write-target.ts).
import fs from "node:fs";
import path from "node:path";
import { writeTarget } from "./write-target.js";

/** What is written: one text, or its parts in order (an output never held as one string: src/format/formatter.ts). */
export type OutputText = string | Iterable<string>;

/**
 * Write `text` to `file` (absolute), creating missing folders. Where it lands is writeTarget's answer: a link in the
 * project `root` that leads outside it is refused. A regular file (or a symbolic link to one) is replaced
 * atomically; a device or pipe (`/dev/stdout`, `/dev/null`) is written to directly, since it cannot be renamed
 * over. Throws an Error whose message is a short reason (no stack, no syscall noise).
 */
export function writeOutputFile(file: string, text: OutputText, root: string): void {
  try {
    // Through a symbolic link: replace the file it points to, not the link.
    const target = writeTarget(file, root);
    const stat = statOrUndefined(target);
    if (stat?.isDirectory()) throw new Error("it is a folder; name a file");
    if (stat && !stat.isFile()) {
      writeText(target, text, "w");
      return;
    }
    if (!stat) makeDirectory(path.dirname(target));
    writeAtomically(target, text);
  } catch (error) {
    throw new Error(shortReason(error));
  }
}

/** Write to a temporary file beside the target, then rename it over the target; on failure remove it. */
export function writeAtomically(file: string, text: OutputText): void {
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2, 8)}.tmp`;
  try {
    writeText(tmp, text, "wx");
    fs.renameSync(tmp, file);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

/** `text` into `file` opened with `flag`: a string at once, parts in chunks of about CHUNK_CHARS. */
function writeText(file: string, text: OutputText, flag: string): void {
  if (typeof text === "string") return fs.writeFileSync(file, text, { flag });
  const fd = fs.openSync(file, flag);
  try {
    for (const chunk of chunked(text)) {
      const bytes = Buffer.from(chunk);
      for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** About how much text one write takes: parts are joined up to it (a part may be a single short line). */
const CHUNK_CHARS = 1 << 16;

/** `parts` joined into chunks of at least CHUNK_CHARS characters (the last may be shorter); empty parts dropped. */
export function* chunked(parts: Iterable<string>): Generator<string> {
  let pending: string[] = [];
  let size = 0;
  for (const part of parts) {
    if (part === "") continue;
    pending.push(part);
    size += part.length;
    if (size >= CHUNK_CHARS) {
      yield pending.join("");
      pending = [];
      size = 0;
    }
  }
  if (size > 0) yield pending.join("");
}

/**
 * `fs.mkdirSync(dir, { recursive: true })`, one level at a time: Node's recursive mkdir loops forever where the
 * parent refuses new folders (under /proc), and its errors do not say which part of the path is a file.
 */
export function makeDirectory(dir: string): void {
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
