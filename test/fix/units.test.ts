// The pure parts of fixing: reading a literal's characters back to the source (escapes), writing text
// into a literal, applying fixes as ESLint (overlaps wait), the disable-next-line directive's line, and the checks
// before --fix writes a file (inside the project, unchanged since it was read).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyFixes } from "../../src/fix/apply.js";
import { disableSuggestion } from "../../src/fix/directive.js";
import { cook, escapeFor } from "../../src/fix/pieces.js";
import { writeFixed } from "../../src/fix/run.js";
import { Sources } from "../../src/fix/sources.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { project } from "../cli/run.js";

describe("cook: a literal's value and where each character is written", () => {
  // [source of the literal's content, template?, value, offset of each character and of the end]
  const cases: [string, boolean, string, number[]][] = [
    ["ab", false, "ab", [0, 1, 2]],
    ["a\\'b", false, "a'b", [0, 1, 3, 4]],
    ["\\u00e9\\x41", false, "éA", [0, 6, 10]],
    ["\\u{1F600}", false, "\u{1F600}", [0, 0, 9]],
    ["a\\\nb", false, "ab", [0, 3, 4]],
    ["a\r\nb", true, "a\nb", [0, 1, 3, 4]],
  ];
  it.each(cases)("%j", (source, template, value, map) => {
    expect(cook(source, 0, source.length, template)).toEqual({ cooked: value, map });
  });
  it("a legacy octal escape is not mapped", () => expect(cook("\\1", 0, 2, false)).toBeUndefined());
});

describe("escapeFor: text written into a literal of each quote", () => {
  const cases: [string, '"' | "'" | "`", string][] = [
    ['say "hi"\n', '"', 'say \\"hi\\"\\n'],
    ["it's", "'", "it\\'s"],
    ["a `b` ${c}\n", "`", "a \\`b\\` \\${c}\n"],
    ["back\\slash", '"', "back\\\\slash"],
  ];
  it.each(cases)("%j in %s", (text, quote, written) => expect(escapeFor(quote, text)).toBe(written));
});

const diagnostic = (fix: Diagnostic["fix"]): Diagnostic => ({
  ruleId: "broken-generated-text", severity: "error", message: "", file: "/p/a.ts", line: 1, column: 1, endLine: 1, endColumn: 1, subject: { type: "action", name: "a" }, docs: "", ...(fix && { fix }),
});

describe("applyFixes", () => {
  it("applies fixes in order; an overlapping one waits; suggestions are never applied", () => {
    const text = "the the cat sat sat";
    const fixes: Diagnostic[] = [
      diagnostic({ title: "b", edits: [{ file: "/p/a.ts", range: [15, 19], text: "" }] }),
      diagnostic({ title: "a", edits: [{ file: "/p/a.ts", range: [3, 7], text: "" }] }),
      diagnostic({ title: "overlaps a", edits: [{ file: "/p/a.ts", range: [5, 9], text: "X" }] }),
      { ...diagnostic(undefined), suggestions: [{ title: "s", edits: [{ file: "/p/a.ts", range: [0, 3], text: "A" }] }] },
    ];
    expect(applyFixes(fixes, () => text)).toEqual({ texts: new Map([["/p/a.ts", "the cat sat"]]), applied: 2 });
  });
  it("an edit past the end of the text is not applied", () => {
    expect(applyFixes([diagnostic({ title: "x", edits: [{ file: "/p/a.ts", range: [2, 9], text: "" }] })], () => "abc").applied).toBe(0);
  });
});

describe("disableSuggestion", () => {
  it("a directive line above the diagnostic's line, indented as it is, with the file's line ends", () => {
    const text = "const a = 1;\r\n  foo({\r\n    description: x,\r\n  });\r\n";
    const fix = disableSuggestion({ ruleId: "missing-description", file: "/p/a.ts", line: 3 }, text)!;
    expect(fix.edits).toEqual([{ file: "/p/a.ts", range: [text.indexOf("    desc"), text.indexOf("    desc")], text: "    // summarylint-disable-next-line missing-description -- TODO: say why\r\n" }]);
  });
  it("none past the last line", () => expect(disableSuggestion({ ruleId: "x", file: "/p/a.ts", line: 4 }, "a\nb")).toBeUndefined());
});

describe("writeFixed: the checks before a file is written", () => {
  it("writes a project file unchanged since it was read; refuses one that changed and one not of the project", () => {
    const dir = project({ "src/a.ts": "one", "src/b.ts": "two", "src/c.ts": "three" });
    const [a, b, c] = ["a", "b", "c"].map((n) => path.join(dir, `src/${n}.ts`));
    const changed = new Map([
      [a, { original: "one", fixed: "ONE" }],
      [b, { original: "was two", fixed: "TWO" }],
      [c, { original: "three", fixed: "THREE" }],
    ]);
    expect(writeFixed(changed, [a, b], dir, 1_000_000)).toEqual(["src/b.ts: changed since it was read; not fixed", "src/c.ts: not a file of the project; not fixed"]);
    expect(["a", "b", "c"].map((n) => fs.readFileSync(path.join(dir, `src/${n}.ts`), "utf8"))).toEqual(["ONE", "two", "three"]);
  });
  it("never through a link in the project that leads outside it", () => {
    const outside = project({ "x.ts": "one" });
    const dir = project({});
    fs.mkdirSync(path.join(dir, "src"));
    fs.symlinkSync(path.join(outside, "x.ts"), path.join(dir, "src/a.ts"));
    const file = path.join(dir, "src/a.ts");
    const [problem] = writeFixed(new Map([[file, { original: "one", fixed: "ONE" }]]), [file], dir, 1_000_000);
    expect(problem).toMatch(/^src\/a\.ts: src\/a\.ts is a symbolic link in the project that leads outside it .*; not fixed$/);
    expect(fs.readFileSync(path.join(outside, "x.ts"), "utf8")).toBe("one");
  });
});

describe("disableSuggestion below a directive", () => {
  // [line above, the line above after the suggestion]
  const cases: [string, string][] = [
    ["  // summarylint-disable-next-line summary-truncated -- generated", "  // summarylint-disable-next-line summary-truncated, missing-description -- generated"],
    ["  // summarylint-disable-next-line a, b", "  // summarylint-disable-next-line a, b, missing-description"],
  ];
  it.each(cases)("%s", (above, after) => {
    const text = `x;\n${above}\n  description: y,\n`;
    const fix = disableSuggestion({ ruleId: "missing-description", file: "/p/a.ts", line: 3 }, text)!;
    expect(fix.title).toBe("Disable missing-description for this line (added to the directive above)");
    const e = fix.edits[0];
    expect(text.slice(0, e.range[0]) + e.text + text.slice(e.range[1])).toBe(`x;\n${after}\n  description: y,\n`);
  });
  it("a comment that is no directive gets a directive line of its own", () => {
    const text = "x;\n  // see the docs\n  description: y,\n";
    expect(disableSuggestion({ ruleId: "r", file: "/p/a.ts", line: 3 }, text)!.edits[0].text).toBe("  // summarylint-disable-next-line r -- TODO: say why\n");
  });
});

describe("the sources fixes are computed on", () => {
  it("keeps a bounded number of syntax trees: a file let go is read and parsed again when needed", () => {
    const files = Array.from({ length: 40 }, (_, i) => `/p/f${i}.ts`);
    const reads: string[] = [];
    const sources = new Sources(files, "/p", (file) => {
      reads.push(file);
      return `export const x = "${file}";\n`;
    });
    const first = sources.get(files[0]);
    for (const file of files) sources.get(file);
    expect(reads.length).toBe(40); // each read once so far
    expect(sources.get(files[39])).toBe(sources.get(files[39])); // a recent one is kept
    const again = sources.get(files[0]);
    expect(reads.length).toBe(41); // the oldest was let go and read again
    expect(again).not.toBe(first);
    expect(again?.text).toBe(first?.text);
  });
});
