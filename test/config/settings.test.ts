// A rule's effective setting per file: defaults -> rules -> each matching override, in order.

import { describe, expect, it } from "vitest";
import {
  defaultConfig,
  distinctRuleSettings,
  parseConfigText,
  ruleSetting,
  settingKey,
  type Config,
} from "../../src/config/index.js";
import { globMatcher } from "../../src/base/glob-match.js";
import type { RuleSetting } from "../../src/config/rule-info.js";
import { RULES, rule } from "../fixtures/config/project.js";

function configFrom(yaml: string): Config {
  return { ...defaultConfig("/project"), ...parseConfigText(yaml, { file: "/project/.summarylintrc.yaml", rules: RULES }) };
}

const CONFIG = configFrom(`
rules:
  missing-description: [warn, { features: true }]
  test-options: [warn, { limit: 0.8 }]
overrides:
  - files: ["src/legacy/**"]
    excludedFiles: ["src/legacy/keep/**"]
    rules:
      missing-description: off
  - files: ["*.generated.ts"]
    rules:
      missing-description: [info, { entities: true }]
      test-options: [error, { label: gen }]
  - files: ["src/legacy/old.generated.ts", ".hidden/**"]
    rules:
      test-options: [warn, { words: [a] }]
`);

interface Row {
  rule: string;
  file: string | undefined;
  expected: RuleSetting;
}

const rows: Row[] = [
  // project level: no override applies
  { rule: "missing-description", file: undefined, expected: { severity: "warn", options: { features: true, entities: false } } },
  { rule: "summary-truncated", file: undefined, expected: { severity: "info", options: {} } },
  { rule: "unreadable-source", file: "src/a.ts", expected: { severity: "warn", options: {} } },
  // rules, no override
  { rule: "missing-description", file: "src/a.ts", expected: { severity: "warn", options: { features: true, entities: false } } },
  // first override, minus excludedFiles
  { rule: "missing-description", file: "src/legacy/a.ts", expected: { severity: "off", options: { features: true, entities: false } } },
  { rule: "missing-description", file: "src/legacy/keep/a.ts", expected: { severity: "warn", options: { features: true, entities: false } } },
  // Windows separators and a leading ./ are normalized
  { rule: "missing-description", file: "src\\legacy\\a.ts", expected: { severity: "off", options: { features: true, entities: false } } },
  { rule: "missing-description", file: "./src/legacy/a.ts", expected: { severity: "off", options: { features: true, entities: false } } },
  // a glob without "/" matches the file name in any folder
  { rule: "missing-description", file: "api.generated.ts", expected: { severity: "info", options: { features: true, entities: true } } },
  { rule: "missing-description", file: "src/deep/api.generated.ts", expected: { severity: "info", options: { features: true, entities: true } } },
  // two overrides match: later wins, options merge shallowly in order
  { rule: "missing-description", file: "src/legacy/x.generated.ts", expected: { severity: "info", options: { features: true, entities: true } } },
  { rule: "missing-description", file: "src/legacy/keep/x.generated.ts", expected: { severity: "info", options: { features: true, entities: true } } },
  // three layers of options: default label, rules limit, override 2 label, override 3 words
  { rule: "test-options", file: "src/a.ts", expected: { severity: "warn", options: { limit: 0.8, label: "x", words: [] } } },
  { rule: "test-options", file: "b.generated.ts", expected: { severity: "error", options: { limit: 0.8, label: "gen", words: [] } } },
  { rule: "test-options", file: "src/legacy/old.generated.ts", expected: { severity: "warn", options: { limit: 0.8, label: "gen", words: ["a"] } } },
  // dot folders match (dot: true)
  { rule: "test-options", file: ".hidden/a.ts", expected: { severity: "warn", options: { limit: 0.8, label: "x", words: ["a"] } } },
  // an override that does not name the rule changes nothing
  { rule: "summary-truncated", file: "src/legacy/a.ts", expected: { severity: "info", options: {} } },
];

describe("ruleSetting", () => {
  it.each(rows)("$rule for $file", ({ rule: id, file, expected }) => {
    expect(ruleSetting(CONFIG, rule(id), file)).toEqual(expected);
  });

  it("uses the rule's defaults when there is no config", () => {
    expect(ruleSetting(defaultConfig("/p"), rule("missing-description"), "src/a.ts")).toEqual({
      severity: "error",
      options: { features: false, entities: false },
    });
  });

  it("keeps options set before when a later level sets only the severity", () => {
    const config = configFrom("rules:\n  test-options: [warn, { limit: 0.5 }]\noverrides:\n  - files: a.ts\n    rules: { test-options: error }\n");
    expect(ruleSetting(config, rule("test-options"), "a.ts")).toEqual({
      severity: "error",
      options: { limit: 0.5, label: "x", words: [] },
    });
  });
});

describe("distinctRuleSettings", () => {
  const keys = (settings: RuleSetting[]): string[] => settings.map(settingKey).sort();

  it("lists every combination the overrides can produce, once", () => {
    expect(keys(distinctRuleSettings(CONFIG, rule("missing-description")))).toEqual(
      keys([
        { severity: "warn", options: { features: true, entities: false } },
        { severity: "off", options: { features: true, entities: false } },
        { severity: "info", options: { features: true, entities: true } },
      ]),
    );
    expect(keys(distinctRuleSettings(CONFIG, rule("test-options")))).toEqual(
      keys([
        { severity: "warn", options: { limit: 0.8, label: "x", words: [] } },
        { severity: "error", options: { limit: 0.8, label: "gen", words: [] } },
        { severity: "warn", options: { limit: 0.8, label: "x", words: ["a"] } },
        { severity: "warn", options: { limit: 0.8, label: "gen", words: ["a"] } },
      ]),
    );
  });

  it("covers the setting of every file", () => {
    for (const id of ["missing-description", "test-options"]) {
      const possible = new Set(keys(distinctRuleSettings(CONFIG, rule(id))));
      for (const row of rows) expect(possible).toContain(settingKey(ruleSetting(CONFIG, rule(id), row.file)));
    }
  });

  it("with files, lists only what those files (and the project level) get", () => {
    expect(keys(distinctRuleSettings(CONFIG, rule("test-options"), ["src/a.ts", "b.generated.ts"]))).toEqual(
      keys([
        { severity: "warn", options: { limit: 0.8, label: "x", words: [] } },
        { severity: "error", options: { limit: 0.8, label: "gen", words: [] } },
      ]),
    );
  });

  it("is the base setting alone when no override names the rule", () => {
    expect(distinctRuleSettings(CONFIG, rule("summary-truncated"))).toEqual([{ severity: "info", options: {} }]);
  });
});

describe("globMatcher", () => {
  const table: [string[], string, boolean][] = [
    [["src/**"], "src/a/b.ts", true],
    [["src/**"], "lib/src/b.ts", false],
    [["./src/*.ts"], "src/b.ts", true],
    [["/src/*.ts"], "src/b.ts", true],
    [["*.test.ts"], "deep/dir/x.test.ts", true],
    [["**/*.ts"], ".github/x.ts", true],
    [["src/**/*.{ts,tsx}"], "src/ui/App.tsx", true],
    [[], "a.ts", false],
  ];
  it.each(table)("%j matches %s: %s", (patterns, file, expected) => {
    expect(globMatcher(patterns)(file)).toBe(expected);
  });
});
