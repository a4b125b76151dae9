// `extends`: shareable configs by path or package (read, never run), merged in order under the file's own settings.

import * as path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/index.js";
import { RULES, removeProject, tempProject } from "../fixtures/config/project.js";

const made: string[] = [];
afterAll(() => made.forEach(removeProject));

function project(files: Record<string, string>): string {
  const dir = tempProject(files);
  made.push(dir);
  return dir;
}

const pkg = (name: string, manifest: Record<string, unknown>, files: Record<string, string>): Record<string, string> => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, ...manifest }),
  ...Object.fromEntries(Object.entries(files).map(([file, text]) => [`node_modules/${name}/${file}`, text])),
});

describe("extends merges shareable configs", () => {
  it("applies a path, then the file's own settings over it", () => {
    const dir = project({
      "base.yaml": "presets: [mcp]\ninclude: [lib/**]\ntests: true\nrules: { summary-truncated: off }\n",
      ".summarylintrc.yaml": "extends: ./base.yaml\ninclude: [src/**]\n",
    });
    const config = loadConfig({ cwd: dir, rules: RULES });
    expect(config).toMatchObject({ presets: ["mcp"], include: ["src/**"], tests: true, rules: { "summary-truncated": { severity: "off" } } });
    expect(config.file).toBe(path.join(dir, ".summarylintrc.yaml"));
  });

  it("applies entries in order: later ones override earlier ones, key by key in rules and directory", () => {
    const dir = project({
      "a.yaml": "directory: { maxLength: 100, line: a, features: { maxLength: 200, firstSentence: false } }\nrules:\n  test-options: [warn, { limit: 0.5, label: a }]\n  summary-truncated: warn\n",
      "b.json": '{ "directory": { "maxLength": 120, "features": { "maxLength": 250 } }, "rules": { "test-options": "error" } }',
      ".summarylintrc.yaml": "extends: [./a.yaml, ./b.json]\nrules:\n  test-options: [info, { label: own }]\n",
    });
    const config = loadConfig({ cwd: dir, rules: RULES });
    expect(config.directory.actions.maxLength).toBe(120);
    expect(config.directory.line).toBe("a");
    expect(config.directory.features).toMatchObject({ maxLength: 250, firstSentence: false });
    expect(config.rules).toEqual({
      "test-options": { severity: "info", options: { limit: 0.5, label: "own" } },
      "summary-truncated": { severity: "warn" },
    });
  });

  it("appends declarations and overrides, the shared ones first", () => {
    const dir = project({
      "shared/base.yaml": 'overrides: [{ files: "a/**", rules: { summary-truncated: off } }]\n',
      ".summarylintrc.yaml": 'extends: shared/base.yaml\noverrides: [{ files: "b/**", rules: { summary-truncated: error } }]\n'.replace("shared/", "./shared/"),
    });
    expect(loadConfig({ cwd: dir, rules: RULES }).overrides.map((o) => o.files)).toEqual([["a/**"], ["b/**"]]);
  });

  it("follows extends inside an extended config, relative to that file", () => {
    const dir = project({
      "configs/root.yaml": "presets: [openai]\nmaxFileSize: 10\n",
      "configs/team.yaml": "extends: ./root.yaml\nmaxFileSize: 20\n",
      ".summarylintrc.yaml": "extends: ./configs/team.yaml\n",
    });
    expect(loadConfig({ cwd: dir, rules: RULES })).toMatchObject({ presets: ["openai"], maxFileSize: 20 });
  });

  it.each([
    ["exports as a string", { exports: "./config.yaml" }],
    ["the . export's default condition", { exports: { ".": { default: "./config.yaml" } } }],
    ["main", { main: "config.yaml" }],
  ])("resolves a package from node_modules through its package.json: %s", (_name, manifest) => {
    const dir = project({
      ...pkg("@acme/summarylint-config", manifest, { "config.yaml": "presets: [anthropic]\n" }),
      "app/.summarylintrc.yaml": "extends: '@acme/summarylint-config'\n",
    });
    expect(loadConfig({ cwd: path.join(dir, "app"), rules: RULES }).presets).toEqual(["anthropic"]);
  });

  it("resolves a file inside a package", () => {
    const dir = project({
      ...pkg("shared-config", { main: "index.js" }, { "strict.yml": "tests: true\n" }),
      ".summarylintrc.yaml": "extends: shared-config/strict.yml\n",
    });
    expect(loadConfig({ cwd: dir, rules: RULES }).tests).toBe(true);
  });
});

interface BadRow {
  name: string;
  files: Record<string, string>;
  message: string;
}

const bad: BadRow[] = [
  {
    name: "a JavaScript package config is refused, not run",
    files: { ...pkg("js-config", { main: "index.js" }, { "index.js": "throw new Error('ran')" }), ".summarylintrc.yaml": "extends: js-config\n" },
    message: ".summarylintrc.yaml:1:10: extends: js-config (its package.json names index.js) is a JavaScript config; summarylint never runs project code, so a shareable config must be a .yaml, .yml or .json file",
  },
  {
    name: "a JavaScript path is refused",
    files: { "base.mjs": "export default {}", ".summarylintrc.yaml": "presets: [auto]\nextends: [./base.mjs]\n" },
    message: ".summarylintrc.yaml:2:11: extends: ./base.mjs is a JavaScript config; summarylint never runs project code, so a shareable config must be a .yaml, .yml or .json file",
  },
  {
    name: "a package that is not installed",
    files: { ".summarylintrc.yaml": "extends: missing-config\n" },
    message: '.summarylintrc.yaml:1:10: extends: cannot find the package "missing-config" in node_modules; install it, or give a path ("./base.yaml")',
  },
  {
    name: "a package without main or exports",
    files: { ...pkg("bare", {}, {}), ".summarylintrc.yaml": "extends: bare\n" },
    message: '.summarylintrc.yaml:1:10: extends: the package "bare" names no config file (no "exports" or "main"); name the file: "bare/<file>.yaml"',
  },
  {
    name: "a file of a package that is outside it",
    files: { ...pkg("shared", { main: "a.yaml" }, { "a.yaml": "tests: true\n" }), "secret.yaml": "x: 1\n", ".summarylintrc.yaml": "extends: shared/../../secret.yaml\n" },
    message: '.summarylintrc.yaml:1:10: extends: "shared/../../secret…" names a file outside the package "shared"',
  },
  {
    name: "a package whose main is outside it",
    files: { ...pkg("sneaky", { main: "../../secret.yaml" }, {}), "secret.yaml": "x: 1\n", ".summarylintrc.yaml": "extends: sneaky\n" },
    message: '.summarylintrc.yaml:1:10: extends: sneaky (its package.json names ../../secret.yaml) names a file outside the package "sneaky"',
  },
  {
    name: "a missing file",
    files: { ".summarylintrc.yaml": "extends: ./nope.yaml\n" },
    message: ".summarylintrc.yaml:1:10: extends: ./nope.yaml: no such file",
  },
  {
    name: "a file that is no YAML or JSON (a .env)",
    files: { ".env": "KEY=secret\n", ".summarylintrc.yaml": "extends: ./.env\n" },
    message: ".summarylintrc.yaml:1:10: extends: ./.env is not a .yaml, .yml or .json file; a shareable config must be one",
  },
  // The entry is the config's text: quoted as its messages quote it, at most 20 characters, escaped.
  {
    name: "a secret written as an entry",
    files: { ".summarylintrc.yaml": "extends: DATABASE_URL=postgres://user:secret@host/db\n" },
    message: '.summarylintrc.yaml:1:10: extends: cannot find the package "DATABASE_URL=postgr…" in node_modules; install it, or give a path ("./base.yaml")',
  },
  {
    name: "an entry with a line break and a workflow command",
    files: { ".summarylintrc.yaml": 'extends: "./a\\n::error::pwn.yaml"\n' },
    message: ".summarylintrc.yaml:1:10: extends: ./a\\n::error::pwn.ya…: no such file",
  },
  {
    name: "an entry with an ESC sequence",
    files: { ".summarylintrc.yaml": 'extends: "\\e[31mred"\n' },
    message: '.summarylintrc.yaml:1:10: extends: cannot find the package "\\u001b[31mred" in node_modules; install it, or give a path ("./base.yaml")',
  },
  {
    name: "a cycle",
    files: { "a.yaml": "extends: ./b.yaml\n", "b.yaml": "tests: true\nextends: ./a.yaml\n", ".summarylintrc.yaml": "extends: ./a.yaml\n" },
    message: "b.yaml:2:10: extends: a cycle: .summarylintrc.yaml -> a.yaml -> b.yaml -> a.yaml",
  },
  {
    name: "a config that extends itself",
    files: { ".summarylintrc.yaml": "extends: ./.summarylintrc.yaml\n" },
    message: ".summarylintrc.yaml:1:10: extends: a cycle: .summarylintrc.yaml -> .summarylintrc.yaml",
  },
  {
    name: "a problem in the extended file is shown there",
    files: { "base.yaml": "presets: [auto]\nrules: { summary-truncatd: off }\n", ".summarylintrc.yaml": "extends: ./base.yaml\n" },
    message: 'base.yaml:2:10: unknown rule "summary-truncatd" (did you mean "summary-truncated"?)',
  },
  {
    name: "extends is not a string",
    files: { ".summarylintrc.yaml": "extends: { a: 1 }\n" },
    message: ".summarylintrc.yaml:1:10: extends must be a config path or package name, or a list of them, got an object",
  },
  {
    name: "a clash between files",
    files: { "base.yaml": "directory: { ellipsis: '[more]' }\n", ".summarylintrc.yaml": "extends: ./base.yaml\ndirectory: { maxLength: 3 }\n" },
    message: '.summarylintrc.yaml:1:10: with the configs it extends: directory.maxLength (3) is shorter than the ellipsis "[more]"; raise maxLength or shorten the ellipsis',
  },
];

describe("bad extends", () => {
  it.each(bad)("$name", ({ files, message }) => {
    const dir = project(files);
    let error: unknown;
    try {
      loadConfig({ cwd: dir, rules: RULES });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(message);
  });
});
