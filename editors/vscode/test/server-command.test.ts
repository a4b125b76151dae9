// Which summarylint a folder's client starts, for POSIX and Windows, with the file system as a set of files.
import { describe, expect, it } from "vitest";
import { chooseServer, findOnPath, projectServer, spawnCommand, type ServerLookup } from "../src/server-command.js";

const INSTALL = "Install it in the project (npm install --save-dev summarylint) or name the command in the summarylint.path setting.";

function posix(files: string[], configured?: string, PATH = "/usr/local/bin:/usr/bin"): ServerLookup {
  return { folder: "/home/dev/app", configured, platform: "linux", env: { PATH }, isFile: (file) => files.includes(file) };
}

function windows(files: string[], configured?: string, PATH = "C:\\Program Files\\nodejs;C:\\Windows"): ServerLookup {
  const lower = files.map((f) => f.toLowerCase());
  return { folder: "C:\\Users\\J Doe\\app", configured, platform: "win32", env: { PATH, PATHEXT: ".COM;.EXE;.BAT;.CMD" }, isFile: (file) => lower.includes(file.toLowerCase()) };
}

describe("chooseServer", () => {
  it.each([
    ["the folder's own install first", posix(["/home/dev/app/node_modules/.bin/summarylint", "/usr/bin/summarylint"]), { command: "/home/dev/app/node_modules/.bin/summarylint", from: "project" }],
    ["else summarylint on the PATH", posix(["/usr/bin/summarylint"]), { command: "/usr/bin/summarylint", from: "path" }],
    ["the setting before the project's install", posix(["/opt/sl/bin/summarylint", "/home/dev/app/node_modules/.bin/summarylint"], " /opt/sl/bin/summarylint "), { command: "/opt/sl/bin/summarylint", from: "setting" }],
    ["a relative setting is the folder's", posix(["/home/dev/app/tools/summarylint"], "./tools/summarylint"), { command: "/home/dev/app/tools/summarylint", from: "setting" }],
    ["a setting without a separator is a command on the PATH", posix(["/usr/local/bin/sl-dev"], "sl-dev"), { command: "/usr/local/bin/sl-dev", from: "setting" }],
    ["an empty setting is no setting", posix(["/home/dev/app/node_modules/.bin/summarylint"], "  "), { command: "/home/dev/app/node_modules/.bin/summarylint", from: "project" }],
    ["Windows: the project's .cmd shim", windows(["C:\\Users\\J Doe\\app\\node_modules\\.bin\\summarylint.cmd"]), { command: "C:\\Users\\J Doe\\app\\node_modules\\.bin\\summarylint.cmd", from: "project" }],
    // npm writes an extensionless sh script beside the .cmd; Windows cannot run it, so the .cmd is the one found.
    ["Windows: the PATH's .cmd, not npm's sh script", windows(["C:\\Program Files\\nodejs\\summarylint", "C:\\Program Files\\nodejs\\summarylint.cmd"]), { command: "C:\\Program Files\\nodejs\\summarylint.cmd", from: "path" }],
  ])("%s", (_name, lookup, expected) => {
    expect(chooseServer(lookup)).toEqual(expected);
  });

  it.each([
    ["nothing installed", posix(["/home/dev/app/node_modules/.bin/tsc"]), `summarylint is not installed for /home/dev/app: there is no /home/dev/app/node_modules/.bin/summarylint and no summarylint on the PATH. ${INSTALL}`],
    ["the setting names a path that is not a file", posix(["/home/dev/app/node_modules/.bin/summarylint"], "bin/summarylint"), "summarylint: the summarylint.path setting names /home/dev/app/bin/summarylint, which is not a file."],
    ["the setting names a command not on the PATH", posix(["/home/dev/app/node_modules/.bin/summarylint"], "sl-dev"), "summarylint: the summarylint.path setting names sl-dev, which is not on the PATH."],
    ["Windows: only npm's sh script on the PATH", windows(["C:\\Windows\\summarylint"]), `summarylint is not installed for C:\\Users\\J Doe\\app: there is no C:\\Users\\J Doe\\app\\node_modules\\.bin\\summarylint.cmd and no summarylint on the PATH. ${INSTALL}`],
  ])("%s: a message, no command", (_name, lookup, missing) => {
    expect(chooseServer(lookup)).toEqual({ missing });
  });
});

describe("findOnPath", () => {
  it("searches the PATH in order, skipping empty entries and quotes", () => {
    const lookup = posix(["/b/summarylint", "/c/summarylint"], undefined, "::/a:/b:/c");
    expect(findOnPath("summarylint", lookup)).toBe("/b/summarylint");
    expect(findOnPath("summarylint", windows(["D:\\x y\\summarylint.exe"], undefined, '"D:\\x y";C:\\Windows'))).toBe("D:\\x y\\summarylint.exe");
  });

  it("on Windows a name with an extension is taken as it is", () => {
    expect(findOnPath("sl.cmd", windows(["C:\\Windows\\sl.cmd"]))).toBe("C:\\Windows\\sl.cmd");
  });
});

describe("projectServer", () => {
  it.each([
    ["linux", "/w/app", "/w/app/node_modules/.bin/summarylint"],
    ["darwin", "/Users/me/app", "/Users/me/app/node_modules/.bin/summarylint"],
    ["win32", "C:\\w\\app", "C:\\w\\app\\node_modules\\.bin\\summarylint.cmd"],
  ] as const)("%s", (platform, folder, expected) => {
    expect(projectServer(folder, platform)).toBe(expected);
  });
});

describe("spawnCommand", () => {
  it.each([
    ["linux", "/w/my app/node_modules/.bin/summarylint", { command: "/w/my app/node_modules/.bin/summarylint", shell: false }],
    ["win32", "C:\\w\\app\\node_modules\\.bin\\summarylint.cmd", { command: "C:\\w\\app\\node_modules\\.bin\\summarylint.cmd", shell: true }],
    ["win32", "C:\\Users\\J Doe\\app\\node_modules\\.bin\\summarylint.cmd", { command: '"C:\\Users\\J Doe\\app\\node_modules\\.bin\\summarylint.cmd"', shell: true }],
    ["win32", "C:\\Program Files\\summarylint\\summarylint.EXE", { command: "C:\\Program Files\\summarylint\\summarylint.EXE", shell: false }],
  ] as const)("%s %s", (platform, command, expected) => {
    expect(spawnCommand(command, platform)).toEqual(expected);
  });
});
