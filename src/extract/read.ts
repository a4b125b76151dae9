// Reading a source file safely: a file that cannot be read, is binary, too large or not UTF-8 yields a
// FileProblem (reported by the unreadable-source rule) instead of an exception; the rest is still checked.
import fs from "node:fs";
import type { FileProblem, FileProblemKind } from "../types.js";

export type ReadResult = { text: string; problem?: FileProblem } | { text?: undefined; problem: FileProblem };

const utf8 = new TextDecoder("utf-8", { fatal: true });
const latin1 = new TextDecoder("latin1");

function problem(file: string, kind: FileProblemKind, detail: string): FileProblem {
  return { kind, loc: { file, line: 1, column: 1, endLine: 1, endColumn: 1 }, detail };
}

export function readSource(file: string, maxFileSize: number): ReadResult {
  let bytes: Buffer;
  try {
    const size = fs.statSync(file).size;
    if (size > maxFileSize) {
      return { problem: problem(file, "too-large", `${formatBytes(size)} is above maxFileSize (${formatBytes(maxFileSize)})`) };
    }
    bytes = fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: problem(file, "unreadable", code ? `${code}: ${(error as Error).message}` : String(error)) };
  }
  return decodeSource(file, bytes);
}

/** Decode file bytes: UTF-8 (BOM stripped); UTF-16 with a BOM; anything else as Latin-1 with a problem. */
export function decodeSource(file: string, bytes: Uint8Array): ReadResult {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    const text = new TextDecoder(bytes[0] === 0xff ? "utf-16le" : "utf-16be").decode(bytes);
    return { text };
  }
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return { problem: problem(file, "binary", "the file contains NUL bytes") };
  try {
    return { text: utf8.decode(bytes) }; // TextDecoder drops a leading BOM
  } catch {
    const offset = firstInvalidUtf8(bytes);
    return {
      text: latin1.decode(bytes),
      problem: problem(file, "encoding", `byte ${offset} is not valid UTF-8; the file was read as Latin-1`),
    };
  }
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
  return lo;
}

function formatBytes(n: number): string {
  return n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} MB` : `${Math.round(n / 1000)} kB`;
}
