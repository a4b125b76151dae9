import { describe, expect, it } from "vitest";

import { parseDirectives } from "../../src/extract/directives.js";
import type { Directive } from "../../src/types.js";

const FILE = "/project/src/a.ts";

/** A directive on one line, from `column` to `endColumn` (exclusive). */
function at(type: Directive["type"], rules: string[], line: number, column: number, endColumn: number, reason?: string, endLine = line): Directive {
  return { type, rules, ...(reason === undefined ? {} : { reason }), loc: { file: FILE, line, column, endLine, endColumn } };
}

const found: Array<{ name: string; source: string; expected: Directive[] }> = [
  {
    name: "disable-next-line with a rule and a reason",
    source: "// summarylint-disable-next-line summary-truncated -- long on purpose\n",
    expected: [at("disable-next-line", ["summary-truncated"], 1, 1, 70, "long on purpose")],
  },
  {
    name: "a block disable for every rule",
    source: "x();\n/* summarylint-disable */\n",
    expected: [at("disable", [], 2, 1, 26)],
  },
  {
    name: "an enable with two rules, comma-separated",
    source: "/* summarylint-enable first-sentence-only, summary-truncated */",
    expected: [at("enable", ["first-sentence-only", "summary-truncated"], 1, 1, 64)],
  },
  {
    name: "rules separated by spaces only, a repeated one once",
    source: "// summarylint-disable-line a b a",
    expected: [at("disable-line", ["a", "b"], 1, 1, 34)],
  },
  {
    name: "a trailing comment after code, column 1-based",
    source: "const x = 1; // summarylint-disable-line missing-description",
    expected: [at("disable-line", ["missing-description"], 1, 14, 61)],
  },
  {
    name: "a block comment over several lines",
    source: "/* summarylint-disable\n   summary-truncated,\n   first-sentence-only -- generated file */\nx();",
    expected: [at("disable", ["summary-truncated", "first-sentence-only"], 1, 1, 44, "generated file", 3)],
  },
  {
    name: "a CRLF file: the comment ends before the carriage return",
    source: "a();\r\n// summarylint-disable-line\r\nb();",
    expected: [at("disable-line", [], 2, 1, 28)],
  },
  {
    name: "a comment inside a template substitution",
    source: "const s = `a ${/* summarylint-disable-line */ x} b`;",
    expected: [at("disable-line", [], 1, 16, 46)],
  },
  {
    name: "after a regex literal holding a quote and a slash in a class",
    source: "const re = /\"[/]'/; // summarylint-disable-line",
    expected: [at("disable-line", [], 1, 21, 48)],
  },
  {
    name: "after a regex literal following return",
    source: "function f(x) { return /'/.test(x); } // summarylint-disable-line",
    expected: [at("disable-line", [], 1, 39, 66)],
  },
  {
    name: "after a division (not mistaken for a regex)",
    source: "const half = total / 2; const q = a / b; // summarylint-disable-line",
    expected: [at("disable-line", [], 1, 42, 69)],
  },
  {
    name: "after a shebang line",
    source: "#!/usr/bin/env node\n// summarylint-disable-next-line",
    expected: [at("disable-next-line", [], 2, 1, 33)],
  },
  {
    name: "below a U+2028 in a comment: lines counted as JavaScript counts them (so as diagnostics are)",
    source: "// note\u2028more\n// summarylint-disable-next-line\n",
    expected: [at("disable-next-line", [], 3, 1, 33)],
  },
  {
    name: "a line comment ends at U+2029, as JavaScript's does",
    source: "// summarylint-disable-line a\u2029b();",
    expected: [at("disable-line", ["a"], 1, 1, 30)],
  },
  {
    name: "a line comment ends at a lone carriage return, the next line starts after it",
    source: "a();\r// summarylint-disable-line\rb();",
    expected: [at("disable-line", [], 2, 1, 28)],
  },
  {
    name: "an empty reason",
    source: "// summarylint-disable-next-line a --",
    expected: [at("disable-next-line", ["a"], 1, 1, 38)],
  },
];

const ignored: Array<{ name: string; source: string }> = [
  { name: "a directive inside a double-quoted string", source: 'const s = "// summarylint-disable";' },
  { name: "a directive inside a single-quoted string", source: "const s = '/* summarylint-disable */';" },
  { name: "a directive inside a template literal", source: "const s = `\n// summarylint-disable\n`;" },
  { name: "a directive inside a template after a nested substitution", source: "const s = `${ {a: 1}.a } // summarylint-disable`;" },
  { name: "a directive inside a regex literal", source: "const re = /\\/\\/ summarylint-disable/;" },
  { name: "a mention that does not open the comment", source: "// see summarylint-disable in the docs" },
  { name: "a longer word", source: "// summarylint-disabled" },
  { name: "a JSDoc comment (the directive must open the comment)", source: "/** summarylint-disable */" },
  { name: "an unknown directive", source: "// summarylint-ignore" },
  { name: "no marker at all", source: "const a = 1; // eslint-disable-line" },
];

describe("parseDirectives", () => {
  it.each(found)("finds $name", ({ source, expected }) => {
    expect(parseDirectives(source, FILE)).toEqual(expected);
  });

  it.each(ignored)("ignores $name", ({ source }) => {
    expect(parseDirectives(source, FILE)).toEqual([]);
  });

  it("scans a 10 MB file quickly", () => {
    const line = 'export const x = defineHandler({ name: "a.b", description: `List ${"things"} / 2.` }); // note\n';
    const big = line.repeat(Math.ceil(10_000_000 / line.length)) + "// summarylint-disable-next-line\n";
    const lines = big.split("\n").length - 1;
    const started = performance.now();
    const directives = parseDirectives(big, FILE);
    const elapsed = performance.now() - started;
    expect(directives.map((d) => [d.type, d.loc.line])).toEqual([["disable-next-line", lines]]);
    expect(elapsed).toBeLessThan(2000);
  });
});
