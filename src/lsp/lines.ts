// JavaScript's lines and the Language Server Protocol's. The diagnostics carry the TypeScript parser's lines,
// which end, as JavaScript's do, at \n, \r\n, \r and also at U+2028 and U+2029 (in a comment or a string, say);
// LSP ends lines at \n, \r\n and \r only, and so do the editor, git, GitHub and GitLab. Below such a character the
// two disagree, and a diagnostic sent as it is would land on the wrong line: it is converted through its offset in
// the text. The command line's formats print the editor's lines too (inEditorLines). A SKILL.md is read by lines
// of its own (extract/skill.ts), the editor's already.
import type { Position } from "vscode-languageserver/node";
import { isSkillFile } from "../extract/skill.js";
import { readTextChecked } from "../base/read-file.js";
import type { Diagnostic, RelatedLocation } from "../lint/diagnostic.js";

/** A 1-based JavaScript line and column (UTF-16 units) -> the 0-based LSP position of the same character. */
export type ToLsp = (line: number, column: number) => Position;

/** For a file: its conversion, or undefined when none is needed (or its text is unknown). */
export type PositionsOf = (file: string) => ToLsp | undefined;

const JS_LINE_BREAK = /\r\n?|[\n\u2028\u2029]/g;
const LSP_LINE_BREAK = /\r\n?|\n/g;

function lineStarts(text: string, lineBreak: RegExp): number[] {
  const starts = [0];
  for (const m of text.matchAll(lineBreak)) starts.push(m.index + m[0].length);
  return starts;
}

/** The index of the last start at or before `offset`. */
function lineAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The conversion for a text; undefined when it has neither U+2028 nor U+2029, and the lines agree. */
export function lspPositions(text: string): ToLsp | undefined {
  if (!/[\u2028\u2029]/.test(text)) return undefined;
  const js = lineStarts(text, JS_LINE_BREAK);
  const lsp = lineStarts(text, LSP_LINE_BREAK);
  return (line, column) => {
    const start = js[Math.min(Math.max(line, 1), js.length) - 1];
    const offset = Math.min(start + Math.max(column, 1) - 1, text.length);
    const at = lineAt(lsp, offset);
    return { line: at, character: offset - lsp[at] };
  };
}

/**
 * The conversions for one round of publishing: an open document's from its buffer, any other file's (a related
 * location) from the disk, read as any side file is (a regular file, at most `maxBytes`); each worked out once.
 */
export function positionsFor(buffers: ReadonlyMap<string, string>, maxBytes: number): PositionsOf {
  const known = new Map<string, ToLsp | undefined>();
  return (file) => {
    if (isSkillFile(file)) return undefined;
    if (!known.has(file)) known.set(file, lspPositions(buffers.get(file) ?? diskText(file, maxBytes)));
    return known.get(file);
  };
}

/** A span's 1-based line and column, and its end's, as the editor counts them through `toLsp`. */
function editorSpan<T extends { line: number; column: number; endLine: number; endColumn: number }>(span: T, toLsp: ToLsp | undefined): T {
  if (!toLsp || span.line < 1 || span.endLine < 1) return span;
  const start = toLsp(span.line, span.column);
  const end = toLsp(span.endLine, span.endColumn);
  return { ...span, line: start.line + 1, column: start.character + 1, endLine: end.line + 1, endColumn: end.character + 1 };
}

/**
 * `diagnostics` with their lines and columns, and their related locations', as the editor counts them: changed only
 * in a file whose text has U+2028 or U+2029 (`positionsOf`). What every format of the command line prints.
 */
export function inEditorLines(diagnostics: Diagnostic[], positionsOf: PositionsOf): Diagnostic[] {
  return diagnostics.map((d) => {
    const own = positionsOf(d.file);
    const related = d.related?.some((r) => positionsOf(r.file) !== undefined) ? d.related.map((r): RelatedLocation => editorSpan(r, positionsOf(r.file))) : d.related;
    return own || related !== d.related ? { ...editorSpan(d, own), ...(related && { related }) } : d;
  });
}

function diskText(file: string, maxBytes: number): string {
  try {
    return readTextChecked(file, maxBytes);
  } catch {
    return ""; // unreadable: its positions are sent as they are
  }
}
