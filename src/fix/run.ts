// `--fix` and `--fix-dry-run` (docs/design.md#fixes), as ESLint's: lint, apply the fixes (never a suggestion) to the
// texts in memory, lint again over them, up to MAX_PASSES times while fixes apply; then either write the changed files
// (--fix) or hand their texts to the json output (--fix-dry-run). The last lint is what is reported: what remains.
// A file is written only inside the project, never through a link that leads out of it, atomically, and only when
// its content is still what was read: a file changed meanwhile (an editor saved it) is left alone, and said so.
import fs from "node:fs";
import { shortReason, writeOutputFile } from "../base/output-file.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { isWithin } from "../base/write-target.js";
import { applyFixes } from "./apply.js";
import { readFromDisk } from "./sources.js";
import { slashPath } from "../base/paths.js";

/** As ESLint: fixes that overlap wait for the next pass; ten passes at most. */
export const MAX_PASSES = 10;

export interface FixPass<R> {
  run: R;
  diagnostics: Diagnostic[];
}

export interface FixResult<R> {
  /** The last lint, over the fixed texts. */
  last: R;
  /** Each changed file's text before the first fix and after the last. */
  changed: Map<string, { original: string; fixed: string }>;
  applied: number;
}

/**
 * Lint and fix until nothing more applies. `lint(overlay)` lints with the fixed texts read instead of the disk, and
 * gives the diagnostics whose fixes are to be applied (those reported for the given paths); `textOf` reads a text
 * that is not on disk (--stdin's), else undefined.
 */
export async function fixLoop<R>(lint: (overlay: Map<string, string>) => Promise<FixPass<R>>, unsaved: (file: string) => string | undefined, maxFileSize: number): Promise<FixResult<R>> {
  const overlay = new Map<string, string>();
  const originals = new Map<string, string>();
  // Each file on disk is read once for all passes (its text before the first fix).
  const disk = new Map<string, string | undefined>();
  const fromDisk = (file: string): string | undefined => {
    if (!disk.has(file)) disk.set(file, readFromDisk(file, maxFileSize));
    return disk.get(file);
  };
  const textOf = (file: string): string | undefined => overlay.get(file) ?? unsaved(file) ?? fromDisk(file);
  let pass = await lint(overlay);
  let applied = 0;
  for (let n = 0; n < MAX_PASSES; n++) {
    const { texts, applied: now } = applyFixes(pass.diagnostics, textOf);
    if (now === 0) break;
    for (const [file, text] of texts) {
      if (!originals.has(file)) originals.set(file, textOf(file)!);
      overlay.set(file, text);
    }
    applied += now;
    pass = await lint(overlay);
  }
  const changed = new Map<string, { original: string; fixed: string }>();
  for (const [file, original] of originals) if (overlay.get(file) !== original) changed.set(file, { original, fixed: overlay.get(file)! });
  return { last: pass.run, changed, applied };
}

/**
 * Write the fixed files: only files of the project (`files`, under `root`), only when the disk still holds what was
 * read. Returns a line for each file not written (for stderr).
 */
export function writeFixed(changed: FixResult<unknown>["changed"], files: readonly string[], root: string, maxFileSize: number): string[] {
  const problems: string[] = [];
  const known = new Set(files);
  for (const [file, { original, fixed }] of changed) {
    const shown = slashPath(root, file);
    if (!known.has(file) || !isWithin(file, root)) {
      problems.push(`${shown}: not a file of the project; not fixed`);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch (error) {
      problems.push(`${shown}: ${shortReason(error)}; not fixed`);
      continue;
    }
    const utf16 = bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
    if (utf16 || readFromDisk(file, maxFileSize) !== original) {
      problems.push(`${shown}: ${utf16 ? "UTF-16 text is not rewritten" : "changed since it was read"}; not fixed`);
      continue;
    }
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? "\uFEFF" : "";
    try {
      writeOutputFile(file, bom + fixed, root);
    } catch (error) {
      problems.push(`${shown}: ${(error as Error).message}; not fixed`);
    }
  }
  return problems;
}
