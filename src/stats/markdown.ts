// `summarylint stats --format markdown`: the count as tables for a pull-request comment, and with
// `--compare` the deltas against another revision. Project text (names, groups) is escaped for GitHub's markdown:
// a name cannot close a table cell, open a link or write HTML into the comment.
import { summarizePresets } from "../extract/choose.js";
import { count } from "../base/plural.js";
import { printable } from "../base/escape.js";
import { METRIC_LABELS, TOTAL_SCOPE, type Comparison, type MetricName } from "./compare.js";
import { estimated as tokens, number, pairs, side, signed } from "./numbers.js";
import type { ClientsStats, RoleStats, ScopeStats, StatsReport } from "./types.js";
import { sentSize } from "./compute.js";

/** A table cell of project text: markdown's and HTML's special characters escaped, control characters shown. */
export function cell(text: string): string {
  return printable(text).replace(/[\\`*_[\]<>|#!~&]/g, (c) => `\\${c}`);
}

function table(head: string[], rows: string[][], align: ("l" | "r")[]): string[] {
  return [`| ${head.join(" | ")} |`, `|${align.map((a) => (a === "r" ? " ---: " : " --- ")).join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)];
}

function roleName(role: string): string {
  return role === "*" ? "all actions" : `role ${cell(role)}`;
}

export function statsMarkdown(report: StatsReport): string {
  const t = report.totals;
  const out = [
    `### summarylint stats`,
    "",
    `Presets: ${cell(summarizePresets(report.presets))}. ${[count(t.files, "file"), count(t.actions, "action"), count(t.features, "feature"), count(t.entities, "entity").replace("entitys", "entities"), count(t.triggers, "trigger"), count(t.groups, "group")].join(", ")}.`,
    `Tokens are o200k estimates; one describe round is taken to cost ${number(report.describeRoundTokens)} tokens.`,
  ];
  for (const role of report.roles) out.push("", ...roleMarkdown(role, report));
  const m = report.loadedOnDemand;
  if (m) {
    out.push("", "#### Loaded on demand", "");
    out.push(
      ...table(
        ["", "characters", "tokens (est.)"],
        [
          ["core prompts, every request", number(m.alwaysSent.prompts.characters), `~${number(m.alwaysSent.prompts.tokens)}`],
          ["listing lines, every request", number(m.alwaysSent.lines.characters), `~${number(m.alwaysSent.lines.tokens)}`],
          ["everything loaded", number(m.allLoaded.characters), `~${number(m.allLoaded.tokens)}`],
        ],
        ["l", "r", "r"],
      ),
    );
  }
  if (report.clients) out.push("", ...clientsMarkdown(report.clients));
  return `${out.join("\n")}\n`;
}

/** Per client: the texts it cuts, the skills listing against its budget, the tool definitions against its tool search. */
function clientsMarkdown(c: ClientsStats): string[] {
  const rows = c.clients.map((client) => [
    cell(client.label),
    number(client.cut.descriptions + client.cut.instructions),
    number(client.cut.charactersLost),
    client.skills ? `${number(client.skills.characters)} of ${number(client.skills.budget)}${client.skills.over ? " (over)" : ""}` : "–",
    client.toolSearch ? client.toolSearch.map((s) => `~${number(s.tokens)} of ${number(s.threshold)}${s.over ? " (past)" : ""}`).join(", ") || "–" : "–",
  ]);
  return [
    `#### Clients (budgets in a ${number(c.contextTokens)}-token context window)`,
    "",
    ...table(["client", "texts cut", "characters lost", "skills listing (characters)", "tool definitions / tool search (tokens)"], rows, ["l", "r", "r", "r", "r"]),
  ];
}

function roleMarkdown(role: RoleStats, report: StatsReport): string[] {
  const f = report.tokens.factors;
  const out = [`#### ${roleName(role.role)}: ${count(role.actions, "action")}, ${count(role.features.features, "feature")}`, "", ...scopeTable(role, f)];
  if (role.groups.length > 1) {
    out.push("", `${role.groups.length} groups, largest ${role.directory === null ? "" : "directory "}first:`, "", ...groupsTable(role, f));
    if (role.groups.length > 20) out.push("", `… and ${role.groups.length - 20} more groups.`);
  }
  if (role.longest.length > 0) out.push("", `Longest ${role.directory === null ? "descriptions" : "summaries"}: ${role.longest.map((l) => `${cell(l.name)} (${l.characters})`).join(", ")}.`);
  return out;
}

/**
 * A role's groups, largest first: what each sends up front (its directory, else its tools) and what the directory's
 * cut did; without a directory, the tools' own size and their near-duplicate pairs.
 */
function groupsTable(role: RoleStats, f: Record<string, number>): string[] {
  const groups = role.groups.slice(0, 20);
  if (role.directory === null) {
    const rows = groups.map((g) => [cell(g.group), String(g.actions), tokens(g.fullCatalog.tools.tokens, f), pairs(g, true)]);
    return table(["group", "actions", "tools tokens (est.)", "near-duplicate pairs"], rows, ["l", "r", "r", "r"]);
  }
  return table(
    ["group", "actions", "directory tokens (est.)", "cut at the cap", "near-duplicate pairs", "irreversible lost"],
    groups.map((g) => [cell(g.group), String(g.actions), tokens(sentSize(g).tokens, f), String(g.cuts.truncated), pairs(g, true), String(g.irreversible.descriptions - g.irreversible.kept)]),
    ["l", "r", "r", "r", "r", "r"],
  );
}

/** A scope's counts; without a directory (every tool sent whole), the tools' own size and nothing of a directory. */
function scopeTable(s: ScopeStats, f: Record<string, number>): string[] {
  const full = s.fullCatalog;
  const toolsSize = `${number(full.tools.characters)} characters, ${tokens(full.tools.tokens, f)} tokens; schemas read ${full.schemasRead} of ${s.actions}`;
  const counts: string[][] = [
    ["near-duplicate pairs", pairs(s)],
    ["missing descriptions", String(s.missingDescriptions)],
  ];
  const rows: string[][] =
    s.directory === null || full.saving === null
      ? [["tools (JSON)", toolsSize], ["irreversible descriptions", String(s.irreversible.descriptions)], ...counts]
      : [
          ["directory", `${number(s.directory.characters)} characters, ${tokens(s.directory.tokens, f)} tokens`],
          ["full catalog (tool JSON)", toolsSize],
          ["the directory saves", `${tokens(full.saving.tokens, f)} tokens per request`],
          ["full catalog cheaper below", full.crossover === null ? "any size" : `${number(full.crossover)} actions`],
          ["cut at the cap", `${s.cuts.truncated} of ${s.cuts.summaries} (${number(s.cuts.charactersRemoved)} characters removed)`],
          ["losing later sentences", String(s.cuts.laterSentencesLost)],
          ["irreversible descriptions, wording kept", `${s.irreversible.descriptions}, ${s.irreversible.kept} kept`],
          ...counts,
        ];
  if (s.features.features > 0) rows.push(["feature descriptions", `${number(s.features.before)} → ${number(s.features.after)} characters`]);
  return table(["", ""], rows, ["l", "l"]);
}

/** The deltas against another revision, one table per scope, the changed metrics in bold. */
export function comparisonMarkdown(comparison: Comparison): string {
  const out = [`### summarylint stats against ${cell(comparison.base)}`];
  for (const scope of comparison.scopes) {
    const title = scope.scope === TOTAL_SCOPE ? "all actions" : roleName(scope.scope);
    const rows = (Object.keys(METRIC_LABELS) as MetricName[]).map((name) => {
      const d = scope.metrics[name];
      const label = d.delta !== null && d.delta !== 0 ? `**${METRIC_LABELS[name]}**` : METRIC_LABELS[name];
      return [label, side(d.before), side(d.after), signed(d)];
    });
    out.push("", `#### ${title}`, "", ...table(["", "before", "after", "change"], rows, ["l", "r", "r", "r"]));
  }
  return `${out.join("\n")}\n`;
}
