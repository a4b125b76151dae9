// Validates a parsed config (a YAML node tree, JSON included) against the definition (definition.ts) and the
// known rules, and builds the settings from it. Every problem is recorded with the source offset of the offending
// key or value; load.ts turns the earliest one into a ConfigError.

import type { Document, Node } from "yaml";
import { yaml } from "../base/yaml.js";
import type { SummarySettings } from "../types.js";
import type { RuleInfo } from "./rule-info.js";
import { CONFIG, DIRECTORY, DIRECTORY_KEYS, GROUP, GROUP_SCHEMES, OVERRIDE, PROFILES, STATS, SUMMARY, SUMMARY_KEYS, TOP_LEVEL_KEYS } from "./definition.js";
import { MatcherReader } from "./matchers-reader.js";
import { quote } from "./quote.js";
import { Reader, type Entry, type Issue } from "./reader.js";
import { RulesReader } from "./rules-reader.js";
import type { GroupSetting } from "../extract/presets/types.js";
import { defaultSettings, type Config, type ConfigSettings, type Override } from "./schema.js";

export type { Issue } from "./reader.js";

export interface ValidationResult {
  settings: ConfigSettings;
  /** In the order found; sort by offset for the earliest. */
  issues: Issue[];
}

/**
 * Reads `node` (the document's root, or the value of package.json's `summarylint` key) as a config.
 * `node` null or an empty value means an empty config (all defaults). `fallbackOffset` locates problems that
 * have no node of their own.
 */
export function validateConfig(
  doc: Document,
  node: unknown,
  rules: readonly RuleInfo[],
  fallbackOffset = 0,
): ValidationResult {
  const reader = new ConfigReader(new Reader(doc, fallbackOffset), rules);
  const settings = reader.top(reader.r.resolve(node));
  return { settings, issues: reader.r.issues };
}

/** The top-level keys that hold settings: all but `extends` and `$schema`. */
const SETTING_KEYS = TOP_LEVEL_KEYS.filter((key) => key !== "extends" && key !== "$schema");

/** The top level, `directory`, `overrides` and `groups`; declarations and rules have readers of their own. */
class ConfigReader {
  private readonly matchers: MatcherReader;
  private readonly rulesReader: RulesReader;

  constructor(
    readonly r: Reader,
    rules: readonly RuleInfo[],
  ) {
    this.matchers = new MatcherReader(r);
    this.rulesReader = new RulesReader(r, rules);
  }

  top(node: Node | null): ConfigSettings {
    const settings = defaultSettings();
    if (this.r.isEmpty(node)) return settings;
    // A whole file that is one text (a `.env` read as YAML is) is not quoted at all: it is no token of a config.
    if (!yaml().isMap(node)) {
      this.r.mapOf(node, "the config", CONFIG.expected, undefined, false);
      return settings;
    }
    const { values } = this.r.object(CONFIG, node, "the config", {
      unknown: (entry) => this.unknownTopKey(entry),
      read: ({ key, value }) => {
        switch (key) {
          case "declarations":
            return this.matchers.declarations(value);
          case "directory":
            return this.directory(value);
          case "rules":
            return this.rulesReader.rules(value, "rules");
          case "overrides":
            return this.overrides(value);
          case "groups":
            return this.groups(value);
          case "stats":
            return this.stats(value);
          default:
            // The plain settings, as the definition says; `extends` is checked here and applied by load.ts, and
            // `$schema` (for editors) is checked and left out.
            return this.r.setting(CONFIG.keys[key as keyof typeof CONFIG.keys], value, key);
        }
      },
    })!;
    const { extends: _applied, $schema: _forEditors, ...set } = values;
    return Object.assign(settings, set);
  }

  /** `stats`: token factors per model family and the describe round's cost; unset keys keep their defaults. */
  private stats(node: Node | null): Config["stats"] | undefined {
    const stats = defaultSettings().stats;
    if (this.r.isEmpty(node)) return stats;
    const read = this.r.object(STATS, node, "stats", {
      read: ({ key, value }, at) => (key === "tokenFactors" ? this.r.object(STATS.keys.tokenFactors, value, at)?.values : this.r.setting(STATS.keys.describeRoundTokens, value, at)),
    });
    return read ? { ...stats, ...(read.values as Partial<Config["stats"]>) } : undefined;
  }

  private unknownTopKey(entry: Entry): void {
    if ((DIRECTORY_KEYS as readonly string[]).includes(entry.key)) {
      this.r.report(entry.keyNode, `unknown key "${entry.key}" at the top level; move it under "directory"`);
    } else if (this.rulesReader.rulesById.has(entry.key)) {
      this.r.report(entry.keyNode, `unknown key "${entry.key}" at the top level; rule settings go under "rules"`);
    } else {
      // `extends` and `$schema` are no settings: named only when one is the likely meaning.
      this.r.unknownKey(entry, "", TOP_LEVEL_KEYS, SETTING_KEYS);
    }
  }

  /** `directory`: the action summary settings at its top, `features` for features, and how lines are built. */
  private directory(node: Node | null): Config["directory"] | undefined {
    const directory = defaultSettings().directory;
    const actions: Partial<SummarySettings> = {};
    let features: Partial<SummarySettings> = {};
    const nodes: Partial<Record<string, Node>> = {};
    const read = this.r.object(DIRECTORY, node, "directory", {
      unknown: (entry) => {
        if (entry.key !== "actions") return this.r.unknownKey(entry, " in directory", DIRECTORY_KEYS);
        this.r.report(
          entry.keyNode,
          `unknown key "actions" in directory; action settings (${SUMMARY_KEYS.join(", ")}) sit directly under directory`,
        );
      },
      read: ({ key, value }, at) => {
        if (key === "features") {
          features = this.featureSettings(value, nodes);
          return undefined;
        }
        if (key === "profiles") return this.r.object(PROFILES, value, "directory.profiles")?.values;
        const setting = this.r.setting(DIRECTORY.keys[key as keyof typeof DIRECTORY.keys], value, at);
        if ((SUMMARY_KEYS as readonly string[]).includes(key)) {
          nodes[key] = value ?? undefined;
          if (setting !== undefined) Object.assign(actions, { [key]: setting });
          return undefined;
        }
        return setting;
      },
    });
    if (!read) return undefined;
    Object.assign(directory, read.values);

    // Features inherit the text style (ellipsis, strip) of the action settings; their cap and cut are their own.
    directory.actions = { ...directory.actions, ...actions };
    directory.features = {
      ...directory.features,
      ...(actions.ellipsis !== undefined && { ellipsis: actions.ellipsis }),
      ...(actions.strip !== undefined && { strip: [...actions.strip] }),
      ...features,
    };
    this.ellipsisFits(directory.actions, "directory", nodes.maxLength ?? nodes.ellipsis);
    this.ellipsisFits(directory.features, "directory.features", nodes["features.maxLength"] ?? nodes["features.ellipsis"] ?? nodes.ellipsis);
    return directory;
  }

  private featureSettings(node: Node | null, nodes: Partial<Record<string, Node>>): Partial<SummarySettings> {
    const read = this.r.object(SUMMARY, node, "directory.features", {
      read: ({ key, value }, at) => {
        nodes[`features.${key}`] = value ?? undefined;
        return this.r.setting(SUMMARY.keys[key as keyof typeof SUMMARY.keys], value, at);
      },
    });
    return (read?.values ?? {}) as Partial<SummarySettings>;
  }

  private ellipsisFits(settings: SummarySettings, prefix: string, node: Node | undefined): void {
    if (settings.ellipsis.length <= settings.maxLength || node === undefined) return;
    this.r.report(
      node,
      `${prefix}.maxLength (${settings.maxLength}) is shorter than the ellipsis ${quote(settings.ellipsis)}; ` +
        `raise maxLength or shorten the ellipsis`,
    );
  }

  private overrides(node: Node | null): Override[] {
    return this.r.objectList(node, "overrides", "a list of { files, rules } objects", (item, path) => this.override(item, path));
  }

  /** `groups` (docs/design.md#groups): what one agent is given together, by file glob. */
  private groups(node: Node | null): GroupSetting[] {
    if (this.r.isEmpty(node)) return [];
    return this.r.objectList(node, "groups", "a list of { files, by } or { files, name } objects", (item, path) => this.group(item, path));
  }

  private group(node: Node | null, what: string): GroupSetting | undefined {
    const before = this.r.issues.length;
    const read = this.r.object(GROUP, node, what);
    if (!read || this.r.issues.length > before) return undefined;
    const group = { files: [], ...read.values } as GroupSetting;
    if (group.files.length === 0) this.r.report(read.map, `${what} has no "files"; add the globs of the files it groups`);
    else if ((group.by === undefined) === (group.name === undefined)) this.r.report(read.map, `${what} needs exactly one of "by" (${GROUP_SCHEMES.join(", ")}) and "name"`);
    else return group;
    return undefined;
  }

  private override(node: Node | null, what: string): Override | undefined {
    const read = this.r.object(OVERRIDE, node, what, {
      read: ({ key, value, keyNode }, at) => {
        if (key === "rules") return this.rulesReader.rules(value, at);
        if (!this.r.isEmpty(value)) return this.r.setting(OVERRIDE.keys[key as "files"], value, at);
        this.r.report(keyNode, `${at} must be a glob or a list of globs, got an empty value`);
        return undefined;
      },
    });
    if (!read) return undefined;
    if (!read.present.has("files")) {
      this.r.report(read.map, `${what} has no "files"; add the globs of the files it applies to`);
    }
    return { files: [], excludedFiles: [], rules: {}, ...read.values };
  }
}
