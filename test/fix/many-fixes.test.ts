// A file with thousands of fixable findings (red team): --fix and the suggestions cost n² in them. applyFixes read the
// file again for every edit and scanned every edit taken for overlap; every fix walked the file from its root to find
// its expression (and again per const it followed); every fix of shared text searched every item's description.
// Now a file is read once and walked once, an edit is checked against the edits taken by a binary search, and the
// items searched for shared text are those that have one of its words. Growth is measured by the scaling suite
// (test/scale/dimensions/budget-fix.ts); here, the counts and the results that must not change.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { applyFixes } from "../../src/fix/apply.js";
import { Sources } from "../../src/fix/sources.js";
import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { lintProject, loadProject } from "../../src/project.js";
import type { Diagnostic, TextEdit } from "../../src/lint/diagnostic.js";
import { IMPORT, project } from "../cli/run.js";

const diagnostic = (edits: TextEdit[]): Diagnostic => ({
  ruleId: "broken-generated-text", severity: "error", message: "", file: "/p/a.ts", line: 1, column: 1, endLine: 1, endColumn: 1, subject: { type: "action", name: "a" }, docs: "",
  fix: { title: "fix", edits },
});

const edit = (file: string, start: number, end: number, text: string): TextEdit => ({ file: `/p/${file}`, range: [start, end], text });

describe("applyFixes: which fixes are taken (as before: in order, all of a fix's edits or none, touching ones wait)", () => {
  const TEXTS: Record<string, string> = { "/p/a.ts": "0123456789", "/p/b.ts": "abcdefghij" };
  // [case, fixes (each a list of edits), the texts that changed, how many fixes were applied]
  const cases: [string, TextEdit[][], Record<string, string>, number][] = [
    ["apart", [[edit("a.ts", 1, 2, "X")], [edit("a.ts", 5, 6, "Y")]], { "/p/a.ts": "0X234Y6789" }, 2],
    ["touching: the second waits", [[edit("a.ts", 1, 3, "X")], [edit("a.ts", 3, 5, "Y")]], { "/p/a.ts": "0X3456789" }, 1],
    ["two insertions at one point: the second waits", [[edit("a.ts", 4, 4, "X")], [edit("a.ts", 4, 4, "Y")]], { "/p/a.ts": "0123X456789" }, 1],
    ["an insertion inside a replaced range waits", [[edit("a.ts", 2, 6, "X")], [edit("a.ts", 3, 3, "Y")]], { "/p/a.ts": "01X6789" }, 1],
    [
      "a fix of two files taken first; a later fix lands before its edit",
      [[edit("a.ts", 1, 2, "P")], [edit("b.ts", 0, 1, "Q"), edit("a.ts", 8, 9, "R")]],
      { "/p/a.ts": "0P234567R9", "/p/b.ts": "Qbcdefghij" },
      2,
    ],
    ["one edit of a fix overlaps a taken one: none of its edits is applied", [[edit("a.ts", 2, 4, "X")], [edit("a.ts", 6, 7, "Y"), edit("a.ts", 3, 5, "Z")]], { "/p/a.ts": "01X456789" }, 1],
    ["a fix whose own edits overlap is not applied", [[edit("a.ts", 1, 3, "X"), edit("a.ts", 2, 4, "Y")]], {}, 0],
    ["an edit past the end", [[edit("a.ts", 9, 12, "X")]], {}, 0],
  ];
  it.each(cases)("%s", (_case, fixes, texts, applied) => {
    const result = applyFixes(fixes.map(diagnostic), (file) => TEXTS[file]);
    expect({ texts: Object.fromEntries(result.texts), applied: result.applied }).toEqual({ texts, applied });
  });

  it("3,000 fixes in one file, given in reverse: the file is read once, every fix applied", () => {
    const n = 3000;
    const text = "ab ".repeat(n);
    const reads: string[] = [];
    const fixes = Array.from({ length: n }, (_, i) => diagnostic([edit("a.ts", 3 * (n - 1 - i), 3 * (n - 1 - i) + 1, "A")]));
    const result = applyFixes(fixes, (file) => {
      reads.push(file);
      return text;
    });
    expect({ reads, applied: result.applied, text: result.texts.get("/p/a.ts") }).toEqual({ reads: ["/p/a.ts"], applied: n, text: "Ab ".repeat(n) });
  });
});

describe("the sources fixes are computed on: one walk per file", () => {
  it("the expressions of 2,000 declarations and the consts they name: the file read once and walked once", () => {
    const n = 2000;
    const lines = Array.from({ length: n }, (_, i) => `const D${i} = "Text ${i}.";\nexport const t${i} = make({ description: D${i} });\n`);
    const text = lines.join("");
    let reads = 0;
    const sources = new Sources(["/p/a.ts"], "/p", () => (reads++, text));
    const found: string[] = [];
    for (let i = 0; i < n; i++) {
      const line = 2 * i + 2;
      const column = lines[i].split("\n")[1].indexOf(`D${i}`) + 1;
      const at = sources.nodeAt({ file: "/p/a.ts", line, column, endLine: line, endColumn: column + `D${i}`.length });
      const init = at && sources.lookup(at.parsed, `D${i}`);
      found.push(init ? init.init.getText() : "none");
    }
    expect({ reads, walks: sources.walks, found: found.filter((f, i) => f !== `"Text ${i}."`) }).toEqual({ reads: 1, walks: 1, found: [] });
  });

  it("near misses: a const named twice in the file, an import of another file, a name that is no const", () => {
    const files: Record<string, string> = {
      "/p/a.ts": 'import { SHARED as S } from "./b";\nconst X = "one";\nfunction f() { const X = "two"; }\nexport const t = make({ description: S, other: X, none: Y });\n',
      "/p/b.ts": 'export const SHARED = "Shared text.";\n',
    };
    const sources = new Sources(Object.keys(files), "/p", (file) => files[file]);
    const a = sources.get("/p/a.ts")!;
    const text = (name: string) => sources.lookup(a, name)?.init.getText() ?? "none";
    expect([text("S"), text("X"), text("Y"), sources.walks]).toEqual(['"Shared text."', "none", "none", 2]);
  });
});

describe("shared text: the items searched", () => {
  it("400 consts with a fix each: each item's description read a few times, not once per fix", () => {
    const n = 400;
    const word = (i: number) => String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
    const source = Array.from({ length: n }, (_, i) => `const D${i} = "Reads the the record ${word(i)} of the store.";\nexport const t${i} = defineHandler({ name: "t.${word(i)}", description: D${i} });\n`).join("");
    const dir = project({ "src/a.ts": IMPORT + source });
    const loaded = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    let reads = 0;
    for (const action of loaded.catalog.actions) {
      const description = action.description;
      Object.defineProperty(action, "description", { get: () => (reads++, description), enumerable: true });
    }
    const { diagnostics } = lintProject(loaded, ALL_RULES.filter((rule) => rule.id === "broken-generated-text"));
    const fixed = diagnostics.filter((d) => d.fix?.title === "Remove the repeated “the”").length;
    // (the rule reads each a few times; the search of every item per fix read each 400 times)
    expect(fixed).toBe(n);
    expect(reads).toBeLessThanOrEqual(10 * n);
  });
});

describe("--fix-dry-run over a file of many fixes", () => {
  it("300 doubled words in one file: all fixed in one pass", () => {
    const n = 300;
    const source = IMPORT + Array.from({ length: n }, (_, i) => `export const t${i} = defineHandler({ name: "t.n${i}", description: "Reads the the record n${i} of the store." });\n`).join("");
    const dir = project({ "src/a.ts": source });
    const loaded = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    const { diagnostics } = lintProject(loaded, ALL_RULES.filter((rule) => rule.id === "broken-generated-text"));
    const file = path.join(dir, "src/a.ts");
    const { texts, applied } = applyFixes(diagnostics, (f) => fs.readFileSync(f, "utf8"));
    expect({ applied, text: texts.get(file) }).toEqual({ applied: n, text: source.replaceAll("the the", "the") });
  });
});
