// `-f gitlab`: a GitLab Code Quality report (the `artifacts:reports:codequality` of a CI job), which GitLab shows in
// the merge request widget and the changes view. An array of issues with exactly the fields GitLab documents:
// `description`, `check_name` (the rule id), `fingerprint`, `severity` and `location: {path, lines: {begin}}`.
//
// GitLab tells a new issue from a fixed one by comparing fingerprints between the merge request and its target
// branch, so the fingerprint leaves out the line: an edit above a finding does not make it new. It hashes the rule,
// the path, the subject and the message, and the occurrence among issues that share those (which GitLab requires
// to be unique).

import { createHash } from "node:crypto";

import { slashPath } from "../base/paths.js";
import type { Severity } from "../config/rule-info.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { whole, type FormatContext } from "./formatter.js";
import { JsonList, jsonTextParts } from "./json-text.js";

/** GitLab's severities are info, minor, major, critical and blocker; summarylint's three map to the lower three. */
export const GITLAB_SEVERITY: Record<Severity, string> = { info: "info", warn: "minor", error: "major" };

/** The array of issues, an issue a part. */
export function* gitlabParts(diagnostics: Diagnostic[], ctx: FormatContext): Generator<string> {
  const seen = new Map<string, number>();
  const issue = (d: Diagnostic) => {
    const file = slashPath(ctx.cwd, d.file);
    const identity = [d.ruleId, file, d.subject.type, d.subject.name, d.message].join("\0");
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return {
      description: d.message,
      check_name: d.ruleId,
      fingerprint: fingerprint(identity, occurrence),
      severity: GITLAB_SEVERITY[d.severity],
      location: { path: file, lines: { begin: d.line } },
    };
  };
  yield* jsonTextParts(new JsonList(diagnostics, issue), 2);
  yield "\n";
}

export const gitlab = whole(gitlabParts);

function fingerprint(identity: string, occurrence: number): string {
  return createHash("sha256").update(`${identity}\0${occurrence}`).digest("hex").slice(0, 32);
}
