import { quoted } from "../src/base/escape.js";
import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findCrossToolReferences, ToolNames } from "../src/text/cross-tool.js";
import type { Action } from "../src/types.js";

/**
 * The names of the actions of each group (docs/design.md#groups: the tools one agent is given together), and `extra`.
 */
function namesByGroup(actions: readonly Action[], extra: readonly string[]): Map<string | undefined, ToolNames> {
  const groups = new Map<string | undefined, string[]>();
  for (const action of actions) {
    const names = groups.get(action.group) ?? [];
    names.push(action.name);
    groups.set(action.group, names);
  }
  return new Map([...groups].map(([group, names]) => [group, new ToolNames([...names, ...extra])]));
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
    const extra = options.tools ?? [];
    const groups = namesByGroup(catalog.actions, extra);
    for (const action of catalog.actions) {
      if (action.descriptionStatus !== "ok" || action.description === undefined) continue;
      const others = groups.get(action.group)!.mentionedIn(action.description, action.name);
      if (others.length === 0) continue;
      for (const found of findCrossToolReferences(action.description, others)) {
        const sentence = quoted(found.sentence, 160);
        report({ messageId: "changes", data: { name: action.name, tool: found.tool, sentence, offset: found.offset }, ...placeOf(action) });
      }
    }
  },
});
