// duplicate-tool-name on MCP servers, from source: two registrations of one name on one server object (a module-level
// const, or the import of one, followed to the module that makes it) clash, whichever files they are in; the same name
// on two servers, or on an object that is not known to be one (a parameter, a `let`), does not.
import { describe, expect, it } from "vitest";
import { at, brief, parseJson, project, run } from "../cli/run.js";

const PACKAGE = '{ "name": "s", "dependencies": { "@modelcontextprotocol/sdk": "^1.0.0" } }\n';
const SERVER = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const server = new McpServer({ name: "s", version: "1" });\n';
const register = (receiver: string, name: string, description: string) => `${receiver}.registerTool(${JSON.stringify(name)}, { description: ${JSON.stringify(description)} }, async () => ({ content: [] }));\n`;
const IMPORTED = 'import { server } from "./server.js";\n';

async function duplicates(files: Record<string, string>): Promise<string[]> {
  const dir = project({ "package.json": PACKAGE, "src/server.ts": SERVER, ...files });
  const result = await run(dir, ["-f", "json"]);
  return parseJson(result.stdout)
    .results.map(brief)
    .filter((r) => r.ruleId === "duplicate-tool-name")
    .map((r) => `${r.messageId} ${r.file}:${r.line}:${r.column} ${r.subject}`);
}

describe("duplicate-tool-name: one name registered twice on one MCP server", () => {
  it("flags the second registration on the imported server, in another file", async () => {
    const b = IMPORTED + register("server", "search", "Search the archived notes.");
    const found = await duplicates({ "src/a.ts": IMPORTED + register("server", "search", "Search the notes."), "src/b.ts": b });
    const { line, column } = at(b, "server.registerTool", 1);
    expect(found).toEqual([`duplicateOnServer src/b.ts:${line}:${column} action:search`]);
  });

  it("flags two registrations in one file, on the server it makes", async () => {
    const source = SERVER + register("server", "search", "Search the notes.") + register("server", "search", "Search the archive.");
    const { line, column } = at(source, "server.registerTool", 2);
    expect(await duplicates({ "src/server.ts": source })).toEqual([`duplicateOnServer src/server.ts:${line}:${column} action:search`]);
  });

  it("flags two registrations in one function, which run together whenever it runs", async () => {
    const source = `${IMPORTED}export function addTools() {\n  ${register("server", "search", "Search the notes.")}  ${register("server", "search", "Search the archive.")}}\n`;
    const { line, column } = at(source, "server.registerTool", 2);
    expect(await duplicates({ "src/a.ts": source })).toEqual([`duplicateOnServer src/a.ts:${line}:${column} action:search`]);
  });

  it.each<[string, Record<string, string>]>([
    [
      "the two branches of an if (only one runs)",
      { "src/a.ts": `${IMPORTED}if (process.env.READ_ONLY) {\n  ${register("server", "query", "Run a read-only query.")}} else {\n  ${register("server", "query", "Run any query.")}}\n` },
    ],
    ["a registration under a condition, beside one that is not", { "src/a.ts": IMPORTED + register("server", "query", "Run a query.") + `process.env.EXTRA && ${register("server", "query", "Run any query.")}` }],
    [
      "the two arms of a ?: and a switch",
      {
        "src/a.ts": `${IMPORTED}const mode = process.env.MODE;\nmode === "a" ? ${register("server", "query", "Run a query.").trim().replace(/;$/, "")} : ${register("server", "query", "Run any query.").trim().replace(/;$/, "")};\nswitch (mode) {\n  case "b":\n    ${register("server", "list", "List.")}    break;\n  default:\n    ${register("server", "list", "List all.")}}\n`,
      },
    ],
    ["one registration in a loop (its elements are not judged)", { "src/a.ts": `${IMPORTED}for (const name of ["a", "a"]) {\n  ${register("server", "search", "Search.")}}\n` }],
    [
      "two functions that each register the name (which of them runs is not known)",
      { "src/a.ts": `${IMPORTED}export function one() {\n  ${register("server", "search", "Search the notes.")}}\nexport function two() {\n  ${register("server", "search", "Search the archive.")}}\n` },
    ],
    ["two servers, one name each", { "src/a.ts": IMPORTED + register("server", "search", "Search the notes."), "src/b.ts": SERVER.replace("export const server", "const other") + register("other", "search", "Search the archive.") }],
    [
      "a server of the same name in another module (each file its own)",
      { "src/a.ts": IMPORTED + register("server", "search", "Search the notes."), "src/b.ts": SERVER + register("server", "search", "Search the archive.") },
    ],
    [
      "a parameter named like the server (which server is given is not traced)",
      {
        "src/a.ts": IMPORTED + register("server", "search", "Search the notes."),
        "src/b.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport function add(server: McpServer) {\n  ${register("server", "search", "Search the archive.")}}\n`,
      },
    ],
    [
      "a module-level `let` (it may be given another server)",
      { "src/b.ts": SERVER.replace("export const server", "export let server") + register("server", "search", "Search the notes.") + register("server", "search", "Search the archive.") },
    ],
  ])("leaves alone %s", async (_, files) => {
    expect(await duplicates(files)).toEqual([]);
  });
});
