// The core of a modular prompt (resolve/module-core.ts, docs/design.md#modules-and-skills): core prompts found by the
// modules list they embed, read part by part; loaders (`load_module`, or any tool whose enum is derived from a modules
// list) with the names their enum allows. Tables of sources and the exact prompts and loaders they make.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const fn = (name: string, rest = "") => `{ type: "function", name: "${name}", description: "Do ${name}.", parameters: { type: "object", properties: { ${rest} } } }`;
/** Two modules and the list of them, in one file. */
const MODULES = [
  `export const a = { name: "a", summary: "Do a things.", instructions: "Use a_tool.", tools: [${fn("a_tool")}] };`,
  `export const b = { name: "b", summary: "Do b things.", instructions: "Use b_tool.", tools: [${fn("b_tool")}] };`,
  "export const modules = [a, b];",
].join("\n");
const LIST = "${modules.map((m) => `- ${m.name}: ${m.summary}`).join(\"\\n\")}";

function core(source: string) {
  const catalog = catalogOf({ "modules.ts": MODULES, "core.ts": `import { modules, a } from "./modules";\n${source}` }, { presets: ["auto"], grouped: true });
  return {
    prompts: catalog.prompts.map((p) => [p.name, p.text, `${p.loc.line}:${p.loc.column}`]),
    loaders: catalog.loaders.map((l) => [l.name, l.names, `${l.loc.line}:${l.loc.column}`]),
  };
}

describe("core prompts", () => {
  const cases: [string, string, (string | undefined)[][]][] = [
    [
      "a template that embeds the list and a const it follows",
      `const base = "Be brief.";\nconst corePrompt = \`\${base}\nModules:\n${LIST}\`;`,
      [["corePrompt", "Be brief.\nModules:\n- a: Do a things.\n- b: Do b things.", "3:20"]],
    ],
    ["a part built at run time is U+FFFC", `const p = \`Hi \${user.name}.\n${LIST}\`;`, [["p", "Hi \uFFFC.\n- a: Do a things.\n- b: Do b things.", "2:11"]]],
    ["a dedented template, trimmed", `const p = dedent\`\n  Hi \${user.name}.\n  ${LIST}\`.trim();`, [["p", "Hi \uFFFC.\n  - a: Do a things.\n- b: Do b things.", "2:17"]]],
    [
      "lines joined, with the module lines spread in and a run-time line",
      `const p = [base(), "## Modules", ...modules.map((m) => \`- \${m.name}\`)].join("\\n");`,
      [["p", "\uFFFC\n## Modules\n- a\n- b", "2:11"]],
    ],
    ["a `+` chain", `const p = "Load one:\\n" + modules.map((m) => m.name).join(", ");`, [["p", "Load one:\na, b", "2:11"]]],
    ["the list through a const of its lines", `const lines = modules.map((m) => m.name).join(", ");\nconst p = \`Modules: \${lines}.\`;`, [["p", "Modules: a, b.", "3:11"]]],
    ["a function that returns it, named by the function", `export function systemPrompt(extra) {\n  return \`\${extra}\n${LIST}\`;\n}`, [["systemPrompt", "\uFFFC\n- a: Do a things.\n- b: Do b things.", "3:10"]]],
    ["a text that embeds the core prompt is not a second one", `const corePrompt = \`${LIST}\`;\nconst full = \`\${corePrompt}\nBe kind.\`;`, [["corePrompt", "- a: Do a things.\n- b: Do b things.", "2:20"]]],
    ["a template that names a module but not the list is not one", "const p = `Use ${a.name} when asked.`;", []],
    ["a list of other things is no modules list", `const other = [a, { name: "x" }];\nconst p = \`\${other.map((m) => m.name).join(", ")}\`;`, []],
    ["a string literal, whatever its name, is not one", `const corePrompt = "You are helpful.";`, []],
  ];
  it.each(cases)("%s", (_, source, prompts) => {
    expect(core(source).prompts).toStrictEqual(prompts);
  });
});

describe("loaders", () => {
  const cases: [string, string, (string | string[] | undefined)[][]][] = [
    ["load_module with an enum derived from the list", `const t = ${fn("load_module", "name: { type: \"string\", enum: modules.map((m) => m.name) }")};`, [["load_module", ["a", "b"], "2:158"]]],
    ["load_module with a literal enum", `const t = ${fn("load_module", 'name: { type: "string", enum: ["a", "c"] }')};`, [["load_module", ["a", "c"], "2:158"]]],
    ["another name (in a file of the SDK), its enum derived through a const", `import OpenAI from "openai";\nconst names = modules.map((m) => m.name);\nconst t = ${fn("enable_module", 'module: { enum: names }')};`, [["enable_module", ["a", "b"], "4:148"]]],
    ["load_module with an enum read at run time", `const t = ${fn("load_module", "name: { enum: loadNames() }")};`, [["load_module", undefined, "2:142"]]],
    ["load_module without an enum: the declaration", `const t = ${fn("load_module", 'name: { type: "string" }')};`, [["load_module", undefined, "2:11"]]],
    ["load_module whose only enum is another parameter's: the names are unknown", `const t = ${fn("load_module", 'module_id: { type: "string" }, priority: { enum: ["low", "high"] }')};`, [["load_module", undefined, "2:11"]]],
    ["load_module with the enum of its moduleId", `const t = ${fn("load_module", 'moduleId: { enum: ["a", "b"] }, priority: { enum: ["low", "high"] }')};`, [["load_module", ["a", "b"], "2:146"]]],
    ["another tool with a literal enum is no loader", `const t = ${fn("set_mode", 'mode: { enum: ["a", "b"] }')};`, []],
  ];
  it.each(cases)("%s", (_, source, loaders) => {
    expect(core(source).loaders).toStrictEqual(loaders);
  });

  it("none without modules", () => {
    const catalog = catalogOf({ "a.ts": `export const t = ${fn("load_module", 'name: { enum: ["a"] }')};\nconst modules = [];` }, { presets: ["openai"] });
    expect([catalog.actions.length, catalog.loaders]).toStrictEqual([1, []]);
  });
});
