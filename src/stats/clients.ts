// `summarylint stats`, per client the project's texts ship to (src/summarize/clients): how many texts it cuts and how
// many characters never reach the model there, whether the skills fit its listing budget, and whether each server's
// tool definitions pass its tool-search threshold, in a context window of the listing-budget rule's `contextTokens`
// (the rule itself may be off: these are counts, not findings).

import type { Project } from "../project.js";
import { capOf, clientsOfPreset, clientsOfSkills, CLIENTS, MCP_HOSTS, type ClientProfile } from "../summarize/clients/index.js";
import {
  budgetCharacters,
  DEFAULT_CONTEXT_TOKENS,
  definitionTokens,
  listingCharacters,
  toolSearchThreshold,
  toolsByServer,
} from "../summarize/listing-budgets.js";
import { countOf } from "../base/plural.js";
import { number } from "./numbers.js";
import { ruleOption } from "./rule-options.js";
import type { ClientStats, ClientsStats } from "./types.js";

/** The context window the budgets are shares of: the listing-budget rule's option, as configured or by default. */
function contextTokensOf(project: Project): number {
  const value = ruleOption(project, "listing-budget", "contextTokens");
  return typeof value === "number" ? value : DEFAULT_CONTEXT_TOKENS;
}

/** The group a server's tools are counted under, when it is another package than the project's own (".", or none). */
export function otherPackage(server: string): string | undefined {
  return server === "" || server === "." ? undefined : server;
}

/** Every client some text of the project ships to, in the order of the profiles. */
function clientsOf(project: Project): ClientProfile[] {
  const { catalog, config } = project;
  const ids = new Set<string>();
  for (const action of catalog.actions) for (const client of clientsOfPreset(action.preset, config.clients)) ids.add(client.id);
  for (const server of catalog.servers) for (const client of clientsOfPreset(server.preset, config.clients)) if (MCP_HOSTS.has(client.id)) ids.add(client.id);
  if (catalog.modules.some((m) => m.form === "skill")) for (const client of clientsOfSkills(config.clients)) ids.add(client.id);
  return Object.values(CLIENTS).filter((client) => ids.has(client.id));
}

/** How many tool descriptions shipped to `client` are over a cap at which it refuses the request (a model API). */
function rejectedBy(project: Project, client: ClientProfile): number {
  const cap = capOf(client, "toolDescription");
  if (cap === undefined || cap.mode !== "reject") return 0;
  const shipped = project.catalog.actions.filter((a) => a.descriptionStatus === "ok" && clientsOfPreset(a.preset, project.config.clients).includes(client));
  return shipped.filter((a) => (a.description ?? "").length > cap.maxLength).length;
}

/** The clients section of the report; null when no text of the project ships to a modelled client. */
export function clientStats(project: Project): ClientsStats | null {
  const clients = clientsOf(project);
  if (clients.length === 0) return null;
  const contextTokens = contextTokensOf(project);
  const skills = project.catalog.modules.filter((m) => m.form === "skill");
  const servers = toolsByServer(project.catalog.actions, project.config.clients);
  const cuts = [...(project.clientCuts ?? [])];
  return {
    contextTokens,
    clients: clients.map((client): ClientStats => {
      const cut = { descriptions: 0, instructions: 0, charactersLost: 0, rejected: 0 };
      for (const [item, found] of cuts) {
        const mine = found.find((c) => c.clients.includes(client));
        if (mine === undefined) continue;
        if (item.type === "server") cut.instructions++;
        else cut.descriptions++;
        cut.charactersLost += mine.summary.lostChars;
      }
      cut.rejected = rejectedBy(project, client);
      const budget = client.skillsBudget;
      let listing: ClientStats["skills"] = null;
      if (budget !== undefined && skills.length > 0 && clientsOfSkills(project.config.clients).includes(client)) {
        const characters = listingCharacters(skills, budget);
        const allowed = budgetCharacters(budget, contextTokens);
        listing = { count: skills.length, characters, budget: allowed, over: characters > allowed, then: budget.over };
      }
      const threshold = toolSearchThreshold(client, contextTokens);
      const toolSearch =
        threshold === undefined
          ? null
          : [...servers]
              .filter(([, entry]) => entry.clients.includes(client))
              .map(([server, { tools }]) => {
                const tokens = tools.reduce((n, t) => n + definitionTokens(t), 0);
                return { server, tools: tools.length, tokens, threshold, over: tokens > threshold };
              });
      return {
        client: client.id,
        label: client.label,
        cut,
        skills: listing,
        toolSearch,
      };
    }),
  };
}

/** The text lines of `stats` for the clients; none when no text ships to a modelled client. */
export function clientStatsText(stats: ClientsStats | null): string[] {
  if (!stats) return [];
  const lines = [`clients (budgets in a ${number(stats.contextTokens)}-token context window, listing-budget's contextTokens):`];
  for (const c of stats.clients) {
    const parts: string[] = [];
    const texts = c.cut.descriptions + c.cut.instructions;
    const what = [c.cut.descriptions > 0 ? countOf(c.cut.descriptions, "tool description") : "", c.cut.instructions > 0 ? countOf(c.cut.instructions, "server's instructions", "servers' instructions") : ""];
    parts.push(texts === 0 ? "cuts no text" : `cuts ${what.filter(Boolean).join(" and ")} (${countOf(c.cut.charactersLost, "character")} never reach the model)`);
    if (c.cut.rejected > 0) parts.push(`refuses any request with one of ${countOf(c.cut.rejected, "description")} over its length limit`);
    if (c.skills) parts.push(`skills listing ${number(c.skills.characters)} of ${number(c.skills.budget)} characters${c.skills.over ? `: over, ${c.label} ${c.skills.then}` : ""}`);
    for (const s of c.toolSearch ?? []) {
      const other = otherPackage(s.server);
      const name = other === undefined ? "the tools" : `the tools of "${other}"`;
      parts.push(`${name}: ~${number(s.tokens)} tokens of definitions of ${number(s.threshold)}${s.over ? ": past it, the model finds them by tool search" : ""}`);
    }
    lines.push(`  ${c.label}: ${parts.join("; ")}`);
  }
  return lines;
}
