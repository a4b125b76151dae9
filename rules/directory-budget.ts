// directory-budget: the directory one agent is given (docs/design.md#groups: each group of each role: its action lines,
// then the feature lines of its actions' features, one newline each) over a configured size in characters or
// estimated tokens, naming the features or actions that cost the most. Off by default, and silent until a budget is
// set: the budget is the team's.
import { placeOf, type Place } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { ANY_ROLE, featureLine, featuresOf, linesByGroup } from "../src/summarize/directory.js";
import { estimateTokens } from "../src/text/tokens.js";
import type { Action, Catalog, Directory, DirectoryLine, Feature, FeatureLine } from "../src/types.js";
import type { MessageRef, MessageValue, RelatedReport } from "../src/lint/diagnostic.js";
import { andList, ref } from "../src/lint/messages.js";
import { compareText } from "../src/base/compare.js";

export const DEFAULT_CONTRIBUTORS = 3;

/** What one agent is given: one group of one role's directory. */
interface Scope {
  role: string;
  /** The group's name; undefined for the actions of no group. */
  group: string | undefined;
  /** Whether the role has other groups (the message then names this one). */
  split: boolean;
  lines: readonly DirectoryLine[];
  features: readonly FeatureLine[];
}

/** What a line of the group is counted under: its feature, else its own action (a factory's instances together). */
interface Contributor {
  kind: "feature" | "action";
  name: string;
  characters: number;
  /** The lines of an "action": more than one for the instances of a factory, which share one declaration. */
  instances?: number;
  /** Its feature's declaration, when the catalog has it. */
  feature?: Feature;
  /** The action whose line costs the most (the first such in directory order); for an "action", the action. */
  longest?: { action: Action; characters: number };
}

/** Each role's directory split by group; a role whose actions share one group (kumiko: none) is measured whole. */
function scopesOf(directories: readonly Directory[]): Scope[] {
  return directories.flatMap((directory) => {
    const groups = [...linesByGroup(directory.lines)];
    // One group is the whole directory the role is sent, feature lines of no action included (`summarylint directory`).
    if (groups.length <= 1) return [{ role: directory.role, group: groups[0]?.[0], split: false, lines: directory.lines, features: directory.features }];
    return groups.map(([group, lines]): Scope => ({ role: directory.role, group, split: true, lines, features: featuresOf(lines, directory.features) }));
  });
}

function contributorsOf(scope: Scope, features: ReadonlyMap<string, Feature>): Contributor[] {
  const byFeature = new Map<string, Contributor>();
  const byDeclaration = new Map<string, Contributor>();
  const all: Contributor[] = [];
  const ofFeature = (name: string): Contributor => {
    let c = byFeature.get(name);
    if (!c) {
      byFeature.set(name, (c = { kind: "feature", name, characters: 0 }));
      const feature = features.get(name);
      if (feature) c.feature = feature;
      all.push(c);
    }
    return c;
  };
  for (const line of scope.lines) {
    const { action } = line;
    const characters = line.text.length + 1;
    if (action.feature === undefined) {
      // One declaration, one place to trim: a factory's instances are one contributor, not the top three.
      const { file, line: at, column } = action.declarationLoc;
      const key = `${action.name}\u0000${file}\u0000${at}\u0000${column}`;
      const c = byDeclaration.get(key);
      if (c) {
        c.characters += characters;
        c.instances = (c.instances ?? 1) + 1;
      } else {
        const own: Contributor = { kind: "action", name: action.name, characters, longest: { action, characters } };
        byDeclaration.set(key, own);
        all.push(own);
      }
      continue;
    }
    const c = ofFeature(action.feature);
    c.characters += characters;
    if (c.longest === undefined || characters > c.longest.characters) c.longest = { action, characters };
  }
  for (const line of scope.features) ofFeature(line.feature.name).characters += featureLine(line).length + 1;
  // Largest first; ties by kind and name, then directory order (a stable sort), the same on every machine.
  const key = (c: Contributor) => `${c.kind}\u0000${c.name}`;
  return all.sort((a, b) => b.characters - a.characters || compareText(key(a), key(b)));
}

/** A contributor as the message names it, with what it costs. */
function contributorOf(c: Contributor): MessageRef<"featureContributor" | "actionContributor" | "instancesContributor"> {
  const data = { name: c.name, characters: c.characters };
  if (c.instances !== undefined) return ref("instancesContributor", { ...data, instances: c.instances });
  return ref(c.kind === "feature" ? "featureContributor" : "actionContributor", data);
}

/** The related note on a contributor other than the largest: what it is and what it costs. */
function shareOf(c: Contributor): MessageRef<"featureShare" | "actionShare" | "instancesShare"> {
  const data = { name: c.name, characters: c.characters };
  if (c.instances !== undefined) return ref("instancesShare", { ...data, instances: c.instances });
  return ref(c.kind === "feature" ? "featureShare" : "actionShare", data);
}

/** The contributor's declaration: its feature's, else the action whose line costs it the most. */
function placeOfContributor(c: Contributor): Place | undefined {
  if (c.feature) return placeOf(c.feature);
  return c.longest ? placeOf(c.longest.action) : undefined;
}

type DirectoryMessage = "directory" | "directoryOfRole" | "directoryOfGroup" | "directoryOfNoGroup" | "directoryOfGroupInRole" | "directoryOfNoGroupInRole";

/** "The directory" (of a role): the group is named only when the role has several. */
function directoryName(scope: Scope): MessageRef<DirectoryMessage> {
  const role = scope.role === ANY_ROLE ? undefined : scope.role;
  if (!scope.split) return role === undefined ? ref("directory") : ref("directoryOfRole", { role });
  const { group } = scope;
  if (role === undefined) return group === undefined ? ref("directoryOfNoGroup") : ref("directoryOfGroup", { group });
  return group === undefined ? ref("directoryOfNoGroupInRole", { role }) : ref("directoryOfGroupInRole", { group, role });
}

/** "1 action line and 5 feature lines". */
function linesOf(scope: Scope): MessageValue<"actionLine" | "actionLines" | "featureLine" | "featureLines" | "and"> {
  const actions = scope.lines.length;
  const features = scope.features.length;
  return andList([ref(actions === 1 ? "actionLine" : "actionLines", { count: actions }), ref(features === 1 ? "featureLine" : "featureLines", { count: features })]);
}

function featuresByName(catalog: Catalog): Map<string, Feature> {
  const map = new Map<string, Feature>();
  for (const feature of catalog.features) if (!map.has(feature.name)) map.set(feature.name, feature);
  return map;
}

type SizeMessage = "characters" | "estimatedTokens" | "tokens";

/** The sizes over budget ("378 characters") and those budgets, both empty when the text fits. */
function overruns(text: string, maxCharacters: number | undefined, maxTokens: number | undefined): { sizes: MessageRef<SizeMessage>[]; budgets: MessageRef<SizeMessage>[] } {
  const sizes: MessageRef<SizeMessage>[] = [];
  const budgets: MessageRef<SizeMessage>[] = [];
  if (maxCharacters !== undefined && text.length > maxCharacters) {
    sizes.push(ref("characters", { count: text.length }));
    budgets.push(ref("characters", { count: maxCharacters }));
  }
  // Every token is one UTF-8 byte at least: a text of at most `maxTokens` bytes fits without the tokenizer.
  const tokens = maxTokens !== undefined && Buffer.byteLength(text, "utf8") > maxTokens ? estimateTokens(text) : 0;
  if (maxTokens !== undefined && tokens > maxTokens) {
    sizes.push(ref("estimatedTokens", { count: tokens }));
    budgets.push(ref("tokens", { count: maxTokens }));
  }
  return { sizes, budgets };
}

const budget = (description: string) => ({ type: "number" as const, default: undefined, integer: true as const, minimum: 1, description });

export default defineRule({
  id: "directory-budget",
  defaultSeverity: "off",
  description: "Report directories (each group of each role: what one agent is given) over a size budget in characters or estimated tokens",
  options: {
    maxCharacters: budget("Characters the directory of one group of one role (action and feature lines, one newline each) may take; no budget when unset"),
    maxTokens: budget("Estimated tokens (o200k) the directory of one group of one role may take; no budget when unset"),
    contributors: { type: "number", default: DEFAULT_CONTRIBUTORS, integer: true, minimum: 1, description: "How many of the largest features or actions the message names" },
  },
  messages: {
    overBudget:
      "{{directory}} is {{size}}, over its budget of {{budget}}, in {{lines}}. The largest contributors: {{contributors}}. Shorten their descriptions, or give this {{scope}} fewer actions.",
    featureShare: 'feature "{{name}}": {{characters}} characters of the directory',
    actionShare: 'action "{{name}}": {{characters}} characters of the directory',
    instancesShare: '{{instances}} instances of action "{{name}}": {{characters}} characters of the directory',
    // Which directory ({{directory}}): a role's, a group's, or the one a project of no roles sends.
    directory: "The directory",
    directoryOfRole: 'The directory of role "{{role}}"',
    directoryOfGroup: 'The directory of group "{{group}}"',
    directoryOfNoGroup: "The directory of the actions of no group",
    directoryOfGroupInRole: 'The directory of group "{{group}}" in role "{{role}}"',
    directoryOfNoGroupInRole: 'The directory of the actions of no group in role "{{role}}"',
    // Its size and budget ({{size}}, {{budget}}), its lines ({{lines}}), its largest contributors ({{contributors}}), and
    // what has fewer actions ({{scope}}).
    characters: "{{count}} characters",
    estimatedTokens: "an estimated {{count}} tokens (o200k)",
    tokens: "{{count}} tokens",
    actionLine: "{{count}} action line",
    actionLines: "{{count}} action lines",
    featureLine: "{{count}} feature line",
    featureLines: "{{count}} feature lines",
    featureContributor: 'feature "{{name}}" ({{characters}} characters)',
    actionContributor: 'action "{{name}}" ({{characters}} characters)',
    instancesContributor: '{{instances}} instances of action "{{name}}" ({{characters}} characters)',
    group: "group",
    role: "role",
  },
  check({ catalog, directories, options, report }) {
    const maxCharacters = typeof options.maxCharacters === "number" ? options.maxCharacters : undefined;
    const maxTokens = typeof options.maxTokens === "number" ? options.maxTokens : undefined;
    const named = typeof options.contributors === "number" ? options.contributors : DEFAULT_CONTRIBUTORS;
    if (maxCharacters === undefined && maxTokens === undefined) return;
    const features = featuresByName(catalog);
    for (const scope of scopesOf(directories)) {
      const text = [...scope.lines.map((line) => line.text), ...scope.features.map(featureLine)].map((line) => `${line}\n`).join("");
      if (text === "") continue;
      const { sizes, budgets } = overruns(text, maxCharacters, maxTokens);
      if (sizes.length === 0) continue;
      const contributors = contributorsOf(scope, features).slice(0, named);
      const places = contributors.map(placeOfContributor);
      const place = places[0];
      if (!place) continue;
      const related = contributors.slice(1).flatMap((c, i): RelatedReport<"featureShare" | "actionShare" | "instancesShare">[] => {
        const at = places[i + 1];
        return at ? [{ ...at.loc, ...shareOf(c) }] : [];
      });
      report({
        messageId: "overBudget",
        data: {
          directory: directoryName(scope),
          size: andList(sizes),
          budget: andList(budgets),
          lines: linesOf(scope),
          contributors: contributors.map(contributorOf),
          scope: ref(scope.split ? "group" : "role"),
        },
        subject: place.subject,
        loc: place.loc,
        related: [...related, ...(place.related ?? [])],
      });
    }
  },
});
