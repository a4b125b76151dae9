// The command line's config options: `--rule 'id: severity'` (as ESLint's, checked as the config's `rules` is),
// `--print-config FILE` (the settings that apply to one file, as JSON), and the config `rules` lists.

import path from "node:path";
import { yaml } from "../base/yaml.js";
import { ConfigError, loadConfig, ruleSetting, type Config, type RuleEntry } from "../config/index.js";
import { validateConfig } from "../config/validate.js";
import { RULE_INFOS } from "../../rules/index.js";
import type { RuleInfo, RuleSetting } from "../config/rule-info.js";
import { showValue } from "../base/stderr.js";
import { slashPath } from "../base/paths.js";

/** The config of a lint run: the file's (`--config`, else the one found from `cwd`), with each --rule over it. */
export function lintConfig(cwd: string, configPath: string | undefined, ruleValues: readonly string[] = []): Config {
  const cliRules = parseRuleOptions(ruleValues, RULE_INFOS);
  return withRuleOptions(loadConfig({ cwd, configPath, rules: RULE_INFOS }), cliRules);
}

/** `rules` needs no config: a broken one is said on stderr, and undefined (the defaults) is returned. */
export function projectConfigOrNone(cwd: string, stderr: (text: string) => void): Config | undefined {
  try {
    return loadConfig({ cwd, rules: RULE_INFOS });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    stderr(`summarylint: ${error.message}; listing the default severities\n`);
    return undefined;
  }
}

/** A `--rule` that cannot be used: the CLI prints it and exits 2. */
export class RuleOptionError extends Error {}

const SHAPE = "write it as 'rule-id: severity' or 'rule-id: [severity, {options}]'";

/**
 * The rule settings of every `--rule` given, later ones over earlier ones (a severity alone keeps the options an
 * earlier one set). Each is YAML (so JSON too), validated with the config's messages.
 */
export function parseRuleOptions(values: readonly string[], rules: readonly RuleInfo[]): Record<string, RuleEntry> {
  const result: Record<string, RuleEntry> = {};
  for (const value of values) {
    const doc = yaml().parseDocument(value, { uniqueKeys: true });
    if (doc.errors.length > 0 || !yaml().isMap(doc.contents) || doc.contents.items.length === 0) {
      throw new RuleOptionError(`--rule ${showValue(JSON.stringify(value))}: ${SHAPE}`);
    }
    // Checked as the `rules` of a config, so the messages (unknown rule with did-you-mean, bad severity or
    // option) are the config's.
    const config = new (yaml().Document)({ rules: doc.contents.toJS(doc) as unknown });
    const { settings, issues } = validateConfig(config, config.contents, rules);
    if (issues.length > 0) throw new RuleOptionError(`--rule ${showValue(JSON.stringify(value))}: ${issues[0].reason}`);
    for (const [id, entry] of Object.entries(settings.rules)) {
      const before = result[id];
      const options = before?.options || entry.options ? { ...before?.options, ...entry.options } : undefined;
      result[id] = options === undefined ? { severity: entry.severity } : { severity: entry.severity, options };
    }
  }
  return result;
}

/**
 * `config` with the command line's rules over everything it sets, as ESLint's --rule: over `rules`, and over
 * every override (through a last override for every file).
 */
export function withRuleOptions(config: Config, cliRules: Record<string, RuleEntry>): Config {
  if (Object.keys(cliRules).length === 0) return config;
  const rules = { ...config.rules };
  for (const [id, entry] of Object.entries(cliRules)) {
    const before = Object.hasOwn(rules, id) ? rules[id] : undefined;
    const options = before?.options || entry.options ? { ...before?.options, ...entry.options } : undefined;
    rules[id] = { severity: entry.severity ?? before?.severity, ...(options && { options }) };
  }
  return { ...config, rules, overrides: [...config.overrides, { files: ["**"], excludedFiles: [], rules: cliRules }] };
}

/**
 * The settings that apply to `file` (relative to `cwd`; it need not exist), as ESLint's --print-config: the
 * config's keys, and every rule as [severity, {options}] after defaults, `rules` and the overrides that match.
 */
export function printConfig(config: Config, rules: readonly RuleInfo[], file: string, cwd: string): string {
  const relative = slashPath(config.root, path.resolve(cwd, file));
  const effective = Object.fromEntries(rules.map((rule) => [rule.id, asArray(ruleSetting(config, rule, relative))]));
  const { rules: _set, overrides: _overrides, file: configFile, ...settings } = config;
  const printed = { configFile: configFile ?? null, ...settings, file: relative, rules: effective };
  return `${JSON.stringify(printed, null, 2)}\n`;
}

function asArray(setting: RuleSetting): [string, Record<string, unknown>] | [string] {
  return Object.keys(setting.options).length === 0 ? [setting.severity] : [setting.severity, setting.options];
}
