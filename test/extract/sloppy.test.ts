// Syntax that only strict code forbids: a sloppy-mode script (a CommonJS gulpfile) may write legacy octal escapes and
// literals; TypeScript, ES modules and "use strict" code may not, and there it is a syntax error (unreadable-source).
import { describe, expect, it } from "vitest";
import { extractFile } from "../../src/extract/extract.js";
import { PresetChooser } from "../../src/extract/choose.js";

function syntaxProblems(file: string, text: string): string[] {
  const chooser = new PresetChooser("/project", ["mcp"]);
  const facts = extractFile(`/project/${file}`, text, chooser.select(`/project/${file}`, text), { aliases: [] });
  return facts.problems.filter((p) => p.kind === "syntax").map((p) => `${p.loc.line}:${p.loc.column} ${p.detail}`);
}

/** The file names a callee of the preset (`tool`), so it is parsed in full, not skimmed. */
const OCTAL = 'var reset = "\\033[0m";\nvar mode = 010;\nserver.tool("a", "Add.", cb);\n';

describe("legacy octal escapes and literals", () => {
  it.each([
    ["a CommonJS script (.js)", "gulpfile.js"],
    ["a .cjs script", "tasks.cjs"],
  ])("are legal in %s", (_title, file) => {
    expect(syntaxProblems(file, OCTAL)).toEqual([]);
  });

  it.each<[string, string, string]>([
    ["an ES module (.js with an export)", "a.js", `${OCTAL}export const x = 1;\n`],
    ["an .mjs module", "a.mjs", OCTAL],
    ['a "use strict" script', "a.js", `"use strict";\n${OCTAL}`],
    ["TypeScript", "a.ts", OCTAL],
  ])("are a syntax error in %s", (_title, file, text) => {
    const line = text.startsWith('"use strict"') ? 2 : 1;
    expect(syntaxProblems(file, text)).toEqual([`${line}:14 Octal escape sequences are not allowed. Use the syntax '\\x1b' (and 1 more)`]);
  });

  it("other syntax errors of a sloppy script are still reported, and the octal ones not counted", () => {
    expect(syntaxProblems("gulpfile.js", `${OCTAL}var = ;\n`)).toEqual(["4:5 Variable declaration expected"]);
  });
});
