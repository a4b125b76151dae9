// Applying fixes to texts, as ESLint does: in order of position, all of a fix's edits or none, a fix that overlaps
// one already taken left for the next pass. Only `fix`es: a suggestion is never applied here. Pure.
import type { Diagnostic, Fix, TextEdit } from "../types.js";

/** The texts after the fixes of `diagnostics` (only the files that changed), and how many fixes were applied. */
export function applyFixes(diagnostics: readonly Diagnostic[], textOf: (file: string) => string | undefined): { texts: Map<string, string>; applied: number } {
  const fixes = diagnostics.flatMap((d) => (d.fix ? [d.fix] : [])).sort((a, b) => firstStart(a) - firstStart(b));
  const taken = new Map<string, TextEdit[]>();
  let applied = 0;
  for (const fix of fixes) {
    const fits = fix.edits.every((e) => {
      const text = textOf(e.file);
      return text !== undefined && e.range[0] <= e.range[1] && e.range[1] <= text.length && !(taken.get(e.file) ?? []).some((t) => overlaps(t, e));
    });
    if (!fits) continue;
    for (const e of fix.edits) taken.set(e.file, [...(taken.get(e.file) ?? []), e]);
    applied++;
  }
  const texts = new Map<string, string>();
  for (const [file, edits] of taken) {
    let text = textOf(file)!;
    for (const e of [...edits].sort((a, b) => b.range[0] - a.range[0])) text = text.slice(0, e.range[0]) + e.text + text.slice(e.range[1]);
    texts.set(file, text);
  }
  return { texts, applied };
}

function firstStart(fix: Fix): number {
  return Math.min(...fix.edits.map((e) => e.range[0]));
}

/** Two edits touch the same text (two insertions at one point count: their order would be a guess). */
function overlaps(a: TextEdit, b: TextEdit): boolean {
  return a.file === b.file && a.range[0] <= b.range[1] && b.range[0] <= a.range[1];
}
