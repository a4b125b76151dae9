// A declaration written in a branch of a function (`isOpenAITool(t) ? { …t.function… } : { …t… }`, an `if` and its
// `else`) is made by a call of that function only when the call's arguments can take the branch: a converter called
// with an OpenAI-shaped tool made, from its LangChain branch, a tool with no name and no description (a false
// missing-description error). A branch whose condition is not known for the call is still taken, and a branch the
// call takes still reports what is wrong with it.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

/** Each tool of the file: name | description (or its status) | line of the declaration. */
function tools(source: string, presets = ["openai"]): string[] {
  return catalogOf({ "src/convert.ts": source }, { presets }).actions.map((a) => `${a.name} | ${a.descriptionStatus !== "ok" ? a.descriptionStatus : a.description === "" ? "(empty)" : a.description} | ${a.loc.line}`);
}

const GUARDS = `function isOpenAITool(t: any) { return t.type === "function"; }\nfunction isLangChainTool(t: any) { return typeof t.name === "string"; }\n`;
const OPENAI_BRANCH = `{ type: "function", function: { name: t.function.name, description: t.function.description, parameters: {} } }`;
const LANGCHAIN_BRANCH = `{ type: "function", function: { name: t.name, description: t.description, parameters: {} } }`;
const TERNARY = `export function convert(t: any) {\n  return isOpenAITool(t) ? ${OPENAI_BRANCH} : isLangChainTool(t) ? ${LANGCHAIN_BRANCH} : t;\n}\n`;
const IF_ELSE = `export function convert(t: any) {\n  if (isOpenAITool(t)) {\n    return ${OPENAI_BRANCH};\n  } else {\n    return ${LANGCHAIN_BRANCH};\n  }\n}\n`;
const OPENAI_TOOL = `{ type: "function", function: { name: "extract", description: "Extract the fields of a form.", parameters: {} } }`;
const LANGCHAIN_TOOL = `{ name: "search", description: "Search the web.", schema: {} }`;

describe("a declaration in a branch of a function is made only by calls that can take it", () => {
  it.each([
    ["?: with an OpenAI tool: the first branch only", TERNARY, `convert(${OPENAI_TOOL});\n`, ["extract | Extract the fields of a form. | 4", "extract | Extract the fields of a form. | 6"]],
    ["?: with a LangChain tool: the second branch only", TERNARY, `convert(${LANGCHAIN_TOOL});\n`, ["search | Search the web. | 4"]],
    ["if and else, one call of each shape", IF_ELSE, `convert(${OPENAI_TOOL});\nconvert(${LANGCHAIN_TOOL});\n`, ["extract | Extract the fields of a form. | 5", "search | Search the web. | 7", "extract | Extract the fields of a form. | 10"]],
    [
      "through a function that maps a list onto the converter",
      TERNARY,
      `export function bindTools(tools: any[]) { return tools.map((t) => convert(t)); }\nbindTools([${OPENAI_TOOL}]);\n`,
      ["extract | Extract the fields of a form. | 4", "extract | Extract the fields of a form. | 7"],
    ],
  ])("%s", (_, converter, calls, expected) => {
    expect(tools(GUARDS + converter + calls)).toEqual(expected);
  });

  it.each([
    [
      "a condition not known at the call (an environment variable): both branches are made, each with its empty description",
      `export function make(name: string, text: string) {\n  return process.env.STRICT\n    ? { type: "function", function: { name: name + "_strict", description: text, parameters: {}, strict: true } }\n    : { type: "function", function: { name, description: text, parameters: {} } };\n}\nmake("read_file", "");\n`,
      ["read_file_strict | (empty) | 5", "read_file | (empty) | 6"],
    ],
    [
      "a condition known true at the call: its branch is made, and its empty description is still empty",
      `export function make(kind: string, name: string, text: string) {\n  if (kind === "function") {\n    return { type: "function", function: { name, description: text, parameters: {} } };\n  }\n  return undefined;\n}\nmake("function", "read_file", "");\n`,
      ["read_file | (empty) | 5"],
    ],
  ])("near miss: %s", (_, source, expected) => {
    expect(tools(GUARDS + source)).toEqual(expected);
  });

  it("near miss: not a factory: a branch a const turns off is still read, as a linter reads code it does not run", () => {
    const source = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst BETA = false;\nexport function setup(server: McpServer) {\n  if (BETA) server.registerTool("beta_search", { description: "" }, cb);\n}\n`;
    expect(tools(source, ["mcp"])).toEqual(["beta_search | (empty) | 4"]);
  });
});
