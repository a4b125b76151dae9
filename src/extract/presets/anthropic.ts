// Anthropic's Messages API: a tool is `{ name, description, input_schema }` (with `defer_loading: true` when a tool
// search finds it), and the SDK's helpers `betaZodTool({ name, description, inputSchema, run })` and
// `betaTool({ … })` build one.
import { DEFER_LOADING, NAME_AND_DESCRIPTION, OWN_FUNCTION_SHAPE, OWN_INPUT_SCHEMA_SHAPE, OWN_TOOL_CLASSES, WIRE_TOOL } from "./fields.js";
import type { Preset } from "./types.js";

export const anthropic: Preset = {
  name: "anthropic",
  group: "tool-set",
  packages: ["@anthropic-ai/sdk"],
  // A tool object deferred to a tool search marks a file of tools in the wire format, with or without the SDK.
  detect: /\bdefer_loading\s*:\s*true\b/,
  detectNeeds: [["defer_loading"]],
  matchers: [
    { type: "action", object: { has: ["name", "input_schema"], proof: true }, fields: WIRE_TOOL },
    // The SDK's tool helpers: betaZodTool({ name, description, inputSchema, run }), betaTool({ … }).
    { type: "action", callee: "betaZodTool", from: ["@anthropic-ai/sdk"], fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "betaTool", from: ["@anthropic-ai/sdk"], fields: NAME_AND_DESCRIPTION },
    { type: "action", object: { has: ["description", "input_schema"], inProperty: true, proof: true }, fields: { description: "description", deferred: DEFER_LOADING } },
    // A tool object deferred to a tool search, whatever its schema key (a harness's own tool type): the flag is the
    // tool search's, so it is a tool. Tried last (`fallback`): another shape reads more of it (approval, hints).
    { type: "action", object: { where: { defer_loading: true }, has: ["name", "description"], fallback: true, proof: true }, fields: WIRE_TOOL },
    // A project's own tool definitions, converted to the SDK's format at run time: the shape alone, not proven.
    OWN_FUNCTION_SHAPE,
    OWN_INPUT_SCHEMA_SHAPE,
    ...OWN_TOOL_CLASSES,
  ],
};
