// `summarylint stats --compare FILE`: this revision's counts beside another's (the stats JSON that
// revision printed), with the deltas, so a budget discussion happens on numbers. Scopes are matched by role name:
// the whole catalog, then each role either revision has.
import type { ScopeStats, StatsReport } from "./types.js";

/**
 * One compared number: before (the file), after (this run), and after - before; null where a side lacks the scope or
 * the number does not apply there (a directory's size where the scope has none).
 */
export interface Delta {
  before: number | null;
  after: number | null;
  delta: number | null;
}

export interface ScopeComparison {
  /** "(total)" for the whole catalog, else the role ("*" when the project declares none). */
  scope: string;
  metrics: Record<MetricName, Delta>;
}

export interface Comparison {
  /** The file compared against, as given. */
  base: string;
  scopes: ScopeComparison[];
}

/** The numbers compared, in the order the tables show them; null where it does not apply (a scope with no directory). */
export const METRICS = {
  actions: (s: ScopeStats) => s.actions,
  directoryTokens: (s: ScopeStats) => (s.directory === null ? null : s.directory.tokens),
  directoryCharacters: (s: ScopeStats) => (s.directory === null ? null : s.directory.characters),
  fullCatalogTokens: (s: ScopeStats) => s.fullCatalog.tools.tokens,
  savingTokens: (s: ScopeStats) => (s.fullCatalog.saving === null ? null : s.fullCatalog.saving.tokens),
  cutAtCap: (s: ScopeStats) => s.cuts.truncated,
  charactersRemoved: (s: ScopeStats) => s.cuts.charactersRemoved,
  laterSentencesLost: (s: ScopeStats) => s.cuts.laterSentencesLost,
  irreversibleLost: (s: ScopeStats) => s.irreversible.descriptions - s.irreversible.kept,
  nearDuplicatePairs: (s: ScopeStats) => s.nearDuplicatePairs,
  missingDescriptions: (s: ScopeStats) => s.missingDescriptions,
} as const;

export type MetricName = keyof typeof METRICS;

/** How the tables name each metric. */
export const METRIC_LABELS: Record<MetricName, string> = {
  actions: "actions",
  directoryTokens: "directory tokens (est.)",
  directoryCharacters: "directory characters",
  fullCatalogTokens: "full catalog tokens (est.)",
  savingTokens: "tokens the directory saves",
  cutAtCap: "summaries cut at the cap",
  charactersRemoved: "characters removed by the cut",
  laterSentencesLost: "summaries losing later sentences",
  irreversibleLost: "irreversible wording lost",
  nearDuplicatePairs: "near-duplicate pairs",
  missingDescriptions: "missing descriptions",
};

export const TOTAL_SCOPE = "(total)";

export function compareStats(before: StatsReport, after: StatsReport, base: string): Comparison {
  const scopes: ScopeComparison[] = [{ scope: TOTAL_SCOPE, metrics: metrics(before.total, after.total) }];
  const roles = [...new Set([...after.roles.map((r) => r.role), ...before.roles.map((r) => r.role)])];
  for (const role of roles) {
    scopes.push({ scope: role, metrics: metrics(before.roles.find((r) => r.role === role), after.roles.find((r) => r.role === role)) });
  }
  return { base, scopes };
}

function metrics(before: ScopeStats | undefined, after: ScopeStats | undefined): Record<MetricName, Delta> {
  const out = {} as Record<MetricName, Delta>;
  for (const [name, of] of Object.entries(METRICS) as [MetricName, (s: ScopeStats) => number | null][]) {
    const b = before ? of(before) : null;
    const a = after ? of(after) : null;
    out[name] = { before: b, after: a, delta: a !== null && b !== null ? a - b : null };
  }
  return out;
}

/**
 * The stats JSON read back: the shape this version prints, checked where a wrong file would otherwise fail late.
 * Returns the reason it is not one.
 */
export function readStatsJson(text: string): StatsReport | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `it is not JSON (${(error as Error).message})`;
  }
  const report = value as Partial<StatsReport> | null;
  if (report === null || typeof report !== "object" || !("tool" in report)) return "it is not the JSON of summarylint stats (no \"tool\" key)";
  if (!isScope(report.total) || !Array.isArray(report.roles) || !report.roles.every((r) => isScope(r) && typeof r.role === "string")) {
    return "it is the stats JSON of an older summarylint, without the per-role counts (print it again with this version's `stats --format json`)";
  }
  return report as StatsReport;
}

/** The metrics a report gives as null where they do not apply: the directory's, in a scope that has none. */
const NULLABLE: ReadonlySet<string> = new Set<MetricName>(["directoryTokens", "directoryCharacters", "savingTokens"]);

/** A scope every metric can be read from: a finite number, or null where the report says it does not apply. */
function isScope(value: unknown): value is ScopeStats {
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(METRICS).every(([name, of]) => {
    try {
      const n = of(value as ScopeStats);
      return Number.isFinite(n) || (n === null && NULLABLE.has(name));
    } catch {
      return false; // a part of the path is missing
    }
  });
}
