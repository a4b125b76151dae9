import { defineRule } from "../src/lint/rule.js";
import type { Module } from "../src/types.js";

/** The forms a loader's enum names (a skill or a namespace is not loaded by name through a tool's parameter). */
const LOADED_BY_NAME = new Set<Module["form"]>(["module", "toolset"]);

export default defineRule({
  id: "module-enum-drift",
  defaultSeverity: "error",
  description: "Report a module loader whose enum and the modules of its package disagree",
  options: {},
  messages: {
    missing:
      'Module "{{module}}" is not in the enum of "{{loader}}": the model cannot load it, though it is declared here. Add it to the list the enum is built from (or derive the enum from that list).',
    stale:
      'The enum of "{{loader}}" allows "{{module}}", which no module of this package is: loading it fails. Remove it, or derive the enum from the list of modules.',
  },
  check({ catalog, report }) {
    const byGroup = new Map<string | undefined, string[]>();
    for (const module of catalog.modules) {
      if (!LOADED_BY_NAME.has(module.form)) continue;
      byGroup.set(module.group, [...(byGroup.get(module.group) ?? []), module.name]);
    }
    for (const loader of catalog.loaders) {
      const modules = byGroup.get(loader.group);
      // An enum that could not be read says nothing; a loader of a package without modules has nothing to match.
      if (loader.names === undefined || modules === undefined) continue;
      const subject = { type: "action" as const, name: loader.name };
      for (const name of modules) {
        if (!loader.names.includes(name)) report({ messageId: "missing", data: { loader: loader.name, module: name }, subject, loc: loader.loc });
      }
      for (const name of new Set(loader.names)) {
        if (!modules.includes(name)) report({ messageId: "stale", data: { loader: loader.name, module: name }, subject, loc: loader.loc });
      }
    }
  },
});
