// Strands Agents for TypeScript ("@strands-agents/sdk"): `tool({ name, description, inputSchema, callback })`, or
// `new FunctionTool({ … })` of the same fields, given to `new Agent({ tools: [...] })`.
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

const FROM = ["@strands-agents/sdk"];

export const strands: Preset = {
  name: "strands",
  packages: FROM,
  matchers: [
    { type: "action", callee: "tool", from: FROM, fields: NAME_AND_DESCRIPTION },
    { type: "action", new: "FunctionTool", from: FROM, fields: NAME_AND_DESCRIPTION },
  ],
};
