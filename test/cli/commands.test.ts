// `summarylint directory | stats | rules | init`, --version and --help (DESIGN §8).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOOL_VERSION } from "../../src/cli/version.js";
import { loadConfig } from "../../src/config/index.js";
import { RULE_INFOS } from "../../src/lint/registry.js";
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
  description: "List the contacts of the dealer.",
  descriptionKey: null,
  summary: "List the contacts of the dealer.",
  lineText: "contact.list (read): List the contacts of the dealer.",
  truncated: false,
  firstSentenceOnly: false,
  verb: { lemma: "list", word: "List", offset: 0 },
  irreversible: null,
  resolved: true,
  schema: "none",
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
  description: "Delete a contact. It cannot be undone.",
  descriptionKey: null,
  summary: "Delete a contact.",
  lineText: "contact.delete (write, needs approval): Delete a contact.",
  truncated: false,
  firstSentenceOnly: true,
  verb: { lemma: "delete", word: "Delete", offset: 0 },
  irreversible: { phrase: "cannot be undone", offset: 21 },
  resolved: true,
  schema: "none",
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

  it("json: every field of every action and feature, per role", async () => {
    const { code, stdout } = await run(project({ "src/contacts.ts": CONTACTS }), ["directory", "--format", "json"]);
    expect(parseJson(stdout)).toEqual({
      tool: { name: "summarylint", version: TOOL_VERSION },
      presets: [{ package: ".", presets: ["kumiko"] }],
      triggers: [],
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
  // Admin: the two lines above (57 and 53 characters) and the feature line (44), each with its newline.
  const ADMIN_CHARACTERS = 57 + 1 + 53 + 1 + 44 + 1;
  const EDITOR_CHARACTERS = 53 + 1 + 44 + 1;

  it("json: counts and sizes", async () => {
    const { code, stdout } = await run(project({ "src/contacts.ts": CONTACTS }), ["stats", "-f", "json"]);
    expect(parseJson(stdout)).toEqual({
      tool: { name: "summarylint", version: TOOL_VERSION },
      presets: [{ package: ".", presets: ["kumiko"] }],
      files: 1,
      actions: 2,
      features: 1,
      entities: 0,
      triggers: 0,
      uncallable: 0,
      groups: 1,
      unresolvedDescriptions: 0,
      missingDescriptions: 0,
      fileProblems: 0,
      limitsReached: 0,
      loadedOnDemand: null,
      roles: [
        { role: "Admin", actions: 2, features: 1, characters: ADMIN_CHARACTERS, truncated: 0, firstSentenceOnly: 1 },
        { role: "Editor", actions: 1, features: 1, characters: EDITOR_CHARACTERS, truncated: 0, firstSentenceOnly: 0 },
      ],
    });
    expect(code).toBe(0);
  });

  it("text, and --role", async () => {
    const dir = project({ "src/contacts.ts": CONTACTS });
    expect((await run(dir, ["stats"])).stdout).toBe(
      [
        "presets: kumiko",
        "files: 1  actions: 2  features: 1  entities: 0  triggers: 0  groups: 1",
        "missing descriptions: 0  unresolved: 0  file problems: 0  limits reached: 0",
        `role Admin: 2 actions, 1 feature, ${ADMIN_CHARACTERS} characters; 0 cut at the cap, 1 cut to the first sentence`,
        `role Editor: 1 action, 1 feature, ${EDITOR_CHARACTERS} characters; 0 cut at the cap, 0 cut to the first sentence`,
        "",
      ].join("\n"),
    );
    expect((await run(dir, ["stats", "--role", "Editor"])).stdout.split("\n").filter((l) => l.startsWith("role "))).toEqual([
      `role Editor: 1 action, 1 feature, ${EDITOR_CHARACTERS} characters; 0 cut at the cap, 0 cut to the first sentence`,
    ]);
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
