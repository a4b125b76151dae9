// Which folder's client serves a document, and what a client's selector covers. Pure code: these run without
// VS Code and without editors/vscode installed (from the repository root too).
import { describe, expect, it } from "vitest";
import { clientFolderOf, documentSelector, isServed, outermostFolders } from "../src/folders.js";

const A = "file:///home/dev/a";
const A_INNER = "file:///home/dev/a/packages/inner";
const AB = "file:///home/dev/ab";
const WINDOWS = "file:///c%3A/Users/J%20Doe/proj";

describe("clientFolderOf", () => {
  it.each([
    ["a file of a folder", `${A}/src/tools.ts`, [A, AB], A],
    ["a folder whose name extends another's is not inside it", `${AB}/src/tools.ts`, [A, AB], AB],
    ["a file of a nested folder goes to the outer folder's client", `${A_INNER}/src/tools.ts`, [A_INNER, A], A],
    ["the nested folder alone in the workspace serves it", `${A_INNER}/src/tools.ts`, [A_INNER], A_INNER],
    ["a Windows path, as VS Code writes its URI", `${WINDOWS}/src/tools.ts`, [WINDOWS], WINDOWS],
    ["a folder URI with a trailing slash", `${A}/x.ts`, [`${A}/`], `${A}/`],
  ])("%s", (_name, document, folders, expected) => {
    expect(clientFolderOf(document, folders)).toBe(expected);
  });

  it.each([
    ["a file outside every folder", "file:///tmp/tools.ts", [A, AB]],
    ["the folder itself", A, [A]],
    ["no workspace folder", `${A}/x.ts`, []],
  ])("%s: none", (_name, document, folders) => {
    expect(clientFolderOf(document, folders)).toBeUndefined();
  });
});

describe("outermostFolders", () => {
  it("leaves out the folders inside another, keeps siblings whose names share a prefix", () => {
    expect(outermostFolders([A_INNER, A, AB])).toEqual([A, AB]);
  });
});

describe("isServed", () => {
  it.each([
    ["typescript", `${A}/src/a.ts`],
    ["typescriptreact", `${A}/src/a.tsx`],
    ["javascript", `${A}/src/a.mjs`],
    ["javascriptreact", `${A}/src/a.jsx`],
    ["markdown", `${A}/skills/deploy/SKILL.md`],
    ["plaintext", `${A}/SKILL.md`],
  ])("%s %s: served", (language, uri) => {
    expect(isServed(language, uri)).toBe(true);
  });

  it.each([
    ["markdown", `${A}/README.md`],
    ["markdown", `${A}/skills/deploy/skill.md`],
    ["markdown", `${A}/skills/NOT_SKILL.md`],
    ["json", `${A}/package.json`],
  ])("%s %s: not served", (language, uri) => {
    expect(isServed(language, uri)).toBe(false);
  });
});

describe("documentSelector", () => {
  it("covers the folder's TypeScript and JavaScript files and its SKILL.md files, relative to the folder", () => {
    const below = (pattern: string) => ({ baseUri: WINDOWS, pattern });
    expect(documentSelector(WINDOWS)).toEqual([
      { scheme: "file", language: "typescript", pattern: below("**/*") },
      { scheme: "file", language: "typescriptreact", pattern: below("**/*") },
      { scheme: "file", language: "javascript", pattern: below("**/*") },
      { scheme: "file", language: "javascriptreact", pattern: below("**/*") },
      { scheme: "file", pattern: below("**/SKILL.md") },
    ]);
  });
});
