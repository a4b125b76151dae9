import path from "node:path";
import { placeOf } from "../src/lint/items.js";
import { inSkillsFolder } from "../src/resolve/skills.js";
import { defineRule } from "../src/lint/rule.js";
import { printable } from "../src/base/escape.js";
import type { Module } from "../src/types.js";
import type { MessageData, MessageValue } from "../src/lint/diagnostic.js";
import { ref } from "../src/lint/messages.js";

/** The Agent Skills spec's longest name. */
const MAX_LENGTH = 64;
const ALLOWED = /^[a-z0-9-]*$/;
const NOT_ALLOWED = /[^a-z0-9-]/gu;

/** A name the spec allows made of `name`: lower case, each run of other characters one hyphen, no hyphen at an end. */
function specName(name: string): string {
  const made = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, MAX_LENGTH).replace(/-+$/, "");
  return made || "my-skill";
}

/** The characters a name may not have, each once, quoted for the message (a space named by a message). */
function badCharacters(name: string): MessageValue<"space"> {
  const seen = [...new Set(name.match(NOT_ALLOWED) ?? [])];
  return seen.map((c) => (c === " " ? ref("space") : `“${printable(c)}”`));
}

type HyphenProblem = "startsWithHyphen" | "endsWithHyphen" | "twoHyphens";

/** What is wrong with the hyphens of a name made only of allowed characters (its message), or undefined. */
function hyphenProblem(name: string): HyphenProblem | undefined {
  if (name.startsWith("-")) return "startsWithHyphen";
  if (name.endsWith("-")) return "endsWithHyphen";
  if (name.includes("--")) return "twoHyphens";
  return undefined;
}

export default defineRule({
  id: "skill-name",
  defaultSeverity: "error",
  description: "Report skill names that the Agent Skills spec does not allow",
  options: {},
  messages: {
    missing:
      'The skill in folder "{{folder}}" has no name in its front matter, so a client that allows that (Claude Code) names it by the folder, which the Agent Skills spec does not allow as a name; the spec requires a name. Add `name: {{suggestion}}` and rename the folder to match.',
    tooLong:
      'The skill name "{{name}}" is {{length}} characters long; the Agent Skills spec allows at most {{maxLength}}. Shorten it, and its folder "{{folder}}" to match.',
    characters:
      'The skill name "{{name}}" has {{characters}}; the Agent Skills spec allows only lowercase letters a-z, digits and hyphens. Rename it (e.g. "{{suggestion}}"), and its folder "{{folder}}" to match.',
    hyphens:
      'The skill name "{{name}}" {{problem}}; the Agent Skills spec allows a hyphen only between two letters or digits. Rename it (e.g. "{{suggestion}}"), and its folder "{{folder}}" to match.',
    folder:
      'The skill name "{{name}}" is not the name of its folder "{{folder}}"; the Agent Skills spec requires them equal, and a client may list the skill under one and install it under the other. Rename the folder or the name so that they are the same.',
    // A character named ({{characters}}), and what is wrong with the hyphens ({{problem}}).
    space: "space",
    startsWithHyphen: "starts with a hyphen",
    endsWithHyphen: "ends with a hyphen",
    twoHyphens: "has two hyphens in a row",
  },
  check({ catalog, report }) {
    for (const skill of catalog.modules) {
      // A name written but not text (`name: 42`) is reported by unreadable-source, where the front matter is read.
      if (skill.form !== "skill" || (skill.nameFrom !== "field" && skill.nameLoc !== undefined)) continue;
      const folder = path.basename(path.dirname(skill.declarationLoc.file));
      const place = { ...placeOf(skill), loc: skill.nameLoc ?? skill.declarationLoc };
      const listed = inSkillsFolder(skill.declarationLoc.file) && path.dirname(skill.declarationLoc.file) !== catalog.root;
      for (const problem of nameProblems(skill, folder, listed)) {
        report({ ...problem, data: { name: printable(skill.name), folder: printable(folder), ...problem.data }, ...place });
      }
    }
  },
});

type Problem = { messageId: "missing" | "tooLong" | "characters" | "hyphens" | "folder"; data: MessageData<"space" | HyphenProblem> };

/**
 * Every defect of the skill's name; `listed`: the skill's folder is in a skills listing, not the project's own
 * folder (whose name is the checkout's), so the name must equal it. A skill with no name is known by its folder's
 * name (Claude Code documents `name` as optional): only a folder name the spec refuses is reported.
 */
function nameProblems(skill: Module, folder: string, listed: boolean): Problem[] {
  if (skill.nameFrom !== "field") return !listed || isSpecName(folder) ? [] : [{ messageId: "missing", data: { suggestion: specName(folder) } }];
  const name = skill.name;
  const problems: Problem[] = [];
  if (name.length > MAX_LENGTH) problems.push({ messageId: "tooLong", data: { length: name.length, maxLength: MAX_LENGTH } });
  if (!ALLOWED.test(name)) problems.push({ messageId: "characters", data: { characters: badCharacters(name), suggestion: specName(name) } });
  else {
    const problem = hyphenProblem(name);
    if (problem) problems.push({ messageId: "hyphens", data: { problem: ref(problem), suggestion: specName(name) } });
  }
  // A name the spec refuses is reported once: its message already asks for the folder to be renamed to match.
  if (problems.length === 0 && listed && name !== folder) problems.push({ messageId: "folder", data: {} });
  return problems;
}

function isSpecName(name: string): boolean {
  return name.length > 0 && name.length <= MAX_LENGTH && ALLOWED.test(name) && hyphenProblem(name) === undefined;
}
