// Mastra: `createTool({ id, description, inputSchema, outputSchema, requireApproval, execute })` from
// "@mastra/core". An agent sends a tool under the key it has in the agent's `tools` (`tools: { getUserTool }`: the
// model sees "getUserTool"; Mastra's docs on `toolName`), so that key is its name; a tool no agent is seen to be given
// is named by its `id`. Mastra has no kind field, so its actions' kind is unknown.
import type { Preset } from "./types.js";

export const mastra: Preset = {
  name: "mastra",
  packages: ["@mastra/"],
  // What one agent is given: the tools of its `tools: { … }` (docs/design.md#groups); tools no agent is seen to hold
  // are grouped by their file, a guess the rules that compare tools say is one.
  group: "tool-set",
  matchers: [
    // createTool({ id, description, inputSchema, outputSchema, requireApproval, execute }): the name is the key of
    // the agent's `tools` that holds it, else `id`.
    {
      type: "action",
      callee: "createTool",
      from: ["@mastra/core"],
      fields: { name: "id", description: "description", approval: "requireApproval" },
      keyNamesIt: true,
    },
  ],
};
