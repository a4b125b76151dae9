// Module declarations in the matcher model (docs/design.md#presets, docs/design.md#modules-and-skills): a
// `type: module` matcher makes a Module with its form, its summary as description, its instructions read part by
// part with their location, and the names of its tools; the tools inside it are still declarations; each tool a
// module of its package lists gets `action.module`.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import { loadProject } from "../../src/project.js";
import { removeProject, tempProject } from "../fixtures/config/project.js";
import type { Matcher } from "../../src/extract/presets/types.js";
import type { Module } from "../../src/types.js";
import { catalogOf, ROOT } from "../helpers/project.js";

/** The post's shape, as a config would write it. */
const MODULE: Matcher = {
  type: "module",
  object: { has: ["name", "summary", "instructions", "tools"] },
  fields: { name: "name", description: "summary", instructions: "instructions", tools: "tools" },
};

const fn = (name: string, description = `Do ${name}.`) => `{ type: "function", name: "${name}", description: "${description}", parameters: {} }`;

function modulesOf(files: Record<string, string>, custom: Matcher[] = [MODULE]): Module[] {
  return catalogOf(files, { presets: ["openai"], custom, grouped: true }).modules;
}

describe("a module declaration", () => {
  it("is a Module: form, summary, instructions with their location, tool names, group", () => {
    const source = [
      "export const webResearch = {",
      '  name: "web_research",',
      '  summary: "Search the web and read pages.",',
      "  instructions: `Use web_search, then fetch_page.`,",
      `  tools: [${fn("web_search")}, ${fn("fetch_page")}],`,
      "};",
    ].join("\n");
    expect(modulesOf({ "src/modules.ts": source })).toStrictEqual([
      {
        type: "module",
        form: "module",
        name: "web_research",
        description: "Search the web and read pages.",
        descriptionStatus: "ok",
        loc: { file: `${ROOT}/src/modules.ts`, line: 3, column: 12, endLine: 3, endColumn: 44 },
        declarationLoc: { file: `${ROOT}/src/modules.ts`, line: 1, column: 28, endLine: 6, endColumn: 2 },
        preset: "custom",
        nameFrom: "field",
        instructions: { text: "Use web_search, then fetch_page.", loc: { file: `${ROOT}/src/modules.ts`, line: 4, column: 17, endLine: 4, endColumn: 51 } },
        tools: ["web_search", "fetch_page"],
        group: ".",
      },
    ]);
  });

  it("takes its form from the matcher", () => {
    const toolset = { ...MODULE, form: "toolset" } satisfies Matcher;
    const [module] = modulesOf({ "a.ts": `export const m = { name: "m", summary: "S.", instructions: "I.", tools: [] };` }, [toolset]);
    expect([module.form, module.tools]).toStrictEqual(["toolset", []]);
  });

  const instructions: [string, string, string | undefined][] = [
    ["a literal", `"Use a."`, "Use a."],
    ["a template embedding a known const", "`${BASE} Use a.`", "Be brief. Use a."],
    ["a template embedding a run-time value: that part is U+FFFC", "`Today is ${new Date()}. Use a.`", "Today is \uFFFC. Use a."],
    ["a const bound to such a template", "LATER", "Hello \uFFFC, use a."],
    ["a `+` chain with a parameter-free call", `"Use a. " + load()`, "Use a. \uFFFC"],
    ["a dedented template with a run-time part (kept as written, as a description is)", "dedent`\n  Hi ${user}.\n  Use a.`", "\n  Hi \uFFFC.\n  Use a."],
    ["a trimmed template with a run-time part", "`  Hi ${user}. `.trim()", "Hi \uFFFC."],
    ["a call of nothing readable: no instructions", "load()", undefined],
  ];
  it.each(instructions)("instructions written as %s", (_, written, text) => {
    const source = `const BASE = "Be brief.";\nconst LATER = \`Hello \${user.name}, use a.\`;\nexport const m = { name: "m", summary: "S.", instructions: ${written}, tools: [] };`;
    expect(modulesOf({ "a.ts": source })[0].instructions?.text).toBe(text);
  });

  const tools: [string, Record<string, string>, string[]][] = [
    ["object literals, in the Responses and the Chat Completions shape", { "a.ts": `const m = { name: "m", summary: "S.", instructions: "", tools: [${fn("a")}, { type: "function", function: { name: "b", description: "Do b.", parameters: {} } }] };` }, ["a", "b"]],
    ["consts and an import bound to tool objects", { "t.ts": `export const b = ${fn("b")};`, "a.ts": `import { b } from "./t";\nconst a = ${fn("a")};\nconst m = { name: "m", summary: "S.", instructions: "", tools: [a, b] };` }, ["a", "b"]],
    ["a spread of a known list", { "a.ts": `const base = [${fn("a")}];\nconst m = { name: "m", summary: "S.", instructions: "", tools: [...base, ${fn("b")}] };` }, ["a", "b"]],
    ["calls of a declaring callee", { "a.ts": `import { tool } from "@openai/agents";\nconst m = { name: "m", summary: "S.", instructions: "", tools: [tool({ name: "a", description: "Do a.", parameters: {} })] };` }, ["a"]],
    ["a map of tools: its keys", { "a.ts": `const m = { name: "m", summary: "S.", instructions: "", tools: { a: ${fn("x")}, b: ${fn("y")} } };` }, ["a", "b"]],
    ["something built at run time: none", { "a.ts": `const m = { name: "m", summary: "S.", instructions: "", tools: loadTools() };` }, []],
  ];
  it.each(tools)("tools given as %s", (_, files, names) => {
    expect(modulesOf(files)[0].tools).toStrictEqual(names);
  });
});

describe("the tools a module brings", () => {
  it("are actions with their module; other tools of the package, and a namesake in another package, are core", () => {
    const dir = tempProject({
      "package.json": JSON.stringify({ dependencies: { openai: "1" } }),
      "src/modules.ts": `export const files = { name: "files", summary: "Read files.", instructions: "", tools: [${fn("read_file")}] };`,
      "src/core.ts": `export const coreTools = [${fn("ask_user")}];`,
      "other/package.json": JSON.stringify({ dependencies: { openai: "1" } }),
      "other/tools.ts": `export const tools = [${fn("read_file", "Read a file of the other package.")}];`,
    });
    try {
      const config = loadConfig({ cwd: dir, rules: RULE_INFOS });
      config.declarations = [MODULE];
      const { catalog } = loadProject(config);
      const rows = catalog.actions.map((a) => [a.name, path.relative(dir, a.declarationLoc.file), a.module]);
      expect(rows.sort()).toStrictEqual([
        ["ask_user", "src/core.ts", undefined],
        ["read_file", "other/tools.ts", undefined],
        ["read_file", "src/modules.ts", "files"],
      ]);
    } finally {
      removeProject(dir);
    }
  });

  it("are found inside a module declared by a call", () => {
    const call: Matcher = { type: "module", callee: "defineModule", fields: MODULE.fields };
    const source = `export const m = defineModule({ name: "m", summary: "S.", instructions: "", tools: [${fn("a")}] });`;
    const catalog = catalogOf({ "a.ts": source }, { presets: ["openai"], custom: [call], grouped: true });
    expect([catalog.modules.map((m) => m.name), catalog.actions.map((a) => [a.name, a.module])]).toStrictEqual([["m"], [["a", "m"]]]);
  });
});

describe("list.map(fn) evaluates", () => {
  it("to the list of what fn returns, in a description", () => {
    const source = `const modes = ["fast", "slow"];\nexport const t = { type: "function", name: "t", description: \`Modes: \${modes.map((m) => m.toUpperCase()).join(", ")}.\`, parameters: {} };`;
    expect(catalogOf({ "a.ts": source }, { presets: ["openai"] }).actions[0].description).toBe("Modes: FAST, SLOW.");
  });
});
