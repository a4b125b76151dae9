// `summarylint lsp`: the language server, over stdio. It pushes diagnostics (textDocument/publishDiagnostics)
// for open TypeScript and JavaScript documents on open, change (debounced) and save, computed from the unsaved
// buffers with the whole project behind them (live-project.ts). A project is the config root of a document's
// folder, found as the CLI finds it; without a config, the workspace folder holding the document. A document
// outside every workspace folder is linted alone, with its config's settings: its folder tree is never read.
// Nothing the project holds (a bad config, an unreadable file, a syntax error, a bug of ours) stops the server:
// it is reported, and the server keeps serving. Messages it cannot read stop it (transport.ts).
import fs from "node:fs";
import path from "node:path";
import { format } from "node:util";
import {
  DidChangeWatchedFilesNotification,
  FileChangeType,
  CodeActionKind,
  MessageType,
  ShowMessageNotification,
  TextDocumentSyncKind,
  type CodeAction,
  type CodeActionParams,
  type Connection,
  type Diagnostic as LspDiagnostic,
  type InitializeParams,
  type InitializeResult,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { CONFIG_FILE_NAMES, ConfigError, defaultConfig, defaultProjectConfig, findConfigFile, loadConfig } from "../config/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import { SUPPRESSIONS_FILE_NAME } from "../suppress/baseline.js";
import type { FileProblem } from "../types.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { TOOL } from "../base/version.js";
import { configErrorDiagnostic, diagnosticsByFile, fileUri, uriToFile } from "./convert.js";
import { positionsFor } from "./lines.js";
import { LiveProject } from "./live-project.js";
import { codeActions } from "./code-actions.js";
import { readFromDisk } from "../fix/sources.js";
import { streamConnection } from "./transport.js";

/** How long typing must pause before a lint runs. */
export const CHANGE_DEBOUNCE_MS = 150;

/** The documents the server lints, by file extension (what the TypeScript parser reads). */
const SOURCE_EXTENSIONS = new Set([".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"]);

/** Files whose change means the projects must be set up again: configs, path aliases, ignore rules. */
const CONFIG_LIKE_FILES = new Set<string>([...CONFIG_FILE_NAMES, "tsconfig.json", ".gitignore", SUPPRESSIONS_FILE_NAME]);

// `tsconfig*.json`: a tsconfig.json, and the files they extend as most projects name them (tsconfig.base.json).
const WATCHED = [
  "**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}",
  `**/{.summarylintrc,.summarylintrc.yaml,.summarylintrc.yml,.summarylintrc.json,package.json,tsconfig*.json,.gitignore,${SUPPRESSIONS_FILE_NAME}}`,
];

/** Never equal to a serialized list: what `published` holds for a document that must get its first list. */
const UNPUBLISHED = "";

interface OpenDocument {
  uri: string;
  file: string;
  document: TextDocument;
}

/** A project, or why it could not be set up (its config is invalid). */
type ProjectSlot = ({ project: LiveProject; configFile?: string } | { error: ConfigError; configFile: string }) & {
  /** The folder whose config-like files it depends on. */
  root: string;
  /** Without a watcher: the config-like files of its root as they were when it was set up. */
  stamp?: string;
};

/** Project keys: a config file's path, or one of these prefixes. */
const NO_CONFIG = "no config: ";
const SINGLE_FILE = "single file: ";

/** The config file found from `dir` upward, or undefined (also for a folder we may not look into). */
function configAbove(dir: string): string | undefined {
  try {
    return findConfigFile(dir);
  } catch {
    return undefined;
  }
}

/** The project of a config file (of `alone` only, when given), or why there cannot be one. */
function loadSlot(configFile: string, alone?: string): ProjectSlot {
  const root = path.dirname(configFile);
  try {
    return { project: new LiveProject(loadConfig({ cwd: root, configPath: configFile, rules: RULE_INFOS }), alone), configFile, root };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { error, configFile, root };
  }
}

/** Size and modification time of each config-like file in `dir`. */
function configStamp(dir: string): string {
  return [...CONFIG_LIKE_FILES]
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
      return stat ? `${name}:${stat.size}:${stat.mtimeMs}` : "";
    })
    .join("|");
}

/**
 * Serve on the given streams until the client sends `exit`, closes them or sends what cannot be read: the
 * process then exits (transport.ts).
 */
export function startLanguageServer(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Connection {
  const connection = streamConnection(input, output);
  // stdout carries the protocol: anything printed by accident goes to the client's log instead.
  console.log = console.info = console.debug = (...args: unknown[]) => connection.console.log(format(...args));
  console.warn = (...args: unknown[]) => connection.console.warn(format(...args));
  console.error = (...args: unknown[]) => connection.console.error(format(...args));

  const server = new Server(connection);
  connection.onInitialize((params) => server.initialize(params));
  connection.onInitialized(() => void server.initialized());
  connection.onDidOpenTextDocument(({ textDocument: { uri, languageId, version, text } }) => server.open(TextDocument.create(uri, languageId, version, text)));
  connection.onDidChangeTextDocument(({ textDocument: { uri, version }, contentChanges }) => server.change(uri, version, contentChanges));
  connection.onDidSaveTextDocument(({ textDocument: { uri } }) => server.save(uri));
  connection.onDidCloseTextDocument(({ textDocument: { uri } }) => server.close(uri));
  connection.onDidChangeWatchedFiles(({ changes }) => server.filesChanged(changes));
  connection.onCodeAction((params) => server.codeAction(params));
  connection.listen();
  return connection;
}

class Server {
  private readonly documents = new Map<string, OpenDocument>();
  /** Project key (the config file, or "no config: <root>") -> project. */
  private readonly projects = new Map<string, ProjectSlot>();
  /** File -> its project key, until configs change. */
  private readonly keys = new Map<string, string>();
  /** What was last published per URI (serialized), so only changes are sent. */
  private readonly published = new Map<string, string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Per URI: the diagnostics of the last lint, the document version and the texts it read (for code actions). */
  private readonly linted = new Map<string, { version: number; diagnostics: Diagnostic[]; texts: ReadonlyMap<string, string>; maxFileSize: number }>();
  /** Messages shown once per server run (a popup per keystroke would be unbearable). */
  private readonly shown = new Set<string>();
  private workspaceFolders: string[] = [];
  private canWatch = false;

  constructor(private readonly connection: Connection) {}

  initialize(params: InitializeParams): InitializeResult {
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    this.workspaceFolders = folders.flatMap((uri) => uriToFile(uri) ?? []);
    this.canWatch = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      },
      serverInfo: { name: TOOL.name, version: TOOL.version },
    };
  }

  async initialized(): Promise<void> {
    if (!this.canWatch) return;
    try {
      await this.connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: WATCHED.map((globPattern) => ({ globPattern })) });
    } catch (error) {
      this.canWatch = false; // then configs are re-read on save, and the disk is rechecked on every save
      this.connection.console.warn(`summarylint: could not watch files (${(error as Error).message}); changes are picked up on save`);
    }
  }

  open(document: TextDocument): void {
    const file = uriToFile(document.uri);
    if (file === undefined || !SOURCE_EXTENSIONS.has(path.extname(file).toLowerCase())) return;
    this.documents.set(document.uri, { uri: document.uri, file, document });
    this.published.set(document.uri, UNPUBLISHED); // an opened document always gets a first list, empty or not
    const key = this.keyOf(file);
    const slot = this.projects.get(key);
    if (slot && "project" in slot) slot.project.opened(file);
    this.schedule(key, 0);
  }

  change(uri: string, version: number, changes: Parameters<typeof TextDocument.update>[1]): void {
    const open = this.documents.get(uri);
    if (!open) return;
    open.document = TextDocument.update(open.document, changes, version);
    this.schedule(this.keyOf(open.file), CHANGE_DEBOUNCE_MS);
  }

  save(uri: string): void {
    const file = uriToFile(uri);
    if (file === undefined) return;
    if (this.configLike(file)) return this.reset();
    const open = this.documents.get(uri);
    if (this.canWatch) {
      if (open) this.schedule(this.keyOf(open.file), 0);
      return;
    }
    // No watcher: a save is when files may have changed on disk (this one, or others by a tool run alongside),
    // configs included: one changed, or a file now under another config, sets everything up again.
    if (this.configsMoved()) return this.reset();
    for (const slot of this.projects.values()) if ("project" in slot) slot.project.recheckDisk();
    this.scheduleAll();
  }

  close(uri: string): void {
    const open = this.documents.get(uri);
    if (!open) return;
    this.documents.delete(uri);
    this.linted.delete(uri);
    this.publish(uri, [], undefined);
    this.published.delete(uri);
    // Its saved text replaces the buffer in the project: other documents' duplicates may change.
    this.schedule(this.keyOf(open.file), 0);
  }

  filesChanged(changes: { uri: string; type: number }[]): void {
    const files: string[] = [];
    let listChanged = false;
    for (const change of changes) {
      const file = uriToFile(change.uri);
      if (file === undefined) continue;
      if (this.configLike(file)) {
        if (change.type === FileChangeType.Deleted) this.publish(change.uri, [], undefined); // its errors, if any, go with it
        return this.reset();
      }
      files.push(file);
      if (change.type !== FileChangeType.Changed) listChanged = true;
    }
    for (const slot of this.projects.values()) if ("project" in slot) slot.project.diskChanged(files, listChanged);
    this.scheduleAll();
  }

  /** A file whose change sets the projects up again: a config-like file, or one a project's module layout read. */
  private configLike(file: string): boolean {
    if (CONFIG_LIKE_FILES.has(path.basename(file))) return true;
    for (const slot of this.projects.values()) if ("project" in slot && slot.project.readsLayout(file)) return true;
    return false;
  }

  /** A config changed: set every project up again, and lint every open document. */
  private reset(): void {
    // An error shown on a config file goes; linting shows it again if it is still there.
    for (const slot of this.projects.values()) if (slot.configFile) this.publish(fileUri(slot.configFile), [], undefined);
    this.projects.clear();
    this.keys.clear();
    this.scheduleAll();
  }

  /** Without a watcher: has a config-like file of a project changed on disk, or an open file's config? */
  private configsMoved(): boolean {
    for (const slot of this.projects.values()) if (slot.stamp !== configStamp(slot.root)) return true;
    for (const [file, key] of this.keys) {
      const alone = key.startsWith(SINGLE_FILE);
      if (alone && !this.projects.has(key)) continue; // not set up yet: nothing to compare with
      const was = alone ? this.projects.get(key)!.configFile : key.startsWith(NO_CONFIG) ? undefined : key;
      if (configAbove(path.dirname(file)) !== was) return true;
    }
    return false;
  }

  private keyOf(file: string): string {
    let key = this.keys.get(file);
    if (key === undefined) {
      // Outside every workspace folder, the file alone: its folder (or its config's) may be anything, /tmp or a
      // home folder, far too much to read. Inside one, its config's project; without a config, the folder's.
      const folder = this.workspaceFolderOf(file);
      key = folder === undefined ? `${SINGLE_FILE}${file}` : (configAbove(path.dirname(file)) ?? `${NO_CONFIG}${folder}`);
      this.keys.set(file, key);
    }
    return key;
  }

  private workspaceFolderOf(file: string): string | undefined {
    const holding = this.workspaceFolders.filter((f) => file.startsWith(f.endsWith(path.sep) ? f : f + path.sep));
    return holding.sort((a, b) => b.length - a.length)[0];
  }

  private slotOf(key: string): ProjectSlot {
    let slot = this.projects.get(key);
    if (!slot) {
      if (key.startsWith(NO_CONFIG)) {
        const root = key.slice(NO_CONFIG.length);
        // A workspace folder below a repository's root: the package.json files above it choose presets too, as
        // for a command-line run from that folder.
        slot = { project: new LiveProject(defaultProjectConfig(root)), root };
      } else if (key.startsWith(SINGLE_FILE)) {
        const file = key.slice(SINGLE_FILE.length);
        const configFile = configAbove(path.dirname(file));
        slot = configFile ? loadSlot(configFile, file) : { project: new LiveProject(defaultConfig(path.dirname(file)), file), root: path.dirname(file) };
      } else {
        slot = loadSlot(key);
      }
      if (!this.canWatch) slot.stamp = configStamp(slot.root);
      this.projects.set(key, slot);
    }
    return slot;
  }

  private schedule(key: string, delay: number): void {
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        this.lint(key);
      }, delay),
    );
  }

  private scheduleAll(): void {
    for (const key of new Set([...this.documents.values()].map((d) => this.keyOf(d.file)))) this.schedule(key, 0);
  }

  /** Lint one project and publish for each of its open documents whose diagnostics changed. */
  private lint(key: string): void {
    const documents = [...this.documents.values()].filter((d) => this.keyOf(d.file) === key);
    if (documents.length === 0) return;
    try {
      const slot = this.slotOf(key);
      if (slot.configFile) this.publish(fileUri(slot.configFile), "error" in slot ? [configErrorDiagnostic(slot.error)] : [], undefined);
      if ("error" in slot) {
        this.showOnce(MessageType.Error, `summarylint: ${slot.error.message}`);
        for (const d of documents) this.publish(d.uri, [], d.document.version);
        return;
      }
      const { project } = slot;
      const inProject = documents.filter((d) => project.contains(d.file));
      const overlay = new Map(inProject.map((d) => [d.file, d.document.getText()]));
      const { diagnostics, ruleErrors, problems } = project.lint(overlay);
      for (const { ruleId, error } of ruleErrors) this.internalError(`in rule ${ruleId}`, error);
      const uris = new Map(documents.map((d) => [d.file, d.uri]));
      const buffers = new Map(documents.map((d) => [d.file, d.document.getText()]));
      const positionsOf = positionsFor(buffers, project.config.maxFileSize);
      const byFile = diagnosticsByFile(diagnostics, new Set(uris.keys()), (f) => uris.get(f) ?? fileUri(f), positionsOf);
      for (const d of documents) this.publish(d.uri, byFile.get(d.file) ?? [], d.document.version);
      const maxFileSize = project.config.maxFileSize;
      for (const d of documents) this.linted.set(d.uri, { version: d.document.version, diagnostics: diagnostics.filter((x) => x.file === d.file), texts: buffers, maxFileSize });
      this.reportUnreadable(diagnostics, problems, uris);
    } catch (error) {
      this.internalError("", error);
    }
  }

  /** Quick fixes for the diagnostics in the range, when they come from a lint of the document as it is now. */
  codeAction(params: CodeActionParams): CodeAction[] {
    const open = this.documents.get(params.textDocument.uri);
    const linted = this.linted.get(params.textDocument.uri);
    if (!open || !linted || linted.version !== open.document.version) return [];
    // A client asking for other kinds only (source.organizeImports on save) gets none of ours.
    const only = params.context.only;
    if (only && !only.some((kind) => kind === "" || kind === CodeActionKind.QuickFix)) return [];
    const uris = new Map([...this.documents.values()].map((d) => [d.file, d.uri]));
    const textOf = (file: string) => linted.texts.get(file) ?? readFromDisk(file, linted.maxFileSize);
    try {
      return codeActions({
        diagnostics: linted.diagnostics,
        range: params.range,
        textOf,
        uriOf: (f) => uris.get(f) ?? fileUri(f),
        positionsOf: positionsFor(linted.texts, linted.maxFileSize),
      });
    } catch (error) {
      this.internalError("in a code action", error);
      return [];
    }
  }

  /**
   * A file the server could not read is not open, so its diagnostic would go unseen: show it once. (A syntax
   * error in a closed file is left to the compiler, and shown here once the file is opened.)
   */
  private reportUnreadable(diagnostics: Diagnostic[], problems: FileProblem[], open: ReadonlyMap<string, string>): void {
    const unreadable = new Set(problems.filter((p) => p.kind !== "syntax" && p.kind !== "template").map((p) => p.loc.file));
    for (const d of diagnostics) {
      if (d.ruleId === "unreadable-source" && unreadable.has(d.file) && !open.has(d.file)) this.showOnce(MessageType.Warning, `summarylint: ${d.message}`);
    }
  }

  private publish(uri: string, diagnostics: LspDiagnostic[], version: number | undefined): void {
    const serialized = JSON.stringify(diagnostics);
    if ((this.published.get(uri) ?? "[]") === serialized) return;
    this.published.set(uri, serialized);
    void this.connection.sendDiagnostics({ uri, diagnostics, ...(version === undefined ? {} : { version }) });
  }

  private internalError(where: string, error: unknown): void {
    const message = (error as Error)?.message ?? String(error);
    this.connection.console.error(`summarylint: internal error${where ? ` ${where}` : ""}: ${(error as Error)?.stack ?? message}`);
    this.showOnce(MessageType.Error, `summarylint: internal error${where ? ` ${where}` : ""}: ${message} (the output log has the stack; please report it)`);
  }

  private showOnce(type: MessageType, message: string): void {
    if (this.shown.has(message)) return;
    this.shown.add(message);
    void this.connection.sendNotification(ShowMessageNotification.type, { type, message });
  }
}
