import { describe, expect, it } from "vitest";

import { parseDirectives } from "../../src/extract/directives.js";
import { UNUSED_DIRECTIVE } from "../../src/lint/unused-directive.js";
import { applyDirectives } from "../../src/suppress/directives.js";
import type { Directive } from "../../src/types.js";
import type { SeveritySetting } from "../../src/config/rule-info.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";

const FILE = "/project/src/a.ts";
const OTHER = "/project/src/b.ts";

function diag(ruleId: string, line: number, column = 1, file = FILE): Diagnostic {
  return {
    ruleId,
    severity: "warn",
    message: `${ruleId} at ${line}:${column}`,
    file,
    line,
    column,
    endLine: line,
    endColumn: column + 5,
    subject: { type: "action", name: "x" },
    docs: "",
  };
}

/** Source lines joined by "\n": line numbers in the tables are 1-based indexes into them. */
const source = (...lines: string[]) => lines.join("\n");

interface Case {
  name: string;
  text: string;
  diagnostics: Diagnostic[];
  /** `rule@line` of the diagnostics that stay. */
  kept: string[];
  /** `line: message` of the unused-directive diagnostics added. */
  unused?: string[];
}

const cases: Case[] = [
  {
    name: "disable-next-line suppresses the next line only",
    text: source("// summarylint-disable-next-line", "a();", "b();"),
    diagnostics: [diag("r", 1, 40), diag("r", 2), diag("r", 3)],
    kept: ["r@1", "r@3"],
  },
  {
    name: "disable-line suppresses its own line only",
    text: source("a(); // summarylint-disable-line", "b();"),
    diagnostics: [diag("r", 1), diag("r", 2)],
    kept: ["r@2"],
  },
  {
    name: "a directive with rules suppresses only those rules",
    text: source("// summarylint-disable-next-line summary-truncated", "a();"),
    diagnostics: [diag("summary-truncated", 2), diag("first-sentence-only", 2)],
    kept: ["first-sentence-only@2"],
  },
  {
    name: "disable-next-line after a multi-line block comment targets the line after the comment",
    text: source("/* summarylint-disable-next-line", "   -- generated */", "a();"),
    diagnostics: [diag("r", 2), diag("r", 3)],
    kept: ["r@2"],
  },
  {
    name: "a block disable ... enable covers the lines between",
    text: source("a();", "/* summarylint-disable */", "b();", "c();", "/* summarylint-enable */", "d();"),
    diagnostics: [diag("r", 1), diag("r", 3), diag("s", 4), diag("r", 6)],
    kept: ["r@1", "r@6"],
  },
  {
    name: "a block disable without enable runs to the end of the file",
    text: source("a();", "// summarylint-disable r", "b();", "c();"),
    diagnostics: [diag("r", 1), diag("r", 3), diag("r", 4), diag("s", 4)],
    kept: ["r@1", "s@4"],
  },
  {
    name: "a diagnostic starting before the disable comment on its line stays",
    text: source("a(); /* summarylint-disable */ b();"),
    diagnostics: [diag("r", 1, 1), diag("r", 1, 32)],
    kept: ["r@1"],
  },
  {
    name: "disabling all, then enabling one rule, reports that rule again",
    text: source("/* summarylint-disable */", "/* summarylint-enable r */", "a();"),
    diagnostics: [diag("r", 3), diag("s", 3)],
    kept: ["r@3"],
  },
  {
    name: "disabling a rule, then enabling all",
    text: source("/* summarylint-disable r */", "a();", "/* summarylint-enable */", "b();"),
    diagnostics: [diag("r", 2), diag("r", 4)],
    kept: ["r@4"],
  },
  {
    name: "a directive for a rule that reported nothing",
    text: source("// summarylint-disable-next-line summary-truncated", "a();"),
    diagnostics: [],
    kept: [],
    unused: ['1: Unused summarylint-disable-next-line directive (no problems were reported from "summary-truncated"). Remove it, or remove "summary-truncated" from it.'],
  },
  {
    name: "one unused report per rule that suppressed nothing",
    text: source("// summarylint-disable-next-line a, b, c", "x();"),
    diagnostics: [diag("b", 2)],
    kept: [],
    unused: [
      '1: Unused summarylint-disable-next-line directive (no problems were reported from "a"). Remove it, or remove "a" from it.',
      '1: Unused summarylint-disable-next-line directive (no problems were reported from "c"). Remove it, or remove "c" from it.',
    ],
  },
  {
    name: "a directive for every rule that suppressed nothing",
    text: source("x();", "y(); // summarylint-disable-line"),
    diagnostics: [diag("r", 1)],
    kept: ["r@1"],
    unused: ["2: Unused summarylint-disable-line directive (no problems were reported). Remove it."],
  },
  {
    name: "an enable without a disable before it",
    text: source("a();", "/* summarylint-enable */", "/* summarylint-disable r */", "/* summarylint-enable r, s */"),
    diagnostics: [],
    kept: [],
    unused: [
      "2: Unused summarylint-enable directive (no matching summarylint-disable directive). Remove it.",
      "3: Unused summarylint-disable directive (no problems were reported from \"r\"). Remove it, or remove \"r\" from it.",
      '4: Unused summarylint-enable directive (no matching summarylint-disable directive for "s"). Remove it, or remove "s" from it.',
    ],
  },
  {
    name: "two directives covering one diagnostic are both used",
    text: source("/* summarylint-disable r */", "// summarylint-disable-next-line r", "a();"),
    diagnostics: [diag("r", 3)],
    kept: [],
  },
  {
    name: "a later disable of the same rule takes over, the earlier one suppressed nothing",
    text: source("/* summarylint-disable r */", "/* summarylint-disable r */", "a();"),
    diagnostics: [diag("r", 3)],
    kept: [],
    unused: ['1: Unused summarylint-disable directive (no problems were reported from "r"). Remove it, or remove "r" from it.'],
  },
];

function run(c: Case, severity: SeveritySetting = "warn") {
  const directives = new Map([[FILE, parseDirectives(c.text, FILE)]]);
  return applyDirectives(c.diagnostics, directives, severity);
}

describe("applyDirectives", () => {
  it.each(cases)("$name", (c) => {
    const result = run(c);
    expect(result.filter((d) => d.ruleId !== UNUSED_DIRECTIVE.id).map((d) => `${d.ruleId}@${d.line}`)).toEqual(c.kept);
    expect(result.filter((d) => d.ruleId === UNUSED_DIRECTIVE.id).map((d) => `${d.line}: ${d.message}`)).toEqual(c.unused ?? []);
  });

  it("fills the unused-directive diagnostic from the directive's comment", () => {
    const [unused] = run({ name: "", text: "a(); /* summarylint-disable-line r */", diagnostics: [], kept: [] });
    expect(unused).toEqual({
      ruleId: "unused-directive",
      severity: "warn",
      message: 'Unused summarylint-disable-line directive (no problems were reported from "r"). Remove it, or remove "r" from it.',
      file: FILE,
      line: 1,
      column: 6,
      endLine: 1,
      endColumn: 38,
      subject: { type: "file", name: FILE },
      docs: "https://github.com/summarylint/summarylint/blob/main/rules/unused-directive.md",
    });
  });

  it("uses the configured severity for unused directives", () => {
    const result = run({ name: "", text: "// summarylint-disable-line", diagnostics: [], kept: [] }, "error");
    expect(result.map((d) => [d.ruleId, d.severity])).toEqual([["unused-directive", "error"]]);
  });

  it("still suppresses, but reports no unused directive, when that is off", () => {
    const text = source("// summarylint-disable-next-line", "a();", "// summarylint-disable-next-line", "b();");
    const result = run({ name: "", text, diagnostics: [diag("r", 2), diag("r", 5)], kept: [] }, "off");
    expect(result.map((d) => `${d.ruleId}@${d.line}`)).toEqual(["r@5"]);
  });

  it("applies a file's directives to that file only and sorts the result", () => {
    const directives = new Map<string, Directive[]>([
      [FILE, parseDirectives(source("// summarylint-disable-next-line", "a();"), FILE)],
    ]);
    const result = applyDirectives([diag("r", 2, 1, OTHER), diag("r", 2, 1, FILE), diag("r", 1, 1, OTHER)], directives, "warn");
    expect(result.map((d) => `${d.file}:${d.line}`)).toEqual([`${OTHER}:1`, `${OTHER}:2`]);
  });

  it("reports unused directives in files with no diagnostics at all", () => {
    const directives = new Map<string, Directive[]>([[OTHER, parseDirectives("// summarylint-disable", OTHER)], [FILE, []]]);
    const result = applyDirectives([diag("r", 1)], directives, "warn");
    expect(result.map((d) => `${d.ruleId} ${d.file}:${d.line}`)).toEqual([`r ${FILE}:1`, `unused-directive ${OTHER}:1`]);
  });
});

// A rule id that names no rule: reported as unknown with the nearest id, not as unused.
describe("directives naming unknown rules", () => {
  const KNOWN = ["summary-truncated", "first-sentence-only", "unused-directive"];
  const table: { name: string; text: string; diagnostics: Diagnostic[]; reported: string[] }[] = [
    {
      name: "a misspelled rule in disable-next-line",
      text: source("// summarylint-disable-next-line summary-truncate -- long on purpose", "a();"),
      diagnostics: [diag("summary-truncated", 2)],
      reported: [
        'unused-directive@1: Unknown rule "summary-truncate" in summarylint-disable-next-line directive (did you mean "summary-truncated"?). Fix the rule id, or remove it ("summarylint rules" lists them).',
        "summary-truncated@2",
      ],
    },
    {
      name: "an unknown rule with nothing close, beside a known one that is used",
      text: source("a(); // summarylint-disable-line first-sentence-only, no-such-thing-at-all"),
      diagnostics: [diag("first-sentence-only", 1)],
      reported: [
        'unused-directive@1: Unknown rule "no-such-thing-at-all" in summarylint-disable-line directive. Fix the rule id, or remove it ("summarylint rules" lists them).',
      ],
    },
    {
      name: "an unknown rule in a block enable",
      text: source("/* summarylint-disable summary-truncated */", "a();", "/* summarylint-enable sumary-truncated */"),
      diagnostics: [diag("summary-truncated", 2)],
      reported: [
        'unused-directive@3: Unknown rule "sumary-truncated" in summarylint-enable directive (did you mean "summary-truncated"?). Fix the rule id, or remove it ("summarylint rules" lists them).',
      ],
    },
    {
      name: "a known rule that suppressed nothing is still unused",
      text: source("// summarylint-disable-next-line summary-truncated", "a();"),
      diagnostics: [],
      reported: [
        'unused-directive@1: Unused summarylint-disable-next-line directive (no problems were reported from "summary-truncated"). Remove it, or remove "summary-truncated" from it.',
      ],
    },
  ];

  it.each(table)("$name", ({ text, diagnostics, reported }) => {
    const result = applyDirectives(diagnostics, new Map([[FILE, parseDirectives(text, FILE)]]), "warn", KNOWN);
    expect(result.map((d) => `${d.ruleId}@${d.line}${d.ruleId === UNUSED_DIRECTIVE.id ? `: ${d.message}` : ""}`)).toEqual(reported);
  });
});
