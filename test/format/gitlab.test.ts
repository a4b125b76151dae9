// `-f gitlab`: a GitLab Code Quality report, validated against the fields GitLab documents for a custom tool
// (docs.gitlab.com, "Code Quality", "Implement a custom tool": an array of objects with description, check_name,
// fingerprint, severity in info|minor|major|critical|blocker, location.path and location.lines.begin), with
// fingerprints that survive a moved line and stay unique.
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";

import { gitlab } from "../../src/format/gitlab.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { ctx, diag } from "./diagnostics.js";

/** GitLab's documented report, as a schema: these fields and no others (GitLab ignores the rest). */
const GITLAB_REPORT = {
  type: "array",
  items: {
    type: "object",
    additionalProperties: false,
    required: ["description", "check_name", "fingerprint", "severity", "location"],
    properties: {
      description: { type: "string", minLength: 1 },
      check_name: { type: "string", minLength: 1 },
      fingerprint: { type: "string", minLength: 1 },
      severity: { enum: ["info", "minor", "major", "critical", "blocker"] },
      location: {
        type: "object",
        additionalProperties: false,
        required: ["path", "lines"],
        properties: {
          // Relative to the repository root, with "/".
          path: { type: "string", pattern: "^(?!/)(?!\\.\\./)[^\\\\]+$" },
          lines: { type: "object", additionalProperties: false, required: ["begin"], properties: { begin: { type: "integer", minimum: 1 } } },
        },
      },
    },
  },
};
const validate = new Ajv({ allErrors: true }).compile(GITLAB_REPORT);

type Issue = { description: string; check_name: string; fingerprint: string; severity: string; location: { path: string; lines: { begin: number } } };

function report(diagnostics: Diagnostic[]): Issue[] {
  const text = gitlab(diagnostics, ctx);
  expect(text.endsWith("]\n")).toBe(true);
  const issues = JSON.parse(text) as Issue[];
  expect(validate(issues), JSON.stringify(validate.errors)).toBe(true);
  return issues;
}

const three = [
  diag({ severity: "error", line: 3, message: "Add a description." }),
  diag({ ruleId: "near-duplicate-summary", severity: "warn", file: "/work/proj/src/deep/b.ts", line: 12, subject: { type: "action", name: "b" } }),
  diag({ ruleId: "summary-without-verb", severity: "info", line: 40, subject: { type: "action", name: "c" } }),
];

describe("-f gitlab", () => {
  it("writes one issue per diagnostic with GitLab's fields", () => {
    const issues = report(three);
    expect(issues.map(({ fingerprint: _, ...rest }) => rest)).toEqual([
      { description: "Add a description.", check_name: "missing-description", severity: "major", location: { path: "src/a.ts", lines: { begin: 3 } } },
      { description: "Add one.", check_name: "near-duplicate-summary", severity: "minor", location: { path: "src/deep/b.ts", lines: { begin: 12 } } },
      { description: "Add one.", check_name: "summary-without-verb", severity: "info", location: { path: "src/a.ts", lines: { begin: 40 } } },
    ]);
  });

  it("writes an empty array when there is nothing to report", () => {
    expect(gitlab([], ctx)).toBe("[]\n");
    expect(report([])).toEqual([]);
  });

  // [what changed between two runs, same fingerprint?, the second run's diagnostic]
  const table: [string, boolean, Partial<Diagnostic>][] = [
    ["nothing", true, {}],
    ["the line (an edit above it)", true, { line: 90, endLine: 90 }],
    ["the column", true, { column: 9, endColumn: 12 }],
    ["the severity (a config change)", true, { severity: "warn" }],
    ["the rule", false, { ruleId: "summary-truncated" }],
    ["the file", false, { file: "/work/proj/src/other.ts" }],
    ["the subject", false, { subject: { type: "action", name: "contact.sync" } }],
    ["the message", false, { message: "Another problem." }],
  ];
  it.each(table)("a fingerprint across runs when %s changed: same = %s", (_, same, change) => {
    const [before] = report([diag({})]);
    const [after] = report([diag(change)]);
    expect(before.fingerprint === after.fingerprint).toBe(same);
  });

  it("keeps fingerprints unique when two issues share rule, file, subject and message", () => {
    const issues = report([diag({ line: 1 }), diag({ line: 5 }), diag({ line: 9 })]);
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(3);
    // ...and each keeps its fingerprint in the next run.
    expect(report([diag({ line: 2 }), diag({ line: 6 }), diag({ line: 10 })]).map((i) => i.fingerprint)).toEqual(issues.map((i) => i.fingerprint));
  });

  it("writes paths relative to the working directory, with /", () => {
    expect(report([diag({ file: "/work/proj/packages/x/src/tools.ts" })])[0].location.path).toBe("packages/x/src/tools.ts");
  });
});
