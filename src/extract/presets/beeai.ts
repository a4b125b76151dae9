// BeeAI Framework for TypeScript ("beeai-framework", "bee-agent-framework" before its rename): `new DynamicTool({
// name, description, inputSchema, handler })`, and subclasses of its `Tool` with `name` and `description` fields
// (`class ReverseTool extends Tool<StringToolOutput> { name = "ReverseTool"; description = "…" }`), given to an agent's
// `tools`. A class is the framework's only when its base is imported from these packages (visitors/provenance.ts).
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

const FROM = ["beeai-framework", "bee-agent-framework"];

export const beeai: Preset = {
  name: "beeai",
  packages: FROM,
  matchers: [
    { type: "action", new: "DynamicTool", from: FROM, fields: NAME_AND_DESCRIPTION },
    { type: "action", extends: ["Tool", "DynamicTool"], fields: NAME_AND_DESCRIPTION },
  ],
};
