// A minimal VS Code extension for summarylint: a language client that starts `summarylint lsp` over stdio for the
// TypeScript and JavaScript files of the workspace and shows its diagnostics (rule id as code, linked to the rule's
// doc; related locations). All the work is the server's (src/lsp in the summarylint repository); this only starts
// and stops it.
import fs from "node:fs";
import path from "node:path";
import { workspace, type ExtensionContext } from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";

let client: LanguageClient | undefined;

const LANGUAGES = ["typescript", "typescriptreact", "javascript", "javascriptreact"];

/**
 * The command to start: the `summarylint.path` setting, else the project's own install (node_modules/.bin of the
 * first workspace folder, so the server is the version the project's CI runs), else `summarylint` on the PATH.
 */
function serverCommand(): string {
  const configured = workspace.getConfiguration("summarylint").get<string>("path")?.trim();
  if (configured) return configured;
  const folder = workspace.workspaceFolders?.[0]?.uri.fsPath;
  if (folder !== undefined) {
    const local = path.join(folder, "node_modules", ".bin", process.platform === "win32" ? "summarylint.cmd" : "summarylint");
    if (fs.existsSync(local)) return local;
  }
  return "summarylint";
}

export async function activate(context: ExtensionContext): Promise<void> {
  const command = serverCommand();
  // TransportKind.stdio makes the client append --stdio, which the server accepts. A .cmd shim on Windows needs a shell.
  const server: ServerOptions = {
    command,
    args: ["lsp"],
    transport: TransportKind.stdio,
    options: { shell: process.platform === "win32" && !command.endsWith(".exe"), cwd: workspace.workspaceFolders?.[0]?.uri.fsPath },
  };
  const options: LanguageClientOptions = {
    // The server registers its own file watchers (config, tsconfig.json, .gitignore, baseline) with the editor.
    documentSelector: LANGUAGES.map((language) => ({ scheme: "file", language })),
  };
  client = new LanguageClient("summarylint", "summarylint", server, options);
  context.subscriptions.push(client);
  await client.start();
}

export function deactivate(): Promise<void> | undefined {
  return client?.stop();
}
