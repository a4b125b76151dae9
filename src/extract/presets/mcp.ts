// The MCP TypeScript SDK (v1 `@modelcontextprotocol/sdk`, v2 `@modelcontextprotocol/server`, …): a server registers a
// tool with `server.registerTool(name, { title, description, inputSchema, annotations }, handler)` or the older
// `server.tool(name, description?, schema?, annotations?, handler)`; a client or a hand-written server lists MCP's
// Tool objects `{ name, description, inputSchema, annotations }`. Also the shapes servers built on it write: Supabase's
// MCP utilities, tool tasks, MCP Apps, definition maps, and tool classes.
import { MCP_HINTS, NAME_AND_DESCRIPTION, schemaEntryShape } from "./fields.js";
import type { FieldMap, Preset } from "./types.js";

/** An MCP tool given as an object: its name (else the enclosing key), description, title and hints. */
const MCP_OBJECT_FIELDS: FieldMap = { name: "name", description: "description", label: ["title", "annotations.title"], kind: MCP_HINTS };

/** A tool module's fields: the registration's config, kept under `config`. */
const MCP_MODULE_FIELDS: FieldMap = {
  name: "name",
  description: "config.description",
  label: ["config.title", "config.annotations.title"],
  kind: MCP_HINTS.map((rule) => ({ ...rule, field: `config.${rule.field}` })),
};

export const mcp: Preset = {
  name: "mcp",
  // The SDK (v1 `@modelcontextprotocol/sdk`, v2 `@modelcontextprotocol/server`, `/client`, `/node`, …).
  // FastMCP's `addTool` is the fastmcp preset's (fastmcp.ts).
  // `mcp-handler` (formerly `@vercel/mcp-adapter`): `createMcpHandler((server) => { server.tool(…) })` hands its
  // callback an McpServer.
  packages: ["@modelcontextprotocol/", "@supabase/mcp-utils", "mcp-handler", "@vercel/mcp-adapter"],
  // MCP's tool annotations with an input schema mark a file of tool definitions that imports nothing of the SDK
  // (a `tools/` folder of a package whose package.json is not in the linted tree). Pipedream components carry the
  // same annotations, with `props`.
  detect: /^(?=[^]*\b(?:readOnlyHint|destructiveHint)\s*:)(?=[^]*\binputSchema\b)/,
  detectNeeds: [["inputSchema"], ["readOnlyHint", "destructiveHint"]],
  matchers: [
    {
      type: "action",
      callee: "registerTool",
      member: true,
      argument: 1,
      positional: { name: 0 },
      fields: {
        description: "description",
        label: "title",
        kind: MCP_HINTS,
      },
    },
    // `registerTool(name, "description", schema, handler)`: not the SDK's signature (its config is an object), the
    // older `server.tool` order in a project's own registry; read as written, and proven only if its receiver is.
    { type: "action", callee: "registerTool", member: true, argument: -1, positional: { name: 0, description: 1 }, fields: { description: [] } },
    // `server.tool(name, description?, schema?, annotations?, callback)`: the hints are the annotations argument's.
    { type: "action", callee: "tool", member: true, argument: -1, positional: { name: 0, description: 1 }, schemaBetween: true, fields: { description: [], kind: MCP_HINTS } },
    // Supabase's MCP utilities: `createMcpServer({ tools: { postgrestRequest: tool({ description, parameters,
    // execute }) } })`; the key names the tool.
    { type: "action", callee: "tool", from: ["@supabase/mcp-utils"], fields: { description: "description", kind: MCP_HINTS } },
    // Tools run as tasks: `server.experimental.tasks.registerToolTask(name, config, handlers)`.
    { type: "action", callee: "registerToolTask", member: true, argument: 1, positional: { name: 0 }, fields: { description: "description", label: "title", kind: MCP_HINTS } },
    // MCP Apps (`@modelcontextprotocol/ext-apps`): `registerAppTool(server, name, config, handler)`.
    { type: "action", callee: "registerAppTool", argument: 2, positional: { name: 1 }, fields: { description: "description", label: "title", kind: MCP_HINTS } },
    // Definition maps registered elsewhere (in a loop, through a helper): `{ list_items: { description,
    // parameters | inputSchema, annotations } }`; the key names the tool. The annotations tell a tool
    // definition from any other object with a description and a schema.
    { type: "action", object: { has: ["description", "inputSchema", "annotations"], inProperty: true, proof: true }, fields: MCP_OBJECT_FIELDS },
    { type: "action", object: { has: ["description", "parameters", "annotations"], inProperty: true, proof: true }, fields: MCP_OBJECT_FIELDS },
    { type: "action", object: { has: ["name", "inputSchema", "annotations"], proof: true }, fields: MCP_OBJECT_FIELDS },
    // Without annotations, a map entry is a tool definition by a JSON schema of an object written as its input
    // (`createVerificationTools(client)` returning `{ verify_domain: { description, inputSchema: { type: "object",
    // properties } } }`): proven only where it answers tools/list, like the Tool shape below. Tried after every other
    // shape (`fallback`): a typed map of a framework's descriptors proves its entries.
    schemaEntryShape("inputSchema", MCP_OBJECT_FIELDS),
    // The same entry with the schema as `parameters`, or given after its name to a project's own method
    // (`this.addTool("optimize", { description, parameters: { type: "object", properties } }, handler)`).
    schemaEntryShape("parameters", MCP_OBJECT_FIELDS),
    // A server's own tool definer (Chrome DevTools MCP: `defineTool({ name, description, annotations, schema,
    // handler })`): MCP's annotations beside a handler mark a tool whatever its schema key is called.
    { type: "action", object: { has: ["name", "description", "annotations", "handler"], proof: true }, fields: MCP_OBJECT_FIELDS },
    // Without annotations, a description too, or a place in a list of tools (`const TOOLS = [{ name, inputSchema
    // }]`): a workflow (`{ id, name, purpose, steps, inputSchema }`), an API response about one, or Genkit's
    // `defineFlow({ name, inputSchema, outputSchema }, fn)` has a name and an input schema but is no tool.
    // MCP's Tool shape, also the shape of sample responses and test data: proven only where it answers tools/list
    // (extract/visitors/provenance.ts).
    { type: "action", object: { has: ["name", "description", "inputSchema"] }, fields: { ...NAME_AND_DESCRIPTION, label: "title" } },
    { type: "action", object: { has: ["name", "inputSchema"], inArray: true }, fields: { ...NAME_AND_DESCRIPTION, label: "title" } },
    // A tool module: the arguments of `registerTool(name, config, handler)` kept as one object, registered in a loop
    // (`for (const t of Object.values(tools)) server.registerTool(t.name, t.config, t.handler)`) or by a framework's
    // helper (`registerTools(server, [createTool(), …])`): `{ name, config: { title, description, inputSchema,
    // annotations }, handler }`. Unproven by its keys alone; a registration that reads it proves it.
    { type: "action", object: { has: ["name", "config.description", "config.inputSchema", "handler"] }, fields: MCP_MODULE_FIELDS },
    // A server's own tool class or factory given the arguments of the SDK's `server.tool(name, description,
    // paramsSchema, annotations, callback)` as one object (Tableau's MCP server: `new WebTool({ server, name,
    // description, paramsSchema, annotations, callback })`, registered in a loop over the instances). `paramsSchema` is
    // the SDK's own name for that argument. Unproven by its keys alone.
    { type: "action", object: { has: ["name", "description", "paramsSchema"] }, fields: MCP_OBJECT_FIELDS },
    // A tool module: one tool per file, its parts exported (Postman's MCP server: `export const method =
    // "createCollection"`, `description`, `parameters`, `annotations`, `export async function handler`), the files of
    // a folder imported at run time and registered in a loop (`server.tool(tool.method, tool.description, …)`). By
    // its exports alone, unproven.
    { type: "action", moduleExports: ["method", "description", "parameters", "handler"], fields: { ...MCP_OBJECT_FIELDS, name: "method" } },
    { type: "action", moduleExports: ["name", "description", "inputSchema", "handler"], fields: MCP_OBJECT_FIELDS },
    // The same written in Anthropic's tool format (`input_schema`) and converted to MCP's where tools/list answers (a
    // server whose definitions serve both): unproven, as the shape above.
    { type: "action", object: { has: ["name", "description", "input_schema"] }, fields: NAME_AND_DESCRIPTION },
    // A const (or the elements of an array) typed with the SDK's `Tool`: `const TOOLS: Tool[] = [{ name, … }]`.
    { type: "action", typed: "Tool", fields: MCP_OBJECT_FIELDS },
    // Tool classes (the MongoDB MCP server): `class ListAlertsTool extends AtlasToolBase { static toolName = "…";
    // description = "…"; static operationType = "read" }`, AtlasToolBase (another file) extending ToolBase.
    {
      type: "action",
      extends: ["ToolBase"],
      fields: { name: ["toolName", "name"], description: "description", kind: [{ field: "operationType", write: ["create", "update", "delete"], read: ["read", "metadata"] }] },
    },
    // Tool classes with MCP's annotations (the Mapbox MCP server): `class UnionTool extends BaseTool<…> { name =
    // "union_tool"; description = "…"; annotations = { readOnlyHint: true } }`.
    { type: "action", extends: ["BaseTool"], fields: MCP_OBJECT_FIELDS },
    // A server's `instructions` (InitializeResult.instructions in the spec), which a client adds to the model's context
    // once it connects: `new McpServer({ name, version }, { instructions })`, the low-level `new Server(info, options)`
    // of the same package, and mcp-handler's `createMcpHandler(init, { instructions }, config)`, whose second argument
    // is the McpServer's options.
    { type: "server", new: "McpServer", from: ["@modelcontextprotocol/"], argument: 1, nameIn: { argument: 0, path: "name" }, fields: { description: "instructions" } },
    { type: "server", new: "Server", from: ["@modelcontextprotocol/"], argument: 1, nameIn: { argument: 0, path: "name" }, fields: { description: "instructions" } },
    { type: "server", callee: "createMcpHandler", from: ["mcp-handler", "@vercel/mcp-adapter"], argument: 1, fields: { name: "serverInfo.name", description: "instructions" } },
    // What a server offers beside its tools, each with a description: `server.registerPrompt(name, { title,
    // description, argsSchema }, callback)` and `server.registerResource(name, uriOrTemplate, { title, description,
    // mimeType }, callback)`. The deprecated `server.prompt(…)` and `server.resource(…)` are not read: `prompt` is too
    // common a method name (an agent's, a terminal library's) to tell from the SDK's without the receiver.
    { type: "mcp-prompt", callee: "registerPrompt", member: true, argument: 1, positional: { name: 0 }, fields: { description: "description", label: "title" } },
    { type: "mcp-resource", callee: "registerResource", member: true, argument: 2, positional: { name: 0 }, fields: { description: "description", label: "title" } },
  ],
};
