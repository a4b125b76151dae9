// `this.<field>` in a method of a class that sets the field (extract/visitors/this-fields.ts): read as the field's
// initializer where the class decides it; unknown, with a true reason, where a subclass does. Rows: `name |
// description` of each action (or its status), and the reason of an unread description.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const SDK = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;

function found(source: string): string[] {
  return catalogOf({ "src/a.ts": SDK + source }, { presets: ["mcp"] }).actions.map(
    (a) => `${a.name} | ${a.description ?? `(${a.descriptionStatus}: ${a.unresolvedReason ?? ""})`}`,
  );
}

describe("this.<field> in a class's method", () => {
  it.each<[string, string, string[]]>([
    [
      "a class that sets its own fields and registers itself",
      `export class OfflineTool {\n  readonly toolId = "offline-analysis";\n  readonly description = "Analyze components.";\n  register(server: McpServer) {\n    server.registerTool(this.toolId, { description: this.description, inputSchema: {} }, async () => ({ content: [] }));\n  }\n}`,
      ["offline-analysis | Analyze components."],
    ],
    [
      "through an arrow function in the method, and a field read from a module const",
      `const TEXT = "List the items.";\nexport class ListTool {\n  name = "list_items";\n  text = TEXT;\n  register(server: McpServer) {\n    const add = () => server.tool(this.name, this.text, async () => ({ content: [] }));\n    add();\n  }\n}`,
      ["list_items | List the items."],
    ],
    [
      "through a const of the method's body (read when the method's scope is made)",
      `export class PublicGoods {\n  private readonly endowment = 10;\n  register(server: McpServer) {\n    const config = { description: \`Commit 0 to \${this.endowment} points.\` };\n    server.registerTool("contribute", config, async () => ({ content: [] }));\n  }\n}`,
      ["contribute | Commit 0 to 10 points."],
    ],
    [
      "a field the class leaves to its subclasses: unknown with that reason",
      `export abstract class BaseTool {\n  abstract readonly description: string;\n  register(server: McpServer) {\n    server.tool("base", this.description, async () => ({ content: [] }));\n  }\n}`,
      ["base | (unresolved: `this.description`, which each subclass of `BaseTool` sets)"],
    ],
    [
      "a field a subclass in the file sets again: unknown with that reason",
      `export class A {\n  description = "A.";\n  register(server: McpServer) {\n    server.tool("a", this.description, async () => ({ content: [] }));\n  }\n}\nexport class B extends A {\n  description = "B.";\n}`,
      ["a | (unresolved: `this.description`, which a subclass of `A` sets again)"],
    ],
    [
      "a plain function's own `this` is not the class's",
      `export class C {\n  description = "C.";\n  register(server: McpServer) {\n    function add(this: any) { server.tool("c", this.description, async () => ({ content: [] })); }\n    add();\n  }\n}`,
      ["c | (unresolved: `this`, known only when the method runs)"],
    ],
    [
      "a field the class's own code assigns too",
      `export class E {\n  description = "Default.";\n  constructor(text: string) { this.description = text; }\n  register(server: McpServer) {\n    server.tool("e", this.description, async () => ({ content: [] }));\n  }\n}`,
      ["e | (unresolved: `this.description`, which the constructor of `E` sets from its `text`)"],
    ],
    [
      "a list the constructor sets once, registered by a method in a loop (an MCP template's `this.tools = [getContacts, …]`)",
      `class GetContacts { name = "get-contacts"; description = "Gets all contacts"; }\nconst getContacts = new GetContacts();\nconst tools = { list: { name: "list", description: "List things." } };\nfunction register(server: McpServer, tool: { name: string; description: string }) { server.tool(tool.name, tool.description, async () => ({ content: [] })); }\nexport class S {\n  private tools: any[];\n  constructor(private server: McpServer) {\n    this.tools = [getContacts, tools.list];\n  }\n  registerAll() { this.tools.forEach((tool) => register(this.server, tool)); }\n}`,
      ["get-contacts | Gets all contacts", "list | List things."],
    ],
    [
      "near miss: a field the constructor sets in a branch, or from its own parameter, or again in a method",
      `export class F {\n  a: string; b: string; c: string;\n  constructor(flag: boolean, text: string) {\n    if (flag) { this.a = "A."; }\n    this.b = text;\n    this.c = "C.";\n  }\n  reset() { this.c = "Other."; }\n  register(server: McpServer) {\n    server.tool("a", this.a, cb);\n    server.tool("b", this.b, cb);\n    server.tool("c", this.c, cb);\n  }\n}`,
      ["a | (unresolved: `this`, known only when the method runs)", "b | (unresolved: `this.b`, which the constructor of `F` sets from its `text`)", "c | (unresolved: `this`, known only when the method runs)"],
    ],
    [
      "a list the constructor chooses by its own option and filters, registered by a method in a loop (`this.allTools = filterTools(isZH ? ZH : EN, options)`)",
      `const EN = [{ name: "get_doc", description: "Get a document." }];\nconst ZH = [{ name: "get_doc_zh", description: "获取文档。" }];\nfunction filterTools(tools: any[], options: { allow?: string[] }) { return tools.filter((t) => !options.allow || options.allow.includes(t.name)); }\nexport class Lark {\n  private allTools: any[] = [];\n  constructor(options: { zh?: boolean; allow?: string[] }) {\n    const isZH = options.zh === true;\n    this.allTools = filterTools(isZH ? ZH : EN, { ...options });\n  }\n  register(server: McpServer) {\n    for (const tool of this.allTools) server.tool(tool.name, tool.description, async () => ({ content: [] }));\n  }\n}`,
      ["get_doc_zh | 获取文档。", "get_doc | Get a document."],
    ],
    [
      "near miss: a list the constructor is given (`this.tools = tools`): no tool of its own",
      `export class Given {\n  private tools: any[];\n  constructor(tools: any[]) {\n    this.tools = tools;\n  }\n  register(server: McpServer) {\n    for (const tool of this.tools) server.tool(tool.name, tool.description, async () => ({ content: [] }));\n  }\n}`,
      [],
    ],
    [
      "a static field is not an instance's",
      `export class D {\n  static description = "D.";\n  register(server: McpServer) {\n    server.tool("d", this.description, async () => ({ content: [] }));\n  }\n}`,
      ["d | (unresolved: `this`, known only when the method runs)"],
    ],
  ])("%s", (_title, source, expected) => {
    expect(found(source)).toEqual(expected);
  });
});

describe("this.constructor.name: the class's own name", () => {
  const OPENAI = (cls: string, more = "") =>
    `${more}export class ${cls} {\n  definition = { type: "function", function: { name: this.constructor.name, description: "Display the animal's name.", parameters: { type: "object", properties: {} } } };\n}`;
  const names = (source: string) => catalogOf({ "src/a.ts": source }, { presets: ["openai"] }).actions.map((a) => `${a.name} | ${a.description}`);

  it("in a field of a class no class of the file extends", () => {
    expect(names(OPENAI("GetAnimalAgent"))).toEqual(["GetAnimalAgent | Display the animal's name."]);
  });

  it.each([
    ["an abstract class (each subclass is its own name)", OPENAI("GetAnimalAgent").replace("export class", "export abstract class")],
    ["a class another class of the file extends", OPENAI("GetAnimalAgent") + "\nexport class GetDogAgent extends GetAnimalAgent {}"],
  ])("near miss: %s is not known", (_, source) => {
    expect(names(source)).not.toContainEqual(expect.stringMatching(/^GetAnimalAgent \|/));
  });
});
