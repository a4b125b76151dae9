// The directory the model sees (docs/design.md#summaries, step 4): one line per action a role may use, plus the cut
// descriptions of the features those actions belong to. Built exactly once per role, deterministically.

import { PRESETS } from "../extract/presets/index.js";
import type {
  Action,
  Catalog,
  Directory,
  DirectoryLine,
  Feature,
  FeatureLine,
  HarnessProfile,
  Module,
  ModuleForm,
  Summarized,
  Summary,
  SummarySettings,
} from "../types.js";
import type { DirectorySettings } from "../config/schema.js";
import { summarize, summarizeKept } from "./summary.js";
import { compareText } from "../base/compare.js";

export const DEFAULT_LINE = "{name} ({kind}): {summary}";

/** The role name of the single directory of a project that declares no roles. */
export const ANY_ROLE = "*";

/**
 * Whether an action's framework gives every action a kind: kumiko (whose default is `read`) and a config's own
 * matchers (the team's framework, whose `fields.kind` the team writes). There an unknown kind is a defect the user can
 * fix. MCP's hints are optional and the tool-calling SDKs have no kind, so there an unknown kind is no kind at all.
 */
export function declaresKinds(action: Action): boolean {
  const { preset } = action;
  return preset === undefined || preset === "custom" || PRESETS[preset]?.kind !== undefined;
}

/**
 * `read`, `write`, `unknown`, or one of them with `, needs approval`; "" (or `needs approval`) for an unknown kind
 * where the framework declares none (declaresKinds).
 */
export function kindText(action: Action): string {
  const kind = action.kind === "unknown" && !declaresKinds(action) ? "" : action.kind;
  if (!action.approval) return kind;
  return kind === "" ? "needs approval" : `${kind}, needs approval`;
}

/**
 * Fills `{name}`, `{kind}`, `{summary}`, `{feature}` and `{label}`; a missing value becomes "", and a `({kind})` with
 * no kind goes with the spaces before it (`get_time: …`, not `get_time (): …`). One pass, so a summary that itself
 * contains "{name}" is shown as written. Unknown placeholders stay as written.
 */
export function renderLine(template: string, action: Action, summary: Summary): string {
  const values: Record<string, string> = {
    name: action.name,
    kind: kindText(action),
    summary: summary.text,
    feature: action.feature ?? "",
    label: action.label ?? "",
  };
  return template.replace(/(\s*)\(\{kind\}\)|\{(name|kind|summary|feature|label)\}/g, (_, space: string | undefined, key: string | undefined) =>
    key !== undefined ? values[key] : values.kind === "" ? "" : `${space}(${values.kind})`,
  );
}

/** A feature as the directory lists it: `name (label): first sentence`. */
export function featureLine({ feature, summary }: FeatureLine): string {
  return `${feature.name}${feature.label ? ` (${feature.label})` : ""}: ${summary.text}`;
}

/** A module as the core prompt or the skill listing shows it: `- name: summary` (the post's list, Claude Code's). */
export function moduleLine(module: Module, summary: Summary | undefined): string {
  const text = summary?.text ?? "";
  return text === "" ? `- ${module.name}:` : `- ${module.name}: ${text}`;
}

/**
 * The directory's text as the model gets it: every action line, then every feature line, each with its newline
 * (what `summarylint directory` prints, without its headings).
 */
export function directoryLines(directory: Directory): string[] {
  return [...directory.lines.map((line) => line.text), ...directory.features.map(featureLine)];
}

/**
 * A directory's action lines split by group (docs/design.md#groups: what one agent is given together), each in
 * directory order; the actions of no group together under `undefined` (kumiko's: the whole role). Groups in order
 * of first line.
 */
export function linesByGroup(lines: readonly DirectoryLine[]): Map<string | undefined, DirectoryLine[]> {
  const groups = new Map<string | undefined, DirectoryLine[]>();
  for (const line of lines) {
    const list = groups.get(line.action.group);
    if (list) list.push(line);
    else groups.set(line.action.group, [line]);
  }
  return groups;
}

/** The feature lines a set of action lines brings: those of the features its actions belong to, in directory order. */
export function featuresOf(lines: readonly DirectoryLine[], features: readonly FeatureLine[]): FeatureLine[] {
  const used = new Set(lines.map((l) => l.action.feature));
  return features.filter((f) => used.has(f.feature.name));
}

/**
 * How the harness of a preset's actions cuts their text (docs/design.md#harness-profiles): the preset's own profile
 * (default `full`: MCP and the tool-calling SDKs send the whole description), `directory` where the config's
 * `directory.cut` names it; custom matchers describe the team's own framework, cut by the directory settings.
 */
export function profileOf(preset: string | undefined, settings: DirectorySettings): HarnessProfile {
  if (preset === undefined || preset === "custom" || settings.cut.includes("all") || settings.cut.includes(preset)) return "directory";
  return PRESETS[preset]?.profile ?? "full";
}

/** The profile of each second-directory form unless the config says otherwise (docs/design.md#harness-profiles). */
export const MODULE_PROFILES: Readonly<Record<ModuleForm, HarnessProfile>> = {
  module: "module-list",
  skill: "claude-code-skills",
  namespace: "full",
  toolset: "full",
};

/** How a profile cuts one line: `directory` is the config's action settings; the others are the harness's own. */
export function profileSettings(profile: HarnessProfile, settings: DirectorySettings): SummarySettings {
  const whole = { ...settings.actions, firstSentence: false, strip: [] };
  switch (profile) {
    case "directory":
      return settings.actions;
    case "claude-code-skills":
      return { ...whole, maxLength: 250 };
    case "skill-spec":
      return { ...whole, maxLength: 1024 };
    case "module-list":
    case "full":
      return { ...whole, maxLength: Number.POSITIVE_INFINITY };
  }
}

/** A module's listed text: a skill's description then its when_to_use (Claude Code lists both, in one cut). */
export function listedText(module: Module): string | undefined {
  if (module.whenToUse === undefined || module.whenToUse.trim() === "") return module.description;
  return module.description === undefined ? module.whenToUse : `${module.description} ${module.whenToUse}`;
}

/** Every action, feature and module summarized once, with its own settings (its harness profile's cut). */
export function summarizeCatalog(catalog: Catalog, settings: DirectorySettings): Map<Summarized, Summary> {
  const summaries = new Map<Summarized, Summary>();
  const actions = withPresetStrip(settings.actions);
  const whole = withPresetStrip({ ...settings.actions, maxLength: Number.POSITIVE_INFINITY, firstSentence: false });
  const features = withPresetStrip(settings.features);
  for (const action of catalog.actions) {
    const cut = profileOf(action.preset, settings) === "directory" ? actions : whole;
    summaries.set(action, summarizeKept(action.description, cut(action.preset)));
  }
  for (const feature of catalog.features) summaries.set(feature, summarizeKept(feature.description, features(feature.preset)));
  for (const module of catalog.modules) {
    const profile = settings.profiles?.[module.form] ?? MODULE_PROFILES[module.form];
    summaries.set(module, summarizeKept(listedText(module), profileSettings(profile, settings)));
  }
  return summaries;
}

/** The settings for an item of a preset that strips text of its own (pipedream's trailing docs link), memoized. */
function withPresetStrip(settings: SummarySettings): (preset: string | undefined) => SummarySettings {
  const memo = new Map<string, SummarySettings>();
  return (preset) => {
    const extra = preset === undefined ? undefined : PRESETS[preset]?.strip;
    if (!extra) return settings;
    let s = memo.get(preset!);
    if (!s) memo.set(preset!, (s = { ...settings, strip: [...settings.strip, ...extra] }));
    return s;
  };
}

/**
 * One directory per declared role, sorted by role; a single "*" directory when no action declares roles.
 * An action without `roles` is in every directory; `roles: []` puts it in none.
 */
export function buildDirectories(
  catalog: Catalog,
  summaries: ReadonlyMap<Summarized, Summary>,
  settings: DirectorySettings,
): Directory[] {
  const template = settings.line || DEFAULT_LINE;
  const lines = [...catalog.actions].sort(compareActions).map((action): DirectoryLine => {
    const summary = summaries.get(action) ?? summarize(action.description, settings.actions);
    return { action, summary, text: renderLine(template, action, summary) };
  });
  const features = [...catalog.features].sort(compareFeatures).map((feature): FeatureLine => ({
    feature,
    summary: summaries.get(feature) ?? summarize(feature.description, settings.features),
  }));

  const roles = declaredRoles(catalog.actions);
  if (roles.length === 0) {
    return [{ role: ANY_ROLE, lines: lines.filter((line) => line.action.roles === undefined), features }];
  }
  return roles.map((role) => {
    const visible = lines.filter((line) => line.action.roles === undefined || line.action.roles.includes(role));
    const usedFeatures = new Set(visible.map((line) => line.action.feature));
    return { role, lines: visible, features: features.filter((line) => usedFeatures.has(line.feature.name)) };
  });
}

/** The sorted union of every action's roles. */
export function declaredRoles(actions: readonly Action[]): string[] {
  const roles = new Set<string>();
  for (const action of actions) for (const role of action.roles ?? []) roles.add(role);
  return [...roles].sort(compareText);
}

/** Directory order: name, then where it is declared, then (factory instances) where it is made. */
export function compareActions(a: Action, b: Action): number {
  return (
    compareText(a.name, b.name) ||
    compareText(a.declarationLoc.file, b.declarationLoc.file) ||
    a.declarationLoc.line - b.declarationLoc.line ||
    a.declarationLoc.column - b.declarationLoc.column ||
    // Factory instances share their declaration; the call site tells them apart.
    compareText(a.instantiatedAt?.file ?? "", b.instantiatedAt?.file ?? "") ||
    (a.instantiatedAt?.line ?? 0) - (b.instantiatedAt?.line ?? 0) ||
    (a.instantiatedAt?.column ?? 0) - (b.instantiatedAt?.column ?? 0)
  );
}

function compareFeatures(a: Feature, b: Feature): number {
  return (
    compareText(a.name, b.name) ||
    compareText(a.declarationLoc.file, b.declarationLoc.file) ||
    a.declarationLoc.line - b.declarationLoc.line
  );
}
