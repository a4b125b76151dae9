// Comments say their reason in their own words, or cite a page of this repository's docs/. A citation of a design
// document or an issue tracker that is not in the repository leaves a newcomer nowhere to follow it, so no comment
// or test title under src/, rules/, scripts/, bin/ or test/ names one (markdown there is read whole); and every
// `docs/<page>.md#anchor` a comment or markdown file cites is a heading that page has (docs/design.md holds the
// project's design notes).

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FOLDERS = ["src", "rules", "scripts", "bin", "test"];
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** A design document's section (a capitalised document name then a section sign, across a comment's line break). */
const DESIGN_SECTION = /\bDESIGN\s*(?:(?:\/\/|\*)\s*)?§/;
/** An issue named by its number: the word (either case, singular or plural), a space, perhaps "#", a digit. */
const ISSUE_NUMBER = /\bissues?\s+#?\d/i;
/** A docs page and anchor as comments cite them: `docs/design.md#groups`. */
const DOCS_ANCHOR = /\bdocs\/([\w-]+\.md)#([\w-]+)/g;
/** A test's title: the first string of an `it`, `test` or `describe` call, or a table row's `name`. */
const TITLE = /\b(?:(?:it|test|describe)(?:\.\w+)*\(\s*|name:\s*)(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;

/** Every file of the folders above that is code or markdown, as a path relative to the repository. */
function files(): string[] {
  const found: string[] = [];
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(ROOT, rel))) {
      if (name === "node_modules" || name === "dist") continue;
      const child = `${rel}/${name}`;
      if (statSync(path.join(ROOT, child)).isDirectory()) walk(child);
      else if (CODE.test(name) || name.endsWith(".md")) found.push(child);
    }
  };
  for (const folder of FOLDERS) walk(folder);
  return found.sort();
}

/**
 * The comments of a source file, each with its 1-based line: found on the syntax tree, so no string is read as one.
 * A run of `//` comments on consecutive lines is one comment, as a sentence may continue on the next line.
 */
function comments(text: string, file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  const runs: { line: number; last: number; text: string }[] = [];
  for (const [pos, comment] of [...seen].sort(([a], [b]) => a - b)) {
    const line = source.getLineAndCharacterOfPosition(pos).line + 1;
    const last = line + comment.split("\n").length - 1;
    const previous = runs.at(-1);
    if (previous && previous.last === line - 1 && comment.startsWith("//") && previous.text.startsWith("//")) {
      previous.text += `\n${comment}`;
      previous.last = last;
    } else runs.push({ line, last, text: comment });
  }
  return runs.map(({ line, text: comment }) => ({ line, text: comment }));
}

/** The test titles of a source file, each with its 1-based line. */
function titles(text: string): { line: number; text: string }[] {
  return [...text.matchAll(TITLE)].map((m) => ({ line: text.slice(0, m.index).split("\n").length, text: m[2] }));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens (as test/package/references.ts). */
function anchor(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** The anchors of a docs page's headings, code blocks left out; undefined when there is no such page. */
function anchorsOf(page: string): Set<string> | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(ROOT, "docs", page), "utf8");
  } catch {
    return undefined;
  }
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");
  return new Set([...prose.matchAll(/^#{1,6} +(.+?) *$/gm)].map(([, heading]) => anchor(heading)));
}

const FILES = files();
const TEXTS = new Map(FILES.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]));

describe("comments and test titles", () => {
  it("reads the source of every folder", () => {
    for (const folder of FOLDERS) expect(FILES.some((file) => file.startsWith(`${folder}/`)), folder).toBe(true);
    expect(FILES).toContain("test/lint/comments.test.ts");
  });

  it("cite no design section or issue number that is not in the repository", () => {
    const citations: string[] = [];
    for (const [file, text] of TEXTS) {
      const parts = CODE.test(file) ? [...comments(text, file), ...titles(text)] : [{ line: 1, text }];
      for (const part of parts) {
        const match = DESIGN_SECTION.exec(part.text) ?? ISSUE_NUMBER.exec(part.text);
        if (match) citations.push(`${file}:${part.line + part.text.slice(0, match.index).split("\n").length - 1}: ${match[0]}`);
      }
    }
    expect(citations).toEqual([]);
  });

  it("cite only headings the docs pages have", () => {
    const pages = new Map<string, Set<string> | undefined>();
    const broken: string[] = [];
    let cited = 0;
    for (const [file, text] of TEXTS) {
      const cites = CODE.test(file) ? comments(text, file).map((c) => c.text).join("\n") : text;
      for (const [, page, name] of cites.matchAll(DOCS_ANCHOR)) {
        if (!pages.has(page)) pages.set(page, anchorsOf(page));
        cited++;
        if (!pages.get(page)?.has(name)) broken.push(`${file}: docs/${page}#${name}`);
      }
    }
    expect(broken).toEqual([]);
    expect(cited).toBeGreaterThan(100);
  });
});

describe("what the checks catch", () => {
  it.each([
    ["a section across a comment's line break", "// the precision (DESIGN\n// §10: 95%)", true],
    ["a section in a block comment", "/**\n * by file glob (DESIGN §10).\n */", true],
    ["an issue and its section", "// hostile input (issue 15 §7)", true],
    ["an issue at the start of a sentence", "/** Issue 13: the cache file. */", true],
    ["an issue by its hash", "// see issue #12", true],
    ["a design page of the repository", "// groups (docs/design.md#groups)", false],
    ["a word that only starts like one", "// the issues the user opened, 3 of them", false],
  ])("%s", (_name, text, flagged) => {
    const found = comments(text, "a.ts").some((c) => DESIGN_SECTION.test(c.text) || ISSUE_NUMBER.test(c.text));
    expect(found).toBe(flagged);
  });

  it("reads comments, not strings, and test titles", () => {
    const text = `const s = "// issue ${5}";\nit("closes issue ${5}", () => {}); // fine\n`;
    expect(comments(text, "a.ts").map((c) => c.text)).toEqual(["// fine"]);
    expect(titles(text)).toEqual([{ line: 2, text: "closes issue 5" }]);
  });
});
