// The output speaks each framework's words. An MCP server (and a tool-calling SDK) has no directory: its client is sent
// each tool whole, with no kind and no cap. So `directory` lists its tools without "(unknown)", near-duplicate-summary
// asks for the difference in the first sentence, not within a cap, and `stats` counts the tools' own size with no
// saving of a directory. kumiko's directory keeps its kinds, its configured cap and its saving.
import { describe, expect, it } from "vitest";
import { bar } from "../../src/stats/text.js";
import type { StatsReport } from "../../src/stats/types.js";
import { handler, IMPORT, parseJson, project, run } from "./run.js";

const cb = "async () => ({ content: [] })";
const MCP = {
  "package.json": '{"name":"desk","dependencies":{"@modelcontextprotocol/sdk":"1"}}',
  "src/server.ts": [
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
    'const server = new McpServer({ name: "desk", version: "1" });',
    `server.registerTool("list_files", { description: "List the files of a folder.", annotations: { readOnlyHint: true } }, ${cb});`,
    `server.registerTool("get_time", { description: "Return the server's current time." }, ${cb});`,
    `server.registerTool("get_clock", { description: "Return the server's current time." }, ${cb});`,
    "",
  ].join("\n"),
};

const KUMIKO = {
  "src/handlers.ts":
    IMPORT +
    handler("ticket.list", { description: "List the open tickets of the desk." }) +
    handler("ticket.show", { description: "Return the ticket with its conversation." }) +
    handler("ticket.view", { description: "Return the ticket with its conversation." }) +
    handler("ticket.close", { description: "Close a ticket.", kind: "write" }),
};

const SAME = " have the same description, so the model sees the same summary more than once and cannot tell which to call.";

describe("directory: no kind where the framework has none", () => {
  it.each<[string, Record<string, string>, string]>([
    [
      "an MCP server: no (unknown), the kind its hints say",
      MCP,
      "# presets: mcp\n\n# 3 tools\n\nget_clock: Return the server's current time.\nget_time: Return the server's current time.\nlist_files (read): List the files of a folder.\n",
    ],
    [
      "near miss: kumiko keeps its kinds",
      KUMIKO,
      "# presets: kumiko\n\n# every role (the project declares no roles): 4 actions, 0 features\n\n" +
        "ticket.close (write): Close a ticket.\nticket.list (read): List the open tickets of the desk.\n" +
        "ticket.show (read): Return the ticket with its conversation.\nticket.view (read): Return the ticket with its conversation.\n",
    ],
  ])("%s", async (_title, files, stdout) => {
    expect(await run(project(files), ["directory"])).toEqual({ code: 0, stdout, stderr: "" });
  });

  it("keeps kind unknown in the JSON", async () => {
    const json = parseJson<{ directories: { actions: { name: string; kind: string; lineText: string }[] }[] }>((await run(project(MCP), ["directory", "-f", "json"])).stdout);
    expect(json.directories[0].actions.map((a) => [a.name, a.kind, a.lineText])).toEqual([
      ["get_clock", "unknown", "get_clock: Return the server's current time."],
      ["get_time", "unknown", "get_time: Return the server's current time."],
      ["list_files", "read", "list_files (read): List the files of a folder."],
    ]);
  });
});

describe("near-duplicate-summary: the cut that applies", () => {
  it.each<[string, Record<string, string>, string]>([
    ["an MCP server: the first sentence, no cap", MCP, `"get_clock" and "get_time"${SAME} Say in the first sentence of each what sets it apart, or merge them.`],
    [
      "near miss: kumiko's directory, its default cap",
      KUMIKO,
      `"ticket.view" and "ticket.show"${SAME} Say in the first sentence of each, within the directory's cap (160 characters), what sets it apart, or merge them.`,
    ],
    [
      "near miss: kumiko's directory, the cap the config sets",
      { ...KUMIKO, ".summarylintrc.yaml": "directory:\n  maxLength: 1200\n" },
      `"ticket.view" and "ticket.show"${SAME} Say in the first sentence of each, within the directory's cap (1,200 characters), what sets it apart, or merge them.`,
    ],
    [
      "near miss: MCP tools the team cuts into a directory",
      { ...MCP, ".summarylintrc.yaml": "directory:\n  cut: [mcp]\n" },
      `"get_clock" and "get_time"${SAME} Say in the first sentence of each, within the directory's cap (160 characters), what sets it apart, or merge them.`,
    ],
  ])("%s", async (_title, files, message) => {
    const { results } = parseJson((await run(project(files), ["-f", "json"])).stdout);
    expect(results.filter((r) => r.ruleId === "near-duplicate-summary").map((r) => r.message)).toEqual([message]);
  });
});

describe("stats: no directory, no saving, where the tools are sent whole", () => {
  it("an MCP server: the tools' own size, no directory, no cut, no saving (text)", async () => {
    const dir = project(MCP);
    const report = parseJson<StatsReport>((await run(dir, ["stats", "-f", "json"])).stdout);
    const { tools } = report.total.fullCatalog;
    const lines = (await run(dir, ["stats"])).stdout.split("\n");
    expect(lines.slice(lines.indexOf("role (all): 3 actions, 0 features"))).toEqual([
      "role (all): 3 actions, 0 features",
      `  tools: ${tools.characters} characters, ~${tools.tokens} tokens (each tool's name, description and input schema); schemas read 3 of 3`,
      "  irreversible: 0 descriptions say so",
      "  near-duplicate pairs: 1  missing descriptions: 0",
      "  description lengths:",
      "       0–19      0  ",
      "      20–39      3  ████████████████████████████",
      "      40–59      0  ",
      "      60–79      0  ",
      "      80–99      0  ",
      "    100–119      0  ",
      "    120–139      0  ",
      "    140–159      0  ",
      "       160+      0  ",
      "  longest descriptions: get_clock (33), get_time (33), list_files (27)",
      "",
      "clients (budgets in a 200,000-token context window, listing-budget's contextTokens):",
      `  Claude Code: cuts no text; the tools: ~${report.clients!.clients[0].toolSearch![0].tokens} tokens of definitions of 20,000`,
      "  Cursor: cuts no text",
      "  VS Code Copilot: cuts no text",
      "",
    ]);
  });

  it("two MCP servers: their groups by the tools' own size, with no cut column", async () => {
    const dir = project({
      "package.json": '{"name":"root","private":true,"workspaces":["servers/*"]}',
      "servers/desk/package.json": MCP["package.json"],
      "servers/desk/src/server.ts": MCP["src/server.ts"],
      "servers/clock/package.json": '{"name":"clock","dependencies":{"@modelcontextprotocol/sdk":"1"}}',
      "servers/clock/src/server.ts": MCP["src/server.ts"].split("\n").slice(0, 2).join("\n") + `\nserver.registerTool("now", { description: "Return the time." }, ${cb});\n`,
    });
    const report = parseJson<StatsReport>((await run(dir, ["stats", "-f", "json"])).stdout);
    const [desk, clock] = report.roles[0].groups;
    expect([desk.group, clock.group, desk.directory, clock.directory]).toEqual(["servers/desk", "servers/clock", null, null]);
    const row = (g: typeof desk) =>
      `    ${g.group.padEnd(13)}  ${String(g.actions).padStart(4)} actions  ${String(g.fullCatalog.tools.characters).padStart(8)} chars  ~${String(g.fullCatalog.tools.tokens).padStart(7)} tokens  ${String(g.nearDuplicatePairs).padStart(3)} pairs  ${bar(g.fullCatalog.tools.characters, desk.fullCatalog.tools.characters, 16)}`;
    const lines = (await run(dir, ["stats"])).stdout.split("\n");
    const at = lines.indexOf("  groups (largest first): 2");
    expect(lines.slice(at, at + 3)).toEqual(["  groups (largest first): 2", row(desk), row(clock)]);
  });

  it("an MCP server: null where a figure of the directory does not apply, every key kept (json)", async () => {
    const report = parseJson<StatsReport>((await run(project(MCP), ["stats", "-f", "json"])).stdout);
    for (const scope of [report.total, report.roles[0], report.roles[0].groups[0]]) {
      expect([scope.directory, scope.fullCatalog.saving, scope.fullCatalog.crossover]).toEqual([null, null, null]);
      expect(Object.keys(scope.fullCatalog)).toEqual(["tools", "schemasRead", "schemasUnread", "schemasUnreadCount", "saving", "crossover"]);
      expect(scope.fullCatalog.tools.characters).toBeGreaterThan(0);
    }
  });

  it("near miss: kumiko keeps its directory, its cut and its saving", async () => {
    const dir = project(KUMIKO);
    const report = parseJson<StatsReport>((await run(dir, ["stats", "-f", "json"])).stdout);
    const { directory, fullCatalog } = report.total;
    expect([directory === null, fullCatalog.crossover === null]).toEqual([false, false]);
    expect(fullCatalog.saving).toEqual({ characters: fullCatalog.tools.characters - directory!.characters, tokens: fullCatalog.tools.tokens - directory!.tokens });
    const lines = (await run(dir, ["stats"])).stdout.split("\n");
    const at = lines.indexOf("role (all): 4 actions, 0 features");
    expect(lines.slice(at, at + 8)).toEqual([
      "role (all): 4 actions, 0 features",
      `  directory: ${directory!.characters} characters, ~${directory!.tokens} tokens`,
      "  cut at the cap: 0 of 4 (0 characters removed); 0 lose later sentences",
      "  irreversible: 0 descriptions say so, 0 of their summaries kept it",
      "  near-duplicate pairs: 1  missing descriptions: 0",
      `  full catalog: ${fullCatalog.tools.characters} characters, ~${fullCatalog.tools.tokens} tokens; schemas read 4 of 4`,
      `    the directory saves ~${fullCatalog.saving!.tokens} tokens per request; below ${fullCatalog.crossover} actions the full catalog is cheaper (with one describe round)`,
      "  summary lengths (cap 160):",
    ]);
  });

  it("an MCP server in markdown: the tools' own size, no directory rows", async () => {
    const dir = project(MCP);
    const json = parseJson<StatsReport>((await run(dir, ["stats", "-f", "json"])).stdout);
    const { tools } = json.total.fullCatalog;
    const tokens = json.clients!.clients[0].toolSearch![0].tokens;
    const lines = (await run(dir, ["stats", "-f", "markdown"])).stdout.split("\n");
    expect(lines.slice(lines.indexOf("#### all actions: 3 actions, 0 features"))).toEqual([
      "#### all actions: 3 actions, 0 features",
      "",
      "|  |  |",
      "| --- | --- |",
      `| tools (JSON) | ${tools.characters} characters, ~${tools.tokens} tokens; schemas read 3 of 3 |`,
      "| irreversible descriptions | 0 |",
      "| near-duplicate pairs | 1 |",
      "| missing descriptions | 0 |",
      "",
      "Longest descriptions: get\\_clock (33), get\\_time (33), list\\_files (27).",
      "",
      "#### Clients (budgets in a 200,000-token context window)",
      "",
      "| client | texts cut | characters lost | skills listing (characters) | tool definitions / tool search (tokens) |",
      "| --- | ---: | ---: | ---: | ---: |",
      `| Claude Code | 0 | 0 | – | ~${tokens} of 20,000 |`,
      "| Cursor | 0 | 0 | – | – |",
      "| VS Code Copilot | 0 | 0 | – | – |",
      "",
    ]);
  });
});
