// textDocument/codeAction end to end: the built server, a real client. For the diagnostics in the asked
// range: the fix (preferred), the suggestions, and a disable-next-line directive, each as a workspace edit of the
// exact text; an edit of a const in another (closed) file lands in that file; nothing for a stale version.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CodeActionRequest, type CodeAction, type Range, type TextEdit } from "vscode-languageserver-protocol/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { IMPORT, project } from "../cli/run.js";
import { uriOf, useBuiltServer } from "./client.js";

const TIMEOUT = 30_000;
const cli = useBuiltServer();

const SOURCE =
  IMPORT +
  'import { SHARED } from "./text";\n' +
  "export const send = defineHandler({\n" +
  '  name: "run.send",\n' +
  '  description: "Send the message with with the attachments.",\n' +
  "});\n" +
  'export const list = defineHandler({ name: "order.list", description: SHARED });\n' +
  'export const gone = defineHandler({ name: "photo.delete", kind: "write" });\n';
const TEXT = 'export const SHARED = "List the the orders of the dealer.";\n';

/** The whole document's range. */
const ALL: Range = { start: { line: 0, character: 0 }, end: { line: 100, character: 0 } };

/** `text` after an action's edits of the file `uri`. */
function edited(text: string, action: CodeAction, uri: string): string {
  const edits: TextEdit[] = action.edit?.changes?.[uri] ?? [];
  return TextDocument.applyEdits(TextDocument.create(uri, "typescript", 0, text), edits);
}

describe("summarylint lsp: code actions", () => {
  it("quick fixes: the fix, the suggestions and a directive, for the diagnostics in the range", async () => {
    const dir = project({ "src/a.ts": SOURCE, "src/text.ts": TEXT });
    const file = path.join(dir, "src/a.ts");
    const text = path.join(dir, "src/text.ts");
    const { client } = await cli.start({ workspaceFolder: dir });
    await client.open(file, SOURCE);
    expect((await client.next(file)).diagnostics.map((d) => d.code)).toEqual(["broken-generated-text", "broken-generated-text", "missing-description"]);

    const ask = (range: Range) => client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri: uriOf(file) }, range, context: { diagnostics: [] } });
    const actions = (await ask(ALL)) ?? [];
    const shown = actions.map((a) => {
      const action = a as CodeAction;
      return { title: action.title, kind: action.kind, preferred: action.isPreferred === true, code: action.diagnostics?.[0].code, files: Object.keys(action.edit?.changes ?? {}) };
    });
    const [a, t] = [uriOf(file), uriOf(text)];
    expect(shown).toEqual([
      { title: "Remove the repeated “with”", kind: "quickfix", preferred: true, code: "broken-generated-text", files: [a] },
      { title: "Disable broken-generated-text for this line (summarylint-disable-next-line)", kind: "quickfix", preferred: false, code: "broken-generated-text", files: [a] },
      { title: "Remove the repeated “the”", kind: "quickfix", preferred: true, code: "broken-generated-text", files: [t] },
      { title: "Disable broken-generated-text for this line (summarylint-disable-next-line)", kind: "quickfix", preferred: false, code: "broken-generated-text", files: [a] },
      { title: "Add a description stub (“TODO: say what it does”)", kind: "quickfix", preferred: false, code: "missing-description", files: [a] },
      { title: "Disable missing-description for this line (summarylint-disable-next-line)", kind: "quickfix", preferred: false, code: "missing-description", files: [a] },
    ]);
    const results = actions.map((x) => x as CodeAction);
    expect(edited(SOURCE, results[0], a)).toBe(SOURCE.replace("with with", "with"));
    expect(edited(SOURCE, results[1], a)).toBe(SOURCE.replace('  description: "Send', '  // summarylint-disable-next-line broken-generated-text -- TODO: say why\n  description: "Send'));
    expect(edited(TEXT, results[2], t)).toBe(TEXT.replace("the the", "the"));
    expect(edited(SOURCE, results[4], a)).toBe(SOURCE.replace('name: "photo.delete",', 'name: "photo.delete", description: "TODO: say what it does",'));

    // Only the diagnostics in the range: the last line holds only missing-description.
    const last = SOURCE.split("\n").length - 2;
    const narrow = ((await ask({ start: { line: last, character: 0 }, end: { line: last, character: 200 } })) ?? []).map((x) => (x as CodeAction).title);
    expect(narrow).toEqual(["Add a description stub (“TODO: say what it does”)", "Disable missing-description for this line (summarylint-disable-next-line)"]);

    // A client asking only for other kinds gets none.
    const source = await client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri: uriOf(file) }, range: ALL, context: { diagnostics: [], only: ["source.organizeImports"] } });
    expect(source).toEqual([]);

    // A version not linted yet gets nothing (its offsets would be wrong).
    await client.change(file, "\n" + SOURCE);
    expect(await ask(ALL)).toEqual([]);
    await client.next(file);
    const moved = ((await ask(ALL)) ?? []).map((x) => x as CodeAction);
    expect(moved.length).toBe(6);
    expect(edited("\n" + SOURCE, moved[0], a)).toBe("\n" + SOURCE.replace("with with", "with"));
    expect(await client.shutdown()).toBe(0);
  }, TIMEOUT);
});
