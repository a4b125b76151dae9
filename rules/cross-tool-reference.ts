import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findCrossToolReferences } from "../src/text/cross-tool.js";
import type { Action } from "../src/types.js";

/** The names of the actions of each group (DESIGN §10: the tools one agent is given together). */
function namesByGroup(actions: readonly Action[]): Map<string | undefined, Set<string>> {
  const groups = new Map<string | undefined, Set<string>>();
  for (const action of actions) {
    const names = groups.get(action.group) ?? new Set<string>();
    names.add(action.name);
    groups.set(action.group, names);
  }
  return groups;
}

export default defineRule({
  id: "cross-tool-reference",
  defaultSeverity: "warn",
  securitySeverity: "7.0",
  description: "Report descriptions that change how another tool of the same group behaves",
  options: {
    tools: {
      type: "string[]",
      default: [],
      description: "More tool names to watch for: tools of other servers or SDKs that agents get alongside these (e.g. send_email)",
    },
  },
  messages: {
    changes:
      'The description of "{{name}}" changes how "{{tool}}" behaves: “{{sentence}}” (offset {{offset}}). A tool describes itself; rules for another tool belong in that tool\'s description or in the system prompt, where a reviewer looks for them.',
  },
  check({ catalog, options, report }) {
    const extra = (options.tools as string[] | undefined) ?? [];
    const groups = namesByGroup(catalog.actions);
    for (const action of catalog.actions) {
      if (action.descriptionStatus !== "ok" || action.description === undefined) continue;
      const others = [...new Set([...(groups.get(action.group) ?? []), ...extra])].filter((n) => n !== action.name);
      for (const found of findCrossToolReferences(action.description, others)) {
        const sentence = found.sentence.length > 160 ? `${found.sentence.slice(0, 159)}…` : found.sentence;
        report({ messageId: "changes", data: { name: action.name, tool: found.tool, sentence, offset: found.offset }, ...placeOf(action) });
      }
    }
  },
});
