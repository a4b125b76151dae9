// Genkit: tools are defined on the instance (`const ai = genkit({ … })`) with `ai.defineTool({ name, description,
// inputSchema, outputSchema }, fn)`, `ai.dynamicTool(config, fn)` and `ai.defineInterrupt({ … })`, or unregistered
// with `tool(config, fn)` from "genkit/beta" and `dynamicTool(config, fn)` from "genkit".
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

const GENKIT = ["genkit", "@genkit-ai/"];

export const genkit: Preset = {
  name: "genkit",
  packages: GENKIT,
  matchers: [
    // Methods of the Genkit instance (`const ai = genkit({ … })`, a local, so not matched by import):
    // ai.defineTool({ name, description, inputSchema, outputSchema }, fn), ai.dynamicTool(config, fn), and
    // ai.defineInterrupt({ name, description, inputSchema }), a tool whose call pauses for the user's answer.
    { type: "action", callee: "defineTool", member: true, fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "dynamicTool", member: true, fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "defineInterrupt", member: true, fields: NAME_AND_DESCRIPTION },
    // Unregistered tools: tool(config, fn) from "genkit/beta", dynamicTool(config, fn) from "genkit".
    { type: "action", callee: "tool", from: GENKIT, fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "dynamicTool", from: GENKIT, fields: NAME_AND_DESCRIPTION },
  ],
};
