// Imports from the project's own packages (a monorepo's workspaces) and the `paths` of a nested tsconfig.json,
// through the CLI's own entry point (loadProject) on a project written to disk: what each form resolves to, and the
// near misses that stay unknown with the reason they had before.
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import { loadProject } from "../../src/project.js";
import { removeProject, tempProject } from "../fixtures/config/project.js";

const ROOT_PACKAGE = JSON.stringify({ private: true, workspaces: ["packages/*"] });
const SERVER_PACKAGE = JSON.stringify({ name: "@acme/server", dependencies: { "@modelcontextprotocol/sdk": "1", "@acme/texts": "*" } });

/** A server package whose one tool takes its description from `expr`, after `imports`. */
function server(imports: string, expr: string): string {
  return [
    `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";`,
    imports,
    `const server = new McpServer({ name: "s", version: "1" });`,
    `server.registerTool("read", { description: ${expr} }, async () => ({ content: [] }));`,
  ].join("\n");
}

/** The texts package: `package.json` fields, and its files (package-relative). */
function texts(fields: Record<string, unknown>, files: Record<string, string>): Record<string, string> {
  const written: Record<string, string> = { "packages/texts/package.json": JSON.stringify({ name: "@acme/texts", ...fields }) };
  for (const [name, text] of Object.entries(files)) written[`packages/texts/${name}`] = text;
  return written;
}

const READ = `export const READ = "Read a file.";`;
const WRONG = `export const READ = "Not this one.";`;

let dir: string | undefined;
afterEach(() => {
  if (dir) removeProject(dir);
  dir = undefined;
});

/** The one tool's description, status and reason. */
function readTool(files: Record<string, string>): [string | undefined, string, string | undefined] {
  dir = tempProject({ "package.json": ROOT_PACKAGE, "packages/server/package.json": SERVER_PACKAGE, ...files });
  const { catalog } = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
  expect(catalog.actions.map((a) => a.name)).toStrictEqual(["read"]);
  const [tool] = catalog.actions;
  return [tool.description, tool.descriptionStatus, tool.unresolvedReason];
}

const FROM_TEXTS = `import { READ } from "@acme/texts";`;

describe("a workspace package's entry", () => {
  it.each<[string, Record<string, string>, string, string]>([
    ["exports as a string", texts({ exports: "./src/index.ts" }, { "src/index.ts": READ, "index.ts": WRONG }), FROM_TEXTS, "READ"],
    [
      "exports with conditions (types to a build folder, taken back to the source)",
      texts({ exports: { ".": { types: "./dist/index.d.ts", import: "./dist/index.js" } } }, { "src/index.ts": READ }),
      FROM_TEXTS,
      "READ",
    ],
    [
      "exports conditions without subpaths, a source condition first",
      texts({ exports: { import: "./lib/other.js", source: "./src/main.ts" } }, { "src/main.ts": READ, "lib/other.ts": WRONG }),
      FROM_TEXTS,
      "READ",
    ],
    ["main in dist, mapped to src", texts({ main: "dist/index.js" }, { "src/index.ts": READ }), FROM_TEXTS, "READ"],
    ["main in dist/esm, mapped to src", texts({ main: "./dist/esm/index.js" }, { "src/index.ts": READ }), FROM_TEXTS, "READ"],
    ["types before main", texts({ types: "src/typed.ts", main: "src/index.ts" }, { "src/typed.ts": READ, "src/index.ts": WRONG }), FROM_TEXTS, "READ"],
    ["no entry field: src/index.ts", texts({}, { "src/index.ts": READ }), FROM_TEXTS, "READ"],
    ["no entry field: index.ts", texts({}, { "index.ts": READ }), FROM_TEXTS, "READ"],
    [
      "a subpath import through an exports pattern",
      texts({ exports: { ".": "./src/index.ts", "./*": "./dist/*.js" } }, { "src/index.ts": WRONG, "src/copy/read.ts": READ }),
      `import { READ } from "@acme/texts/copy/read";`,
      "READ",
    ],
    ["a subpath import without exports", texts({ main: "src/index.ts" }, { "src/index.ts": WRONG, "copy.ts": READ }), `import { READ } from "@acme/texts/copy";`, "READ"],
    ["a namespace import", texts({ main: "src/index.ts" }, { "src/index.ts": READ }), `import * as copy from "@acme/texts";`, "copy.READ"],
  ])("%s", (_title, files, imports, expr) => {
    expect(readTool({ ...files, "packages/server/src/a.ts": server(imports, expr) })).toStrictEqual(["Read a file.", "ok", undefined]);
  });

  it("found through pnpm-workspace.yaml, the root package.json naming no workspaces", () => {
    const files = {
      ...texts({ main: "dist/index.js" }, { "src/index.ts": READ }),
      "pnpm-workspace.yaml": "packages:\n  - packages/*\n",
      "packages/server/src/a.ts": server(FROM_TEXTS, "READ"),
    };
    dir = tempProject({ "package.json": JSON.stringify({ private: true }), "packages/server/package.json": SERVER_PACKAGE, ...files });
    const { catalog } = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    expect(catalog.actions.map((a) => [a.name, a.description])).toStrictEqual([["read", "Read a file."]]);
  });
});

describe("what stays a package (unknown, with the reason it had)", () => {
  const PACKAGE_REASON = '`READ` is imported from the package "@acme/texts"';
  it.each<[string, Record<string, string>, string, string]>([
    ["a package name not in the project", texts({ name: "@acme/other" }, { "src/index.ts": READ }), FROM_TEXTS, PACKAGE_REASON],
    ["a main that points outside the project", texts({ main: "../../../outside/index.js" }, { "src/index.ts": READ }), FROM_TEXTS, PACKAGE_REASON],
    ["a subpath exports does not list", texts({ exports: { ".": "./src/index.ts" } }, { "src/index.ts": WRONG, "src/copy.ts": READ }), `import { READ } from "@acme/texts/src/copy";`, '`READ` is imported from the package "@acme/texts/src/copy"'],
    [
      "a copy of the package in node_modules",
      { "node_modules/@acme/texts/package.json": JSON.stringify({ name: "@acme/texts", main: "index.ts" }), "node_modules/@acme/texts/index.ts": READ },
      FROM_TEXTS,
      PACKAGE_REASON,
    ],
    [
      "two packages of the project with the name",
      { ...texts({ main: "src/index.ts" }, { "src/index.ts": READ }), "examples/texts/package.json": JSON.stringify({ name: "@acme/texts", main: "index.ts" }), "examples/texts/index.ts": WRONG },
      FROM_TEXTS,
      PACKAGE_REASON,
    ],
  ])("%s", (_title, files, imports, reason) => {
    expect(readTool({ ...files, "packages/server/src/a.ts": server(imports, "READ") })).toStrictEqual([undefined, "unresolved", reason]);
  });
});

describe("the paths of the nearest tsconfig.json", () => {
  const WRITE = `export const WRITE = "Write a file.";`;
  const FROM_ALIAS = `import { WRITE } from "~/texts";`;
  const ALIAS_REASON = '`WRITE` is imported from the package "~/texts"';
  it.each<[string, Record<string, string>, string | undefined, string | undefined]>([
    ["its own paths, against its baseUrl", { "packages/server/tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "~/*": ["src/*"] } } }) }, "Write a file.", undefined],
    ["its own paths without baseUrl, against its folder", { "packages/server/tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["./src/*"] } } }) }, "Write a file.", undefined],
    [
      "paths it extends, against the folder of the tsconfig declaring them",
      {
        "tsconfig.base.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["./packages/server/src/*"] } } }),
        "packages/server/tsconfig.json": `// with a comment\n{ "extends": "../../tsconfig.base", "compilerOptions": { "strict": true } }`,
      },
      "Write a file.",
      undefined,
    ],
    [
      "paths it extends, against its own baseUrl",
      {
        "configs/base.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["src/*"] } } }),
        "packages/server/tsconfig.json": JSON.stringify({ extends: ["../../configs/base.json"], compilerOptions: { baseUrl: "." } }),
      },
      "Write a file.",
      undefined,
    ],
    [
      "near miss: a tsconfig extending a package (not followed)",
      {
        "node_modules/@acme/tsconfig/tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["../../../packages/server/src/*"] } } }),
        "packages/server/tsconfig.json": JSON.stringify({ extends: "@acme/tsconfig/tsconfig.json" }),
      },
      undefined,
      ALIAS_REASON,
    ],
    [
      "the nearest tsconfig's paths before the root's",
      {
        "tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["./wrong/*"] } } }),
        "wrong/texts.ts": `export const WRITE = "Not this one.";`,
        "packages/server/tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["./src/*"] } } }),
      },
      "Write a file.",
      undefined,
    ],
    [
      // A root tsconfig naming every package's source, beside packages whose own tsconfig.json declares no paths.
      "the root's paths, under a nearer tsconfig.json without paths",
      { "tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["./packages/server/src/*"] } } }), "packages/server/tsconfig.json": JSON.stringify({ compilerOptions: {} }) },
      "Write a file.",
      undefined,
    ],
    [
      "near miss: extends that lead in a circle",
      { "packages/server/tsconfig.json": JSON.stringify({ extends: "./other.json" }), "packages/server/other.json": JSON.stringify({ extends: "./tsconfig.json" }) },
      undefined,
      ALIAS_REASON,
    ],
  ])("%s", (_title, configs, description, reason) => {
    const files = { ...configs, "packages/server/src/texts.ts": WRITE, "packages/server/src/a.ts": server(FROM_ALIAS, "WRITE") };
    const [text, status, why] = readTool(files);
    expect([text, why]).toStrictEqual([description, reason]);
    expect(status).toBe(description === undefined ? "unresolved" : "ok");
  });
});

describe("a nested tsconfig's aliases are the project's own to the extractor", () => {
  // `@srv/` is no usual alias: only the nested tsconfig says that its `server` is a project file's, so that the
  // receiver of registerTool is traced to the McpServer made there.
  it.each<[string, string, string | undefined]>([
    ["an alias of the nested tsconfig", "@srv/server", undefined],
    ["near miss: a specifier no tsconfig maps", "@other/server", "its receiver `server` is not traced to an object of `@modelcontextprotocol/*` or `@supabase/mcp-utils` or `mcp-handler` or `@vercel/mcp-adapter`"],
  ])("%s", (_title, from, unproven) => {
    dir = tempProject({
      "package.json": ROOT_PACKAGE,
      "packages/server/package.json": SERVER_PACKAGE,
      "packages/server/tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "@srv/*": ["./src/*"] } } }),
      "packages/server/src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const server = new McpServer({ name: "s", version: "1" });`,
      "packages/server/src/a.ts": `import { server } from "${from}";\nserver.registerTool("read", { description: "Read a file." }, async () => ({ content: [] }));`,
    });
    const { catalog } = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    expect(catalog.actions.map((a) => [a.name, a.unproven])).toStrictEqual([["read", unproven]]);
  });
});

describe("a tsconfig.json that cannot be read", () => {
  it("a link to itself (a loop): no crash; the tool is still read, and the tsconfig is refused, with why", async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    dir = tempProject({ "package.json": SERVER_PACKAGE, "src/a.ts": server("", `"Read a file."`) });
    fs.symlinkSync("tsconfig.json", path.join(dir, "tsconfig.json"));
    const { catalog } = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    expect(catalog.actions.map((a) => [a.name, a.description])).toStrictEqual([["read", "Read a file."]]);
    expect(catalog.problems.map((p) => [p.kind, path.basename(p.loc.file)])).toStrictEqual([["refused", "tsconfig.json"]]);
  });
});

describe("a framework's package whose source the repository holds", () => {
  it("zod's source in the repository: a tool's zod schema is still zod's, so it is read", () => {
    dir = tempProject({
      "package.json": ROOT_PACKAGE,
      "packages/zod/package.json": JSON.stringify({ name: "zod", main: "src/index.ts" }),
      "packages/zod/src/index.ts": "export const z = { string() { return new ZodString(); }, object(shape: object) { return shape; } };",
      "packages/server/package.json": SERVER_PACKAGE,
      "packages/server/src/a.ts": [
        `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";`,
        `import { z } from "zod";`,
        `const server = new McpServer({ name: "s", version: "1" });`,
        `server.registerTool("read", { description: "Read a file.", inputSchema: { path: z.string().describe("The file") } }, async () => ({ content: [] }));`,
      ].join("\n"),
    });
    const { catalog } = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    expect(catalog.actions.map((a) => [a.name, a.inputSchema?.json])).toStrictEqual([["read", '{"type":"object","properties":{"path":{"type":"string","description":"The file"}},"required":["path"],"additionalProperties":false}']]);
  });

  it("an Activepieces fork: Property.ShortText is the framework's helper, so the action's input schema is read", () => {
    dir = tempProject({
      "package.json": JSON.stringify({ private: true, workspaces: ["framework", "community/*"] }),
      "framework/package.json": JSON.stringify({ name: "@activepieces/pieces-framework", main: "src/index.ts" }),
      "framework/src/index.ts": "export const Property = { ShortText(config: object) { return { ...config, type: 'SHORT_TEXT' }; } };",
      "community/search/package.json": JSON.stringify({ name: "@activepieces/piece-search", dependencies: { "@activepieces/pieces-framework": "*" } }),
      "community/search/src/index.ts": [
        `import { createAction, Property } from "@activepieces/pieces-framework";`,
        `export const search = createAction({ name: "search", displayName: "Search", description: "Search the index.", props: { q: Property.ShortText({ displayName: "Query", description: "What to look for", required: true }) }, run: async () => [] });`,
      ].join("\n"),
    });
    const { catalog } = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    expect(catalog.actions.map((a) => [a.name, a.inputSchema])).toStrictEqual([
      ["search", { json: '{"type":"object","properties":{"q":{"type":"string","description":"What to look for"}},"required":["q"],"additionalProperties":false}' }],
    ]);
  });
});
