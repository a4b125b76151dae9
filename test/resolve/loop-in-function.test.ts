// A registration in a loop inside a function, over a list the function is given (`function register(server, tools) {
// for (const t of tools) server.tool(t.name, …) }`): one tool per element of the list each call passes, whether the
// loop variable is one name or destructured, and through `Array.isArray(tools) ? tools : [tools]`. Near misses: a
// function nobody calls (the list is known only at run time), and a list that is not known.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const SDK = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1" });\n`;
const MAKE = `function make(def) { return { name: def.name, description: def.description, schema: def.schema, handler: async () => ({ content: [] }) }; }\nconst A = make({ name: "create_issue", description: "Create an issue.", schema: {} });\nconst B = make({ name: "get_issue", description: "Get an issue.", schema: {} });\n`;

function tools(source: string): string[] {
  return catalogOf({ "src/a.ts": SDK + MAKE + source }, { presets: ["mcp"] }).actions.map((a) => `${a.name} | ${a.description ?? a.descriptionStatus}${a.unproven ? " | unproven" : ""}`);
}

describe("a loop in a function over the list its callers give", () => {
  it.each([
    ["one loop variable", `function register(s: McpServer, list) { for (const t of list) s.tool(t.name, t.description, t.schema, t.handler); }\nregister(server, [A, B]);`],
    ["a destructured loop variable", `function register(s: McpServer, list) { for (const { name, description, schema, handler } of list) s.tool(name, description, schema, handler); }\nregister(server, [A, B]);`],
    ["one tool or a list, through Array.isArray", `function register(s: McpServer, tools) { const list = Array.isArray(tools) ? tools : [tools]; for (const t of list) s.tool(t.name, t.description, t.schema, t.handler); }\nregister(server, [A]);\nregister(server, B);`],
  ])("%s: one tool per element each call passes", (_, source) => {
    expect(tools(source)).toEqual(["create_issue | Create an issue.", "get_issue | Get an issue."]);
  });

  it.each([
    ["a function nobody calls", `export function register(s: McpServer, list) { for (const t of list) s.tool(t.name, t.description, t.schema, t.handler); }`],
    ["a list known only at run time", `function register(s: McpServer, list) { for (const t of list) s.tool(t.name, t.description, t.schema, t.handler); }\nregister(server, await loadTools());`],
  ])("near miss: %s declares nothing the checker can read", (_, source) => {
    expect(tools(source)).toEqual([]);
  });
});
