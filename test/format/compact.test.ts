// `-f compact` and the VS Code problem matcher the manual ships for it (docs/cli.md): the matcher is read from that
// page itself, so the documented regexp and the formatter cannot drift apart.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { compact } from "../../src/format/compact.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { ctx, diag } from "./diagnostics.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");


/** Every shape of problem a line must survive: severities, odd paths, brackets and colons in the message. */
const CASES: { diagnostic: Diagnostic; line: string; file: string; severity: string; message: string }[] = [
  {
    diagnostic: diag({ line: 3, column: 16, message: 'Action "photo.delete" has no description. Add one.' }),
    line: 'src/a.ts:3:16: error Action "photo.delete" has no description. Add one. [missing-description]',
    file: "src/a.ts",
    severity: "error",
    message: 'Action "photo.delete" has no description. Add one.',
  },
  {
    diagnostic: diag({ severity: "warn", ruleId: "near-duplicate-summary", line: 120, column: 3, message: "Alike [see a.ts:3:16]: tell them apart" }),
    line: "src/a.ts:120:3: warning Alike [see a.ts:3:16]: tell them apart [near-duplicate-summary]",
    file: "src/a.ts",
    severity: "warning",
    message: "Alike [see a.ts:3:16]: tell them apart",
  },
  {
    diagnostic: diag({ severity: "info", ruleId: "summary-truncated", file: "/work/proj/src/my dir/x:y.ts", message: "Cut\nhere,\r\n  and there." }),
    line: "src/my dir/x:y.ts:1:1: info Cut here, and there. [summary-truncated]",
    file: "src/my dir/x:y.ts",
    severity: "info",
    message: "Cut here, and there.",
  },
  {
    diagnostic: diag({ file: "/work/other/b.ts", line: 7, column: 2 }),
    line: "../other/b.ts:7:2: error Add one. [missing-description]",
    file: "../other/b.ts",
    severity: "error",
    message: "Add one.",
  },
];

describe("compact", () => {
  it("prints one line per problem: file:line:col: severity message [rule-id]", () => {
    expect(compact(CASES.map((c) => c.diagnostic), ctx)).toBe(CASES.map((c) => `${c.line}\n`).join(""));
  });

  it("prints nothing at all when there is nothing to report", () => {
    expect(compact([], ctx)).toBe("");
  });
});

interface ProblemMatcher {
  owner: string;
  fileLocation: string[];
  pattern: { regexp: string; file: number; line: number; column: number; severity: number; message: number; code: number };
}

/** The tasks.json snippet of docs/cli.md: the one ```json block that holds a problemMatcher. */
function documentedMatcher(): ProblemMatcher {
  const doc = fs.readFileSync(path.join(REPO, "docs/cli.md"), "utf8");
  const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => b.includes('"problemMatcher"'));
  expect(blocks).toHaveLength(1);
  const tasks = JSON.parse(blocks[0]) as { tasks: { command: string; problemMatcher: ProblemMatcher }[] };
  expect(tasks.tasks[0].command).toContain("-f compact");
  return tasks.tasks[0].problemMatcher;
}

describe("the VS Code problem matcher of docs/cli.md", () => {
  const matcher = documentedMatcher();
  const regexp = new RegExp(matcher.pattern.regexp);

  it("reads files relative to the workspace folder, where the task runs", () => {
    expect(matcher.fileLocation).toEqual(["relative", "${workspaceFolder}"]);
  });

  it("matches every line compact prints, and reads back each field", () => {
    const lines = compact(CASES.map((c) => c.diagnostic), ctx).split("\n").slice(0, -1);
    expect(lines).toHaveLength(CASES.length);
    for (const [i, line] of lines.entries()) {
      const match = regexp.exec(line);
      expect(match, line).not.toBeNull();
      const { file, line: lineGroup, column, severity, message, code } = matcher.pattern;
      const c = CASES[i];
      expect([match![file], match![lineGroup], match![column], match![severity], match![message], match![code]]).toEqual([
        c.file,
        String(c.diagnostic.line),
        String(c.diagnostic.column),
        c.severity,
        c.message,
        c.diagnostic.ruleId,
      ]);
    }
  });

  it("does not match lines that are not problems", () => {
    for (const line of ["", "src/a.ts", "✖ 3 problems (1 error, 1 warning, 1 info)", "src/a.ts:3: error no column [x]", "src/a.ts:3:1: fatal x [y]"]) {
      expect(regexp.test(line), line).toBe(false);
    }
  });
});
