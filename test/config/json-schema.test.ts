// The config's JSON Schema (schema/summarylintrc.schema.json): derived from the validator's definition, shipped
// as generated, and in agreement with the validator: every example config passes both, every bad one fails both.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ConfigError, parseConfigText, starterConfig } from "../../src/config/index.js";
import { SCHEMA_FILE, configJsonSchema, configSchemaText } from "../../src/config/json-schema.js";
import { RULE_INFOS } from "../../rules/index.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string): string => fs.readFileSync(path.join(REPO, file), "utf8");

// The schema is meant as written: a rule's `[severity, options]` is a tuple whose options may be left out (minItems 1,
// which Ajv's strictTuples warns about), and a value may be a string or a list (a union of types, which
// allowUnionTypes accepts). Without these two, Ajv prints a "strict mode" line per place on every test run.
const validate = new Ajv({ allErrors: true, allowUnionTypes: true, strictTuples: false }).compile(configJsonSchema(RULE_INFOS));

/** Our validator's message for a config text, or undefined when it is valid. */
function validatorMessage(text: string, file = "/project/.summarylintrc.yaml"): string | undefined {
  try {
    parseConfigText(text, { file, rules: RULE_INFOS });
    return undefined;
  } catch (error) {
    if (error instanceof ConfigError) return error.message.replace(/^.*?:\d+:\d+: /, "");
    throw error;
  }
}

/** The documents of the manual: the README and the pages in docs/. */
const MANUAL = ["README.md", ...fs.readdirSync(path.join(REPO, "docs")).filter((file) => file.endsWith(".md")).sort().map((file) => `docs/${file}`)];

/**
 * The manual's YAML blocks that are configs (not pre-commit or CI files): they start with a config key. Each is named
 * by its document and its place among that document's config blocks.
 */
function manualConfigs(): [string, string][] {
  return MANUAL.flatMap((doc) => {
    const blocks = [...read(doc).matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);
    const configs = blocks.filter((block) => /^(presets|include|declarations|directory|rules|extends|stats):/m.test(block.split("\n").find((l) => !l.startsWith("#")) ?? ""));
    return configs.map((text, i): [string, string] => [`${doc} config block ${i + 1}`, text]);
  });
}

describe("the shipped schema", () => {
  it("is what the generator writes from the definition (run npm run schema after changing it)", () => {
    expect(read(SCHEMA_FILE)).toBe(configSchemaText(RULE_INFOS));
  });

  it("is in the package's files and named in docs/configuration.md for the YAML language server", () => {
    const pkg = JSON.parse(read("package.json")) as { files: string[] };
    expect(pkg.files).toContain("schema/*.json");
    expect(read("docs/configuration.md")).toContain(`# yaml-language-server: $schema=./node_modules/summarylint/${SCHEMA_FILE}`);
  });

  it("lists every rule with its options", () => {
    type Node = { properties: Record<string, Node>; anyOf: Node[]; items: Node[] };
    const rules = (configJsonSchema(RULE_INFOS) as unknown as Node).properties.rules.anyOf[0];
    expect(Object.keys(rules.properties)).toEqual(RULE_INFOS.map((r) => r.id));
    const duplicates = rules.properties["near-duplicate-summary"].anyOf[1].items[1];
    expect(Object.keys(duplicates.properties)).toEqual(Object.keys(RULE_INFOS.find((r) => r.id === "near-duplicate-summary")!.options));
  });
});

describe("example configs pass the schema and the validator", () => {
  const examples: [string, string][] = [
    [".summarylintrc.example", read(".summarylintrc.example")],
    ["examples/offlot/.summarylintrc.yaml", read("examples/offlot/.summarylintrc.yaml")],
    ["the starter config (summarylint init), nothing found", starterConfig({ presets: [], byPackage: "none" }, RULE_INFOS)],
    ["the starter config (summarylint init), kumiko and mcp found", starterConfig({ presets: ["kumiko", "mcp"], byPackage: "kumiko, mcp" }, RULE_INFOS)],
    ...manualConfigs(),
    [
      "keys written with no value, where that keeps the default",
      "rules:\ndirectory:\n  strip:\n  features:\n    maxLength:\ndeclarations:\n  - type: action\n    callee: run\n    member:\n" +
        "    unless:\n    fields: { description: summary, name: }\n    positional: { name: }\noverrides:\n  - files: [a/**]\n    rules:\n",
    ],
    ["a JSON config naming its schema", `{ "$schema": "./node_modules/summarylint/${SCHEMA_FILE}", "presets": ["mcp"] }`],
  ];

  it("finds the config blocks of the README and of the docs that hold them", () => {
    expect(manualConfigs().map(([name]) => name)).toEqual([
      "README.md config block 1",
      "docs/cli.md config block 1",
      "docs/configuration.md config block 1",
      "docs/frameworks.md config block 1",
    ]);
  });

  it("every rule set to its default severity and option values", () => {
    const defaults = (rule: (typeof RULE_INFOS)[number]) => Object.fromEntries(Object.entries(rule.options).map(([name, o]) => [name, o.default]));
    const text = `rules:\n${RULE_INFOS.map((rule) => `  ${rule.id}: ${JSON.stringify([rule.defaultSeverity, defaults(rule)])}\n`).join("")}`;
    expect(validatorMessage(text)).toBeUndefined();
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
  });

  it("ignores $schema: it is for editors", () => {
    const settings = parseConfigText(`{ "$schema": "x.json", "presets": ["mcp"] }`, { file: "/p/.summarylintrc.json", rules: RULE_INFOS });
    expect(settings.presets).toEqual(["mcp"]);
    expect(Object.keys(settings)).not.toContain("$schema");
  });

  it.each(examples)("%s", (_name, text) => {
    expect(validatorMessage(text)).toBeUndefined();
    expect(validate(parse(text) ?? {}), JSON.stringify(validate.errors)).toBe(true);
  });
});

interface BadRow {
  name: string;
  text: string;
  /** Our validator's message (positions are tested in validate.test.ts). */
  message: string;
}

const MATCHER = "type: action\n    fields: { description: summary }";

const bad: BadRow[] = [
  { name: "unknown top-level key", text: "rulse: {}\n", message: 'unknown key "rulse" (did you mean "rules"?)' },
  { name: "include is a number", text: "include: 3\n", message: "include must be a glob or a list of globs, got the number 3" },
  { name: "empty glob", text: 'exclude: [""]\n', message: "exclude[0] must not be empty" },
  { name: "tests is a string", text: "tests: yes please\n", message: 'tests must be true or false, got the string "yes please"' },
  { name: "maxFileSize 0", text: "maxFileSize: 0\n", message: "maxFileSize must be a positive integer, got the number 0" },
  { name: "unknown preset", text: "presets: [mpc]\n", message: 'unknown preset "mpc" in presets[0] (did you mean "mcp"?)' },
  { name: "$schema is a number", text: "$schema: 3\n", message: "$schema must be a string, got the number 3" },
  { name: "extends is a number", text: "extends: 3\n", message: "extends must be a config path or package name, or a list of them, got the number 3" },
  { name: "directory.maxLength is a string", text: 'directory: { maxLength: "160" }\n', message: 'directory.maxLength must be a positive integer, got the string "160"' },
  { name: "unknown directory key", text: "directory: { maxLenght: 100 }\n", message: 'unknown key "maxLenght" in directory (did you mean "maxLength"?)' },
  { name: "unknown features key", text: "directory: { features: { line: x } }\n", message: 'unknown key "line" in directory.features; valid keys: maxLength, firstSentence, ellipsis, strip' },
  { name: "profile of no harness", text: "directory: { profiles: { skill: skill-spc } }\n", message: 'directory.profiles.skill must be one of directory, full, claude-code-skills, skill-spec, module-list, got "skill-spc" (did you mean "skill-spec"?)' },
  { name: "profile of no form", text: "directory: { profiles: { modul: full } }\n", message: 'unknown key "modul" in directory.profiles (did you mean "module"?)' },
  { name: "cut names no preset", text: "directory: { cut: [bogus] }\n", message: expect.stringContaining('unknown preset "bogus" in directory.cut[0]') as unknown as string },
  { name: "unknown rule", text: "rules: { missing-descripton: warn }\n", message: 'unknown rule "missing-descripton" (did you mean "missing-description"?)' },
  { name: "bad severity", text: "rules: { summary-truncated: warning }\n", message: '"warning" is not a severity for rule "summary-truncated" (did you mean "warn"?); use off, info, warn or error' },
  { name: "three items", text: "rules: { summary-truncated: [warn, {}, x] }\n", message: 'rule "summary-truncated" takes [severity] or [severity, {options}], got 3 items' },
  { name: "unknown option", text: "rules: { summary-truncated: [warn, { x: 1 }] }\n", message: 'unknown option "x" for rule "summary-truncated"; this rule has no options' },
  { name: "option of the wrong type", text: "rules: { near-duplicate-summary: [warn, { threshold: high }] }\n", message: 'option "threshold" of rule "near-duplicate-summary" must be a number, got the string "high"' },
  { name: "option below its minimum", text: "rules: { tool-budget: [warn, { maxTokens: 0 }] }\n", message: 'option "maxTokens" of rule "tool-budget" must be a whole number of at least 1, got 0' },
  { name: "option not a whole number", text: "rules: { tool-budget: [warn, { maxTokens: 99.5 }] }\n", message: 'option "maxTokens" of rule "tool-budget" must be a whole number of at least 1, got 99.5' },
  { name: "option with limits of the wrong type", text: "rules: { tool-budget: [warn, { maxTokens: lots }] }\n", message: 'option "maxTokens" of rule "tool-budget" must be a whole number of at least 1, got the string "lots"' },
  { name: "override without files", text: "overrides: [{ rules: {} }]\n", message: 'overrides[0] has no "files"; add the globs of the files it applies to' },
  { name: "group with by and name", text: "groups: [{ files: [a], by: folder, name: x }]\n", message: 'groups[0] needs exactly one of "by" (folder, package, tool-set, file, project) and "name"' },
  { name: "group by nothing known", text: "groups: [{ files: [a], by: folders }]\n", message: 'groups[0].by must be one of folder, package, tool-set, file, project, got "folders" (did you mean "folder"?)' },
  { name: "matcher with two targets", text: `declarations:\n  - ${MATCHER}\n    callee: a\n    new: B\n`, message: 'declarations[0] has both "callee" and "new"; a matcher matches one shape, keep one of them' },
  { name: "matcher with no target", text: `declarations:\n  - ${MATCHER}\n`, message: "declarations[0] has nothing to match; add one of callee, new, object, typed, extends" },
  { name: "matcher without fields", text: "declarations:\n  - { type: action, callee: a }\n", message: 'declarations[0] has no "fields"; add at least fields: { description: <property path> }' },
  { name: "fields without description", text: "declarations:\n  - { type: action, callee: a, fields: { name: id } }\n", message: 'declarations[0].fields has no "description"; add the path of the property that holds the text, e.g. description: summary' },
  { name: "unknown declaration type", text: "declarations:\n  - { type: tool, callee: a, fields: { description: d } }\n", message: "declarations[0].type must be action, feature, entity, trigger or module, got the string \"tool\"" },
  { name: "object match without where or has", text: "declarations:\n  - { type: action, object: { inArray: true }, fields: { description: d } }\n", message: 'declarations[0].object needs "where" or "has" with at least one key; without them it would match every object literal' },
  { name: "kind rule without write or read", text: "declarations:\n  - { type: action, callee: a, fields: { description: d, kind: [{ field: x }] } }\n", message: 'declarations[0].fields.kind[0] has neither "write" nor "read"; add the values that mean write or read, e.g. write: [true]' },
  { name: "a required key with no value", text: "declarations:\n  - { type: action, callee: , fields: { description: d } }\n", message: 'declarations[0].callee must be a name such as "registerTool", got an empty value' },
  { name: "a group's scheme with no value", text: "groups: [{ files: [a], by: }]\n", message: "groups[0].by must be a string, got an empty value" },
  { name: "positional index negative", text: "declarations:\n  - { type: action, callee: a, positional: { name: -1 }, fields: { description: d } }\n", message: "declarations[0].positional.name must be an argument index (0 for the first argument), got the number -1" },
];

describe("bad configs fail the schema and the validator", () => {
  it.each(bad)("$name", ({ text, message }) => {
    expect(validatorMessage(text)).toEqual(message);
    expect(validate(parse(text))).toBe(false);
  });
});
