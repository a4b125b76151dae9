// The AI SDK (package `ai`): `tool({ description, inputSchema, execute, needsApproval })` and
// `dynamicTool({ … })`, or plain objects of the same keys, given to `generateText`/`streamText` as
// `tools: { weather: tool({ … }) }`, where the key names the tool. A tool search defers a tool through its provider
// options.
import { DEFER_LOADING } from "./fields.js";
import type { Preset } from "./types.js";

/** The AI SDK's tool: `providerOptions: { anthropic: { deferLoading: true } }` (or `openai`), else the API's flag. */
const AI_SDK_DEFERRED = ["providerOptions.anthropic.deferLoading", "providerOptions.openai.deferLoading", DEFER_LOADING];

export const vercelAi: Preset = {
  name: "vercel-ai",
  group: "tool-set",
  packages: ["ai"],
  matchers: [
    // A tool search through the AI SDK: `providerOptions: { anthropic: { deferLoading: true } }` (or `openai`).
    { type: "action", callee: "tool", from: ["ai"], fields: { description: "description", approval: "needsApproval", deferred: AI_SDK_DEFERRED } },
    { type: "action", callee: "dynamicTool", from: ["ai"], fields: { description: "description", approval: "needsApproval", deferred: AI_SDK_DEFERRED } },
    // A tool set written as plain objects: `tools: { weather: { description, inputSchema, execute } }` (the key
    // names it). The execute function tells a tool from a schema map with descriptions.
    { type: "action", object: { has: ["description", "inputSchema", "execute"], inProperty: true, proof: true }, fields: { description: "description", approval: "needsApproval", deferred: AI_SDK_DEFERRED } },
  ],
};
