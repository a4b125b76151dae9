// `summarylint init` writes a config for the frameworks of the folder's packages: the presets `auto` finds in the
// package.json files of the folder and of the files a lint reads, the schema line for editors, every preset name of
// the registry, kumiko's directory caps only where kumiko is found, and every rule's default as a comment. Whatever it
// writes loads, and passes the shipped JSON Schema.
import fs from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../../src/config/index.js";
import { configJsonSchema } from "../../src/config/json-schema.js";
import { PRESETS } from "../../src/extract/presets/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import { project, run } from "./run.js";

const validate = new Ajv({ allErrors: true, allowUnionTypes: true, strictTuples: false }).compile(configJsonSchema(RULE_INFOS));

const deps = (...names: string[]) => JSON.stringify({ name: "x", dependencies: Object.fromEntries(names.map((n) => [n, "1.0.0"])) });

const HEAD = [
  "# yaml-language-server: $schema=./node_modules/summarylint/schema/summarylintrc.schema.json",
  "# summarylint configuration. Every key and its default: .summarylintrc.example in the summarylint package.",
  "",
  "# Which declarations are actions, features and entities. auto picks presets per package from its package.json",
];

const DIRECTORY = [
  "# How kumiko's directory cuts descriptions (match your app's settings).",
  "directory:",
  "  maxLength: 160 # characters per action summary",
  "  features:",
  "    maxLength: 300",
];

const RULES = [
  '# Rule severities: off, info, warn or error, or [severity, { options }]. "summarylint rules" lists them with their',
  "# docs. The defaults:",
  "rules:",
  ...RULE_INFOS.map((rule) => `  # ${rule.id}: ${rule.defaultSeverity}`),
  "",
];

/** Runs init in a project of `files` and returns what it wrote. */
async function init(files: Record<string, string>): Promise<{ dir: string; text: string }> {
  const dir = project(files);
  expect(await run(dir, ["init"])).toEqual({ code: 0, stdout: "", stderr: "Wrote .summarylintrc.yaml\n" });
  return { dir, text: fs.readFileSync(path.join(dir, ".summarylintrc.yaml"), "utf8") };
}

/** The comment lines from the one after HEAD's last line up to `presets:`, joined into one text. */
function presetComment(text: string): string {
  const lines = text.split("\n");
  const start = lines.indexOf(HEAD[3]);
  const end = lines.indexOf("presets: auto");
  return [HEAD[3], ...lines.slice(start + 1, end)].map((line) => line.replace(/^# /, "")).join(" ");
}

const cases: [name: string, files: Record<string, string>, found: string, directory: boolean][] = [
  [
    "an MCP server",
    { "package.json": deps("@modelcontextprotocol/sdk", "zod"), "src/server.ts": "export {};\n" },
    "it found mcp.",
    false,
  ],
  [
    "AI SDK and MCP in one package",
    { "package.json": deps("ai", "@modelcontextprotocol/sdk"), "index.ts": "export {};\n" },
    "it found mcp, vercel-ai.",
    false,
  ],
  [
    "a workspace: each package's own, the root's without deps, a package of docs, tests or node_modules only not read",
    {
      "package.json": JSON.stringify({ name: "root", private: true, workspaces: ["apps/*", "packages/*"] }),
      "apps/web/package.json": deps("ai", "@acme/tools"),
      "apps/web/page.tsx": "export {};\n",
      "packages/tools/package.json": JSON.stringify({ name: "@acme/tools", dependencies: { "@modelcontextprotocol/sdk": "1" } }),
      "packages/tools/index.ts": "export {};\n",
      "packages/docs/package.json": deps("openai"),
      "packages/docs/README.md": "# docs\n",
      "packages/e2e/package.json": deps("@mastra/core"),
      "packages/e2e/flow.test.ts": "export {};\n",
      "node_modules/langchain-thing/package.json": deps("langchain"),
      "node_modules/langchain-thing/index.js": "export {};\n",
    },
    "it found mcp, vercel-ai (apps/web); mcp (packages/tools).",
    false,
  ],
  [
    "more than five packages: each set of presets with how many packages use it",
    {
      ...Object.fromEntries([1, 2, 3, 4, 5].flatMap((n) => [[`servers/s${n}/package.json`, deps("@modelcontextprotocol/sdk")], [`servers/s${n}/index.ts`, "export {};\n"]])),
      "web/package.json": deps("ai"),
      "web/page.tsx": "export {};\n",
    },
    "it found mcp (5 packages); vercel-ai (1 package).",
    false,
  ],
  [
    "a kumiko app",
    { "package.json": deps("@kumiko/framework"), "src/features/billing.ts": "export {};\n" },
    "it found kumiko.",
    true,
  ],
  [
    "no framework's package (auto's default is not a find)",
    { "package.json": deps("express"), "server.ts": "export {};\n" },
    "it found no framework's package: each file's imports pick its presets, and kumiko where none does.",
    false,
  ],
  ["no package.json and no files", {}, "it found no framework's package: each file's imports pick its presets, and kumiko where none does.", false],
];

describe("init writes the config for the frameworks it finds", () => {
  it.each(cases)("%s", async (_name, files, found, directory) => {
    const { dir, text } = await init(files);
    const lines = text.split("\n");
    expect(lines.slice(0, 4)).toEqual(HEAD);
    expect(presetComment(text)).toContain(`in this folder's package.json files ${found} The presets, to list instead of auto (or beside it): ${Object.keys(PRESETS).join(", ")}.`);
    expect(lines).toContain("presets: auto");
    expect(lines.slice(lines.indexOf("presets: auto") + 1, lines.indexOf("presets: auto") + 4)).toEqual([
      "",
      "# Files read: every TypeScript and JavaScript file and SKILL.md (Agent Skills); .gitignore, node_modules and test",
      "# files are left out. Folders to leave out too:",
    ]);
    expect(text.includes(`\n\n${DIRECTORY.join("\n")}\n\n`)).toBe(directory);
    expect(/^directory:/m.test(text)).toBe(directory);
    expect(text.endsWith(`\n\n${RULES.join("\n")}`)).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(118);

    // It loads with no error as the config of the folder, at the defaults, and passes the shipped schema.
    const config = loadConfig({ cwd: dir, rules: RULE_INFOS });
    expect(config.file).toBe(path.join(dir, ".summarylintrc.yaml"));
    expect(config.presets).toEqual(["auto"]);
    expect(config.rules).toEqual({});
    expect(config.directory.actions.maxLength).toBe(160);
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
  });

  it("writes an MCP server's config in full", async () => {
    const { text } = await init({ "package.json": deps("@modelcontextprotocol/sdk"), "src/server.ts": "export {};\n" });
    const names = Object.keys(PRESETS).join(", ");
    expect(text).toBe(
      [
        ...HEAD,
        "# dependencies and each file's imports; in this folder's package.json files it found mcp.",
        ...wrap(`The presets, to list instead of auto (or beside it): ${names}.`),
        "presets: auto",
        "",
        "# Files read: every TypeScript and JavaScript file and SKILL.md (Agent Skills); .gitignore, node_modules and test",
        "# files are left out. Folders to leave out too:",
        '# exclude: ["examples/**"]',
        "",
        "# Custom matchers for declarations no preset knows, e.g. registerCommand(server, { id, summary }):",
        "# declarations:",
        "#   - { type: action, callee: registerCommand, argument: 1, fields: { name: id, description: summary } }",
        "",
        ...RULES,
      ].join("\n"),
    );
  });

  it("keeps --force: an existing config is refused, then overwritten with the one for what is found now", async () => {
    const dir = project({ ".summarylintrc.yaml": "presets: [kumiko]\n", "package.json": deps("@kumiko/framework") });
    expect(await run(dir, ["init"])).toEqual({ code: 2, stdout: "", stderr: "summarylint: .summarylintrc.yaml already exists (use --force to overwrite it)\n" });
    expect(await run(dir, ["init", "--force"])).toEqual({ code: 0, stdout: "", stderr: "Wrote .summarylintrc.yaml\n" });
    expect(fs.readFileSync(path.join(dir, ".summarylintrc.yaml"), "utf8")).toContain(`\n\n${DIRECTORY.join("\n")}\n\n`);
  });
});

/** `text` as comment lines of at most 118 characters, broken at spaces. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(" ")) {
    if (line.length > 1 && line.length + 1 + word.length > 118) {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}
