// JavaScript's lines -> LSP's (src/lsp/lines.ts): U+2028 and U+2029 end a line for JavaScript (and for the
// TypeScript parser the diagnostics come from), not for LSP or the editor; \n, \r\n and \r end one for both.
import { describe, expect, it } from "vitest";
import { lspPositions, positionsFor } from "../../src/lsp/lines.js";

const LS = "\u2028";
const PS = "\u2029";

describe("lspPositions", () => {
  it.each<[string, string, [number, number], { line: number; character: number }]>([
    ["after a U+2028: the same LSP line, further on", `ab${LS}cd\nef`, [2, 2], { line: 0, character: 4 }],
    ["after a U+2029", `ab${PS}cd\nef`, [2, 1], { line: 0, character: 3 }],
    ["on the line below: one line up", `ab${LS}cd\nef`, [3, 2], { line: 1, character: 1 }],
    ["two separators, and a CRLF", `a${LS}b${PS}c\r\nd`, [4, 1], { line: 1, character: 0 }],
    ["a lone CR ends a line for both", `a${LS}b\rc`, [3, 1], { line: 1, character: 0 }],
    ["before the separator: unchanged", `ab${LS}cd`, [1, 2], { line: 0, character: 1 }],
    ["the end of the text", `ab${LS}`, [2, 1], { line: 0, character: 3 }],
    ["past the end: clamped to it", `ab${LS}`, [9, 9], { line: 0, character: 3 }],
  ])("%s", (_name, text, [line, column], expected) => {
    expect(lspPositions(text)?.(line, column)).toEqual(expected);
  });

  it.each([
    ["no separator: no conversion (the lines agree)", "ab\r\ncd\ref\ngh"],
    ["the empty text", ""],
  ])("%s", (_name, text) => {
    expect(lspPositions(text)).toBeUndefined();
  });
});

describe("positionsFor", () => {
  // A SKILL.md is read by lines of its own (extract/skill.ts), ended at \n only: its lines are the editor's already.
  it.each<[string, string, boolean]>([
    ["a source with a U+2028: converted", "/p/src/a.ts", true],
    ["a SKILL.md with a U+2028: as it is", "/p/skills/deploy/SKILL.md", false],
  ])("%s", (_name, file, converted) => {
    const positions = positionsFor(new Map([[file, `a${LS}b\nc`]]), 1000);
    expect(positions(file) !== undefined).toBe(converted);
  });
});
