// The client profiles (one file each in this folder) and which of them a text is judged under: the config's `clients`,
// or by default the clients its kind of declaration is commonly shipped to.
import { anthropicApi } from "./anthropic-api.js";
import { claudeCode } from "./claude-code.js";
import { claudeDesktop } from "./claude-desktop.js";
import { cline } from "./cline.js";
import { codex } from "./codex.js";
import { cursor } from "./cursor.js";
import { kumiko } from "./kumiko.js";
import { openaiApi } from "./openai-api.js";
import type { ClientProfile } from "./types.js";
import { vscodeCopilot } from "./vscode-copilot.js";

export type { ClientProfile, ClientTextKind, ListingBudget, NameRule, NoCap, TextCut, ToolSearchThreshold } from "./types.js";
export { capOf, CHARACTERS_PER_TOKEN, NO_CAP } from "./types.js";

export const CLIENTS: Readonly<Record<string, ClientProfile>> = {
  "claude-code": claudeCode,
  "claude-desktop": claudeDesktop,
  codex,
  cursor,
  "vscode-copilot": vscodeCopilot,
  cline,
  "openai-api": openaiApi,
  "anthropic-api": anthropicApi,
  kumiko,
};

export const CLIENT_IDS: readonly string[] = Object.keys(CLIENTS);

/** The presets whose tools are MCP tools: served to an MCP host (src/extract/presets). */
const MCP_PRESETS = new Set(["mcp", "fastmcp", "mcp-use", "mcp-framework", "xmcp", "toolception", "tmcp", "mcp-lite"]);

/** The clients that connect to MCP servers, and so read a server's instructions (the model APIs do not). */
export const MCP_HOSTS: ReadonlySet<string> = new Set(["claude-code", "claude-desktop", "codex", "cursor", "vscode-copilot", "cline"]);

/** The presets whose tools go straight to one model API, and that API's profile. */
const SDK_CLIENTS: Readonly<Record<string, string>> = { openai: "openai-api", anthropic: "anthropic-api" };

/** Where an MCP server, a skill and an SDK's tools are commonly shipped (docs/configuration.md#clients). */
export const DEFAULT_MCP_CLIENTS = ["claude-code", "cursor", "vscode-copilot"] as const;
export const DEFAULT_SKILL_CLIENTS = ["claude-code", "codex"] as const;

/**
 * The clients a tool of `preset` is judged under: the config's list when it names one, else the default of its kind
 * (MCP tools: Claude Code, Cursor, VS Code Copilot; an SDK's tools: its API). None for other presets.
 */
export function clientsOfPreset(preset: string | undefined, configured: readonly string[] | undefined): ClientProfile[] {
  if (preset === undefined) return [];
  const ids = configured && configured.length > 0 ? configured : MCP_PRESETS.has(preset) ? DEFAULT_MCP_CLIENTS : SDK_CLIENTS[preset] ? [SDK_CLIENTS[preset]] : [];
  return ids.flatMap((id) => (CLIENTS[id] ? [CLIENTS[id]] : []));
}

/** The clients a skill is judged under: the config's list, else Claude Code and Codex. */
export function clientsOfSkills(configured: readonly string[] | undefined): ClientProfile[] {
  const ids = configured && configured.length > 0 ? configured : DEFAULT_SKILL_CLIENTS;
  return ids.flatMap((id) => (CLIENTS[id] ? [CLIENTS[id]] : []));
}
