import { describe, expect, it } from "vitest";

import rule from "../../rules/unreadable-source.js";
import type { Catalog, FileProblemKind } from "../../src/types.js";
import { action, catalog, problem } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule, runThroughEngine } from "./run.js";

const BROKEN = "/project/src/broken.ts";
const file = { type: "file" as const, name: BROKEN };

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a syntax error, at its position, with the path relative to the root",
    catalog: catalog({ problems: [problem("syntax", BROKEN, "')' expected.", 12, 7)] }),
    expected: [{ messageId: "syntax", data: { file: "src/broken.ts", detail: "')' expected." }, subject: file, line: 12, column: 7 }],
  },
  {
    name: "a template's placeholder where the parser stopped",
    catalog: catalog({ problems: [problem("template", BROKEN, "Property assignment expected.", 7, 3)] }),
    expected: [{ messageId: "template", data: { file: "src/broken.ts", detail: "Property assignment expected." }, subject: file, line: 7, column: 3 }],
  },
  {
    name: "an unreadable file",
    catalog: catalog({ problems: [problem("unreadable", BROKEN, "EACCES: permission denied")] }),
    expected: [{ messageId: "unreadable", data: { file: "src/broken.ts", detail: "EACCES: permission denied" }, subject: file, line: 1, column: 1 }],
  },
  {
    name: "a binary file",
    catalog: catalog({ problems: [problem("binary", BROKEN, "NUL byte at offset 3")] }),
    expected: [{ messageId: "binary", subject: file, line: 1, column: 1 }],
  },
  {
    name: "a file that is not UTF-8",
    catalog: catalog({ problems: [problem("encoding", BROKEN, "invalid UTF-8 at offset 120")] }),
    expected: [{ messageId: "encoding", subject: file, line: 1, column: 1 }],
  },
  {
    name: "a file over maxFileSize",
    catalog: catalog({ problems: [problem("too-large", BROKEN, "12.0 MB, limit 10 MB")] }),
    expected: [{ messageId: "tooLarge", data: { file: "src/broken.ts", detail: "12.0 MB, limit 10 MB" }, subject: file, line: 1, column: 1 }],
  },
  {
    name: "a file nested past the depth budget, where the walk stopped",
    catalog: catalog({ problems: [problem("too-deep", BROKEN, "it nests more than 1,000 levels deep here", 4, 11)] }),
    expected: [{ messageId: "tooDeep", data: { file: "src/broken.ts", detail: "it nests more than 1,000 levels deep here" }, subject: file, line: 4, column: 11 }],
  },
  {
    name: "a package.json that is no regular file: what the project goes without",
    catalog: catalog({ problems: [problem("refused", "/project/package.json", "it is a device, not a file; the packages it names are not known")] }),
    expected: [
      {
        messageId: "refused",
        data: { file: "package.json", detail: "it is a device, not a file; the packages it names are not known" },
        subject: { type: "file", name: "/project/package.json" },
        line: 1,
        column: 1,
      },
    ],
  },
  {
    name: "an entry of a captured tools/list (--tools-json) that is no tool, at its place",
    catalog: catalog({ problems: [problem("not-a-tool", "/project/tools.json", "$.tools[2] has no string `name`", 14, 5)] }),
    expected: [{ messageId: "notATool", data: { file: "tools.json", detail: "$.tools[2] has no string `name`" }, subject: { type: "file", name: "/project/tools.json" }, line: 14, column: 5 }],
  },
  {
    name: "one report per problem, in catalog order",
    catalog: catalog({
      problems: [problem("syntax", "/project/a.ts", "x", 3, 1), problem("binary", "/project/lib/b.ts", "y")],
    }),
    expected: [
      { messageId: "syntax", data: { file: "a.ts", detail: "x" }, subject: { type: "file", name: "/project/a.ts" }, line: 3, column: 1 },
      { messageId: "binary", data: { file: "lib/b.ts", detail: "y" }, subject: { type: "file", name: "/project/lib/b.ts" }, line: 1, column: 1 },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  { name: "an empty project", catalog: catalog() },
  { name: "many files read fine", catalog: catalog({ files: ["/project/a.ts", "/project/b.ts", "/project/c.ts"] }) },
  { name: "an action without a description (not a file problem)", catalog: catalog({ actions: [action("contact.list")] }) },
  {
    name: "an unresolved description (not a file problem)",
    catalog: catalog({ actions: [action("contact.list", { descriptionStatus: "unresolved", unresolvedReason: "call of t()" })] }),
  },
  { name: "an empty description", catalog: catalog({ actions: [action("contact.list", { description: "" })] }) },
];

describe("unreadable-source", () => {
  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });

  it("has one message per kind of file problem", () => {
    expect(Object.keys(rule.messages).sort()).toEqual(["binary", "encoding", "notATool", "overLimit", "refused", "syntax", "template", "tooDeep", "tooLarge", "unreadable"]);
  });

  // A file whose declarations may have been lost fails the run, as ESLint's parse failures do: an error even at the
  // rule's default severity (warn); the same problem in a file that declares nothing stays a warning.
  it.each<[string, boolean, string[], FileProblemKind]>([
    ["a declaration may have been lost", true, ["error"], "too-deep"],
    ["nothing could have been lost", false, ["warn"], "too-deep"],
    ["a template, nothing lost: one step milder", false, ["info"], "template"],
    ["a template whose declarations may have been lost: still an error", true, ["error"], "template"],
  ])("its severity when %s", (_title, lost, severities, kind) => {
    const deep = { ...problem(kind, BROKEN, "detail"), ...(lost && { lost: true as const }) };
    const { diagnostics } = runThroughEngine(rule, catalog({ problems: [deep] }));
    expect(diagnostics.map((d) => d.severity)).toEqual(severities);
  });
});
