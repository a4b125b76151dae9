// Reading a source file safely: a file that cannot be read, is binary, too large or not UTF-8 yields a
// FileProblem (reported by the unreadable-source rule) instead of an exception; the rest is still checked.
import { isUtf8 } from "node:buffer";
import fs from "node:fs";
import { formatBytes, refusedRead, whatItIs } from "../base/read-file.js";
import type { FileProblem, FileProblemKind } from "../types.js";

export type ReadResult = { text: string; problem?: FileProblem } | { text?: undefined; problem: FileProblem };

const latin1 = new TextDecoder("latin1");

function problem(file: string, kind: FileProblemKind, detail: string, line = 1, column = 1, width = 0): FileProblem {
  return { kind, loc: { file, line, column, endLine: line, endColumn: column + width }, detail };
}

export function readSource(file: string, maxFileSize: number): ReadResult {
  let bytes: Buffer;
  try {
    // A .env file, or a link to one, is never read (discovery leaves them out; this holds for any caller).
    const refused = refusedRead(file);
    if (refused !== undefined) return { problem: problem(file, "refused", refused) };
    // stat follows a symbolic link: a dangling one fails here, a link to a folder or device is not a file.
    const stat = fs.statSync(file);
    if (!stat.isFile()) return { problem: problem(file, "unreadable", `it is ${whatItIs(stat)}, not a file`) };
    if (stat.size > maxFileSize) {
      return { problem: problem(file, "too-large", `${formatBytes(stat.size)}; maxFileSize is ${formatBytes(maxFileSize)}`) };
    }
    bytes = fs.readFileSync(file);
  } catch (error) {
    return { problem: problem(file, "unreadable", errorDetail(file, error)) };
  }
  return decodeSource(file, bytes);
}

/**
 * A file's text as an editor holds it (unsaved changes included), read instead of the disk: the same size
 * limit applies, counted in UTF-8 bytes as on disk.
 */
export function readOverlay(file: string, text: string, maxFileSize: number): ReadResult {
  const size = Buffer.byteLength(text, "utf8");
  if (size > maxFileSize) return { problem: problem(file, "too-large", `${formatBytes(size)}; maxFileSize is ${formatBytes(maxFileSize)}`) };
  return { text };
}

/** "ENOENT: no such file or directory" without the syscall and path Node appends (the message names the file). */
function errorDetail(file: string, error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "ENOENT" || code === "ELOOP") {
    try {
      if (fs.lstatSync(file).isSymbolicLink()) return `a symbolic link to ${fs.readlinkSync(file)}, which does not resolve`;
    } catch {
      // gone since discovery: Node's reason below says so
    }
  }
  return typeof message === "string" ? message.replace(/, \w+ '.*'$/s, "") : String(error);
}


/** Decode file bytes: UTF-8 (BOM stripped); UTF-16 with a BOM; anything else as Latin-1 with a problem. */
export function decodeSource(file: string, bytes: Uint8Array): ReadResult {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    const text = new TextDecoder(bytes[0] === 0xff ? "utf-16le" : "utf-16be").decode(bytes);
    return { text };
  }
  const head = bytes.subarray(0, 8192);
  const utf8 = isUtf8(bytes);
  if (head.includes(0) && (!utf8 || nulShare(head) > 0.01)) return { problem: problem(file, "binary", "the file contains NUL bytes") };
  if (utf8) {
    const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    return { text: Buffer.from(bytes.buffer, bytes.byteOffset + bom, bytes.length - bom).toString("utf8") };
  }
  const offset = firstInvalidUtf8(bytes);
  // Latin-1 maps one byte to one character, so the byte's line and column are those of the text parsed.
  const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(0x0a, offset - 1) + 1;
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) line++;
  return {
    text: latin1.decode(bytes),
    problem: problem(file, "encoding", `byte ${offset} (0x${bytes[offset].toString(16).toUpperCase()}) is not valid UTF-8; the file was read as Latin-1`, line, offset - lineStart + 1, 1),
  };
}

/**
 * The share of NUL bytes in a file's head. Source that is valid UTF-8 may hold a stray NUL (a raw one pasted into a
 * template string, which the parser accepts); text saved as UTF-16 without a mark, or a binary file that happens
 * to be valid UTF-8, holds NULs in every other byte or in runs.
 */
function nulShare(head: Uint8Array): number {
  let nuls = 0;
  for (const byte of head) if (byte === 0) nuls++;
  return nuls / head.length;
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  // Binary search for the shortest prefix that fails to decode: O(n log n), only on the error path.
  let lo = 0;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, mid + 1), { stream: true });
      lo = mid + 1;
    } catch {
      hi = mid;
    }
  }
  // `lo` is the first byte that makes a prefix invalid. When the bytes before it end in an unfinished sequence
  // ("caf\xE9 m": the space breaks the sequence \xE9 began), that sequence's lead byte is the culprit.
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, lo));
    return lo;
  } catch {
    let lead = lo - 1;
    while (lead > 0 && (bytes[lead] & 0xc0) === 0x80) lead--;
    return lead;
  }
}

