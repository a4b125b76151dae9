import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { slashPath } from "../src/base/paths.js";
import { ref } from "../src/lint/messages.js";

export default defineRule({
  id: "unresolved-description",
  defaultSeverity: "info",
  description: "Report descriptions that cannot be evaluated statically",
  options: {},
  messages: {
    unresolved:
      'The description of {{type}} "{{name}}" could not be read statically ({{reason}}), so the other rules skipped it. Use a string literal, or a const or template that summarylint can follow.',
    foreign:
      'The description of {{type}} "{{name}}" is {{reason}} ({{where}}), written in {{language}}, which summarylint does not read: no rule checked it.',
    instancesNotExpanded:
      "{{skipped}} more instances of `{{name}}` were not expanded (factories that call factories multiply; {{kept}} were), so their descriptions were not checked. Call the factory from fewer nested factories.",
    elementsNotExpanded:
      "{{skipped}} more elements of `{{name}}` were not expanded ({{kept}} were), so their descriptions were not checked. Declare fewer tools per loop.",
    // The reason when the resolver gave none ({{reason}}).
    unknownExpression: "unknown expression",
  },
  check({ catalog, report }) {
    for (const item of [...catalog.actions, ...catalog.features, ...catalog.entities]) {
      if (item.descriptionStatus !== "unresolved") continue;
      const by = item.describedBy;
      if (by) {
        const where = `${slashPath(catalog.root, by.file)}:${by.line}`;
        const data = { type: item.type, name: item.name, reason: item.unresolvedReason ?? "", where, language: by.language };
        report({ messageId: "foreign", data, ...placeOf(item) });
        continue;
      }
      report({
        messageId: "unresolved",
        data: { type: item.type, name: item.name, reason: item.unresolvedReason ?? ref("unknownExpression") },
        ...placeOf(item),
      });
    }
    // A limit the resolver reached: the declarations it did expand are checked, the rest are blind spots too.
    // A loop over a list only known at run time declares its tools where the list's elements are: those are checked
    // there when the project declares them, and nothing here is a description to read (`stats` counts it).
    for (const limit of catalog.limits) {
      if (limit.kind === "list") continue;
      report({
        messageId: limit.kind === "instances" ? "instancesNotExpanded" : "elementsNotExpanded",
        data: { name: limit.name, skipped: limit.skipped.toLocaleString("en-US"), kept: limit.kept.toLocaleString("en-US") },
        subject: { type: "file", name: limit.loc.file },
        loc: limit.loc,
      });
    }
  },
});
