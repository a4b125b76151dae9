// A lock around a read-merge-write of a file that two runs may rewrite at once: two `--suppress-all` runs on
// different files read the same baseline, and the last rename dropped the other's entries
// (docs/design.md#hostile-input).
//
// The lock is `<file>.lock`, created with O_EXCL (only one run can create it) and holding "<pid> <host> <token>".
// A run waits for it a bounded time; a lock whose process is gone (same host) or that is older than STALE_MS was
// left by a run that died, and is removed. Synchronous, as the baseline's read and write are.
import fs from "node:fs";
import os from "node:os";
import { whatItIs } from "./read-file.js";

/** A read-merge-write of the baseline takes milliseconds: a lock this old was left behind. */
export const STALE_MS = 30_000;
/** Longer than STALE_MS, so a lock left by a run on another host is taken over before a waiting run gives up. */
export const WAIT_MS = 40_000;

export interface LockOptions {
  waitMs?: number;
  staleMs?: number;
}

/** The lock could not be taken: held by a live run for longer than the wait, or not a lock file at all. */
export class LockError extends Error {
  override name = "LockError";
}

/** `body()` while holding `<file>.lock`; the lock is removed afterwards, also when body throws. Throws LockError. */
export function withLock<T>(file: string, body: () => T, options: LockOptions = {}): T {
  const lock = `${file}.lock`;
  const token = acquire(lock, options.waitMs ?? WAIT_MS, options.staleMs ?? STALE_MS);
  try {
    return body();
  } finally {
    release(lock, token);
  }
}

function acquire(lock: string, waitMs: number, staleMs: number): string {
  const token = `${process.pid} ${os.hostname()} ${Math.random().toString(36).slice(2, 10)}\n`;
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      // "wx": O_CREAT | O_EXCL, which also never follows a link at that name.
      const fd = fs.openSync(lock, "wx");
      try {
        fs.writeSync(fd, token);
      } finally {
        fs.closeSync(fd);
      }
      return token;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (removeIfStale(lock, staleMs) && Date.now() < deadline) continue;
    if (Date.now() >= deadline) {
      throw new LockError(`another summarylint run holds ${lock} (waited ${+(waitMs / 1000).toFixed(1)} s); if none is running, delete that file`);
    }
    // 10 to 100 ms, a little random so that two waiters do not keep meeting.
    sleep(Math.min(100, 10 * (attempt + 1)) * (0.5 + Math.random()));
  }
}

/** Removes the lock when its run is gone; true when it was removed or is gone already (try again). */
function removeIfStale(lock: string, staleMs: number): boolean {
  const stat = lstatOrUndefined(lock);
  if (!stat) return true;
  if (!stat.isFile()) {
    const what = stat.isSymbolicLink() ? "a symbolic link" : whatItIs(stat);
    throw new LockError(`${lock} is ${what}, not a lock file summarylint made; remove it`);
  }
  if (Date.now() - stat.mtimeMs <= staleMs && !ownerIsGone(lock, stat)) return false;
  // Only the lock judged stale: another waiter may have removed it and taken a new one meanwhile.
  const again = lstatOrUndefined(lock);
  if (again?.ino === stat.ino && again.mtimeMs === stat.mtimeMs) fs.rmSync(lock, { force: true });
  return true;
}

/** Was the lock made on this host by a process that no longer runs (or by this one, which holds none now)? */
function ownerIsGone(lock: string, stat: fs.Stats): boolean {
  if (stat.size > 1000) return false;
  let text: string;
  try {
    text = fs.readFileSync(lock, "utf8");
  } catch {
    return false;
  }
  const [pid, host] = text.trim().split(" ");
  if (host !== os.hostname() || !/^[1-9]\d*$/.test(pid ?? "")) return false;
  if (Number(pid) === process.pid) return true;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Remove the lock if it is still this run's (were it taken over as stale, it is another run's now). */
function release(lock: string, token: string): void {
  try {
    if (fs.readFileSync(lock, "utf8") === token) fs.rmSync(lock, { force: true });
  } catch {
    // gone already
  }
}

function lstatOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch {
    return undefined;
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}
