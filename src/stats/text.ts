// `summarylint stats` as text: the totals, then per role what its directory costs, where the cut bites,
// the full catalog beside it, and two pictures drawn as bars (each feature's share, the summary lengths against the
// cap). Numbers are grouped in thousands; every token count says it is an estimate.
import { summarizePresets } from "../extract/choose.js";
import { count, plural } from "../base/plural.js";
import { printable } from "../base/escape.js";
import { METRIC_LABELS, TOTAL_SCOPE, type Comparison, type MetricName } from "./compare.js";
import { estimated, number, pairs, side, signed } from "./numbers.js";
import { clientStatsText } from "./clients.js";
import { moduleStatsText } from "./modules.js";
import { NO_FEATURE, sentSize } from "./compute.js";
import type { GroupStats, LengthHistogram, RoleStats, ScopeStats, Size, StatsReport } from "./types.js";

const BAR_WIDTH = 28;
const EIGHTHS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];
/** Groups listed per role before the rest are summed up. */
const GROUPS_SHOWN = 15;

/** A bar of `value` against `max`, in eighths of a character; at least a sliver for any value above zero. */
export function bar(value: number, max: number, width = BAR_WIDTH): string {
  if (max <= 0 || value <= 0) return "";
  const eighths = Math.max(1, Math.round((value / max) * width * 8));
  return "█".repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

/** `~1,234 tokens`, with each configured family's count: `~1,234 tokens (claude ~1,481)`. */
export function tokens(n: number, factors: Record<string, number>): string {
  return estimated(n, factors, " tokens");
}

function sized(size: Size, factors: Record<string, number>): string {
  return `${number(size.characters)} characters, ${tokens(size.tokens, factors)}`;
}

export function statsText(report: StatsReport): string {
  const t = report.totals;
  const lines = [
    `presets: ${summarizePresets(report.presets)}`,
    `files: ${t.files}  actions: ${t.actions}  features: ${t.features}  entities: ${t.entities}  triggers: ${t.triggers}  groups: ${t.groups}${t.servers > 0 ? `  servers: ${t.servers}` : ""}${t.serverFeatures > 0 ? `  prompts and resources: ${t.serverFeatures}` : ""}${t.uncallable > 0 ? `  not callable: ${t.uncallable}` : ""}${t.deferred > 0 ? `  deferred: ${t.deferred}` : ""}`,
    `missing descriptions: ${t.missingDescriptions}  unresolved: ${t.unresolvedDescriptions}  not proven tools: ${t.unproven}  file problems: ${t.fileProblems}  limits reached: ${t.limitsReached}`,
    `tokens are o200k estimates${Object.keys(report.tokens.factors).length ? `, scaled per model family by stats.tokenFactors` : ""}; a describe round is taken to cost ${number(report.describeRoundTokens)} tokens (stats.describeRoundTokens)`,
  ];
  // The whole catalog once, when roles share it out: what a team pays for if every role were one directory.
  if (report.roles.length > 1) lines.push("", `all roles (every action once): ${count(report.total.actions, "action")}, ${count(report.total.features.features, "feature")}`, ...scopeText(report.total, report, "  "));
  for (const role of report.roles) lines.push("", ...roleText(role, report));
  const modules = moduleStatsText(report.loadedOnDemand ?? undefined);
  if (modules.length) lines.push("", ...modules);
  const clients = clientStatsText(report.clients);
  if (clients.length) lines.push("", ...clients);
  return `${lines.map(printable).join("\n")}\n`;
}

function roleText(role: RoleStats, report: StatsReport): string[] {
  const name = role.role === "*" ? "(all)" : role.role;
  const lines = [`role ${name}: ${count(role.actions, "action")}, ${count(role.features.features, "feature")}`, ...scopeText(role, report, "  ")];
  if (role.groups.length > 1) lines.push(...groupsText(role.groups, role.directory !== null));
  return lines;
}

/**
 * The lines of one scope, each starting with `indent`. A scope with a directory: its size, its cut, the full catalog
 * beside it and what it saves. A scope with none (every tool sent whole, as MCP and the tool-calling SDKs do): the
 * tools' own size, and nothing of a directory.
 */
export function scopeText(s: ScopeStats, report: StatsReport, indent: string): string[] {
  const f = report.tokens.factors;
  const full = s.fullCatalog;
  const schemas = `schemas read ${full.schemasRead} of ${s.actions}${full.schemasUnreadCount ? ` (${full.schemasUnreadCount} not read whole: counted as far as read)` : ""}`;
  const lost = s.irreversible.lost.length ? ` (lost: ${s.irreversible.lost.slice(0, 5).join(", ")}${s.irreversible.lost.length > 5 ? ", …" : ""})` : "";
  const irreversible = `irreversible: ${count(s.irreversible.descriptions, "description")} ${plural(s.irreversible.descriptions, "says", "say")} so`;
  const nearDuplicates = `near-duplicate pairs: ${pairs(s)}  missing descriptions: ${s.missingDescriptions}`;
  const lines =
    s.directory === null
      ? [`tools: ${sized(full.tools, f)} (each tool's name, description and input schema); ${schemas}`, `${irreversible}${lost}`, nearDuplicates]
      : [
          `directory: ${sized(s.directory, f)}`,
          `cut at the cap: ${s.cuts.truncated} of ${s.cuts.summaries} (${number(s.cuts.charactersRemoved)} characters removed); ${s.cuts.laterSentencesLost} ${plural(s.cuts.laterSentencesLost, "loses", "lose")} later sentences`,
          `${irreversible}, ${s.irreversible.kept} of their summaries kept it${lost}`,
          nearDuplicates,
        ];
  if (s.features.features > 0) {
    lines.push(`feature descriptions: ${count(s.features.features, "feature")}, ${number(s.features.before)} characters as written, ${number(s.features.after)} after the cut`);
  }
  if (s.directory === null) {
    if (s.actions > 0) lines.push(...histogramText(s.lengths, false));
    if (s.longest.length > 0) lines.push(`longest descriptions: ${s.longest.map((l) => `${l.name} (${l.characters})`).join(", ")}`);
    return lines.map((l) => indent + l);
  }
  lines.push(`full catalog: ${sized(full.tools, f)}; ${schemas}`);
  if (full.saving !== null) lines.push(`  ${savingText(full.saving, full.crossover, report)}`);
  if (s.actions > 0) lines.push(...histogramText(s.lengths));
  const shares = s.features.shares;
  if (shares[0]?.name === NO_FEATURE) {
    // Most lines belong to no feature (features here are packages or pieces, not what actions are filed under).
    const largest = shares.find((x) => x.name !== NO_FEATURE);
    lines.push(`share of the directory by feature: ${shares[0].share}% belongs to no feature${largest ? `; the largest feature, ${largest.name}, ${largest.share}%` : ""}`);
  } else if (shares.length > 0) {
    lines.push("share of the directory by feature:");
    const width = Math.max(...shares.map((x) => x.name.length));
    for (const x of shares.slice(0, 12)) lines.push(`  ${x.name.padEnd(width)}  ${String(x.share).padStart(5)}%  ${bar(x.share, shares[0].share)}`);
    if (shares.length > 12) lines.push(`  … ${shares.length - 12} more`);
  }
  if (s.longest.length > 0) lines.push(`longest summaries: ${s.longest.map((l) => `${l.name} (${l.characters})`).join(", ")}`);
  return lines.map((l) => indent + l);
}

function savingText(saving: Size, crossover: number | null, report: StatsReport): string {
  const verb = saving.tokens >= 0 ? `the directory saves ${tokens(saving.tokens, report.tokens.factors)}` : `the directory costs ${tokens(-saving.tokens, report.tokens.factors)} more`;
  const below =
    crossover === null
      ? "the full catalog is cheaper at any size (a tool costs no more than its line)"
      : `below ${number(crossover)} actions the full catalog is cheaper (with one describe round)`;
  return `${verb} per request; ${below}`;
}

/**
 * The summary lengths as bars, the cap's bucket marked. With no directory (`capped` false) they are the descriptions'
 * lengths, in the same buckets, and the last one (the cap's length and longer) is not marked: nothing cuts there.
 */
export function histogramText(h: LengthHistogram, capped = true): string[] {
  const max = Math.max(...h.counts);
  const last = h.counts.length - 1;
  const label = (i: number) => (i === last ? `${h.cap}+` : `${i * h.width}–${(i + 1) * h.width - 1}`);
  const width = Math.max(...h.counts.map((_, i) => label(i).length));
  return [
    capped ? `summary lengths (cap ${h.cap}):` : "description lengths:",
    ...h.counts.map((c, i) => `  ${label(i).padStart(width)}  ${String(c).padStart(5)}  ${bar(c, max)}${capped && i === last ? "  ← the cap" : ""}`),
  ];
}

/**
 * A role's groups, largest first: by what each sends up front, its directory or, where it has none, its tools. The
 * cut column only where the role has a directory.
 */
function groupsText(groups: readonly GroupStats[], directory: boolean): string[] {
  const shown = groups.slice(0, GROUPS_SHOWN);
  const width = Math.max(...shown.map((g) => g.group.length));
  const max = shown[0] ? sentSize(shown[0]).characters : 0;
  const lines = [`  groups (largest ${directory ? "directory " : ""}first): ${groups.length}`];
  for (const g of shown) {
    const size = sentSize(g);
    const cut = directory ? `  ${String(g.cuts.truncated).padStart(3)} cut` : "";
    lines.push(
      `    ${g.group.padEnd(width)}  ${String(g.actions).padStart(4)} actions  ${number(size.characters).padStart(8)} chars  ~${number(size.tokens).padStart(7)} tokens${cut}  ${pairs(g, true).padStart(3)} pairs  ${bar(size.characters, max, 16)}`,
    );
  }
  if (groups.length > shown.length) lines.push(`    … ${groups.length - shown.length} more groups`);
  return lines;
}

/** `--compare` as text: per scope, each metric before and after with its change; unchanged metrics are listed too. */
export function comparisonText(comparison: Comparison): string {
  const lines = [`compared with ${comparison.base}`];
  const labels = Object.entries(METRIC_LABELS) as [MetricName, string][];
  const width = Math.max(...labels.map(([, l]) => l.length));
  for (const scope of comparison.scopes) {
    lines.push("", scope.scope === TOTAL_SCOPE ? "all actions:" : `role ${scope.scope === "*" ? "(all)" : scope.scope}:`);
    for (const [name, label] of labels) {
      const d = scope.metrics[name];
      lines.push(`  ${label.padEnd(width)}  ${side(d.before).padStart(9)} → ${side(d.after).padStart(9)}  ${signed(d)}`);
    }
  }
  return `${lines.map(printable).join("\n")}\n`;
}
