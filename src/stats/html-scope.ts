// One scope of the `stats --format html` page: the whole catalog or one role, with its stat cards
// (directory size, cuts, irreversible wording, pairs, the full catalog beside the directory), the groups of a role,
// each feature's share and the lengths histogram as charts, and its sortable tables.
import { lengthHistogram, shareBars } from "./html-charts.js";
import { card, cards, esc, fmt, counted, sortableTable, stat, type Column } from "./html-parts.js";
import type { FeatureShare, GroupStats, RoleStats, ScopeStats } from "./types.js";

/**
 * What the reader needs to judge the full catalog against the directory, in one card each; without a directory, the
 * tools' own size.
 */
function fullCatalogCards(scope: ScopeStats): string[] {
  const full = scope.fullCatalog;
  const schemas = card("Schemas", `${stat("fullCatalog.schemasRead", full.schemasRead)} read · ${stat("fullCatalog.schemasUnreadCount", full.schemasUnreadCount)} unread`);
  if (full.saving === null) {
    return [card("Tools (JSON)", `${stat("fullCatalog.tools.tokens", full.tools.tokens)} tokens · ${stat("fullCatalog.tools.characters", full.tools.characters)} characters`), schemas];
  }
  const saving = full.saving.tokens < 0 ? ` <span class="muted">(the directory is larger)</span>` : "";
  const crossover =
    full.crossover === null
      ? `<span class="n" data-stat="fullCatalog.crossover">none</span> <span class="muted">(${scope.actions === 0 ? "no actions" : "the directory never wins"})</span>`
      : `below ${stat("fullCatalog.crossover", full.crossover)} actions the full catalog costs fewer tokens`;
  return [
    card("Full catalog (tool JSON)", `${stat("fullCatalog.tools.tokens", full.tools.tokens)} tokens · ${stat("fullCatalog.tools.characters", full.tools.characters)} characters`),
    card("Saving of the directory", `${stat("fullCatalog.saving.tokens", full.saving.tokens)} tokens · ${stat("fullCatalog.saving.characters", full.saving.characters)} characters${saving}`),
    card("Crossover", crossover),
    schemas,
  ];
}

/** A scope's cards; the directory's size and cut only where it has a directory. */
function scopeCards(scope: ScopeStats): string {
  const { cuts, irreversible, features, directory } = scope;
  const ofDirectory =
    directory === null
      ? [card("Irreversible wording", `${stat("irreversible.descriptions", irreversible.descriptions)} descriptions`)]
      : [
          card("Directory size", `${stat("directory.tokens", directory.tokens)} tokens · ${stat("directory.characters", directory.characters)} characters`),
          card("Cut at the cap", `${stat("cuts.truncated", cuts.truncated)} of ${stat("cuts.summaries", cuts.summaries)} summaries`),
          card("Cuts", `${stat("cuts.charactersRemoved", cuts.charactersRemoved)} characters removed · ${stat("cuts.laterSentencesLost", cuts.laterSentencesLost)} lose later sentences`),
          card("Irreversible wording", `${stat("irreversible.kept", irreversible.kept)} of ${stat("irreversible.descriptions", irreversible.descriptions)} kept`),
        ];
  return cards([
    card("Actions", `${stat("actions", scope.actions)} · ${stat("missingDescriptions", scope.missingDescriptions)} missing descriptions`),
    ...ofDirectory,
    card("Near-duplicate pairs", `${scope.nearDuplicatePairsAtLeast ? "at least " : ""}${stat("nearDuplicatePairs", scope.nearDuplicatePairs)}`),
    card("Feature descriptions", `${stat("features.features", features.features)} features · ${stat("features.before", features.before)} → ${stat("features.after", features.after)} characters`),
    ...fullCatalogCards(scope),
  ]);
}

/** Names the stat cards only count: the summaries that lost the irreversible wording, the schemas not read. */
function scopeDetails(scope: ScopeStats): string {
  const parts: string[] = [];
  const { lost } = scope.irreversible;
  if (lost.length > 0) {
    parts.push(`<p class="lost">Lost the irreversible wording: ${lost.map((n) => `<span class="name">${esc(n)}</span>`).join(", ")}</p>`);
  }
  const unread = scope.fullCatalog.schemasUnread;
  if (unread.length > 0) {
    const more = scope.fullCatalog.schemasUnreadCount - unread.length;
    const items = unread.map((u) => `<li><span class="name">${esc(u.name)}</span>: ${esc(u.reason)}</li>`).join("");
    parts.push(
      `<details><summary>${counted(scope.fullCatalog.schemasUnreadCount, "schema")} not read whole (counted as far as read)</summary>` +
        `<ul class="unread">${items}</ul>${more > 0 ? `<p class="muted">and ${fmt(more)} more</p>` : ""}</details>`,
    );
  }
  return parts.join("\n");
}

const GROUP_COLUMNS: Column<GroupStats>[] = [
  { key: "group", label: "Group", value: (g) => g.group },
  { key: "actions", label: "Actions", value: (g) => g.actions },
  { key: "directory.tokens", label: "Tokens", value: (g) => g.directory?.tokens ?? null, title: "Directory size in tokens (o200k estimate)" },
  { key: "directory.characters", label: "Characters", value: (g) => g.directory?.characters ?? null, title: "Directory size in characters" },
  { key: "cuts.truncated", label: "Cut", value: (g) => g.cuts.truncated, title: "Summaries cut at the cap" },
  { key: "cuts.charactersRemoved", label: "Removed", value: (g) => g.cuts.charactersRemoved, title: "Characters of descriptions no summary shows" },
  { key: "cuts.laterSentencesLost", label: "Lost later", value: (g) => g.cuts.laterSentencesLost, title: "Summaries that lost later sentences" },
  { key: "irreversible.descriptions", label: "Irreversible", value: (g) => g.irreversible.descriptions, title: "Descriptions that say the action cannot be undone" },
  { key: "irreversible.kept", label: "Kept", value: (g) => g.irreversible.kept, title: "Irreversible wording kept by the summary" },
  { key: "nearDuplicatePairs", label: "Pairs", value: (g) => g.nearDuplicatePairs, title: "Near-duplicate summary pairs" },
  { key: "missingDescriptions", label: "Missing", value: (g) => g.missingDescriptions, title: "Missing descriptions" },
  { key: "fullCatalog.tools.tokens", label: "Catalog tokens", value: (g) => g.fullCatalog.tools.tokens, title: "Tokens of the full catalog's tool JSON" },
  { key: "fullCatalog.saving.tokens", label: "Saving", value: (g) => g.fullCatalog.saving?.tokens ?? null, title: "Tokens the directory saves against the full catalog" },
  { key: "fullCatalog.crossover", label: "Crossover", value: (g) => g.fullCatalog.crossover, title: "Role size in actions below which the full catalog is cheaper" },
];

const SHARE_COLUMNS: Column<FeatureShare>[] = [
  { key: "name", label: "Feature", value: (s) => s.name },
  { key: "characters", label: "Characters", value: (s) => s.characters },
  { key: "share", label: "Share", value: (s) => s.share, html: (s) => `${fmt(s.share)}%` },
];

const LONGEST_COLUMNS: Column<{ name: string; characters: number }>[] = [
  { key: "name", label: "Action", value: (l) => l.name },
  { key: "characters", label: "Characters", value: (l) => l.characters },
];

/**
 * The section of one scope. `id` is the page's own (never project text); `title` is already HTML. A role's groups
 * table is shown when it has more than one group (with one, it repeats the cards).
 */
export function scopeSection(id: string, title: string, scope: ScopeStats, role?: RoleStats): string {
  const parts = [
    `<section class="scope" id="${id}" aria-labelledby="${id}-title">`,
    `<h2 id="${id}-title">${title}</h2>`,
    scopeCards(scope),
    scopeDetails(scope),
  ];
  if (role && role.groups.length > 1) {
    parts.push(`<h3>Groups</h3>`, sortableTable("groups", `Groups of this role (${counted(role.groups.length, "group")}), largest directory first`, GROUP_COLUMNS, role.groups));
  }
  parts.push(`<h3>Features</h3>`, shareBars(scope.features.shares, "Each feature's share of the directory (its line and its actions' lines)"));
  if (scope.features.shares.length > 0) {
    parts.push(sortableTable("shares", "Feature shares", SHARE_COLUMNS, scope.features.shares));
  }
  parts.push(scope.directory === null ? `<h3>Descriptions</h3>` : `<h3>Summaries</h3>`, lengthHistogram(scope.lengths, scope.directory !== null));
  if (scope.longest.length > 0) {
    parts.push(sortableTable("longest", `The longest ${scope.directory === null ? "descriptions" : "summaries"}`, LONGEST_COLUMNS, scope.longest));
  }
  parts.push(`</section>`);
  return parts.filter((p) => p !== "").join("\n");
}
