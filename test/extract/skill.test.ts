// The SKILL.md reader (src/extract/skill.ts): front matter values with their exact spans, the body, and a clear
// FileProblem for a front matter that cannot be read, never an exception.
import { describe, expect, it } from "vitest";
import { extractSkill } from "../../src/extract/skill.js";
import type { FileProblem } from "../../src/types.js";

const FILE = "/p/.claude/skills/pdf/SKILL.md";

/** A span on one line. */
const on = (line: number, column: number, endColumn: number) => ({ line, column, endLine: line, endColumn });

interface Case {
  name: string;
  text: string;
  /** The skill's fields as read: text (or notText) and span. */
  fields: Record<string, unknown>;
  problems?: Pick<FileProblem, "detail" | "lost" | "loc">[];
}

const cases: Case[] = [
  {
    name: "plain values, and the body after the closing ---",
    text: "---\nname: pdf\ndescription: Extract text from PDF files.\n---\n# PDF\nUse pdfplumber.\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 4, endColumn: 4 },
      name: { text: "pdf", span: on(2, 7, 10) },
      description: { text: "Extract text from PDF files.", span: on(3, 14, 42) },
      body: { text: "# PDF\nUse pdfplumber.\n", span: { line: 5, column: 1, endLine: 7, endColumn: 1 } },
    },
  },
  {
    name: "CRLF line ends: the same values and columns",
    text: "---\r\nname: pdf\r\ndescription: Extract text.\r\n---\r\nBody\r\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 4, endColumn: 4 },
      name: { text: "pdf", span: on(2, 7, 10) },
      description: { text: "Extract text.", span: on(3, 14, 27) },
      body: { text: "Body\r\n", span: { line: 5, column: 1, endLine: 6, endColumn: 1 } },
    },
  },
  {
    name: "a BOM is not counted in any column",
    text: "\uFEFF---\nname: pdf\ndescription: Extract text.\n---\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 4, endColumn: 4 },
      name: { text: "pdf", span: on(2, 7, 10) },
      description: { text: "Extract text.", span: on(3, 14, 27) },
      body: { text: "", span: on(5, 1, 1) },
    },
  },
  {
    name: "quoted values",
    text: "---\nname: 'pdf'\ndescription: \"Extract \\\"text\\\".\"\n---\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 4, endColumn: 4 },
      name: { text: "pdf", span: on(2, 7, 12) },
      description: { text: 'Extract "text".', span: on(3, 14, 33) },
      body: { text: "", span: on(5, 1, 1) },
    },
  },
  {
    name: "a folded block scalar (>-): the span ends at the last character, not the line break",
    text: "---\nname: pdf\ndescription: >-\n  Extract text\n  from PDF files.\nlicense: MIT\n---\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 7, endColumn: 4 },
      name: { text: "pdf", span: on(2, 7, 10) },
      description: { text: "Extract text from PDF files.", span: { line: 3, column: 14, endLine: 5, endColumn: 18 } },
      body: { text: "", span: on(8, 1, 1) },
    },
  },
  {
    name: "a literal block scalar (|) keeps its line break",
    text: "---\ndescription: |\n  Extract text.\n  Use for PDFs.\n---\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 5, endColumn: 4 },
      description: { text: "Extract text.\nUse for PDFs.\n", span: { line: 2, column: 14, endLine: 4, endColumn: 16 } },
      body: { text: "", span: on(6, 1, 1) },
    },
  },
  {
    name: "when_to_use, Claude Code's key",
    text: "---\nname: pdf\ndescription: Extract text.\nwhen_to_use: When the user sends a PDF.\n---\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 5, endColumn: 4 },
      name: { text: "pdf", span: on(2, 7, 10) },
      description: { text: "Extract text.", span: on(3, 14, 27) },
      whenToUse: { text: "When the user sends a PDF.", span: on(4, 14, 40) },
      body: { text: "", span: on(6, 1, 1) },
    },
  },
  {
    name: "an empty description (`description:`) is empty text",
    text: "---\nname: pdf\ndescription:\n---\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 4, endColumn: 4 },
      name: { text: "pdf", span: on(2, 7, 10) },
      description: { text: "", span: on(3, 1, 13) },
      body: { text: "", span: on(5, 1, 1) },
    },
  },
  {
    name: "no front matter: the whole file is the body",
    text: "# PDF\nExtract text.\n",
    fields: { body: { text: "# PDF\nExtract text.\n", span: { line: 1, column: 1, endLine: 3, endColumn: 1 } } },
  },
  {
    name: "an empty file",
    text: "",
    fields: { body: { text: "", span: on(1, 1, 1) } },
  },
  {
    name: "an empty front matter",
    text: "---\n---\nBody\n",
    fields: { frontMatter: { line: 1, column: 1, endLine: 2, endColumn: 4 }, body: { text: "Body\n", span: { line: 3, column: 1, endLine: 4, endColumn: 1 } } },
  },
  {
    name: "a front matter never closed: a problem on the opening line, the skill lost",
    text: "---\nname: pdf\ndescription: Extract text.\n",
    fields: { unreadable: true, body: { text: "---\nname: pdf\ndescription: Extract text.\n", span: { line: 1, column: 1, endLine: 4, endColumn: 1 } } },
    problems: [
      { detail: "the front matter opened by `---` on line 1 is never closed by a `---` line, so no agent can read the skill", lost: true, loc: { file: FILE, ...on(1, 1, 4) } },
    ],
  },
  {
    name: "invalid YAML (an unquoted colon and space inside a value): a problem where it is, the skill lost",
    text: "---\nname: pdf\ndescription: Extract text: from PDFs.\n---\n",
    fields: { unreadable: true, frontMatter: { line: 1, column: 1, endLine: 4, endColumn: 4 }, body: { text: "", span: on(5, 1, 1) } },
    problems: [
      { detail: "the front matter is not valid YAML: Nested mappings are not allowed in compact mappings", lost: true, loc: { file: FILE, ...on(3, 14, 15) } },
    ],
  },
  {
    name: "a key written twice",
    text: "---\nname: pdf\nname: pdf2\n---\n",
    fields: { unreadable: true, frontMatter: { line: 1, column: 1, endLine: 4, endColumn: 4 }, body: { text: "", span: on(5, 1, 1) } },
    problems: [
      { detail: "the front matter is not valid YAML: a key appears twice in the same object; keep one of them", lost: true, loc: { file: FILE, ...on(3, 1, 2) } },
    ],
  },
  {
    name: "a front matter that is a list, not a mapping",
    text: "---\n- pdf\n---\n",
    fields: { unreadable: true, frontMatter: { line: 1, column: 1, endLine: 3, endColumn: 4 }, body: { text: "", span: on(4, 1, 1) } },
    problems: [
      { detail: "the front matter is a list, not a mapping of keys such as name and description", lost: true, loc: { file: FILE, line: 1, column: 1, endLine: 3, endColumn: 4 } },
    ],
  },
  {
    name: "values that are not text: a number, a list, a boolean",
    text: "---\nname: 42\ndescription:\n  - Extract text.\nwhen_to_use: true\n---\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 6, endColumn: 4 },
      name: { notText: "a number", span: on(2, 7, 9) },
      description: { notText: "a list", span: { line: 4, column: 3, endLine: 4, endColumn: 18 } },
      whenToUse: { notText: "a boolean", span: on(5, 14, 18) },
      body: { text: "", span: on(7, 1, 1) },
    },
    problems: [
      { detail: "the front matter's name is a number, not text; write it as a string", loc: { file: FILE, ...on(2, 7, 9) } },
      { detail: "the front matter's description is a list, not text; write it as a string", loc: { file: FILE, line: 4, column: 3, endLine: 4, endColumn: 18 } },
      { detail: "the front matter's when_to_use is a boolean, not text; write it as a string", loc: { file: FILE, ...on(5, 14, 18) } },
    ],
  },
  {
    name: "a --- line inside the body is not a second front matter; trailing blanks after --- are allowed",
    text: "--- \nname: pdf\n---\nText\n---\nMore\n",
    fields: {
      frontMatter: { line: 1, column: 1, endLine: 3, endColumn: 4 },
      name: { text: "pdf", span: on(2, 7, 10) },
      body: { text: "Text\n---\nMore\n", span: { line: 4, column: 1, endLine: 7, endColumn: 1 } },
    },
  },
];

describe("extractSkill", () => {
  it.each(cases)("$name", ({ text, fields, problems = [] }) => {
    const facts = extractSkill(FILE, text);
    expect(facts.skill).toEqual({ folder: "/p/.claude/skills/pdf", ...fields });
    expect(facts.problems.map(({ detail, lost, loc }) => ({ detail, ...(lost && { lost }), loc }))).toEqual(problems);
    expect(facts.problems.every((p) => p.kind === "syntax")).toBe(true);
    expect(facts.decls).toEqual([]);
  });
});

describe("extractSkill directives", () => {
  it("reads a # summarylint- comment line of the front matter as a directive, not one of the body", () => {
    const text = "---\nname: PDF # summarylint-disable-line skill-name\n  # summarylint-disable-next-line skill-name -- old client\ndescription: Fill forms.\n---\n# summarylint-disable skill-name\n";
    expect(extractSkill(FILE, text).directives).toEqual([
      { type: "disable-next-line", rules: ["skill-name"], reason: "old client", loc: { file: FILE, line: 3, column: 1, endLine: 3, endColumn: 59 } },
    ]);
  });
});
