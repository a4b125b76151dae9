// textDocument/codeAction (docs/design.md#fixes): the quick fixes for the diagnostics in a range of a document: each
// one's fix (preferred), its suggestions, and a disable-next-line directive. Edits are offsets in the texts the lint
// read; here they become LSP ranges of those texts (an edit in another file: that file's buffer, else its disk text).
import { CodeActionKind, type CodeAction, type Range, type TextEdit as LspTextEdit, type WorkspaceEdit } from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { disableSuggestion } from "../fix/directive.js";
import type { Diagnostic, Fix } from "../lint/diagnostic.js";
import { toLspDiagnostic, type UriOf } from "./convert.js";
import type { PositionsOf } from "./lines.js";

export interface CodeActionInput {
  /** The document's diagnostics from the lint of its current version. */
  diagnostics: readonly Diagnostic[];
  range: Range;
  /** The text of a file as the lint read it (the document's buffer for the document). */
  textOf: (file: string) => string | undefined;
  uriOf: UriOf;
  positionsOf: PositionsOf;
}

export function codeActions(input: CodeActionInput): CodeAction[] {
  const actions: CodeAction[] = [];
  const documents = new Map<string, TextDocument | undefined>();
  const documentOf = (file: string) => {
    if (!documents.has(file)) {
      const text = input.textOf(file);
      documents.set(file, text === undefined ? undefined : TextDocument.create(input.uriOf(file), "typescript", 0, text));
    }
    return documents.get(file);
  };
  for (const d of input.diagnostics) {
    const lsp = toLspDiagnostic(d, input.uriOf, input.positionsOf);
    if (!intersects(lsp.range, input.range)) continue;
    const text = input.textOf(d.file);
    const disable = text === undefined || d.ruleId === "unused-directive" ? undefined : disableSuggestion(d, text);
    const fixes: [Fix, boolean][] = [...(d.fix ? [[d.fix, true] as [Fix, boolean]] : []), ...(d.suggestions ?? []).map((f): [Fix, boolean] => [f, false]), ...(disable ? [[disable, false] as [Fix, boolean]] : [])];
    for (const [fix, preferred] of fixes) {
      const edit = workspaceEdit(fix, documentOf);
      if (edit) actions.push({ title: fix.title, kind: CodeActionKind.QuickFix, diagnostics: [lsp], edit, ...(preferred && { isPreferred: true }) });
    }
  }
  return actions;
}

function workspaceEdit(fix: Fix, documentOf: (file: string) => TextDocument | undefined): WorkspaceEdit | undefined {
  const changes: Record<string, LspTextEdit[]> = {};
  for (const e of fix.edits) {
    const doc = documentOf(e.file);
    if (!doc || e.range[1] > doc.getText().length) return undefined;
    (changes[doc.uri] ??= []).push({ range: { start: doc.positionAt(e.range[0]), end: doc.positionAt(e.range[1]) }, newText: e.text });
  }
  return { changes };
}

function intersects(a: Range, b: Range): boolean {
  const before = (p: Range["start"], q: Range["start"]) => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}
