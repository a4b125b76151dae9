// A method of a class that registers a tool from its parameters, called as `this.<method>(…)` from the same class
// (open-meteo's MCP server: `registerReadOnlyTool(server, meta, schema, handler)` called once per tool constant):
// each call is a call site of the declarations inside the method, as a call of a function is, so every tool gets its
// name and text from its call. Near misses: a subclass in the file that declares the method again (which body runs is
// the instance's); a method that only passes tool objects on to a function that converts them by shape (a model's
// `this.bindTools(tools)`: each shape's branch would be read with the other shapes' objects); and three forms not read, so no tool is made up from them: a field holding an arrow function, a
// static method, a method called on another object.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const SDK = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const TOOLS = `const A = { name: "weather_a", description: "Get the forecast." };\nconst B = { name: "weather_b", description: "Get the archive." };\n`;

/** Each tool of the file: name | description | line (of the declaration) | proven or not. */
function tools(source: string): string[] {
  return catalogOf({ "src/server.ts": SDK + TOOLS + source }, { presets: ["mcp"] }).actions.map(
    (a) => `${a.name} | ${a.descriptionStatus === "ok" ? a.description : a.descriptionStatus} | ${a.loc.line}${a.unproven ? " | unproven" : ""}`,
  );
}

const REGISTER = `  reg(server: McpServer, meta: { name: string; description: string }) {\n    server.registerTool(meta.name, { description: meta.description }, async () => ({ content: [] }));\n  }\n`;
const BUILD = `  build() {\n    const server = new McpServer({ name: "w", version: "1" });\n    this.reg(server, A);\n    this.reg(server, B);\n  }\n`;

describe("tools registered by a method called on this", () => {
  it.each([
    ["a method called twice on this", `class App {\n${REGISTER}${BUILD}}\n`, ["weather_a | Get the forecast. | 2", "weather_b | Get the archive. | 3"]],
    [
      "through the method bound to the server (registerTool.bind)",
      `class App {\n  reg(server: McpServer, meta: { name: string; description: string }) {\n    const register = server.registerTool.bind(server);\n    register(meta.name, { description: meta.description }, async () => ({ content: [] }));\n  }\n${BUILD}}\n`,
      ["weather_a | Get the forecast. | 2", "weather_b | Get the archive. | 3"],
    ],
    ["from a method written before the one it calls", `class App {\n${BUILD}${REGISTER}}\n`, ["weather_a | Get the forecast. | 2", "weather_b | Get the archive. | 3"]],
  ])("%s", (_, source, expected) => {
    expect(tools(source)).toEqual(expected);
  });

  it.each([
    ["a subclass in the file declares the method again", `class App {\n${REGISTER}${BUILD}}\nclass Other extends App {\n  reg() {}\n}\n`],
    ["a field holding an arrow function", `class App {\n  reg = (server: McpServer, meta: { name: string; description: string }) => {\n    server.registerTool(meta.name, { description: meta.description }, async () => ({ content: [] }));\n  };\n${BUILD}}\n`],
    ["a static method called on this in a static method (not read)", `class App {\n  static reg(server: McpServer, meta: { name: string; description: string }) {\n    server.registerTool(meta.name, { description: meta.description }, async () => ({ content: [] }));\n  }\n  static build() {\n    const server = new McpServer({ name: "w", version: "1" });\n    this.reg(server, A);\n  }\n}\n`],
    [
      "a method that only passes tool objects on to a converter with a branch per shape (a model's bindTools)",
      `function convert(tools: any[]) {\n  return tools.map((tool) => (tool.function ? { name: tool.function.name, description: tool.function.description, inputSchema: {}, annotations: {} } : { name: tool.name, description: tool.description, inputSchema: {}, annotations: {} }));\n}\nclass Model {\n  bindTools(tools: any[]) {\n    return convert(tools);\n  }\n  structured() {\n    return this.bindTools([{ type: "function", function: { name: "extract", description: "Extract the fields." } }]);\n  }\n}\n`,
    ],
    ["a method of another object", `class App {\n${REGISTER}}\nconst app = new App();\napp.reg(new McpServer({ name: "w", version: "1" }), A);\n`],
  ])("near miss: %s: no tool is made up", (_, source) => {
    expect(tools(source)).toEqual([]);
  });
});
