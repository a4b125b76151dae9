// directory-budget (issue 12): a role's directory (its action lines and feature lines, as `summarylint directory`
// prints them, one newline each) over a configured size in characters or estimated tokens, naming the features or
// groups that cost the most. Off by default, and silent until a budget is set: the budget is the team's.
import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { ANY_ROLE, directoryLines, featureLine } from "../src/summarize/directory.js";
import { estimateTokens } from "../src/text/tokens.js";
import type { Action, Catalog, Directory, Feature, Location, RelatedLocation, Subject } from "../src/types.js";

export const DEFAULT_CONTRIBUTORS = 3;

/** What a line of the directory is counted under: its feature, else its group (what one agent is given), else neither. */
interface Contributor {
  /** "feature", "group" or "rest" (actions with neither). */
  kind: "feature" | "group" | "rest";
  name: string;
  characters: number;
  /** Its feature's declaration, when the catalog has it. */
  feature?: Feature;
  /** Its action whose line costs the most (the first such in directory order). */
  longest?: { action: Action; characters: number };
}

function contributorsOf(directory: Directory, features: ReadonlyMap<string, Feature>): Contributor[] {
  const byKey = new Map<string, Contributor>();
  const add = (kind: Contributor["kind"], name: string, characters: number, action?: Action): void => {
    const key = `${kind}\u0000${name}`;
    let c = byKey.get(key);
    if (!c) {
      byKey.set(key, (c = { kind, name, characters: 0 }));
      const feature = kind === "feature" ? features.get(name) : undefined;
      if (feature) c.feature = feature;
    }
    c.characters += characters;
    if (action && (c.longest === undefined || characters > c.longest.characters)) c.longest = { action, characters };
  };
  for (const line of directory.lines) {
    const { feature, group } = line.action;
    const [kind, name] = feature !== undefined ? (["feature", feature] as const) : group !== undefined ? (["group", group] as const) : (["rest", ""] as const);
    add(kind, name, line.text.length + 1, line.action);
  }
  for (const line of directory.features) add("feature", line.feature.name, featureLine(line).length + 1);
  // Largest first; ties by kind and name, so the order is the same on every machine.
  return [...byKey.values()].sort((a, b) => b.characters - a.characters || (a.kind + a.name < b.kind + b.name ? -1 : a.kind + a.name > b.kind + b.name ? 1 : 0));
}

function labelOf(c: Contributor): string {
  if (c.kind === "rest") return "actions without a feature or group";
  return `${c.kind} "${c.name}"`;
}

/** The contributor's declaration: its feature's, else the action whose line costs it the most. */
function placeOfContributor(c: Contributor): { subject: Subject; loc: Location; related?: RelatedLocation[] } | undefined {
  if (c.feature) return placeOf(c.feature);
  return c.longest ? placeOf(c.longest.action) : undefined;
}

/** "the directory" for a project without roles, else the role's. */
function directoryName(role: string): string {
  return role === ANY_ROLE ? "The directory" : `The directory of role "${role}"`;
}

/** "1 action line", "5 feature lines". */
function lines(n: number, what: string): string {
  return `${n} ${what} line${n === 1 ? "" : "s"}`;
}

function featuresByName(catalog: Catalog): Map<string, Feature> {
  const map = new Map<string, Feature>();
  for (const feature of catalog.features) if (!map.has(feature.name)) map.set(feature.name, feature);
  return map;
}

const budget = (description: string) => ({ type: "number" as const, default: undefined, integer: true as const, minimum: 1, description });

export default defineRule({
  id: "directory-budget",
  defaultSeverity: "off",
  description: "Report role directories over a size budget in characters or estimated tokens",
  options: {
    maxCharacters: budget("Characters one role's directory (action and feature lines, one newline each) may take; no budget when unset"),
    maxTokens: budget("Estimated tokens (o200k) one role's directory may take; no budget when unset"),
    contributors: { type: "number", default: DEFAULT_CONTRIBUTORS, integer: true, minimum: 1, description: "How many of the largest features or groups the message names" },
  },
  messages: {
    overBudget:
      "{{directory}} is {{size}}, over its budget of {{budget}}, in {{lines}}. The largest contributors: {{contributors}}. Shorten their descriptions, or give this role fewer actions.",
  },
  check({ catalog, directories, options, report }) {
    const maxCharacters = typeof options.maxCharacters === "number" ? options.maxCharacters : undefined;
    const maxTokens = typeof options.maxTokens === "number" ? options.maxTokens : undefined;
    const named = typeof options.contributors === "number" ? options.contributors : DEFAULT_CONTRIBUTORS;
    if (maxCharacters === undefined && maxTokens === undefined) return;
    const features = featuresByName(catalog);
    for (const directory of directories) {
      const text = directoryLines(directory).map((line) => `${line}\n`).join("");
      if (text === "") continue;
      const sizes: string[] = [];
      const budgets: string[] = [];
      if (maxCharacters !== undefined && text.length > maxCharacters) {
        sizes.push(`${text.length} characters`);
        budgets.push(`${maxCharacters} characters`);
      }
      // Every token is one UTF-8 byte at least: a directory of at most `maxTokens` bytes fits without the tokenizer.
      const tokens = maxTokens !== undefined && Buffer.byteLength(text, "utf8") > maxTokens ? estimateTokens(text) : 0;
      if (maxTokens !== undefined && tokens > maxTokens) {
        sizes.push(`an estimated ${tokens} tokens (o200k)`);
        budgets.push(`${maxTokens} tokens`);
      }
      if (sizes.length === 0) continue;
      const contributors = contributorsOf(directory, features).slice(0, named);
      const places = contributors.map(placeOfContributor);
      const place = places[0];
      if (!place) continue;
      const related = contributors.slice(1).flatMap((c, i): RelatedLocation[] => {
        const at = places[i + 1];
        return at ? [{ ...at.loc, message: `${labelOf(c)}: ${c.characters} characters of the directory` }] : [];
      });
      report({
        messageId: "overBudget",
        data: {
          directory: directoryName(directory.role),
          size: sizes.join(" and "),
          budget: budgets.join(" and "),
          lines: `${lines(directory.lines.length, "action")} and ${lines(directory.features.length, "feature")}`,
          contributors: contributors.map((c) => `${labelOf(c)} (${c.characters} characters)`).join(", "),
        },
        subject: place.subject,
        loc: place.loc,
        related: [...related, ...(place.related ?? [])],
      });
    }
  },
});
