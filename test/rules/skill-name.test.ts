import { describe, expect, it } from "vitest";

import rule from "../../rules/skill-name.js";
import { catalog, loc, module, ROOT } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule, runThroughEngine } from "./run.js";

/**
 * A skill in `<ROOT>/<listing>/<folder>/SKILL.md` (default listing `.claude/skills`) whose front matter writes `name`
 * (null: no name) on line 2.
 */
function skill(folder: string, name: string | null, listing = ".claude/skills") {
  const file = `${ROOT}/${listing}/${folder}/SKILL.md`;
  const declarationLoc = loc(1, 1, { file, endLine: 4, endColumn: 4 });
  if (name === null) return module(folder, { form: "skill", file, declarationLoc, description: "Extract text." });
  return module(name, { form: "skill", file, declarationLoc, nameFrom: "field", nameLoc: loc(2, 7, { file }), description: "Extract text." });
}

const subject = (name: string) => ({ type: "skill" as const, name });

const bad: Array<{ name: string; folder: string; skillName: string | null; expected: Expected[] }> = [
  {
    name: "no name, and a folder whose name the spec refuses: reported on the front matter, a spec name suggested",
    folder: "PDF Tools",
    skillName: null,
    expected: [{ messageId: "missing", data: { name: "PDF Tools", folder: "PDF Tools", suggestion: "pdf-tools" }, subject: subject("PDF Tools"), line: 1, column: 1 }],
  },
  {
    // Not the folder's name either: the message asks for the folder to match, so that is not reported again.
    name: "an upper-case letter and an underscore, in another folder",
    folder: "pdf",
    skillName: "PDF_Tools",
    expected: [
      { messageId: "characters", data: { name: "PDF_Tools", folder: "pdf", characters: "“P”, “D”, “F”, “_”, “T”", suggestion: "pdf-tools" }, subject: subject("PDF_Tools"), line: 2, column: 7 },
    ],
  },
  {
    name: "a space and a dot, in a folder of the same name",
    folder: "pdf tools.v2",
    skillName: "pdf tools.v2",
    expected: [{ messageId: "characters", data: { name: "pdf tools.v2", folder: "pdf tools.v2", characters: "space, “.”", suggestion: "pdf-tools-v2" }, subject: subject("pdf tools.v2"), line: 2, column: 7 }],
  },
  {
    name: "a letter outside a-z",
    folder: "créer",
    skillName: "créer",
    expected: [{ messageId: "characters", data: { name: "créer", folder: "créer", characters: "“é”", suggestion: "cr-er" }, subject: subject("créer"), line: 2, column: 7 }],
  },
  {
    name: "a leading hyphen",
    folder: "-pdf",
    skillName: "-pdf",
    expected: [{ messageId: "hyphens", data: { name: "-pdf", folder: "-pdf", problem: "starts with a hyphen", suggestion: "pdf" }, subject: subject("-pdf"), line: 2, column: 7 }],
  },
  {
    name: "a trailing hyphen",
    folder: "pdf-",
    skillName: "pdf-",
    expected: [{ messageId: "hyphens", data: { name: "pdf-", folder: "pdf-", problem: "ends with a hyphen", suggestion: "pdf" }, subject: subject("pdf-"), line: 2, column: 7 }],
  },
  {
    name: "two hyphens in a row",
    folder: "pdf--tools",
    skillName: "pdf--tools",
    expected: [{ messageId: "hyphens", data: { name: "pdf--tools", folder: "pdf--tools", problem: "has two hyphens in a row", suggestion: "pdf-tools" }, subject: subject("pdf--tools"), line: 2, column: 7 }],
  },
  {
    name: "a title instead of a name (as real plugins write it), in the folder of its spec name",
    folder: "agent-development",
    skillName: "Agent Development",
    expected: [{ messageId: "characters", data: { name: "Agent Development", folder: "agent-development", characters: "“A”, space, “D”", suggestion: "agent-development" }, subject: subject("Agent Development"), line: 2, column: 7 }],
  },
  {
    name: "65 characters",
    folder: "a".repeat(65),
    skillName: "a".repeat(65),
    expected: [{ messageId: "tooLong", data: { name: "a".repeat(65), folder: "a".repeat(65), length: 65, maxLength: 64 }, subject: subject("a".repeat(65)), line: 2, column: 7 }],
  },
  {
    name: "a valid name that is not the folder's",
    folder: "pdf",
    skillName: "pdf-processing",
    expected: [{ messageId: "folder", data: { name: "pdf-processing", folder: "pdf" }, subject: subject("pdf-processing"), line: 2, column: 7 }],
  },
];

const good: Array<{ name: string; folder: string; skillName: string }> = [
  { name: "letters and single hyphens", folder: "pdf-processing", skillName: "pdf-processing" },
  { name: "one character", folder: "a", skillName: "a" },
  { name: "digits, a leading digit too", folder: "1password-cli2", skillName: "1password-cli2" },
  { name: "exactly 64 characters", folder: "a".repeat(64), skillName: "a".repeat(64) },
];

describe("skill-name", () => {
  it.each(bad)("reports $name", ({ folder, skillName, expected }) => {
    const reports = runRule(rule, catalog({ modules: [skill(folder, skillName)] }));
    expect(shape(reports, expected)).toEqual(expected);
  });

  it.each(good)("accepts $name", ({ folder, skillName }) => {
    expect(runRule(rule, catalog({ modules: [skill(folder, skillName)] }))).toEqual([]);
  });

  it("accepts no name where the folder's name is a spec name (Claude Code names the skill by its folder)", () => {
    expect(runRule(rule, catalog({ modules: [skill("pdf-tools", null)] }))).toEqual([]);
  });

  it.each([
    ["a publishing folder (ClawHub's .agents/clawhub)", ".agents", "clawhub", "repomix"],
    ["a template to copy", ".", "template", "template-skill"],
  ])("does not compare the name with the folder of a SKILL.md outside a skills listing: %s", (_what, listing, folder, name) => {
    expect(runRule(rule, catalog({ modules: [skill(folder, name, listing)] }))).toEqual([]);
  });

  it.each([["skills"], ["plugins/db/skills"], [".agents/skills"], ["agent-skills"]])("compares it in any skills listing: %s", (listing) => {
    expect(runRule(rule, catalog({ modules: [skill("postgres", "postgresql", listing)] })).map((r) => r.messageId)).toEqual(["folder"]);
  });

  it("does not compare a SKILL.md at the project root with the root folder's name (the checkout's)", () => {
    const file = `${ROOT}/SKILL.md`;
    const atRoot = module("pdf", { form: "skill", file, declarationLoc: loc(1, 1, { file }), nameFrom: "field", nameLoc: loc(2, 7, { file }) });
    expect(runRule(rule, catalog({ modules: [atRoot] }))).toEqual([]);
  });

  it("leaves a name written but not text to unreadable-source (`name: 42`: a place, no name read)", () => {
    const file = `${ROOT}/.claude/skills/pdf/SKILL.md`;
    const numbered = module("pdf", { form: "skill", file, declarationLoc: loc(1, 1, { file }), nameLoc: loc(2, 7, { file }), description: "Extract text." });
    expect(runRule(rule, catalog({ modules: [numbered] }))).toEqual([]);
  });

  it("leaves modules of other forms alone", () => {
    const other = module("Web_Research", { form: "module", nameFrom: "field", description: "Search the web." });
    expect(runRule(rule, catalog({ modules: [other] }))).toEqual([]);
  });

  it("says what to change", () => {
    const { diagnostics } = runThroughEngine(rule, catalog({ modules: [skill("pdf", "PDF_Tools"), skill("PDF Tools", null), skill("pdf", "pdf-tools")] }));
    expect(diagnostics.map((d) => [d.severity, d.message])).toEqual([
      [
        "error",
        'The skill in folder "PDF Tools" has no name in its front matter, so a client that allows that (Claude Code) names it by the folder, which the Agent Skills spec does not allow as a name; the spec requires a name. Add `name: pdf-tools` and rename the folder to match.',
      ],
      ["error", 'The skill name "PDF_Tools" has “P”, “D”, “F”, “_”, “T”; the Agent Skills spec allows only lowercase letters a-z, digits and hyphens. Rename it (e.g. "pdf-tools"), and its folder "pdf" to match.'],
      ["error", 'The skill name "pdf-tools" is not the name of its folder "pdf"; the Agent Skills spec requires them equal, and a client may list the skill under one and install it under the other. Rename the folder or the name so that they are the same.'],
    ]);
  });
});
