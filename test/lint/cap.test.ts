// The output's cap on repeated findings (src/lint/cap.ts): at most 100 of one rule per file and per subject, the rest
// counted in one closing finding where the first one not shown was. Every count of the output stays exact.
import { describe, expect, it } from "vitest";
import { countSeverities } from "../../src/format/formatter.js";
import { capPerSubject, MAX_PER_GROUP } from "../../src/lint/cap.js";
import type { Severity } from "../../src/config/rule-info.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";

function finding(ruleId: string, file: string, line: number, name = `a${line}`, severity: Severity = "warn"): Diagnostic {
  return {
    ruleId,
    severity,
    message: `Finding at ${line}.`,
    file,
    line,
    column: 1,
    endLine: line,
    endColumn: 2,
    subject: { type: "action", name },
    docs: `https://example.com/${ruleId}.md`,
  };
}

const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);

/** What a capped list holds: `rule file:line` of each finding shown, and each closing finding's message and counts. */
function brief(list: Diagnostic[]): string[] {
  return list.map((d) =>
    d.omitted ? `${d.severity} ${d.file}:${d.line} ${d.message} ${JSON.stringify(d.omitted)}` : `${d.ruleId} ${d.file}:${d.line}`,
  );
}

describe("capPerSubject", () => {
  it("is 100", () => expect(MAX_PER_GROUP).toBe(100));

  it.each<[string, Diagnostic[], string[]]>([
    [
      "250 findings of one rule in one file: 100, then one closing finding at the 101st",
      range(250).map((i) => finding("unused-directive", "/p/a.ts", i)),
      [
        ...range(100).map((i) => `unused-directive /p/a.ts:${i}`),
        'warn /p/a.ts:101 … and 150 more unused-directive findings in this file, not shown (at most 100 of one rule are shown per file) {"errors":0,"warnings":150,"infos":0}',
      ],
    ],
    [
      "one name in three files, 80 each: 100 of the subject, closed where the 101st is",
      ["/p/a.ts", "/p/b.ts", "/p/c.ts"].flatMap((file) => range(80).map((i) => finding("duplicate-tool-name", file, i, "same.get", "error"))),
      [
        ...range(80).map((i) => `duplicate-tool-name /p/a.ts:${i}`),
        ...range(20).map((i) => `duplicate-tool-name /p/b.ts:${i}`),
        'error /p/b.ts:21 … and 140 more duplicate-tool-name findings about action "same.get", not shown (at most 100 of one rule are shown per subject) {"errors":140,"warnings":0,"infos":0}',
      ],
    ],
    [
      "severities mixed among those not shown: the closing finding is as severe as the worst of them",
      range(103).map((i) => finding("r", "/p/a.ts", i, `a${i}`, i === 102 ? "error" : "info")),
      [...range(100).map((i) => `r /p/a.ts:${i}`), 'error /p/a.ts:101 … and 3 more r findings in this file, not shown (at most 100 of one rule are shown per file) {"errors":1,"warnings":0,"infos":2}'],
    ],
    [
      "two rules in one file, 101 each, interleaved: each its own group",
      range(101).flatMap((i) => [finding("r1", "/p/a.ts", i), finding("r2", "/p/a.ts", i)]),
      [
        ...range(100).flatMap((i) => [`r1 /p/a.ts:${i}`, `r2 /p/a.ts:${i}`]),
        'warn /p/a.ts:101 … and 1 more r1 finding in this file, not shown (at most 100 of one rule are shown per file) {"errors":0,"warnings":1,"infos":0}',
        'warn /p/a.ts:101 … and 1 more r2 finding in this file, not shown (at most 100 of one rule are shown per file) {"errors":0,"warnings":1,"infos":0}',
      ],
    ],
    // Near misses: 100 of a rule in a file, and 100 of a subject, are all shown.
    ["100 in one file", range(100).map((i) => finding("r", "/p/a.ts", i)), range(100).map((i) => `r /p/a.ts:${i}`)],
    [
      "one name in two files, 50 each",
      ["/p/a.ts", "/p/b.ts"].flatMap((file) => range(50).map((i) => finding("r", file, i, "same"))),
      ["/p/a.ts", "/p/b.ts"].flatMap((file) => range(50).map((i) => `r ${file}:${i}`)),
    ],
    ["100 of each of 3 rules in one file", range(300).map((i) => finding(`r${i % 3}`, "/p/a.ts", i)), range(300).map((i) => `r${i % 3} /p/a.ts:${i}`)],
  ])("%s", (_title, list, expected) => {
    const capped = capPerSubject(list);
    expect(brief(capped)).toEqual(expected);
    expect(countSeverities(capped)).toEqual(countSeverities(list));
  });

  it("a subject's name is quoted escaped and cut at 200 characters", () => {
    const name = `x\n::error::${"y".repeat(300)}`;
    const [closing] = capPerSubject(range(101).map((i) => finding("r", `/p/f${i}.ts`, 1, name))).slice(100);
    expect(closing.message).toBe(
      `… and 1 more r finding about action "x\\n::error::${"y".repeat(189)}… (311 characters)", not shown (at most 100 of one rule are shown per subject)`,
    );
  });
});
