// Which workspace folder's language client serves a document, and what that client's document selector covers.
// One client per workspace folder, as in VS Code's multi-root sample: a folder nested in another workspace folder
// is served by the outer folder's client (two clients would both lint its files and show each diagnostic twice).
// Pure (no vscode import), so its tests run without VS Code. Folders and documents are URIs as VS Code writes
// them (`uri.toString()`), which are the same on every platform: `/` separated, the drive letter in lower case.

/** The languages of the files the server lints (those the TypeScript parser reads). */
export const LANGUAGES: readonly string[] = ["typescript", "typescriptreact", "javascript", "javascriptreact"];

/** The name of an agent skill's file, linted whatever language mode the editor gives it. */
export const SKILL_FILE = "SKILL.md";

/** A document filter as the language client takes it: a relative pattern needs no escaping of the folder's path. */
export interface FolderDocumentFilter {
  readonly scheme: "file";
  readonly language?: string;
  readonly pattern: { readonly baseUri: string; readonly pattern: string };
}

function withSlash(uri: string): string {
  return uri.endsWith("/") ? uri : `${uri}/`;
}

/** Whether `uri` is inside the folder `folder` (not the folder itself). */
function inside(uri: string, folder: string): boolean {
  return uri.startsWith(withSlash(folder)) && uri !== withSlash(folder);
}

/** The folders that are in no other folder of the list: those that get a client. */
export function outermostFolders(folders: readonly string[]): string[] {
  return folders.filter((folder) => !folders.some((other) => other !== folder && inside(withSlash(folder), other)));
}

/** The folder whose client serves the document: the outermost workspace folder holding it, or undefined. */
export function clientFolderOf(documentUri: string, folders: readonly string[]): string | undefined {
  return outermostFolders(folders).find((folder) => inside(documentUri, folder));
}

/** Whether the server lints a document of this language and URI: a TypeScript or JavaScript file, or a SKILL.md. */
export function isServed(languageId: string, documentUri: string): boolean {
  return LANGUAGES.includes(languageId) || documentUri.endsWith(`/${SKILL_FILE}`);
}

/** The documents of one folder's client: its TypeScript and JavaScript files and the SKILL.md files below it. */
export function documentSelector(folderUri: string): FolderDocumentFilter[] {
  const below = (pattern: string) => ({ baseUri: folderUri, pattern });
  return [
    ...LANGUAGES.map((language) => ({ scheme: "file" as const, language, pattern: below("**/*") })),
    { scheme: "file", pattern: below(`**/${SKILL_FILE}`) },
  ];
}
