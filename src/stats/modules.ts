// `summarylint stats`, the second directory (docs/design.md#modules-and-skills): what is sent with every request (core
// prompts, one line per module and skill) against what each module or skill adds once loaded (its instructions or
// body, its tools), in characters and estimated tokens, and the share of a listing budget the lines take.
import type { Project } from "../project.js";
import { estimateTokens } from "../text/tokens.js";
import { toolJson } from "../text/tool-json.js";
import { number } from "./numbers.js";
import type { ModuleCost, ModuleStats, Size } from "./types.js";
import { DEFAULT_LISTING_BUDGET } from "./options.js";
import { moduleLine } from "../summarize/directory.js";
import type { Action, Module, ModuleForm } from "../types.js";
import { plural } from "../base/plural.js";

function size(text: string): Size {
  return { characters: text.length, tokens: estimateTokens(text) };
}

export function moduleStats(project: Project, budget = DEFAULT_LISTING_BUDGET): ModuleStats | undefined {
  const { catalog, summaries } = project;
  if (catalog.modules.length === 0 && catalog.prompts.length === 0) return undefined;
  // A tool's group is its tool set's, not its module's package: a module's tools are those it names that say so.
  const toolsOf = new Map<string, Action[]>();
  for (const action of catalog.actions) {
    if (action.module !== undefined) toolsOf.set(action.module, [...(toolsOf.get(action.module) ?? []), action]);
  }
  const lineOf = (m: Module) => `${moduleLine(m, summaries.get(m))}\n`;
  const items = catalog.modules.map((m): ModuleCost => {
    const tools = (toolsOf.get(m.name) ?? []).filter((a) => m.tools.includes(a.name));
    const definitions = tools.map(toolJson).join("\n");
    const instructions = m.instructions?.text ?? "";
    const loaded = size(instructions + definitions);
    return {
      name: m.name,
      form: m.form,
      group: m.group ?? null,
      line: size(lineOf(m)),
      loaded: { ...loaded, instructions: instructions.length, tools: tools.length, toolCharacters: definitions.length },
    };
  });
  const skillLines = catalog.modules.filter((m) => m.form === "skill").map(lineOf).join("");
  const allLines = catalog.modules.map(lineOf).join("");
  const count = (form: ModuleForm) => catalog.modules.filter((m) => m.form === form).length;
  return {
    modules: count("module"),
    skills: count("skill"),
    namespaces: count("namespace"),
    toolsets: count("toolset"),
    alwaysSent: { prompts: size(catalog.prompts.map((p) => p.text).join("\n")), lines: size(allLines) },
    listing: { budget, characters: skillLines.length, share: Math.round((skillLines.length / budget) * 1000) / 10 },
    allLoaded: items.reduce((sum, i) => ({ characters: sum.characters + i.loaded.characters, tokens: sum.tokens + i.loaded.tokens }), { characters: 0, tokens: 0 }),
    items,
  };
}

const sized = (s: Size) => `${number(s.characters)} characters (~${number(s.tokens)} tokens)`;

/** The text lines of `stats` for the second directory; none when the project has none. */
export function moduleStatsText(stats: ModuleStats | undefined): string[] {
  if (!stats) return [];
  const forms = (["modules", "skills", "namespaces", "toolsets"] as const).filter((f) => stats[f] > 0).map((f) => `${f}: ${stats[f]}`);
  const lines = [
    `loaded on demand: ${forms.join("  ") || "none"} (tokens are o200k estimates)`,
    `  sent with every request: core prompts ${sized(stats.alwaysSent.prompts)}, listing lines ${sized(stats.alwaysSent.lines)}`,
  ];
  if (stats.skills > 0) {
    lines.push(`  skill listing: ${number(stats.listing.characters)} of a ${number(stats.listing.budget)}-character budget (${stats.listing.share}%)`);
  }
  lines.push(`  loading all of them adds ${sized(stats.allLoaded)}`);
  for (const item of stats.items) {
    const tools = item.loaded.tools > 0 ? `, ${item.loaded.tools} ${plural(item.loaded.tools, "tool")} ${number(item.loaded.toolCharacters)}` : "";
    lines.push(
      `  ${item.form} ${item.name}: line ${number(item.line.characters)} (~${number(item.line.tokens)} tokens); loaded +${number(item.loaded.characters)} (~${number(item.loaded.tokens)} tokens: instructions ${number(item.loaded.instructions)}${tools})`,
    );
  }
  return lines;
}
