import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { slashPath } from "../src/base/paths.js";
import { ref } from "../src/lint/messages.js";
import { thousands } from "../src/base/plural.js";

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
    runTimeList:
      "A tool is registered here for each element of `{{name}}`, a list known only at run time: their names and descriptions cannot be read statically, and the project declares no tool summarylint can read, so no rule checked anything.",
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
    // A loop over a list only known at run time (a proxy's `listTools()`, specs loaded from YAML) registers tools
    // nothing here can read. Where the project declares tools summarylint reads, the loop most often registers
    // those (a map filled by them), checked where they are declared; where it declares none, the run would say
    // nothing at all: then it is said once, at the loop, if the registration is proven the framework's (unproven,
    // it may be no tool at all). `stats` counts every such loop.
    for (const limit of catalog.limits) {
      if (limit.kind === "list") {
        if (limit.unproven === undefined && catalog.actions.length === 0) {
          report({ messageId: "runTimeList", data: { name: limit.name }, subject: { type: "file", name: limit.loc.file }, loc: limit.loc });
        }
        continue;
      }
      report({
        messageId: limit.kind === "instances" ? "instancesNotExpanded" : "elementsNotExpanded",
        data: { name: limit.name, skipped: thousands(limit.skipped), kept: thousands(limit.kept) },
        subject: { type: "file", name: limit.loc.file },
        loc: limit.loc,
      });
    }
  },
});
