// `summarylint lsp` end to end: the built CLI spawned as an editor spawns it (`node bin/summarylint.js lsp
// --stdio`), driven over stdio by a real JSON-RPC client (vscode-languageserver-protocol). Each case states the
// exact diagnostics an editor receives: rule ids (and which message), ranges, severities, doc links, related
// locations, document versions.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import type { Diagnostic as LspDiagnostic, PublishDiagnosticsParams } from "vscode-languageserver-protocol/node";
import { handler, IMPORT, messageId, write } from "../cli/run.js";
import { LspClient, uriOf, type ClientOptions, useBuiltServer } from "./client.js";

const DOCS = "https://github.com/summarylint/summarylint/blob/main/rules";
const TIMEOUT = 30_000;

const ERROR = 1;
const WARNING = 2;
const INFORMATION = 3;

const cli = useBuiltServer();

// The cases run concurrently (each waits on its own server process most of the time), so their folders are removed
// when the file is done, not after each case (the shared helper's afterEach would remove the folders of cases still
// running).
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh temp folder holding `files` (relative path -> text), as its real path. */
function project(files: Record<string, string> = {}): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-lsp-")));
  folders.push(dir);
  write(dir, files);
  return dir;
}

function start(options: ClientOptions = {}) {
  return cli.start(options);
}

/** The 0-based LSP range of the `nth` occurrence of `needle` (on one line) in `source`. */
function rangeOf(source: string, needle: string, nth = 1) {
  let index = -1;
  for (let i = 0; i < nth; i++) {
    index = source.indexOf(needle, index + 1);
    if (index === -1) throw new Error(`"${needle}" occurs fewer than ${nth} times`);
  }
  const before = source.slice(0, index);
  const line = before.split("\n").length - 1;
  const character = index - (before.lastIndexOf("\n") + 1);
  return { start: { line, character }, end: { line, character: character + needle.length } };
}

/** What the tests compare of an LSP diagnostic: everything, with the message as its rule's messageId. */
function shape(d: LspDiagnostic) {
  return {
    code: d.code,
    messageId: messageId({ ruleId: String(d.code), message: d.message as string }),
    severity: d.severity,
    range: d.range,
    source: d.source,
    codeDescription: d.codeDescription,
    ...(d.tags ? { tags: d.tags } : {}),
    ...(d.relatedInformation ? { related: d.relatedInformation.map((r) => ({ uri: r.location.uri, range: r.location.range })) } : {}),
  };
}

type Range = ReturnType<typeof rangeOf>;

function expected(code: string, id: string, severity: number, range: Range, extra: { tags?: number[]; related?: { uri: string; range: Range }[] } = {}) {
  return { code, messageId: id, severity, range, source: "summarylint", codeDescription: { href: `${DOCS}/${code}.md` }, ...extra };
}

function shapes(params: PublishDiagnosticsParams) {
  return params.diagnostics.map(shape);
}

/** After the last step of a case: shut down cleanly, and nothing arrived that the case did not expect. */
async function finish(client: LspClient): Promise<void> {
  expect(await client.shutdown()).toBe(0);
  expect(client.left()).toEqual({ diagnostics: {}, messages: [] });
  expect(client.stderr).toBe("");
}

const CLEAN = IMPORT + handler("photo.delete", { kind: "write", description: "Delete a photo of a vehicle." });
const DEFECTIVE = IMPORT + handler("photo.delete", { kind: "write" }) + handler("lead.list", { description: "List the open leads. Newest first." });
const FIXED = IMPORT + handler("photo.delete", { kind: "write", description: "Delete a photo of a vehicle." }) + handler("lead.list", { description: "List the open leads, newest first." });

describe.concurrent("summarylint lsp: handshake and lifecycle", () => {
  it("initialize: incremental sync with open, close and save; watches configs and sources when the client can", async () => {
    const { client, result } = await start();
    expect(result).toEqual({
      capabilities: { textDocumentSync: { openClose: true, change: 2, save: { includeText: false } }, codeActionProvider: { codeActionKinds: ["quickfix"] } },
      serverInfo: { name: "summarylint", version: JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version },
    });
    await expect.poll(() => client.registrations.length).toBe(1);
    expect(client.registrations[0].method).toBe("workspace/didChangeWatchedFiles");
    expect(client.registrations[0].registerOptions).toEqual({
      watchers: [
        { globPattern: "**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}" },
        { globPattern: "**/{.summarylintrc,.summarylintrc.yaml,.summarylintrc.yml,.summarylintrc.json,package.json,tsconfig*.json,.gitignore,summarylint-suppressions.json}" },
      ],
    });
    await finish(client);
  }, TIMEOUT);

  it("a client that cannot watch files: no registration", async () => {
    const { client } = await start({ watch: false });
    await finish(client);
    expect(client.registrations).toEqual([]);
  }, TIMEOUT);

  it("accepts what editors pass: --stdio, --clientProcessId (VS Code), or nothing", async () => {
    for (const args of [["--stdio", `--clientProcessId=${process.pid}`], ["--clientProcessId", String(process.pid), "--stdio"], []]) {
      const { client, result } = await start({ args });
      expect(result.serverInfo?.name, args.join(" ")).toBe("summarylint");
      await finish(client);
    }
  }, TIMEOUT);

  it("usage mistakes: exit 2 with one line on stderr, nothing on stdout", () => {
    const cases: [string[], string][] = [
      [["lsp", "--socket=2087"], "summarylint: unknown option '--socket=2087'; see summarylint --help\n"],
      [["-f", "json", "lsp"], 'summarylint: --format does not apply to "lsp"\n'],
      [["lps"], 'summarylint: no such file or folder: lps (did you mean the command "lsp"?)\n'],
    ];
    for (const [argv, stderr] of cases) {
      const run = spawnSync(process.execPath, [cli.launcher, ...argv], { cwd: project(), encoding: "utf8" });
      expect({ code: run.status, stdout: run.stdout, stderr: run.stderr }, argv.join(" ")).toEqual({ code: 2, stdout: "", stderr });
    }
  }, TIMEOUT);

  it("exit without shutdown: exit code 1, as the protocol asks", async () => {
    const { client } = await start();
    await client.connection.sendNotification("exit");
    expect(await client.exitCode).toBe(1);
  }, TIMEOUT);

  it("documents that are not TypeScript or JavaScript, or not files, get nothing", async () => {
    const dir = project({ "src/a.ts": CLEAN, "README.md": "# x\n" });
    const { client } = await start({ workspaceFolder: dir });
    await client.open(path.join(dir, "README.md"), "# x\n", "markdown");
    await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: "untitled:Untitled-1", languageId: "typescript", version: 1, text: DEFECTIVE } });
    await client.open(path.join(dir, "src/a.ts"), CLEAN);
    // The first list for the TypeScript file, and nothing for the other two (finish checks that nothing else came).
    expect(await client.next(path.join(dir, "src/a.ts"))).toEqual({ uri: uriOf(path.join(dir, "src/a.ts")), version: 1, diagnostics: [] });
    await finish(client);
  }, TIMEOUT);
});

describe.concurrent("summarylint lsp: diagnostics of the unsaved buffer", () => {
  it("open: the buffer's problems (not the disk's); a change that fixes them: the empty list", async () => {
    const dir = project({ "src/a.ts": CLEAN });
    const file = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir });

    await client.open(file, DEFECTIVE);
    const opened = await client.next(file);
    expect(opened.uri).toBe(uriOf(file));
    expect(opened.version).toBe(1);
    expect(shapes(opened)).toEqual([
      expected("missing-description", "missing", ERROR, rangeOf(DEFECTIVE, 'defineHandler({ name: "photo.delete", kind: "write" })')),
      expected("first-sentence-only", "laterSentencesDropped", INFORMATION, rangeOf(DEFECTIVE, '"List the open leads. Newest first."')),
    ]);

    expect(await client.change(file, FIXED)).toBe(2);
    expect(await client.next(file)).toEqual({ uri: uriOf(file), version: 2, diagnostics: [] });
    await finish(client);
  }, TIMEOUT);

  it("incremental edits are applied to the buffer; positions count UTF-16 units, as LSP does", async () => {
    const dir = project({ "src/a.ts": CLEAN });
    const file = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(file, CLEAN);
    expect(await client.next(file)).toEqual({ uri: uriOf(file), version: 1, diagnostics: [] });

    // Replace "Delete a photo of a vehicle." by a text with an emoji (2 UTF-16 units) and a second sentence.
    const from = rangeOf(CLEAN, "Delete a photo of a vehicle.");
    await client.change(file, [{ range: from, text: "Delete a 📷 photo. It is gone." }]);
    const edited = CLEAN.replace("Delete a photo of a vehicle.", "Delete a 📷 photo. It is gone.");
    expect(shapes(await client.next(file))).toEqual([expected("first-sentence-only", "laterSentencesDropped", INFORMATION, rangeOf(edited, '"Delete a 📷 photo. It is gone."'))]);
    await finish(client);
  }, TIMEOUT);

  it("changes are debounced: quick edits give one lint, of the last version", async () => {
    const dir = project({ "src/a.ts": CLEAN });
    const file = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(file, CLEAN);
    await client.next(file);
    await client.change(file, DEFECTIVE);
    await client.change(file, CLEAN);
    const last = await client.change(file, IMPORT + handler("photo.delete", { kind: "write" }));
    const linted = await client.next(file);
    expect(linted.version).toBe(last);
    expect(shapes(linted).map((d) => d.code)).toEqual(["missing-description"]);
    await finish(client);
  }, TIMEOUT);

  it("a syntax error mid-edit is reported, the server keeps serving, and fixing it clears it", async () => {
    const dir = project({ "src/a.ts": CLEAN });
    const file = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(file, CLEAN);
    await client.next(file);

    const broken = CLEAN.replace(" });\n", " ");
    await client.change(file, broken);
    const end = { line: 1, character: broken.split("\n")[1].length };
    expect(shapes(await client.next(file))).toEqual([expected("unreadable-source", "syntax", WARNING, { start: end, end })]);

    await client.change(file, CLEAN);
    expect((await client.next(file)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);

  it("inline directives: a suppressed problem is not shown, an unused directive is (faded: tag Unnecessary)", async () => {
    const source =
      IMPORT +
      "// summarylint-disable-next-line missing-description -- written next sprint\n" +
      handler("photo.delete", { kind: "write" }) +
      "// summarylint-disable-next-line summary-truncated\n" +
      handler("photo.list", { description: "List the photos of a vehicle." });
    const dir = project({ "src/a.ts": CLEAN });
    const file = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(file, source);
    expect(shapes(await client.next(file))).toEqual([
      expected("unused-directive", "unusedRule", WARNING, rangeOf(source, "// summarylint-disable-next-line summary-truncated"), { tags: [1] }),
    ]);
    await finish(client);
  }, TIMEOUT);

  it("a new file not yet saved belongs to the project when include matches it", async () => {
    const dir = project({ "src/a.ts": CLEAN });
    const file = path.join(dir, "src/new.ts");
    const { client } = await start({ workspaceFolder: dir });
    const source = IMPORT + handler("photo.remove", { kind: "write", description: "Delete a photo of a vehicle." });
    await client.open(file, source);
    const a = { uri: uriOf(path.join(dir, "src/a.ts")), range: rangeOf(CLEAN, '"Delete a photo of a vehicle."') };
    expect(shapes(await client.next(file))).toEqual([
      expected("near-duplicate-summary", "identical", ERROR, rangeOf(source, '"Delete a photo of a vehicle."'), { related: [a] }),
    ]);
    await finish(client);
  }, TIMEOUT);
});

describe.concurrent("summarylint lsp: cross-file rules answered from the whole project", () => {
  const B = IMPORT + handler("contact.list", { description: "List the contacts of the dealer." });
  const duplicate = IMPORT + handler("contact.find", { description: "List the contacts of the dealer." });
  const distinct = IMPORT + handler("contact.find", { description: "Find one contact by its e-mail address." });

  it("open A, whose summary duplicates B's on disk, reported on A (the later one); a change of A clears it", async () => {
    const dir = project({ "src/b.ts": B, "src/c.ts": CLEAN });
    const a = path.join(dir, "src/c.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(a, duplicate);
    const atB = { uri: uriOf(path.join(dir, "src/b.ts")), range: rangeOf(B, '"List the contacts of the dealer."') };
    expect(shapes(await client.next(a))).toEqual([
      expected("near-duplicate-summary", "identical", ERROR, rangeOf(duplicate, '"List the contacts of the dealer."'), { related: [atB] }),
    ]);
    await client.change(a, distinct);
    expect((await client.next(a)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);

  it("reported on B (the later one, closed): shown on A too, at A's description, pointing back at B", async () => {
    const dir = project({ "src/b.ts": B, "src/a.ts": CLEAN });
    const a = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(a, duplicate);
    const atB = { uri: uriOf(path.join(dir, "src/b.ts")), range: rangeOf(B, '"List the contacts of the dealer."') };
    expect(shapes(await client.next(a))).toEqual([
      expected("near-duplicate-summary", "identical", ERROR, rangeOf(duplicate, '"List the contacts of the dealer."'), { related: [atB] }),
    ]);
    await client.change(a, distinct);
    expect((await client.next(a)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);

  it("both open: a change in A creates and clears the duplicate in B as well", async () => {
    const dir = project({ "src/b.ts": B, "src/a.ts": distinct });
    const a = path.join(dir, "src/a.ts");
    const b = path.join(dir, "src/b.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(a, distinct);
    await client.open(b, B);
    expect((await client.next(a)).diagnostics).toEqual([]);
    expect((await client.next(b)).diagnostics).toEqual([]);

    await client.change(a, duplicate);
    const atA = { uri: uriOf(a), range: rangeOf(duplicate, '"List the contacts of the dealer."') };
    const atB = { uri: uriOf(b), range: rangeOf(B, '"List the contacts of the dealer."') };
    expect(shapes(await client.next(b))).toEqual([expected("near-duplicate-summary", "identical", ERROR, atB.range, { related: [atA] })]);
    expect(shapes(await client.next(a))).toEqual([expected("near-duplicate-summary", "identical", ERROR, atA.range, { related: [atB] })]);

    await client.change(a, distinct);
    expect((await client.next(b)).diagnostics).toEqual([]);
    expect((await client.next(a)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);

  it("closing A puts its saved text back: B's duplicate, made by A's unsaved buffer, goes", async () => {
    const dir = project({ "src/b.ts": B, "src/a.ts": distinct });
    const a = path.join(dir, "src/a.ts");
    const b = path.join(dir, "src/b.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(b, B);
    await client.next(b);
    await client.open(a, duplicate);
    expect((await client.next(a)).diagnostics).toHaveLength(1);
    expect((await client.next(b)).diagnostics).toHaveLength(1);
    await client.close(a);
    expect(await client.next(a)).toEqual({ uri: uriOf(a), diagnostics: [] });
    expect((await client.next(b)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);

  it("a factory on disk instantiated by the buffer: shown at the call, pointing at the declaration; fixed by a change", async () => {
    const crud =
      'import { defineHandler } from "kumiko";\n' +
      "export function listOf(entity: string, things?: string) {\n" +
      "  return defineHandler({ name: `${entity}.list`, description: `List the ${things} of the dealer.` });\n" +
      "}\n";
    const photos = 'import { listOf } from "../shared/crud";\nexport const photos = listOf("photo");\n';
    const dir = project({ "shared/crud.ts": crud, "src/photos.ts": 'import { listOf } from "../shared/crud";\n' });
    const file = path.join(dir, "src/photos.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(file, photos);
    const declaration = { uri: uriOf(path.join(dir, "shared/crud.ts")), range: rangeOf(crud, "`List the ${things} of the dealer.`") };
    expect(shapes(await client.next(file))).toEqual([
      expected("broken-generated-text", "evaluatedValue", ERROR, rangeOf(photos, 'listOf("photo")'), { related: [declaration] }),
    ]);
    await client.change(file, photos.replace('listOf("photo")', 'listOf("photo", "photos")'));
    expect((await client.next(file)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);

  it("a file changed on disk (reported by the watcher) is read again", async () => {
    const dir = project({ "src/b.ts": distinct, "src/a.ts": B });
    const a = path.join(dir, "src/a.ts");
    const b = path.join(dir, "src/b.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(a, B);
    expect((await client.next(a)).diagnostics).toEqual([]);
    write(dir, { "src/b.ts": duplicate });
    await client.filesChanged([{ file: b, type: 2 }]);
    expect(shapes(await client.next(a)).map((d) => d.code)).toEqual(["near-duplicate-summary"]);
    // A new file, created on disk: found again by discovery.
    fs.rmSync(b);
    await client.filesChanged([{ file: b, type: 3 }]);
    expect((await client.next(a)).diagnostics).toEqual([]);
    write(dir, { "src/d.ts": duplicate });
    await client.filesChanged([{ file: path.join(dir, "src/d.ts"), type: 1 }]);
    expect(shapes(await client.next(a)).map((d) => d.code)).toEqual(["near-duplicate-summary"]);
    await finish(client);
  }, TIMEOUT);

  it("a file a tsconfig.json extends, changed on disk (reported by the watcher): its alias names the other file now", async () => {
    const A = `${IMPORT}import { D } from "@c/consts";\nexport const a = defineHandler({ name: "photo.delete", kind: "write", description: D });\n`;
    const dir = project({
      "tsconfig.json": '{ "extends": "./config/base.json" }\n',
      "config/base.json": '{ "compilerOptions": { "paths": { "@c/*": ["../src/v1/*"] } } }\n',
      "src/v1/consts.ts": 'export const D = "Delete a photo of a vehicle.";\n',
      "src/v2/consts.ts": 'export const D = "";\n',
      "src/a.ts": A,
    });
    const a = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(a, A);
    expect((await client.next(a)).diagnostics).toEqual([]);
    write(dir, { "config/base.json": '{ "compilerOptions": { "paths": { "@c/*": ["../src/v2/*"] } } }\n' });
    await client.filesChanged([{ file: path.join(dir, "config/base.json"), type: 2 }]);
    expect(shapes(await client.next(a)).map((d) => [d.code, d.messageId])).toEqual([["missing-description", "empty"]]);
    await finish(client);
  }, TIMEOUT);

  it("without a watcher, a save rechecks the disk", async () => {
    const dir = project({ "src/b.ts": distinct, "src/a.ts": B });
    const a = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir, watch: false });
    await client.open(a, B);
    expect((await client.next(a)).diagnostics).toEqual([]);
    write(dir, { "src/b.ts": duplicate + "\n" }); // a different size, so the change shows whatever the clock's resolution
    await client.save(a);
    expect(shapes(await client.next(a)).map((d) => d.code)).toEqual(["near-duplicate-summary"]);
    await finish(client);
  }, TIMEOUT);
});

describe.concurrent("summarylint lsp: config", () => {
  const CONFIG = ".summarylintrc.yaml";
  const OFF = "rules:\n  first-sentence-only: off\n";
  const TYPO = "rules:\n  first-sentence-onyl: off\n";
  const WARN = "rules:\n  first-sentence-only: warn\n";

  it("is honoured; an invalid config is reported at its key (and shown once); fixing it re-lints", async () => {
    const dir = project({ "src/a.ts": CLEAN, [CONFIG]: OFF });
    const file = path.join(dir, "src/a.ts");
    const config = path.join(dir, CONFIG);
    const { client } = await start({ workspaceFolder: dir });
    await client.open(file, DEFECTIVE);
    expect(shapes(await client.next(file)).map((d) => d.code)).toEqual(["missing-description"]);

    write(dir, { [CONFIG]: TYPO });
    await client.filesChanged([{ file: config, type: 2 }]);
    const error = await client.next(config);
    expect(error.diagnostics).toEqual([
      { range: { start: { line: 1, character: 2 }, end: { line: 1, character: 2 } }, severity: ERROR, source: "summarylint", message: 'unknown rule "first-sentence-onyl" (did you mean "first-sentence-only"?)' },
    ]);
    expect(await client.nextMessage()).toEqual({ type: 1, message: `summarylint: ${CONFIG}:2:3: ${error.diagnostics[0].message}` });
    expect((await client.next(file)).diagnostics).toEqual([]);

    // Still serving: a change while the config is broken publishes nothing new (and shows the message no more).
    await client.change(file, FIXED);
    write(dir, { [CONFIG]: WARN });
    await client.filesChanged([{ file: config, type: 2 }]);
    expect((await client.next(config)).diagnostics).toEqual([]);
    await client.change(file, DEFECTIVE);
    expect(shapes(await client.next(file)).map((d) => [d.code, d.severity])).toEqual([
      ["missing-description", ERROR],
      ["first-sentence-only", WARNING],
    ]);
    await finish(client);
  }, TIMEOUT);

  it("without a watcher, a config is read again when it is saved", async () => {
    const dir = project({ "src/a.ts": CLEAN, [CONFIG]: OFF });
    const file = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir, watch: false });
    await client.open(file, DEFECTIVE);
    expect(shapes(await client.next(file)).map((d) => d.code)).toEqual(["missing-description"]);
    write(dir, { [CONFIG]: WARN });
    await client.save(path.join(dir, CONFIG));
    expect(shapes(await client.next(file)).map((d) => d.code)).toEqual(["missing-description", "first-sentence-only"]);
    await finish(client);
  }, TIMEOUT);

  it("without a watcher, a config changed on disk by another program is read again at the next save of a source", async () => {
    const dir = project({ "src/a.ts": CLEAN, [CONFIG]: OFF });
    const file = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir, watch: false });
    await client.open(file, DEFECTIVE);
    expect(shapes(await client.next(file)).map((d) => d.code)).toEqual(["missing-description"]);
    write(dir, { [CONFIG]: `${WARN}# changed by another program\n` });
    await client.save(file);
    expect(shapes(await client.next(file)).map((d) => d.code)).toEqual(["missing-description", "first-sentence-only"]);
    await finish(client);
  }, TIMEOUT);

  it("a config error shown on the config goes when the config is fixed, even with no document open", async () => {
    const dir = project({ "src/a.ts": CLEAN, [CONFIG]: TYPO });
    const file = path.join(dir, "src/a.ts");
    const config = path.join(dir, CONFIG);
    const { client } = await start({ workspaceFolder: dir });
    await client.open(file, CLEAN);
    expect((await client.next(config)).diagnostics).toHaveLength(1);
    await client.nextMessage();
    expect((await client.next(file)).diagnostics).toEqual([]);
    await client.close(file);
    write(dir, { [CONFIG]: OFF });
    await client.filesChanged([{ file: config, type: 2 }]);
    expect((await client.next(config)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);

  it("a document outside every workspace folder and config is linted alone, not with its whole folder", async () => {
    const dir = project({ "elsewhere/other.ts": IMPORT + handler("lead.list", { description: "List the open leads." }) });
    const file = path.join(dir, "elsewhere/a.ts");
    const { client } = await start({ watch: false });
    // Its folder holds an action with the same summary: read with it, that would be a near-duplicate.
    await client.open(file, IMPORT + handler("lead.find", { description: "List the open leads." }));
    expect((await client.next(file)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);

  it("a workspace folder below a repository's root, without a config: the package.json above chooses the presets", async () => {
    const files = {
      "package.json": JSON.stringify({ name: "repo", private: true, dependencies: { "@modelcontextprotocol/sdk": "1.0.0" } }),
      "packages/server/src/server.ts": 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const server = new McpServer({ name: "s", version: "1" });\n',
    };
    const TOOL = 'import { server } from "./server.js";\nserver.registerTool("read_file", { inputSchema: {} }, cb);\n';
    // Near miss: no .git above, so the folder is the whole project and nothing above it is read.
    for (const [repository, codes] of [[true, ["missing-description"]], [false, []]] as const) {
      const dir = project({ ...files, ...(repository ? { ".git/HEAD": "ref: refs/heads/main\n" } : {}) });
      const file = path.join(dir, "packages/server/src/a.ts");
      const { client } = await start({ workspaceFolder: path.join(dir, "packages/server") });
      await client.open(file, TOOL);
      expect(shapes(await client.next(file)).map((d) => [d.code, d.range.start.line]), `.git: ${repository}`).toEqual(codes.map((code) => [code, 1]));
      await finish(client);
    }
  }, TIMEOUT);

  it("the project is the config's folder; a document the config excludes gets nothing", async () => {
    const dir = project({
      "app/.summarylintrc.yaml": 'exclude: ["src/legacy/**"]\n',
      "app/src/a.ts": CLEAN,
      "app/src/legacy/old.ts": CLEAN,
      "other/b.ts": IMPORT + handler("photo.remove", { kind: "write", description: "Delete a photo of a vehicle." }),
    });
    const a = path.join(dir, "app/src/a.ts");
    const old = path.join(dir, "app/src/legacy/old.ts");
    // The workspace folder is `dir`, but app/'s config makes app/ the project: other/b.ts (a duplicate) is not in it.
    const { client } = await start({ workspaceFolder: dir });
    await client.open(a, CLEAN);
    expect((await client.next(a)).diagnostics).toEqual([]);
    await client.open(old, DEFECTIVE);
    expect((await client.next(old)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);
});

describe.concurrent("summarylint lsp: files it cannot read", () => {
  it("an unreadable file in the project is shown once as a message; the open document is still linted", async () => {
    const dir = project({ "src/a.ts": CLEAN });
    fs.symlinkSync(path.join(dir, "nowhere.ts"), path.join(dir, "src/broken.ts"));
    const file = path.join(dir, "src/a.ts");
    const { client } = await start({ workspaceFolder: dir });
    await client.open(file, DEFECTIVE);
    expect(shapes(await client.next(file)).map((d) => d.code)).toEqual(["missing-description", "first-sentence-only"]);
    const message = await client.nextMessage();
    expect(message.type).toBe(2);
    expect(message.message.startsWith("summarylint: src/broken.ts could not be read")).toBe(true);
    expect(messageId({ ruleId: "unreadable-source", message: message.message.replace(/^summarylint: /, "") })).toBe("unreadable");
    await client.change(file, FIXED);
    expect((await client.next(file)).diagnostics).toEqual([]);
    await finish(client);
  }, TIMEOUT);
});
