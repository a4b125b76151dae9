// The baseline on the command line (`--suppress-all`, `--suppress-rule`, `--suppressions-location`,
// `--prune-suppressions`): which file, recording and pruning it (under a lock, written atomically), and applying it.
// The rules of the file itself live in src/suppress/baseline.ts.

import path from "node:path";
import { slashPath } from "../base/paths.js";
import {
  applySuppressions,
  formatSuppressions,
  keyString,
  pruneSuppressions,
  readSuppressions,
  recordSuppressions,
  suppressionKey,
  SUPPRESSIONS_FILE_NAME,
  SuppressionsError,
  type SuppressionEntry,
  type SuppressionKey,
  type UnusedSuppression,
} from "../suppress/baseline.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { withLock } from "../base/lock-file.js";
import { writeTarget } from "../base/write-target.js";
import { makeDirectory, shortReason, writeOutputFile } from "../base/output-file.js";
import { showValue } from "../base/stderr.js";
import { count, plural } from "../base/plural.js";

export interface BaselineInput {
  /** The project root: the default file's folder, and what its paths are relative to. */
  root: string;
  cwd: string;
  /** `--suppressions-location`, relative to cwd. */
  location?: string;
  /** `--suppress-all` ("all") or the `--suppress-rule` ids; undefined: record nothing. */
  record?: "all" | string[];
  prune?: boolean;
  /**
   * The part of the project this run judges: a file (absolute) among the paths given, or every file when none
   * were; undefined when the run cannot speak for any entry (--role judges one directory only).
   */
  within?: (file: string) => boolean;
  /** Is this diagnostic reported by this run (paths on the command line)? */
  isReported: (d: Diagnostic) => boolean;
  stderr: (text: string) => void;
}

export interface BaselineOutcome {
  kept: Diagnostic[];
  unused: UnusedSuppression[];
  /** How messages name the file. */
  displayPath: string;
}

/** Reads the baseline (recording or pruning it first when asked) and applies it. Throws SuppressionsError. */
export function runBaseline(diagnostics: Diagnostic[], input: BaselineInput): BaselineOutcome {
  const { root, cwd } = input;
  const file = input.location !== undefined ? path.resolve(cwd, input.location) : path.join(root, SUPPRESSIONS_FILE_NAME);
  const displayPath = slashPath(cwd, file) || file;
  // Where a write would land, checked before anything is read (a link in the project may not lead outside it).
  const target = input.record !== undefined || input.prune ? writableTarget(file, root, displayPath) : undefined;
  const existing = readSuppressions(file, displayPath, root);
  if (!existing && input.location !== undefined && input.record === undefined) {
    throw new SuppressionsError("no such suppressions file; run summarylint with --suppress-all or --suppress-rule to create it", displayPath);
  }
  if (!existing && input.record === undefined) {
    if (input.prune) input.stderr(`summarylint: no ${showValue(displayPath)}, nothing to prune\n`);
    return { kept: diagnostics, unused: [], displayPath };
  }

  const within = input.within;
  const judged = within ? (entry: SuppressionKey) => within(path.resolve(root, entry.file)) : () => false;
  const entries = target !== undefined ? update(diagnostics, input, target, displayPath, judged) : existing!.entries;
  const { kept, unused } = applySuppressions(diagnostics, entries, root, { judged });
  return { kept, unused, displayPath };
}

/**
 * Records or prunes the baseline and writes it, under a lock (src/base/lock-file.ts): read again once the lock is
 * held, so a run recording other files at the same time loses none of its entries. Returns the entries written.
 */
function update(
  diagnostics: Diagnostic[],
  input: BaselineInput,
  target: string,
  displayPath: string,
  judged: (entry: SuppressionKey) => boolean,
): SuppressionEntry[] {
  const { root } = input;
  const locked = () => {
    const existing = readSuppressions(target, displayPath);
    let entries: SuppressionEntry[] = existing?.entries ?? [];
    let text = existing?.text;
    const save = (next: SuppressionEntry[], note: string) => {
      const content = formatSuppressions(next);
      if (content !== text) {
        try {
          writeOutputFile(target, content, root);
        } catch (error) {
          throw cannotWrite(error, displayPath);
        }
      }
      entries = next;
      text = content;
      input.stderr(`summarylint: ${note}\n`);
    };
    if (input.record !== undefined) {
      // Paths on the command line limit what is recorded to what this run reports: the keys of the files given,
      // and of every diagnostic reported for them (the other action of a pair, a factory's instance).
      const reported = new Set(diagnostics.filter(input.isReported).map((d) => keyString(suppressionKey(d, root))));
      const next = recordSuppressions(entries, diagnostics, root, {
        rules: input.record === "all" ? undefined : new Set(input.record),
        covers: (key) => judged(key) || reported.has(keyString(key)),
      });
      save(next, `${displayPath} now holds ${describeEntries(next)}`);
    }
    if (input.prune) {
      const { unused } = applySuppressions(diagnostics, entries, root, { judged });
      const removed = unused.filter((u) => u.found === 0).length;
      const next = pruneSuppressions(entries, unused);
      save(next, `pruned ${displayPath} (${removed} removed, ${unused.length - removed} lowered); it now holds ${describeEntries(next)}`);
    }
    return entries;
  };
  try {
    // The lock goes beside the file, so its folder is made first.
    makeDirectory(path.dirname(target));
    return withLock(target, locked);
  } catch (error) {
    if (error instanceof SuppressionsError) throw error;
    throw cannotWrite(error, displayPath);
  }
}

/** writeTarget's answer for the baseline, or a SuppressionsError saying why it may not be written. */
function writableTarget(file: string, root: string, displayPath: string): string {
  try {
    return writeTarget(file, root);
  } catch (error) {
    throw cannotWrite(error, displayPath);
  }
}

function cannotWrite(error: unknown, displayPath: string): SuppressionsError {
  return new SuppressionsError(`cannot write it: ${shortReason(error)}`, displayPath);
}

/** "3 violations in 2 files". */
function describeEntries(entries: SuppressionEntry[]): string {
  const violations = entries.reduce((sum, e) => sum + e.count, 0);
  const files = new Set(entries.map((e) => e.file)).size;
  return `${count(violations, "violation")} in ${count(files, "file")}`;
}

const LISTED = 20;

/**
 * The stderr messages for entries that no longer occur: what to run, then one line per entry (the first 20), whose
 * file and subject (the project's text) are shown as stderr shows a name.
 */
export function unusedMessage(unused: UnusedSuppression[], displayPath: string): string[] {
  const n = unused.length;
  const lines = [
    `summarylint: ${n} ${plural(n, "entry", "entries")} of ${showValue(displayPath)} no longer ${plural(n, "occurs", "occur")}; ` +
      "run summarylint --prune-suppressions to update it (or --pass-on-unpruned-suppressions to ignore this)",
    ...unused.slice(0, LISTED).map((u) => `  ${showValue(u.file)}  ${u.rule}  ${showValue(u.subject)}: ${u.count} recorded, ${u.found} found`),
  ];
  if (n > LISTED) lines.push(`  … and ${n - LISTED} more`);
  return lines;
}
