// resolve/skills.ts: each SKILL.md's facts become exactly one catalog module of form "skill".
import { describe, expect, it } from "vitest";
import { extractSkill } from "../../src/extract/skill.js";
import { skillModules } from "../../src/resolve/skills.js";

const ROOT = "/p";

describe("skillModules", () => {
  it("makes a skill of a full front matter: name, description, when_to_use, body, group, locations", () => {
    const file = "/p/.claude/skills/pdf-processing/SKILL.md";
    const text = "---\nname: pdf-processing\ndescription: Extract text from PDF files.\nwhen_to_use: When the user sends a PDF.\n---\nUse pdfplumber.\n";
    expect(skillModules([extractSkill(file, text)], ROOT)).toEqual([
      {
        type: "module",
        form: "skill",
        name: "pdf-processing",
        nameFrom: "field",
        nameLoc: { file, line: 2, column: 7, endLine: 2, endColumn: 21 },
        description: "Extract text from PDF files.",
        descriptionStatus: "ok",
        whenToUse: "When the user sends a PDF.",
        loc: { file, line: 3, column: 14, endLine: 3, endColumn: 42 },
        declarationLoc: { file, line: 1, column: 1, endLine: 5, endColumn: 4 },
        instructions: { text: "Use pdfplumber.\n", loc: { file, line: 6, column: 1, endLine: 7, endColumn: 1 } },
        tools: [],
        group: ".claude/skills",
        preset: "skills",
      },
    ]);
  });

  it.each([
    {
      name: "no front matter: named by its folder, no description, placed at the start",
      file: "/p/skills/notes/SKILL.md",
      text: "Keep notes.\n",
      expected: {
        name: "notes",
        description: undefined,
        descriptionStatus: "missing",
        unproven: "it has no front matter (`---` … `---`), which the Agent Skills spec requires; Claude Code lists such a file with its first paragraph",
        loc: { line: 1, column: 1, endLine: 1, endColumn: 1 },
        group: "skills",
      },
    },
    {
      name: "an empty name: named by its folder, not from the field",
      file: "/p/a/b/skills/notes/SKILL.md",
      text: "---\nname: ''\ndescription: Keep notes.\n---\n",
      expected: { name: "notes", description: "Keep notes.", descriptionStatus: "ok", loc: { line: 3, column: 14, endLine: 3, endColumn: 25 }, group: "a/b/skills" },
    },
    {
      name: "a description that is not text: unresolved, with the reason",
      file: "/p/skills/notes/SKILL.md",
      text: "---\nname: notes\ndescription: 42\n---\n",
      expected: { name: "notes", description: undefined, descriptionStatus: "unresolved", unresolvedReason: "the front matter's description is a number, not text", loc: { line: 3, column: 14, endLine: 3, endColumn: 16 }, group: "skills" },
    },
    {
      name: "a blank when_to_use is left out; a skill at the project root is in the root's group",
      file: "/p/SKILL.md",
      text: "---\nname: p\ndescription: Keep notes.\nwhen_to_use: ' '\n---\n",
      expected: { name: "p", description: "Keep notes.", descriptionStatus: "ok", loc: { line: 3, column: 14, endLine: 3, endColumn: 25 }, group: "." },
    },
  ])("$name", ({ file, text, expected }) => {
    const [skill] = skillModules([extractSkill(file, text)], ROOT);
    const { loc, ...rest } = expected;
    expect(skill).toMatchObject({ ...rest, loc: { file, ...loc } });
    expect("whenToUse" in skill).toBe(false);
    expect("unresolvedReason" in skill).toBe("unresolvedReason" in expected);
  });

  it("keeps where a name that is not text is written, without taking it as the name", () => {
    const file = "/p/skills/notes/SKILL.md";
    const [skill] = skillModules([extractSkill(file, "---\nname: 42\ndescription: Keep notes.\n---\n")], ROOT);
    expect([skill.name, skill.nameFrom, skill.nameLoc]).toEqual(["notes", undefined, { file, line: 2, column: 7, endLine: 2, endColumn: 9 }]);
  });

  it("catalogues no skill whose front matter cannot be read, and nothing of other files", () => {
    const broken = extractSkill("/p/skills/x/SKILL.md", "---\nname: x\n");
    expect(broken.problems).toHaveLength(1);
    expect(skillModules([broken, { ...extractSkill("/p/src/a.ts", ""), skill: undefined }], ROOT)).toEqual([]);
  });
});

describe("a SKILL.md that is no skill", () => {
  it.each([
    ["a fragment a build merges into a skill (UiPath's skill-flavors)", "/p/skill-flavors/studioweb/uipath-tasks/SKILL.md"],
    ["a file beside the project's own docs", "/p/docs/notes/SKILL.md"],
  ])("catalogues no skill for %s: no front matter, outside a skills listing", (_what, file) => {
    expect(skillModules([extractSkill(file, "<!--flavor:start-->\nUse the CreateProjects tool.\n<!--flavor:end-->\n")], ROOT)).toEqual([]);
  });

  it("catalogues one with front matter outside a skills listing (an example loading it from a data folder)", () => {
    const file = "/p/examples/data/island-rescue/SKILL.md";
    expect(skillModules([extractSkill(file, "---\nname: island-rescue\ndescription: Plan a rescue.\n---\n")], ROOT).map((m) => m.name)).toEqual(["island-rescue"]);
  });
});
