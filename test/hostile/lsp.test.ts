// The language server given hostile input, end to end: the built CLI spawned as an editor spawns it.
// A document outside every workspace folder is linted alone (its folder tree, with links to /dev/zero and named
// pipes in it, is never read); diagnostics below a U+2028 or U+2029 land on the line the editor counts; broken
// message framing is logged and ends the server with code 1, so that the editor starts it again.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { StreamMessageReader, type Diagnostic as LspDiagnostic } from "vscode-languageserver-protocol/node";
import { STALLED_MESSAGE_MS } from "../../src/lsp/transport.js";
import { fifo } from "../helpers/fifo.js";
import { handler, IMPORT, project } from "../cli/run.js";
import { LspClient, uriOf, type ClientOptions, useBuiltServer } from "../lsp/client.js";

const TIMEOUT = 30_000;
const ERROR = 1;
const WARNING = 2;

const cli = useBuiltServer();

async function start(options: ClientOptions = {}): Promise<LspClient> {
  return (await cli.start(options)).client;
}

/** After the last step: a clean shutdown, and nothing arrived that the case did not expect. */
async function finish(client: LspClient): Promise<void> {
  expect(await client.shutdown()).toBe(0);
  expect(client.left()).toEqual({ diagnostics: {}, messages: [] });
  expect(client.stderr).toBe("");
}

/** Rule, severity and range of each diagnostic. */
function brief(diagnostics: LspDiagnostic[]) {
  return diagnostics.map((d) => ({ code: d.code, severity: d.severity, range: d.range }));
}

/**
 * The LSP range of `needle` in `text`, counting lines as LSP (and the editor) does: at \n, \r\n and \r only.
 * The needle may span a U+2028 or U+2029, which are characters of a line here.
 */
function rangeOf(text: string, needle: string) {
  const position = (offset: number) => {
    const lines = text.slice(0, offset).split(/\r\n|\r|\n/);
    return { line: lines.length - 1, character: lines[lines.length - 1].length };
  };
  const start = text.indexOf(needle);
  if (start === -1 || text.indexOf(needle, start + 1) !== -1) throw new Error(`"${needle}" must occur once`);
  return { start: position(start), end: position(start + needle.length) };
}


const MISSING = handler("photo.delete", { kind: "write" });
/** Where missing-description reports MISSING: its call. */
const CALL = 'defineHandler({ name: "photo.delete", kind: "write" })';
const LEADS = "List the open leads.";

describe("a document outside every workspace folder is linted alone: its folder tree is never read", () => {
  it("a tree of links to /dev/zero (package.json, tsconfig.json, x.ts) and named pipes: every document answered from its buffer", async () => {
    const tree = project({ "sub/deep/dup.ts": IMPORT + handler("lead.list", { description: LEADS }) });
    for (const name of ["package.json", "tsconfig.json", "x.ts", "sub/tsconfig.json", "sub/deep/y.ts"]) fs.symlinkSync("/dev/zero", path.join(tree, name));
    fifo(path.join(tree, "pipe.ts"));
    fifo(path.join(tree, "sub/.gitignore"));
    const client = await start({ workspaceFolder: project() });
    // Each with the same summary as sub/deep/dup.ts: read with its tree, that would be a near-duplicate.
    const text = IMPORT + handler("lead.find", { description: LEADS }) + MISSING;
    for (const name of ["doc.ts", "x.ts", "pipe.ts"]) {
      const file = path.join(tree, name);
      await client.open(file, text);
      expect(brief((await client.next(file)).diagnostics), name).toEqual([{ code: "missing-description", severity: ERROR, range: rangeOf(text, CALL) }]);
    }
    // The document's own folder's package.json and tsconfig.json are read (for its presets and aliases), and
    // refused: said once each, as a warning.
    expect(await client.shutdown()).toBe(0);
    expect(client.left()).toEqual({
      diagnostics: {},
      messages: [
        {
          message: "summarylint: package.json was not read: it is a device, not a file; the packages it names are not known, so presets it would choose are not used. Make it a regular file, or remove it.",
          type: 2,
        },
        {
          message: "summarylint: tsconfig.json was not read: it is a device, not a file; its path aliases and output folders are not known. Make it a regular file, or remove it.",
          type: 2,
        },
      ],
    });
    expect(client.stderr).toBe("");
  }, TIMEOUT);

  it("with a config above it: its settings apply, and the config's folder is not read", async () => {
    const tree = project({
      ".summarylintrc.yaml": "rules:\n  missing-description: warn\n",
      "other/dup.ts": IMPORT + handler("lead.list", { description: LEADS }),
    });
    fs.symlinkSync("/dev/zero", path.join(tree, "other/x.ts"));
    const file = path.join(tree, "src/doc.ts");
    const client = await start({ workspaceFolder: project() });
    const text = IMPORT + handler("lead.find", { description: LEADS }) + MISSING;
    await client.open(file, text);
    expect(brief((await client.next(file)).diagnostics)).toEqual([{ code: "missing-description", severity: WARNING, range: rangeOf(text, CALL) }]);
    await finish(client);
  }, TIMEOUT);
});

describe("U+2028 and U+2029 end lines for JavaScript, not for LSP: a diagnostic lands where the editor counts", () => {
  // LSP lines: 0 the import, 1 the comment (one line for the editor, two for JavaScript), 2 the declaration.
  it.each([
    ["a U+2028 in a block comment", `${IMPORT}/* Photos\u2028of vehicles. */\n${MISSING}`, []],
    ["a U+2029 in a block comment", `${IMPORT}/* Photos\u2029of vehicles. */\n${MISSING}`, []],
    // A line comment ends at one: what follows is code, a syntax error at "of", on the comment's line.
    ["a U+2028 in a line comment", `${IMPORT}// Photos\u2028of vehicles.\n${MISSING}`, [{ code: "unreadable-source", severity: WARNING, needle: "of" }]],
  ])("%s above a declaration", async (_name, text, before: { code: string; severity: number; needle: string }[]) => {
    const dir = project();
    const file = path.join(dir, "src/a.ts");
    const client = await start({ workspaceFolder: dir });
    await client.open(file, text);
    const found = brief((await client.next(file)).diagnostics);
    expect(found).toEqual([
      ...before.map(({ code, severity, needle }) => ({ code, severity, range: rangeOf(text, needle) })),
      { code: "missing-description", severity: ERROR, range: rangeOf(text, CALL) },
    ]);
    expect(found.map((d) => d.range.start.line)).toEqual([...before.map(() => 1), 2]);
    await finish(client);
  }, TIMEOUT);

  it("a range that spans a U+2028 in a string, and a related location in a closed file below one, read from the disk", async () => {
    const description = JSON.stringify("List the contacts\u2028of the dealer.");
    const closed = `${IMPORT}/* Contacts\u2029and leads */\n${handler("contact.list", { description: JSON.parse(description) })}`;
    const dir = project({ "src/b.ts": closed });
    const file = path.join(dir, "src/c.ts");
    const text = `${IMPORT}/* Contacts\u2028and leads */\n${handler("contact.find", { description: JSON.parse(description) })}`;
    const client = await start({ workspaceFolder: dir });
    await client.open(file, text);
    const [d] = (await client.next(file)).diagnostics;
    expect({ code: d.code, range: d.range, related: d.relatedInformation?.map((r) => r.location) }).toEqual({
      code: "near-duplicate-summary",
      range: rangeOf(text, description),
      related: [{ uri: uriOf(path.join(dir, "src/b.ts")), range: rangeOf(closed, description) }],
    });
    expect([d.range.start.line, d.range.end.line]).toEqual([2, 2]);
    await finish(client);
  }, TIMEOUT);
});

// Concurrent: three of these wait out the server's 5 s stall, and the near misses pause 3 s; waiting one after the
// other held a test worker for 20 s.
describe.concurrent("broken message framing: said on stderr and in the client's log, and the server exits with code 1", () => {
  const STOPS = "; the language server stops, for the editor to start it again";
  const unreadable = (detail: string) => `summarylint: a message from the client could not be read (${detail})${STOPS}`;
  const stalled = `summarylint: the client sent part of a message and nothing more for ${STALLED_MESSAGE_MS / 1000} s${STOPS}`;

  it.for<[string, string | Buffer, string | RegExp]>([
    ["a header line without a colon", "garbage garbage\r\n\r\n", unreadable("Message header must separate key and value using ':'")],
    ["binary garbage", Buffer.from([0, 1, 0xff, 0xfe, 13, 10, 13, 10]), unreadable("Message header must separate key and value using ':'")],
    ["no Content-Length", "Content-Type: application/json\r\n\r\n{}", unreadable("Header must provide a Content-Length property.")],
    ["a Content-Length that is not a number", "Content-Length: many\r\n\r\n{}", unreadable("Content-Length value must be a number. Got many")],
    // The parser's wording is V8's: only the frame around it is ours.
    ["a Content-Length short of the body: JSON cut off", 'Content-Length: 10\r\n\r\n{"jsonrpc":"2.0","id":1}', /^summarylint: a message from the client could not be read \(.*JSON.*\); the language server stops/],
    ["a body that stops arriving midway", 'Content-Length: 100\r\n\r\n{"jsonrpc":"2.0"', stalled],
    ["bytes that never end a header", "Content-Length: 10", stalled],
    ["a huge Content-Length", "Content-Length: 99999999999\r\n\r\n{", stalled],
  ])("%s", { timeout: TIMEOUT }, async ([, bytes, said], { expect }) => {
    const server = serve();
    server.child.stdin.write(bytes); // and the input stays open, as an editor's does
    const { code, stderr, messages } = await server.exited();
    expect(code).toBe(1);
    expect(stderr).toMatch(/^summarylint: [^\n]*\n$/);
    expect(stderr.trimEnd()).toEqual(typeof said === "string" ? said : expect.stringMatching(said));
    expect(messages).toEqual([{ jsonrpc: "2.0", method: "window/logMessage", params: { type: 1, message: stderr.trimEnd() } }]);
  });

  it("near misses: a message written in pieces with pauses, and a well-framed one that is not JSON-RPC, are served", async ({ expect }) => {
    const server = serve();
    const initialize = frame({ jsonrpc: "2.0", id: 1, method: "initialize", params: { processId: null, rootUri: null, capabilities: {} } });
    const cut = initialize.indexOf("\r\n\r\n") + 10;
    for (const piece of [initialize.slice(0, 8), initialize.slice(8, cut), initialize.slice(cut)]) {
      server.child.stdin.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    server.child.stdin.write(frame({}));
    server.child.stdin.write(frame({ jsonrpc: "2.0", id: 2, method: "shutdown" }));
    await expect.poll(() => server.messages.some((m) => m.id === 2), { timeout: 10_000 }).toBe(true);
    server.child.stdin.write(frame({ jsonrpc: "2.0", method: "exit" }));
    const { code, stderr, messages } = await server.exited();
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(messages.map((m) => ("id" in m ? `response ${m.id}` : `${m.method} ${(m.params as { message?: string }).message}`))).toEqual([
      "response 1",
      "window/logMessage Received message which is neither a response nor a notification message:\n{}",
      "response 2",
    ]);
  }, TIMEOUT);
});

/** One framed message, as a client writes it. */
function frame(message: object): string {
  const body = JSON.stringify(message);
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** The server spawned with raw pipes: what it says, and its exit (killed after STALLED_MESSAGE_MS and 15 s more). */
function serve() {
  const child = spawn(process.execPath, [cli.launcher, "lsp", "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const messages: Record<string, unknown>[] = [];
  new StreamMessageReader(child.stdout).listen((message) => messages.push(message as unknown as Record<string, unknown>));
  const killer = setTimeout(() => child.kill(), STALLED_MESSAGE_MS + 15_000);
  child.stdin.on("error", () => undefined); // written to after it exits: the test says what went wrong
  // "close": after stdout is read to its end.
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return {
    child,
    messages,
    exited: async () => {
      const code = await exited;
      clearTimeout(killer);
      child.stdin.destroy();
      return { code, stderr, messages };
    },
  };
}
