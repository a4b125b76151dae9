// tool-budget: one tool whose definition (name, description and input schema, as the full catalog sends
// it: text/tool-json.ts) is over a configured number of estimated tokens. Off by default: the budget is the team's.
import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { estimateTokens } from "../src/text/tokens.js";
import { schemaRead, toolJson } from "../src/text/tool-json.js";
import { MAX_SCHEMA_CHARACTERS, TOO_LARGE } from "../src/resolve/schema-readings.js";
import type { Action } from "../src/types.js";
import type { MessageRef, MessageValue } from "../src/lint/diagnostic.js";
import { andList, ref } from "../src/lint/messages.js";
import { thousands } from "../src/base/plural.js";

export const DEFAULT_MAX_TOKENS = 1000;
/**
 * Characters per token that no JSON schema reaches on average (JSON breaks at every quote, colon and brace; English
 * runs at about four): a schema too large to write out (over MAX_SCHEMA_CHARACTERS) is over any budget below
 * MAX_SCHEMA_CHARACTERS / this many tokens.
 */
const MOST_CHARACTERS_PER_TOKEN = 16;

/** Why the count of `action` is only a lower bound (the parts left out of its JSON), or undefined when it is exact. */
function lowerBoundReason(action: Action): MessageValue<"schemaPartsUnread" | "schemaUnread" | "descriptionUnread" | "and"> | undefined {
  const missing: MessageRef<"schemaPartsUnread" | "schemaUnread" | "descriptionUnread">[] = [];
  if (!schemaRead(action)) {
    const unread = action.inputSchema?.unread;
    missing.push(unread === undefined ? ref("schemaPartsUnread") : ref("schemaUnread", { reason: unread }));
  }
  if (action.descriptionStatus === "unresolved") missing.push(ref("descriptionUnread"));
  return missing.length === 0 ? undefined : andList(missing);
}

export default defineRule({
  id: "tool-budget",
  defaultSeverity: "off",
  readsInputSchemas: true,
  description: "Report tools whose description and input schema together are over a token budget",
  options: {
    maxTokens: {
      type: "number",
      default: DEFAULT_MAX_TOKENS,
      integer: true,
      minimum: 1,
      description: "Estimated tokens (o200k) one tool's JSON (name, description and input schema) may take",
    },
  },
  messages: {
    overBudget:
      'The definition of tool "{{name}}" (name, description and input schema as JSON) is an estimated {{tokens}} tokens, over the budget of {{max}}: {{descriptionCharacters}} characters of description and {{schemaCharacters}} of schema go with every request that offers it. Shorten the description, trim the schema\'s descriptions and examples, or split the tool.',
    lowerBound:
      'The definition of tool "{{name}}" (name, description and input schema as JSON) is at least an estimated {{tokens}} tokens, over the budget of {{max}}: {{descriptionCharacters}} characters of description and {{schemaCharacters}} of schema, and more, since {{reason}}; the count is a lower bound. Shorten the description or split the tool.',
    schemaTooLarge:
      'The input schema of tool "{{name}}" is too large to count: written out in full, its JSON is over {{characters}} characters, far over the budget of {{max}} tokens. Send a smaller schema (one that a part of it uses again and again can be defined once and referred to), or split the tool.',
    // Why a count is a lower bound ({{reason}}).
    schemaPartsUnread: "parts of its input schema could not be read",
    schemaUnread: "its input schema could not be read ({{reason}})",
    descriptionUnread: "its description could not be read",
  },
  check({ catalog, options, report }) {
    const max = typeof options.maxTokens === "number" ? options.maxTokens : DEFAULT_MAX_TOKENS;
    for (const action of catalog.actions) {
      if (action.inputSchema?.unread === TOO_LARGE && max < MAX_SCHEMA_CHARACTERS / MOST_CHARACTERS_PER_TOKEN) {
        const characters = thousands(MAX_SCHEMA_CHARACTERS);
        report({ messageId: "schemaTooLarge", data: { name: action.name, characters, max }, ...placeOf(action) });
        continue;
      }
      const json = toolJson(action);
      // Every token is one UTF-8 byte at least: a tool of at most `max` bytes fits without loading the tokenizer.
      if (Buffer.byteLength(json, "utf8") <= max) continue;
      const tokens = estimateTokens(json);
      if (tokens <= max) continue;
      const reason = lowerBoundReason(action);
      const descriptionCharacters = action.descriptionStatus === "ok" ? (action.description ?? "").length : 0;
      const schemaCharacters = action.inputSchema?.json?.length ?? 0;
      report({
        messageId: reason === undefined ? "overBudget" : "lowerBound",
        data: { name: action.name, tokens, max, descriptionCharacters, schemaCharacters, ...(reason === undefined ? {} : { reason }) },
        ...placeOf(action),
      });
    }
  },
});
