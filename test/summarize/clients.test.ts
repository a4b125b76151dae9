// The client profiles are data: every client the issue names is there, every cap has its source, and a cut is what the
// client's own code does (the first 2,048 code units, then "… [truncated]"; a text of exactly 2,048 is shown whole).

import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { KNOWN_CLIENTS } from "../../src/config/definition.js";
import { CLIENT_IDS, CLIENTS, capOf, clientsOfPreset, clientsOfSkills, MCP_HOSTS } from "../../src/summarize/clients/index.js";
import { cutForClient, cutsOf, type ClientCut } from "../../src/summarize/client-cut.js";
import { cutsPhrase } from "../../src/lint/items.js";
import { renderMessage } from "../../src/lint/messages.js";

const FOLDER = path.join(import.meta.dirname, "../../src/summarize/clients");
const ids = (list: { id: string }[]) => list.map((c) => c.id);
/** How a message names the cuts (src/lint/items.ts cutsPhrase, shared messages). */
const cutsText = (cuts: readonly ClientCut[]) => renderMessage("{{cuts}}", { cuts: cutsPhrase(cuts) });

describe("the client profiles", () => {
  it("has a file per client, registered under its file's name", () => {
    const files = readdirSync(FOLDER)
      .filter((f) => f.endsWith(".ts") && f !== "index.ts" && f !== "types.ts")
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(files).toEqual(Object.keys(CLIENTS).sort());
    for (const [id, profile] of Object.entries(CLIENTS)) expect(profile.id).toBe(id);
  });

  it("is what the config accepts (src/config/definition.ts KNOWN_CLIENTS), in the same order", () => {
    expect(Object.keys(CLIENTS)).toEqual(KNOWN_CLIENTS);
  });

  it("models at least the clients of the issue", () => {
    expect(Object.keys(CLIENTS)).toEqual(
      expect.arrayContaining(["claude-code", "claude-desktop", "codex", "cursor", "vscode-copilot", "cline", "openai-api", "anthropic-api", "kumiko"]),
    );
  });

  it("gives every cap and name rule a source", () => {
    for (const profile of Object.values(CLIENTS)) {
      for (const cut of Object.values(profile.texts)) {
        if (cut.maxLength === null) expect(cut.note).toBe("no documented cap found");
        else expect(cut.source).toMatch(/^(https:\/\/|docs\/)/);
      }
      if (profile.names) expect(profile.names.source).toMatch(/^https:\/\//);
    }
  });

  it.each([
    ["claude-code", "toolDescription", { maxLength: 2048, mode: "cut", suffix: "… [truncated]" }],
    ["claude-code", "serverInstructions", { maxLength: 2048, mode: "cut", suffix: "… [truncated]" }],
    ["openai-api", "toolDescription", { maxLength: 1024, mode: "reject", suffix: "" }],
    ["kumiko", "directoryLine", { maxLength: 160, mode: "word", suffix: "…" }],
  ] as const)("%s: %s", (id, kind, expected) => {
    expect(capOf(CLIENTS[id], kind)).toMatchObject(expected);
  });

  it.each([
    ["claude-desktop"], ["codex"], ["cursor"], ["vscode-copilot"], ["cline"], ["anthropic-api"],
  ])("%s: no documented cap on a tool description", (id) => {
    expect(capOf(CLIENTS[id], "toolDescription")).toBeUndefined();
  });

  it.each([
    ["openai-api", 64, "tool"],
    ["anthropic-api", 64, "tool"],
    ["cursor", 60, "server and tool"],
  ] as const)("%s: names of at most %d characters (%s)", (id, maxLength, counts) => {
    expect(CLIENTS[id].names).toMatchObject({ maxLength, counts });
  });
});

describe("the clients a text is judged under", () => {
  it.each([
    ["mcp", undefined, ["claude-code", "cursor", "vscode-copilot"]],
    ["fastmcp", [], ["claude-code", "cursor", "vscode-copilot"]],
    ["openai", undefined, ["openai-api"]],
    ["anthropic", undefined, ["anthropic-api"]],
    ["vercel-ai", undefined, []],
    ["kumiko", undefined, []],
    [undefined, ["claude-code"], []],
    ["vercel-ai", ["cline", "claude-code"], ["cline", "claude-code"]],
    ["mcp", ["no-such-client", "cursor"], ["cursor"]],
  ] as const)("preset %s with clients %j: %j", (preset, configured, expected) => {
    expect(ids(clientsOfPreset(preset, configured))).toEqual(expected);
  });

  it("skills: Claude Code and Codex unless the config names others", () => {
    expect(ids(clientsOfSkills(undefined))).toEqual(["claude-code", "codex"]);
    expect(ids(clientsOfSkills(["codex"]))).toEqual(["codex"]);
  });

  it("MCP hosts: the clients that connect to servers are profiles; the model APIs and kumiko's directory are not hosts", () => {
    expect([...MCP_HOSTS].filter((id) => CLIENTS[id] === undefined)).toEqual([]);
    expect(CLIENT_IDS.filter((id) => !MCP_HOSTS.has(id))).toEqual(["openai-api", "anthropic-api", "kumiko"]);
  });
});

describe("a client's cut", () => {
  const claude = capOf(CLIENTS["claude-code"], "toolDescription")!;

  it.each([
    [2047, false, 2047, 0],
    [2048, false, 2048, 0],
    [2049, true, 2048, 1],
    [2400, true, 2048, 352],
  ])("a text of %d characters: cut %s, %d kept, %d lost", (length, truncated, kept, lost) => {
    const text = "word ".repeat(length).slice(0, length);
    const summary = cutForClient(text, claude);
    expect([summary.truncated, summary.cutOffset, summary.lostChars]).toEqual([truncated, kept, lost]);
    expect(summary.text).toBe(truncated ? text.slice(0, 2048) + "… [truncated]" : text);
  });

  it("cuts mid-word, as the client does", () => {
    const text = "a".repeat(2040) + " abcdefghijkl";
    expect(cutForClient(text, claude).text).toBe("a".repeat(2040) + " abcdefg… [truncated]");
  });

  it("groups the clients that cut alike, and leaves out those that reject or have no cap", () => {
    const text = "x".repeat(3000);
    const clients = ["cursor", "claude-code", "openai-api", "cline"].map((id) => CLIENTS[id]);
    const cuts = cutsOf(text, "toolDescription", clients);
    expect(cuts.map((c) => [ids(c.clients), c.cut.maxLength])).toEqual([[["claude-code"], 2048]]);
    expect(cutsText(cuts)).toBe("Claude Code cuts this description at 2,048 characters");
  });

  it("names several clients and several cuts in one sentence", () => {
    const at = (maxLength: number) => ({ maxLength, mode: "cut" as const, suffix: "", firstSentence: false, source: "https://example.com" });
    const a = { ...CLIENTS["claude-code"], texts: { ...CLIENTS["claude-code"].texts, toolDescription: at(2048) } };
    const b = { ...CLIENTS.cline, texts: { ...CLIENTS.cline.texts, toolDescription: at(2048) } };
    const c = { ...CLIENTS.cursor, texts: { ...CLIENTS.cursor.texts, toolDescription: at(1000) } };
    const cuts = cutsOf("y".repeat(2500), "toolDescription", [a, b, c]);
    expect(cutsText(cuts)).toBe("Cursor cuts this description at 1,000 characters and Claude Code and Cline at 2,048 characters");
  });
});
