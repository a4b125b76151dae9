// Valid configs: discovery, formats, defaults, and how values are read.

import * as path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultConfig, findConfigFile, loadConfig, type Config } from "../../src/config/index.js";
import { RULES, removeProject, tempProject } from "../fixtures/config/project.js";

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeProject));

function project(files: Record<string, string>): string {
  const dir = tempProject(files);
  dirs.push(dir);
  return dir;
}

const SMALL_YAML = "presets: [auto]\ndirectory:\n  maxLength: 120\nrules:\n  summary-truncated: off\n";

/** What SMALL_YAML (or its JSON twin) sets, over the defaults. */
function smallConfig(file: string): Config {
  const config = defaultConfig(path.dirname(file));
  config.file = file;
  config.presets = ["auto"];
  config.directory.actions.maxLength = 120;
  config.rules = { "summary-truncated": { severity: "off" } };
  return config;
}

interface GoodRow {
  name: string;
  files: Record<string, string>;
  /** Where loading starts, relative to the project. */
  cwd?: string;
  configPath?: string;
  /** The config file expected to be used, relative to the project. */
  expectedFile: string;
}

const good: GoodRow[] = [
  { name: ".summarylintrc.yaml", files: { ".summarylintrc.yaml": SMALL_YAML }, expectedFile: ".summarylintrc.yaml" },
  { name: ".summarylintrc.yml", files: { ".summarylintrc.yml": SMALL_YAML }, expectedFile: ".summarylintrc.yml" },
  { name: "extensionless .summarylintrc", files: { ".summarylintrc": SMALL_YAML }, expectedFile: ".summarylintrc" },
  {
    name: ".summarylintrc.json",
    files: {
      ".summarylintrc.json": JSON.stringify({
        presets: ["auto"],
        directory: { maxLength: 120 },
        rules: { "summary-truncated": "off" },
      }),
    },
    expectedFile: ".summarylintrc.json",
  },
  {
    name: "the summarylint key of package.json",
    files: {
      "package.json": JSON.stringify(
        {
          name: "app",
          dependencies: { summarylint: "^1.0.0" },
          summarylint: { presets: "auto", directory: { maxLength: 120 }, rules: { "summary-truncated": ["off"] } },
        },
        null,
        2,
      ),
    },
    expectedFile: "package.json",
  },
  {
    name: "found upward from a nested folder",
    files: { ".summarylintrc.yaml": SMALL_YAML, "packages/web/src/.keep": "" },
    cwd: "packages/web/src",
    expectedFile: ".summarylintrc.yaml",
  },
  {
    name: "a package.json without the key does not stop the search",
    files: {
      ".summarylintrc.yml": SMALL_YAML,
      "packages/web/package.json": '{ "name": "web", "devDependencies": { "summarylint": "1" } }',
    },
    cwd: "packages/web",
    expectedFile: ".summarylintrc.yml",
  },
  {
    name: "the nearest config wins over one further up",
    files: {
      ".summarylintrc.yaml": "presets: [kumiko]\n",
      "packages/web/.summarylintrc.json": JSON.stringify({ presets: "auto", directory: { maxLength: 120 }, rules: { "summary-truncated": "off" } }),
      "packages/web/src/.keep": "",
    },
    cwd: "packages/web/src",
    expectedFile: "packages/web/.summarylintrc.json",
  },
  {
    name: "in one folder, .summarylintrc.yaml wins over .yml, extensionless, .json and package.json",
    files: {
      ".summarylintrc.yaml": SMALL_YAML,
      ".summarylintrc.yml": "bad: key\n",
      ".summarylintrc": "bad: key\n",
      ".summarylintrc.json": "{ bad",
      "package.json": '{ "summarylint": { "bad": 1 } }',
    },
    expectedFile: ".summarylintrc.yaml",
  },
  {
    name: "an explicit --config path, relative to cwd, skips the search",
    files: { ".summarylintrc.yaml": "bad: key\n", "src/.keep": "", "config/lint.yml": SMALL_YAML },
    cwd: "src",
    configPath: "../config/lint.yml",
    expectedFile: "config/lint.yml",
  },
  {
    name: "an explicit JSON file with any name",
    files: { "ci/summarylint.json": JSON.stringify({ presets: ["auto"], directory: { maxLength: 120 }, rules: { "summary-truncated": "off" } }) },
    configPath: "ci/summarylint.json",
    expectedFile: "ci/summarylint.json",
  },
  {
    name: "an explicit package.json",
    files: { "app/package.json": JSON.stringify({ summarylint: { presets: ["auto"], directory: { maxLength: 120 }, rules: { "summary-truncated": "off" } } }) },
    configPath: "app/package.json",
    expectedFile: "app/package.json",
  },
];

describe("valid configs", () => {
  it.each(good)("$name", (row) => {
    const dir = project(row.files);
    const config = loadConfig({ cwd: path.join(dir, row.cwd ?? ""), configPath: row.configPath, rules: RULES });
    expect(config).toEqual(smallConfig(path.join(dir, row.expectedFile)));
  });

  it("falls back to the defaults, rooted at cwd, when no config is found", () => {
    const dir = project({ "src/.keep": "" });
    const cwd = path.join(dir, "src");
    expect(findConfigFile(cwd)).toBeUndefined();
    expect(loadConfig({ cwd, rules: RULES })).toEqual({
      file: undefined,
      root: cwd,
      presets: ["auto"],
      include: ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}", "**/SKILL.md"],
      exclude: [],
      tests: false,
      maxFileSize: 5_000_000,
      declarations: [],
      directory: {
        actions: { maxLength: 160, firstSentence: true, ellipsis: "…", strip: [] },
        features: { maxLength: 300, firstSentence: true, ellipsis: "…", strip: [] },
        line: "{name} ({kind}): {summary}",
        locale: "en",
        cut: [],
      },
      clients: [],
      rules: {},
      overrides: [],
      groups: [],
      stats: { tokenFactors: {}, describeRoundTokens: 1000 },
    });
  });

  it("reads an empty or comment-only file as all defaults, rooted at the file's folder", () => {
    const dir = project({ ".summarylintrc.yaml": "# nothing yet\n", "src/.keep": "" });
    const config = loadConfig({ cwd: path.join(dir, "src"), rules: RULES });
    expect(config).toEqual({ ...defaultConfig(dir), file: path.join(dir, ".summarylintrc.yaml") });
  });

  it("keeps the default of a key left empty", () => {
    const dir = project({ ".summarylintrc.yaml": "include:\nrules:\ndirectory:\n  maxLength:\n" });
    const config = loadConfig({ cwd: dir, rules: RULES });
    expect([config.include, config.rules, config.directory.actions.maxLength]).toEqual([
      ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}", "**/SKILL.md"],
      {},
      160,
    ]);
  });

  it("reads stats: factors per model family and the describe round; a key left out keeps its default", () => {
    const read = (text: string) => loadConfig({ cwd: project({ ".summarylintrc.yaml": text }), rules: RULES }).stats;
    expect(read("stats:\n  tokenFactors:\n    claude: 1.2\n    gemini: 0.9\n  describeRoundTokens: 2500\n")).toEqual({
      tokenFactors: { claude: 1.2, gemini: 0.9 },
      describeRoundTokens: 2500,
    });
    expect(read("stats:\n  tokenFactors:\n    gpt: 1\n")).toEqual({ tokenFactors: { gpt: 1 }, describeRoundTokens: 1000 });
    expect(read("stats:\n")).toEqual({ tokenFactors: {}, describeRoundTokens: 1000 });
  });

  it("accepts a single string where a list of strings is expected", () => {
    const dir = project({
      ".summarylintrc.yaml":
        "presets: auto\ninclude: src/**/*.ts\nexclude: '**/*.spec.ts'\n" +
        "directory:\n  strip: '\\s*\\[docs\\]'\n  roles: Editor\n" +
        "overrides:\n  - files: '*.test.ts'\n    excludedFiles: fixtures/**\n    rules: { summary-truncated: off }\n",
    });
    const config = loadConfig({ cwd: dir, rules: RULES });
    expect(config.presets).toEqual(["auto"]);
    expect(config.include).toEqual(["src/**/*.ts"]);
    expect(config.exclude).toEqual(["**/*.spec.ts"]);
    expect(config.directory.actions.strip).toEqual(["\\s*\\[docs\\]"]);
    expect(config.directory.roles).toEqual(["Editor"]);
    expect(config.overrides).toEqual([
      { files: ["*.test.ts"], excludedFiles: ["fixtures/**"], rules: { "summary-truncated": { severity: "off" } } },
    ]);
  });

  it("reads groups: files with a scheme or a name, in order", () => {
    const dir = project({ ".summarylintrc.yaml": "groups:\n  - files: servers/**\n    by: folder\n  - files: [apps/a/**, apps/b/**]\n    name: apps\n" });
    expect(loadConfig({ cwd: dir, rules: RULES }).groups).toEqual([
      { files: ["servers/**"], by: "folder" },
      { files: ["apps/a/**", "apps/b/**"], name: "apps" },
    ]);
  });

  it("reads every directory key; features inherit ellipsis and strip but not the cap", () => {
    const dir = project({
      ".summarylintrc.yaml": [
        "directory:",
        "  maxLength: 100",
        "  firstSentence: false",
        "  ellipsis: '...'",
        "  strip: ['\\s*\\(beta\\)']",
        '  line: "- {name}: {summary}"',
        "  locale: de",
        "  roles: [Admin, Editor]",
        "  cut: [mcp, vercel-ai]",
        "  profiles: { skill: skill-spec, module: directory }",
        "  features:",
        "    firstSentence: true",
        "",
      ].join("\n"),
    });
    expect(loadConfig({ cwd: dir, rules: RULES }).directory).toEqual({
      actions: { maxLength: 100, firstSentence: false, ellipsis: "...", strip: ["\\s*\\(beta\\)"] },
      features: { maxLength: 300, firstSentence: true, ellipsis: "...", strip: ["\\s*\\(beta\\)"] },
      line: "- {name}: {summary}",
      locale: "de",
      roles: ["Admin", "Editor"],
      cut: ["mcp", "vercel-ai"],
      profiles: { skill: "skill-spec", module: "directory" },
    });
  });

  it("lets features set their own ellipsis and strip", () => {
    const dir = project({
      ".summarylintrc.yaml": "directory:\n  ellipsis: '...'\n  features:\n    ellipsis: ''\n    strip: []\n    maxLength: 200\n",
    });
    expect(loadConfig({ cwd: dir, rules: RULES }).directory.features).toEqual({
      maxLength: 200,
      firstSentence: true,
      ellipsis: "",
      strip: [],
    });
  });

  it("reads every rule value form and keeps only what the user set", () => {
    const dir = project({
      ".summarylintrc.yaml": [
        "rules:",
        "  summary-truncated: warn",
        "  first-sentence-only: [off]",
        "  missing-description: [warn, { features: true }]",
        "  test-options: [error, { limit: 0.75, label: verb, words: [run, send], }]",
        "",
      ].join("\n"),
    });
    expect(loadConfig({ cwd: dir, rules: RULES }).rules).toEqual({
      "summary-truncated": { severity: "warn" },
      "first-sentence-only": { severity: "off" },
      "missing-description": { severity: "warn", options: { features: true } },
      "test-options": { severity: "error", options: { limit: 0.75, label: "verb", words: ["run", "send"] } },
    });
  });

  it("reads declarations as matchers, and resolves YAML anchors", () => {
    const dir = project({
      ".summarylintrc.yaml": [
        "declarations:",
        "  - &tool { type: action, callee: registerTool, argument: 1, fields: { name: name, description: description } }",
        "  - *tool",
        "overrides:",
        "  - files: &legacy [legacy/**]",
        "    rules: { summary-truncated: off }",
        "exclude: *legacy",
        "",
      ].join("\n"),
    });
    const config = loadConfig({ cwd: dir, rules: RULES });
    const matcher = {
      type: "action",
      callee: "registerTool",
      argument: 1,
      fields: { name: "name", description: "description" },
    };
    expect(config.declarations).toEqual([matcher, matcher]);
    expect(config.exclude).toEqual(["legacy/**"]);
  });

  it("reads a file that starts with a byte order mark, positions unchanged", () => {
    const dir = project({ ".summarylintrc.yaml": "\uFEFFpresets: [auto]\n" });
    expect(loadConfig({ cwd: dir, rules: RULES }).presets).toEqual(["auto"]);
    const broken = project({ ".summarylintrc.yaml": "\uFEFFpresets: [autoo]\n" });
    expect(() => loadConfig({ cwd: broken, rules: RULES })).toThrow(
      '.summarylintrc.yaml:1:11: unknown preset "autoo" in presets[0] (did you mean "auto"?)',
    );
  });

  it("names a config found further up relative to cwd in messages", () => {
    const dir = project({ ".summarylintrc.yaml": "rulse: {}\n", "a/b/.keep": "" });
    expect(() => loadConfig({ cwd: path.join(dir, "a/b"), rules: RULES })).toThrow(
      '../../.summarylintrc.yaml:1:1: unknown key "rulse" (did you mean "rules"?)',
    );
  });

  it("validates rule ids against the rules it is given, not a fixed list", () => {
    const dir = project({ ".summarylintrc.yaml": "rules:\n  near-duplicate-summary: error\n" });
    expect(() => loadConfig({ cwd: dir, rules: RULES })).toThrow('unknown rule "near-duplicate-summ…"');
    const withRule = [...RULES, { id: "near-duplicate-summary", defaultSeverity: "warn" as const, options: {} }];
    expect(loadConfig({ cwd: dir, rules: withRule }).rules).toEqual({ "near-duplicate-summary": { severity: "error" } });
  });
});
