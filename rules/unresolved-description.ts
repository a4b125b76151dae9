import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";

export default defineRule({
  id: "unresolved-description",
  defaultSeverity: "info",
  description: "Report descriptions that cannot be evaluated statically",
  options: {},
  messages: {
    unresolved:
      'The description of {{type}} "{{name}}" could not be read statically ({{reason}}), so the other rules skipped it. Use a string literal, or a const or template that summarylint can follow.',
  },
  check({ catalog, report }) {
    for (const item of [...catalog.actions, ...catalog.features, ...catalog.entities]) {
      if (item.descriptionStatus !== "unresolved") continue;
      report({
        messageId: "unresolved",
        data: { type: item.type, name: item.name, reason: item.unresolvedReason ?? "unknown expression" },
        ...placeOf(item),
      });
    }
  },
});
