// The modules preset (docs/design.md#modules-and-skills, context/modules-post.txt) on the fixture
// test/fixtures/modules: a workspace with apps/assistant (the post's web_research, files and memory modules plus
// calendar and email, a core prompt that embeds `${baseInstructions}`, `load_module` with its enum derived from the
// modules list, a core tool; the openai SDK) and apps/ops-bot (three modules, a core prompt built with `+`,
// `load_module` with a literal enum; no SDK: it calls the API with fetch). Exact catalog: every module, prompt, loader,
// and which module brings each tool.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../../rules/index.js";
import { lintProject } from "../../src/project.js";
import type { Location } from "../../src/types.js";
import { FIXTURES, loadFixture } from "./run.js";

const ROOT = path.join(FIXTURES, "modules");
const at = (l: Location) => `${path.relative(ROOT, l.file).split(path.sep).join("/")}:${l.line}:${l.column}`;
const A = "apps/assistant";
const M = `${A}/src/modules`;
const OPS = "apps/ops-bot";

describe("the modules fixture's catalog", () => {
  const { catalog, presets } = loadFixture("modules");

  it("picks the modules preset, and openai for the function objects, in both apps (ops-bot has no openai dependency)", () => {
    expect(presets).toStrictEqual([
      { package: A, presets: ["modules", "openai"] },
      { package: OPS, presets: ["modules", "openai"] },
    ]);
  });

  it("finds every module: name, summary, where, instructions, tools, package", () => {
    const rows = catalog.modules.filter((m) => m.form === "module").map((m) => [m.form, m.name, m.description, at(m.loc), m.instructions && at(m.instructions.loc), m.tools, m.group]);
    expect(rows).toStrictEqual([
      ["module", "calendar", "Check the user's calendar and book meetings.", `${M}/calendar.ts:3:12`, `${M}/calendar.ts:4:17`, ["list_events", "create_event"], A],
      ["module", "email", "The user's inbox and drafts.", `${M}/email.ts:3:12`, `${M}/email.ts:4:17`, ["search_email", "send_email"], A],
      ["module", "files", "Read and write files in the user's workspace.", `${M}/files.ts:39:12`, `${M}/files.ts:40:17`, ["list_files", "read_file", "write_file"], A],
      ["module", "memory", "Remember facts about the user across conversations.", `${M}/memory.ts:3:12`, `${M}/memory.ts:4:17`, ["save_memory", "search_memory"], A],
      ["module", "web_research", "Search the web and read pages.", `${M}/web-research.ts:3:12`, `${M}/web-research.ts:4:17`, ["web_search", "fetch_page"], A],
      ["module", "deploys", "See recent deploys and roll one back.", `${OPS}/src/modules.ts:12:12`, `${OPS}/src/modules.ts:13:17`, ["list_deploys", "rollback_deploy"], OPS],
      ["module", "incidents", "Open, update and resolve incidents.", `${OPS}/src/modules.ts:34:12`, `${OPS}/src/modules.ts:35:17`, ["open_incident", "update_incident"], OPS],
      ["module", "runbooks", "Look up the team's runbooks.", `${OPS}/src/modules.ts:54:12`, `${OPS}/src/modules.ts:55:17`, ["search_runbooks"], OPS],
    ]);
    expect(catalog.modules.find((m) => m.name === "web_research")?.instructions?.text).toBe(
      "## Web research\nUse web_search to find sources, then fetch_page to read the\nones that matter. Prefer primary sources, and cite every claim\nwith its URL.",
    );
  });

  it("finds each core prompt by the modules list it embeds, with what it embeds and U+FFFC for a run-time part", () => {
    const rows = catalog.prompts.map((p) => [p.name, at(p.loc), p.group, p.text]);
    expect(rows).toStrictEqual([
      [
        "SYSTEM",
        `${OPS}/src/agent.ts:4:3`,
        OPS,
        "You help the on-call engineer. If production is down, call rollback_deploy right away.\n\n" +
          "Load a module with load_module before you use its tools:\n" +
          "- deploys: See recent deploys and roll one back.\n- incidents: Open, update and resolve incidents.\n- runbooks: Look up the team's runbooks.",
      ],
      [
        "corePrompt",
        `${A}/src/core.ts:12:20`,
        A,
        "You are \uFFFC, a research assistant for a small team.\n" +
          "Answer briefly. When a request is ambiguous, ask with ask_user before acting.\n" +
          "For questions about current events, use web_search before answering.\n\n" +
          "## Modules\nSome capabilities live in modules.\nCall load_module before using one:\n" +
          "- web_research: Search the web and read pages.\n- files: Read and write files in the user's workspace.\n" +
          "- memory: Remember facts about the user across conversations.\n- calendar: Check the user's calendar and book meetings.\n" +
          "- email: The user's inbox and drafts.",
      ],
    ]);
  });

  it("finds each load_module with the names its enum allows (derived from the list, or literal), where the enum is written", () => {
    expect(catalog.loaders.map((l) => [l.name, l.names, at(l.loc), l.group])).toStrictEqual([
      ["load_module", ["web_research", "files", "memory", "calendar", "email"], `${A}/src/core.ts:26:37`, A],
      ["load_module", ["deploys", "incidents", "oncall"], `${OPS}/src/agent.ts:14:49`, OPS],
    ]);
  });

  it("catalogues every tool, each with the module that brings it (core tools and loaders have none)", () => {
    const rows = catalog.actions.map((a) => [a.name, at(a.loc), a.module]).sort((x, y) => (`${x[1]}` < `${y[1]}` ? -1 : 1));
    expect(rows).toStrictEqual([
      ["load_module", `${A}/src/core.ts:22:16`, undefined],
      ["ask_user", `${A}/src/core.ts:37:18`, undefined],
      ["list_events", `${M}/calendar.ts:12:20`, "calendar"],
      ["create_event", `${M}/calendar.ts:23:20`, "calendar"],
      ["search_email", `${M}/email.ts:11:20`, "email"],
      ["send_email", `${M}/email.ts:22:20`, "email"],
      ["read_file", `${M}/files.ts:16:16`, "files"],
      ["write_file", `${M}/files.ts:28:16`, "files"],
      ["list_files", `${M}/files.ts:4:16`, "files"],
      ["save_memory", `${M}/memory.ts:12:20`, "memory"],
      ["search_memory", `${M}/memory.ts:23:20`, "memory"],
      ["web_search", `${M}/web-research.ts:12:20`, "web_research"],
      ["fetch_page", `${M}/web-research.ts:23:20`, "web_research"],
      ["load_module", `${OPS}/src/agent.ts:11:16`, undefined],
      ["list_deploys", `${OPS}/src/modules.ts:20:20`, "deploys"],
      ["rollback_deploy", `${OPS}/src/modules.ts:26:20`, "deploys"],
      ["open_incident", `${OPS}/src/modules.ts:40:20`, "incidents"],
      ["update_incident", `${OPS}/src/modules.ts:46:20`, "incidents"],
      ["search_runbooks", `${OPS}/src/modules.ts:6:3`, "runbooks"],
    ]);
  });
});

describe("the modules fixture's skills (apps/assistant/.claude/skills, and one copy in .agents/skills)", () => {
  const { catalog } = loadFixture("modules");

  it("are catalogued with no config: name, description, where, group", () => {
    const rows = catalog.modules.filter((m) => m.form === "skill").map((m) => [m.name, m.descriptionStatus, at(m.loc), m.group]);
    const S = `${A}/.claude/skills`;
    expect(rows).toStrictEqual([
      ["meeting-notes", "ok", `${A}/.agents/skills/meeting-notes/SKILL.md:3:14`, `${A}/.agents/skills`],
      ["Weekly_Report", "ok", `${S}/Weekly_Report/SKILL.md:3:14`, S],
      ["cleanup", "ok", `${S}/cleanup/SKILL.md:3:14`, S],
      ["expenses", "missing", `${S}/expenses/SKILL.md:1:1`, S],
      ["invoice-pdf", "ok", `${S}/invoice-pdf/SKILL.md:3:14`, S],
      ["invoice-to-pdf", "ok", `${S}/invoice-to-pdf/SKILL.md:3:14`, S],
      ["meeting-notes", "ok", `${S}/meeting-notes/SKILL.md:3:14`, S],
      ["release-notes", "ok", `${S}/release-notes/SKILL.md:3:14`, S],
      ["trip-planner", "ok", `${S}/travel/SKILL.md:3:14`, S],
    ]);
    expect(catalog.modules.find((m) => m.name === "meeting-notes")?.whenToUse).toBe("When the user shares a transcript or asks for meeting notes.");
  });
});

describe("the modules fixture's diagnostics", () => {
  it("are exactly the defects planted in it (near misses: own tools, core tools, a derived enum, a parameter in backticks)", () => {
    const { diagnostics } = lintProject(loadFixture("modules"), ALL_RULES);
    const rows = diagnostics.map((d) => [d.ruleId, `${d.subject.type} ${d.subject.name}`, `${path.relative(ROOT, d.file).split(path.sep).join("/")}:${d.line}:${d.column}`]);
    // Skills: a name with capitals and "_", a description missing, a warning past the 250-character listing, a copied
    // skill, a name not its folder's. Near misses: a copy of meeting-notes in another listing (.agents/skills), and
    // release-notes, whose verb is past the cut but whose listed text says when to use it.
    const S = `${A}/.claude/skills`;
    expect(rows).toStrictEqual([
      ["skill-name", "skill Weekly_Report", `${S}/Weekly_Report/SKILL.md:2:7`],
      ["truncation-drops-irreversibility", "skill cleanup", `${S}/cleanup/SKILL.md:3:14`],
      ["missing-description", "skill expenses", `${S}/expenses/SKILL.md:1:1`],
      ["near-duplicate-summary", "skill invoice-to-pdf", `${S}/invoice-to-pdf/SKILL.md:3:14`],
      ["skill-name", "skill trip-planner", `${S}/travel/SKILL.md:2:7`],
      ["module-tool-leak", "prompt corePrompt", `${A}/src/core.ts:12:20`],
      // A summary that names what the module is about, not what it does: the model reads it in the core list.
      ["summary-without-verb", "module email", `${M}/email.ts:3:12`],
      ["module-instructions-orphan", "module files", `${M}/files.ts:40:17`],
      ["module-tool-leak", "module memory", `${M}/memory.ts:6:32`],
      ["module-tool-leak", "prompt SYSTEM", `${OPS}/src/agent.ts:4:3`],
      ["module-enum-drift", "action load_module", `${OPS}/src/agent.ts:14:49`],
      ["module-enum-drift", "action load_module", `${OPS}/src/agent.ts:14:49`],
    ]);
    expect(diagnostics.filter((d) => d.ruleId === "module-enum-drift").map((d) => d.message)).toStrictEqual([
      'Module "runbooks" is not in the enum of "load_module": the model cannot load it, though it is declared here. Add it to the list the enum is built from (or derive the enum from that list).',
      'The enum of "load_module" allows "oncall", which no module of this package is: loading it fails. Remove it, or derive the enum from the list of modules.',
    ]);
  });
});
