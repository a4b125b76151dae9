// The genkit preset on a restaurant concierge (test/fixtures/genkit): ai.defineTool(config, fn) on the instance
// made by genkit() in another file, with a description that adds an imported const and without one;
// ai.defineInterrupt({ … }); ai.dynamicTool and dynamicTool from "genkit" inside a flow; tool(config, fn) from
// "genkit/beta" returned by a plugin function; a tool made from a function's parameters, called with run-time
// values. Near misses: the project's own defineTool called plainly, and a `tool` from the project's registry.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const read = { type: "action", kind: "unknown", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;

const EXPECTED: Row[] = [
  // src/index.ts: tools made for one request.
  { ...read, name: "listAllergens", ...ok("List the allergens of one dish on the menu."), at: "src/index.ts:12:22" },
  { ...read, name: "pairWine", ...ok("Suggest a wine that goes with a dish."), at: "src/index.ts:20:22" },

  // src/plugins/files.ts: tool() from "genkit/beta"; its fields do not use `root`, so it is one tool.
  { ...read, name: "read_file", ...ok("Reads the contents of a file under the workspace root."), at: "src/plugins/files.ts:11:20" },
  // A factory whose only call site passes a loop variable (Genkit's MCP plugin registers server tools this way)
  // declares nothing: the loop variable is known only per iteration, like a parameter, and the tools are data.

  // src/tools/menu.ts.
  { ...read, name: "todaysMenu", ...ok("Use this tool to retrieve all the items on today's menu."), at: "src/tools/menu.ts:8:18" },
  {
    ...read,
    name: "bookTable",
    ...ok("Book a table for a party at a given time. Tables are held for 15 minutes."),
    at: "src/tools/menu.ts:18:18",
  },
  // No description: located at the ai.defineTool( call.
  { ...read, name: "celsiusToFahrenheit", description: undefined, status: "missing", at: "src/tools/menu.ts:26:1" },
  { ...read, name: "askGuest", ...ok("Ask the guest a clarifying question, offering a few choices."), at: "src/tools/menu.ts:38:16" },
];

describe("genkit preset (test/fixtures/genkit)", () => {
  it("is picked from package.json (genkit, @genkit-ai/*)", () => {
    expect(loadFixture("genkit").presets).toEqual([{ package: ".", presets: ["genkit"] }]);
  });

  it("finds defineTool, defineInterrupt, dynamicTool and tool(), and not a plain defineTool or another tool()", () => {
    expect(fixtureRows("genkit")).toEqual(EXPECTED);
  });

  it("builds the directory", () => {
    expect(loadFixture("genkit").directories[0].lines.map((l) => l.text)).toEqual([
      "askGuest: Ask the guest a clarifying question, offering a few choices.",
      "bookTable: Book a table for a party at a given time. Tables are held for 15 minutes.",
      "celsiusToFahrenheit: ",
      "listAllergens: List the allergens of one dish on the menu.",
      "pairWine: Suggest a wine that goes with a dish.",
      "read_file: Reads the contents of a file under the workspace root.",
      "todaysMenu: Use this tool to retrieve all the items on today's menu.",
    ]);
  });
});
