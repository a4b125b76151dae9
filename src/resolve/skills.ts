// resolve for Agent Skills (docs/design.md#modules-and-skills): each SKILL.md's facts (extract/skill.ts) become one
// catalog module of form "skill": its name (the front matter's, else its folder's, as Claude Code names it), its
// description and when_to_use (the line the skill listing shows), its body as the instructions loading it adds, grouped
// by the folder that holds the skill folders (`.claude/skills`: one listing).
import path from "node:path";
import type { FileFacts, SkillFacts } from "../extract/facts.js";
import type { Location, Module } from "../types.js";
import { slashPath } from "../base/paths.js";

/**
 * The skills of the project's files, in file order, but those whose front matter could not be read (a FileProblem
 * reports each). `root`: the project root, which groups are relative to.
 */
export function skillModules(allFacts: readonly FileFacts[], root: string): Module[] {
  return allFacts.flatMap((facts) => (facts.skill && !facts.skill.unreadable && isSkill(facts.file, facts.skill) ? [skillModule(facts.file, facts.skill, root)] : []));
}

/**
 * Whether the skill's folder sits in a skills listing (`skills/`, `.claude/skills/`, `agent-skills/`), where a client
 * finds it by its folder. A SKILL.md elsewhere may be a template to copy, a publishing folder (ClawHub's
 * `.agents/clawhub`) or a fragment a build merges into a skill (UiPath's `skill-flavors/…`), all found on real
 * repositories.
 */
export function inSkillsFolder(file: string): boolean {
  return /skills$/i.test(path.basename(path.dirname(path.dirname(file))));
}

/** A SKILL.md with no front matter outside a skills listing is no skill (a fragment); in one, it is a skill without a description. */
function isSkill(file: string, skill: SkillFacts): boolean {
  return skill.frontMatter !== undefined || inSkillsFolder(file);
}

function skillModule(file: string, skill: SkillFacts, root: string): Module {
  const at = (span: { line: number; column: number; endLine: number; endColumn: number }): Location => ({ file, ...span });
  const declarationLoc = at(skill.frontMatter ?? { line: 1, column: 1, endLine: 1, endColumn: 1 });
  const named = skill.name?.text !== undefined && skill.name.text !== "";
  const description = skill.description;
  const module: Module = {
    type: "module",
    form: "skill",
    name: named ? skill.name!.text! : path.basename(skill.folder),
    description: description?.text,
    descriptionStatus: description === undefined ? "missing" : description.text === undefined ? "unresolved" : "ok",
    loc: description ? at(description.span) : declarationLoc,
    declarationLoc,
    instructions: { text: skill.body.text, loc: at(skill.body.span) },
    tools: [],
    group: groupOf(skill.folder, root),
    preset: "skills",
  };
  // A name that is written but not text (`name: 42`, reported as a FileProblem) has a place but is not the name used.
  if (named) module.nameFrom = "field";
  if (skill.name && (named || skill.name.notText !== undefined)) module.nameLoc = at(skill.name.span);
  if (description?.notText !== undefined) module.unresolvedReason = `the front matter's description is ${description.notText}, not text`;
  // No front matter at all: a harness that follows the Agent Skills spec skips the file, Claude Code lists it with its
  // first paragraph; whether it is meant as a skill, and what a listing shows of it, is not known.
  if (skill.frontMatter === undefined) module.unproven = "it has no front matter (`---` … `---`), which the Agent Skills spec requires; Claude Code lists such a file with its first paragraph";
  if (skill.whenToUse?.text !== undefined && skill.whenToUse.text.trim() !== "") module.whenToUse = skill.whenToUse.text;
  return module;
}

/** The root-relative folder holding the skill's folder, with "/" (`.claude/skills`); "." for the root (or above it). */
function groupOf(folder: string, root: string): string {
  const group = slashPath(root, path.dirname(folder));
  return group === "" || group === ".." || group.startsWith("../") ? "." : group;
}
