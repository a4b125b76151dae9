// A minimal VS Code extension for summarylint: one language client per workspace folder, each starting that
// folder's `summarylint lsp` over stdio when a TypeScript, JavaScript or SKILL.md file of the folder opens, and
// stopped when the folder leaves the workspace. It shows the server's diagnostics (rule id as code, linked to the
// rule's doc; related locations). All the work is the server's (src/lsp in the summarylint repository); this only
// chooses, starts and stops it. Which folder and which command: folders.ts and server-command.ts.
import fs from "node:fs";
import {
  window,
  workspace,
  type ExtensionContext,
  type LogOutputChannel,
  type TextDocument,
  type WorkspaceFolder,
} from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { clientFolderOf, documentSelector, isServed, outermostFolders } from "./folders.js";
import { chooseServer, spawnCommand } from "./server-command.js";

/** The running clients, by workspace folder URI. */
const clients = new Map<string, LanguageClient>();
/** Folders already told that no server is installed (once per folder until the setting changes). */
const warned = new Set<string>();
let output: LogOutputChannel | undefined;

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function folderUris(): string[] {
  return (workspace.workspaceFolders ?? []).map((folder) => folder.uri.toString());
}

function startClient(folder: WorkspaceFolder, key: string): void {
  const configured = workspace.getConfiguration("summarylint", folder.uri).get<string>("path");
  const choice = chooseServer({ folder: folder.uri.fsPath, configured, platform: process.platform, env: process.env, isFile });
  if ("missing" in choice) {
    if (!warned.has(key)) {
      warned.add(key);
      output?.warn(choice.missing);
      void window.showWarningMessage(choice.missing);
    }
    return;
  }
  const { command, shell } = spawnCommand(choice.command, process.platform);
  // TransportKind.stdio makes the client append --stdio, which the server accepts.
  const server: ServerOptions = { command, args: ["lsp"], transport: TransportKind.stdio, options: { shell, cwd: folder.uri.fsPath } };
  const options: LanguageClientOptions = {
    // The server registers its own file watchers (config, tsconfig.json, .gitignore, baseline) with the editor.
    documentSelector: documentSelector(key),
    workspaceFolder: folder,
    diagnosticCollectionName: "summarylint",
    outputChannel: output,
  };
  const client = new LanguageClient("summarylint", `summarylint (${folder.name})`, server, options);
  clients.set(key, client);
  output?.info(`${folder.name}: starting ${choice.command} lsp --stdio (from ${choice.from === "setting" ? "the summarylint.path setting" : choice.from === "project" ? "the project" : "the PATH"})`);
  // The client itself shows a failed start (a popup, its log); this records which command it was.
  client.start().catch((error: unknown) => {
    output?.error(`${folder.name}: ${choice.command} could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/** Start the client of the document's folder if the server lints such a document and none runs yet. */
function didOpen(document: TextDocument): void {
  if (document.uri.scheme !== "file" || !isServed(document.languageId, document.uri.toString())) return;
  const key = clientFolderOf(document.uri.toString(), folderUris());
  if (key === undefined || clients.has(key)) return;
  const folder = workspace.workspaceFolders?.find((f) => f.uri.toString() === key);
  if (folder !== undefined) startClient(folder, key);
}

/** Stop the clients whose folder left the workspace, or is now inside another workspace folder. */
async function stopStale(keep: readonly string[]): Promise<void> {
  const stale = [...clients.keys()].filter((key) => !keep.includes(key));
  await Promise.all(
    stale.map((key) => {
      const client = clients.get(key);
      clients.delete(key);
      // A client that never started cannot stop cleanly; it is gone either way.
      return client?.stop().catch(() => undefined);
    }),
  );
}

/** After a change of folders or settings: stop what no longer fits, then serve the open documents again. */
async function refresh(keep: readonly string[]): Promise<void> {
  await stopStale(keep);
  workspace.textDocuments.forEach(didOpen);
}

export function activate(context: ExtensionContext): void {
  output = window.createOutputChannel("summarylint", { log: true });
  context.subscriptions.push(
    output,
    workspace.onDidOpenTextDocument(didOpen),
    workspace.onDidChangeWorkspaceFolders(() => void refresh(outermostFolders(folderUris()))),
    workspace.onDidChangeConfiguration((event) => {
      if (!event.affectsConfiguration("summarylint.path")) return;
      warned.clear();
      void refresh([]);
    }),
  );
  workspace.textDocuments.forEach(didOpen);
}

export async function deactivate(): Promise<void> {
  await stopStale([]);
}
