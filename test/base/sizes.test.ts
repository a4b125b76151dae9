// The sizes that keep the code readable: a file over 400 lines or a function over 80 is split by concern (a reader
// holds a function on one screen and a file's concern in one sitting). Every file of src/ and rules/ and every
// function in them, measured as the lines from its first to its last, and a table of tiny sources for how a function
// is measured.
import fs from "node:fs";
import path from "node:path";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { CODE_FILES, ROOT } from "../helpers/imports.js";

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;

/** Each function (declaration, method, arrow or expression with a body) longer than `max` lines: "name lines". */
function longFunctions(file: string, text: string, max: number): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n) && "body" in n && n.body !== undefined) {
      const lines = lineOf(n.end) - lineOf(n.getStart(sf)) + 1;
      const name = n.name?.getText(sf) ?? (ts.isVariableDeclaration(n.parent) ? n.parent.name.getText(sf) : "<anonymous>");
      if (lines > max) found.push(`${name} ${lines}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** Each code file's text, read once for both checks. */
const TEXTS = new Map(CODE_FILES.map((file) => [file, fs.readFileSync(path.join(ROOT, file), "utf8")]));

/**
 * Lines as an editor numbers them: a final line break ends the last line, it does not start another (`wc -l`, for a
 * file that ends in one).
 */
function lineCount(text: string): number {
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("sizes", () => {
  it.each([
    ["a function of three lines", "function f() {\n  return 1;\n}", 2, ["f 3"]],
    ["an arrow function bound to a const", "const g = () => {\n  return 1;\n};", 2, ["g 3"]],
    ["a method, and a function inside it", "class C {\n  m() {\n    const h = () => {\n      return 1;\n    };\n  }\n}", 2, ["m 5", "h 3"]],
    ["near miss: a function of exactly the limit", "function f() {\n  return 1;\n}", 3, []],
    ["near miss: a signature without a body", "declare function f(\n  a: number,\n  b: number,\n): void;", 2, []],
  ])("measures %s", (_, source, max, expected) => {
    expect(longFunctions("a.ts", source, max)).toEqual(expected);
  });

  it.each([
    ["two lines ending in a line break", "a\nb\n", 2],
    ["two lines without a final line break", "a\nb", 2],
    ["an empty line at the end", "a\nb\n\n", 3],
  ])("counts %s as an editor numbers them", (_, text, expected) => {
    expect(lineCount(text)).toBe(expected);
  });

  it(`no file of src/ or rules/ is over ${MAX_FILE_LINES} lines`, () => {
    const long = [...TEXTS].map(([file, text]) => [file, lineCount(text)] as const).filter(([, n]) => n > MAX_FILE_LINES);
    expect(long).toEqual([]);
  });

  it(`no function of src/ or rules/ is over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = [...TEXTS].flatMap(([file, text]) => longFunctions(file, text, MAX_FUNCTION_LINES).map((f) => `${file}: ${f}`));
    expect(long).toEqual([]);
  });
});
