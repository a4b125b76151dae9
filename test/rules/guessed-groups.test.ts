// The rules that compare tools of one group (near-duplicate-summary, duplicate-tool-name) where the group is only a
// guess: a framework that gives tools to an agent in tool sets (the AI SDK, Mastra, LangChain, …) and no tool set was
// found that holds them, so the tools of their file were taken as one agent's. Such findings are info, saying why;
// the same tools held by one tool set are reported at the rule's severity.
import { describe, expect, it } from "vitest";
import duplicateName from "../../rules/duplicate-tool-name.js";
import nearDuplicate from "../../rules/near-duplicate-summary.js";
import type { Rule } from "../../src/lint/rule.js";
import { catalogOf } from "../helpers/project.js";
import { runThroughEngine } from "./run.js";

const AI = `import { tool } from "ai";\nimport { z } from "zod";\n`;
const MASTRA = `import { createTool } from "@mastra/core/tools";\nimport { Agent } from "@mastra/core/agent";\n`;
const aiTool = (name: string, text: string) => `export const ${name} = tool({ description: "${text}", inputSchema: z.object({}), execute: async () => 1 });\n`;
const mastraTool = (name: string, id: string, text: string) => `export const ${name} = createTool({ id: "${id}", description: "${text}", execute: async () => 1 });\n`;
const GUESS = "(Not proven to be offered together: no tool set that holds it was found (`tools: { … }` of an agent or a call): the tools of its file were taken as one agent's; so only info.)";

/** Each diagnostic: rule, severity, subject, line, and whether its message says the group is a guess. */
function findings(rule: Rule, source: string, presets: string[]): string[] {
  const catalog = catalogOf({ "src/tools.ts": source }, { presets, grouped: true });
  return runThroughEngine(rule, catalog, rule === duplicateName ? { presets } : {}).diagnostics.map(
    (d) => `${d.ruleId} ${d.severity} ${d.subject.name} ${d.line}${d.message.endsWith(GUESS) ? " guessed" : ""}`,
  );
}

describe("findings in a group that is only guessed", () => {
  it.each([
    ["two AI SDK tools of one file, no tool set", nearDuplicate, AI + aiTool("exportA", "Export the contacts to a CSV file.") + aiTool("exportB", "Export the contacts to a CSV file."), ["vercel-ai"], ["near-duplicate-summary info exportB 4 guessed"]],
    [
      "two Mastra tools no agent holds (run-time aliases)",
      nearDuplicate,
      MASTRA + mastraTool("listA", "list_assets", "List assets with pagination") + mastraTool("listB", "video.assets.list", "List assets with pagination"),
      ["mastra"],
      ["near-duplicate-summary info video.assets.list 4 guessed"],
    ],
    [
      "two AI SDK tools of one name in one file, no tool set",
      duplicateName,
      AI + `export const a = { search: tool({ description: "Search notes.", inputSchema: z.object({}) }) };\nexport const b = { search: tool({ description: "Search files.", inputSchema: z.object({}) }) };\n`,
      ["vercel-ai"],
      ["duplicate-tool-name info search 4 guessed"],
    ],
  ])("%s: info, saying why", (_, rule, source, presets, expected) => {
    expect(findings(rule, source, presets)).toEqual(expected);
  });

  it.each([
    [
      "the same two Mastra tools held by one agent: its tool set, the rule's severity",
      nearDuplicate,
      MASTRA +
        mastraTool("listA", "list_assets", "List assets with pagination") +
        mastraTool("listB", "video.assets.list", "List assets with pagination") +
        `export const agent = new Agent({ name: "a", instructions: "x", model: "m", tools: { listA, listB } });\n`,
      ["mastra"],
      ["near-duplicate-summary error listB 4"],
    ],
    [
      "the same two AI SDK tools passed in one tools map",
      nearDuplicate,
      AI + `import { generateText } from "ai";\n` + aiTool("exportA", "Export the contacts to a CSV file.") + aiTool("exportB", "Export the contacts to a CSV file.") + `await generateText({ model, prompt: "x", tools: { exportA, exportB } });\n`,
      ["vercel-ai"],
      ["near-duplicate-summary error exportB 5"],
    ],
  ])("near miss: %s", (_, rule, source, presets, expected) => {
    expect(findings(rule, source, presets)).toEqual(expected);
  });
});
