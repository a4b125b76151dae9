// moveFixes (src/lsp/moved-fixes.ts): the fixes a kept lint offers, placed in the texts as they are after an edit
// that left the facts as they were; undefined (lint anew) when an edit cannot be placed.
import { describe, expect, it } from "vitest";
import type { Diagnostic, TextEdit } from "../../src/lint/diagnostic.js";
import { moveFixes, type Moved } from "../../src/lsp/moved-fixes.js";

const BEFORE = 'f("a");\nconst D = "List the the contacts.";\n';
/** Three characters typed inside `f("a")`: everything from the const on moves by 3. */
const NOW = 'f("abcd");\nconst D = "List the the contacts.";\n';
const THE = BEFORE.indexOf("the ");

function diagnostic(edits: TextEdit[], suggestion?: TextEdit[]): Diagnostic {
  return {
    ruleId: "broken-generated-text",
    severity: "warn",
    message: "m",
    file: "/p/a.ts",
    line: 2,
    column: 11,
    endLine: 2,
    endColumn: 36,
    fix: { title: "Remove", edits },
    ...(suggestion && { suggestions: [{ title: "Other", edits: suggestion }] }),
  } as Diagnostic;
}

const edit = (file: string, from: number, to: number): TextEdit => ({ file, range: [from, to], text: "" });
const moved = (file: string, before: string | undefined, now: string | undefined): Moved => new Map([[file, [before, now]]]);

describe("moveFixes", () => {
  it.each([
    ["an edit after the change moves by its length", moved("/p/a.ts", BEFORE, NOW), [edit("/p/a.ts", THE, THE + 4)], [[THE + 3, THE + 7]]],
    ["an edit wholly before the change stands", moved("/p/a.ts", BEFORE, NOW), [edit("/p/a.ts", 0, 2)], [[0, 2]]],
    ["an insertion right where the change starts stands", moved("/p/a.ts", BEFORE, NOW), [edit("/p/a.ts", 4, 4)], [[4, 4]]],
    ["an edit in a file that did not move stands", moved("/p/b.ts", BEFORE, NOW), [edit("/p/a.ts", THE, THE + 4)], [[THE, THE + 4]]],
    ["a text cut shorter moves the edits after it back", moved("/p/a.ts", NOW, BEFORE), [edit("/p/a.ts", THE + 3, THE + 7)], [[THE, THE + 4]]],
  ])("%s", (_, files, edits, ranges) => {
    const [d] = moveFixes([diagnostic(edits)], files)!;
    expect(d.fix!.edits.map((e) => e.range)).toEqual(ranges);
    // Applied to the text as it is now, the moved edit removes the repeated word.
    if (files.has("/p/a.ts") && edits[0].range[1] - edits[0].range[0] === 4) {
      const now = files.get("/p/a.ts")![1]!;
      const [from, to] = d.fix!.edits[0].range;
      expect(now.slice(0, from) + now.slice(to)).toContain("List the contacts.");
    }
  });

  it.each([
    ["an edit that meets the change", moved("/p/a.ts", BEFORE, NOW), [edit("/p/a.ts", 2, 6)]],
    ["an edit that contains the change", moved("/p/a.ts", BEFORE, NOW), [edit("/p/a.ts", 0, THE)]],
    ["an edit of a file read from disk before (its text not kept)", moved("/p/a.ts", undefined, NOW), [edit("/p/a.ts", THE, THE + 4)]],
    ["an edit of a file read from disk now", moved("/p/a.ts", BEFORE, undefined), [edit("/p/a.ts", THE, THE + 4)]],
    ["a placeable edit beside one that is not", moved("/p/a.ts", BEFORE, NOW), [edit("/p/a.ts", THE, THE + 4), edit("/p/a.ts", 2, 6)]],
  ])("cannot place %s: the project is linted anew", (_, files, edits) => {
    expect(moveFixes([diagnostic(edits)], files)).toBeUndefined();
  });

  it("moves a suggestion's edits too, and keeps the very objects where nothing moved", () => {
    const untouched = diagnostic([edit("/p/a.ts", 0, 2)]);
    const [same, movedOne] = moveFixes([untouched, diagnostic([edit("/p/a.ts", 0, 2)], [edit("/p/a.ts", THE, THE + 4)])], moved("/p/a.ts", BEFORE, NOW))!;
    expect(same).toBe(untouched);
    expect(movedOne.fix!.edits[0].range).toEqual([0, 2]);
    expect(movedOne.suggestions![0].edits[0].range).toEqual([THE + 3, THE + 7]);
    const none = [untouched];
    expect(moveFixes(none, new Map())).toBe(none);
  });
});
