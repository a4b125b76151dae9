// `summarylint directory | stats | rules | init`, --version and --help (docs/design.md#command-line).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOOL_VERSION } from "../../src/base/version.js";
import { loadConfig } from "../../src/config/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import type { StatsReport } from "../../src/stats/types.js";
import { estimateTokens } from "../../src/text/tokens.js";
import { parseJson, project, run } from "./run.js";

const DOCS = "https://github.com/summarylint/summarylint/blob/main/rules";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Two roles, a feature referenced by name and by value, an action needing approval, a cut feature sentence. */
const CONTACTS = `import { defineFeature, defineHandler } from "kumiko";

export const contacts = defineFeature({
  name: "contacts",
  label: { en: "Contacts", de: "Kontakte" },
  description: "Contacts of the dealer. Each has consent flags.",
});

export const list = defineHandler({
  name: "contact.list",
  feature: "contacts",
  kind: "read",
  roles: ["Editor", "Admin"],
  description: "List the contacts of the dealer.",
});

export const remove = defineHandler({
  name: "contact.delete",
  feature: contacts,
  kind: "write",
  approval: true,
  roles: ["Admin"],
  description: "Delete a contact. It cannot be undone.",
});
`;

const LIST_JSON = {
  name: "contact.list",
  group: null,
  preset: "kumiko",
  kind: "read",
  approval: false,
  feature: "contacts",
  file: "src/contacts.ts",
  line: 9,
  registeredAt: null,
  description: "List the contacts of the dealer.",
  descriptionKey: null,
  summary: "List the contacts of the dealer.",
  lineText: "contact.list (read): List the contacts of the dealer.",
  truncated: false,
  firstSentenceOnly: false,
  verb: { lemma: "list", word: "List", offset: 0 },
  irreversible: null,
  resolved: true,
  unproven: null,
  schema: "none",
  module: null,
  deferred: false,
};
const DELETE_JSON = {
  name: "contact.delete",
  group: null,
  preset: "kumiko",
  kind: "write",
  approval: true,
  feature: "contacts",
  file: "src/contacts.ts",
  line: 17,
  registeredAt: null,
  description: "Delete a contact. It cannot be undone.",
  descriptionKey: null,
  summary: "Delete a contact.",
  lineText: "contact.delete (write, needs approval): Delete a contact.",
  truncated: false,
  firstSentenceOnly: true,
  verb: { lemma: "delete", word: "Delete", offset: 0 },
  irreversible: { phrase: "cannot be undone", offset: 21 },
  resolved: true,
  unproven: null,
  schema: "none",
  module: null,
  deferred: false,
};
const FEATURE_JSON = {
  name: "contacts",
  label: "Contacts",
  file: "src/contacts.ts",
  line: 3,
  description: "Contacts of the dealer. Each has consent flags.",
  summary: "Contacts of the dealer.",
  lineText: "contacts (Contacts): Contacts of the dealer.",
  truncated: false,
  firstSentenceOnly: true,
};

describe("directory", () => {
  it("text: one block per role (sorted), each line from the template, then the features", async () => {
    const { code, stdout, stderr } = await run(project({ "src/contacts.ts": CONTACTS }), ["directory"]);
    expect(stdout).toBe(
      [
        "# presets: kumiko",
        "",
        "# Admin: 2 actions, 1 feature",
        "",
        "contact.delete (write, needs approval): Delete a contact.",
        "contact.list (read): List the contacts of the dealer.",
        "",
        "## Features",
        "",
        "contacts (Contacts): Contacts of the dealer.",
        "",
        "# Editor: 1 action, 1 feature",
        "",
        "contact.list (read): List the contacts of the dealer.",
        "",
        "## Features",
        "",
        "contacts (Contacts): Contacts of the dealer.",
        "",
      ].join("\n"),
    );
    expect(code).toBe(0);
    expect(stderr).toBe("");
  });

  it("text: a project without roles has one block for every role; the line template comes from the config", async () => {
    const source = `import { defineHandler } from "kumiko";\nexport const a = defineHandler({ name: "a.get", description: "Fetch a. Then b." });\n`;
    const dir = project({ "src/a.ts": source, ".summarylintrc.yaml": 'directory:\n  line: "- {name} [{kind}] {summary}"\n' });
    expect((await run(dir, ["directory"])).stdout).toBe("# presets: kumiko\n\n# every role (the project declares no roles): 1 action, 0 features\n\n- a.get [read] Fetch a.\n");
  });

  // A framework without roles or features is headed by what it has, in its own words; a mix keeps kumiko's.
  it.each([
    ["MCP tools", { "src/a.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.registerTool("read", { description: "Read a file." }, cb);\nserver.registerTool("list", { description: "List the files." }, cb);\n`, "package.json": '{"dependencies":{"@modelcontextprotocol/sdk":"1"}}' }, "# presets: mcp\n\n# 2 tools\n\n"],
    ["kumiko's actions", { "src/a.ts": `import { defineHandler } from "kumiko";\nexport const a = defineHandler({ name: "a.get", description: "Fetch a." });\n` }, "# presets: kumiko\n\n# every role (the project declares no roles): 1 action, 0 features\n\n"],
  ])("text: the heading of %s", async (_title, files, head) => {
    expect((await run(project(files), ["directory"])).stdout.startsWith(head)).toBe(true);
  });

  it("json: every field of every action and feature, per role", async () => {
    const { code, stdout } = await run(project({ "src/contacts.ts": CONTACTS }), ["directory", "--format", "json"]);
    expect(parseJson(stdout)).toEqual({
      tool: { name: "summarylint", version: TOOL_VERSION },
      presets: [{ package: ".", presets: ["kumiko"] }],
      triggers: [],
      servers: [],
      serverFeatures: [],
      uncallable: [],
      modules: [],
      directories: [
        { role: "Admin", actions: [DELETE_JSON, LIST_JSON], features: [FEATURE_JSON] },
        { role: "Editor", actions: [LIST_JSON], features: [FEATURE_JSON] },
      ],
    });
    expect(code).toBe(0);
  });

  it("json: how far each action's input schema was read (read, partial, unread, none)", async () => {
    const handlers = `import { defineHandler } from "kumiko";
import { z } from "zod";
import { Shared } from "@acme/schemas";
export const a = defineHandler({ name: "a.read", description: "Reads.", input: z.object({ id: z.string() }) });
export const b = defineHandler({ name: "b.partial", description: "Checks.", input: z.object({ id: z.string() }).refine(Boolean) });
export const c = defineHandler({ name: "c.unread", description: "Imports.", input: Shared });
export const d = defineHandler({ name: "d.none", description: "Takes nothing." });
`;
    const { code, stdout } = await run(project({ "src/handlers.ts": handlers }), ["directory", "--format", "json"]);
    const actions = parseJson<{ directories: { actions: { name: string; schema: string }[] }[] }>(stdout).directories[0].actions;
    expect(actions.map((a) => [a.name, a.schema])).toEqual([
      ["a.read", "read"],
      ["b.partial", "partial"],
      ["c.unread", "unread"],
      ["d.none", "none"],
    ]);
    expect(code).toBe(0);
  });

  it("json: a tool object registered elsewhere is one action, at its declaration, with the registration", async () => {
    const tools = `export const readTool = { name: "read", description: "Read a file.", inputSchema: { type: "object" } };\n`;
    const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readTool } from "./tools.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool(readTool.name, { description: readTool.description, inputSchema: readTool.inputSchema }, cb);
`;
    const dir = project({ "package.json": '{"dependencies":{"@modelcontextprotocol/sdk":"1"}}', "src/tools.ts": tools, "src/a.ts": server });
    const { code, stdout } = await run(dir, ["directory", "--format", "json"]);
    type Listed = { name: string; file: string; line: number; registeredAt: unknown; unproven: unknown };
    const actions = parseJson<{ directories: { actions: Listed[] }[] }>(stdout).directories[0].actions;
    expect(actions.map(({ name, file, line, registeredAt, unproven }) => ({ name, file, line, registeredAt, unproven }))).toEqual([
      { name: "read", file: "src/tools.ts", line: 1, registeredAt: { file: "src/a.ts", line: 4 }, unproven: null },
    ]);
    expect(code).toBe(0);
  });

  it("--role R: that role only, in text and json", async () => {
    const dir = project({ "src/contacts.ts": CONTACTS });
    expect((await run(dir, ["directory", "--role", "Editor"])).stdout).toBe(
      "# presets: kumiko\n\n# Editor: 1 action, 1 feature\n\ncontact.list (read): List the contacts of the dealer.\n\n## Features\n\ncontacts (Contacts): Contacts of the dealer.\n",
    );
    const json = parseJson<{ directories: unknown[] }>((await run(dir, ["directory", "--role", "Editor", "-f", "json"])).stdout);
    expect(json.directories).toEqual([{ role: "Editor", actions: [LIST_JSON], features: [FEATURE_JSON] }]);
    expect(await run(dir, ["directory", "--role", "Viewer"])).toEqual({
      code: 2,
      stdout: "",
      stderr: 'summarylint: unknown role "Viewer"; the roles are Admin, Editor\n',
    });
  });

  it("-o writes the directory to a file", async () => {
    const dir = project({ "src/contacts.ts": CONTACTS });
    expect(await run(dir, ["directory", "--role", "Editor", "-o", "out/directory.txt"])).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(fs.readFileSync(path.join(dir, "out/directory.txt"), "utf8")).toMatch(/^# presets: kumiko\n\n# Editor: 1 action, 1 feature\n/);
  });
});

describe("stats", () => {
  // The lines as the directory prints them, each with its newline (57, 53 and 44 characters).
  const DELETE_LINE = "contact.delete (write, needs approval): Delete a contact.\n";
  const LIST_LINE = "contact.list (read): List the contacts of the dealer.\n";
  const FEATURE_LINE = "contacts (Contacts): Contacts of the dealer.\n";
  // What the full catalog sends instead: each tool's JSON (neither declares input).
  const json = (name: string, description: string) => `{"name":"${name}","description":"${description}","input_schema":{"type":"object","properties":{}}}\n`;
  const DELETE_JSON = json("contact.delete", "Delete a contact. It cannot be undone.");
  const LIST_JSON = json("contact.list", "List the contacts of the dealer.");
  const size = (...texts: string[]) => ({ characters: texts.join("").length, tokens: texts.reduce((n, t) => n + estimateTokens(t), 0) });

  it("json: the totals, and per role the directory, the cut and the full catalog beside it", async () => {
    const { code, stdout } = await run(project({ "src/contacts.ts": CONTACTS }), ["stats", "-f", "json"]);
    const report = parseJson<StatsReport>(stdout);
    expect(report.totals).toEqual({
      files: 1, actions: 2, features: 1, entities: 0, modules: 0, skills: 0, namespaces: 0, toolsets: 0,
      triggers: 0, servers: 0, serverFeatures: 0, uncallable: 0, deferred: 0, groups: 1, missingDescriptions: 0, unresolvedDescriptions: 0, unproven: 0, fileProblems: 0, limitsReached: 0,
    });
    expect([report.tool, report.presets, report.tokens, report.describeRoundTokens, report.loadedOnDemand]).toEqual([
      { name: "summarylint", version: TOOL_VERSION },
      [{ package: ".", presets: ["kumiko"] }],
      { encoding: "o200k_base", estimate: true, factors: {} },
      1000,
      null,
    ]);
    const [admin, editor] = report.roles;
    const adminDirectory = size(DELETE_LINE, LIST_LINE, FEATURE_LINE);
    const adminTools = size(DELETE_JSON, LIST_JSON);
    expect({ ...admin, groups: admin.groups.map((g) => g.group) }).toEqual({
      role: "Admin",
      actions: 2,
      missingDescriptions: 0,
      // "Delete a contact. It cannot be undone." keeps its first sentence: 21 characters go, with the wording.
      cuts: { summaries: 2, truncated: 0, charactersRemoved: 21, laterSentencesLost: 1 },
      irreversible: { descriptions: 1, kept: 0, lost: ["contact.delete"] },
      nearDuplicatePairs: 0,
      directory: adminDirectory,
      features: { features: 1, before: 47, after: 23, shares: [{ name: "contacts", characters: adminDirectory.characters, share: 100 }] },
      longest: [
        { name: "contact.list", characters: 32 },
        { name: "contact.delete", characters: 17 },
      ],
      lengths: { cap: 160, width: 20, counts: [1, 1, 0, 0, 0, 0, 0, 0, 0] },
      fullCatalog: {
        tools: adminTools,
        schemasRead: 2,
        schemasUnread: [],
        schemasUnreadCount: 0,
        saving: { characters: adminTools.characters - adminDirectory.characters, tokens: adminTools.tokens - adminDirectory.tokens },
        crossover: Math.ceil(1000 / ((adminTools.tokens - adminDirectory.tokens) / 2)),
      },
      groups: ["(ungrouped)"],
    });
    // One group: its counts are the role's.
    const { group, ...adminGroup } = admin.groups[0];
    const { role: _role, groups: _groups, ...adminScope } = admin;
    expect([group, adminGroup]).toEqual(["(ungrouped)", adminScope]);
    // Every action once: Admin sees both.
    expect(report.total).toEqual(adminScope);
    expect([editor.role, editor.actions, editor.directory, editor.cuts.laterSentencesLost, editor.irreversible]).toEqual([
      "Editor",
      1,
      size(LIST_LINE, FEATURE_LINE),
      0,
      { descriptions: 0, kept: 0, lost: [] },
    ]);
    expect(code).toBe(0);
  });

  it("text, and --role", async () => {
    const dir = project({ "src/contacts.ts": CONTACTS });
    const { stdout } = await run(dir, ["stats"]);
    const editorDirectory = size(LIST_LINE, FEATURE_LINE);
    expect(stdout.split("\n").slice(0, 4)).toEqual([
      "presets: kumiko",
      "files: 1  actions: 2  features: 1  entities: 0  triggers: 0  groups: 1",
      "missing descriptions: 0  unresolved: 0  not proven tools: 0  file problems: 0  limits reached: 0",
      "tokens are o200k estimates; a describe round is taken to cost 1,000 tokens (stats.describeRoundTokens)",
    ]);
    expect(stdout.split("\n").filter((l) => /^(all )?role/.test(l))).toEqual(["all roles (every action once): 2 actions, 1 feature", "role Admin: 2 actions, 1 feature", "role Editor: 1 action, 1 feature"]);
    expect(stdout).toContain(
      [
        "  cut at the cap: 0 of 2 (21 characters removed); 1 loses later sentences",
        "  irreversible: 1 description says so, 0 of their summaries kept it (lost: contact.delete)",
      ].join("\n"),
    );
    const editor = (await run(dir, ["stats", "--role", "Editor"])).stdout.split("\n");
    expect(editor.filter((l) => /^(all )?role/.test(l))).toEqual(["role Editor: 1 action, 1 feature"]);
    expect(editor).toContain(`  directory: ${editorDirectory.characters} characters, ~${editorDirectory.tokens} tokens`);
  });
});

describe("rules", () => {
  it("text: every rule id with its default severity and docs link", async () => {
    const { code, stdout, stderr } = await run(project(), ["rules"]);
    for (const rule of RULE_INFOS) {
      expect(stdout).toMatch(new RegExp(`^${escape(rule.id)} +${rule.defaultSeverity} +${escape(rule.description)}$`, "m"));
      expect(stdout).toContain(`\n${" ".repeat(Math.max(...RULE_INFOS.map((r) => r.id.length)) + 10)}${DOCS}/${rule.id}.md\n`);
    }
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    // A rule off by default is listed as off; an option without a default says so.
    expect(stdout).toMatch(/^directory-budget +off +Report directories \(each group of each role/m);
    expect(stdout).toMatch(/^ +option maxCharacters \(number, no default\): Characters the directory of one group of one role/m);
    expect(stdout).toMatch(/^ +option contributors \(number, default 3\): /m);
  });

  it("json: the same, as data", async () => {
    const rules = parseJson<{ id: string; defaultSeverity: string; description: string; docs: string; options: object }[]>((await run(project(), ["rules", "-f", "json"])).stdout);
    expect(rules.map((r) => [r.id, r.defaultSeverity, r.docs])).toEqual(RULE_INFOS.map((r) => [r.id, r.defaultSeverity, `${DOCS}/${r.id}.md`]));
    expect(rules.map((r) => r.id)).toEqual(expect.arrayContaining(["missing-description", "unreadable-source", "unused-directive"]));
    expect(rules.find((r) => r.id === "missing-description")!.options).toEqual({
      features: { type: "boolean", default: false, description: expect.any(String) },
      entities: { type: "boolean", default: false, description: expect.any(String) },
      triggers: { type: "boolean", default: false, description: expect.any(String) },
      modules: { type: "boolean", default: true, description: expect.any(String) },
    });
  });

  it("needs no project and no config (even a broken one)", async () => {
    expect((await run(project({ ".summarylintrc.yaml": "rulez: {}\n" }), ["rules"])).code).toBe(0);
  });
});

describe("init", () => {
  it("writes a .summarylintrc.yaml that then loads", async () => {
    const dir = project();
    expect(await run(dir, ["init"])).toEqual({ code: 0, stdout: "", stderr: "Wrote .summarylintrc.yaml\n" });
    const config = loadConfig({ cwd: dir, rules: RULE_INFOS });
    expect(config.file).toBe(path.join(dir, ".summarylintrc.yaml"));
    expect(config.presets).toEqual(["auto"]);
    expect((await run(dir, [])).code).toBe(0);
  });

  it("refuses to overwrite without --force (exit 2), and overwrites with it", async () => {
    const dir = project({ ".summarylintrc.yaml": "presets: [kumiko]\n" });
    expect(await run(dir, ["init"])).toEqual({ code: 2, stdout: "", stderr: "summarylint: .summarylintrc.yaml already exists (use --force to overwrite it)\n" });
    expect(fs.readFileSync(path.join(dir, ".summarylintrc.yaml"), "utf8")).toBe("presets: [kumiko]\n");
    expect((await run(dir, ["init", "--force"])).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, ".summarylintrc.yaml"), "utf8")).toContain("# summarylint configuration");
  });

  it("refuses when another config in the folder would compete with it", async () => {
    const dir = project({ "package.json": '{ "name": "x", "summarylint": { "presets": ["kumiko"] } }\n' });
    expect(await run(dir, ["init"])).toEqual({
      code: 2,
      stdout: "",
      stderr: 'summarylint: this folder already has a config (package.json, key "summarylint"); edit it, or use --force to write .summarylintrc.yaml beside it\n',
    });
    expect(fs.existsSync(path.join(dir, ".summarylintrc.yaml"))).toBe(false);
  });

  it("a config in a folder above does not stop it", async () => {
    const dir = project({ ".summarylintrc.json": "{}\n", "sub/keep": "" });
    expect((await run(path.join(dir, "sub"), ["init"])).code).toBe(0);
    expect(fs.existsSync(path.join(dir, "sub", ".summarylintrc.yaml"))).toBe(true);
  });
});

describe("--version and --help", () => {
  it("--version and -v print the version on stdout, exit 0", async () => {
    expect(await run(project(), ["--version"])).toEqual({ code: 0, stdout: `${TOOL_VERSION}\n`, stderr: "" });
    expect(await run(project(), ["-v"])).toEqual({ code: 0, stdout: `${TOOL_VERSION}\n`, stderr: "" });
    expect(TOOL_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("--help prints usage with every command on stdout, exit 0", async () => {
    const { code, stdout, stderr } = await run(project(), ["--help"]);
    expect(stdout).toMatch(/^Usage: summarylint \[options\] \[command\] \[paths\.\.\.\]/);
    for (const command of ["directory", "stats", "rules", "init"]) expect(stdout).toMatch(new RegExp(`^  ${command} `, "m"));
    for (const option of ["--config", "--format", "--output-file", "--max-warnings", "--quiet", "--role", "--no-color"]) expect(stdout).toContain(option);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  });

  it("a command's --help", async () => {
    const { code, stdout } = await run(project(), ["directory", "--help"]);
    expect(stdout).toMatch(/^Usage: summarylint directory \[options\]/);
    expect(code).toBe(0);
  });
});
