// stylish for a person at a terminal: related locations under the message, infos counted unless verbose, messages
// wrapped at the context's width (by terminal columns, not string length). Each case: diagnostics, context, the
// exact output.
import { describe, expect, it } from "vitest";

import type { FormatContext } from "../../src/format/formatter.js";
import { stylish } from "../../src/format/stylish.js";
import { displayWidth, wrap } from "../../src/format/wrap.js";
import type { Diagnostic, RelatedLocation } from "../../src/lint/diagnostic.js";
import { ctx, CWD, diag } from "./diagnostics.js";

function related(file: string, line: number, column: number, message: string): RelatedLocation {
  return { file: `${CWD}/${file}`, line, column, endLine: line, endColumn: column + 1, message };
}

const LONG_FILE = "src/tools/catalog/some-very-long-file-name-for-a-tool-that-reads-alike.ts";

interface Case {
  name: string;
  diagnostics: Diagnostic[];
  context?: Partial<FormatContext>;
  output: string[];
}

const CASES: Case[] = [
  {
    name: "related locations: one line each under the message, relative path:line:column, a repeated one once",
    diagnostics: [
      diag({
        line: 9,
        column: 3,
        severity: "warn",
        ruleId: "near-duplicate-summary",
        message: "Alike.",
        related: [
          related("src/b.ts", 4, 2, "the other action"),
          related("src/b.ts", 4, 2, "the other action"),
          { ...related("x", 12, 5, "made by this call"), file: "/work/other/c.ts" },
        ],
      }),
    ],
    output: [
      "",
      "src/a.ts",
      "  9:3  warning  Alike  near-duplicate-summary",
      "                ↳ src/b.ts:4:2 the other action",
      "                ↳ ../other/c.ts:12:5 made by this call",
      "",
      "✖ 1 problem (0 errors, 1 warning, 0 infos)",
    ],
  },
  {
    name: "infos: not printed, counted per rule (most first, then by id) under the closing count, which counts them",
    diagnostics: [
      diag({}),
      diag({ line: 2, severity: "info", ruleId: "first-sentence-only", message: "Later sentences are dropped." }),
      diag({ file: `${CWD}/src/b.ts`, severity: "info", ruleId: "unresolved-description", message: "Not read." }),
      diag({ file: `${CWD}/src/c.ts`, severity: "info", ruleId: "summary-truncated", message: "Cut." }),
      diag({ file: `${CWD}/src/c.ts`, line: 3, severity: "info", ruleId: "first-sentence-only", message: "Dropped." }),
    ],
    output: [
      "",
      "src/a.ts",
      "  1:1  error  Add one  missing-description",
      "",
      "✖ 5 problems (1 error, 0 warnings, 4 infos)",
      "  4 infos not shown (first-sentence-only 2, summary-truncated 1, unresolved-description 1): --verbose shows them",
    ],
  },
  {
    name: "infos with verbose: printed as any other row, no count line",
    diagnostics: [
      diag({}),
      diag({ line: 2, severity: "info", ruleId: "first-sentence-only", message: "Later sentences are dropped." }),
      diag({ file: `${CWD}/src/b.ts`, severity: "info", ruleId: "unresolved-description", message: "Not read." }),
    ],
    context: { verbose: true },
    output: [
      "",
      "src/a.ts",
      "  1:1  error  Add one                      missing-description",
      "  2:1  info   Later sentences are dropped  first-sentence-only",
      "",
      "src/b.ts",
      "  1:1  info  Not read  unresolved-description",
      "",
      "✖ 3 problems (1 error, 0 warnings, 2 infos)",
    ],
  },
  {
    name: "infos only: the closing count and the count line, no file",
    diagnostics: [diag({ severity: "info", ruleId: "summary-truncated", message: "Cut." })],
    output: ["✖ 1 problem (0 errors, 0 warnings, 1 info)", "  1 info not shown (summary-truncated 1): --verbose shows it"],
  },
  {
    name: "width 60, a long message: the first line beside the rule id, the rest under the message in the rule id's columns too",
    diagnostics: [diag({ line: 3, column: 16, message: 'The summary of "x" has no verb: the cut dropped it. Start with the verb.' })],
    context: { width: 60 },
    output: [
      "",
      "src/a.ts",
      '  3:16  error  The summary of "x" has  missing-description',
      "               no verb: the cut dropped it. Start with the",
      "               verb",
      "",
      "✖ 1 problem (1 error, 0 warnings, 0 infos)",
    ],
  },
  {
    name: "width 0: no wrapping, however long (ESLint's layout); a line break in a message goes under it",
    diagnostics: [diag({ message: `${"word ".repeat(30)}end.` }), diag({ line: 2, message: "One\ntwo." })],
    context: { width: 0 },
    output: [
      "",
      "src/a.ts",
      `  1:1  error  ${"word ".repeat(30)}end  missing-description`,
      `  2:1  error  One${" ".repeat(150)}  missing-description`,
      "              two",
      "",
      "✖ 2 problems (2 errors, 0 warnings, 0 infos)",
    ],
  },
  {
    name: "width 60, a long file name: the header and a related location are never cut, the related message goes under",
    diagnostics: [
      diag({
        file: `${CWD}/${LONG_FILE}`,
        ruleId: "near-duplicate-summary",
        message: "Alike.",
        related: [related(LONG_FILE, 120, 16, "the other action"), related("src/b.ts", 4, 2, "a related message long enough to be wrapped under itself")],
      }),
    ],
    context: { width: 60 },
    output: [
      "",
      LONG_FILE,
      "  1:1  error  Alike  near-duplicate-summary",
      `              ↳ ${LONG_FILE}:120:16`,
      "                the other action",
      "              ↳ src/b.ts:4:2 a related message long enough",
      "                to be wrapped under itself",
      "",
      "✖ 1 problem (1 error, 0 warnings, 0 infos)",
    ],
  },
  {
    name: "width 60, unicode: CJK and emoji count two columns, a combining accent none; a run without spaces is cut between characters; rows aligned by columns",
    diagnostics: [
      diag({ line: 2, column: 7, severity: "warn", ruleId: "near-duplicate-summary", message: '"写真を削除" and "写真を消去" read alike 🙂 cafe\u0301.' }),
      diag({ line: 3, severity: "warn", ruleId: "near-duplicate-summary", message: "Short." }),
      diag({ line: 4, severity: "warn", ruleId: "near-duplicate-summary", message: "写真を削除する操作と写真を消去する操作が同じ要約です" }),
    ],
    context: { width: 60 },
    output: [
      "",
      "src/a.ts",
      '  2:7  warning  "写真を削除" and      near-duplicate-summary',
      '                "写真を消去" read alike 🙂 cafe\u0301',
      "  3:1  warning  Short                 near-duplicate-summary",
      "  4:1  warning  写真を削除する操作と  near-duplicate-summary",
      "                写真を消去する操作が同じ要約です",
      "",
      "✖ 3 problems (0 errors, 3 warnings, 0 infos)",
    ],
  },
  {
    name: "width 60: the infos' count line wraps too, continuation indented",
    diagnostics: [
      diag({ severity: "info", ruleId: "first-sentence-only" }),
      diag({ line: 2, severity: "info", ruleId: "first-sentence-only" }),
      diag({ severity: "info", ruleId: "summary-truncated" }),
      diag({ severity: "info", ruleId: "unresolved-description" }),
    ],
    context: { width: 60 },
    output: [
      "✖ 4 problems (0 errors, 0 warnings, 4 infos)",
      "  4 infos not shown (first-sentence-only 2,",
      "    summary-truncated 1, unresolved-description 1):",
      "    --verbose shows them",
    ],
  },
];

describe("stylish for a person", () => {
  for (const c of CASES) {
    it(c.name, () => {
      expect(stylish(c.diagnostics, { ...ctx, ...c.context }).split("\n")).toEqual([...c.output, ""]);
    });
  }

  it("no line is wider than the width when every word and location fits", () => {
    for (const c of CASES.filter((c) => (c.context?.width ?? 0) > 0 && !c.output.includes(LONG_FILE))) {
      for (const line of stylish(c.diagnostics, { ...ctx, ...c.context }).split("\n")) {
        expect(displayWidth(line), line).toBeLessThanOrEqual(c.context!.width!);
      }
    }
  });

  it("colors a related location dim, and the count line of infos", () => {
    const output = stylish([diag({ related: [related("src/b.ts", 4, 2, "the other")] }), diag({ severity: "info" })], { ...ctx, color: true });
    expect(output).toContain("\n              \u001b[2m↳ src/b.ts:4:2\u001b[22m the other\n");
    expect(output.endsWith("\u001b[2m  1 info not shown (missing-description 1): --verbose shows it\u001b[22m\n")).toBe(true);
  });
});

describe("displayWidth and wrap", () => {
  const widths: [string, number][] = [
    ["plain", 5],
    ["写真", 4],
    ["🙂", 2],
    ["👍🏽", 2], // emoji with a skin tone: one grapheme
    ["cafe\u0301", 4],
    ["“quoted” …", 10],
    ["한국어", 6],
    ["ｆｕｌｌ", 8],
  ];
  for (const [text, width] of widths) {
    it(`${JSON.stringify(text)} takes ${width} columns`, () => expect(displayWidth(text)).toBe(width));
  }

  it("keeps the spaces between words on a line, swallows them at a break", () => {
    expect(wrap('the summary "a  b" is cut', 12)).toEqual(['the summary', '"a  b" is', "cut"]);
  });

  it("keeps a lead with spaces in it whole", () => {
    expect(wrap("the other", 10, { lead: "src/my dir/a.ts:1:1" })).toEqual(["src/my dir/a.ts:1:1", "the other"]);
  });
});
