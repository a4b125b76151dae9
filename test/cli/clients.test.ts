// The clients' cuts end to end (test/fixtures/client-cuts): an MCP server whose tool descriptions pass Claude Code's
// 2,048-character cut next to near misses just under it, servers whose instructions pass it (and one of exactly
// 2,048), and an OpenAI tool whose name passes the API's 64 characters; `directory --client` prints what a client
// shows, cut where it cuts.
import { describe, expect, it } from "vitest";
import { brief, fixture, parseJson, run, write } from "./run.js";

async function lint(dir: string) {
  const result = await run(dir, ["-f", "json"]);
  return { code: result.code, stderr: result.stderr, results: parseJson(result.stdout).results };
}

describe("client cuts: test/fixtures/client-cuts", () => {
  it("reports each text once per rule, naming the client, and leaves the near misses alone", async () => {
    const dir = fixture("client-cuts");
    const { code, stderr, results: all } = await lint(dir);
    expect({ code, stderr }).toEqual({ code: 1, stderr: "" });
    // The deleting tools also get risk-not-declared's note that they declare no annotations (its own tests judge it).
    expect(all.filter((r) => r.ruleId === "risk-not-declared").map((r) => [r.severity, r.subject.name, /declares no annotations/.test(r.message)])).toEqual([
      ["info", "workspace_delete", true],
      ["info", "member_remove", true],
      ["info", "guest_remove", true],
    ]);
    const results = all.filter((r) => r.ruleId !== "risk-not-declared");
    expect(results.map(brief)).toEqual([
      { ruleId: "invalid-tool-name", messageId: "tooLongForClient", file: "src/agent.ts", line: 11, column: 7, subject: "action:export_every_workspace_of_the_account_with_its_projects_members_and_files" },
      { ruleId: "summary-truncated", messageId: "serverCut", file: "src/instructions.ts", line: 5, column: 100, subject: "server:workspaces-admin" },
      { ruleId: "summary-truncated", messageId: "clientCut", file: "src/server.ts", line: 7, column: 33, subject: "action:workspace_delete" },
      { ruleId: "truncation-drops-irreversibility", messageId: "clientCut", file: "src/server.ts", line: 7, column: 33, subject: "action:workspace_delete" },
      { ruleId: "summary-truncated", messageId: "clientCut", file: "src/server.ts", line: 13, column: 29, subject: "action:guest_remove" },
      { ruleId: "truncation-drops-irreversibility", messageId: "clientCut", file: "src/server.ts", line: 13, column: 29, subject: "action:guest_remove" },
    ]);
    expect(results.map((r) => r.message)).toEqual([
      'The tool name "export_every_workspace_of_the_account_with_its_projects_members_and_files" is 73 characters long; the OpenAI API accepts at most 64 and refuses the request, so no tool of the set can be called. Shorten it.',
      'Claude Code cuts this server\'s instructions at 2,048 characters: the instructions of server "workspaces-admin" are 2,100 characters long, so their last 52 never reach the model there, and what the model reads ends at “…cts, members and … [truncated]”. Put what the model must know first, or shorten them.',
      'Claude Code cuts this description at 2,048 characters: the description of "workspace_delete" is 2,400 characters long, so its last 352 never reach the model there, and what the model reads ends at “…, its members and… [truncated]”. Put what it does and what the model must know first, or shorten it.',
      'Claude Code cuts this description at 2,048 characters; “cannot be undone” stands at character 2,311 of the description of "workspace_delete", so there the model never learns that the effect is permanent. Move it to the front, within the first 2,048 characters (e.g. "Permanently delete …").',
      'Claude Code cuts this description at 2,048 characters: the description of "guest_remove" is 2,049 characters long, so its last 1 never reach the model there, and what the model reads ends at “…s cannot be undon… [truncated]”. Put what it does and what the model must know first, or shorten it.',
      'Claude Code cuts this description at 2,048 characters; “cannot be undone” stands at character 2,034 of the description of "guest_remove", so there the model never learns that the effect is permanent. Move it to the front, within the first 2,048 characters (e.g. "Permanently delete …").',
    ]);
  });

  it("judges no cut under clients with no documented cap (clients: [cursor, cline])", async () => {
    const dir = fixture("client-cuts");
    write(dir, { ".summarylintrc.yaml": "clients: [cursor, cline]\n" });
    const { results } = await lint(dir);
    expect(results.filter((r) => r.ruleId !== "risk-not-declared").map((r) => r.ruleId)).toEqual([]);
  });

  it("prints what Claude Code shows: each description cut after 2,048 characters, then “… [truncated]”", async () => {
    const dir = fixture("client-cuts");
    const { code, stdout, stderr } = await run(dir, ["directory", "--client", "claude-code"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const lines = stdout.split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "# presets: mcp, openai",
      '# Claude Code cuts tool descriptions after 2,048 characters, then "… [truncated]" (https://github.com/anthropics/claude-code/issues/87650)',
      "# 4 tools sent whole to clients, 2 over the cap",
    ]);
    expect(lines.filter((l) => l.startsWith("## "))).toEqual([
      "## workspaces-admin: server instructions (cut: 2,048 characters of 2,100 shown)",
      "## workspaces-members: server instructions",
      "## export_every_workspace_of_the_account_with_its_projects_members_and_files",
      "## guest_remove (cut: 2,048 characters of 2,049 shown)",
      "## member_remove",
      "## workspace_delete (cut: 2,048 characters of 2,400 shown)",
    ]);
    const shown = (name: string) => lines[lines.findIndex((l) => l.startsWith(`## ${name}`)) + 1];
    expect(shown("workspace_delete")).toHaveLength(2048 + "… [truncated]".length);
    expect(shown("workspace_delete").endsWith("its members and… [truncated]")).toBe(true);
    expect(shown("member_remove")).toHaveLength(2048);
    expect(shown("member_remove").endsWith("This cannot be undone")).toBe(true);
    expect(shown("workspaces-admin")).toHaveLength(2048 + "… [truncated]".length);
    expect(shown("workspaces-members")).toHaveLength(2048);
  });

  it("prints what the OpenAI API refuses, and refuses a client it does not know", async () => {
    const dir = fixture("client-cuts");
    const openai = await run(dir, ["directory", "--client", "openai-api"]);
    expect(openai.stdout.split("\n").filter((l) => l.startsWith("#"))).toEqual([
      "# presets: mcp, openai",
      "# the OpenAI API refuses a request with a tool description over 1,024 characters (https://github.com/rusiaaman/wcgw/issues/51)",
      "# 4 tools sent whole to clients, 3 over the cap",
      "## export_every_workspace_of_the_account_with_its_projects_members_and_files",
      "## guest_remove (refused: 2,049 characters, over 1,024)",
      "## member_remove (refused: 2,048 characters, over 1,024)",
      "## workspace_delete (refused: 2,400 characters, over 1,024)",
    ]);
    const unknown = await run(dir, ["directory", "--client", "windsurf"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("argument 'windsurf' is invalid");
  });
});
