// `summarylint mcp` through the MCP SDK's own client (Client + StdioClientTransport), as a coding agent's harness
// starts it: the built launcher as a child process in a project folder.
import fs from "node:fs";
import path from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCli, type BuiltCli } from "../helpers/built-cli.js";
import { at, handler, IMPORT, project, run } from "../cli/run.js";
import { RULE_INFOS } from "../../rules/index.js";
import { connect } from "./launch.js";

let built: BuiltCli;

beforeAll(() => {
  built = buildCli();
}, 60_000);

afterAll(() => built?.remove());

const PHOTOS = IMPORT + handler("photo.list", { description: "List the photos of an album." }) + handler("photo.delete", { kind: "write" }) + handler("photo.share", { kind: "write", description: "Share a photo. The link expires after a day." });

/** A project with one error (photo.delete has no description) and one info (photo.share's second sentence). */
function photos(): string {
  return project({ "src/photos.ts": PHOTOS, "docs/readme.md": "# photos\n" });
}

type CallResult = Awaited<ReturnType<Client["callTool"]>>;

function text(result: CallResult): string {
  const content = result.content as { type: string; text: string }[];
  expect(content.map((c) => c.type)).toEqual(["text"]);
  return content[0].text;
}

describe("summarylint mcp, through the SDK's client", () => {
  it("initializes with the tools capability, lists its three read-only tools, and lints the project with the command line's findings", async () => {
    const dir = photos();
    const { client, stderr } = await connect(built.launcher, dir);
    try {
      expect(client.getServerVersion()).toEqual({ name: "summarylint", title: "summarylint", version: JSON.parse(fs.readFileSync("package.json", "utf8")).version });
      expect(client.getServerCapabilities()).toEqual({ tools: {} });
      expect(client.getInstructions()).toMatch(/^summarylint checks the text a model reads about the tools/);

      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(["lint", "directory", "explain_rule"]);
      for (const t of tools) {
        expect(t.annotations, t.name).toEqual({ title: t.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
        expect(t.inputSchema.type, t.name).toBe("object");
        expect(t.inputSchema.additionalProperties, t.name).toBe(false);
      }
      expect(tools.map((t) => [t.name, Object.keys(t.inputSchema.properties ?? {})])).toEqual([
        ["lint", ["paths", "verbose"]],
        ["directory", ["role", "format"]],
        ["explain_rule", ["rule"]],
      ]);
      expect(tools[0].inputSchema.properties?.paths).toMatchObject({ type: "array", items: { type: "string" } });
      expect(tools[1].inputSchema.properties?.format).toMatchObject({ type: "string", enum: ["text", "json"] });
      // summarylint's own rules, infos included, find nothing in the list it serves.
      const own = project({ "tools.json": JSON.stringify({ tools }, null, 2) });
      const self = await run(own, ["--tools-json", "tools.json", "-f", "json"]);
      expect({ code: self.code, results: JSON.parse(self.stdout).results, actions: JSON.parse(self.stdout).summary.actions }).toEqual({ code: 0, results: [], actions: 3 });

      const cli = await run(dir, ["-f", "json"]);
      const missing = at(PHOTOS, 'defineHandler({ name: "photo.delete"');
      const lint = await client.callTool({ name: "lint", arguments: {} });
      expect(lint.isError).toBeUndefined();
      expect(text(lint)).toBe(
        `src/photos.ts:${missing.line}:${missing.column} error Action "photo.delete" has no description: the model sees only its name. Add a description that starts with what it does. [missing-description]\n` +
          "3 actions in 1 file: 1 error, 1 info (the info is not listed; verbose: true lists it)\n",
      );
      const structured = lint.structuredContent as { results: { ruleId: string; line: number; column: number }[]; summary: unknown };
      expect(structured.results.map((r) => [r.ruleId, r.line, r.column])).toEqual([["missing-description", missing.line, missing.column]]);
      // The json format's document, but for the infos verbose leaves out.
      const document = JSON.parse(cli.stdout) as { results: { severity: string }[] };
      expect(structured).toEqual({ ...document, results: document.results.filter((r) => r.severity !== "info") });
      expect(stderr()).toBe("");
    } finally {
      await client.close();
    }
  }, 60_000);

  it("lint: verbose lists the infos; paths limit what is reported; a path outside the project or missing is a tool error", async () => {
    const dir = photos();
    fs.mkdirSync(path.join(dir, "lib"));
    const { client } = await connect(built.launcher, dir);
    try {
      const share = at(PHOTOS, '"Share a photo.');
      const verbose = await client.callTool({ name: "lint", arguments: { verbose: true } });
      expect(text(verbose).split("\n").map((line) => line.replace(/ (error|warn|info) .*(?= \[)/, " $1 …"))).toEqual([
        `src/photos.ts:${at(PHOTOS, 'defineHandler({ name: "photo.delete"').line}:29 error … [missing-description]`,
        `src/photos.ts:${share.line}:${share.column} info … [first-sentence-only]`,
        "3 actions in 1 file: 1 error, 1 info",
        "",
      ]);
      expect((verbose.structuredContent as { results: { ruleId: string }[] }).results.map((r) => r.ruleId)).toEqual(["missing-description", "first-sentence-only"]);

      // A folder with no findings: only the closing line.
      expect(text(await client.callTool({ name: "lint", arguments: { paths: ["lib"] } }))).toBe("3 actions in 1 file: no problems\n");

      for (const outside of ["..", "../elsewhere", "/", "src/../../x"]) {
        const refused = await client.callTool({ name: "lint", arguments: { paths: [outside] } });
        expect(refused.isError, outside).toBe(true);
        expect(text(refused)).toBe(`the path ${JSON.stringify(outside)} is outside the server's working directory (${dir}); give a path inside it`);
      }
      // A symbolic link inside that leads outside is refused too.
      fs.symlinkSync(path.dirname(dir), path.join(dir, "up"));
      expect(text(await client.callTool({ name: "lint", arguments: { paths: ["up"] } }))).toBe(`the path "up" is outside the server's working directory (${dir}); give a path inside it`);

      const missing = await client.callTool({ name: "lint", arguments: { paths: ["src/nope.ts"] } });
      expect({ isError: missing.isError, text: text(missing) }).toEqual({ isError: true, text: "summarylint: no such file or folder: src/nope.ts" });

      const wrongType = await client.callTool({ name: "lint", arguments: { paths: "src" } });
      expect({ isError: wrongType.isError, text: text(wrongType) }).toEqual({ isError: true, text: 'the argument "paths" of lint must be a list of strings, not the string "src"' });
      const unknown = await client.callTool({ name: "lint", arguments: { fix: true } });
      expect(text(unknown)).toBe('lint has no argument "fix"; it takes "paths", "verbose"');

      // Two infos not listed: said in the plural.
      fs.writeFileSync(path.join(dir, "lib/albums.ts"), IMPORT + handler("album.share", { kind: "write", description: "Share an album. The link expires after a day." }));
      expect(text(await client.callTool({ name: "lint", arguments: {} })).split("\n").slice(1)).toEqual(["4 actions in 2 files: 1 error, 2 infos (the infos are not listed; verbose: true lists them)", ""]);
    } finally {
      await client.close();
    }
  }, 60_000);

  it("lint: a config error is a tool error with the command line's message, and the server goes on serving", async () => {
    const dir = photos();
    fs.writeFileSync(path.join(dir, ".summarylintrc.json"), "{ not json");
    const { client } = await connect(built.launcher, dir);
    try {
      const cli = await run(dir, ["-f", "json"]);
      expect(cli.code).toBe(2);
      const result = await client.callTool({ name: "lint", arguments: {} });
      expect({ isError: result.isError, text: text(result) }).toEqual({ isError: true, text: cli.stderr.trim() });
      expect(await client.ping()).toEqual({});
    } finally {
      await client.close();
    }
  }, 60_000);

  it("directory: the command line's text, or its json as structured content; an unknown role is a tool error", async () => {
    const dir = photos();
    const { client } = await connect(built.launcher, dir);
    try {
      const textual = await client.callTool({ name: "directory", arguments: {} });
      expect(text(textual)).toBe((await run(dir, ["directory"])).stdout);
      expect(text(textual)).toContain("photo.list (read): List the photos of an album.\n");

      const json = await client.callTool({ name: "directory", arguments: { format: "json" } });
      const cli = (await run(dir, ["directory", "-f", "json"])).stdout;
      expect(text(json)).toBe(cli);
      expect(json.structuredContent).toEqual(JSON.parse(cli));

      const role = await client.callTool({ name: "directory", arguments: { role: "admin" } });
      expect({ isError: role.isError, text: text(role) }).toEqual({ isError: true, text: (await run(dir, ["directory", "--role", "admin"])).stderr.trim() });
      const format = await client.callTool({ name: "directory", arguments: { format: "yaml" } });
      expect(text(format)).toBe('the argument "format" of directory must be one of "text", "json", not "yaml"');
    } finally {
      await client.close();
    }
  }, 60_000);

  it("explain_rule: a rule's rules/<id>.md (and lint of an empty folder); an unknown id is a tool error listing the ids; an unknown tool is a protocol error", async () => {
    const { client } = await connect(built.launcher, project({}));
    try {
      // Nothing to lint: the command line's hint, and its closing line.
      expect(text(await client.callTool({ name: "lint", arguments: {} }))).toBe(
        "summarylint: no source files found (include: **/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}, **/SKILL.md); nothing was checked\n0 tools in 0 files: no problems\n",
      );
      const known = await client.callTool({ name: "explain_rule", arguments: { rule: "missing-description" } });
      expect(known.isError).toBeUndefined();
      expect(text(known)).toBe(fs.readFileSync("rules/missing-description.md", "utf8"));

      const unknown = await client.callTool({ name: "explain_rule", arguments: { rule: "missing-descripton" } });
      expect(unknown.isError).toBe(true);
      const ids = RULE_INFOS.map((r) => r.id).sort();
      expect(ids.slice(0, 2)).toEqual(["broken-generated-text", "cross-tool-reference"]);
      expect(text(unknown)).toBe(`summarylint has no rule "missing-descripton" (did you mean "missing-description"?); its rules are: ${ids.join(", ")}`);
      // A path is no rule id: nothing outside rules/ is read.
      expect(text(await client.callTool({ name: "explain_rule", arguments: { rule: "../package" } }))).toMatch(/^summarylint has no rule "\.\.\/package"; its rules are: /);
      expect(text(await client.callTool({ name: "explain_rule", arguments: {} }))).toBe('explain_rule needs the argument "rule"');

      await expect(client.callTool({ name: "fix", arguments: {} })).rejects.toThrow(/-32602.*Unknown tool: "fix"; the tools are lint, directory, explain_rule/);
    } finally {
      await client.close();
    }
  }, 60_000);

  it("serves the folder given (`summarylint mcp <folder>`) rather than the working directory; paths are then inside that folder", async () => {
    const dir = photos();
    const elsewhere = project({ "src/other.ts": IMPORT + handler("other.delete") });
    const { client } = await connect(built.launcher, elsewhere, path.relative(elsewhere, dir));
    try {
      const missing = at(PHOTOS, 'defineHandler({ name: "photo.delete"');
      const lint = await client.callTool({ name: "lint", arguments: { paths: ["src"] } });
      expect((lint.structuredContent as { results: { file: string; line: number }[] }).results.map((r) => [r.file, r.line])).toEqual([["src/photos.ts", missing.line]]);
      expect(text(await client.callTool({ name: "lint", arguments: { paths: [elsewhere] } }))).toBe(`the path ${JSON.stringify(elsewhere)} is outside the server's working directory (${dir}); give a path inside it`);
    } finally {
      await client.close();
    }
  }, 60_000);
});

describe("summarylint mcp, its usage errors (before anything is served)", () => {
  it.each([
    [["mcp", "nope"], "summarylint: mcp: no such folder: nope\n"],
    [["mcp", "package.json"], "summarylint: mcp: no such folder: package.json\n"],
    [["mcp", "a", "b"], "summarylint: too many arguments for 'mcp'. Expected 1 argument but got 2; see summarylint --help\n"],
    [["-f", "json", "mcp"], 'summarylint: --format does not apply to "mcp"\n'],
    [["mpc"], 'summarylint: no such file or folder: mpc (did you mean the command "mcp"?)\n'],
  ])("summarylint %j", async (argv, stderr) => {
    const dir = project({ "package.json": "{}\n" });
    expect(await run(dir, argv)).toEqual({ code: 2, stdout: "", stderr });
  });
});
