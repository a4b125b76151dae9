// A rule's effective severity and options for one file: rule defaults, then `rules`, then each matching override.

import type { RuleInfo, RuleSetting } from "./rule-info.js";
import type { Config, Override, RuleEntry } from "./schema.js";
import { globMatcher, normalizePath } from "../base/glob-match.js";

/**
 * The setting of `rule` for `relativeFile` (relative to `config.root`, `/` or `\` separated). Options merge
 * shallowly: defaults, then `rules[id].options`, then each matching override's options in order; a severity set
 * later replaces an earlier one. `relativeFile` undefined means project level: no override applies.
 */
export function ruleSetting(config: Config, rule: RuleInfo, relativeFile: string | undefined): RuleSetting {
  let setting = applyEntry(baseSetting(rule), entryFor(config.rules, rule.id));
  if (relativeFile === undefined) return setting;
  const file = normalizePath(relativeFile);
  for (const override of config.overrides) {
    const entry = entryFor(override.rules, rule.id);
    if (entry && overrideMatches(override, file)) setting = applyEntry(setting, entry);
  }
  return setting;
}

/**
 * Every distinct (severity, options) combination `rule` can have: the project-level setting and the result of
 * each combination of overrides (in config order) that set this rule. With `relativeFiles`, only the
 * combinations those files (plus the project level) actually get. The engine runs the rule once per distinct
 * options and keeps each diagnostic whose file's `ruleSetting` equals the setting it ran with. Settings with
 * severity "off" are included; the caller skips them.
 */
export function distinctRuleSettings(
  config: Config,
  rule: RuleInfo,
  relativeFiles?: Iterable<string>,
): RuleSetting[] {
  const distinct = new Map<string, RuleSetting>();
  const add = (setting: RuleSetting): void => {
    const key = settingKey(setting);
    if (!distinct.has(key)) distinct.set(key, setting);
  };
  add(ruleSetting(config, rule, undefined));

  if (relativeFiles !== undefined) {
    for (const file of relativeFiles) add(ruleSetting(config, rule, file));
    return [...distinct.values()];
  }
  // Reachable settings grow override by override: each one applies to some files and not to others.
  for (const override of config.overrides) {
    const entry = entryFor(override.rules, rule.id);
    if (!entry) continue;
    for (const setting of [...distinct.values()]) add(applyEntry(setting, entry));
  }
  return [...distinct.values()];
}

/** Whether an override applies to a file path relative to the config root (with `/`). */
export function overrideMatches(override: Override, relativeFile: string): boolean {
  const matchers = compiled(override);
  const file = normalizePath(relativeFile);
  return matchers.files(file) && !matchers.excludedFiles(file);
}

/** Same settings: same severity and the same option values (key order does not matter). */
export function settingKey(setting: RuleSetting): string {
  const options = Object.keys(setting.options)
    .sort()
    .map((key) => [key, setting.options[key]]);
  return JSON.stringify([setting.severity, options]);
}

// ---- helpers -----------------------------------------------------------------------------------------------

function baseSetting(rule: RuleInfo): RuleSetting {
  const options: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(rule.options)) options[name] = spec.default;
  return { severity: rule.defaultSeverity, options };
}

function entryFor(rules: Record<string, RuleEntry>, id: string): RuleEntry | undefined {
  return Object.hasOwn(rules, id) ? rules[id] : undefined;
}

function applyEntry(setting: RuleSetting, entry: RuleEntry | undefined): RuleSetting {
  if (!entry) return setting;
  return {
    severity: entry.severity ?? setting.severity,
    options: entry.options ? { ...setting.options, ...entry.options } : setting.options,
  };
}

interface CompiledOverride {
  files: (file: string) => boolean;
  excludedFiles: (file: string) => boolean;
}

// Compiled globs per override object: ruleSetting runs per diagnostic, the config never changes after loading.
const compiledOverrides = new WeakMap<Override, CompiledOverride>();

function compiled(override: Override): CompiledOverride {
  let matchers = compiledOverrides.get(override);
  if (!matchers) {
    matchers = { files: globMatcher(override.files), excludedFiles: globMatcher(override.excludedFiles) };
    compiledOverrides.set(override, matchers);
  }
  return matchers;
}
