import { subjectOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { positionIn, toolReferences } from "../src/text/module-mentions.js";

export default defineRule({
  id: "module-instructions-orphan",
  defaultSeverity: "warn",
  description: "Report module instructions that call a tool no module and no core tool has",
  options: {
    tools: {
      type: "string[]",
      default: [],
      description: "More tool names that exist: tools the harness adds itself (e.g. a code interpreter) or that are built at run time",
    },
  },
  messages: {
    orphan:
      'The instructions of module "{{name}}" tell the model to call "{{tool}}", but no module and no core tool has that name: the model may call a tool that does not exist. Use the tool\'s real name, or add the tool.',
  },
  check({ catalog, options, report }) {
    // Every name a tool has anywhere in the project: precision first, a name known elsewhere is not reported.
    const known = new Set<string>([
      ...catalog.actions.map((a) => a.name),
      ...catalog.uncallable.map((a) => a.name),
      ...catalog.modules.flatMap((m) => m.tools),
      ...catalog.loaders.map((l) => l.name),
      ...(options.tools ?? []),
    ]);
    const moduleNames = new Set(catalog.modules.map((m) => m.name));
    for (const module of catalog.modules) {
      // A skill's body calls the harness's own tools and its scripts, which no source here declares.
      if (!module.instructions || module.form === "skill") continue;
      const { text, loc } = module.instructions;
      for (const { name, offset } of toolReferences(text)) {
        if (known.has(name) || moduleNames.has(name)) continue;
        report({ messageId: "orphan", data: { name: module.name, tool: name }, subject: subjectOf(module), loc: positionIn(loc, text, offset, name.length) });
      }
    }
  },
});
