// The counting behind test/ecosystem/client-figures.ts: which findings a client's cut causes, and the sums per client.
import { describe, expect, it } from "vitest";
import { addProject, namesCut, type ClientTotals } from "./client-figures.js";

describe("a finding caused by a client's cut", () => {
  it.each([
    ["Claude Code cuts this description at 2,048 characters: the description of \"x\" is 2,400 characters long", "Claude Code", true],
    ["Claude Code and Cursor cut this description at 2,048 characters; “cannot be undone” stands at 2,311", "Cursor", true],
    ["Claude Code cuts this server's instructions at 2,048 characters: …", "Claude Code", true],
    ["The summary of \"x\" is cut after 160 characters and ends at “…”", "Claude Code", false],
    ["The description of \"x\" mentions Claude Code: it cuts nothing", "Claude Code", false],
    ["Claude Code cuts this description at 2,048 characters", "Cursor", false],
  ])("%s (%s): %s", (message, label, expected) => {
    expect(namesCut(message, label)).toBe(expected);
  });
});

describe("the sums per client", () => {
  it("adds the stats of each project and the cut findings that name the client", () => {
    const totals = new Map<string, ClientTotals>();
    const claude = { client: "claude-code", label: "Claude Code", cut: { descriptions: 2, instructions: 1, charactersLost: 405, rejected: 0 }, skills: null, toolSearch: [{ server: ".", tools: 3, tokens: 30000, threshold: 20000, over: true }] };
    const cursor = { client: "cursor", label: "Cursor", cut: { descriptions: 0, instructions: 0, charactersLost: 0, rejected: 0 }, skills: null, toolSearch: null };
    const cutFinding = { ruleId: "summary-truncated", severity: "info", message: "Claude Code cuts this description at 2,048 characters: …", file: "a.ts", line: 3 };
    const other = { ruleId: "missing-description", severity: "error", message: "Claude Code cuts nothing here", file: "a.ts", line: 4 };
    const cut = addProject(totals, { contextTokens: 200000, clients: [claude, cursor] }, [cutFinding, other]);
    addProject(totals, null, []);
    expect(cut).toEqual([cutFinding]);
    expect(totals.get("claude-code")).toEqual({ label: "Claude Code", projects: 1, descriptions: 2, instructions: 1, charactersLost: 405, rejected: 0, skillsOver: 0, serversPastSearch: 1, findings: { "summary-truncated info": 1 } });
    expect(totals.get("cursor")?.findings).toEqual({});
  });
});
