// The output's cap on repeated findings: one file, or one name, cannot flood what is printed. At most MAX_PER_GROUP
// findings of one rule are shown per file, and per subject (an action's name, which may be declared in many files);
// the rest of such a group is one closing finding, "and 15,980 more unused-directive findings in this file", that
// says how many it stands for, by severity (Diagnostic.omitted), so every count of the output stays exact.
//
// The engine's own merging (mergeRepeats) keeps one finding per defect: the same rule, place and message reported
// again. It does not limit findings at different places: 16,000 unused directives in one file, or 16,000 actions
// named alike, are 16,000 defects. This cap is the output's, applied by the CLI after the exit code is decided
// and after the baseline counted them: the baseline and the exit code see every finding.

import { cut } from "../base/escape.js";
import type { Severity } from "../config/rule-info.js";
import type { Diagnostic, SeverityCounts } from "./diagnostic.js";
import { renderMessage } from "./messages.js";
import { thousands } from "../base/plural.js";

/**
 * The most findings of one rule shown per file, and per subject. Above what real projects report: across the
 * 106 repositories of the ecosystem check, at most 86 findings of a rule fell in one file (near-duplicate-summary in
 * a generated n8n node) and 27 on one subject.
 */
export const MAX_PER_GROUP = 100;

/** The most characters of a subject's name a closing finding quotes. */
const MAX_NAME = 200;

/** What a closing finding says, for a file's group and a subject's, of one finding not shown or several. */
const CLOSING = {
  file: "… and {{count}} more {{ruleId}} findings in this file, not shown (at most {{max}} of one rule are shown per file)",
  oneInFile: "… and {{count}} more {{ruleId}} finding in this file, not shown (at most {{max}} of one rule are shown per file)",
  subject: '… and {{count}} more {{ruleId}} findings about {{type}} "{{name}}", not shown (at most {{max}} of one rule are shown per subject)',
  oneOfSubject: '… and {{count}} more {{ruleId}} finding about {{type}} "{{name}}", not shown (at most {{max}} of one rule are shown per subject)',
};

/** Findings of a group not shown: the first (where the closing finding goes, and what it copies), and their counts. */
interface Group {
  first: Diagnostic;
  per: "file" | "subject";
  omitted: SeverityCounts;
}

/**
 * `diagnostics` (in output order) with at most `max` of each rule per file and per subject; each group cut short
 * closes with one finding where its first finding not shown was.
 */
export function capPerSubject(diagnostics: readonly Diagnostic[], max = MAX_PER_GROUP): Diagnostic[] {
  const shownPerFile = new Map<string, number>();
  const shownPerSubject = new Map<string, number>();
  const groups = new Map<string, Group>();
  const output: (Diagnostic | Group)[] = [];
  for (const d of diagnostics) {
    const fileKey = `${d.ruleId}\0${d.file}`;
    const subjectKey = `${d.ruleId}\0${d.subject.type}\0${d.subject.name}`;
    const inFile = shownPerFile.get(fileKey) ?? 0;
    const ofSubject = shownPerSubject.get(subjectKey) ?? 0;
    if (inFile < max && ofSubject < max) {
      shownPerFile.set(fileKey, inFile + 1);
      shownPerSubject.set(subjectKey, ofSubject + 1);
      output.push(d);
      continue;
    }
    // The file's group when the file is full, else the subject's.
    const per = inFile >= max ? "file" : "subject";
    const key = per === "file" ? `file\0${fileKey}` : `subject\0${subjectKey}`;
    let group = groups.get(key);
    if (!group) {
      group = { first: d, per, omitted: { errors: 0, warnings: 0, infos: 0 } };
      groups.set(key, group);
      output.push(group);
    }
    addToCounts(group.omitted, d);
  }
  if (groups.size === 0) return [...diagnostics];
  return output.map((item) => ("per" in item ? closing(item, max) : item));
}

/** The finding that stands for a group's findings not shown: at the first of them, as severe as the worst. */
function closing(group: Group, max: number): Diagnostic {
  const { first, omitted, per } = group;
  const total = omitted.errors + omitted.warnings + omitted.infos;
  const severity: Severity = omitted.errors > 0 ? "error" : omitted.warnings > 0 ? "warn" : "info";
  const data = { count: thousands(total), ruleId: first.ruleId, max };
  const message =
    per === "file"
      ? renderMessage(total === 1 ? CLOSING.oneInFile : CLOSING.file, data)
      : renderMessage(total === 1 ? CLOSING.oneOfSubject : CLOSING.subject, { ...data, type: first.subject.type, name: cut(first.subject.name, MAX_NAME) });
  return {
    ruleId: first.ruleId,
    severity,
    message,
    file: first.file,
    line: first.line,
    column: first.column,
    endLine: first.endLine,
    endColumn: first.endColumn,
    subject: first.subject,
    docs: first.docs,
    omitted,
  };
}

/** Counts `d` in `counts` by its severity; a closing finding by the findings it stands for (its `omitted`). */
export function addToCounts(counts: SeverityCounts, { severity, omitted }: Diagnostic): void {
  if (omitted) {
    counts.errors += omitted.errors;
    counts.warnings += omitted.warnings;
    counts.infos += omitted.infos;
  } else if (severity === "error") counts.errors++;
  else if (severity === "warn") counts.warnings++;
  else counts.infos++;
}
