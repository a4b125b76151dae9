// The vapi preset: an assistant's tools, `{ type, function: { name, description, parameters } }` in a list (Vapi's own
// tool types and "function"), and a tool created by a call (`vapi.tools.create({ … })`), named by `function.name`.
// Near misses: the same shape outside a list or a call (a lone config object), an object without `function.name`, and
// no second entry for the inner `function` object where the OpenAI preset is active too.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const ASSISTANT = `const assistant = { model: { provider: "openai", model: "gpt-4.1-mini", tools: [
  { type: "endCall", function: { name: "endCall", description: "End the call when the conversation is complete." } },
  { type: "function", function: { name: "bookConsultation", description: "Book a consultation.", parameters: { type: "object", properties: {} } }, server: { url } },
  { type: "slack.message.send", function: { name: "notifySlack", description: "Send a Slack message.", parameters: { type: "object", properties: { message: { type: "string" } } } } },
] } };`;

function tools(source: string, presets = ["vapi"]): string[] {
  return catalogOf({ "src/assistant.ts": source }, { presets }).actions.map((a) => `${a.name} | ${a.description}${a.unproven ? " | unproven" : ""}`);
}

describe("vapi preset", () => {
  it("reads each tool of an assistant's list by its function's name and description", () => {
    expect(tools(ASSISTANT)).toEqual(["endCall | End the call when the conversation is complete.", "bookConsultation | Book a consultation.", "notifySlack | Send a Slack message."]);
  });

  it("reads a tool created by a call", () => {
    const source = `import { VapiClient } from "@vapi-ai/server-sdk";\nconst vapi = new VapiClient({ token });\nawait vapi.tools.create({ type: "function", function: { name: "lookupProperty", description: "Look up one property." } });`;
    expect(tools(source)).toEqual(["lookupProperty | Look up one property."]);
  });

  it.each([
    ["a lone config object of that shape", `export const config = { type: "endCall", function: { name: "endCall", description: "End the call." } };`],
    ["an element without function.name", `const list = [{ type: "voicemail", function: { description: "Leave a voicemail." } }];`],
  ])("near miss: %s is no tool", (_, source) => {
    expect(tools(source)).toEqual([]);
  });

  it("near miss: with the OpenAI preset too, one entry per tool (the inner function object is not a second one)", () => {
    expect(tools(ASSISTANT, ["vapi", "openai"]).map((t) => t.split(" | ")[0])).toEqual(["endCall", "bookConsultation", "notifySlack"]);
  });
});
