// `summarylint rules`: every rule with its severity in this project (the config's `rules` over the defaults),
// description and doc link; what the config changes is marked beside the default.
import type { Config } from "../config/index.js";
import { ruleSetting } from "../config/index.js";
import type { RuleMeta } from "../lint/rule.js";
import type { RuleSetting } from "../config/rule-info.js";

interface Effective {
  rule: RuleMeta;
  /** The project-level setting: defaults, then the config's `rules` (no override applies). */
  setting: RuleSetting;
  /** How many `overrides` set this rule for some files. */
  overrides: number;
}

function effective(rules: RuleMeta[], config: Config | undefined): Effective[] {
  return rules.map((rule) => ({
    rule,
    setting: config ? ruleSetting(config, rule, undefined) : { severity: rule.defaultSeverity, options: defaults(rule) },
    overrides: config?.overrides.filter((o) => Object.hasOwn(o.rules, rule.id)).length ?? 0,
  }));
}

function defaults(rule: RuleMeta): Record<string, unknown> {
  return Object.fromEntries(Object.entries(rule.options).map(([name, o]) => [name, o.default]));
}

export function rulesText(rules: RuleMeta[], config?: Config): string {
  const width = Math.max(...rules.map((r) => r.id.length));
  const rows = effective(rules, config).map(({ rule: r, setting, overrides }) => {
    const options = Object.entries(r.options).map(([name, o]) => {
      const value = setting.options[name];
      const set = JSON.stringify(value) === JSON.stringify(o.default) ? "" : `, set to ${JSON.stringify(value)}`;
      const fallback = o.default === undefined ? "no default" : `default ${JSON.stringify(o.default)}`;
      return `\n${" ".repeat(width + 10)}option ${name} (${o.type}, ${fallback}${set}): ${o.description}`;
    });
    const notes = [
      setting.severity === r.defaultSeverity ? "" : `default ${r.defaultSeverity}`,
      overrides === 0 ? "" : `overrides set it for some files`,
    ].filter((note) => note !== "");
    const note = notes.length === 0 ? "" : `  (${notes.join("; ")})`;
    return `${r.id.padEnd(width)}  ${setting.severity.padEnd(5)}  ${r.description}\n${" ".repeat(width + 9)} ${r.docs}${note}${options.join("")}`;
  });
  return `${rows.join("\n")}\n`;
}

export function rulesJson(rules: RuleMeta[], config?: Config): string {
  return `${JSON.stringify(
    effective(rules, config).map(({ rule: r, setting, overrides }) => ({
      id: r.id,
      severity: setting.severity,
      defaultSeverity: r.defaultSeverity,
      description: r.description,
      docs: r.docs,
      options: r.options,
      optionValues: setting.options,
      overrides,
    })),
    null,
    2,
  )}\n`;
}
