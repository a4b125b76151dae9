// A declaration that cannot name itself (the AI SDK's `tool({ description, … })`) returned by a function: each call
// that names its result names one tool (`{ read: createReadTool(options) }`, the key its caller gives it). Near
// misses: a function nobody calls, or called once without naming the result, keeps its own name; a tool that names
// itself (Mastra's `id`, MCP's `name`) is one tool whatever its callers call it.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const AI = `import { tool } from "ai";\nimport { z } from "zod";\n`;
const READ = `export function createReadTool(options = {}) {\n  return tool({ description: "Read a file.", inputSchema: z.object({ path: z.string() }), execute: async () => 1 });\n}\n`;

/** name | description | call site line, per action. */
function actions(files: Record<string, string>, presets = ["vercel-ai"]): string[] {
  return catalogOf(files, { presets }).actions.map((a) => `${a.name} | ${a.description} | ${a.instantiatedAt ? `${a.instantiatedAt.file.split("/").pop()}:${a.instantiatedAt.line}` : "-"}`);
}

describe("a factory's tool named by the call that makes it", () => {
  it.each([
    ["by the key its caller gives it", { "src/read.ts": AI + READ + `export function fileTools(o = {}) {\n  return { read: createReadTool(o) };\n}\n` }, ["read | Read a file. | read.ts:7"]],
    [
      "by each key, from another file",
      { "src/read.ts": AI + READ, "src/all.ts": `import { createReadTool } from "./read.js";\nexport const tools = { read: createReadTool(), readAgain: createReadTool({ raw: true }) };\n` },
      ["read | Read a file. | all.ts:2", "readAgain | Read a file. | all.ts:2"],
    ],
  ])("%s", (_, files, expected) => {
    expect(actions(files)).toEqual(expected);
  });

  it.each([
    ["a factory nobody calls keeps the function's name", { "src/read.ts": AI + READ }, ["createReadTool | Read a file. | -"]],
    ["a call whose result is not named keeps it", { "src/read.ts": AI + READ + `register(createReadTool());\n` }, ["createReadTool | Read a file. | -"]],
    [
      "a tool that names itself is one tool, whatever its callers call it",
      {
        "src/read.ts": `import { createTool } from "@mastra/core/tools";\nexport function makeRead() {\n  return createTool({ id: "read_file", description: "Read a file.", execute: async () => 1 });\n}\nexport const tools = { read: makeRead() };\n`,
      },
      ["read_file | Read a file. | -"],
    ],
  ])("near miss: %s", (_, files, expected) => {
    expect(actions(files, ["vercel-ai", "mastra"])).toEqual(expected);
  });
});
