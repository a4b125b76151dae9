// `summarylint stats`, per client the project's texts ship to: the texts it cuts (and the characters lost), the tool
// descriptions a model API would refuse, the skills listing against its budget, and each server's tool definitions
// against the tool-search threshold, in the window of listing-budget's contextTokens. Near misses: skills under both
// budgets, a window where the definitions pass the threshold only once it is named, a project no client is modelled for.
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ClientsStats } from "../../src/stats/types.js";
import { parseJson, project, run } from "../cli/run.js";

const CLIENT_CUTS = path.resolve(import.meta.dirname, "../fixtures/client-cuts");

async function clientsOf(dir: string): Promise<ClientsStats | null> {
  return parseJson<{ clients: ClientsStats | null }>((await run(dir, ["stats", "-f", "json"])).stdout).clients;
}

const none = { descriptions: 0, instructions: 0, charactersLost: 0, rejected: 0 };

/** A project of `count` skills, each with a description of `length` characters. */
function skillsProject(count: number, length: number): string {
  const files: Record<string, string> = {};
  for (let i = 1; i <= count; i++) {
    const description = `Draft the weekly report number ${i} for the sales team. `.padEnd(length, "x");
    files[`skills/report-${i}/SKILL.md`] = `---\nname: report-${i}\ndescription: ${description}\n---\n\nWrite it.\n`;
  }
  return project(files);
}

describe("stats: the clients", () => {
  it("an MCP server with cut descriptions and instructions, and an OpenAI agent", async () => {
    expect(await clientsOf(CLIENT_CUTS)).toEqual({
      contextTokens: 200000,
      clients: [
        {
          client: "claude-code",
          label: "Claude Code",
          cut: { descriptions: 2, instructions: 1, charactersLost: 405, rejected: 0 },
          skills: null,
          toolSearch: [{ server: ".", tools: 3, tokens: 1428, threshold: 20000, over: false }],
        },
        { client: "cursor", label: "Cursor", cut: none, skills: null, toolSearch: null },
        { client: "vscode-copilot", label: "VS Code Copilot", cut: none, skills: null, toolSearch: null },
        { client: "openai-api", label: "the OpenAI API", cut: none, skills: null, toolSearch: null },
      ],
    });
  });

  it("says it in the text output", async () => {
    const { stdout } = await run(CLIENT_CUTS, ["stats"]);
    expect(stdout.slice(stdout.indexOf("clients ("))).toBe(
      [
        "clients (budgets in a 200,000-token context window, listing-budget's contextTokens):",
        `  Claude Code: cuts 2 tool descriptions and 1 server's instructions (405 characters never reach the model); the tools: ~1,428 tokens of definitions of 20,000`,
        "  Cursor: cuts no text",
        "  VS Code Copilot: cuts no text",
        "  the OpenAI API: cuts no text",
        "",
      ].join("\n"),
    );
  });

  it.each([
    ["the default window: under the threshold", "", 20000, false],
    ["near miss: the same tools over the threshold of a smaller window named in the config", "rules:\n  listing-budget: [off, { contextTokens: 300 }]\n", 30, true],
  ])("%s", async (_, config, threshold, over) => {
    const dir = project({
      "package.json": JSON.stringify({ name: "notes", dependencies: { "@modelcontextprotocol/sdk": "^1.12.0" } }),
      "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "notes", version: "1" });\nserver.registerTool("list_notes", { description: "List every note of the workspace, newest first, with its title, its author and the date it was last changed." }, async () => ({ content: [] }));\n`,
      ...(config ? { ".summarylintrc.yaml": config } : {}),
    });
    const report = await clientsOf(dir);
    expect(report?.contextTokens).toBe(threshold * 10);
    // 44: the o200k estimate of the tool's definition (name, description, no input schema).
    expect(report?.clients[0].toolSearch).toEqual([{ server: ".", tools: 1, tokens: 44, threshold, over }]);
  });

  it.each([
    // Each entry is "name: description": report-1 to report-9 cost 8 + 2 + 1,000 characters, report-10 and up one more.
    ["ten skills of 1,000 characters: over Claude Code's 8,000, under Codex's 16,000", 10, 1000, [true, false], 10101],
    ["seventeen skills of 1,000 characters: over Codex's 16,000 too", 17, 1000, [true, true], 17178],
    ["near miss: five skills of 1,000 characters, under both", 5, 1000, [false, false], 5050],
  ])("%s", async (_, count, length, over, characters) => {
    const report = await clientsOf(skillsProject(count, length));
    expect(report?.clients.map((c) => [c.client, c.skills?.characters, c.skills?.budget, c.skills?.over])).toEqual([
      ["claude-code", characters, 8000, over[0]],
      ["codex", characters, 16000, over[1]],
    ]);
  });

  it("near miss: a project whose texts ship to no modelled client has no clients section", async () => {
    const dir = project({ "src/a.ts": "export const x = 1;\n" });
    expect(await clientsOf(dir)).toBeNull();
    expect((await run(dir, ["stats"])).stdout).not.toContain("clients (");
  });
});

describe("stats --format markdown: the clients", () => {
  it("as a table", async () => {
    const { stdout } = await run(CLIENT_CUTS, ["stats", "-f", "markdown"]);
    expect(stdout.slice(stdout.indexOf("#### Clients"))).toBe(
      [
        "#### Clients (budgets in a 200,000-token context window)",
        "",
        "| client | texts cut | characters lost | skills listing (characters) | tool definitions / tool search (tokens) |",
        "| --- | ---: | ---: | ---: | ---: |",
        "| Claude Code | 3 | 405 | – | ~1,428 of 20,000 |",
        "| Cursor | 0 | 0 | – | – |",
        "| VS Code Copilot | 0 | 0 | – | – |",
        "| the OpenAI API | 0 | 0 | – | – |",
        "",
      ].join("\n"),
    );
  });
});
