// The lint stage (docs/design.md#pipeline): run every enabled rule over the catalog, turn its reports into diagnostics.
//
// Config can give a rule different settings per file glob (overrides), but most rules are project-wide: one
// run sees every action. So each rule runs once per distinct setting it has anywhere, and a report is kept only
// when the setting for the report's own file is the one that run used. An override that turns a rule off or
// changes its options for `legacy/**` thus applies to the reports located there, whatever rule made them.

import type { Catalog, Directory, Summarized, Summary } from "../types.js";
import type { RuleInfo, RuleSetting, Severity } from "../config/rule-info.js";
import type { DirectorySettings } from "../config/schema.js";
import type { Diagnostic, MessageRef, Proposal, RelatedLocation, Report } from "./diagnostic.js";
import { now, since, type Timing } from "../base/timing.js";
import { slashPath } from "../base/paths.js";
import { withDefaults, type Rule } from "./rule.js";
import type { ClientCuts } from "../summarize/client-cut.js";
import { compareText } from "../base/compare.js";
import { lookupIn, messageIdsInData, messageIdsOf, renderMessage, type MessageLookup } from "./messages.js";

export interface RunRulesInput {
  catalog: Catalog;
  directories: Directory[];
  summaries: Map<Summarized, Summary>;
  /** The clients' cuts of texts nothing else cuts (src/summarize/client-cut.ts). */
  clientCuts?: ClientCuts;
  /** The config's `clients`. */
  clients?: readonly string[];
  /** The config's `directory`. */
  directorySettings?: DirectorySettings;
  rules: Rule[];
  /** The rule's setting for a file (relative to catalog.root, "/"-separated), after config and overrides. */
  setting(rule: RuleInfo, file: string | undefined): RuleSetting;
  /** Every setting the rule has anywhere in the project (the base config and each override). */
  distinctSettings(rule: RuleInfo): RuleSetting[];
  /** --timing: each rule's time is added to it, and the total to the "rules" stage. */
  timing?: Timing;
  /**
   * Turns the edits a rule proposes into fixes and suggestions of source text (src/fix); none without it, and none
   * for a diagnostic in a file it returns undefined for (`file` is the diagnostic's).
   */
  fixesOf?(proposals: readonly Proposal[], file: string): Pick<Diagnostic, "fix" | "suggestions"> | undefined;
}

export interface RuleError {
  ruleId: string;
  error: unknown;
}

export interface RunRulesResult {
  diagnostics: Diagnostic[];
  /** Rules that threw: a bug in summarylint, not in the project. The CLI prints them and exits 2. */
  ruleErrors: RuleError[];
}

interface EnabledSetting {
  severity: Severity;
  options: Record<string, unknown>;
}

export function runRules(input: RunRulesInput): RunRulesResult {
  const { catalog, directories, summaries, clientCuts, clients, directorySettings } = input;
  const diagnostics: Diagnostic[] = [];
  const ruleErrors: RuleError[] = [];
  const unproven = unprovenPlaces(catalog);

  for (const rule of input.rules) {
    const runs = enabledSettings(rule, input.distinctSettings(rule));
    if (runs.length === 0) continue;

    const settingByFile = new Map<string, RuleSetting>();
    const settingFor = (file: string): RuleSetting => {
      let found = settingByFile.get(file);
      if (!found) {
        const raw = input.setting(rule, file);
        found = { severity: raw.severity, options: withDefaults(rule, raw.options) };
        settingByFile.set(file, found);
      }
      return found;
    };

    const lookup = lookupIn(rule.messages);
    const ruleStart = now();
    for (const run of runs) {
      const reports: Report[] = [];
      try {
        rule.check({
          catalog,
          directories,
          summaries,
          ...(clientCuts && { clientCuts }),
          ...(clients && { clients }),
          ...(directorySettings && { directorySettings }),
          options: run.options,
          report(report) {
            checkMessageIds(rule, lookup, report);
            reports.push(report);
          },
        });
      } catch (error) {
        // A half-finished run would report a misleading subset: keep none of it.
        ruleErrors.push({ ruleId: rule.id, error });
        continue;
      }
      for (const report of reports) {
        const own = settingFor(slashPath(catalog.root, report.loc.file));
        // A fatal report (a file whose declarations may have been lost) is an error at any severity but off.
        if (!sameSetting(own, run)) continue;
        const diagnostic = toDiagnostic(rule, lookup, report.fatal ? "error" : report.milder ? milder(run.severity, report.milder === 2 ? 2 : 1) : run.severity, report);
        const doubt = report.fatal ? undefined : ((unproven.size === 0 ? undefined : doubtOf(report, unproven)) ?? report.unproven);
        if (doubt !== undefined) onlyInfo(diagnostic, doubt, lookup);
        if (report.proposals?.length && input.fixesOf) Object.assign(diagnostic, input.fixesOf(report.proposals, diagnostic.file));
        diagnostics.push(diagnostic);
      }
    }
    // The rule's check and what its reports cost (their fixes included), as ESLint's TIMING counts a rule.
    input.timing?.addRule(rule.id, since(ruleStart));
  }
  return { diagnostics: mergeRepeats(sortDiagnostics(diagnostics)), ruleErrors };
}

/**
 * The rule's own message ids only, for the report's message; its own or the shared ones (src/lint/messages.ts) for
 * its related notes and the messages in its data. Another id is a bug in the rule.
 */
function checkMessageIds(rule: Rule, lookup: MessageLookup, report: Report): void {
  const known = (id: string) => lookup(id) !== undefined;
  const ids = [...messageIdsInData(report.data), ...(report.related ?? []).flatMap((r) => [...messageIdsOf(r)]), ...(report.unproven ? messageIdsOf(report.unproven) : [])];
  const unknown = Object.hasOwn(rule.messages, report.messageId) ? ids.find((id) => !known(id)) : report.messageId;
  if (unknown !== undefined) throw new Error(`rule "${rule.id}" reported unknown messageId "${unknown}"`);
}

/**
 * Why an item is not proven to be what it was read as: the shared note that says what it was read as ("a tool",
 * "a skill"), with the reason.
 */
type Doubt = MessageRef;

/** Where each item not proven to be its framework's is reported (its `loc`), with the reason. */
function unprovenPlaces(catalog: Catalog): Map<string, Doubt> {
  const places = new Map<string, Doubt>();
  for (const list of [catalog.actions, catalog.features, catalog.entities, catalog.triggers, catalog.modules]) {
    for (const item of list) {
      if (item.unproven === undefined) continue;
      const messageId = item.type === "module" ? (item.form === "skill" ? "notProvenSkill" : "notProvenModule") : "notProvenTool";
      places.set(placeKey(item.loc), { messageId, data: { reason: item.unproven } });
    }
  }
  return places;
}

function placeKey(loc: { file: string; line: number; column: number }): string {
  return `${loc.file}\0${loc.line}\0${loc.column}`;
}

/** The reason a report is about an unproven item: it is located at one, or names one as related. */
function doubtOf(report: Report, unproven: Map<string, Doubt>): Doubt | undefined {
  const own = unproven.get(placeKey(report.loc));
  if (own !== undefined) return own;
  for (const r of report.related ?? []) {
    const other = unproven.get(placeKey(r));
    if (other !== undefined) return other;
  }
  return undefined;
}

/**
 * A finding about something recognised by a name or shape alone is no stronger than that recognition: at most
 * `info`, and its message says why the tool is not proven (a linter that shouts on a guess is switched off).
 */
function onlyInfo(diagnostic: Diagnostic, doubt: Doubt, lookup: MessageLookup): void {
  diagnostic.severity = "info";
  diagnostic.message += render(doubt, lookup);
}

/** At most this many related locations are kept on a diagnostic that stands for several repeats. */
const MAX_MERGED_RELATED = 20;

/**
 * One diagnostic for each defect: the same rule, severity, place and message reported again (a factory's missing
 * description, once per call site that instantiates it) is kept once, with the others' related locations (the
 * call sites) added, each once, up to MAX_MERGED_RELATED. `sorted` is in sortDiagnostics order.
 */
export function mergeRepeats(sorted: Diagnostic[]): Diagnostic[] {
  const merged: Diagnostic[] = [];
  for (const d of sorted) {
    const last = merged[merged.length - 1];
    const same =
      last !== undefined &&
      last.ruleId === d.ruleId &&
      last.severity === d.severity &&
      last.file === d.file &&
      last.line === d.line &&
      last.column === d.column &&
      last.message === d.message &&
      last.subject.name === d.subject.name;
    if (!same) {
      merged.push(d);
      continue;
    }
    const related = [...(last.related ?? [])];
    const seen = new Set(related.map((r) => `${r.file}:${r.line}:${r.column}:${r.message}`));
    for (const r of d.related ?? []) {
      const key = `${r.file}:${r.line}:${r.column}:${r.message}`;
      if (seen.has(key) || related.length >= MAX_MERGED_RELATED) continue;
      seen.add(key);
      related.push(r);
    }
    if (related.length > 0) merged[merged.length - 1] = { ...last, related };
  }
  return merged;
}

/** The distinct settings that are not "off", with option defaults filled in, each once. */
function enabledSettings(rule: Rule, settings: RuleSetting[]): EnabledSetting[] {
  const runs: EnabledSetting[] = [];
  for (const setting of settings) {
    if (setting.severity === "off") continue;
    const run = { severity: setting.severity, options: withDefaults(rule, setting.options) };
    if (!runs.some((other) => sameSetting(other, run))) runs.push(run);
  }
  return runs;
}

function sameSetting(a: RuleSetting, b: RuleSetting): boolean {
  return a.severity === b.severity && deepEqual(a.options, b.options);
}

/** Equality of JSON-like values (option values come from YAML/JSON config). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  const aObj = a as Record<string, unknown>;
  const bObj = b as Record<string, unknown>;
  const keys = Object.keys(aObj).filter((key) => aObj[key] !== undefined);
  const bKeys = Object.keys(bObj).filter((key) => bObj[key] !== undefined);
  return keys.length === bKeys.length && keys.every((key) => deepEqual(aObj[key], bObj[key]));
}

/** `steps` below `severity` (error -> warn -> info), for a rule's weaker findings (see Report.milder). */
function milder(severity: Severity, steps: 1 | 2): Severity {
  return severity === "error" && steps === 1 ? "warn" : "info";
}

function toDiagnostic(rule: Rule, lookup: MessageLookup, severity: Severity, report: Report): Diagnostic {
  const { loc } = report;
  const diagnostic: Diagnostic = {
    ruleId: rule.id,
    severity,
    message: render(report, lookup),
    file: loc.file,
    line: loc.line,
    column: loc.column,
    endLine: loc.endLine,
    endColumn: loc.endColumn,
    subject: report.subject,
    docs: rule.docs,
  };
  if (report.related && report.related.length > 0) {
    diagnostic.related = report.related.map(({ messageId, data, ...at }): RelatedLocation => ({ ...at, message: render({ messageId, data }, lookup) }));
  }
  if (report.confidence !== undefined) diagnostic.confidence = report.confidence;
  return diagnostic;
}

/** A message checked by checkMessageIds, rendered from its template and data. */
function render({ messageId, data }: MessageRef, lookup: MessageLookup): string {
  return renderMessage(lookup(messageId)!, data, lookup);
}

/** Deterministic order: file, line, column, rule, message (plain code-unit order, not locale-dependent). */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareText(a.ruleId, b.ruleId) ||
      compareText(a.message, b.message),
  );
}
