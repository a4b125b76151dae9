// Runs one rule over a synthetic catalog with the default summary settings, as the CLI would.

import { runRules, type RunRulesResult } from "../../src/lint/engine.js";
import { withDefaults, type Rule } from "../../src/lint/rule.js";
import { buildDirectories, DEFAULT_LINE, summarizeCatalog } from "../../src/summarize/directory.js";
import { DEFAULT_ACTION_SUMMARY, DEFAULT_FEATURE_SUMMARY } from "../../src/summarize/summary.js";
import type { Catalog } from "../../src/types.js";
import type { DirectorySettings } from "../../src/config/schema.js";
import type { Report } from "../../src/lint/diagnostic.js";

export const DEFAULT_SETTINGS: DirectorySettings = {
  actions: DEFAULT_ACTION_SUMMARY,
  features: DEFAULT_FEATURE_SUMMARY,
  line: DEFAULT_LINE,
  locale: "en",
  cut: [],
};

export function runRule(rule: Rule, catalog: Catalog, options: Record<string, unknown> = {}): Report[] {
  const summaries = summarizeCatalog(catalog, DEFAULT_SETTINGS);
  const directories = buildDirectories(catalog, summaries, DEFAULT_SETTINGS);
  const reports: Report[] = [];
  rule.check({ catalog, directories, summaries, options: withDefaults(rule, options), report: (r) => reports.push(r) });
  return reports;
}

/** The rule through the engine at its default severity: diagnostics with rendered messages and docs links. */
export function runThroughEngine(rule: Rule, catalog: Catalog, options: Record<string, unknown> = {}): RunRulesResult {
  const summaries = summarizeCatalog(catalog, DEFAULT_SETTINGS);
  const setting = { severity: rule.defaultSeverity, options: withDefaults(rule, options) };
  return runRules({
    catalog,
    directories: buildDirectories(catalog, summaries, DEFAULT_SETTINGS),
    summaries,
    rules: [rule],
    setting: () => setting,
    distinctSettings: () => [setting],
  });
}
