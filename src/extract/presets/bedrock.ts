// Amazon Bedrock's Converse API ("@aws-sdk/client-bedrock-runtime"): a request's `toolConfig: { tools: [{ toolSpec: {
// name, description, inputSchema: { json } } }] }` (the SDK's `Tool` and `ToolSpecification` types). The
// `toolSpec` wrapper is Bedrock's own, so the shape proves itself.
import type { Preset } from "./types.js";

export const bedrock: Preset = {
  name: "bedrock",
  // The tools of one request's `toolConfig`, built per program.
  group: "tool-set",
  packages: ["@aws-sdk/client-bedrock-runtime"],
  // A file that writes the wrapper without importing the SDK by name (a helper that builds requests).
  detect: /\btoolSpec\s*:/,
  matchers: [
    { type: "action", object: { has: ["toolSpec.name", "toolSpec.inputSchema"], proof: true }, fields: { name: "toolSpec.name", description: "toolSpec.description" } },
  ],
};
