// Line numbers as the editor counts them, in every format. The TypeScript parser ends a line at U+2028 and U+2029
// too; editors, git, GitHub and GitLab do not. After such a character every format reported the wrong line (line 5
// of a 3-line file). The language server already mapped them (src/lsp/lines.ts); the command line reuses that.
import { describe, expect, it } from "vitest";
import { at, IMPORT, parseJson, project, run } from "./run.js";

// A block comment and a string that hold the separators, before and on the lines of two actions.
const SOURCE =
  IMPORT +
  "/* a comment\u2028with a line separator\u2029and a paragraph separator */\n" +
  'export const a = defineHandler({ name: "photo.delete", kind: "write" });\n' +
  'const s = "x\u2028y"; export const b = defineHandler({ name: "photo.move", kind: "write" });\n';

/** Where the editor shows each finding: line and column as `at` counts them, at "\n" only. */
const DELETE = at(SOURCE, 'defineHandler({ name: "photo.delete"');
const MOVE = at(SOURCE, 'defineHandler({ name: "photo.move"');

describe("every format prints the editor's lines after U+2028 and U+2029", () => {
  it("the expected positions are those of a 4-line file", () => {
    expect([SOURCE.split("\n").length - 1, DELETE, MOVE]).toEqual([4, { line: 3, column: 18 }, { line: 4, column: 35 }]);
  });

  it.each<[string, (stdout: string) => unknown]>([
    ["json", (out) => parseJson(out).results.map((r) => [r.line, r.column])],
    ["sarif", (out) => JSON.parse(out).runs[0].results.map((r: { locations: { physicalLocation: { region: { startLine: number; startColumn: number } } }[] }) => [r.locations[0].physicalLocation.region.startLine, r.locations[0].physicalLocation.region.startColumn])],
    ["gitlab", (out) => JSON.parse(out).map((i: { location: { lines: { begin: number } } }) => [i.location.lines.begin])],
    ["compact", (out) => out.trim().split("\n").map((l) => l.split(":").slice(1, 3).map(Number))],
    ["github", (out) => out.trim().split("\n").map((l) => [Number(/line=(\d+)/.exec(l)![1]), Number(/col=(\d+)/.exec(l)![1])])],
    ["stylish", (out) => out.split("\n").filter((l) => /^\s+\d+:\d+/.test(l)).map((l) => l.trim().split(/\s+/)[0].split(":").map(Number))],
  ])("%s", async (format, positions) => {
    const result = await run(project({ "src/a.ts": SOURCE }), ["-f", format]);
    const expected = format === "gitlab" ? [[DELETE.line], [MOVE.line]] : [[DELETE.line, DELETE.column], [MOVE.line, MOVE.column]];
    expect(positions(result.stdout)).toEqual(expected);
  });

  it("a related location in such a file too (the first of two actions named alike)", async () => {
    const source = `${IMPORT}/*\u2028\u2028*/\nexport const a = defineHandler({ name: "same.get", description: "Get one." });\nexport const b = defineHandler({ name: "same.get", description: "Get another." });\n`;
    const result = await run(project({ "src/a.ts": source }), ["-f", "json"]);
    const [dup] = parseJson(result.stdout).results.filter((r) => r.ruleId === "duplicate-tool-name");
    const first = at(source, 'defineHandler({ name: "same.get", description: "Get one."');
    const second = at(source, 'defineHandler({ name: "same.get", description: "Get another."');
    expect([dup.line, dup.column, dup.related?.[0].line, dup.related?.[0].column]).toEqual([second.line, second.column, first.line, first.column]);
  });

  it("directory --format json: each action's line", async () => {
    const result = await run(project({ "src/a.ts": SOURCE }), ["directory", "--format", "json"]);
    const { directories } = JSON.parse(result.stdout) as { directories: { actions: { name: string; line: number }[] }[] };
    expect(directories[0].actions.map((a) => [a.name, a.line])).toEqual([
      ["photo.delete", DELETE.line],
      ["photo.move", MOVE.line],
    ]);
  });

  it("near miss: a SKILL.md is read by lines of its own, the editor's, and keeps them", async () => {
    const skill = "---\ndescription: Deploy the app.\u2028Then check it.\nname: other\n---\nBody.\n";
    const result = await run(project({ "skills/deploy/SKILL.md": skill }), ["-f", "json"]);
    expect(parseJson(result.stdout).results.map((r) => [r.ruleId, r.line, r.column])).toEqual([["skill-name", 3, 7]]);
  });
});
