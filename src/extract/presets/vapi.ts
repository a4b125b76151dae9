// Vapi (voice assistants, `@vapi-ai/server-sdk`): an assistant's model lists its tools, each `{ type, function: {
// name, description, parameters } }`, where `type` is "function" or one of Vapi's own tools ("endCall",
// "transferCall", "voicemail", "google.calendar.event.create", …); the same object creates a reusable tool
// (`vapi.tools.create({ type, function, server })`). The model reads `function.name` and `function.description`.
import type { Preset } from "./types.js";

export const vapi: Preset = {
  name: "vapi",
  packages: ["@vapi-ai/"],
  matchers: [
    // An element of a tools list, or the argument of a call (`vapi.tools.create({ … })`): Vapi's tool format, its
    // name in `function`.
    { type: "action", object: { has: ["type", "function.name"], inList: true, proof: true }, fields: { name: "function.name", description: "function.description" } },
  ],
};
