// A named pipe for the hostile-input tests (a read of one blocks until a writer comes): Node has no mkfifo, the
// coreutils program makes it.
import { execFileSync } from "node:child_process";

/** A named pipe at `file`; false where mkfifo is missing (the caller skips or stands something else in). */
export function fifo(file: string): boolean {
  try {
    execFileSync("mkfifo", [file]);
    return true;
  } catch {
    return false;
  }
}
