// Applying fixes to texts, as ESLint does: in order of position, all of a fix's edits or none, a fix that overlaps
// one already taken left for the next pass. Only `fix`es: a suggestion is never applied here. Pure. Each file is read
// once, a fix is checked against the edits taken by a binary search (they are kept in order, none touching another;
// fixes come in order, so an edit is added at the end), and each text is built once: a file with thousands of fixes
// costs n log n, not a read, a scan and a copy of the text per fix.
import type { Diagnostic, Fix, TextEdit } from "../lint/diagnostic.js";

/** The texts after the fixes of `diagnostics` (only the files that changed), and how many fixes were applied. */
export function applyFixes(diagnostics: readonly Diagnostic[], textOf: (file: string) => string | undefined): { texts: Map<string, string>; applied: number } {
  const fixes = diagnostics.flatMap((d) => (d.fix ? [d.fix] : [])).sort((a, b) => firstStart(a) - firstStart(b));
  const read = new Map<string, string | undefined>();
  const text = (file: string): string | undefined => {
    if (!read.has(file)) read.set(file, textOf(file));
    return read.get(file);
  };
  /** Per file, the edits taken, by position. */
  const taken = new Map<string, TextEdit[]>();
  let applied = 0;
  for (const fix of fixes) {
    const fits = fix.edits.every((e) => {
      const length = text(e.file)?.length;
      return length !== undefined && e.range[0] <= e.range[1] && e.range[1] <= length;
    });
    if (!fits || !free(fix.edits, taken)) continue;
    for (const e of fix.edits) {
      const edits = taken.get(e.file) ?? [];
      edits.splice(firstReaching(edits, e.range[0]), 0, e);
      taken.set(e.file, edits);
    }
    applied++;
  }
  const texts = new Map<string, string>();
  for (const [file, edits] of taken) {
    const original = text(file)!;
    const parts: string[] = [];
    let at = 0;
    for (const e of edits) {
      parts.push(original.slice(at, e.range[0]), e.text);
      at = e.range[1];
    }
    parts.push(original.slice(at));
    texts.set(file, parts.join(""));
  }
  return { texts, applied };
}

/** Do a fix's edits touch none of the edits taken, nor each other? */
function free(edits: readonly TextEdit[], taken: ReadonlyMap<string, TextEdit[]>): boolean {
  for (const [i, e] of edits.entries()) {
    const list = taken.get(e.file) ?? [];
    const next = list[firstReaching(list, e.range[0])];
    if (next !== undefined && overlaps(next, e)) return false;
    if (edits.some((other, j) => j < i && overlaps(other, e))) return false;
  }
  return true;
}

/**
 * The index of the first edit of `edits` (in order, none touching another, so their ends are in order too) that ends
 * at or after `offset`: the only one an edit starting at `offset` may touch, and where it goes when it touches none.
 */
function firstReaching(edits: readonly TextEdit[], offset: number): number {
  let lo = 0;
  let hi = edits.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (edits[mid].range[1] < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function firstStart(fix: Fix): number {
  return Math.min(...fix.edits.map((e) => e.range[0]));
}

/** Two edits touch the same text (two insertions at one point count: their order would be a guess). */
function overlaps(a: TextEdit, b: TextEdit): boolean {
  return a.file === b.file && a.range[0] <= b.range[1] && b.range[0] <= a.range[1];
}
