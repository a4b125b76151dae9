// The baseline (the suppress stage of docs/design.md#pipeline), as ESLint's bulk suppressions
// (eslint-suppressions.json): a committed file that counts the known violations per file, rule and subject, so a team
// adopting summarylint on a big codebase is held to new problems only. Counted, never located by line, so edits
// elsewhere in a file do not invalidate it.
//
//   { "src/campaigns.ts": { "missing-description": { "action campaign.create": { "count": 1 } } } }
//
// Pure functions over data, plus reading the file: the CLI decides when to record, prune and write, and the exit code.

import { notARegularFile, readTextChecked } from "../base/read-file.js";
import path from "node:path";
import { slashPath } from "../base/paths.js";
import type { Severity } from "../config/rule-info.js";
import type { Diagnostic, Subject } from "../lint/diagnostic.js";
import { compareText } from "../base/compare.js";

export const SUPPRESSIONS_FILE_NAME = "summarylint-suppressions.json";

/**
 * What the baseline records and hides: errors and warnings, the two severities that can fail a run (warnings
 * through --max-warnings). Infos never fail a run, so recording them would only grow the file and hide them.
 */
export const SUPPRESSED_SEVERITIES: readonly Severity[] = ["error", "warn"];

/** Which violations an entry counts: a root-relative path with "/", a rule id, and `"<type> <name>"` of the subject. */
export interface SuppressionKey {
  file: string;
  rule: string;
  subject: string;
}

/** One entry of the file: how many violations of this file, rule and subject are known. */
export interface SuppressionEntry extends SuppressionKey {
  count: number;
}

/** An entry that counts more violations than occur now: `found` of its `count` (0: none left). */
export interface UnusedSuppression extends SuppressionEntry {
  found: number;
}

/** A suppressions file that cannot be read or has the wrong shape. The CLI prints the message and exits 2. */
export class SuppressionsError extends Error {
  override name = "SuppressionsError";

  constructor(
    /** What is wrong and how to fix it, without the file prefix. */
    readonly reason: string,
    /** How the message names the file (usually relative to the working directory). */
    readonly displayPath: string,
    readonly line = 0,
    readonly column = 0,
  ) {
    super(line > 0 ? `${displayPath}:${line}:${column}: ${reason}` : `${displayPath}: ${reason}`);
  }
}

// ---- keys ----------------------------------------------------------------------------------------------------

/** `"action campaign.create"`; a file subject names its root-relative path, as the file key does. */
export function subjectKey(subject: Subject, root: string): string {
  const name = subject.type === "file" && path.isAbsolute(subject.name) ? slashPath(root, subject.name) : subject.name;
  return `${subject.type} ${name}`;
}

export function suppressionKey(d: Diagnostic, root: string): SuppressionKey {
  return { file: slashPath(root, d.file), rule: d.ruleId, subject: subjectKey(d.subject, root) };
}

/** suppressionKey for many diagnostics: each file's relative path is computed once (most share a few files). */
function keyer(root: string): (d: Diagnostic) => SuppressionKey {
  const paths = new Map<string, string>();
  const relative = (file: string) => {
    let found = paths.get(file);
    if (found === undefined) paths.set(file, (found = slashPath(root, file)));
    return found;
  };
  return (d) => {
    const { subject } = d;
    const name = subject.type === "file" && path.isAbsolute(subject.name) ? relative(subject.name) : subject.name;
    return { file: relative(d.file), rule: d.ruleId, subject: `${subject.type} ${name}` };
  };
}

/**
 * One string per key, for maps. NUL cannot occur in a path or a rule id, so no subject text can make two keys
 * collide.
 */
export function keyString(key: SuppressionKey): string {
  return `${key.file}\0${key.rule}\0${key.subject}`;
}

function isSuppressible(d: Diagnostic): boolean {
  return SUPPRESSED_SEVERITIES.includes(d.severity);
}

// ---- applying ------------------------------------------------------------------------------------------------

export interface ApplyOptions {
  /**
   * May this entry be called unused? Default: every entry. A run that judged only part of the project (paths on
   * the command line, one role) answers false for the rest, whose violations it did not look for.
   */
  judged?: (entry: SuppressionEntry) => boolean;
}

export interface ApplyResult {
  /** The diagnostics still reported, in their input order. */
  kept: Diagnostic[];
  /** The diagnostics the baseline hid. */
  suppressed: Diagnostic[];
  /** Entries that count more violations than occur now, in file order. */
  unused: UnusedSuppression[];
}

/**
 * Hides the errors and warnings the baseline counts. Per file, rule and subject: when there are at most `count`
 * violations, all are hidden; when there are more, all are reported, since nothing tells the old ones from the new
 * (as ESLint does). Infos are never hidden or counted. Run it after inline directives.
 */
export function applySuppressions(
  diagnostics: Diagnostic[],
  suppressions: readonly SuppressionEntry[],
  root: string,
  options: ApplyOptions = {},
): ApplyResult {
  const keyOf = keyer(root);
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    if (!isSuppressible(d)) continue;
    const key = keyString(keyOf(d));
    const group = groups.get(key);
    if (group) group.push(d);
    else groups.set(key, [d]);
  }

  const hidden = new Set<Diagnostic>();
  const unused: UnusedSuppression[] = [];
  for (const entry of sortEntries(suppressions)) {
    const group = groups.get(keyString(entry)) ?? [];
    if (group.length <= entry.count) for (const d of group) hidden.add(d);
    if (group.length < entry.count && (options.judged?.(entry) ?? true)) unused.push({ ...entry, found: group.length });
  }
  return {
    kept: diagnostics.filter((d) => !hidden.has(d)),
    suppressed: diagnostics.filter((d) => hidden.has(d)),
    unused,
  };
}

// ---- recording and pruning -----------------------------------------------------------------------------------

export interface RecordScope {
  /** The rules to record (`--suppress-rule`); undefined: every rule (`--suppress-all`). */
  rules?: ReadonlySet<string>;
  /** Does this run speak for this key? Default: yes. Paths on the command line limit it. */
  covers?: (key: SuppressionKey) => boolean;
}

/**
 * The baseline after recording the current violations: for each key the scope covers, the count becomes the
 * number of its errors and warnings now (an entry whose violations are gone is dropped); entries outside the
 * scope are kept as they were. So the run that records passes, and recording twice changes nothing.
 */
export function recordSuppressions(
  existing: readonly SuppressionEntry[],
  diagnostics: Diagnostic[],
  root: string,
  scope: RecordScope = {},
): SuppressionEntry[] {
  const inScope = (key: SuppressionKey) => (scope.rules?.has(key.rule) ?? true) && (scope.covers?.(key) ?? true);
  const keyOf = keyer(root);
  const current = new Map<string, SuppressionEntry>();
  for (const d of diagnostics) {
    if (!isSuppressible(d)) continue;
    const key = keyOf(d);
    if (!inScope(key)) continue;
    const id = keyString(key);
    const entry = current.get(id);
    if (entry) entry.count++;
    else current.set(id, { ...key, count: 1 });
  }
  const kept = existing.filter((entry) => !inScope(entry));
  return sortEntries([...kept, ...current.values()]);
}

/** The baseline with each unused entry lowered to the violations found now, or removed when none are left. */
export function pruneSuppressions(existing: readonly SuppressionEntry[], unused: readonly UnusedSuppression[]): SuppressionEntry[] {
  const found = new Map(unused.map((u) => [keyString(u), u.found]));
  const pruned: SuppressionEntry[] = [];
  for (const entry of existing) {
    const now = found.get(keyString(entry));
    if (now === undefined) pruned.push({ ...entry });
    else if (now > 0) pruned.push({ ...entry, count: Math.min(now, entry.count) });
  }
  return sortEntries(pruned);
}

// ---- the file ------------------------------------------------------------------------------------------------

/** Files, then rules, then subjects, in plain code-unit order (never locale-dependent, so every machine agrees). */
export function sortEntries(entries: readonly SuppressionEntry[]): SuppressionEntry[] {
  return [...entries].sort((a, b) => compareText(a.file, b.file) || compareText(a.rule, b.rule) || compareText(a.subject, b.subject));
}

/**
 * The file's text: sorted, two-space indented JSON with a trailing newline; the same entries always give the same
 * bytes. Written by hand rather than by JSON.stringify, which would move integer-like keys (a file named "2") first.
 */
export function formatSuppressions(entries: readonly SuppressionEntry[]): string {
  const sorted = sortEntries(entries).filter((e) => e.count > 0);
  if (sorted.length === 0) return "{}\n";
  const q = (text: string) => JSON.stringify(text);
  const lines: string[] = ["{"];
  for (let i = 0; i < sorted.length; i++) {
    const e = sorted[i];
    const previous = sorted[i - 1];
    const next = sorted[i + 1];
    const newFile = previous?.file !== e.file;
    const newRule = newFile || previous.rule !== e.rule;
    const lastInFile = next?.file !== e.file;
    const lastInRule = lastInFile || next.rule !== e.rule;
    if (newFile) lines.push(`  ${q(e.file)}: {`);
    if (newRule) lines.push(`    ${q(e.rule)}: {`);
    lines.push(`      ${q(e.subject)}: { "count": ${e.count} }${lastInRule ? "" : ","}`);
    if (lastInRule) lines.push(`    }${lastInFile ? "" : ","}`);
    if (lastInFile) lines.push(`  }${next === undefined ? "" : ","}`);
  }
  lines.push("}");
  return lines.join("\n") + "\n";
}

/** Every subject type a diagnostic may have (a trigger, a core prompt, a module by its form too). */
const SUBJECT_TYPES: readonly Subject["type"][] = ["action", "feature", "entity", "trigger", "server", "mcp-prompt", "mcp-resource", "file", "prompt", "module", "skill", "namespace", "toolset"];
const CONFLICT_MARKER = /^(?:<{7}|={7}|>{7})(?: |$)/m;
const RECOVER = `delete it and run summarylint --suppress-all to record the current violations again`;

/**
 * The entries of a suppressions file's text, sorted. Throws SuppressionsError, naming `displayPath` (and the
 * line and column for a syntax error), for text that is not JSON or not the shape --suppress-all writes.
 */
export function parseSuppressions(text: string, displayPath: string): SuppressionEntry[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const conflict = CONFLICT_MARKER.exec(source);
  if (conflict) {
    const { line } = position(source, conflict.index);
    throw new SuppressionsError(
      "unresolved merge conflict; keep either side, then run summarylint --prune-suppressions (entries that no longer occur) or --suppress-all (new violations)",
      displayPath,
      line,
      1,
    );
  }
  if (source.trim() === "") throw new SuppressionsError(`the file is empty; ${RECOVER}`, displayPath);

  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    // V8's reason, without the position (given as line and column instead) or the copy of the text it may quote.
    const message = String((error as Error)?.message ?? error);
    const at = /at position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : /end of JSON input/.test(message) ? source.length : undefined;
    const { line, column } = offset === undefined ? { line: 0, column: 0 } : position(source, offset);
    const reason = message
      .replace(/, ".*"(?:\.\.\.)? is not valid JSON$/s, "")
      .replace(/\s*\(line \d+ column \d+\)/, "")
      .replace(/ in JSON at position \d+/, "")
      .replace(/\s+/g, " ")
      .replace(/\.$/, "");
    throw new SuppressionsError(`invalid JSON: ${reason}; fix it, or ${RECOVER}`, displayPath, line, column);
  }

  const fail = (where: string[], reason: string): never => {
    const at = where.length ? `at ${where.map((w) => JSON.stringify(w)).join(" > ")}: ` : "";
    throw new SuppressionsError(`${at}${reason}; fix it, or ${RECOVER}`, displayPath);
  };
  const entries: SuppressionEntry[] = [];
  if (!isObject(json)) fail([], `expected an object of files, not ${describe(json)}`);
  for (const [file, rules] of Object.entries(json as Record<string, unknown>)) {
    if (file === "") fail([file], "a file path must not be empty");
    if (!isObject(rules)) fail([file], `expected an object of rule ids, not ${describe(rules)}`);
    for (const [rule, subjects] of Object.entries(rules as Record<string, unknown>)) {
      if (rule === "") fail([file, rule], "a rule id must not be empty");
      if (!isObject(subjects)) fail([file, rule], `expected an object of subjects, not ${describe(subjects)}`);
      for (const [subject, value] of Object.entries(subjects as Record<string, unknown>)) {
        const where = [file, rule, subject];
        const space = subject.indexOf(" ");
        const type = subject.slice(0, space);
        if (space <= 0 || space === subject.length - 1 || !(SUBJECT_TYPES as string[]).includes(type)) {
          fail(where, `a subject is "<type> <name>" with type ${SUBJECT_TYPES.join(", ")}`);
        }
        if (!isObject(value)) fail(where, `expected { "count": n }, not ${describe(value)}`);
        const extra = Object.keys(value as object).find((key) => key !== "count");
        if (extra !== undefined) fail(where, `unknown key ${JSON.stringify(extra)} (an entry holds only "count")`);
        const count = (value as { count?: unknown }).count;
        if (!Number.isSafeInteger(count) || (count as number) < 1) {
          fail(where, count === undefined ? `"count" is missing` : `"count" must be a whole number of at least 1, not ${describe(count)}`);
        }
        entries.push({ file, rule, subject, count: count as number });
      }
    }
  }
  return sortEntries(entries);
}

/**
 * The entries of the suppressions file at `file`, or undefined when there is none. Throws SuppressionsError for a
 * file that cannot be read or parsed, or that the project's folder `root` holds as a link that leads outside it.
 */
export function readSuppressions(file: string, displayPath: string, root?: string): { entries: SuppressionEntry[]; text: string } | undefined {
  let text: string;
  try {
    text = readTextChecked(file, undefined, root);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    const notAFile = notARegularFile(error);
    const reason = notAFile
      ? `${notAFile}; summarylint reads suppressions only from a regular file`
      : code === "EISDIR"
        ? `is a folder; name a file with --suppressions-location`
        : code === "ENOTDIR"
          ? "a part of the path is a file, not a folder"
          : `cannot read it (${code ?? String(error)}); check its permissions`;
    throw new SuppressionsError(reason, displayPath);
  }
  return { entries: parseSuppressions(text, displayPath), text };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A JSON value in a message: `null`, `an array`, `an object`, `the string "x"`, `12`, `true`. */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return String(value);
}

/** 1-based line and column of `offset` (columns in UTF-16 units, as the rest of summarylint counts them). */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.min(offset, text.length));
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: before.length - lineStart + 1 };
}
