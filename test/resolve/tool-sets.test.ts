// Tool sets (docs/design.md#groups, resolve/tool-sets.ts): the tools passed to one `tools:` are one group, followed
// through consts, spreads and imports; tool sets that share a tool are one group; the key names a tool without a name.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const AI = `import { tool, generateText, streamText } from "ai";\n`;
const t = (text: string) => `tool({ description: "${text}", inputSchema: {} })`;

/** [name, group] of every action, sorted by name. */
function groups(files: Record<string, string>): [string, string | undefined][] {
  const catalog = catalogOf(files, { presets: ["vercel-ai"], grouped: true });
  return catalog.actions.map((a): [string, string | undefined] => [a.name, a.group]).sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

describe("tool sets are groups", () => {
  const cases: [string, Record<string, string>, [string, string | undefined][]][] = [
    [
      "two calls of one file, each with its own tools, are two groups",
      { "a.ts": `${AI}generateText({ tools: { a: ${t("Get a.")}, b: ${t("Get b.")} } });\nstreamText({ tools: { c: ${t("Get c.")} } });` },
      [["a", "a.ts:2"], ["b", "a.ts:2"], ["c", "a.ts:3"]],
    ],
    [
      "tools held in consts and a map const, with a spread",
      {
        "a.ts": `${AI}const a = ${t("Get a.")};\nconst b = ${t("Get b.")};\nconst base = { a };\nexport function run() { return generateText({ tools: { ...base, b } }); }`,
      },
      [["a", "a.ts:5"], ["b", "a.ts:5"]],
    ],
    [
      "tools imported from other files, into a file that declares none (it is walked, not skimmed)",
      {
        "tools/weather.ts": `${AI}export const getWeather = ${t("Get the weather.")};\nexport const unused = ${t("Get nothing.")};`,
        "tools/docs.ts": `${AI}export const createDocument = ${t("Create a document.")};`,
        "route.ts": `import { streamText } from "ai";\nimport { getWeather } from "./tools/weather";\nimport { createDocument } from "./tools/docs";\nexport const POST = () =>\n  streamText({ model, tools: { getWeather, createDocument } });`,
      },
      [["createDocument", "route.ts:5"], ["getWeather", "route.ts:5"], ["unused", "tools/weather.ts"]],
    ],
    [
      "an exported map of tools, passed by shorthand `tools`",
      {
        "tools.ts": `${AI}const a = ${t("Get a.")};\nexport const tools = { a, b: ${t("Get b.")} };`,
        "agent.ts": `import { generateText } from "ai";\nimport { tools } from "./tools";\ngenerateText({ model, tools });`,
      },
      [["a", "agent.ts:3"], ["b", "agent.ts:3"]],
    ],
    [
      "two tool sets that share a tool are one group, named by the first",
      {
        "a.ts": `${AI}const shared = ${t("Get shared.")};\ngenerateText({ tools: { shared, x: ${t("Get x.")} } });\ngenerateText({ tools: { y: ${t("Get y.")}, shared } });`,
      },
      [["shared", "a.ts:3"], ["x", "a.ts:3"], ["y", "a.ts:3"]],
    ],
    [
      "a tool in no tool set keeps its file",
      { "a.ts": `${AI}export const lone = ${t("Get lone.")};` },
      [["lone", "a.ts"]],
    ],
    [
      "a tools value the resolver cannot follow (a call, a parameter) groups nothing",
      { "a.ts": `${AI}export const a = ${t("Get a.")};\nexport function run(tools) { generateText({ tools }); generateText({ tools: makeTools() }); }` },
      [["a", "a.ts"]],
    ],
  ];
  it.each(cases)("%s", (_, files, expected) => {
    expect(groups(files)).toEqual(expected);
  });
});

describe("the key of a tool set names a tool that has no name of its own", () => {
  it.each([
    ["a const registered under another key", `const toolWithEmptyDescription = ${t("Get.")};\ngenerateText({ tools: { emptyDescTool: toolWithEmptyDescription } });`, ["emptyDescTool"]],
    ["shorthand: the key is the variable", `const weather = ${t("Get.")};\ngenerateText({ tools: { weather } });`, ["weather"]],
    ["in a list there is no key: the variable names it", `const weather = ${t("Get.")};\ngenerateText({ tools: [weather] });`, ["weather"]],
    ["a key written at the declaration comes first", `generateText({ tools: { inline: ${t("Get.")} } });`, ["inline"]],
    [
      "a map spread in on a condition: either branch's keys",
      `const webSearchTool = ${t("Search.")};
const research = { webSearch: webSearchTool };
generateText({ tools: { ...(deep ? research : {}) } });`,
      ["webSearch"],
    ],
    ["a map spread in with &&", `const readUrlTool = ${t("Read.")};
const extra = { readUrl: readUrlTool };
generateText({ tools: { ...(enabled && extra) } });`, ["readUrl"]],
    ["a map given with ??", `const listTool = ${t("List.")};
const base = { list: listTool };
generateText({ tools: custom ?? base });`, ["list"]],
    ["near miss: the test of a condition offers nothing", `const pickTool = ${t("Pick.")};
const picked = { pick: pickTool };
generateText({ tools: picked.pick ? {} : {} });`, ["pickTool"]],
  ])("%s", (_, body, names) => {
    expect(catalogOf({ "a.ts": AI + body }, { presets: ["vercel-ai"] }).actions.map((a) => a.name)).toEqual(names);
  });

  it("a tool with a name of its own keeps it (OpenAI's function name)", () => {
    const files = {
      "a.ts": `import OpenAI from "openai";\nconst search = { type: "function", name: "web_search", description: "Search the web.", parameters: {} };\nclient.responses.create({ tools: { web: search } });`,
    };
    expect(catalogOf(files, { presets: ["openai"] }).actions.map((a) => a.name)).toEqual(["web_search"]);
  });
});
