import { describe, expect, it } from "vitest";

import { compact } from "../../src/format/compact.js";
import { github } from "../../src/format/github.js";
import { gitlab } from "../../src/format/gitlab.js";
import { FORMATTERS } from "../../src/format/index.js";
import { json } from "../../src/format/json.js";
import { sarif } from "../../src/format/sarif.js";
import { stylish } from "../../src/format/stylish.js";
import type { FormatContext } from "../../src/format/formatter.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { diag as baseDiag } from "./diagnostics.js";

const ctx: FormatContext = { cwd: "/work/proj", color: false, tool: { name: "summarylint", version: "0.1.0" }, files: 12, actions: 30 };
const DOCS = "https://github.com/summarylint/summarylint/blob/main/rules";

function diag(over: Partial<Diagnostic>): Diagnostic {
  return baseDiag(over, DOCS);
}

const three: Diagnostic[] = [
  diag({ line: 3, column: 16, message: "Action has no description. Add one." }),
  diag({ line: 12, column: 1, severity: "info", ruleId: "summary-truncated", message: "Summary is cut." }),
  diag({ file: "/work/proj/src/b.ts", severity: "warn", ruleId: "unreadable-source", message: "Bad file.", subject: { type: "file", name: "/work/proj/src/b.ts" } }),
];

describe("stylish", () => {
  it("prints nothing when there is nothing to report", () => {
    expect(stylish([], ctx)).toBe("");
  });

  it("groups by file with aligned rows and a closing count (--verbose: infos too)", () => {
    expect(stylish(three, { ...ctx, verbose: true })).toBe(
      [
        "",
        "src/a.ts",
        "   3:16  error  Action has no description. Add one  missing-description",
        "  12:1   info   Summary is cut                      summary-truncated",
        "",
        "src/b.ts",
        "  1:1  warning  Bad file  unreadable-source",
        "",
        "✖ 3 problems (1 error, 1 warning, 1 info)",
        "",
      ].join("\n"),
    );
  });

  it("counts in the singular and plural", () => {
    const warnings = [diag({ severity: "warn" }), diag({ severity: "warn", line: 2 })];
    expect(stylish(warnings, ctx).split("\n").at(-2)).toBe("✖ 2 problems (0 errors, 2 warnings, 0 infos)");
    expect(stylish([diag({ severity: "info" })], { ...ctx, verbose: true }).split("\n").at(-2)).toBe("✖ 1 problem (0 errors, 0 warnings, 1 info)");
  });

  it("colors with ANSI codes only when asked", () => {
    expect(stylish([diag({})], { ...ctx, color: true })).toBe(
      "\n" +
        "\u001b[4msrc/a.ts\u001b[24m\n" +
        "  \u001b[2m1:1\u001b[22m  \u001b[31merror\u001b[39m  Add one  \u001b[2mmissing-description\u001b[22m\n" +
        "\n" +
        "\u001b[31m\u001b[1m✖ 1 problem (1 error, 0 warnings, 0 infos)\u001b[22m\u001b[39m\n",
    );
    expect(stylish(three, ctx)).not.toContain("\u001b[");
  });

  it("shows paths outside the working directory relative to it", () => {
    const outside = stylish([diag({ file: "/work/other/x.ts" })], ctx);
    expect(outside.split("\n")[1]).toBe("../other/x.ts");
  });
});

describe("json", () => {
  it("prints { tool, results, summary } with paths relative to the working directory", () => {
    const related = [{ file: "/work/proj/src/c.ts", line: 4, column: 2, endLine: 4, endColumn: 9, message: "the other action" }];
    const withRelated = [...three, diag({ file: "/work/proj/src/c.ts", line: 9, ruleId: "near-duplicate-summary", severity: "warn", related })];
    const output = json(withRelated, ctx);
    expect(output.endsWith("\n")).toBe(true);
    expect(JSON.parse(output)).toEqual({
      tool: { name: "summarylint", version: "0.1.0" },
      results: [
        {
          ruleId: "missing-description",
          severity: "error",
          message: "Action has no description. Add one.",
          file: "src/a.ts",
          line: 3,
          column: 16,
          endLine: 1,
          endColumn: 2,
          subject: { type: "action", name: "contact.list" },
          docs: `${DOCS}/missing-description.md`,
        },
        {
          ruleId: "summary-truncated",
          severity: "info",
          message: "Summary is cut.",
          file: "src/a.ts",
          line: 12,
          column: 1,
          endLine: 1,
          endColumn: 2,
          subject: { type: "action", name: "contact.list" },
          docs: `${DOCS}/missing-description.md`,
        },
        {
          ruleId: "unreadable-source",
          severity: "warn",
          message: "Bad file.",
          file: "src/b.ts",
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 2,
          subject: { type: "file", name: "src/b.ts" },
          docs: `${DOCS}/missing-description.md`,
        },
        {
          ruleId: "near-duplicate-summary",
          severity: "warn",
          message: "Add one.",
          file: "src/c.ts",
          line: 9,
          column: 1,
          endLine: 1,
          endColumn: 2,
          subject: { type: "action", name: "contact.list" },
          related: [{ message: "the other action", file: "src/c.ts", line: 4, column: 2, endLine: 4, endColumn: 9 }],
          docs: `${DOCS}/missing-description.md`,
        },
      ],
      summary: { errors: 1, warnings: 2, infos: 1, files: 12, actions: 30 },
    });
  });

  it("keeps the field order of a result: ruleId, severity, message, place, subject, docs", () => {
    const [result] = JSON.parse(json([diag({})], ctx)).results;
    expect(Object.keys(result)).toEqual(["ruleId", "severity", "message", "file", "line", "column", "endLine", "endColumn", "subject", "docs"]);
  });

  it("gives a heuristic finding's confidence as properties.confidence, after docs", () => {
    const [result] = JSON.parse(json([diag({ confidence: 0.8 })], ctx)).results;
    expect([Object.keys(result).slice(-2), result.properties]).toEqual([["docs", "properties"], { confidence: 0.8 }]);
  });

  it("prints an empty result list with zero counts", () => {
    expect(JSON.parse(json([], ctx))).toEqual({
      tool: { name: "summarylint", version: "0.1.0" },
      results: [],
      summary: { errors: 0, warnings: 0, infos: 0, files: 12, actions: 30 },
    });
  });

  it("uses / in paths and leaves a relative file subject alone", () => {
    const [result] = JSON.parse(json([diag({ file: "/work/proj/a/b/c.ts", subject: { type: "file", name: "a/b/c.ts" } })], ctx)).results;
    expect([result.file, result.subject.name]).toEqual(["a/b/c.ts", "a/b/c.ts"]);
  });
});

describe("FORMATTERS", () => {
  it("maps --format names to formatters", () => {
    expect(Object.keys(FORMATTERS)).toEqual(["stylish", "json", "compact", "sarif", "github", "gitlab", "markdown"]);
    expect(FORMATTERS.stylish).toBe(stylish);
    expect(FORMATTERS.json).toBe(json);
    expect(FORMATTERS.compact).toBe(compact);
    expect(FORMATTERS.sarif).toBe(sarif);
    expect(FORMATTERS.github).toBe(github);
    expect(FORMATTERS.gitlab).toBe(gitlab);
  });

  it("none but stylish ever colors, even when asked", () => {
    for (const [name, format] of Object.entries(FORMATTERS)) {
      if (name !== "stylish") expect(format(three, { ...ctx, color: true }), name).not.toContain("\u001b[");
    }
  });
});
