// Convex's agent component ("@convex-dev/agent"): `createTool({ description, args, handler })`, named by the key
// of the agent's `tools` that holds it (`tools: { ideaSearch: createTool({ … }) }`).
import type { Preset } from "./types.js";

export const convexAgent: Preset = {
  name: "convex-agent",
  packages: ["@convex-dev/agent"],
  matchers: [{ type: "action", callee: "createTool", from: ["@convex-dev/agent"], fields: { description: "description" } }],
};
