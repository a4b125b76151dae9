// `summarylint stats` (docs/design.md#counting): the count of what every request carries, per group, per role and in
// total, from the directories the project builds (docs/design.md#summaries) and the catalog behind them. Renderers
// (text, markdown, html) and `--compare` read the StatsReport this builds; nothing here formats.
import type { Project } from "../project.js";
import { findIrreversibility } from "../text/safety/irreversibility.js";
import { similarGroups } from "../text/similarity/similarity.js";
import { estimateTokens } from "../text/tokens.js";
import { schemaRead, toolJson } from "../text/tool-json.js";
import type { Action, DirectoryLine, FeatureLine } from "../types.js";
import { compareActions, featureLine, featuresOf, linesByGroup, profileOf } from "../summarize/directory.js";
import { clientStats } from "./clients.js";
import { ruleOption } from "./rule-options.js";
import { moduleStats } from "./modules.js";
import { TOOL } from "../base/version.js";
import type { CutStats, FeatureStats, FullCatalogStats, IrreversibleStats, LengthHistogram, RoleStats, ScopeStats, Size, StatsReport, Totals } from "./types.js";
import { compareText } from "../base/compare.js";

export interface StatsOptions {
  /** Only this role's directory (`--role`). */
  role?: string;
  /** Characters of skill listing (`--listing-budget`). */
  listingBudget?: number;
}

/** The group of an action that names none, as the report shows it. */
export const UNGROUPED = "(ungrouped)";
/** A feature share for the lines of actions that belong to no feature. */
export const NO_FEATURE = "(no feature)";
const LONGEST = 5;
const UNREAD_NAMED = 20;
/** Buckets of the summary-length histogram below the cap. */
const BUCKETS = 8;

/** What every scope of one run shares: the per-line sizes (each tokenized once) and the rules' settings. */
interface Shared {
  lineSize: (line: DirectoryLine) => Size;
  featureSize: (line: FeatureLine) => Size;
  toolSize: (action: Action) => Size;
  /** The near-duplicate pairs of one group's lines, each distinct set of lines searched once (a role and the total often share them). */
  groupPairs: (lines: readonly DirectoryLine[]) => GroupPairs;
  phrases: string[];
  cap: number;
  describeRoundTokens: number;
  /** Whether an action is cut into a directory (its harness profile), rather than sent whole to its client. */
  inDirectory: (action: Action) => boolean;
  /** Whether a scope of no action has a directory: the project's presets cut into one (kumiko, the default). */
  emptyHasDirectory: boolean;
}

export function buildStats(project: Project, options: StatsOptions = {}): StatsReport {
  const shared = sharedOf(project);
  const directories = project.directories.filter((d) => options.role === undefined || d.role === options.role);
  const roles = directories.map((d): RoleStats => {
    const groups = [...linesByGroup(d.lines)].map(([group, lines]) => ({ group: group ?? UNGROUPED, ...scopeStats(lines, featuresOf(lines, d.features), shared) }));
    groups.sort((a, b) => sentSize(b).characters - sentSize(a).characters || compareText(a.group, b.group));
    return { role: d.role, ...scopeStats(d.lines, d.features, shared), groups };
  });
  // Every action any role sees, once; every feature.
  const seen = new Set<Action>();
  const allLines = project.directories
    .flatMap((d) => d.lines)
    .filter((l) => !seen.has(l.action) && seen.add(l.action))
    .sort((a, b) => compareActions(a.action, b.action));
  const allFeatures = [...new Map(project.directories.flatMap((d) => d.features).map((f) => [f.feature, f])).values()];
  return {
    tool: TOOL,
    presets: project.presets,
    totals: totalsOf(project),
    tokens: { encoding: "o200k_base", estimate: true, factors: { ...project.config.stats.tokenFactors } },
    describeRoundTokens: shared.describeRoundTokens,
    total: scopeStats(allLines, allFeatures, shared),
    roles,
    loadedOnDemand: moduleStats(project, options.listingBudget) ?? null,
    clients: clientStats(project),
  };
}

/** What a scope sends up front: its directory, or the tools themselves where it has none. */
export function sentSize(s: ScopeStats): Size {
  return s.directory ?? s.fullCatalog.tools;
}

function totalsOf(project: Project): Totals {
  const { catalog } = project;
  const forms = (form: string) => catalog.modules.filter((m) => m.form === form).length;
  return {
    files: catalog.files.length,
    actions: catalog.actions.length,
    features: catalog.features.length,
    entities: catalog.entities.length,
    modules: forms("module"),
    skills: forms("skill"),
    namespaces: forms("namespace"),
    toolsets: forms("toolset"),
    triggers: catalog.triggers.length,
    servers: catalog.servers.length,
    serverFeatures: catalog.serverFeatures.length,
    uncallable: catalog.uncallable.length,
    deferred: catalog.actions.filter((a) => a.deferred === true).length,
    groups: new Set(catalog.actions.map((a) => a.group)).size,
    missingDescriptions: catalog.actions.filter(isMissing).length,
    unresolvedDescriptions: catalog.actions.filter((a) => a.descriptionStatus === "unresolved").length,
    unproven: catalog.actions.filter((a) => a.unproven !== undefined).length,
    fileProblems: catalog.problems.length,
    limitsReached: catalog.limits.length,
  };
}

function isMissing(action: Action): boolean {
  return action.descriptionStatus === "missing" || (action.descriptionStatus === "ok" && action.description?.trim() === "");
}

function sharedOf(project: Project): Shared {
  const memo = <K, V>(f: (k: K) => V) => {
    const cache = new Map<K, V>();
    return (k: K) => {
      let v = cache.get(k);
      if (v === undefined) cache.set(k, (v = f(k)));
      return v;
    };
  };
  const settings = project.config.directory;
  const presets = project.presets.flatMap((use) => use.presets);
  const phrases = ruleOption(project, "truncation-drops-irreversibility", "phrases");
  const threshold = ruleOption(project, "near-duplicate-summary", "threshold");
  const ids = new Map<Action, number>();
  const idOf = (action: Action): number => {
    let id = ids.get(action);
    if (id === undefined) ids.set(action, (id = ids.size));
    return id;
  };
  const pairsByLines = new Map<string, GroupPairs>();
  const groupPairs = (lines: readonly DirectoryLine[]): GroupPairs => {
    const key = lines.map((l) => idOf(l.action)).join(",");
    let pairs = pairsByLines.get(key);
    if (pairs === undefined) pairsByLines.set(key, (pairs = pairsInGroup(lines, typeof threshold === "number" ? threshold : 0.9)));
    return pairs;
  };
  return {
    lineSize: memo((line: DirectoryLine) => size(`${line.text}\n`)),
    featureSize: memo((line: FeatureLine) => size(`${featureLine(line)}\n`)),
    toolSize: memo((action: Action) => size(`${toolJson(action)}\n`)),
    groupPairs,
    phrases: Array.isArray(phrases) ? phrases.filter((p): p is string => typeof p === "string") : [],
    cap: project.config.directory.actions.maxLength,
    describeRoundTokens: project.config.stats.describeRoundTokens,
    inDirectory: (action) => profileOf(action.preset, settings) === "directory",
    emptyHasDirectory: presets.length === 0 || project.config.declarations.length > 0 || presets.some((p) => profileOf(p, settings) === "directory"),
  };
}

function size(text: string): Size {
  return { characters: text.length, tokens: estimateTokens(text) };
}

function sum<T>(items: readonly T[], of: (item: T) => Size): Size {
  let characters = 0;
  let tokens = 0;
  for (const item of items) {
    const s = of(item);
    characters += s.characters;
    tokens += s.tokens;
  }
  return { characters, tokens };
}

function scopeStats(lines: readonly DirectoryLine[], features: readonly FeatureLine[], shared: Shared): ScopeStats {
  const directory = sum(lines, shared.lineSize);
  const featureLines = sum(features, shared.featureSize);
  const total = { characters: directory.characters + featureLines.characters, tokens: directory.tokens + featureLines.tokens };
  // A scope whose every tool is sent whole has no directory: no size of one, nothing it saves.
  const hasDirectory = lines.length === 0 ? shared.emptyHasDirectory : lines.some((l) => shared.inDirectory(l.action));
  return {
    actions: lines.length,
    missingDescriptions: lines.filter((l) => isMissing(l.action)).length,
    cuts: cutsOf(lines),
    irreversible: irreversibleOf(lines, shared.phrases),
    ...nearDuplicatesOf(lines, shared),
    directory: hasDirectory ? total : null,
    features: featureStats(lines, features, total.characters, shared),
    longest: [...lines]
      .sort((a, b) => b.summary.text.length - a.summary.text.length || compareText(a.action.name, b.action.name))
      .slice(0, LONGEST)
      .map((l) => ({ name: l.action.name, characters: l.summary.text.length })),
    lengths: histogram(lines, shared.cap),
    fullCatalog: fullCatalog(lines, hasDirectory ? total : null, shared),
  };
}

function cutsOf(lines: readonly DirectoryLine[]): CutStats {
  let truncated = 0;
  let charactersRemoved = 0;
  let laterSentencesLost = 0;
  for (const { summary } of lines) {
    if (summary.truncated) truncated++;
    if (summary.firstSentenceOnly) laterSentencesLost++;
    charactersRemoved += summary.lostChars;
  }
  return { summaries: lines.length, truncated, charactersRemoved, laterSentencesLost };
}

/** As truncation-drops-irreversibility reads them: the wording is kept when it is within the cut or the summary warns in other words. */
function irreversibleOf(lines: readonly DirectoryLine[], phrases: readonly string[]): IrreversibleStats {
  const stats: IrreversibleStats = { descriptions: 0, kept: 0, lost: [] };
  for (const { action, summary } of lines) {
    if (action.descriptionStatus !== "ok") continue;
    const found = findIrreversibility(summary.normalized, phrases);
    if (found === null) continue;
    stats.descriptions++;
    if (found.offset + found.phrase.length <= summary.cutOffset || findIrreversibility(summary.text, phrases) !== null) stats.kept++;
    else stats.lost.push(action.name);
  }
  return stats;
}

/** The near-duplicate pairs of a scope: the sum over its groups, and whether that is a lower bound. */
function nearDuplicatesOf(lines: readonly DirectoryLine[], shared: Shared): Pick<ScopeStats, "nearDuplicatePairs" | "nearDuplicatePairsAtLeast"> {
  let pairs = 0;
  let atLeast = false;
  for (const group of linesByGroup(lines).values()) {
    const counted = shared.groupPairs(group);
    pairs += counted.pairs;
    atLeast ||= counted.atLeast;
  }
  return atLeast ? { nearDuplicatePairs: pairs, nearDuplicatePairsAtLeast: true } : { nearDuplicatePairs: pairs };
}

/** The near-duplicate pairs of one group, and whether counting stopped (see PAIRS_OF_TEXTS_COUNTED). */
interface GroupPairs {
  pairs: number;
  atLeast: boolean;
}

/**
 * Pairs of two different texts that the search hands on, per group, before counting stops and the count is a lower
 * bound. Each costs a step of the search, and summaries that all read alike make pairs as the square of their number
 * (16,000 that differ by one number: 128 million pairs, half a minute). Pairs of one text cost nothing, however many.
 */
const PAIRS_OF_TEXTS_COUNTED = 1_000_000;

/**
 * Pairs of summaries of one group whose similarity is at or above near-duplicate-summary's threshold and whose names
 * differ: what the model may confuse. Counted as the search finds them, never listed (a factory's 1,000 instances of
 * one text are 499,500 pairs); the rule reports fewer, since it leaves alone pairs a distinguishing word tells apart.
 */
function pairsInGroup(lines: readonly DirectoryLine[], threshold: number): GroupPairs {
  const shown = lines.filter((l) => l.summary.text.trim() !== "");
  const { members, forEachPair } = similarGroups(
    shown.map((l) => l.summary.text),
    threshold,
  );
  const nameCounts = members.map((group) => countBy(group.map((i) => shown[i].action.name)));
  let pairs = 0;
  for (const [g, group] of members.entries()) pairs += choose2(group.length) - [...nameCounts[g].values()].reduce((n, k) => n + choose2(k), 0);
  let visited = 0;
  const all = forEachPair((gx, gy) => {
    if (visited++ === PAIRS_OF_TEXTS_COUNTED) return false;
    let sameName = 0;
    for (const [name, k] of nameCounts[gx]) sameName += k * (nameCounts[gy].get(name) ?? 0);
    pairs += members[gx].length * members[gy].length - sameName;
  });
  return { pairs, atLeast: !all };
}

function choose2(n: number): number {
  return (n * (n - 1)) / 2;
}

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

function featureStats(lines: readonly DirectoryLine[], features: readonly FeatureLine[], directory: number, shared: Shared): FeatureStats {
  const share = (characters: number) => (directory === 0 ? 0 : Math.round((characters / directory) * 1000) / 10);
  const byFeature = new Map<string, number>();
  for (const f of features) byFeature.set(f.feature.name, shared.featureSize(f).characters);
  let unfeatured = 0;
  for (const line of lines) {
    const name = line.action.feature;
    if (name !== undefined && byFeature.has(name)) byFeature.set(name, byFeature.get(name)! + shared.lineSize(line).characters);
    else unfeatured += shared.lineSize(line).characters;
  }
  const shares = [...byFeature].map(([name, characters]) => ({ name, characters, share: share(characters) }));
  if (features.length > 0 && unfeatured > 0) shares.push({ name: NO_FEATURE, characters: unfeatured, share: share(unfeatured) });
  shares.sort((a, b) => b.characters - a.characters || compareText(a.name, b.name));
  return {
    features: features.length,
    before: features.reduce((n, f) => n + (f.feature.description?.length ?? 0), 0),
    after: features.reduce((n, f) => n + f.summary.text.length, 0),
    shares,
  };
}

/** Buckets of cap/8 characters below the cap; the last bucket holds the summaries at the cap and longer (uncut profiles). */
function histogram(lines: readonly DirectoryLine[], cap: number): LengthHistogram {
  const width = Math.max(1, Math.ceil(cap / BUCKETS));
  const counts = new Array<number>(Math.ceil(cap / width) + 1).fill(0);
  const last = counts.length - 1;
  for (const { summary } of lines) counts[summary.text.length >= cap ? last : Math.min(last - 1, Math.floor(summary.text.length / width))]++;
  return { cap, width, counts };
}

/** The tools' own JSON, and beside a directory (null: the scope has none) what it saves and where it stops saving. */
function fullCatalog(lines: readonly DirectoryLine[], directory: Size | null, shared: Shared): FullCatalogStats {
  const actions = lines.map((l) => l.action);
  const tools = sum(actions, shared.toolSize);
  const unread = actions.filter((a) => !schemaRead(a));
  const n = actions.length;
  // Per action, what the full catalog sends more than the directory; the describe round is paid once per turn.
  const extra = n === 0 || directory === null ? 0 : (tools.tokens - directory.tokens) / n;
  return {
    tools,
    schemasRead: n - unread.length,
    schemasUnread: unread.slice(0, UNREAD_NAMED).map((a) => ({ name: a.name, reason: a.inputSchema?.unread ?? "partly read" })),
    schemasUnreadCount: unread.length,
    saving: directory === null ? null : { characters: tools.characters - directory.characters, tokens: tools.tokens - directory.tokens },
    crossover: extra > 0 ? Math.ceil(shared.describeRoundTokens / extra) : null,
  };
}
