// MCP servers and their instructions (the text a client adds to the model's context once the server connects):
// `new McpServer({ name, version }, { instructions })` and the low-level `new Server(…)` of the SDK, FastMCP's
// `new FastMCP({ name, version, instructions })`, mcp-handler's `createMcpHandler(init, { instructions })`. Near
// misses: a class of the same name from another package or the project, the options in the first argument, a server
// without instructions (catalogued, nothing to judge).
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const SDK = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const LOW = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\n`;

/** Each server of a file: name, instructions (or the status when there are none), line:column of where they are written. */
function servers(source: string, presets = ["mcp"]): string[] {
  return catalogOf({ "src/server.ts": source }, { presets }).servers.map(
    (s) => `${s.name} | ${s.descriptionStatus === "ok" ? s.description : s.descriptionStatus} | ${s.loc.line}:${s.loc.column}${s.unproven ? " | unproven" : ""}`,
  );
}

describe("MCP servers and their instructions", () => {
  it.each([
    ["McpServer, instructions written in the options", `${SDK}const server = new McpServer({ name: "notes", version: "1.0.0" }, { instructions: "Call list_notes first." });`, ["notes | Call list_notes first. | 2:83"]],
    ["McpServer, instructions in a const", `${SDK}const TEXT = "Use the notes tools.";\nconst server = new McpServer({ name: "notes", version: "1" }, { capabilities: {}, instructions: TEXT });`, ["notes | Use the notes tools. | 3:97"]],
    ["McpServer, the info in a const", `${SDK}const info = { name: "notes", version: "1" };\nnew McpServer(info, { instructions: "Read only." });`, ["notes | Read only. | 3:37"]],
    ["McpServer without instructions", `${SDK}const server = new McpServer({ name: "notes", version: "1.0.0" });`, ["notes | missing | 2:16"]],
    ["the low-level Server", `${LOW}const server = new Server({ name: "files", version: "1" }, { capabilities: { tools: {} }, instructions: "Paths are relative." });`, ["files | Paths are relative. | 2:105"]],
  ])("%s", (_, source, expected) => {
    expect(servers(source)).toEqual(expected);
  });

  it("FastMCP: the instructions beside the name", () => {
    const source = `import { FastMCP } from "fastmcp";\nconst server = new FastMCP({ name: "notes", version: "1.0.0", instructions: "Notes are plain text." });`;
    expect(servers(source, ["fastmcp"])).toEqual(["notes | Notes are plain text. | 2:77"]);
  });

  it("mcp-handler: the McpServer's options are createMcpHandler's second argument", () => {
    const source = `import { createMcpHandler } from "mcp-handler";\nconst handler = createMcpHandler((server) => {}, { serverInfo: { name: "weather", version: "1" }, instructions: "Units are metric." });`;
    expect(servers(source)).toEqual(["weather | Units are metric. | 2:113"]);
  });

  it.each([
    ["a Server class of another package", `import { Server } from "socket.io";\nconst io = new Server({ name: "chat" }, { instructions: "x" });`],
    ["the project's own McpServer", `class McpServer { constructor(a: unknown, b: unknown) {} }\nnew McpServer({ name: "notes" }, { instructions: "x" });`],
    ["an McpServer of no import", `new McpServer({ name: "notes" }, { instructions: "x" });`],
    ["createMcpHandler of another package", `import { createMcpHandler } from "./handler.js";\ncreateMcpHandler(() => {}, { instructions: "x" });`],
  ])("near miss: %s is no server", (_, source) => {
    expect(servers(source)).toEqual([]);
  });

  it("a server is no tool: the tools of the file are its tools only", () => {
    const source = `${SDK}const server = new McpServer({ name: "notes", version: "1" }, { instructions: "Call list_notes first." });\nserver.registerTool("list_notes", { description: "List the notes." }, async () => ({ content: [] }));`;
    const catalog = catalogOf({ "src/server.ts": source }, { presets: ["mcp"] });
    expect(catalog.actions.map((a) => [a.name, a.unproven ?? "proven"])).toEqual([["list_notes", "proven"]]);
    expect(catalog.servers.map((s) => s.name)).toEqual(["notes"]);
  });
});
