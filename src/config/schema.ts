// The shape of a loaded configuration, its defaults, and the keys valid at each level (DESIGN §8).
// Validation (validate.ts) reads a file against these lists; everything else reads `Config`.

import type { GroupScheme } from "../extract/presets.js";
import { PRESETS, type Matcher } from "../extract/presets.js";
import type { DirectorySettings, SeveritySetting, SummarySettings } from "../types.js";

/** A rule as the user set it: either part may be absent (then the rule's default, or the level above, applies). */
export interface RuleEntry {
  severity?: SeveritySetting;
  options?: Record<string, unknown>;
}

/** One `overrides` item: rule settings for the files matching `files` and not `excludedFiles`. */
export interface Override {
  files: string[];
  excludedFiles: string[];
  rules: Record<string, RuleEntry>;
}

export interface Config {
  /** Absolute path of the config file; undefined when none was found (all defaults). */
  file?: string;
  /** Folder of the config file (package.json's folder), or the working directory when there is none. */
  root: string;
  presets: string[];
  include: string[];
  /** On top of .gitignore; node_modules and .git are never entered by discovery, whatever this says. */
  exclude: string[];
  /** Lint test and fixture files too (TEST_FILES); default false. */
  tests: boolean;
  /** Bytes; bigger files are skipped with a message. */
  maxFileSize: number;
  /** Custom matchers (DESIGN §5), in the model of the presets; the pipeline applies them to every file. */
  declarations: Matcher[];
  /** `roles`: the roles to build directories for; undefined means every role the project declares. */
  directory: DirectorySettings & { roles?: string[] };
  /** Only the rules the user set. */
  rules: Record<string, RuleEntry>;
  overrides: Override[];
  /** Groups set by the team (DESIGN §10), first match wins; a file no entry matches keeps its preset's group. */
  groups: GroupSetting[];
}

/** `groups` item: the files it covers, and either a scheme to group them by or one group name for them all. */
export interface GroupSetting {
  files: string[];
  by?: GroupScheme;
  name?: string;
}

/** Presets a config may name: `auto` (pick per package) and every preset of src/extract/presets.ts. */
export const KNOWN_PRESETS: string[] = ["auto", ...Object.keys(PRESETS)];

/** TypeScript and JavaScript sources. */
export const DEFAULT_INCLUDE = "**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}";

/**
 * Test and fixture files (DESIGN §10): they declare tools to test the code, not tools any agent is given. Left out
 * unless `tests: true`.
 */
export const TEST_FILES = [
  "**/*.{test,spec}.*",
  "**/*_test.*",
  "**/*.e2e.*",
  "**/{test,tests,__tests__,e2e}/**",
  // Fixture and mock folders anywhere (found on real code: Agentic's `packages/openapi-to-ts/fixtures/generated`, the
  // expected output of a generator's tests; MongoDB's `integration-tests/src/mocks`): test material, not shipped tools.
  "**/{fixtures,__fixtures__}/**",
  "**/{mocks,__mocks__}/**",
];

/** What discovery leaves out besides .gitignore: the config's `exclude`, and test files unless `tests: true`. */
export function excludedGlobs(config: Pick<Config, "exclude" | "tests">): string[] {
  return config.tests ? config.exclude : [...config.exclude, ...TEST_FILES];
}

/** How `groups` may group files (a preset's `group` scheme). */
export const GROUP_SCHEMES = ["folder", "package", "tool-set", "file", "project"] as const;
export const GROUP_KEYS = ["files", "by", "name"] as const;

export const SEVERITY_WORDS: readonly SeveritySetting[] = ["off", "info", "warn", "error"];

/** File names looked for in each folder, first match wins. */
export const CONFIG_FILE_NAMES = [
  ".summarylintrc.yaml",
  ".summarylintrc.yml",
  ".summarylintrc",
  ".summarylintrc.json",
  "package.json",
] as const;

/** The key of package.json that holds the config. */
export const PACKAGE_JSON_KEY = "summarylint";

export const TOP_LEVEL_KEYS = [
  "presets",
  "include",
  "exclude",
  "tests",
  "maxFileSize",
  "declarations",
  "directory",
  "rules",
  "overrides",
  "groups",
] as const;

/** Keys of the summary settings, valid at the top of `directory` (actions) and under `directory.features`. */
export const SUMMARY_KEYS = ["maxLength", "firstSentence", "ellipsis", "strip"] as const;

export const DIRECTORY_KEYS = [...SUMMARY_KEYS, "line", "locale", "roles", "features", "cut"] as const;

export const OVERRIDE_KEYS = ["files", "excludedFiles", "rules"] as const;

/** What a custom matcher matches: exactly one of these. */
export const MATCHER_TARGET_KEYS = ["callee", "new", "object", "typed", "extends"] as const;

/** Refinements that only `callee` and `new` matchers take. */
export const CALL_ONLY_KEYS = ["member", "from", "argument", "positional"] as const;

/** Keys of one `declarations` item. */
export const MATCHER_KEYS = ["type", ...MATCHER_TARGET_KEYS, ...CALL_ONLY_KEYS, "fields", "unless", "needs"] as const;

export const DECLARATION_TYPES = ["action", "feature", "entity", "trigger"] as const;

/** Keys of a matcher's `object`. */
export const OBJECT_MATCH_KEYS = ["where", "has", "inProperty", "inArray"] as const;

/** Keys of a matcher's `fields`: where each field of the declaration is, as property paths. */
export const FIELD_KEYS = ["name", "description", "label", "kind", "approval", "roles", "feature", "entity"] as const;

/** Fields a call may give as positional arguments. */
export const POSITIONAL_KEYS = ["name", "description", "label"] as const;

/** Keys of one `fields.kind` rule. */
export const KIND_RULE_KEYS = ["field", "write", "read"] as const;

export const DEFAULT_ACTION_SUMMARY: Readonly<SummarySettings> = {
  maxLength: 160,
  firstSentence: true,
  ellipsis: "…",
  strip: [],
};

export const DEFAULT_FEATURE_SUMMARY: Readonly<SummarySettings> = {
  maxLength: 300,
  firstSentence: true,
  ellipsis: "…",
  strip: [],
};

export const DEFAULT_LINE_TEMPLATE = "{name} ({kind}): {summary}";

/** Everything a config file sets; `file` and `root` come from where it was found. */
export type ConfigSettings = Omit<Config, "file" | "root">;

/** The configuration used when no file is found, for a project rooted at `root`. Returns fresh objects. */
export function defaultConfig(root: string): Config {
  return { file: undefined, root, ...defaultSettings() };
}

/** The defaults of every key a config file can set. Returns fresh objects. */
export function defaultSettings(): ConfigSettings {
  return {
    presets: ["auto"],
    include: [DEFAULT_INCLUDE],
    exclude: [],
    tests: false,
    maxFileSize: 5_000_000,
    declarations: [],
    directory: {
      actions: { ...DEFAULT_ACTION_SUMMARY, strip: [] },
      features: { ...DEFAULT_FEATURE_SUMMARY, strip: [] },
      line: DEFAULT_LINE_TEMPLATE,
      locale: "en",
      cut: [],
    },
    rules: {},
    overrides: [],
    groups: [],
  };
}
