// What is callable (docs/design.md#groups, src/extract/visitors/offered.ts): a tool written in one call's `tools` that
// the call's own options take away is catalogued apart (`catalog.uncallable`, with the reason), never as an action.
// Near misses: the chosen tool itself, "auto"/"required" choices, lists held in variables, a real model.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const AI = `import { generateText, streamText, tool } from "ai";\nimport { openai } from "@ai-sdk/openai";\n`;
const OPENAI = `import OpenAI from "openai";\nconst client = new OpenAI();\n`;
const ANTHROPIC = `import Anthropic from "@anthropic-ai/sdk";\nconst client = new Anthropic();\n`;
const CITY = `cityAttractions: tool({ inputSchema: {} })`;
const WEATHER = `weather: tool({ description: "Get the weather.", inputSchema: {} })`;

/** [case, source, preset, { name: reason } of the uncallable tools, the callable actions]. */
const CASES: [string, string, string, Record<string, string>, string[]][] = [
  // Bad: the call takes the tool away.
  [
    "a forced AI SDK tool choice",
    `${AI}generateText({ model: openai("gpt-4o"), tools: { ${WEATHER}, ${CITY} }, toolChoice: { type: "tool", toolName: "weather" } });`,
    "vercel-ai",
    { cityAttractions: `the call's tool choice forces "weather"` },
    ["weather"],
  ],
  [
    "a tool choice of none (string)",
    `${AI}streamText({ model: openai("gpt-4o"), tools: { ${WEATHER}, ${CITY} }, toolChoice: "none" });`,
    "vercel-ai",
    { weather: "the call's tool choice is none", cityAttractions: "the call's tool choice is none" },
    [],
  ],
  [
    "activeTools without it",
    `${AI}generateText({ model: openai("gpt-4o"), tools: { ${WEATHER}, ${CITY} }, activeTools: ["weather"] });`,
    "vercel-ai",
    { cityAttractions: "the call's activeTools leave it out" },
    ["weather"],
  ],
  [
    "activeTools: [] (every tool off)",
    `${AI}generateText({ model: openai("gpt-4o"), tools: { ${WEATHER}, ${CITY} }, activeTools: [] });`,
    "vercel-ai",
    { weather: "the call's activeTools leave it out", cityAttractions: "the call's activeTools leave it out" },
    [],
  ],
  [
    "a provider's allowedTools without it",
    `${AI}streamText({ model: openai.responses("gpt-5"), tools: { ${WEATHER}, ${CITY} }, providerOptions: { openai: { allowedTools: { toolNames: ["weather"], mode: "auto" } } } });`,
    "vercel-ai",
    { cityAttractions: "the call's allowedTools leave it out" },
    ["weather"],
  ],
  [
    "a mock model (new MockLanguageModelV3)",
    `${AI}import { MockLanguageModelV3 } from "ai/test";\ngenerateText({ model: new MockLanguageModelV3({}), tools: { ${CITY} } });`,
    "vercel-ai",
    { cityAttractions: "the call's model is a mock (MockLanguageModelV3): no model reads it" },
    [],
  ],
  [
    "a mock model whose repair callback takes no tools",
    `${AI}import { MockLanguageModelV3 } from "ai/test";\ngenerateText({ model: new MockLanguageModelV3({}), tools: { ${CITY} }, repairToolCall: async ({ toolCall }) => toolCall });`,
    "vercel-ai",
    { cityAttractions: "the call's model is a mock (MockLanguageModelV3): no model reads it" },
    [],
  ],
  [
    "OpenAI chat: tool_choice of another function, tools in an array",
    `${OPENAI}client.chat.completions.create({ model: "gpt-4o", tools: [{ type: "function", function: { name: "a", description: "Add.", parameters: {} } }, { type: "function", function: { name: "b", parameters: {} } }], tool_choice: { type: "function", function: { name: "a" } } });`,
    "openai",
    { b: `the call's tool choice forces "a"` },
    ["a"],
  ],
  [
    "Anthropic: tool_choice { type: tool, name }",
    `${ANTHROPIC}client.messages.create({ model: "claude", tools: [{ name: "a", description: "Add.", input_schema: {} }, { name: "b", input_schema: {} }], tool_choice: { type: "tool", name: "a" } });`,
    "anthropic",
    { b: `the call's tool choice forces "a"` },
    ["a"],
  ],
  // Good: near misses, every tool callable.
  [
    "the chosen tool itself, and an auto choice",
    `${AI}generateText({ model: openai("gpt-4o"), tools: { ${WEATHER} }, toolChoice: { type: "tool", toolName: "weather" } });\nstreamText({ model: openai("gpt-4o"), tools: { ${CITY} }, toolChoice: "auto" });`,
    "vercel-ai",
    {},
    ["weather", "cityAttractions"],
  ],
  [
    "a required choice and activeTools naming it",
    `${AI}generateText({ model: openai("gpt-4o"), tools: { ${CITY} }, toolChoice: "required", activeTools: ["cityAttractions"] });`,
    "vercel-ai",
    {},
    ["cityAttractions"],
  ],
  [
    "a choice and a list held in variables give no verdict",
    `${AI}const choice = { type: "tool", toolName: "weather" } as const;\nconst active = ["weather"];\ngenerateText({ model: openai("gpt-4o"), tools: { ${CITY} }, toolChoice: choice, activeTools: active });`,
    "vercel-ai",
    {},
    ["cityAttractions"],
  ],
  [
    "a mock model whose repair callback is handed the tools (it may show them to a real model)",
    `${AI}import { MockLanguageModelV3 } from "ai/test";\ngenerateText({ model: new MockLanguageModelV3({}), tools: { ${CITY} }, repairToolCall: async ({ toolCall, tools }) => generateText({ model: openai("gpt-4o"), tools }) });`,
    "vercel-ai",
    {},
    ["cityAttractions"],
  ],
  [
    "a model whose name only contains mock",
    `${AI}const unmocked = openai("gpt-4o");\ngenerateText({ model: unmocked, tools: { ${CITY} } });`,
    "vercel-ai",
    {},
    ["cityAttractions"],
  ],
  [
    "tools held in a variable (the set may be offered elsewhere)",
    `${AI}const tools = { ${CITY} };\ngenerateText({ model: openai("gpt-4o"), tools, toolChoice: "none" });`,
    "vercel-ai",
    {},
    ["cityAttractions"],
  ],
];

describe("tools a call takes away are not callable", () => {
  it.each(CASES)("%s", (_case, source, preset, uncallable, callable) => {
    const catalog = catalogOf({ "src/chat.ts": source }, { presets: [preset] });
    expect(Object.fromEntries(catalog.uncallable.map((a) => [a.name, a.uncallable]))).toEqual(uncallable);
    expect(catalog.actions.map((a) => a.name)).toEqual(callable);
  });

  it("keeps the uncallable tool's place (line and column of the tool call)", () => {
    const source = `${AI}generateText({\n  model: openai("gpt-4o"),\n  tools: {\n    ${WEATHER},\n    ${CITY},\n  },\n  toolChoice: { type: "tool", toolName: "weather" },\n});`;
    const [city] = catalogOf({ "src/chat.ts": source }, { presets: ["vercel-ai"] }).uncallable;
    expect([city.name, city.declarationLoc.line, city.declarationLoc.column]).toEqual(["cityAttractions", 7, 22]);
  });
});
