import { subjectOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { mentionedTools, positionIn, ToolNames } from "../src/text/module-mentions.js";
import type { Catalog, Location, Module } from "../src/types.js";
import type { Subject } from "../src/lint/diagnostic.js";

/** Text always or later in front of the model that may name a tool: a core prompt, or one module's instructions. */
interface Text {
  subject: Subject;
  text: string;
  loc: Location;
  group: string | undefined;
  /** The module whose instructions it is (its own tools are loaded with it). */
  own?: Module;
}

function textsOf(catalog: Catalog): Text[] {
  const prompts: Text[] = catalog.prompts.map((p) => ({ subject: { type: "prompt", name: p.name }, text: p.text, loc: p.loc, group: p.group }));
  // A skill's body is loaded by the harness from its own listing, not by a loader of these modules.
  const instructions = catalog.modules.flatMap((m): Text[] =>
    m.instructions && m.form !== "skill" ? [{ subject: subjectOf(m), text: m.instructions.text, loc: m.instructions.loc, group: m.group, own: m }] : [],
  );
  return [...prompts, ...instructions];
}

/**
 * The tools each module of a listing brings, by name. A tool two modules list belongs to both; a core tool of the
 * same name cannot be told apart from it (resolve/module-links.ts gives it the module), so it counts as the module's.
 */
function moduleTools(catalog: Catalog): Map<string | undefined, Map<string, Module[]>> {
  const groups = new Map<string | undefined, Map<string, Module[]>>();
  for (const module of catalog.modules) {
    const tools = groups.get(module.group) ?? new Map<string, Module[]>();
    for (const tool of module.tools) tools.set(tool, [...(tools.get(tool) ?? []), module]);
    groups.set(module.group, tools);
  }
  return groups;
}

export default defineRule({
  id: "module-tool-leak",
  defaultSeverity: "error",
  description: "Report a core prompt or module instructions that name a tool only another module brings",
  options: {},
  messages: {
    prompt:
      'Core prompt "{{name}}" names "{{tool}}", a tool of module "{{module}}" only: the model reads the name before that module is loaded, without its schema, and may call a tool it does not have. Tell it to load "{{module}}" instead, or make "{{tool}}" a core tool.',
    instructions:
      'The instructions of module "{{name}}" name "{{tool}}", a tool of module "{{module}}": loading "{{name}}" does not bring it, so the model may call a tool it does not have. Name the module to load, move the text to "{{module}}", or add the tool to "{{name}}".',
  },
  check({ catalog, report }) {
    const groups = moduleTools(catalog);
    const indexes = new Map([...groups].map(([group, tools]) => [group, new ToolNames(tools.keys())]));
    for (const t of textsOf(catalog)) {
      const tools = groups.get(t.group);
      if (!tools) continue;
      for (const { name, offset } of mentionedTools(t.text, indexes.get(t.group)!)) {
        const owners = tools.get(name)!;
        if (t.own && owners.includes(t.own)) continue;
        report({
          messageId: t.own ? "instructions" : "prompt",
          data: { name: t.subject.name, tool: name, module: owners.map((m) => m.name).join('", "') },
          subject: t.subject,
          loc: positionIn(t.loc, t.text, offset, name.length),
        });
      }
    }
  },
});
