// Offsets of a text to 1-based lines and columns (UTF-16 columns), by a binary search of where each line starts.
// Which characters end a line is the caller's: TypeScript's parser also ends one at U+2028 and U+2029 (so its
// diagnostics do), an editor and a JSON file at \n, \r\n and \r only.
import type { Location } from "../types.js";

/** Line breaks as TypeScript's parser counts them. */
export const JS_LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;
/** Line breaks as editors (and the Language Server Protocol) count them. */
export const EDITOR_LINE_BREAKS = /\r\n?|\n/g;

export class LineIndex {
  private readonly starts = [0];

  constructor(text: string, lineBreaks: RegExp) {
    for (const m of text.matchAll(lineBreaks)) this.starts.push(m.index + m[0].length);
  }

  position(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.starts[low] + 1 };
  }

  /** The span [start, end) of offsets in `file`. */
  span(file: string, start: number, end: number): Location {
    const from = this.position(start);
    const to = this.position(end);
    return { file, line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }
}
