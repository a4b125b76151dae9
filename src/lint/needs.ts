// What a command reads of the project that costs to build, so that loading skips the rest (the actions'
// input schemas are a fifth of the language server's re-lint, and only a rule that is off by default reads them).
// No parser here: the command line decides this before it loads the pipeline.
import type { Config } from "../config/index.js";
import { distinctRuleSettings } from "../config/settings.js";
import type { Rule } from "./rule.js";

export interface Needs {
  /** The actions' input schemas (`Action.inputSchema`). */
  inputSchemas: boolean;
}

/** `directory` and `stats`: everything. */
export const EVERYTHING: Needs = { inputSchemas: true };

/** What a lint with `rules` reads: input schemas only when a rule that reads them is on somewhere (an override too). */
export function lintNeeds(config: Config, rules: readonly Rule[]): Needs {
  const on = (rule: Rule) => distinctRuleSettings(config, rule).some((setting) => setting.severity !== "off");
  return { inputSchemas: rules.some((rule) => rule.readsInputSchemas === true && on(rule)) };
}
