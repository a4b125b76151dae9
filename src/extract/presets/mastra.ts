// Mastra: `createTool({ id, description, inputSchema, outputSchema, requireApproval, execute })` from
// "@mastra/core", whose `id` is the tool's name. Mastra has no kind field, so its actions' kind is unknown.
import type { Preset } from "./types.js";

export const mastra: Preset = {
  name: "mastra",
  packages: ["@mastra/"],
  matchers: [
    // createTool({ id, description, inputSchema, outputSchema, requireApproval, execute }): the name is `id`.
    {
      type: "action",
      callee: "createTool",
      from: ["@mastra/core"],
      fields: { name: "id", description: "description", approval: "requireApproval" },
    },
  ],
};
