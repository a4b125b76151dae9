// What a rule is (docs/design.md#rules): plain data (id, default severity, options, messages) plus one pure check.
// A rule reports data only (messageId + data + subject + location); the engine renders the sentence.

import type { ClientCuts } from "../summarize/client-cut.js";
import type { Catalog, Directory, Summarized, Summary } from "../types.js";
import type { OptionSpec, RuleInfo } from "../config/rule-info.js";
import type { DirectorySettings } from "../config/schema.js";
import type { MessageData, MessageRef, RelatedReport, Report } from "./diagnostic.js";
import type { SharedMessageId } from "./messages.js";

/** The project's home (SARIF's `informationUri`). */
export const HOMEPAGE = "https://github.com/summarylint/summarylint";

/** Where every rule's doc lives; `defineRule` derives each rule's link from its id so none can get it wrong. */
export const DOCS_BASE = `${HOMEPAGE}/blob/main/rules`;

/**
 * What a rule's check reads. A rule made by `defineRule` sees its own options typed by their specs and may report
 * only its own message ids; the engine holds every rule as the plain `Rule`, whose context is this one's defaults.
 */
export interface RuleContext<MessageId extends string = string, Options = Record<string, unknown>> {
  catalog: Catalog;
  directories: Directory[];
  /** The summary of every action, feature and module (docs/design.md#summaries). */
  summaries: Map<Summarized, Summary>;
  /**
   * The cuts the clients a text ships to make of it (src/summarize/client-cut.ts), for texts nothing else cuts; absent
   * where the caller judges no client (a rule's own tests).
   */
  clientCuts?: ClientCuts;
  /** The config's `clients` (empty or absent: each kind's default clients, src/summarize/clients/index.ts). */
  clients?: readonly string[];
  /**
   * The config's `directory`: which actions are cut into a directory and how (src/summarize/directory.ts), for a
   * message that names the cut. Absent (a rule's own tests): the defaults.
   */
  directorySettings?: DirectorySettings;
  /** The rule's options for this run: its defaults overlaid by config. */
  options: Options;
  report(report: RuleReport<MessageId>): void;
}

/**
 * A report whose messageId is one of the rule's messages, and whose related notes and data name only its messages and
 * the shared ones (src/lint/messages.ts); its `data` keys stay loose.
 */
export type RuleReport<MessageId extends string = string> = Omit<Report, "messageId" | "data" | "related" | "unproven"> & {
  messageId: MessageId;
  data?: MessageData<MessageId | SharedMessageId>;
  related?: RelatedReport<MessageId | SharedMessageId>[];
  unproven?: MessageRef<MessageId | SharedMessageId>;
};

/** The value config validation lets through for each option type (src/config/rules-reader.ts). */
interface OptionTypes {
  number: number;
  boolean: boolean;
  string: string;
  "string[]": string[];
}

/** The value of one option as a check reads it; undefined too where the option has no default. */
export type OptionValue<Spec extends OptionSpec> = OptionTypes[Spec["type"]] | (undefined extends Spec["default"] ? undefined : never);

/** A rule's options as its check reads them, from their specs. */
export type OptionsOf<Options extends Record<string, OptionSpec>> = { [Name in keyof Options]: OptionValue<Options[Name]> };

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

/** What a rule's file gives `defineRule`: a rule without its docs link, typed by its own messages and options. */
export interface RuleDefinition<Messages extends Record<string, string>, Options extends Record<string, OptionSpec>>
  extends Omit<Rule, "docs" | "messages" | "options" | "check"> {
  messages: Messages;
  options: Options;
  check(ctx: RuleContext<keyof Messages & string, OptionsOf<Options>>): void;
}

/**
 * A rule, with its docs link. Generic over its messages and options (as typescript-eslint's `createRule`): a report
 * of a messageId the rule does not have, or a read of an option it does not declare, does not compile.
 */
export function defineRule<Messages extends Record<string, string>, Options extends Record<string, OptionSpec>>(
  def: RuleDefinition<Messages, Options>,
): Rule {
  // The engine fills the options from these specs (withDefaults) and config validation checks their types, so the
  // typed context the check asks for is the plain one the engine passes.
  const check = def.check as (ctx: RuleContext) => void;
  return { ...def, check, docs: docsUrl(def.id) };
}

/** The rule's option defaults overlaid by the given options. */
export function withDefaults(info: RuleInfo, options: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(info.options)) merged[name] = spec.default;
  return { ...merged, ...options };
}

/** A rule as listed and documented, without its check (also describes engine-made diagnostics like unused-directive). */
export type RuleMeta = Omit<Rule, "check">;
