// The fixes of a lint kept after an edit that left every file's facts as they were (live-project.ts). A fix's edits
// are offsets in the texts it was computed on, and facts do not place everything (a const's string has no
// place in them): typing in a function nothing reads, above a description's const, moves the const's text and
// not the facts. An edit wholly in the text before the change stands as it is; one wholly in the text after it
// moves by the change's length; one that meets the change cannot be placed, and the project is linted anew.
import type { Diagnostic, Fix, TextEdit } from "../lint/diagnostic.js";

/** A file whose text changed and whose facts did not: its text before and now (undefined: read from disk, not kept). */
export type Moved = ReadonlyMap<string, readonly [before: string | undefined, now: string | undefined]>;

/** Where the two texts differ: the length of their common start, and the length of their common end after it. */
interface Change {
  start: number;
  /** The end of the change in the text before; offsets from it on move by `delta`. */
  end: number;
  delta: number;
}

function changeOf(before: string, now: string): Change {
  const most = Math.min(before.length, now.length);
  let start = 0;
  while (start < most && before.charCodeAt(start) === now.charCodeAt(start)) start++;
  let tail = 0;
  while (tail < most - start && before.charCodeAt(before.length - 1 - tail) === now.charCodeAt(now.length - 1 - tail)) tail++;
  return { start, end: before.length - tail, delta: now.length - before.length };
}

/**
 * The diagnostics with their fixes' edits placed in the texts as they are now, the same objects where nothing
 * moved; undefined when an edit cannot be placed (it meets the change, or its file was read from disk and its text
 * before is not kept).
 */
export function moveFixes(diagnostics: Diagnostic[], moved: Moved): Diagnostic[] | undefined {
  if (moved.size === 0) return diagnostics;
  const changes = new Map<string, Change | null>();
  const changeIn = (file: string): Change | null | undefined => {
    if (!moved.has(file)) return undefined;
    let change = changes.get(file);
    if (change === undefined) {
      const [before, now] = moved.get(file)!;
      changes.set(file, (change = before === undefined || now === undefined ? null : changeOf(before, now)));
    }
    return change;
  };
  let placeable = true;
  const moveEdit = (edit: TextEdit): TextEdit => {
    const change = changeIn(edit.file);
    if (change === undefined) return edit;
    const [from, to] = edit.range;
    if (change !== null && to <= change.start) return edit;
    if (change !== null && from >= change.end) return { ...edit, range: [from + change.delta, to + change.delta] };
    placeable = false;
    return edit;
  };
  const moveFix = (fix: Fix): Fix => {
    const edits = fix.edits.map(moveEdit);
    return edits.every((e, i) => e === fix.edits[i]) ? fix : { ...fix, edits };
  };
  const result = diagnostics.map((d) => {
    if (d.fix === undefined && d.suggestions === undefined) return d;
    const fix = d.fix && moveFix(d.fix);
    const suggestions = d.suggestions?.map(moveFix);
    if (fix === d.fix && (suggestions ?? []).every((s, i) => s === d.suggestions![i])) return d;
    return { ...d, ...(fix && { fix }), ...(suggestions && { suggestions }) };
  });
  return placeable ? result : undefined;
}
