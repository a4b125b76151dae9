// Secrets echoed: a committed `.summarylintrc.yaml` that was a link to `.env` or /proc/self/environ
// made the config error print the file's content (database URLs, API keys) on stderr, i.e. into CI logs. A config
// that resolves outside its folder is refused unread; a parse or validation message names the position and the kind
// of problem and quotes at most 20 characters of the file, escaped.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseConfigText } from "../../src/config/index.js";
import { quote, token } from "../../src/config/quote.js";
import { RULE_INFOS } from "../../rules/index.js";
import { handler, parseJson, project, run } from "../cli/run.js";

const ENV = "DATABASE_URL=postgres://user:secret@host/db\nAPI_KEY=sk-live-1234567890abcdef\n";
/** The secrets in ENV and the configs below. */
const SECRETS = ["DATABASE_URL=postgres://user:secret@host/db", "API_KEY=sk-live-1234567890abcdef"];
const SOURCE = { "src/a.ts": handler("contact.delete", { description: "Delete a contact." }) };
const OUTSIDE =
  "is a link to a file outside the config's folder; summarylint reads a config only from inside the project " +
  "(copy the file into the project, or give --config the file's own path)";

/** The stretches of the secrets in `text` that are longer than a short token (21 characters): none may be there. */
function leaks(text: string): string[] {
  return SECRETS.flatMap((secret) =>
    Array.from({ length: secret.length - 20 }, (_, i) => secret.slice(i, i + 21)).filter((part) => text.includes(part)));
}

describe("quote and token", () => {
  it.each([
    ["a short key", "maxLenght", '"maxLenght"', "maxLenght"],
    ["20 characters, whole", "abcdefghijklmnopqrst", '"abcdefghijklmnopqrst"', "abcdefghijklmnopqrst"],
    ["21 characters, cut to 19 and an ellipsis", "abcdefghijklmnopqrstu", '"abcdefghijklmnopqrs…"', "abcdefghijklmnopqrs…"],
    ["a database URL", "postgres://user:secret@host/db", '"postgres://user:sec…"', "postgres://user:sec…"],
    ["control characters, escaped", "a\u001b[2J\u2028b", '"a\\u001b[2J\\u2028b"', "a\\u001B[2J\\u2028b"],
    ["a quote and a backslash", 'a"b\\c', '"a\\"b\\\\c"', 'a"b\\c'],
    ["emoji are not cut in half", "😀".repeat(25), `"${"😀".repeat(19)}…"`, `${"😀".repeat(19)}…`],
  ])("%s", (_title, text, quoted, plain) => {
    expect([quote(text), token(text)]).toEqual([quoted, plain]);
  });
});

describe("a config linked outside the project is refused unread", () => {
  /** A project, and a folder beside it that holds the secrets. */
  function setUp(): { dir: string; secrets: string } {
    const secrets = project({ ".env": ENV, "shared.yaml": "presets: [auto]\n" });
    return { dir: project(SOURCE), secrets };
  }

  it.each<[string, string, (secrets: string, dir: string) => string, string[]]>([
    [".summarylintrc.yaml to a .env file", ".summarylintrc.yaml", (s) => path.join(s, ".env"), []],
    [".summarylintrc.yaml to a relative ../.env", ".summarylintrc.yaml", (s, d) => path.relative(d, path.join(s, ".env")), []],
    [".summarylintrc.json to a .env file", ".summarylintrc.json", (s) => path.join(s, ".env"), []],
    [".summarylintrc.yaml to /proc/self/environ", ".summarylintrc.yaml", () => "/proc/self/environ", []],
    ["a valid config outside (refused all the same)", ".summarylintrc.yaml", (s) => path.join(s, "shared.yaml"), []],
    ["--config naming a committed link", "ci/summarylint.yaml", (s) => path.join(s, ".env"), ["--config", "ci/summarylint.yaml"]],
  ])("%s", async (_title, name, target, argv) => {
    const { dir, secrets } = setUp();
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.symlinkSync(target(secrets, dir), path.join(dir, name));
    const result = await run(dir, argv, { env: { API_KEY: "sk-live-1234567890abcdef" } });
    expect([result.code, result.stdout, result.stderr, leaks(result.stderr)]).toEqual([2, "", `summarylint: ${name}: ${OUTSIDE}\n`, []]);
  });

  it("a package.json linked outside is not read as the config", async () => {
    const { dir, secrets } = setUp();
    fs.writeFileSync(path.join(secrets, "package.json"), JSON.stringify({ summarylint: { rules: { "no-such-rule": ENV } } }));
    fs.symlinkSync(path.join(secrets, "package.json"), path.join(dir, "package.json"));
    expect(loadConfig({ cwd: dir, rules: RULE_INFOS }).file).toBeUndefined();
  });

  // Near misses: links that stay inside the project, and a project reached through a linked folder.
  it.each<[string, Record<string, string>, [string, string], string]>([
    ["a link to a file in a sub-folder", { "config/summarylint.yaml": "presets: [auto]\n" }, ["config/summarylint.yaml", ".summarylintrc.yaml"], ""],
    ["a project reached through a linked folder", { ".summarylintrc.yaml": "presets: [auto]\n" }, [".", "../via-link"], "../via-link"],
  ])("near miss: %s", (_title, files, [target, link], cwd) => {
    const dir = project({ ...SOURCE, ...files });
    const linkPath = path.resolve(dir, link);
    fs.symlinkSync(path.resolve(dir, target), linkPath);
    try {
      const config = loadConfig({ cwd: path.resolve(dir, cwd), rules: RULE_INFOS });
      expect(config.presets).toEqual(["auto"]);
    } finally {
      if (cwd !== "") fs.unlinkSync(linkPath);
    }
  });

  it("near miss: a project with its config inside lints as before", async () => {
    const dir = project({ ...SOURCE, ".summarylintrc.yaml": "presets: [auto]\n" });
    const result = await run(dir, ["--format", "json"]);
    expect([result.code, parseJson(result.stdout).summary.actions]).toEqual([0, 1]);
  });
});

interface Row {
  name: string;
  file?: string;
  text: string;
  message: string;
  line: number;
  column: number;
}

/** Configs in the project that hold secrets where a message would quote them. */
const rows: Row[] = [
  { name: "a .env file read as YAML: one string", text: ENV, message: "the config must be an object with keys such as presets, include and rules, got a string", line: 1, column: 1 },
  { name: "a .env file read as JSON", file: ".summarylintrc.json", text: ENV, message: "the config must be an object with keys such as presets, include and rules, got a string", line: 1, column: 1 },
  { name: "near miss: a YAML-style .env: only the first key, short, is quoted", text: "API_KEY: sk-live-1234567890abcdef\n", message: 'unknown key "API_KEY"; valid keys: presets, include, exclude, tests, maxFileSize, declarations, directory, clients, rules, overrides, groups, stats', line: 1, column: 1 },
  { name: "a long key", text: "sk-live-1234567890abcdef: 1\n", message: 'unknown key "sk-live-1234567890a…"; valid keys: presets, include, exclude, tests, maxFileSize, declarations, directory, clients, rules, overrides, groups, stats', line: 1, column: 1 },
  { name: "a long string value", text: "maxFileSize: postgres://user:secret@host/db\n", message: 'maxFileSize must be a positive integer, got the string "postgres://user:sec…"', line: 1, column: 14 },
  { name: "a long severity", text: "rules:\n  summary-truncated: sk-live-1234567890abcdef\n", message: '"sk-live-1234567890a…" is not a severity for rule "summary-truncated"; use off, info, warn or error', line: 2, column: 22 },
  { name: "a long rule option key", text: "rules:\n  missing-description: [error, { sk-live-1234567890abcdef: 1 }]\n", message: 'unknown option "sk-live-1234567890a…" for rule "missing-description"; its options: features, entities, triggers, modules', line: 2, column: 34 },
  { name: "a long where key in a path", text: "declarations:\n  - { type: action, object: { where: { sk-live-1234567890abcdef: [1] } }, fields: { description: d } }\n", message: "declarations[0].object.where.sk-live-1234567890a… must be a string, number, true, false or null, got a list", line: 2, column: 66 },
  { name: "a long ellipsis", text: "directory:\n  maxLength: 5\n  ellipsis: sk-live-1234567890abcdef\n", message: 'directory.maxLength (5) is shorter than the ellipsis "sk-live-1234567890a…"; raise maxLength or shorten the ellipsis', line: 2, column: 14 },
  { name: "a long number", text: "maxFileSize: -12345678901234567890123456789\n", message: "maxFileSize must be a positive integer, got the number -1.2345678901234568…", line: 1, column: 14 },
  { name: "control characters in a key, escaped", text: '"a\\e[2J\\u2028b": 1\n', message: 'unknown key "a\\u001b[2J\\u2028b"; valid keys: presets, include, exclude, tests, maxFileSize, declarations, directory, clients, rules, overrides, groups, stats', line: 1, column: 1 },
  { name: "a block scalar header the parser quotes", text: "directory:\n  line: |DATABASE_URL=postgres://user:secret@host/db\n    x\n", message: "invalid YAML: unexpected text here", line: 2, column: 10 },
  { name: "a stray token the parser quotes", text: "presets: [auto]\n] sk-live-1234567890abcdef\n", message: "invalid YAML: unexpected text here", line: 2, column: 1 },
  { name: "JSON: a token the parser quotes", file: ".summarylintrc.json", text: '{ "presets": ["auto"] }\n] "sk-live-1234567890abcdef"\n', message: "invalid JSON: unexpected text here", line: 2, column: 1 },
  { name: "an invalid strip pattern over two lines: V8's reason only", text: 'directory:\n  strip: ["(\\nAPI_KEY=sk-live-1234567890abcdef"]\n', message: "directory.strip[0] is not a valid regular expression (Unterminated group); fix it or escape special characters with a backslash", line: 2, column: 11 },
  { name: "package.json: a long key", file: "package.json", text: '{ "summarylint": { "sk-live-1234567890abcdef": 1 } }', message: 'unknown key "sk-live-1234567890a…"; valid keys: presets, include, exclude, tests, maxFileSize, declarations, directory, clients, rules, overrides, groups, stats', line: 1, column: 20 },
  { name: "package.json: a string", file: "package.json", text: `{ "summarylint": ${JSON.stringify(ENV)} }`, message: "the config must be an object with keys such as presets, include and rules, got a string", line: 1, column: 18 },
  // Near misses: the parser's fixed messages are kept, and short values are quoted whole.
  { name: "near miss: a fixed parser message", text: "directory:\n\tline: x\n", message: "invalid YAML: Tabs are not allowed as indentation", line: 2, column: 1 },
  { name: "near miss: a short string value", text: "maxFileSize: 5MB\n", message: 'maxFileSize must be a positive integer, got the string "5MB"', line: 1, column: 14 },
];

describe("messages quote at most a short token of the config", () => {
  it.each(rows)("$name", ({ file = ".summarylintrc.yaml", text, message, line, column }) => {
    let caught: unknown;
    try {
      parseConfigText(text, { file: `/p/${file}`, displayPath: file, rules: RULE_INFOS });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect([error.reason, error.line, error.column, leaks(error.message)]).toEqual([message, line, column, []]);
  });

  it("the CLI prints the .env config's problem without its content", async () => {
    const dir = project({ ...SOURCE, ".summarylintrc.yaml": ENV });
    const result = await run(dir, []);
    expect([result.code, result.stderr]).toEqual([
      2,
      "summarylint: .summarylintrc.yaml:1:1: the config must be an object with keys such as presets, include and rules, got a string\n",
    ]);
  });
});

// Found by the fuzz campaign: 5,000 nested `{` ran the YAML parser out of stack, reported as "Maximum call stack size
// exceeded" (an internal error's words), then as aliases expanding, which the file has none of.
describe("a config nested too deeply", () => {
  it("is said to nest too deeply, at its position (exit 2)", async () => {
    const dir = project({ ".summarylintrc.yaml": "{".repeat(5000), "src/a.ts": "export const a = 1;\n" });
    const result = await run(dir, []);
    // The column is where the parser's stack ran out, which depends on the stack left: a number, not a fixed one.
    expect([result.code, result.stdout, result.stderr.replace(/:1:\d+:/, ":1:N:")]).toEqual([
      2,
      "",
      "summarylint: .summarylintrc.yaml:1:N: invalid YAML: the file nests too deeply to be read\n",
    ]);
  });
});
