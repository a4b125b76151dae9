// Invalid configs: each row is a file, the exact message, and the 1-based line and column it points at.

import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/index.js";
import { RULES, removeProject, tempProject } from "../fixtures/config/project.js";

interface BadRow {
  name: string;
  file?: string;
  text: string;
  message: string;
  line: number;
  column: number;
}

const SEVERITY_HELP = "use off, info, warn or error";

const bad: BadRow[] = [
  // ---- top level ----
  {
    name: "typo'd top-level key",
    text: "presets: [kumiko]\nrulse:\n  missing-description: warn\n",
    message: 'unknown key "rulse" (did you mean "rules"?)',
    line: 2,
    column: 1,
  },
  {
    name: "unknown top-level key, nothing close",
    text: "banana: 1\n",
    message:
      'unknown key "banana"; valid keys: presets, include, exclude, tests, maxFileSize, declarations, directory, clients, rules, overrides, groups, stats',
    line: 1,
    column: 1,
  },
  {
    name: "directory key at the top level",
    text: "include: src/**\nmaxLength: 100\n",
    message: 'unknown key "maxLength" at the top level; move it under "directory"',
    line: 2,
    column: 1,
  },
  {
    name: "rule id at the top level",
    text: "missing-description: off\n",
    message: 'unknown key "missing-description" at the top level; rule settings go under "rules"',
    line: 1,
    column: 1,
  },
  {
    name: "the config is a list",
    text: "- kumiko\n",
    message: "the config must be an object with keys such as presets, include and rules, got a list",
    line: 1,
    column: 1,
  },
  {
    name: "include is a number",
    text: "include: 3\n",
    message: "include must be a glob or a list of globs, got the number 3",
    line: 1,
    column: 10,
  },
  {
    name: "exclude item is not a string",
    text: "exclude:\n  - dist/**\n  - 42\n",
    message: "exclude[1] must be a string, got the number 42",
    line: 3,
    column: 5,
  },
  {
    name: "empty include glob",
    text: 'include: ""\n',
    message: "include must not be empty",
    line: 1,
    column: 10,
  },
  {
    name: "unknown client",
    text: "clients: [claude-cod]\n",
    message: 'unknown client "claude-cod" in clients[0] (did you mean "claude-code"?)',
    line: 1,
    column: 11,
  },
  {
    name: "unknown client, nothing close",
    text: "clients:\n  - claude-code\n  - windsurf\n",
    message: 'unknown client "windsurf" in clients[1]; known clients: claude-code, claude-desktop, codex, cursor, vscode-copilot, cline, openai-api, anthropic-api, kumiko',
    line: 3,
    column: 5,
  },
  {
    name: "unknown preset",
    text: "presets: [kumico]\n",
    message: 'unknown preset "kumico" in presets[0] (did you mean "kumiko"?)',
    line: 1,
    column: 11,
  },
  {
    name: "unknown preset, nothing close",
    text: "presets:\n  - kumiko\n  - langchain-community\n",
    message:
      'unknown preset "langchain-community" in presets[1]; known presets: ' +
      "auto, kumiko, mcp, vercel-ai, openai, anthropic, activepieces, pipedream, langchain, n8n, decorators, genkit, mastra, " +
      "llamaindex, copilotkit, fastmcp, voltagent, inngest-agent-kit, google-genai, mcp-use, mcp-framework, xmcp, claude-agent-sdk, " +
        "assistant-ui, toolception, pi, openclaw, tmcp, mcp-lite, bedrock, google-adk, tanstack-ai, strands, convex-agent, beeai, stripe-agent-toolkit, vapi, modules, tool-shapes",
    line: 3,
    column: 5,
  },
  {
    name: "maxFileSize as text",
    text: "maxFileSize: 5MB\n",
    message: 'maxFileSize must be a positive integer, got the string "5MB"',
    line: 1,
    column: 14,
  },
  {
    name: "declarations item is not an object",
    text: "declarations:\n  - registerTool\n",
    message: 'declarations[0] must be an object (a custom matcher), got the string "registerTool"',
    line: 2,
    column: 5,
  },
  // ---- directory ----
  {
    name: "typo'd directory key",
    text: "directory:\n  maxLenght: 100\n",
    message: 'unknown key "maxLenght" in directory (did you mean "maxLength"?)',
    line: 2,
    column: 3,
  },
  {
    name: "directory.actions instead of top-of-directory keys",
    text: "directory:\n  actions:\n    maxLength: 100\n",
    message:
      'unknown key "actions" in directory; action settings (maxLength, firstSentence, ellipsis, strip) sit directly under directory',
    line: 2,
    column: 3,
  },
  {
    name: "typo'd features key",
    text: "directory:\n  features:\n    elipsis: '...'\n",
    message: 'unknown key "elipsis" in directory.features (did you mean "ellipsis"?)',
    line: 3,
    column: 5,
  },
  {
    name: "maxLength as a string",
    text: 'directory:\n  maxLength: "160"\n',
    message: 'directory.maxLength must be a positive integer, got the string "160"',
    line: 2,
    column: 14,
  },
  {
    name: "maxLength zero",
    text: "directory:\n  maxLength: 0\n",
    message: "directory.maxLength must be a positive integer, got the number 0",
    line: 2,
    column: 14,
  },
  {
    name: "negative feature maxLength in a flow map",
    text: "directory:\n  features: { maxLength: -5 }\n",
    message: "directory.features.maxLength must be a positive integer, got the number -5",
    line: 2,
    column: 26,
  },
  {
    name: "fractional maxLength",
    text: "directory:\n  maxLength: 80.5\n",
    message: "directory.maxLength must be a positive integer, got the number 80.5",
    line: 2,
    column: 14,
  },
  {
    name: "firstSentence: yes (a string in YAML 1.2)",
    text: "directory:\n  firstSentence: yes\n",
    message: 'directory.firstSentence must be true or false, got the string "yes"',
    line: 2,
    column: 18,
  },
  {
    name: "invalid regex in strip",
    text: "directory:\n  strip:\n    - 'See docs'\n    - '(see'\n",
    message:
      "directory.strip[1] is not a valid regular expression (Unterminated group); fix it or escape special characters with a backslash",
    line: 4,
    column: 7,
  },
  {
    name: "ellipsis longer than the cap, reported at the cap even after a later error",
    text: "directory:\n  maxLength: 2\n  ellipsis: '[...]'\n  bogus: 1\n",
    message: 'directory.maxLength (2) is shorter than the ellipsis "[...]"; raise maxLength or shorten the ellipsis',
    line: 2,
    column: 14,
  },
  {
    name: "line template is not a string",
    text: "directory:\n  line: 3\n",
    message: "directory.line must be a string, got the number 3",
    line: 2,
    column: 9,
  },
  // ---- rules ----
  {
    name: "severity 'warning'",
    text: "rules:\n  missing-description: warning\n",
    message: `"warning" is not a severity for rule "missing-description" (did you mean "warn"?); ${SEVERITY_HELP}`,
    line: 2,
    column: 24,
  },
  {
    name: "ESLint's numeric severity",
    text: "rules:\n  summary-truncated: 2\n",
    message: `2 is not a severity for rule "summary-truncated" (did you mean "error"?); ${SEVERITY_HELP}`,
    line: 2,
    column: 22,
  },
  {
    name: "typo'd severity inside a list",
    text: "rules:\n  summary-truncated: [wran]\n",
    message: `"wran" is not a severity for rule "summary-truncated" (did you mean "warn"?); ${SEVERITY_HELP}`,
    line: 2,
    column: 23,
  },
  {
    name: "severity nothing like a word",
    text: "rules:\n  summary-truncated: loud\n",
    message: `"loud" is not a severity for rule "summary-truncated"; ${SEVERITY_HELP}`,
    line: 2,
    column: 22,
  },
  {
    name: "rule set to an object",
    text: "rules:\n  summary-truncated: { severity: warn }\n",
    message:
      'rule "summary-truncated" must be a severity (off, info, warn or error) or [severity, {options}], got an object',
    line: 2,
    column: 22,
  },
  {
    name: "rule with no value",
    text: "rules:\n  summary-truncated:\n",
    message:
      'rule "summary-truncated" must be a severity (off, info, warn or error) or [severity, {options}], got an empty value',
    line: 2,
    column: 3,
  },
  {
    name: "rule set to an empty list",
    text: "rules:\n  summary-truncated: []\n",
    message: 'rule "summary-truncated" must start with a severity (off, info, warn or error), got an empty list',
    line: 2,
    column: 22,
  },
  {
    name: "rule list too long",
    text: "rules:\n  missing-description: [error, {}, extra]\n",
    message: 'rule "missing-description" takes [severity] or [severity, {options}], got 3 items',
    line: 2,
    column: 36,
  },
  {
    name: "unknown rule",
    text: "rules:\n  missing-descripton: error\n",
    message: 'unknown rule "missing-descripton" (did you mean "missing-description"?)',
    line: 2,
    column: 3,
  },
  {
    name: "unknown rule, nothing close",
    text: "rules:\n  summary-truncated: off\n  no-console: error\n",
    message: 'unknown rule "no-console"; run "summarylint rules" to list the rules',
    line: 3,
    column: 3,
  },
  {
    name: "unknown option",
    text: "rules:\n  missing-description: [error, { feature: true }]\n",
    message: 'unknown option "feature" for rule "missing-description" (did you mean "features"?)',
    line: 2,
    column: 34,
  },
  {
    name: "unknown option, nothing close",
    text: "rules:\n  missing-description: [error, { modules: true }]\n",
    message: 'unknown option "modules" for rule "missing-description"; its options: features, entities',
    line: 2,
    column: 34,
  },
  {
    name: "option on a rule without options",
    text: "rules:\n  summary-truncated: [info, { max: 3 }]\n",
    message: 'unknown option "max" for rule "summary-truncated"; this rule has no options',
    line: 2,
    column: 31,
  },
  {
    name: "boolean option given a string",
    text: 'rules:\n  missing-description:\n    - error\n    - features: "yes"\n',
    message: 'option "features" of rule "missing-description" must be true or false, got the string "yes"',
    line: 4,
    column: 17,
  },
  {
    name: "number option given a string",
    text: 'rules:\n  test-options: [warn, { limit: "0.8" }]\n',
    message: 'option "limit" of rule "test-options" must be a number, got the string "0.8"',
    line: 2,
    column: 33,
  },
  {
    name: "string option given a list",
    text: "rules:\n  test-options: [warn, { label: [a] }]\n",
    message: 'option "label" of rule "test-options" must be a string, got a list',
    line: 2,
    column: 33,
  },
  {
    name: "string[] option with a number item",
    text: "rules:\n  test-options: [warn, { words: [ok, 7] }]\n",
    message: 'option "words" of rule "test-options" must list strings, got the number 7',
    line: 2,
    column: 38,
  },
  {
    name: "options not an object",
    text: "rules:\n  missing-description: [error, true]\n",
    message: 'the options of rule "missing-description" must be an object, got true',
    line: 2,
    column: 32,
  },
  // ---- overrides ----
  {
    name: "overrides is an object",
    text: "overrides:\n  files: src/**\n",
    message: "overrides must be a list of { files, rules } objects, got an object",
    line: 2,
    column: 3,
  },
  {
    name: "override item is a string",
    text: "overrides:\n  - src/**\n",
    message: 'overrides[0] must be an object with files and rules, got the string "src/**"',
    line: 2,
    column: 5,
  },
  {
    name: "override without files",
    text: "overrides:\n  - rules:\n      summary-truncated: off\n",
    message: 'overrides[0] has no "files"; add the globs of the files it applies to',
    line: 2,
    column: 5,
  },
  {
    name: "override with an empty files list",
    text: "overrides:\n  - files: []\n",
    message: "overrides[0].files must list at least one glob",
    line: 2,
    column: 12,
  },
  {
    name: "override with empty files",
    text: "overrides:\n  - files:\n    rules: {}\n",
    message: "overrides[0].files must be a glob or a list of globs, got an empty value",
    line: 2,
    column: 5,
  },
  {
    name: "typo'd override key",
    text: "overrides:\n  - files: src/**\n    rule: {}\n",
    message: 'unknown key "rule" in overrides[0] (did you mean "rules"?)',
    line: 3,
    column: 5,
  },
  {
    name: "unknown rule in the second override",
    text:
      "overrides:\n  - files: ['*.ts']\n    rules: { summary-truncated: off }\n" +
      "  - files: ['*.tsx']\n    excludedFiles: legacy/**\n    rules:\n      sumary-truncated: off\n",
    message: 'unknown rule "sumary-truncated" (did you mean "summary-truncated"?)',
    line: 7,
    column: 7,
  },
  {
    name: "excludedFiles is a number",
    text: "overrides:\n  - files: src/**\n    excludedFiles: 1\n",
    message: "overrides[0].excludedFiles must be a glob or a list of globs, got the number 1",
    line: 3,
    column: 20,
  },
  // ---- syntax ----
  {
    name: "YAML syntax error: unclosed flow sequence",
    text: "rules:\n  missing-description: [error\n",
    message: "invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]",
    line: 3,
    column: 1,
  },
  {
    name: "YAML syntax error: unquoted line template",
    text: "directory:\n  line: {name} ({kind}): {summary}\n",
    message: "invalid YAML: Unexpected scalar at node end",
    line: 2,
    column: 16,
  },
  {
    name: "duplicate key",
    text: "rules: {}\ninclude: src/**\nrules: {}\n",
    message: "invalid YAML: a key appears twice in the same object; keep one of them",
    line: 3,
    column: 1,
  },
  {
    name: "two YAML documents",
    text: "presets: [kumiko]\n---\npresets: [auto]\n",
    message: "invalid YAML: the file holds more than one document; keep a single document (remove the extra ---)",
    line: 2,
    column: 1,
  },
  {
    name: "the earliest of several errors wins",
    text: "directory:\n  maxLength: -1\nrulse: {}\n",
    message: "directory.maxLength must be a positive integer, got the number -1",
    line: 2,
    column: 14,
  },
  {
    name: "extensionless .summarylintrc with an error",
    file: ".summarylintrc",
    text: "# comment\n\npresets: kumiko\nincludes: src/**\n",
    message: 'unknown key "includes" (did you mean "include"?)',
    line: 4,
    column: 1,
  },
  // ---- JSON and package.json ----
  {
    name: "JSON config with a wrong type",
    file: ".summarylintrc.json",
    text: '{\n  "directory": {\n    "maxLength": "160"\n  }\n}\n',
    message: 'directory.maxLength must be a positive integer, got the string "160"',
    line: 3,
    column: 18,
  },
  {
    name: "JSON config with a typo'd key, tab-indented",
    file: ".summarylintrc.json",
    text: '{\n\t"presets": ["kumiko"],\n\t"exlude": ["dist/**"]\n}\n',
    message: 'unknown key "exlude" (did you mean "exclude"?)',
    line: 3,
    column: 2,
  },
  {
    name: "JSON syntax error",
    file: ".summarylintrc.json",
    text: '{\n  "rules": {\n    "missing-description": "error"\n  \n',
    message: "invalid JSON: Flow map in block collection must be sufficiently indented and end with a }",
    line: 5,
    column: 1,
  },
  {
    name: "groups: an unknown scheme",
    text: "groups:\n  - files: [servers/**]\n    by: server\n",
    message: 'groups[0].by must be one of folder, package, tool-set, file, project, got "server"',
    line: 3,
    column: 9,
  },
  {
    name: "groups: both by and name",
    text: "groups:\n  - files: [servers/**]\n    by: folder\n    name: all\n",
    message: 'groups[0] needs exactly one of "by" (folder, package, tool-set, file, project) and "name"',
    line: 2,
    column: 5,
  },
  {
    name: "groups: no files",
    text: "groups:\n  - name: core\n",
    message: 'groups[0] has no "files"; add the globs of the files it groups',
    line: 2,
    column: 5,
  },
  {
    name: "groups: a misspelt key",
    text: "groups:\n  - files: [a/**]\n    nmae: core\n",
    message: 'unknown key "nmae" in groups[0] (did you mean "name"?)',
    line: 3,
    column: 5,
  },
  // ---- stats ----
  {
    name: "a token factor of zero",
    text: "stats:\n  tokenFactors:\n    claude: 0\n",
    message: "stats.tokenFactors.claude must be a number greater than 0, got the number 0",
    line: 3,
    column: 13,
  },
  {
    name: "a model family nobody knows",
    text: "stats:\n  tokenFactors:\n    claud: 1.2\n",
    message: 'unknown key "claud" in stats.tokenFactors (did you mean "claude"?)',
    line: 3,
    column: 5,
  },
  {
    name: "a describe round of a fraction of a token",
    text: "stats:\n  describeRoundTokens: 2.5\n",
    message: "stats.describeRoundTokens must be a positive integer, got the number 2.5",
    line: 2,
    column: 24,
  },
  {
    name: "package.json key with a bad severity",
    file: "package.json",
    text: '{\n  "name": "app",\n  "summarylint": {\n    "rules": { "summary-truncated": "loud" }\n  }\n}\n',
    message: `"loud" is not a severity for rule "summary-truncated"; ${SEVERITY_HELP}`,
    line: 4,
    column: 37,
  },
  {
    name: "package.json key that is not an object",
    file: "package.json",
    text: '{\n  "name": "app",\n  "summarylint": "kumiko"\n}\n',
    message: "the config must be an object with keys such as presets, include and rules, got a string",
    line: 3,
    column: 18,
  },
];

describe("invalid configs", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeProject));

  it("has enough rows to specify the messages", () => {
    expect(bad.length).toBeGreaterThanOrEqual(20);
  });

  it.each(bad)("$name", (row) => {
    const file = row.file ?? ".summarylintrc.yaml";
    const dir = tempProject({ [file]: row.text });
    dirs.push(dir);
    let caught: unknown;
    try {
      loadConfig({ cwd: dir, rules: RULES });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect({ reason: error.reason, line: error.line, column: error.column }).toEqual({
      reason: row.message,
      line: row.line,
      column: row.column,
    });
    expect(error.message).toBe(`${file}:${row.line}:${row.column}: ${row.message}`);
    expect(error.file).toBe(`${dir}/${file}`);
  });
});

describe("files that cannot be loaded", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeProject));
  const load = (files: Record<string, string>, configPath: string): ConfigError => {
    const dir = tempProject(files);
    dirs.push(dir);
    try {
      loadConfig({ cwd: dir, configPath, rules: RULES });
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error("expected a ConfigError");
  };

  it("reports a missing --config file without a position", () => {
    const error = load({}, "conf/lint.yaml");
    expect([error.message, error.line, error.column]).toEqual([
      "conf/lint.yaml: no such config file; check the --config path",
      0,
      0,
    ]);
  });

  it("refuses script configs: summarylint never runs project code", () => {
    const error = load({ "summarylint.config.js": "export default {}" }, "summarylint.config.js");
    expect(error.message).toBe(
      "summarylint.config.js: script configs are not supported (summarylint never runs project code); use .summarylintrc.yaml or .summarylintrc.json",
    );
  });

  it("reports a --config that is a folder", () => {
    const error = load({ "conf/.keep": "" }, "conf");
    expect(error.reason).toBe("is a folder, not a config file; name a file such as .summarylintrc.yaml");
  });

  it("reports a --config package.json without the key, at its first line", () => {
    const error = load({ "package.json": '{ "name": "app" }\n' }, "package.json");
    expect(error.message).toBe(
      'package.json:1:1: package.json has no "summarylint" key; add one or point --config at a .summarylintrc.yaml',
    );
  });
});
