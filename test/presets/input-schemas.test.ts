// Input schemas on every fixture project: how many actions' schemas are read whole, with parts left out,
// not at all, or not written, so that a change in what is read shows up here; and a few exact ones.
import { describe, expect, it } from "vitest";
import { schemaStatus } from "../../src/resolve/input-schema.js";
import { loadFixture } from "./run.js";

describe("input schemas of the fixtures", () => {
  it.each<[string, number, number, number, number]>([
    ["activepieces", 9, 0, 0, 0],
    ["anthropic", 13, 0, 0, 0],
    ["attacks", 0, 0, 0, 27],
    ["bad-input", 0, 0, 0, 4],
    ["copilotkit", 8, 0, 0, 1],
    ["decorators-generic", 3, 0, 0, 0],
    ["decorators", 10, 0, 0, 7],
    ["fastmcp", 5, 0, 0, 1],
    ["genkit", 7, 0, 0, 0],
    ["google-genai", 3, 0, 0, 0],
    ["inngest-agent-kit", 3, 0, 0, 1],
    ["kumiko-js", 3, 0, 0, 6],
    ["langchain-recall", 2, 0, 0, 0],
    ["langchain", 12, 0, 0, 6],
    ["llamaindex", 6, 0, 0, 1],
    ["mastra", 5, 0, 0, 1],
    ["mcp-recall", 9, 0, 0, 5],
    ["mcp", 17, 0, 0, 4],
    ["modules", 19, 0, 0, 0],
    ["monorepo", 3, 0, 0, 1],
    ["n8n-recall", 0, 0, 1, 0],
    ["n8n", 0, 0, 13, 0],
    ["namespaces", 19, 0, 0, 0],
    ["openai", 14, 0, 0, 0],
    ["pipedream-recall", 2, 0, 0, 0],
    ["pipedream", 14, 0, 0, 0],
    ["vercel-ai-recall", 2, 0, 0, 0],
    ["vercel-ai", 15, 0, 0, 0],
    ["voltagent", 5, 0, 0, 0],
  ])("%s: %i read, %i partial, %i unread, %i none", (fixture, read, partial, unread, none) => {
    const counts = { read: 0, partial: 0, unread: 0, none: 0 };
    for (const action of loadFixture(fixture).catalog.actions) counts[schemaStatus(action.inputSchema)]++;
    expect(counts).toEqual({ read, partial, unread, none });
  });

  it("reads an Activepieces dropdown's options built with map() and a shared prop of the piece", () => {
    const action = loadFixture("activepieces").catalog.actions.find((a) => a.name === "update_ticket")!;
    expect(JSON.parse(action.inputSchema!.json!)).toEqual({
      type: "object",
      properties: {
        ticketId: { type: "string", description: "The numeric ID of the ticket, as shown in the ticket URL." },
        status: { type: "string", description: "Status", enum: ["open", "pending", "solved"] },
        priority: { type: "string", description: "Priority", enum: ["low", "normal", "urgent"] },
        assigneeId: { type: "number", description: "Assignee ID" },
      },
      required: ["ticketId"],
      additionalProperties: false,
    });
  });

  it("reads a loader's enum derived from the modules list (the modules fixture)", () => {
    const loaders = loadFixture("modules").catalog.actions.filter((a) => a.name === "load_module");
    expect(loaders.map((a) => a.inputSchema)).toEqual([
      { json: '{"type":"object","properties":{"name":{"type":"string","enum":["web_research","files","memory","calendar","email"]}},"required":["name"],"additionalProperties":false}' },
      { json: '{"type":"object","properties":{"name":{"type":"string","enum":["deploys","incidents","oncall"]}},"required":["name"],"additionalProperties":false}' },
    ]);
  });
});
