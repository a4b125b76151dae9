// The starter config `summarylint init` writes, and the documented example at the package root.

import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { STARTER_CONFIG_FILE_NAME, defaultConfig, loadConfig, starterConfig } from "../../src/config/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import { RULES, removeProject, tempProject } from "../fixtures/config/project.js";

const EXAMPLE = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "../../.summarylintrc.example"),
  "utf8",
);

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeProject));

function load(name: string, text: string) {
  const dir = tempProject({ [name]: text });
  dirs.push(dir);
  return { dir, config: loadConfig({ cwd: dir, rules: RULES }) };
}

describe("starterConfig (what summarylint init writes)", () => {
  const MCP = starterConfig({ presets: ["mcp"], byPackage: "mcp" }, RULE_INFOS);
  const KUMIKO = starterConfig({ presets: ["kumiko", "mcp"], byPackage: "kumiko (.); mcp (tools)" }, RULE_INFOS);

  it("is valid and is found under the name init writes", () => {
    for (const text of [MCP, KUMIKO, starterConfig({ presets: [], byPackage: "none" }, RULE_INFOS)]) {
      const { dir, config } = load(STARTER_CONFIG_FILE_NAME, text);
      expect(config.file).toBe(path.join(dir, ".summarylintrc.yaml"));
      expect(config).toEqual({ ...defaultConfig(dir), file: path.join(dir, ".summarylintrc.yaml") });
    }
  });

  it("writes the directory block only where kumiko is found", () => {
    expect(MCP).not.toMatch(/^directory:/m);
    expect(KUMIKO).toContain("\ndirectory:\n  maxLength: 160 # characters per action summary\n  features:\n    maxLength: 300\n");
    expect(KUMIKO).toContain("it found kumiko (.); mcp (tools).");
  });

  it("keeps a package folder's name on one comment line", () => {
    const text = starterConfig({ presets: ["mcp"], byPackage: "mcp (we\rird\nrules: {x: 1}\u2028)" }, RULE_INFOS);
    expect(text).toContain("it found mcp (we\ufffdird\ufffdrules: {x: 1}\ufffd).");
    expect(load(STARTER_CONFIG_FILE_NAME, text).config.rules).toEqual({});
  });

  it("stays short", () => {
    expect(KUMIKO.split("\n").length).toBeLessThanOrEqual(30 + RULE_INFOS.length);
  });

  it("has rule examples that are valid once uncommented: every rule at its default", () => {
    const uncommented = MCP.replace(/^ {2}# /gm, "  ");
    expect(uncommented).not.toBe(MCP);
    const dir = tempProject({ ".summarylintrc.yaml": uncommented });
    dirs.push(dir);
    const rules = loadConfig({ cwd: dir, rules: RULE_INFOS }).rules;
    expect(Object.fromEntries(Object.entries(rules).map(([id, entry]) => [id, entry.severity]))).toEqual(
      Object.fromEntries(RULE_INFOS.map((rule) => [rule.id, rule.defaultSeverity])),
    );
  });

  it("has a custom matcher and an exclude example that are valid once uncommented", () => {
    const uncommented = MCP.replace(/^# (declarations:|  - |exclude: )/gm, "$1");
    const dir = tempProject({ ".summarylintrc.yaml": uncommented });
    dirs.push(dir);
    const config = loadConfig({ cwd: dir, rules: RULE_INFOS });
    expect(config.declarations).toEqual([
      { type: "action", callee: "registerCommand", argument: 1, fields: { name: "id", description: "summary" } },
    ]);
    expect(config.exclude).toEqual(["examples/**"]);
  });
});

describe(".summarylintrc.example", () => {
  it("is valid and yields exactly the defaults", () => {
    const { dir, config } = load(".summarylintrc.yaml", EXAMPLE);
    expect(config).toEqual({ ...defaultConfig(dir), file: path.join(dir, ".summarylintrc.yaml") });
  });

  it("shows every key", () => {
    const keys = [
      "presets", "include", "exclude", "maxFileSize", "declarations", "directory", "rules", "overrides",
      "maxLength", "firstSentence", "ellipsis", "strip", "line", "locale", "roles", "features",
      "files", "excludedFiles",
    ];
    for (const key of keys) expect(EXAMPLE).toMatch(new RegExp(`^[ #]*-? *${key}:`, "m"));
  });

  it("lists every rule summarylint ships with its default severity", () => {
    for (const rule of RULE_INFOS) {
      expect(EXAMPLE).toMatch(new RegExp(`^# +${rule.id}: \\[?${rule.defaultSeverity}\\b`, "m"));
    }
  });

  it("has commented examples that are valid once uncommented", () => {
    // Swap each `key: []` / `key: {}` line for the commented example after it, and uncomment strip and roles.
    const lines: string[] = [];
    let inExample = false;
    for (const line of EXAMPLE.split("\n")) {
      if (/^(declarations|rules|overrides): (\[\]|\{\})$/.test(line)) continue;
      if (/^ {2}strip: \[\]$/.test(line)) continue;
      if (/^# (declarations|rules|overrides):$/.test(line)) inExample = true;
      else if (!line.startsWith("#")) inExample = false;
      lines.push(inExample ? line.slice(2) : line.replace(/^ {2}# (strip|roles): /, "  $1: "));
    }
    const uncommented = lines.join("\n");
    const dir = tempProject({ ".summarylintrc.yaml": uncommented });
    dirs.push(dir);
    const config = loadConfig({ cwd: dir, rules: RULE_INFOS });
    expect(config.declarations).toEqual([
      { type: "action", callee: "registerCommand", argument: 1, fields: { name: "id", description: "summary" } },
      {
        type: "action",
        extends: ["BaseCommand"],
        fields: { name: "id", description: "summary", kind: [{ field: "destructive", write: [true] }] },
      },
      {
        type: "feature",
        object: { where: { type: "module" }, has: ["title"] },
        fields: { name: "title", description: "summary" },
      },
    ]);
    expect(Object.keys(config.rules).sort()).toEqual(RULE_INFOS.map((r) => r.id).sort());
    expect(config.overrides).toEqual([
      { files: ["src/legacy/**"], excludedFiles: ["src/legacy/keep/**"], rules: { "missing-description": { severity: "warn" } } },
    ]);
    expect(config.directory.roles).toEqual(["TenantAdmin", "Editor"]);
    expect(config.directory.actions.strip).toEqual(["\\s*\\[See the documentation\\]\\([^)]*\\)"]);
  });
});
