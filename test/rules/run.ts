// Runs one rule over a synthetic catalog with the default summary settings, as the CLI would.

import { runRules, type RunRulesResult } from "../../src/lint/engine.js";
import { withDefaults, type Rule } from "../../src/lint/rule.js";
import { buildDirectories, DEFAULT_LINE, summarizeCatalog } from "../../src/summarize/directory.js";
import { DEFAULT_ACTION_SUMMARY, DEFAULT_FEATURE_SUMMARY } from "../../src/summarize/summary.js";
import type { Catalog } from "../../src/types.js";
import type { DirectorySettings } from "../../src/config/schema.js";
import type { MessageValue, RelatedLocation, Report } from "../../src/lint/diagnostic.js";
import { lookupIn, renderMessage, type MessageLookup } from "../../src/lint/messages.js";

export const DEFAULT_SETTINGS: DirectorySettings = {
  actions: DEFAULT_ACTION_SUMMARY,
  features: DEFAULT_FEATURE_SUMMARY,
  line: DEFAULT_LINE,
  locale: "en",
  cut: [],
};

/**
 * A report as the rules' tests read it: text and numbers of its data as reported, a value that is a message of the
 * rule (or a list) rendered as the diagnostic shows it, and its related notes rendered.
 */
export interface ReadReport extends Omit<Report, "data" | "related"> {
  data?: Record<string, string | number>;
  related?: RelatedLocation[];
}

export function runRule(rule: Rule, catalog: Catalog, options: Record<string, unknown> = {}): ReadReport[] {
  const summaries = summarizeCatalog(catalog, DEFAULT_SETTINGS);
  const directories = buildDirectories(catalog, summaries, DEFAULT_SETTINGS);
  const reports: Report[] = [];
  rule.check({ catalog, directories, summaries, options: withDefaults(rule, options), report: (r) => reports.push(r) });
  return reports.map((r) => readable(r, lookupIn(rule.messages)));
}

/** The report with its messages rendered (ReadReport). */
export function readable(report: Report, lookup: MessageLookup): ReadReport {
  const { data, related, ...rest } = report;
  const value = (v: MessageValue) => (typeof v === "string" || typeof v === "number" ? v : renderMessage("{{v}}", { v }, lookup));
  return {
    ...rest,
    ...(data && { data: Object.fromEntries(Object.entries(data).map(([key, v]) => [key, value(v)])) }),
    ...(related && { related: related.map(({ messageId, data, ...at }) => ({ ...at, message: renderMessage(lookup(messageId)!, data, lookup) })) }),
  };
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
