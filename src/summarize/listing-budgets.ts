// The listings a client sends whole in every session, against the budget it gives them (src/summarize/clients): a
// skills listing (a share of the context window) and the MCP tool definitions of one server (past a share of the
// window, Claude Code's tool search stops sending them and lets the model search names and descriptions). Read by the
// listing-budget rule and by `summarylint stats`; both measure with the same functions.

import { estimateTokens } from "../text/tokens.js";
import { toolJson } from "../text/tool-json.js";
import type { Action, Module } from "../types.js";
import { CHARACTERS_PER_TOKEN, clientsOfPreset, type ClientProfile, type ListingBudget } from "./clients/index.js";
import { listedText } from "./directory.js";

/**
 * The window the budgets are shares of, unless the config names another: 200,000 tokens, the window of Claude's models
 * in Claude Code and a common one elsewhere. At it, Claude Code's skills budget (1%) is its 8,000-character fallback.
 */
export const DEFAULT_CONTEXT_TOKENS = 200_000;

/** What one skill costs in a listing: its name and listed text, cut where the client cuts one entry. */
export function entryCharacters(skill: Module, entryMaxLength: number | undefined): number {
  const text = listedText(skill) ?? "";
  const characters = skill.name.length + 2 + text.length; // `name: text`
  return entryMaxLength === undefined ? characters : Math.min(characters, entryMaxLength);
}

/** The characters a budget allows in a window of `contextTokens`. */
export function budgetCharacters(budget: ListingBudget, contextTokens: number): number {
  return Math.floor(budget.shareOfContext * contextTokens * CHARACTERS_PER_TOKEN);
}

/** The characters `skills` take in a client's listing under `budget`. */
export function listingCharacters(skills: readonly Module[], budget: ListingBudget): number {
  return skills.reduce((n, s) => n + entryCharacters(s, budget.entryMaxLength), 0);
}

/** The estimated tokens of a tool's definition as its client is sent it (name, description, input schema). */
export function definitionTokens(tool: Action): number {
  return estimateTokens(toolJson(tool));
}

/** The tokens past which a client with a tool search searches instead of sending definitions; undefined: it has none. */
export function toolSearchThreshold(client: ClientProfile, contextTokens: number): number | undefined {
  return client.toolSearch === undefined ? undefined : Math.floor(client.toolSearch.shareOfContext * contextTokens);
}

/**
 * The MCP tools of each server (its group; "" for one session's when no group is known), with the clients they ship
 * to that have a tool search.
 */
export function toolsByServer(actions: readonly Action[], clients: readonly string[] | undefined): Map<string, { tools: Action[]; clients: ClientProfile[] }> {
  const servers = new Map<string, { tools: Action[]; clients: ClientProfile[] }>();
  for (const action of actions) {
    const searching = clientsOfPreset(action.preset, clients).filter((c) => c.toolSearch !== undefined);
    if (searching.length === 0) continue;
    const key = action.group ?? "";
    const entry = servers.get(key) ?? { tools: [], clients: searching };
    entry.tools.push(action);
    servers.set(key, entry);
  }
  return servers;
}
