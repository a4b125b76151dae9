// Diagnostics in LSP terms (src/lsp/convert.ts): ranges, severities, code and doc link, related information,
// and which open file shows which diagnostic.
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config/index.js";
import { configErrorDiagnostic, diagnosticsByFile, rangeOf, toLspDiagnostic, uriToFile } from "../../src/lsp/convert.js";
import { lspPositions } from "../../src/lsp/lines.js";
import type { Severity } from "../../src/config/rule-info.js";
import type { Diagnostic, RelatedLocation } from "../../src/lint/diagnostic.js";

const A = "/project/src/a.ts";
const B = "/project/src/b.ts";
const C = "/project/src/c.ts";
const uriOf = (file: string) => `file://${file}`;

function diagnostic(ruleId: string, file: string, line: number, column: number, extra: Partial<Diagnostic> = {}): Diagnostic {
  return {
    ruleId,
    severity: "warn",
    message: `${ruleId} message`,
    file,
    line,
    column,
    endLine: line,
    endColumn: column + 10,
    subject: { type: "action", name: "photo.delete" },
    docs: `https://docs.example/${ruleId}.md`,
    ...extra,
  };
}

function related(file: string, line: number, column: number, message = "the other one"): RelatedLocation {
  return { file, line, column, endLine: line, endColumn: column + 4, message };
}

const range = (line: number, character: number, endLine: number, endCharacter: number) => ({
  start: { line, character },
  end: { line: endLine, character: endCharacter },
});

describe("rangeOf: 1-based, end exclusive -> 0-based, end exclusive", () => {
  const cases: [string, Parameters<typeof rangeOf>[0], ReturnType<typeof rangeOf>][] = [
    ["one line", { line: 3, column: 5, endLine: 3, endColumn: 12 }, range(2, 4, 2, 11)],
    ["several lines", { line: 1, column: 1, endLine: 4, endColumn: 2 }, range(0, 0, 3, 1)],
    ["empty (a syntax error's point)", { line: 2, column: 87, endLine: 2, endColumn: 87 }, range(1, 86, 1, 86)],
    ["0 means the file as a whole: clamped to 0:0", { line: 0, column: 0, endLine: 0, endColumn: 0 }, range(0, 0, 0, 0)],
  ];
  for (const [name, span, expected] of cases) it(name, () => expect(rangeOf(span)).toEqual(expected));
});

describe("toLspDiagnostic", () => {
  const severities: [Severity, number][] = [
    ["error", 1],
    ["warn", 2],
    ["info", 3],
  ];
  for (const [severity, lsp] of severities) {
    it(`severity ${severity} -> ${lsp}`, () => expect(toLspDiagnostic(diagnostic("summary-truncated", A, 1, 1, { severity }), uriOf).severity).toBe(lsp));
  }

  it("source, code = rule id, codeDescription = the rule's doc, message, related locations as relatedInformation", () => {
    const d = diagnostic("near-duplicate-summary", A, 5, 3, { related: [related(B, 2, 7, '"contact.list" reads alike')] });
    expect(toLspDiagnostic(d, uriOf)).toEqual({
      range: range(4, 2, 4, 12),
      severity: 2,
      source: "summarylint",
      code: "near-duplicate-summary",
      codeDescription: { href: "https://docs.example/near-duplicate-summary.md" },
      message: "near-duplicate-summary message",
      relatedInformation: [{ location: { uri: "file:///project/src/b.ts", range: range(1, 6, 1, 10) }, message: '"contact.list" reads alike' }],
    });
  });

  it("no related locations: no relatedInformation; unused-directive: tagged Unnecessary (editors fade it)", () => {
    expect(toLspDiagnostic(diagnostic("missing-description", A, 1, 1), uriOf)).not.toHaveProperty("relatedInformation");
    expect(toLspDiagnostic(diagnostic("missing-description", A, 1, 1), uriOf)).not.toHaveProperty("tags");
    expect(toLspDiagnostic(diagnostic("unused-directive", A, 1, 1), uriOf).tags).toEqual([1]);
  });
});

describe("diagnosticsByFile: what each open file shows", () => {
  interface Case {
    name: string;
    diagnostics: Diagnostic[];
    open: string[];
    /** file -> `code@line:character`, with `<- file@line:character` for each related location. */
    expected: Record<string, string[]>;
  }
  const show = (d: ReturnType<typeof toLspDiagnostic>) =>
    [`${d.code}@${d.range.start.line}:${d.range.start.character}`, ...(d.relatedInformation ?? []).map((r) => `<- ${r.location.uri.slice(7)}@${r.location.range.start.line}:${r.location.range.start.character}`)].join(" ");

  const cases: Case[] = [
    {
      name: "each diagnostic in its own file; files not open get nothing; an open file without any gets an empty list",
      diagnostics: [diagnostic("missing-description", A, 2, 1), diagnostic("summary-truncated", B, 3, 1)],
      open: [A, C],
      expected: { [A]: ["missing-description@1:0"], [C]: [] },
    },
    {
      name: "a pair across files: shown in the related file too, at the related location, pointing back",
      diagnostics: [diagnostic("near-duplicate-summary", B, 4, 3, { related: [related(A, 2, 5)] })],
      open: [A, B],
      expected: { [A]: [`near-duplicate-summary@1:4 <- ${B}@3:2`], [B]: [`near-duplicate-summary@3:2 <- ${A}@1:4`] },
    },
    {
      name: "mirrored even when the reported file is closed",
      diagnostics: [diagnostic("near-duplicate-summary", B, 4, 3, { related: [related(A, 2, 5)] })],
      open: [A],
      expected: { [A]: [`near-duplicate-summary@1:4 <- ${B}@3:2`] },
    },
    {
      name: "a related location in the same file: no second copy",
      diagnostics: [diagnostic("near-duplicate-summary", A, 4, 3, { related: [related(A, 2, 5)] })],
      open: [A],
      expected: { [A]: [`near-duplicate-summary@3:2 <- ${A}@1:4`] },
    },
    {
      name: "two related locations in one other file (description and factory call): one copy, at the first, with the rest related",
      diagnostics: [diagnostic("near-duplicate-summary", B, 4, 3, { related: [related(A, 2, 5), related(A, 9, 1), related(C, 1, 1)] })],
      open: [A],
      expected: { [A]: [`near-duplicate-summary@1:4 <- ${B}@3:2 <- ${A}@8:0 <- ${C}@0:0`] },
    },
    {
      name: "sorted by position, then rule id, whatever order they came in",
      diagnostics: [
        diagnostic("summary-truncated", A, 5, 1),
        diagnostic("first-sentence-only", A, 5, 1),
        diagnostic("near-duplicate-summary", B, 1, 1, { related: [related(A, 1, 9)] }),
      ],
      open: [A],
      expected: { [A]: [`near-duplicate-summary@0:8 <- ${B}@0:0`, "first-sentence-only@4:0", "summary-truncated@4:0"] },
    },
  ];
  for (const { name, diagnostics, open, expected } of cases) {
    it(name, () => {
      const byFile = diagnosticsByFile(diagnostics, new Set(open), uriOf);
      expect(Object.fromEntries([...byFile].map(([file, list]) => [file, list.map(show)]))).toEqual(expected);
    });
  }

  it("the copy keeps the rule, severity, doc link and message; its first related location says where a directive goes", () => {
    const d = diagnostic("near-duplicate-summary", B, 4, 3, { severity: "error", related: [related(A, 2, 5)], subject: { type: "action", name: "contact.find" } });
    const [copy] = diagnosticsByFile([d], new Set([A]), uriOf).get(A)!;
    expect(copy).toEqual({
      range: range(1, 4, 1, 8),
      severity: 1,
      source: "summarylint",
      code: "near-duplicate-summary",
      codeDescription: { href: "https://docs.example/near-duplicate-summary.md" },
      message: "near-duplicate-summary message",
      relatedInformation: [
        { location: { uri: uriOf(B), range: range(3, 2, 3, 12) }, message: 'reported here, on "contact.find" (a summarylint-disable directive for it goes here)' },
      ],
    });
  });
});

describe("diagnosticsByFile: JavaScript lines -> LSP lines, per file", () => {
  // A: a U+2028 on its first line (JavaScript's lines 1 and 2 are the editor's line 0); B: a U+2029 on its second.
  const texts = new Map([
    [A, "/* a\u2028b */ xyzw\nsome more text"],
    [B, "p\n/* q\u2029r */ s\nt"],
  ]);
  const positionsOf = (file: string) => lspPositions(texts.get(file) ?? "");

  it("the range, the related locations and the mirrored copy, each through its own file's lines", () => {
    const d = { ...diagnostic("near-duplicate-summary", B, 4, 1, { related: [related(A, 2, 6)] }), endLine: 4, endColumn: 2 };
    const byFile = diagnosticsByFile([d, diagnostic("summary-truncated", A, 3, 1)], new Set([A, B]), uriOf, positionsOf);
    expect(byFile.get(B)!.map((l) => [l.range, l.relatedInformation?.map((r) => r.location.range)])).toEqual([[range(2, 0, 2, 1), [range(0, 10, 0, 14)]]]);
    expect(byFile.get(A)!.map((l) => [l.code, l.range, l.relatedInformation?.map((r) => r.location.range)])).toEqual([
      ["near-duplicate-summary", range(0, 10, 0, 14), [range(2, 0, 2, 1)]],
      ["summary-truncated", range(1, 0, 1, 10), undefined],
    ]);
  });

  it("a 0 line (the whole file) is still clamped to 0:0", () => {
    const [d] = diagnosticsByFile([{ ...diagnostic("unreadable-source", A, 0, 0), endLine: 0, endColumn: 0 }], new Set([A]), uriOf, positionsOf).get(A)!;
    expect(d.range).toEqual(range(0, 0, 0, 0));
  });
});

describe("configErrorDiagnostic", () => {
  it("at the offending key; 0:0 for the file as a whole", () => {
    expect(configErrorDiagnostic(new ConfigError('unknown key "maxLenght"', "/p/.summarylintrc.yaml", 3, 3))).toEqual({
      range: range(2, 2, 2, 2),
      severity: 1,
      source: "summarylint",
      message: 'unknown key "maxLenght"',
    });
    expect(configErrorDiagnostic(new ConfigError("cannot read the config file (EACCES)", "/p/.summarylintrc.yaml", 0, 0)).range).toEqual(range(0, 0, 0, 0));
  });
});

describe("uriToFile", () => {
  const cases: [string, string | undefined][] = [
    ["file:///project/src/a.ts", "/project/src/a.ts"],
    ["file:///project/my%20app/a%23b.ts", "/project/my app/a#b.ts"],
    ["untitled:Untitled-1", undefined],
    ["vscode-notebook-cell:/project/a.ipynb#x", undefined],
  ];
  for (const [uri, file] of cases) it(uri, () => expect(uriToFile(uri)).toBe(file));
});
