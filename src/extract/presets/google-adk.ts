// Google's Agent Development Kit for TypeScript ("@google/adk"): `new FunctionTool({ name, description, parameters,
// execute })`, given to `new LlmAgent({ tools: [...] })` (ADK's docs, "Function tools").
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

export const googleAdk: Preset = {
  name: "google-adk",
  packages: ["@google/adk"],
  matchers: [{ type: "action", new: "FunctionTool", from: ["@google/adk"], fields: NAME_AND_DESCRIPTION }],
};
