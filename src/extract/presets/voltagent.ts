// VoltAgent: `createTool({ name, description, parameters, needsApproval, execute })` from "@voltagent/core", given to
// `new Agent({ tools: [...] })`.
import type { Preset } from "./types.js";

export const voltagent: Preset = {
  name: "voltagent",
  // The tools of one `new Agent({ tools: [...] })`, built per program: the file.
  group: "tool-set",
  packages: ["@voltagent/"],
  matchers: [
    // createTool({ name, description, parameters, needsApproval, execute }) from "@voltagent/core"; needsApproval
    // may be a function of the arguments, which is not a literal true and so not read as approval.
    {
      type: "action",
      callee: "createTool",
      from: ["@voltagent/core"],
      fields: { name: "name", description: "description", approval: "needsApproval" },
    },
  ],
};
