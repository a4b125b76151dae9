// Agent Skills end to end (docs/design.md#modules-and-skills): SKILL.md files in dot folders and plain ones are found
// with no config, read, and judged; a broken front matter is one clear error and the rest is still checked.
import { describe, expect, it } from "vitest";
import { project, run } from "./run.js";

const FILES = {
  ".claude/skills/pdf-processing/SKILL.md":
    "---\nname: pdf-processing\ndescription: Extract text and tables from PDF files.\nwhen_to_use: When the user sends a PDF.\n---\nUse pdfplumber.\n",
  ".claude/skills/pdf/SKILL.md": "---\nname: PDF_Tools\ndescription: Fill PDF forms.\n---\n",
  ".agents/skills/notes/SKILL.md": "---\nname: notes\n---\nKeep notes.\n",
  "skills/broken/SKILL.md": "---\nname: broken\ndescription: Use when: the user asks.\n---\n",
  // No front matter: no description; no name either, but its folder's name is a spec name (Claude Code uses it).
  "skills/plain/SKILL.md": "# Plain\nNo front matter at all.\n",
  "skills/numbered/SKILL.md": "---\nname: 42\ndescription: Count the rows of a table.\n---\n",
  // Not a skill: the spec's file name is upper case.
  "docs/skill.md": "---\nname: Not_A_Skill\n---\n",
};

describe("skills, with no config", () => {
  it("reports exactly the defects, where they are written", async () => {
    const dir = project(FILES);
    const { code, stdout, stderr } = await run(dir, ["-f", "json"]);
    const results = (JSON.parse(stdout) as { results: Record<string, unknown>[] }).results;
    expect(results.map(({ ruleId, file, line, column, endLine, endColumn, subject }) => ({ ruleId, file, line, column, endLine, endColumn, subject }))).toEqual([
      { ruleId: "missing-description", file: ".agents/skills/notes/SKILL.md", line: 1, column: 1, endLine: 3, endColumn: 4, subject: { type: "skill", name: "notes" } },
      { ruleId: "skill-name", file: ".claude/skills/pdf/SKILL.md", line: 2, column: 7, endLine: 2, endColumn: 16, subject: { type: "skill", name: "PDF_Tools" } },
      { ruleId: "unreadable-source", file: "skills/broken/SKILL.md", line: 3, column: 14, endLine: 3, endColumn: 15, subject: { type: "file", name: "skills/broken/SKILL.md" } },
      { ruleId: "unreadable-source", file: "skills/numbered/SKILL.md", line: 2, column: 7, endLine: 2, endColumn: 9, subject: { type: "file", name: "skills/numbered/SKILL.md" } },
      { ruleId: "missing-description", file: "skills/plain/SKILL.md", line: 1, column: 1, endLine: 1, endColumn: 1, subject: { type: "skill", name: "plain" } },
    ]);
    expect(results[2].message).toBe(
      "skills/broken/SKILL.md has a syntax error: the front matter is not valid YAML: Nested mappings are not allowed in compact mappings; declarations after it may be missed. Fix the syntax error.",
    );
    expect(results[2].severity).toBe("error");
    expect([results[3].severity, results[3].message]).toEqual([
      "warn",
      "skills/numbered/SKILL.md has a syntax error: the front matter's name is a number, not text; write it as a string; declarations after it may be missed. Fix the syntax error.",
    ]);
    // A front matter without a description is proven absent; no front matter at all may be no skill, and Claude Code
    // lists such a file with its first paragraph: an info that says why.
    expect([results[0].severity, results[4].severity]).toEqual(["error", "info"]);
    expect(results[4].message).toBe(
      'Skill "plain" has no description: the list the model reads shows only its name, so it cannot tell when to load it. Add one line that says what it is for. (Not proven to be a skill: it has no front matter (`---` … `---`), which the Agent Skills spec requires; Claude Code lists such a file with its first paragraph; so only info.)',
    );
    expect(code).toBe(1);
    expect(stderr).not.toMatch(/at .*\.js:\d+/);
  });

  it("passes a project whose skills are all well formed", async () => {
    const dir = project({ ".claude/skills/pdf-processing/SKILL.md": FILES[".claude/skills/pdf-processing/SKILL.md"] });
    const { code, stdout, stderr } = await run(dir, ["-f", "json"]);
    expect(JSON.parse(stdout).results).toEqual([]);
    expect(code).toBe(0);
    // Skills are declarations: no hint that nothing was found.
    expect(stderr).toBe("");
  });

  it("a YAML comment of the front matter is an inline directive; an unused one is reported", async () => {
    const directive = "# summarylint-disable-next-line skill-name -- the old client needs this name\n";
    const dir = project({
      ".claude/skills/pdf/SKILL.md": `---\n${directive}name: PDF\ndescription: Fill PDF forms.\n---\n`,
      ".claude/skills/notes/SKILL.md": `---\n${directive}name: notes\ndescription: Keep notes.\n---\n`,
    });
    const { code, stdout } = await run(dir, ["-f", "json"]);
    const results = (JSON.parse(stdout) as { results: Record<string, unknown>[] }).results;
    expect(results.map(({ ruleId, file, line, column }) => ({ ruleId, file, line, column }))).toEqual([
      { ruleId: "unused-directive", file: ".claude/skills/notes/SKILL.md", line: 2, column: 1 },
    ]);
    expect(code).toBe(0);
  });

  it("directory still runs on a project of skills", async () => {
    const dir = project(FILES);
    const { code } = await run(dir, ["directory"]);
    expect(code).toBe(0);
  });
});
