// listing-budget: a listing a client sends whole in every session, over the budget that client gives it. Two are
// modelled (src/summarize/clients): a skills listing (Claude Code, Codex: a share of the context window, characters
// when the window is unknown), and the MCP tool definitions of one server past the share at which Claude Code's tool
// search (auto mode) stops sending them and lets the model search names and descriptions instead. Off by default: the
// context window is the user's, and the budgets are the clients' current settings, which change.
import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { clientsOfSkills } from "../src/summarize/clients/index.js";
import {
  budgetCharacters,
  DEFAULT_CONTEXT_TOKENS,
  definitionTokens,
  entryCharacters,
  listingCharacters,
  toolSearchThreshold,
  toolsByServer,
} from "../src/summarize/listing-budgets.js";

/** The entries named as the largest, as related locations. */
const LARGEST = 3;

/** The largest of `items` by `size`, largest first, with their sizes. */
function largest<T>(items: readonly T[], size: (item: T) => number): { item: T; size: number }[] {
  return [...items]
    .map((item) => ({ item, size: size(item) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, LARGEST);
}

export default defineRule({
  id: "listing-budget",
  defaultSeverity: "off",
  readsInputSchemas: true,
  description: "Report a skills listing or a server's tool definitions over the budget a client gives them",
  options: {
    contextTokens: {
      type: "number",
      default: DEFAULT_CONTEXT_TOKENS,
      integer: true,
      minimum: 1,
      description: "The context window (tokens) of the model the clients run",
    },
  },
  messages: {
    skillsOver:
      "The {{count}} skills of this project take {{characters}} characters of {{client}}'s skills listing, over its budget of {{budget}} ({{share}}% of a {{context}}-token context window): {{client}} {{over}}. Shorten the longest descriptions (the related locations) or move skills out of the project's listing.",
    skillSize: '"{{name}}": {{characters}} characters',
    toolSearch:
      "The {{count}} tools of this project take an estimated {{tokens}} tokens of definitions, over {{share}}% of a {{context}}-token context window ({{threshold}}): {{client}} then sends none of them up front and the model finds each tool by searching names and descriptions, so each description's first words decide whether its tool is found.",
    toolSearchServer:
      'The {{count}} tools of server "{{server}}" take an estimated {{tokens}} tokens of definitions, over {{share}}% of a {{context}}-token context window ({{threshold}}): {{client}} then sends none of them up front and the model finds each tool by searching names and descriptions, so each description\'s first words decide whether its tool is found.',
    toolSize: '"{{name}}": an estimated {{tokens}} tokens',
  },
  check({ catalog, clients, options, report }) {
    const context = typeof options.contextTokens === "number" ? options.contextTokens : DEFAULT_CONTEXT_TOKENS;
    const skills = catalog.modules.filter((m) => m.form === "skill");
    if (skills.length > 0) {
      for (const client of clientsOfSkills(clients)) {
        const budget = client.skillsBudget;
        if (budget === undefined) continue;
        const limit = budgetCharacters(budget, context);
        const characters = listingCharacters(skills, budget);
        if (characters <= limit) continue;
        report({
          messageId: "skillsOver",
          data: { count: skills.length, characters, client: client.label, budget: limit, share: budget.shareOfContext * 100, context, over: budget.over },
          ...placeOf(skills[0]),
          related: largest(skills, (s) => entryCharacters(s, budget.entryMaxLength)).map(({ item, size }) => ({ ...item.declarationLoc, messageId: "skillSize" as const, data: { name: item.name, characters: size } })),
        });
      }
    }
    for (const [group, { tools, clients: searching }] of toolsByServer(catalog.actions, clients)) {
      const tokens = tools.reduce((n, t) => n + definitionTokens(t), 0);
      for (const client of searching) {
        const threshold = toolSearchThreshold(client, context)!;
        if (tokens <= threshold) continue;
        report({
          messageId: group === "" ? "toolSearch" : "toolSearchServer",
          data: { count: tools.length, ...(group === "" ? {} : { server: group }), tokens, share: client.toolSearch!.shareOfContext * 100, context, threshold, client: client.label },
          ...placeOf(tools[0]),
          related: largest(tools, definitionTokens).map(({ item, size }) => ({ ...item.declarationLoc, messageId: "toolSize" as const, data: { name: item.name, tokens: size } })),
        });
      }
    }
  },
});
