// stats of the second directory (docs/design.md#modules-and-skills): what every request carries (core prompts, one line
// per module and skill) against what each adds once loaded (instructions or body, its tools), and the skill listing's
// share of its budget. Characters are exact; tokens are o200k estimates, checked on texts whose count is plain.
import { describe, expect, it } from "vitest";
import { moduleStats, moduleStatsText } from "../../src/stats/modules.js";
import type { Project } from "../../src/project.js";
import { summarizeCatalog } from "../../src/summarize/directory.js";
import { estimateTokens } from "../../src/text/tokens.js";
import { action, catalog, loc, module } from "../helpers/catalog.js";
import { DEFAULT_SETTINGS } from "../rules/run.js";

function projectOf(parts: Parameters<typeof catalog>[0]): Project {
  const c = catalog(parts);
  return { catalog: c, summaries: summarizeCatalog(c, DEFAULT_SETTINGS) } as Project;
}

const BODY = "Use web_search, then fetch_page.";
const SEARCH = action("web_search", { description: "Search the web.", module: "web_research", group: "app/src/tools.ts:3" });
const FETCH = action("fetch_page", { description: "Fetch a page.", module: "web_research", group: "app" });
const CORE = action("ask_user", { description: "Ask the user.", group: "app" });

describe("moduleStats", () => {
  it("is null for a project with no modules, skills or core prompts", () => {
    expect(moduleStats(projectOf({ actions: [CORE] }))).toBeUndefined();
  });

  it("counts each line, what loading adds, and the skills' share of the listing budget", () => {
    const stats = moduleStats(
      projectOf({
        actions: [SEARCH, FETCH, CORE],
        modules: [
          module("web_research", { description: "Search the web and read pages.", group: "app", tools: ["web_search", "fetch_page"], instructions: { text: BODY, loc: loc(3) } }),
          module("pdf", { form: "skill", description: "Read PDF files.", group: ".claude/skills", instructions: { text: "# PDF\n", loc: loc(4) } }),
        ],
        prompts: [{ name: "corePrompt", text: "You help.\n\uFFFC", loc: loc(9), group: "app" }],
      }),
      100,
    )!;
    // A tool without a schema is sent with an empty object schema (text/tool-json.ts).
    const searchJson = '{"name":"web_search","description":"Search the web.","input_schema":{"type":"object","properties":{}}}';
    const fetchJson = '{"name":"fetch_page","description":"Fetch a page.","input_schema":{"type":"object","properties":{}}}';
    expect(stats.items.map((i) => [i.name, i.form, i.line.characters, i.loaded.instructions, i.loaded.tools, i.loaded.toolCharacters, i.loaded.characters])).toEqual([
      ["web_research", "module", "- web_research: Search the web and read pages.\n".length, BODY.length, 2, searchJson.length + 1 + fetchJson.length, BODY.length + searchJson.length + 1 + fetchJson.length],
      ["pdf", "skill", "- pdf: Read PDF files.\n".length, 6, 0, 0, 6],
    ]);
    expect([stats.modules, stats.skills, stats.namespaces, stats.toolsets]).toEqual([1, 1, 0, 0]);
    expect(stats.alwaysSent.prompts.characters).toBe("You help.\n\uFFFC".length);
    expect(stats.alwaysSent.lines.characters).toBe(47 + 23); // "- web_research: …\n" and "- pdf: …\n"
    // The skill line (23 characters) of a 100-character budget.
    expect(stats.listing).toEqual({ budget: 100, characters: 23, share: 23 });
    expect(stats.allLoaded.characters).toBe(stats.items[0].loaded.characters + 6);
  });

  it("estimates tokens with o200k: one token per common short word", () => {
    expect([estimateTokens(""), estimateTokens("hello"), estimateTokens("hello world")]).toEqual([0, 1, 2]);
  });

  it("prints one line per item, and the budget only when there are skills", () => {
    const text = moduleStatsText(moduleStats(projectOf({ modules: [module("files", { description: "Read files.", group: "app" })] })));
    expect(text[0]).toBe("loaded on demand: modules: 1 (tokens are o200k estimates)");
    expect(text.some((l) => l.includes("skill listing"))).toBe(false);
    expect(text[text.length - 1]).toMatch(/^  module files: line 21 \(~\d+ tokens\); loaded \+0 \(~0 tokens: instructions 0\)$/);
  });
});

describe("stats on the modules fixture (test/fixtures/modules)", () => {
  it("counts what every request carries and what each module or skill adds", async () => {
    const { run } = await import("./run.js");
    const { FIXTURES } = await import("../presets/run.js");
    const { code, stdout } = await run(`${FIXTURES}/modules`, ["stats", "-f", "json", "--listing-budget", "2000"]);
    expect(code).toBe(0);
    const stats = JSON.parse(stdout).loadedOnDemand as NonNullable<ReturnType<typeof moduleStats>>;
    expect([stats.modules, stats.skills, stats.namespaces, stats.toolsets]).toEqual([8, 9, 0, 0]);
    const item = (name: string, form: string) => stats.items.find((i) => i.name === name && i.form === form)!;
    const web = item("web_research", "module");
    expect([web.line.characters, web.loaded.tools, web.loaded.instructions]).toEqual([
      "- web_research: Search the web and read pages.\n".length,
      2,
      "## Web research\nUse web_search to find sources, then fetch_page to read the\nones that matter. Prefer primary sources, and cite every claim\nwith its URL.".length,
    ]);
    const notes = "- meeting-notes: Turn a meeting transcript into notes with decisions and action items. When the user shares a transcript or asks for meeting notes.\n";
    expect(item("meeting-notes", "skill").line).toEqual({ characters: notes.length, tokens: estimateTokens(notes) });
    // Every skill line (two listings: .claude/skills and .agents/skills) against the 2,000-character budget.
    const skillLines = stats.items.filter((i) => i.form === "skill").reduce((n, i) => n + i.line.characters, 0);
    expect(stats.listing).toEqual({ budget: 2000, characters: skillLines, share: Math.round((skillLines / 2000) * 1000) / 10 });
    expect(stats.alwaysSent.lines.characters).toBe(stats.items.reduce((n, i) => n + i.line.characters, 0));
    expect(stats.alwaysSent.prompts.characters).toBeGreaterThan(0);
  });
});

describe("directory on the modules fixture", () => {
  it("prints the second directory after the first: each listing by group, one line per module or skill, as cut", async () => {
    const { run } = await import("./run.js");
    const { FIXTURES } = await import("../presets/run.js");
    const { code, stdout } = await run(`${FIXTURES}/modules`, ["directory"]);
    expect(code).toBe(0);
    const second = stdout.slice(stdout.indexOf("# loaded on demand"));
    expect(second.split("\n").slice(0, 10)).toEqual([
      "# loaded on demand: 17 lines",
      "",
      "## apps/assistant: module",
      "",
      "- calendar: Check the user's calendar and book meetings.",
      "- email: The user's inbox and drafts.",
      "- files: Read and write files in the user's workspace.",
      "- memory: Remember facts about the user across conversations.",
      "- web_research: Search the web and read pages.",
      "",
    ]);
    // A skill with no description is its name alone; a long one is cut at 250 characters with an ellipsis.
    expect(second).toContain("\n- expenses:\n");
    // 241 characters end at a word ("be"), then the ellipsis: the next word would pass 250.
    expect(second).toContain(
      "\n- cleanup: Clean up the user's workspace at the end of a project: find drafts, duplicate files, exports and old attachments that nothing links to any more, list them with their sizes and ages, and delete the ones the user picks. Deleted files cannot be…\n",
    );
  });

  it("json: every module with its form, group, place, summary and line", async () => {
    const { run } = await import("./run.js");
    const { FIXTURES } = await import("../presets/run.js");
    const modules = JSON.parse((await run(`${FIXTURES}/modules`, ["directory", "-f", "json"])).stdout).modules as Record<string, unknown>[];
    expect(modules.find((m) => m.name === "web_research")).toEqual({
      name: "web_research",
      form: "module",
      group: "apps/assistant",
      file: "apps/assistant/src/modules/web-research.ts",
      line: 1,
      description: "Search the web and read pages.",
      summary: "Search the web and read pages.",
      lineText: "- web_research: Search the web and read pages.",
      truncated: false,
      tools: ["web_search", "fetch_page"],
      instructions: 152,
    });
  });
});
