// The line a run ends with where a person reads it (src/cli/closing-line.ts): what was checked and what was found, on
// stderr only, on a terminal outside CI or with --verbose; and what --fix and -o wrote.
import { describe, expect, it } from "vitest";
import { closingLine, speaksToPerson, unprovenLines } from "../../src/cli/closing-line.js";
import type { Severity } from "../../src/config/rule-info.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { IMPORT, project, run } from "./run.js";

const finding = (severity: Severity) => ({ severity }) as Diagnostic;
const MCP = { presets: [{ presets: ["mcp"] }] };
const KUMIKO = { presets: [{ presets: ["kumiko"] }] };
const SHAPE = { name: "read_notes", file: "/p/src/registry.ts", line: 2, reason: "recognised by its keys alone" };

describe("closingLine", () => {
  it.each<[string, Parameters<typeof closingLine>[0], Severity[], string]>([
    ["a clean MCP server", { files: 6, actions: 19, modules: 0, ...MCP }, [], "summarylint: 19 tools in 6 files: no problems\n"],
    ["one of each", { files: 1, actions: 1, modules: 1, ...MCP }, [], "summarylint: 1 tool and 1 skill or module in 1 file: no problems\n"],
    ["none found is said, not hidden", { files: 3, actions: 0, modules: 0, ...MCP }, [], "summarylint: 0 tools in 3 files: no problems\n"],
    ["the kumiko preset alone speaks of actions", { files: 27, actions: 56, modules: 0, ...KUMIKO }, ["error", "error", "warn", "info"], "summarylint: 56 actions in 27 files: 2 errors, 1 warning, 1 info\n"],
    ["a mix of presets speaks of tools", { files: 2, actions: 2, modules: 3, presets: [{ presets: ["kumiko"] }, { presets: ["mcp"] }] }, ["warn", "warn"], "summarylint: 2 tools and 3 skills or modules in 2 files: 2 warnings\n"],
    ["thousands", { files: 1204, actions: 1500, modules: 0, ...MCP }, ["info", "info"], "summarylint: 1,500 tools in 1,204 files: 2 infos\n"],
    ["tools read by their shape alone are counted", { files: 2, actions: 3, modules: 0, unproven: [SHAPE, SHAPE], ...MCP }, [], "summarylint: 3 tools in 2 files (2 tools not proven, judged at info at most): no problems\n"],
    ["near miss: an empty list says nothing", { files: 2, actions: 3, modules: 0, unproven: [], ...MCP }, [], "summarylint: 3 tools in 2 files: no problems\n"],
  ])("%s", (_title, checked, severities, expected) => {
    expect(closingLine(checked, severities.map(finding))).toBe(expected);
  });
});

describe("unprovenLines (--verbose)", () => {
  const relative = (file: string) => file.replace("/p/", "");
  it.each<[string, { name: string; file: string; line: number; reason: string }[], string]>([
    ["none", [], ""],
    ["one, with where and why", [SHAPE], 'summarylint: not proven: "read_notes" at src/registry.ts:2: recognised by its keys alone\n'],
    ["a control character in a name is shown, not written", [{ ...SHAPE, name: "a\u001b[2Jb" }], 'summarylint: not proven: "a\\u001B[2Jb" at src/registry.ts:2: recognised by its keys alone\n'],
  ])("%s", (_title, list, expected) => {
    expect(unprovenLines(list, relative)).toBe(expected);
  });

  it("names twenty and counts the rest", () => {
    const lines = unprovenLines(Array.from({ length: 23 }, (_, i) => ({ ...SHAPE, name: `t${i}` })), relative).split("\n");
    expect(lines.length).toBe(22);
    expect(lines[19]).toBe('summarylint: not proven: "t19" at src/registry.ts:2: recognised by its keys alone');
    expect(lines[20]).toBe("summarylint: not proven: … and 3 more");
  });
});

describe("speaksToPerson", () => {
  it.each<[string, boolean | undefined, Record<string, string>, boolean | undefined, boolean]>([
    ["a terminal", true, {}, undefined, true],
    ["a terminal with CI=false", true, { CI: "false" }, undefined, true],
    ["a terminal with CI=0", true, { CI: "0" }, undefined, true],
    ["a terminal in CI", true, { CI: "true" }, undefined, false],
    ["a terminal in CI, --verbose", true, { CI: "1" }, true, true],
    ["a pipe", false, {}, undefined, false],
    ["a pipe, --verbose", false, {}, true, true],
  ])("%s", (_title, stderrIsTTY, env, verbose, expected) => {
    expect(speaksToPerson({ stderrIsTTY, env }, verbose)).toBe(expected);
  });
});

const MCP_PROJECT = {
  "package.json": '{"name":"p","dependencies":{"@modelcontextprotocol/sdk":"1"}}',
  "src/a.ts": 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.registerTool("read_file", { description: "Read a file from the workspace and return its text." }, cb);\n',
};

describe("the closing line of a run", () => {
  it("is written last on stderr at a terminal, and stdout is the same without it", async () => {
    const cwd = project(MCP_PROJECT);
    const plain = await run(cwd, ["-f", "json"]);
    const shown = await run(cwd, ["-f", "json"], { stderrIsTTY: true, progressAfterMs: 60_000 });
    expect(plain.stderr).toBe("");
    expect(shown.stdout).toBe(plain.stdout);
    expect(shown.stderr).toBe("summarylint: 1 tool in 1 file: no problems\n");
  });

  it("is written with --verbose in CI, and not in CI without it", async () => {
    const cwd = project(MCP_PROJECT);
    expect((await run(cwd, [], { stderrIsTTY: true, env: { CI: "true" } })).stderr).toBe("");
    const verbose = await run(cwd, ["--verbose"], { stderrIsTTY: false, env: { CI: "true" } });
    expect(verbose.stderr).toBe("summarylint: 1 tool in 1 file: no problems\n");
  });

  it("--verbose names the tools read by their shape alone, and the closing line counts them", async () => {
    const cwd = project({
      "package.json": '{"name":"p"}',
      "src/registry.ts": 'export const tools = [\n  { name: "read_notes", description: "Read the notes.", inputSchema: { type: "object", properties: { id: { type: "string" } } } },\n];\n',
    });
    const verbose = await run(cwd, ["--verbose"], { stderrIsTTY: false });
    expect(verbose.stderr).toMatch(/^summarylint: not proven: "read_notes" at src\/registry\.ts:2: .+\nsummarylint: 1 tool in 1 file \(1 tool not proven, judged at info at most\): no problems\n$/);
  });

  it("-o and directory -o say what they wrote", async () => {
    const cwd = project(MCP_PROJECT);
    const lint = await run(cwd, ["-f", "json", "-o", "out.json"], { stderrIsTTY: true, progressAfterMs: 60_000 });
    expect(lint.stderr).toBe('summarylint: wrote out.json\nsummarylint: 1 tool in 1 file: no problems\n');
    const dir = await run(cwd, ["directory", "-o", "dir.txt"], { stderrIsTTY: true, progressAfterMs: 60_000 });
    expect(dir.stderr).toBe("summarylint: wrote dir.txt\n");
  });

  it("--fix says how many files it wrote", async () => {
    const cwd = project({ "src/a.ts": `${IMPORT}export const h = defineHandler({ name: "run.send", description: "Send the message with with the attachments." });\n` });
    const fixed = await run(cwd, ["--fix"], { stderrIsTTY: true, progressAfterMs: 60_000 });
    expect(fixed.stderr).toBe("summarylint: --fix wrote 1 file\nsummarylint: 1 action in 1 file: no problems\n");
    expect((await run(cwd, ["--fix"], { stderrIsTTY: true, progressAfterMs: 60_000 })).stderr).toBe("summarylint: 1 action in 1 file: no problems\n");
  });
});
