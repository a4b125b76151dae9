// The openai preset's `{ description, parameters }` object in a property: its own `name` names it, else the key.
// LlamaIndex tools (`tools: [{ call, metadata: { name, description, parameters } }]`) are of this shape; the
// key `metadata` is not a tool's name.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

describe("a tool object in a property", () => {
  it("is named by its name field, else by its key", () => {
    const catalog = catalogOf(
      {
        "src/agent.ts": `import OpenAI from "openai";
export const tools = [
  { call: async () => "sunny", metadata: { name: "get_weather", description: "Get the weather of a city.", parameters: { type: "object" } } },
];
export const functions = { lookup: { description: "Look a word up.", parameters: { type: "object" } } };
`,
      },
      { presets: ["openai"] },
    );
    expect(catalog.actions.map((a) => [a.name, a.description, a.loc.line])).toEqual([
      ["get_weather", "Get the weather of a city.", 3],
      ["lookup", "Look a word up.", 5],
    ]);
  });
});
