// Which `summarylint` a workspace folder's client starts: the `summarylint.path` setting, else the folder's own
// install (node_modules/.bin, so the server is the version the project's CI runs), else `summarylint` on the PATH;
// or, when none of these is there, a message saying what was looked for. Pure (the file system and the
// environment come in as arguments), so its tests run without VS Code and for any platform.
import path from "node:path";

/** What the choice depends on. */
export interface ServerLookup {
  /** The workspace folder (a file system path). */
  readonly folder: string;
  /** The `summarylint.path` setting for that folder, as written (may be empty). */
  readonly configured: string | undefined;
  readonly platform: NodeJS.Platform;
  /** The PATH and, on Windows, PATHEXT of the extension host (what spawning the server searches). */
  readonly env: { readonly PATH?: string; readonly Path?: string; readonly PATHEXT?: string };
  /** Whether a file exists at this path. */
  readonly isFile: (file: string) => boolean;
}

/** The command to start and where it was found, or why there is none. */
export type ServerChoice = { readonly command: string; readonly from: "setting" | "project" | "path" } | { readonly missing: string };

const INSTALL = "Install it in the project (npm install --save-dev summarylint) or name the command in the summarylint.path setting.";

function pathApi(platform: NodeJS.Platform): path.PlatformPath {
  return platform === "win32" ? path.win32 : path.posix;
}

/** The project's own install of the folder: node_modules/.bin/summarylint (the .cmd shim on Windows). */
export function projectServer(folder: string, platform: NodeJS.Platform): string {
  return pathApi(platform).join(folder, "node_modules", ".bin", platform === "win32" ? "summarylint.cmd" : "summarylint");
}

/** The file a bare command name runs, searched as spawning it does: each PATH folder, on Windows with each PATHEXT. */
export function findOnPath(name: string, lookup: Pick<ServerLookup, "platform" | "env" | "isFile">): string | undefined {
  const api = pathApi(lookup.platform);
  const windows = lookup.platform === "win32";
  const folders = (lookup.env.PATH ?? lookup.env.Path ?? "").split(api.delimiter).filter((folder) => folder !== "");
  // Windows runs a name without an extension only with one of PATHEXT's (npm's extensionless shim is a sh script).
  const pathExt = (lookup.env.PATHEXT ?? ".COM;.EXE;.BAT;.CMD").split(";").filter((e) => e !== "");
  const extensions = windows && api.extname(name) === "" ? pathExt : [""];
  for (const folder of folders) {
    for (const extension of extensions) {
      const file = api.join(folder.replace(/^"(.*)"$/, "$1"), name + extension.toLowerCase());
      if (lookup.isFile(file)) return file;
    }
  }
  return undefined;
}

/** The command named by the setting: a path (relative to the folder) when it has a separator, else a name on the PATH. */
function configuredServer(configured: string, lookup: ServerLookup): ServerChoice {
  const api = pathApi(lookup.platform);
  const isPath = api.isAbsolute(configured) || configured.includes("/") || (lookup.platform === "win32" && configured.includes("\\"));
  if (isPath) {
    const file = api.resolve(lookup.folder, configured);
    return lookup.isFile(file) ? { command: file, from: "setting" } : { missing: `summarylint: the summarylint.path setting names ${file}, which is not a file.` };
  }
  const found = findOnPath(configured, lookup);
  return found !== undefined
    ? { command: found, from: "setting" }
    : { missing: `summarylint: the summarylint.path setting names ${configured}, which is not on the PATH.` };
}

/** The server a folder's client starts, or the message to show when there is none. */
export function chooseServer(lookup: ServerLookup): ServerChoice {
  const configured = lookup.configured?.trim();
  if (configured) return configuredServer(configured, lookup);
  const local = projectServer(lookup.folder, lookup.platform);
  if (lookup.isFile(local)) return { command: local, from: "project" };
  const onPath = findOnPath("summarylint", lookup);
  if (onPath !== undefined) return { command: onPath, from: "path" };
  return { missing: `summarylint is not installed for ${lookup.folder}: there is no ${local} and no summarylint on the PATH. ${INSTALL}` };
}

/**
 * How to spawn a command: on Windows anything but an .exe (a .cmd shim, say) needs a shell, and through the shell a
 * path with spaces needs quotes (Node joins the command and its arguments with spaces).
 */
export function spawnCommand(command: string, platform: NodeJS.Platform): { command: string; shell: boolean } {
  const shell = platform === "win32" && !command.toLowerCase().endsWith(".exe");
  return { command: shell && command.includes(" ") ? `"${command}"` : command, shell };
}
