// What `stats` counts the way a rule judges: the rule's options as the config sets them for the project (the rule
// may be off: stats counts, it reports nothing).
import { ruleSetting } from "../config/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import type { Project } from "../project.js";

/** The option `name` of rule `id`, as the project's config sets it (or its default); undefined for an unknown rule. */
export function ruleOption(project: Project, id: string, name: string): unknown {
  const rule = RULE_INFOS.find((r) => r.id === id);
  return rule ? ruleSetting(project.config, rule, undefined).options[name] : undefined;
}
