// A language client for the tests: spawns `node bin/summarylint.js lsp --stdio` and talks JSON-RPC to it with
// vscode-languageserver-protocol, as an editor would. Every notification the server sends is queued, and a test
// takes them in order: the next diagnostics for a URI, the next message shown.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll } from "vitest";
import { buildCli, type BuiltCli } from "../helpers/built-cli.js";
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DidSaveTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShowMessageNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type FileEvent,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type Registration,
  type ShowMessageParams,
  type TextDocumentContentChangeEvent,
} from "vscode-languageserver-protocol/node";

const WAIT_MS = 10_000;

export const uriOf = (file: string): string => pathToFileURL(file).href;

/** A queue of values that arrive over time; `next()` waits for the next one. */
class Inbox<T> {
  private readonly items: T[] = [];
  private readonly waiting: ((item: T) => void)[] = [];

  push(item: T): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  }

  next(what: string): Promise<T> {
    if (this.items.length > 0) return Promise.resolve(this.items.shift()!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), WAIT_MS);
      this.waiting.push((item) => {
        clearTimeout(timer);
        resolve(item);
      });
    });
  }

  /** What arrived and was never taken. */
  left(): T[] {
    return this.items.splice(0);
  }
}

export interface ClientOptions {
  /** Declare support for workspace/didChangeWatchedFiles registration (default true). */
  watch?: boolean;
  workspaceFolder?: string;
  /** Arguments after `lsp` (default `--stdio`). */
  args?: string[];
}

export class LspClient {
  readonly registrations: Registration[] = [];
  stderr = "";
  private readonly diagnostics = new Map<string, Inbox<PublishDiagnosticsParams>>();
  private readonly messages = new Inbox<ShowMessageParams>();
  private readonly exited: Promise<number | null>;
  private readonly versions = new Map<string, number>();

  private constructor(
    readonly child: ChildProcessWithoutNullStreams,
    readonly connection: ProtocolConnection,
  ) {
    this.exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (this.stderr += chunk));
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => this.inbox(params.uri).push(params));
    connection.onNotification(ShowMessageNotification.type, (params) => this.messages.push(params));
    connection.onRequest(RegistrationRequest.type, (params) => {
      this.registrations.push(...params.registrations);
    });
    connection.listen();
  }

  /** Spawn the server and complete the initialize handshake. */
  static async start(launcher: string, options: ClientOptions = {}): Promise<{ client: LspClient; result: InitializeResult }> {
    const child = spawn(process.execPath, [launcher, "lsp", ...(options.args ?? ["--stdio"])], { stdio: ["pipe", "pipe", "pipe"] });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    const client = new LspClient(child, connection);
    const folder = options.workspaceFolder;
    const result = await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: folder ? uriOf(folder) : null,
      workspaceFolders: folder ? [{ uri: uriOf(folder), name: "project" }] : null,
      capabilities: {
        textDocument: { publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true, versionSupport: true } },
        workspace: { didChangeWatchedFiles: { dynamicRegistration: options.watch ?? true } },
      },
    });
    await connection.sendNotification(InitializedNotification.type, {});
    return { client, result };
  }

  private inbox(uri: string): Inbox<PublishDiagnosticsParams> {
    let inbox = this.diagnostics.get(uri);
    if (!inbox) this.diagnostics.set(uri, (inbox = new Inbox()));
    return inbox;
  }

  /** The next textDocument/publishDiagnostics for a file. */
  next(file: string): Promise<PublishDiagnosticsParams> {
    return this.inbox(uriOf(file)).next(`diagnostics for ${file}`);
  }

  nextMessage(): Promise<ShowMessageParams> {
    return this.messages.next("window/showMessage");
  }

  async open(file: string, text: string, languageId = "typescript"): Promise<void> {
    this.versions.set(file, 1);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: uriOf(file), languageId, version: 1, text } });
  }

  /** Replace the whole text (a change event without a range), or apply ranged edits. */
  async change(file: string, change: string | TextDocumentContentChangeEvent[]): Promise<number> {
    const version = (this.versions.get(file) ?? 0) + 1;
    this.versions.set(file, version);
    const contentChanges = typeof change === "string" ? [{ text: change }] : change;
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: uriOf(file), version }, contentChanges });
    return version;
  }

  async save(file: string): Promise<void> {
    await this.connection.sendNotification(DidSaveTextDocumentNotification.type, { textDocument: { uri: uriOf(file) } });
  }

  async close(file: string): Promise<void> {
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: uriOf(file) } });
  }

  async filesChanged(changes: { file: string; type: FileEvent["type"] }[]): Promise<void> {
    await this.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: changes.map(({ file, type }) => ({ uri: uriOf(file), type })) });
  }

  /** Notifications that arrived and no test step took: diagnostics by URI, and messages. */
  left(): { diagnostics: Record<string, PublishDiagnosticsParams[]>; messages: ShowMessageParams[] } {
    const diagnostics: Record<string, PublishDiagnosticsParams[]> = {};
    for (const [uri, inbox] of this.diagnostics) {
      const items = inbox.left();
      if (items.length > 0) diagnostics[uri] = items;
    }
    return { diagnostics, messages: this.messages.left() };
  }

  /** shutdown, then exit: resolves with the server's exit code. */
  async shutdown(): Promise<number | null> {
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
    const code = await this.exited;
    this.connection.dispose();
    return code;
  }

  /** Exit without shutdown (or after a failed test): resolves with the exit code. */
  async kill(): Promise<number | null> {
    if (this.child.exitCode !== null) return this.child.exitCode;
    this.child.kill();
    const code = await this.exited;
    this.connection.dispose();
    return code;
  }

  get exitCode(): Promise<number | null> {
    return this.exited;
  }
}

/**
 * The built CLI for one test file's language-server tests (built before them, removed after them), and the clients
 * they start through it, each killed after them. Call it at the top of the file.
 */
export function useBuiltServer(): { readonly launcher: string; start(options?: ClientOptions): Promise<{ client: LspClient; result: InitializeResult }> } {
  let cli: BuiltCli | undefined;
  const clients: LspClient[] = [];
  beforeAll(() => {
    cli = buildCli();
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) await client.kill();
    cli?.remove();
  });
  return {
    get launcher() {
      return cli!.launcher;
    },
    async start(options: ClientOptions = {}) {
      const started = await LspClient.start(cli!.launcher, options);
      clients.push(started.client);
      return started;
    },
  };
}
