// What a rule is (docs/design.md#rules): plain data (id, default severity, options, messages) plus one pure check.
// A rule reports data only (messageId + data + subject + location); the engine renders the sentence.

import type { Catalog, Directory, Report, RuleInfo, Summarized, Summary } from "../types.js";

/** The project's home (SARIF's `informationUri`). */
export const HOMEPAGE = "https://github.com/summarylint/summarylint";

/** Where every rule's doc lives; `defineRule` derives each rule's link from its id so none can get it wrong. */
export const DOCS_BASE = `${HOMEPAGE}/blob/main/rules`;

export interface RuleContext {
  catalog: Catalog;
  directories: Directory[];
  /** The summary of every action, feature and module (docs/design.md#summaries). */
  summaries: Map<Summarized, Summary>;
  /** The rule's options for this run: its defaults overlaid by config. */
  options: Record<string, unknown>;
  report(report: Report): void;
}

export interface Rule extends RuleInfo {
  /** Phrased as a command: "Require a description on every action". */
  description: string;
  /**
   * For a security rule (docs/design.md#safety): GitHub code scanning's `security-severity`, a score from "0.0"
   * to "10.0" that ranks its alerts (9.0 and up critical, 7.0 high, 4.0 medium). SARIF carries it on the rule and
   * on each result.
   */
  securitySeverity?: string;
  /** Link to `rules/<id>.md`. */
  docs: string;
  /** messageId (camelCase) -> text with `{{placeholders}}` filled from the report's data. */
  messages: Record<string, string>;
  /**
   * The rule reads actions' input schemas (`Action.inputSchema`): reading them is a fifth of a re-lint, so a lint
   * whose rules on do not read them skips it (lint/needs.ts).
   */
  readsInputSchemas?: true;
  /** Pure: reads only the context, never a file. */
  check(ctx: RuleContext): void;
}

export function docsUrl(id: string): string {
  return `${DOCS_BASE}/${id}.md`;
}

export function defineRule(def: Omit<Rule, "docs">): Rule {
  return { ...def, docs: docsUrl(def.id) };
}

/** The rule's option defaults overlaid by the given options. */
export function withDefaults(info: RuleInfo, options: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(info.options)) merged[name] = spec.default;
  return { ...merged, ...options };
}

/** A rule as listed and documented, without its check (also describes engine-made diagnostics like unused-directive). */
export type RuleMeta = Omit<Rule, "check">;
