// A registration in a loop (`for (const tool of tools) server.registerTool(tool.name, …)`) registers definitions
// declared elsewhere: built from the loop variable, it is a template, like a declaration built from the
// parameters of a function (DESIGN §6), not an item with an unreadable name and description.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
`;
const DEFS = `export const TOOLS = [
  { name: "list_items", description: "List the items.", inputSchema: {} },
  { name: "add_item", description: "Add an item.", inputSchema: {} },
];
`;

function names(loop: string): (string | undefined)[][] {
  const catalog = catalogOf({ "src/defs.ts": DEFS, "src/server.ts": `${SERVER}import { TOOLS } from "./defs.js";\n${loop}` }, { presets: ["mcp"] });
  return catalog.actions.map((a) => [a.name, a.description]);
}

describe("registrations in a loop", () => {
  it.each([
    ["for…of over an array", `for (const tool of TOOLS) server.registerTool(tool.name, { description: tool.description }, cb);`],
    ["for…of with destructuring", `for (const { name, description } of TOOLS) { server.registerTool(name, { description }, cb); }`],
    ["for…of over entries", `for (const [i, tool] of TOOLS.entries()) server.tool(tool.name, tool.description, cb);`],
    ["for…in", `for (const i in TOOLS) server.registerTool(TOOLS[0].name + i, { description: "x" + i }, cb);`],
  ])("%s adds nothing to the definitions", (_title, loop) => {
    expect(names(loop)).toEqual([
      ["list_items", "List the items."],
      ["add_item", "Add an item."],
    ]);
  });

  it("a declaration in a loop body that does not use the loop variable is an item", () => {
    expect(names(`for (const tool of TOOLS) { server.registerTool("ping", { description: "Check the server." }, cb); }`)).toEqual([
      ["list_items", "List the items."],
      ["add_item", "Add an item."],
      ["ping", "Check the server."],
    ]);
  });
});
