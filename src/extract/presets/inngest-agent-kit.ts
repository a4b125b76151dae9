// Inngest's AgentKit: `createTool({ name, description, parameters, handler })` from "@inngest/agent-kit", given to
// `createAgent({ tools: [...] })`. AgentKit has no kind or approval field.
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

export const inngestAgentKit: Preset = {
  name: "inngest-agent-kit",
  // The tools of one `createAgent({ tools: [...] })`, built per program: the file.
  group: "tool-set",
  packages: ["@inngest/agent-kit"],
  matchers: [
    // createTool({ name, description, parameters, handler }); AgentKit has no kind or approval field.
    { type: "action", callee: "createTool", from: ["@inngest/agent-kit"], fields: NAME_AND_DESCRIPTION },
  ],
};
