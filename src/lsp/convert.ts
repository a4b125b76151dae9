// Diagnostics in the terms of the Language Server Protocol: 0-based ranges (ours are 1-based, both end
// exclusive, both in UTF-16 code units; in a text with U+2028 or U+2029, LSP lines are not JavaScript's:
// lines.ts), severities, the rule id as `code` with its doc as `codeDescription`, related locations as
// `relatedInformation`. Pure functions: the server decides what to publish where.
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  DiagnosticSeverity,
  DiagnosticTag,
  type Diagnostic as LspDiagnostic,
  type DiagnosticRelatedInformation,
  type Range,
} from "vscode-languageserver/node";
import type { ConfigError } from "../config/index.js";
import { UNUSED_DIRECTIVE } from "../lint/unused-directive.js";
import type { Severity } from "../config/rule-info.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { PositionsOf, ToLsp } from "./lines.js";
import { compareText } from "../base/compare.js";

export const SOURCE = "summarylint";

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warn: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

/** How a file is named to the client: the URI it opened the document with, else a `file:` URI. */
export type UriOf = (file: string) => string;

export const fileUri: UriOf = (file) => pathToFileURL(file).href;

/** The absolute path of a `file:` URI; undefined for any other scheme (an unsaved "untitled:" buffer, say). */
export function uriToFile(uri: string): string | undefined {
  if (!uri.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * 1-based line and column, end exclusive -> 0-based LSP range (a 0 line or column, "the whole file", is clamped
 * to 0), through `toLsp` where JavaScript's lines are not LSP's.
 */
export function rangeOf(span: Span, toLsp?: ToLsp): Range {
  if (toLsp && span.line > 0 && span.endLine > 0) return { start: toLsp(span.line, span.column), end: toLsp(span.endLine, span.endColumn) };
  return {
    start: { line: Math.max(0, span.line - 1), character: Math.max(0, span.column - 1) },
    end: { line: Math.max(0, span.endLine - 1), character: Math.max(0, span.endColumn - 1) },
  };
}

const AS_THEY_ARE: PositionsOf = () => undefined;

function related(r: Span & { file: string; message: string }, uriOf: UriOf, positionsOf: PositionsOf): DiagnosticRelatedInformation {
  return { location: { uri: uriOf(r.file), range: rangeOf(r, positionsOf(r.file)) }, message: r.message };
}

/** One diagnostic where it is located. */
export function toLspDiagnostic(d: Diagnostic, uriOf: UriOf, positionsOf = AS_THEY_ARE): LspDiagnostic {
  const lsp: LspDiagnostic = {
    range: rangeOf(d, positionsOf(d.file)),
    severity: SEVERITY[d.severity],
    source: SOURCE,
    code: d.ruleId,
    codeDescription: { href: d.docs },
    message: d.message,
  };
  if (d.ruleId === UNUSED_DIRECTIVE.id) lsp.tags = [DiagnosticTag.Unnecessary]; // editors fade the comment
  if (d.related?.length) lsp.relatedInformation = d.related.map((r) => related(r, uriOf, positionsOf));
  return lsp;
}

/**
 * The same diagnostic shown in another file, at its first related location there: the other action of a
 * near-duplicate pair, or the call that instantiated a factory. The CLI reports such a problem for either
 * file (docs/design.md#command-line); in an editor, the file being edited is the one that must show it. Its first
 * related location points back at where the problem is reported, the place a directive suppresses it.
 */
function mirrorOf(d: Diagnostic, file: string, uriOf: UriOf, positionsOf: PositionsOf): LspDiagnostic {
  const at = d.related!.find((r) => r.file === file)!;
  const primary = toLspDiagnostic(d, uriOf, positionsOf);
  const back = { ...d, message: `reported here, on "${d.subject.name}" (a summarylint-disable directive for it goes here)` };
  primary.range = rangeOf(at, positionsOf(file));
  primary.relatedInformation = [related(back, uriOf, positionsOf), ...d.related!.filter((r) => r !== at).map((r) => related(r, uriOf, positionsOf))];
  return primary;
}

function compareRanges(a: LspDiagnostic, b: LspDiagnostic): number {
  const { start: s, end: e } = a.range;
  const { start: t, end: f } = b.range;
  return s.line - t.line || s.character - t.character || e.line - f.line || e.character - f.character;
}

/**
 * The LSP diagnostics of each of `files`: those located there and, mirrored, those with a related location
 * there. Sorted by range, rule and message, so an unchanged result serializes the same.
 */
export function diagnosticsByFile(diagnostics: Diagnostic[], files: ReadonlySet<string>, uriOf: UriOf, positionsOf = AS_THEY_ARE): Map<string, LspDiagnostic[]> {
  const byFile = new Map<string, LspDiagnostic[]>([...files].map((f) => [f, []]));
  for (const d of diagnostics) {
    if (byFile.has(d.file)) byFile.get(d.file)!.push(toLspDiagnostic(d, uriOf, positionsOf));
    const elsewhere = new Set((d.related ?? []).map((r) => r.file).filter((f) => f !== d.file));
    for (const file of elsewhere) byFile.get(file)?.push(mirrorOf(d, file, uriOf, positionsOf));
  }
  for (const list of byFile.values()) {
    list.sort((a, b) => compareRanges(a, b) || compareText(String(a.code), String(b.code)) || compareText(a.message as string, b.message as string));
  }
  return byFile;
}

/** A config error, at its key or value in the config file (at 0:0 when it is about the file as a whole). */
export function configErrorDiagnostic(error: ConfigError): LspDiagnostic {
  const at = rangeOf({ line: error.line, column: error.column, endLine: error.line, endColumn: error.column });
  return { range: at, severity: DiagnosticSeverity.Error, source: SOURCE, message: error.reason };
}
