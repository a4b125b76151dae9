// TanStack AI ("@tanstack/ai"): a tool is defined once with `toolDefinition({ name, description, inputSchema,
// outputSchema, needsApproval })` and implemented with `.server(fn)` or `.client(fn)` (TanStack AI's docs, "Tools").
import type { Preset } from "./types.js";

export const tanstackAi: Preset = {
  name: "tanstack-ai",
  packages: ["@tanstack/ai"],
  matchers: [{ type: "action", callee: "toolDefinition", from: ["@tanstack/ai"], fields: { name: "name", description: "description", approval: "needsApproval" } }],
};
