// Stats reports built by hand for the renderers' tests: every number distinct where a test sorts by it, so an
// expected order is one order. `hostileReport` puts markup and script in every text the project controls.
import type { FeatureShare, GroupStats, ModuleStats, RoleStats, ScopeStats, StatsReport } from "../../src/stats/types.js";

/** A scope whose numbers derive from `seed`, so two scopes never agree by accident. */
export function scope(seed: number, shares: FeatureShare[] = [], more: Partial<ScopeStats> = {}): ScopeStats {
  const actions = 10 * seed + 3;
  return {
    actions,
    missingDescriptions: seed,
    cuts: { summaries: actions, truncated: seed + 2, charactersRemoved: 1000 * seed + 234, laterSentencesLost: seed + 1 },
    irreversible: { descriptions: seed + 3, kept: seed + 1, lost: [`drop_table_${seed}`, `purge_${seed}`] },
    nearDuplicatePairs: 2 * seed + 1,
    directory: { characters: 1500 * seed + 87, tokens: 350 * seed + 19 },
    features: { features: shares.length, before: 900 * seed + 11, after: 300 * seed + 7, shares },
    longest: [
      { name: `export_report_${seed}`, characters: 120 },
      { name: `archive_${seed}`, characters: 117 },
      { name: `bulk_update_${seed}`, characters: 119 - seed },
    ],
    lengths: { cap: 120, width: 10, counts: [0, 1, 3, 7, 12, 9, 5, 4, 2, 2, 1, 0, 6 + seed] },
    fullCatalog: {
      tools: { characters: 9000 * seed + 555, tokens: 2100 * seed + 77 },
      schemasRead: actions - 2,
      schemasUnread: [
        { name: `upload_${seed}`, reason: "the schema is built by a function call" },
        { name: `search_${seed}`, reason: "a spread of an imported object" },
      ],
      schemasUnreadCount: 2,
      saving: { characters: 7500 * seed + 468, tokens: 1750 * seed + 58 },
      crossover: 4 + seed,
    },
    ...more,
  };
}

export function group(name: string, seed: number, more: Partial<ScopeStats> = {}): GroupStats {
  return { group: name, ...scope(seed, [], more) };
}

export const SHARES: FeatureShare[] = [
  { name: "billing", characters: 2100, share: 41.2 },
  { name: "Accounts", characters: 1300, share: 25.5 },
  { name: "zones", characters: 900, share: 17.6 },
  { name: "audit", characters: 800, share: 15.7 },
];

export const ITEMS: ModuleStats = {
  modules: 1,
  skills: 2,
  namespaces: 0,
  toolsets: 0,
  alwaysSent: { prompts: { characters: 812, tokens: 190 }, lines: { characters: 143, tokens: 37 } },
  listing: { budget: 8000, characters: 96, share: 1.2 },
  allLoaded: { characters: 5230, tokens: 1204 },
  items: [
    { name: "web_research", form: "module", group: "app", line: { characters: 47, tokens: 9 }, loaded: { characters: 1800, tokens: 400, instructions: 900, tools: 2, toolCharacters: 900 } },
    { name: "pdf", form: "skill", group: ".claude/skills", line: { characters: 23, tokens: 6 }, loaded: { characters: 3100, tokens: 720, instructions: 3100, tools: 0, toolCharacters: 0 } },
    { name: "charts", form: "skill", group: null, line: { characters: 73, tokens: 22 }, loaded: { characters: 330, tokens: 84, instructions: 330, tools: 0, toolCharacters: 0 } },
  ],
};

/** Two roles (the first with three groups), feature shares, and a second directory. */
export function sampleReport(): StatsReport {
  const admin: RoleStats = {
    role: "admin",
    ...scope(3, SHARES),
    groups: [group("src/accounts", 5), group("src/billing", 2, { directory: { characters: 2400, tokens: 560 } }), group("(ungrouped)", 1)],
  };
  // A cap that is no multiple of the bucket width: the bucket before the last ends below the cap.
  const support: RoleStats = { role: "support", ...scope(1, SHARES.slice(2), { lengths: { cap: 125, width: 11, counts: [0, 0, 1, 2, 4, 3, 2, 1, 1, 0, 0, 1, 3] } }), groups: [group("src/support", 1)] };
  return {
    tool: { name: "summarylint", version: "0.1.0" },
    presets: [{ package: ".", presets: ["kumiko", "mcp"] }],
    totals: {
      files: 41, actions: 187, features: 12, entities: 9, modules: 1, skills: 2, namespaces: 0, toolsets: 0, triggers: 4, servers: 1, serverFeatures: 0,
      uncallable: 1, deferred: 2, groups: 5, missingDescriptions: 3, unresolvedDescriptions: 2, unproven: 0, fileProblems: 0, limitsReached: 1,
    },
    tokens: { encoding: "o200k_base", estimate: true, factors: { anthropic: 1.2, openai: 1 } },
    describeRoundTokens: 350,
    total: scope(4, SHARES),
    roles: [admin, support],
    loadedOnDemand: ITEMS,
    clients: null,
  };
}

/** Markup, a script end tag and an event handler in every project text the page shows. */
export const HOSTILE = [
  `<img src=x onerror=alert(1)>`,
  `</script><script>alert(2)</script>`,
  `"><svg onload=alert(3)>`,
  `'><iframe srcdoc="<script>alert(4)</script>">`,
  `<!--`,
];

export function hostileReport(): StatsReport {
  const r = sampleReport();
  const h = (i: number) => HOSTILE[i % HOSTILE.length];
  r.tool.version = h(0);
  r.presets = [{ package: h(1), presets: [h(2)] }];
  r.tokens.factors = { [h(3)]: 1.1 };
  r.roles[0].role = h(1);
  r.roles[0].groups.forEach((g, i) => (g.group = h(i + 2)));
  r.roles[0].features.shares = r.roles[0].features.shares.map((s, i) => ({ ...s, name: h(i) }));
  r.roles[0].longest = r.roles[0].longest.map((l, i) => ({ ...l, name: h(i + 1) }));
  r.roles[0].irreversible.lost = [h(2), h(4)];
  r.roles[0].fullCatalog.schemasUnread = [{ name: h(3), reason: h(0) }];
  r.loadedOnDemand!.items[0].name = h(0);
  r.loadedOnDemand!.items[1].group = h(1);
  return r;
}

/** A project that declares no roles ("*"), with more features than the chart draws, and no second directory. */
export function oneRoleReport(): StatsReport {
  const r = sampleReport();
  const shares = Array.from({ length: 15 }, (_, i) => ({ name: `feature_${String(i).padStart(2, "0")}`, characters: 1500 - 90 * i, share: Math.round(150 - 9 * i) / 10 }));
  r.roles = [{ role: "*", ...scope(2, shares), groups: [group("(ungrouped)", 2)] }];
  r.loadedOnDemand = null;
  return r;
}

/** A project with no action: every scope empty. */
export function emptyReport(): StatsReport {
  const r = sampleReport();
  const empty = scope(0, [], { actions: 0, longest: [], lengths: { cap: 120, width: 10, counts: [] } });
  empty.fullCatalog.crossover = null;
  r.total = empty;
  r.roles = [];
  r.loadedOnDemand = null;
  return r;
}
