// The shape of a loaded configuration and its defaults (docs/design.md#command-line). What a file may say is defined in
// definition.ts; validation (validate.ts) reads a file against it; everything else reads `Config`.

import type { GroupSetting, Matcher } from "../extract/presets/types.js";
import type { HarnessProfile, ModuleForm, SummarySettings } from "../types.js";
import type { SeveritySetting } from "./rule-info.js";

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

/** Summary settings for the directory (docs/design.md#summaries; the config's `directory` key). */
export interface DirectorySettings {
  actions: SummarySettings;
  features: SummarySettings;
  /** Line template, default `{name} ({kind}): {summary}`. */
  line: string;
  locale: string;
  /**
   * Presets whose actions this team cuts into a directory too (the harness profile `directory` of
   * docs/design.md#harness-profiles), or "all". Every other preset's actions keep its own profile (MCP and the
   * tool-calling SDKs: `full`, nothing cut).
   */
  cut: string[];
  /**
   * The harness profile of each form of the second directory (docs/design.md#modules-and-skills): skills default to
   * `claude-code-skills`, modules to `module-list`, namespaces and toolsets to `full`.
   */
  profiles?: Partial<Record<ModuleForm, HarnessProfile>>;
}

export interface Config {
  /** Absolute path of the config file; undefined when none was found (all defaults). */
  file?: string;
  /** Folder of the config file (package.json's folder), or the working directory when there is none. */
  root: string;
  /**
   * Without a config file, the repository above `root` (the nearest folder up from it holding `.git`) when that is
   * not `root` itself: package.json and tsconfig.json files are read up to it, the files linted are still `root`'s.
   */
  packageRoot?: string;
  presets: string[];
  include: string[];
  /** On top of .gitignore; node_modules and .git are never entered by discovery, whatever this says. */
  exclude: string[];
  /** Lint test and fixture files too (TEST_FILES); default false. */
  tests: boolean;
  /** Bytes; bigger files are skipped with a message. */
  maxFileSize: number;
  /** Custom matchers (docs/design.md#presets), in the model of the presets; the pipeline applies them to every file. */
  declarations: Matcher[];
  /** `roles`: the roles to build directories for; undefined means every role the project declares. */
  directory: DirectorySettings & { roles?: string[] };
  /**
   * The clients (src/summarize/clients) whose cuts the rules judge tool text under; empty: each kind's default (MCP
   * tools: claude-code, cursor, vscode-copilot; an SDK's tools: its API's profile).
   */
  clients: string[];
  /** Only the rules the user set. */
  rules: Record<string, RuleEntry>;
  overrides: Override[];
  /**
   * Groups set by the team (docs/design.md#groups), first match wins; a file no entry matches keeps its preset's group.
   */
  groups: GroupSetting[];
  /** The assumptions behind `summarylint stats`' token counts. */
  stats: StatsSettings;
}

export interface StatsSettings {
  /** Model family -> its tokens per o200k token; empty: only the o200k estimate is shown. */
  tokenFactors: Record<string, number>;
  /** Tokens one extra describe round costs. */
  describeRoundTokens: number;
}

/** What one describe round costs when the config does not say: a round number to be replaced by a measurement. */
export const DEFAULT_DESCRIBE_ROUND_TOKENS = 1000;

// The names a config may use live in the definition of the file (definition.ts); re-exported for the readers.
export { GROUP_SCHEMES, KNOWN_PRESETS, SEVERITY_WORDS } from "./definition.js";

/** TypeScript and JavaScript sources. */
export const DEFAULT_INCLUDE = "**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}";

/**
 * Agent Skills (docs/design.md#modules-and-skills), in any folder, dot folders included
 * (`.claude/skills/<name>/SKILL.md`).
 */
export const SKILL_INCLUDE = "**/SKILL.md";

/**
 * Test and fixture files (docs/design.md#groups): they declare tools to test the code, not tools any agent is given.
 * Left out unless `tests: true`.
 */
export const TEST_FILES = [
  "**/*.{test,spec}.*",
  // Vitest's type tests (`*.test-d.ts`, its typecheck default) and files named for their runner (`*.vitest.ts`).
  "**/*.{test,spec}-d.*",
  "**/*.{vitest,jest}.*",
  "**/*_test.*",
  "**/*.e2e.*",
  "**/{test,tests,__tests__,e2e}/**",
  // Data and servers written for tests (`test-data/`, Go's and many JavaScript projects' `testdata/`, `testfiles/`: an
  // MCP client library's test servers) and Jest's snapshots.
  "**/{test-data,testdata,testfiles,test-files,test_files,__snapshots__}/**",
  // Fixture and mock folders anywhere (found on real code: Agentic's `packages/openapi-to-ts/fixtures/generated`, the
  // expected output of a generator's tests; MongoDB's `integration-tests/src/mocks`; an app's `lib/mock-data`, records
  // shown in its UI before a database holds any): test and demo material, not shipped tools.
  "**/{fixtures,__fixtures__}/**",
  "**/{mocks,__mocks__,mock-data,mock_data}/**",
  // Ad hoc test scripts at the project's root, run by hand (`node test-live-tools.js`, `tsx test_server.ts`); a file of
  // that name in a source folder is left to the project's own layout.
  "test-*.*",
  "test_*.*",
];

/** Minified bundles (`bundle.min.js`): compiled output, never the source a tool is declared in. */
export const MINIFIED_FILES = ["**/*.min.{js,mjs,cjs}"];

/**
 * An editor's copies of saved files: VS Code's Local History extension keeps a timestamped copy of every save under
 * `.history/` (`src/server_20250428143325.ts`), and some projects commit it; each copy's tools would be reported again.
 */
export const EDITOR_COPIES = ["**/.history/**"];

/**
 * What discovery leaves out besides .gitignore: the config's `exclude`, minified bundles, editors' copies of saved
 * files, and test files unless `tests: true`.
 */
export function excludedGlobs(config: Pick<Config, "exclude" | "tests">): string[] {
  const always = [...config.exclude, ...MINIFIED_FILES, ...EDITOR_COPIES];
  return config.tests ? always : [...always, ...TEST_FILES];
}

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

/** Everything a config file sets; `file`, `root` and `packageRoot` come from where it was found. */
export type ConfigSettings = Omit<Config, "file" | "root" | "packageRoot">;

/** The configuration used when no file is found, for a project rooted at `root`. Returns fresh objects. */
export function defaultConfig(root: string): Config {
  return { file: undefined, root, ...defaultSettings() };
}

/** The defaults of every key a config file can set. Returns fresh objects. */
export function defaultSettings(): ConfigSettings {
  return {
    presets: ["auto"],
    include: [DEFAULT_INCLUDE, SKILL_INCLUDE],
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
    clients: [],
    rules: {},
    overrides: [],
    groups: [],
    stats: { tokenFactors: {}, describeRoundTokens: DEFAULT_DESCRIBE_ROUND_TOKENS },
  };
}
