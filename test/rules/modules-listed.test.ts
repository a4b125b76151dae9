// The summary rules judge the second directory too (docs/design.md#modules-and-skills): modules, skills, namespaces and
// toolsets, each cut by its form's harness profile (skills: claude-code-skills, 250 characters of description and
// when_to_use; modules: module-list, the whole summary; namespaces and toolsets: full). Tables of what each rule must
// flag and the near misses it must leave alone, with exact rule ids, subjects and lines.
import { describe, expect, it } from "vitest";

import brokenGeneratedText from "../../rules/broken-generated-text.js";
import missingDescription from "../../rules/missing-description.js";
import nearDuplicateSummary from "../../rules/near-duplicate-summary.js";
import summaryWithoutVerb from "../../rules/summary-without-verb.js";
import truncationDropsIrreversibility from "../../rules/truncation-drops-irreversibility.js";
import truncationDropsVerb from "../../rules/truncation-drops-verb.js";
import type { Rule } from "../../src/lint/rule.js";
import { summarizeCatalog } from "../../src/summarize/directory.js";
import type { Module } from "../../src/types.js";
import { catalog, module } from "../helpers/catalog.js";
import { DEFAULT_SETTINGS, runRule, runThroughEngine } from "./run.js";

/** 260 characters of preamble with no verb: a skill's description that the 250-character listing cuts. */
const PREAMBLE = "For teams with many repositories, several release trains, a monorepo or two, and a changelog that " +
  "nobody reads until the day of the release, across every package, workspace, channel and region they ship to, " +
  "in every language of the docs they publish,";

/** The same length of preamble with no verb at all (a verb anywhere in a skill's listed line is taken to say what it does). */
const NOUN_PREAMBLE = "For teams with many repositories, several release trains, a monorepo or two, and a changelog of every " +
  "package, workspace, channel and region of the company, in every language of the docs of the company, across all the " +
  "products and platforms of the group and its partners,";

interface Case {
  rule: Rule;
  /** The rule's options (summary-without-verb judges skills only with `skills: true`). */
  options?: Record<string, unknown>;
  modules: Module[];
  /** [messageId, subject type, subject name, line] of each report, in order. */
  expected: [string, string, string, number][];
}

const skill = (name: string, description: string | undefined, line = 1, more: Partial<Module> = {}) =>
  module(name, { form: "skill", description, line, ...more });

const BAD: [string, Case][] = [
  ["a skill with no description", { rule: missingDescription, modules: [skill("pdf", undefined, 2)], expected: [["missingModule", "skill", "pdf", 2]] }],
  ["a module with a blank summary", { rule: missingDescription, modules: [module("files", { description: "  ", line: 3 })], expected: [["emptyModule", "module", "files", 3]] }],
  [
    "a skill whose verb sits past the 250 characters Claude Code lists",
    { rule: truncationDropsVerb, modules: [skill("release-notes", `${NOUN_PREAMBLE} drafts the release notes from merged pull requests.`, 4)], expected: [["beyondCap", "skill", "release-notes", 4]] },
  ],
  [
    "a skill whose when_to_use pushes the warning past the cap",
    {
      rule: truncationDropsIrreversibility,
      modules: [skill("wipe-cache", `Clear the build caches of every package in the repository. ${"Run it when builds act up. ".repeat(7)}This cannot be undone.`, 5)],
      expected: [["beyondCap", "skill", "wipe-cache", 5]],
    },
  ],
  ["a module summary that is a bare noun phrase", { rule: summaryWithoutVerb, modules: [module("memory", { description: "Long-term memory of the user.", line: 6 })], expected: [["noVerb", "module", "memory", 6]] }],
  [
    "a namespace line that opens with a participle and names only things",
    {
      rule: summaryWithoutVerb,
      modules: [module("protocols", { form: "namespace", description: "Structured message formats for handoffs between agents.", line: 8 })],
      expected: [["noVerb", "namespace", "protocols", 8]],
    },
  ],
  ["a skill description with a doubled word", { rule: brokenGeneratedText, modules: [skill("deploy", "Deploy the the app to the staging cluster.", 7)], expected: [["doubledWord", "skill", "deploy", 7]] }],
  [
    "two skills of one folder that read alike",
    {
      rule: nearDuplicateSummary,
      modules: [
        skill("pdf-read", "Read PDF files and extract their text and tables.", 1, { group: ".claude/skills" }),
        skill("pdf-reader", "Read PDF files and extract their texts and tables.", 9, { group: ".claude/skills" }),
      ],
      expected: [["alreadyAlike", "skill", "pdf-reader", 9]],
    },
  ],
];

const GOOD: [string, Case][] = [
  ["a skill with a description", { rule: missingDescription, modules: [skill("pdf", "Read PDF files.")], expected: [] }],
  [
    "a module whose summary could not be read (unresolved-description says so)",
    { rule: missingDescription, modules: [module("files", { descriptionStatus: "unresolved", unresolvedReason: "a call" })], expected: [] },
  ],
  ["a verb within the 250 characters", { rule: truncationDropsVerb, modules: [skill("notes", "Draft the release notes from merged pull requests. " + "x ".repeat(150))], expected: [] }],
  [
    "a module's long summary: module-list shows it whole",
    { rule: truncationDropsVerb, modules: [module("release", { description: `${PREAMBLE} drafts the release notes from merged pull requests.` })], expected: [] },
  ],
  [
    "a skill listing that says when to use it, its verb past the cut (Anthropic's pptx, Claude Code's plugin-dev)",
    {
      rule: truncationDropsVerb,
      modules: [
        skill("pptx", `Use this skill any time a .pptx file is involved in any way. ${PREAMBLE} creates slide decks.`),
        skill("hooks", `This skill should be used when the user asks to "create a hook". ${PREAMBLE} provides guidance.`),
        skill("api", `Reference for the API. TRIGGER: read before opening the file. ${PREAMBLE} skips the rest.`),
      ],
      expected: [],
    },
  ],
  [
    "a skill line whose phrases use plain verbs before the cut, though no clause reads as a sentence",
    {
      rule: truncationDropsVerb,
      modules: [
        skill(
          "gallery",
          "End-to-end playbook for getting a set of photos to someone who cannot open what you sent — pull the originals " +
            "from a cloud album, convert HEIC to JPEG, build a browsable gallery and a zip of it, host both on an unlisted " +
            "address for the recipient. Orchestrates the album download and publish skills.",
        ),
      ],
      expected: [],
    },
  ],
  ["a warning within the cap", { rule: truncationDropsIrreversibility, modules: [skill("wipe", "Clear the build caches; this cannot be undone.")], expected: [] }],
  ["a skill summary with a verb", { rule: summaryWithoutVerb, options: { skills: true }, modules: [skill("memory", "Remembers what the user told you across sessions.")], expected: [] }],
  [
    "skill lines that open with their title, then a dash or colon and what it does (UiPath's skills)",
    {
      rule: summaryWithoutVerb,
      options: { skills: true },
      modules: [
        skill("coded-apps", "Coded Apps — scaffold, build and deploy web apps that call the cloud APIs."),
        skill("tasks", "Action Center tasks via the CLI: list, assign, complete, plus task comments."),
      ],
      expected: [],
    },
  ],
  [
    "skill lines that name a topic, then say when to use it",
    {
      rule: summaryWithoutVerb,
      options: { skills: true },
      modules: [
        skill("errors", "Error handling patterns for Python services. Use when a service swallows exceptions."),
        skill("hooks", "This skill should be used when the user asks to add a pre-commit hook."),
        skill("export", "Data export and backups; the user wants to keep a copy of the workspace."),
        skill("crm-app", "Acme CRM (acme.example). Use this skill for ANY Acme CRM request: reading and updating records."),
      ],
      expected: [],
    },
  ],
  [
    "skill lines that open with a verb and its object: an imperative, though the name names no verb",
    {
      rule: summaryWithoutVerb,
      options: { skills: true },
      modules: [
        skill("retry-policies", "Implement retry policies for flaky network calls. Use when a client times out."),
        skill("a11y", "Conduct WCAG audits of a page and list the fixes."),
        skill("tasks", "Decompose large tasks into steps with owners."),
        skill("traces", "Design AI-first audit traces for agents and their tools."),
      ],
      expected: [],
    },
  ],
  ["clean text", { rule: brokenGeneratedText, modules: [skill("deploy", "Deploy the app to the staging cluster.")], expected: [] }],
  [
    "alike skills of two folders (two harnesses' listings)",
    {
      rule: nearDuplicateSummary,
      modules: [
        skill("pdf-read", "Read PDF files and extract their text and tables.", 1, { group: ".claude/skills" }),
        skill("pdf-reader", "Read PDF files and extract their texts and tables.", 9, { group: ".agents/skills" }),
      ],
      expected: [],
    },
  ],
  [
    "skills that share a verb but say what sets them apart",
    {
      rule: nearDuplicateSummary,
      modules: [
        skill("pdf-read", "Read PDF files and extract their text and tables.", 1, { group: "skills" }),
        skill("docx-read", "Read DOCX files and extract their text and tables.", 9, { group: "skills" }),
      ],
      expected: [],
    },
  ],
];

function reportsOf({ rule, modules, options }: Case): [string, string, string, number][] {
  return runRule(rule, catalog({ modules }), options).map((r) => [r.messageId, r.subject.type, r.subject.name, r.loc.line]);
}

describe("summary rules on the second directory", () => {
  it.each(BAD)("flag %s", (_name, c) => {
    expect(reportsOf(c)).toEqual(c.expected);
  });

  it.each(GOOD)("leave alone %s", (_name, c) => {
    expect(reportsOf(c)).toEqual(c.expected);
  });

  it("summary-without-verb judges skills only with its option skills (their lines are misread too often)", () => {
    const nounPhrase = catalog({ modules: [skill("protocols", "Structured message formats for handoffs between agents.", 8)] });
    expect(runRule(summaryWithoutVerb, nounPhrase)).toEqual([]);
    expect(runRule(summaryWithoutVerb, nounPhrase, { skills: true }).map((r) => [r.messageId, r.subject.type, r.loc.line])).toEqual([["noVerb", "skill", 8]]);
  });

  it("missing-description leaves modules alone when its option modules is off", () => {
    expect(runRule(missingDescription, catalog({ modules: [skill("pdf", undefined)] }), { modules: false })).toEqual([]);
  });

  it("names the skill listing, loading and its cut in near-duplicate-summary's message, not the directory's", () => {
    const modules = [
      skill("mcp-builder", "DEPRECATED: replaced by mcp-app-builder.", 1, { group: "skills" }),
      skill("app-builder", "DEPRECATED: replaced by mcp-app-builder.", 9, { group: "skills" }),
    ];
    expect(runThroughEngine(nearDuplicateSummary, catalog({ modules })).diagnostics.map((d) => d.message)).toEqual([
      '"app-builder" and "mcp-builder" have the same description, so the model sees the same summary more than once and cannot tell which to load. Say in the first sentence of each, within the listing\'s cut (250 characters by default), what sets it apart, or merge them.',
    ]);
  });

  it("proposes no source edit for a skill: its description is front matter", () => {
    const [reportOfSkill] = runRule(brokenGeneratedText, catalog({ modules: [skill("deploy", "Deploy the the app.")] }));
    expect(reportOfSkill.proposals).toBeUndefined();
    const [reportOfModule] = runRule(brokenGeneratedText, catalog({ modules: [module("deploy", { description: "Deploy the the app." })] }));
    expect(reportOfModule.proposals?.map((p) => p.kind)).toEqual(["text"]);
  });
});

describe("the cut of each form (harness profiles)", () => {
  const long = "Draft release notes. " + "y ".repeat(200).trim();
  const summaryOf = (m: Module, profiles?: DirectorySettingsProfiles) =>
    summarizeCatalog(catalog({ modules: [m] }), { ...DEFAULT_SETTINGS, ...(profiles && { profiles }) }).get(m)!;

  it.each([
    ["skill", 249], // 248 characters end at a word, then the ellipsis: within 250
    ["module", long.length],
    ["namespace", long.length],
    ["toolset", long.length],
  ] as const)("a %s is cut to %i characters by default", (form, length) => {
    expect(summaryOf(module("x", { form, description: long })).text.length).toBe(length);
  });

  it("a skill lists its description and its when_to_use in one cut", () => {
    const summary = summaryOf(skill("x", "Draft release notes.", 1, { whenToUse: "Use when a release is tagged." }));
    expect(summary.text).toBe("Draft release notes. Use when a release is tagged.");
  });

  it("the config may give a form another profile (skill-spec: 1,024 characters; directory: the action cut)", () => {
    expect(summaryOf(skill("x", long), { skill: "skill-spec" }).text).toBe(long);
    expect(summaryOf(skill("x", long), { skill: "directory" }).text).toBe("Draft release notes.");
  });
});

type DirectorySettingsProfiles = NonNullable<(typeof DEFAULT_SETTINGS)["profiles"]>;
