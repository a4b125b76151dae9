// Fixes over real source shapes: `--fix-dry-run` and `--fix` on projects on disk, each case with the exact
// source text that results; the suggestions each rule offers, applied by hand to show the exact text they make;
// and that `--fix` never applies a suggestion.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT, parseJson, project, run, type JsonOutput } from "../cli/run.js";
import type { Fix } from "../../src/lint/diagnostic.js";

type DryRun = JsonOutput & { fixed?: { file: string; output: string }[] };

async function dryRun(files: Record<string, string>, argv: string[] = []) {
  const dir = project(files);
  const result = await run(dir, ["-f", "json", "--fix-dry-run", ...argv]);
  const output = parseJson<DryRun>(result.stdout);
  return { dir, code: result.code, stderr: result.stderr, output, fixed: Object.fromEntries((output.fixed ?? []).map((f) => [f.file, f.output])) };
}

const MCP = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n';

const decl = (name: string, description: string) => `export const ${name.replace(/\W/g, "_")} = defineHandler({ name: "${name}", description: ${description} });\n`;

describe("--fix-dry-run: a doubled word is removed where the text is written", () => {
  // [case, files, the fixed text of each changed file]
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ["a string literal", { "src/a.ts": IMPORT + decl("run.send", '"Send the message with with the attachments."') }, { "src/a.ts": IMPORT + decl("run.send", '"Send the message with the attachments."') }],
    [
      "a literal with escapes before the words",
      { "src/a.ts": IMPORT + decl("draft.send", "'Don\\'t send\\tthe the draft.'") },
      { "src/a.ts": IMPORT + decl("draft.send", "'Don\\'t send\\tthe draft.'") },
    ],
    [
      "a template part",
      { "src/a.ts": IMPORT + 'const who = "user";\n' + decl("profile.get", "`Fetch the the ${who} profile.`") },
      { "src/a.ts": IMPORT + 'const who = "user";\n' + decl("profile.get", "`Fetch the ${who} profile.`") },
    ],
    [
      "a const in another file",
      { "src/a.ts": IMPORT + 'import { SHARED } from "./text";\n' + decl("order.list", "SHARED"), "src/text.ts": 'export const SHARED = "List the the orders.";\n' },
      { "src/text.ts": 'export const SHARED = "List the orders.";\n' },
    ],
    [
      "one literal of a description split over +",
      { "src/a.ts": IMPORT + decl("run.archive", '"Archive the old runs " +\n  "of of the dealer."') },
      { "src/a.ts": IMPORT + decl("run.archive", '"Archive the old runs " +\n  "of the dealer."') },
    ],
    [
      "the text a function of another file returns",
      { "src/a.ts": IMPORT + 'import { prompt } from "./prompt";\n' + decl("user.find", 'prompt("user")'), "src/prompt.ts": "export function prompt(who: string) {\n  return `Find the the ${who} by id.`;\n}\n" },
      { "src/prompt.ts": "export function prompt(who: string) {\n  return `Find the ${who} by id.`;\n}\n" },
    ],
  ];
  it.each(cases)("%s", async (_name, files, expected) => {
    const { code, fixed, output, stderr } = await dryRun(files);
    expect({ code, stderr, fixed }).toEqual({ code: 0, stderr: "", fixed: expected });
    expect(output.results.filter((r) => r.ruleId === "broken-generated-text")).toEqual([]);
  });

  // [case, source]: reported, never fixed
  const unfixed: [string, string][] = [
    ["the words in two literals joined by +", IMPORT + decl("run.export", '"Export the " + "the runs of the dealer."')],
    ["the words from two substituted parts", IMPORT + 'const x = "Show the";\nconst y = "the list of leads.";\n' + decl("lead.show", "`${x} ${y}`")],
    [
      "a factory shared by two actions",
      IMPORT +
        'function crud(entity: string) {\n  return defineHandler({ name: `${entity}.remove`, kind: "write", description: `Remove the the ${entity} of the dealer.` });\n}\nexport const p = crud("photo");\nexport const v = crud("video");\n',
    ],
    ["a const used by two actions", IMPORT + 'const D = "Show the the open leads.";\n' + decl("lead.open", "D") + decl("lead.openToo", "D")],
  ];
  it.each(unfixed)("%s: not fixed, still reported", async (_name, source) => {
    const { code, fixed, output } = await dryRun({ "src/a.ts": source });
    expect({ code, fixed }).toEqual({ code: 1, fixed: {} });
    expect(output.results.filter((r) => r.ruleId === "broken-generated-text").length).toBeGreaterThan(0);
  });
});

/** The text of `file` after one suggestion's edits (all in that file). */
function applied(text: string, fix: Fix): string {
  for (const e of [...fix.edits].sort((a, b) => b.range[0] - a.range[0])) text = text.slice(0, e.range[0]) + e.text + text.slice(e.range[1]);
  return text;
}

describe("suggestions: offered in json, never applied", () => {
  // [case, source, rule, suggestion title, the source after the suggestion]
  const cases: [string, string, string, string, string][] = [
    [
      "missing description, one-line object",
      IMPORT + 'export const m = defineHandler({ name: "photo.delete", kind: "write" });\n',
      "missing-description",
      "Add a description stub (“TODO: say what it does”)",
      IMPORT + 'export const m = defineHandler({ name: "photo.delete", description: "TODO: say what it does", kind: "write" });\n',
    ],
    [
      "missing description, one property per line",
      IMPORT + "export const n = defineHandler({\n  name: 'photo.upload',\n  kind: 'write',\n});\n",
      "missing-description",
      "Add a description stub (“TODO: say what it does”)",
      IMPORT + "export const n = defineHandler({\n  name: 'photo.upload',\n  description: 'TODO: say what it does',\n  kind: 'write',\n});\n",
    ],
    [
      "missing description, MCP registerTool's config object",
      MCP + 'server.registerTool(\n  "get-user",\n  {\n    title: "Get user",\n    inputSchema: {},\n  },\n  async () => ({ content: [] }),\n);\n',
      "missing-description",
      "Add a description stub (“TODO: say what it does”)",
      MCP + 'server.registerTool(\n  "get-user",\n  {\n    description: "TODO: say what it does",\n    title: "Get user",\n    inputSchema: {},\n  },\n  async () => ({ content: [] }),\n);\n',
    ],
    [
      "missing description, MCP server.tool's argument",
      MCP + 'server.tool("get-user", {}, async () => ({ content: [] }));\n',
      "missing-description",
      "Add a description stub (“TODO: say what it does”)",
      MCP + 'server.tool("get-user", "TODO: say what it does", {}, async () => ({ content: [] }));\n',
    ],
    [
      "empty description",
      IMPORT + decl("photo.rotate", '""'),
      "missing-description",
      "Add a description stub (“TODO: say what it does”)",
      IMPORT + decl("photo.rotate", '"TODO: say what it does"'),
    ],
    [
      "the verb in a later sentence",
      IMPORT + decl("run.get", '"Marketing run details. Returns the run with its vehicles."'),
      "truncation-drops-verb",
      "Start the description with the sentence that says what it does (“Returns …”)",
      IMPORT + decl("run.get", '"Returns the run with its vehicles. Marketing run details."'),
    ],
    [
      "“cannot be undone” in a later sentence",
      IMPORT + 'export const q = defineHandler({ name: "project.delete", kind: "write", description: "Delete the project and its files. Keeps the logs. This cannot be undone." });\n',
      "truncation-drops-irreversibility",
      "Move “cannot be undone” into the first sentence",
      IMPORT + 'export const q = defineHandler({ name: "project.delete", kind: "write", description: "Delete the project and its files; this cannot be undone. Keeps the logs." });\n',
    ],
  ];
  it.each(cases)("%s", async (_name, source, ruleId, title, after) => {
    const { code, fixed, output } = await dryRun({ "src/a.ts": source });
    expect({ code, fixed }).toEqual({ code: 1, fixed: {} }); // --fix-dry-run applies no suggestion
    const found = output.results.find((r) => r.ruleId === ruleId);
    expect(found?.fix).toBeUndefined();
    expect(found?.suggestions?.map((s) => s.title)).toEqual([title]);
    expect(found?.suggestions?.[0].edits.map((e) => e.file)).toEqual(["src/a.ts"]);
    expect(applied(source, found!.suggestions![0])).toBe(after);
  });

  it("a factory's doubled word: a suggestion that says how many actions it changes", async () => {
    const source =
      IMPORT +
      'function crud(entity: string) {\n  return defineHandler({ name: `${entity}.remove`, kind: "write", description: `Remove the the ${entity} of the dealer.` });\n}\nexport const p = crud("photo");\nexport const v = crud("video");\n';
    const { output } = await dryRun({ "src/a.ts": source });
    const found = output.results.filter((r) => r.ruleId === "broken-generated-text");
    expect(found.map((r) => [r.subject.name, r.fix, r.suggestions?.map((s) => s.title)])).toEqual([
      ["photo.remove", undefined, ["Remove the repeated “the” (shared text: this changes 2 actions)"]],
      ["video.remove", undefined, ["Remove the repeated “the” (shared text: this changes 2 actions)"]],
    ]);
    expect(applied(source, found[0].suggestions![0])).toBe(source.replace("Remove the the", "Remove the"));
  });
});

describe("a const used by two actions", () => {
  it("a suggestion that says how many actions it changes, on the const", async () => {
    const source = IMPORT + 'const D = "Show the the open leads.";\n' + decl("lead.open", "D") + decl("lead.openToo", "D");
    const { output } = await dryRun({ "src/a.ts": source });
    const found = output.results.filter((r) => r.ruleId === "broken-generated-text");
    expect(found.map((r) => [r.subject.name, r.fix, r.suggestions?.map((s) => s.title)])).toEqual([
      ["lead.open", undefined, ["Remove the repeated “the” (shared text: this changes 2 actions)"]],
      ["lead.openToo", undefined, ["Remove the repeated “the” (shared text: this changes 2 actions)"]],
    ]);
    expect(applied(source, found[1].suggestions![0])).toBe(source.replace("the the", "the"));
  });
});

describe("--fix", () => {
  it("writes the fixed files, leaves suggestions alone, and reports what remains", async () => {
    const a = IMPORT + decl("run.send", '"Send the message with with the attachments."') + 'export const m = defineHandler({ name: "photo.delete", kind: "write" });\n';
    const dir = project({ "src/a.ts": a, "src/b.ts": IMPORT + decl("run.stop", '"Stop the the run and the the job, then then notify the dealer."') });
    const result = await run(dir, ["-f", "json", "--fix"]);
    expect(fs.readFileSync(path.join(dir, "src/a.ts"), "utf8")).toBe(a.replace("with with", "with"));
    // three in one text, two of them one diagnostic ("the the", and 1 more): the second fixed by a second pass
    expect(fs.readFileSync(path.join(dir, "src/b.ts"), "utf8")).toBe(IMPORT + decl("run.stop", '"Stop the run and the job, then notify the dealer."'));
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 1, stderr: "" });
    expect(parseJson(result.stdout).results.map((r) => `${r.ruleId} ${r.subject.name}`)).toEqual(["missing-description photo.delete"]);
  });

  it("keeps a UTF-8 byte order mark; fixes only the paths given", async () => {
    const text = IMPORT + decl("run.send", '"Send the the message."');
    const dir = project({ "src/a.ts": "\uFEFF" + text, "src/b.ts": text.replace("run.send", "run.post").replace("run_send", "run_post") });
    const result = await run(dir, ["--fix", "src/a.ts"]);
    expect(result.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, "src/a.ts"), "utf8")).toBe("\uFEFF" + text.replace("the the", "the"));
    expect(fs.readFileSync(path.join(dir, "src/b.ts"), "utf8")).toContain("the the");
  });

  it("stylish says how many problems --fix would fix (suggestions not counted)", async () => {
    const a = IMPORT + decl("run.send", '"Send the message with with the attachments."') + 'export const m = defineHandler({ name: "photo.delete", kind: "write" });\n';
    const { stdout } = await run(project({ "src/a.ts": a }), []);
    expect(stdout.split("\n").slice(-3)).toEqual(["✖ 2 problems (2 errors, 0 warnings, 0 infos)", "  1 problem potentially fixable with the `--fix` option.", ""]);
  });

  it("usage mistakes: exit 2", async () => {
    const dir = project({ "src/a.ts": IMPORT + decl("run.send", '"Send the message."') });
    expect(await run(dir, ["--fix", "--fix-dry-run"])).toEqual({ code: 2, stdout: "", stderr: "summarylint: --fix and --fix-dry-run cannot be used together\n" });
    expect(await run(dir, ["--fix", "--stdin", "--stdin-filename", "src/a.ts"], { stdin: "" })).toEqual({
      code: 2,
      stdout: "",
      stderr: "summarylint: --fix cannot write text read from --stdin; use --fix-dry-run (its json output has the fixed text)\n",
    });
  });

  it("--stdin with --fix-dry-run: the fixed text of stdin, nothing written", async () => {
    const disk = IMPORT + decl("run.send", '"Send the message."');
    const dir = project({ "src/a.ts": disk });
    const text = IMPORT + decl("run.send", '"Send the the message."');
    const result = await run(dir, ["-f", "json", "--fix-dry-run", "--stdin", "--stdin-filename", "src/a.ts"], { stdin: text });
    expect(parseJson<DryRun>(result.stdout).fixed).toEqual([{ file: "src/a.ts", output: disk }]);
    expect(fs.readFileSync(path.join(dir, "src/a.ts"), "utf8")).toBe(disk);
  });
});

// --fix reported the lint of the texts it had fixed in memory: a file it could not write (UTF-16 text, which is not
// rewritten; a file changed since it was read) kept its error on disk, yet the report did not show it and the run
// exited 0. What is reported now is what is on disk after writing.
describe("--fix reports what is on disk", () => {
  const doubled = (name: string) => IMPORT + decl(name, `"${name === "run.send" ? "Send the message" : "Forward the note"} with with the attachments."`);
  const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);

  it("a UTF-16 file is not written: its finding is still reported, exit 1; the UTF-8 file beside it is fixed", async () => {
    const dir = project({ "src/a.ts": utf16(doubled("run.send")), "src/b.ts": doubled("run.forward") });
    const result = await run(dir, ["--fix", "-f", "json"]);
    const results = parseJson(result.stdout).results.map((r) => [r.ruleId, r.file, r.subject.name]);
    expect({ code: result.code, results, stderr: result.stderr }).toEqual({
      code: 1,
      results: [["broken-generated-text", "src/a.ts", "run.send"]],
      stderr:
        "summarylint: src/a.ts: UTF-16 text is not rewritten; not fixed\n" +
        "summarylint: 1 file was not written; the findings reported are those of the files as they are on disk\n",
    });
    expect(fs.readFileSync(path.join(dir, "src/a.ts"))).toEqual(utf16(doubled("run.send")));
    expect(fs.readFileSync(path.join(dir, "src/b.ts"), "utf8")).toBe(doubled("run.forward").replace("with with", "with"));
  });

  it("near miss: every file written, nothing left, exit 0", async () => {
    const dir = project({ "src/b.ts": doubled("run.forward") });
    const result = await run(dir, ["--fix", "-f", "json"]);
    expect({ code: result.code, results: parseJson(result.stdout).results, stderr: result.stderr }).toEqual({ code: 0, results: [], stderr: "" });
  });
});
