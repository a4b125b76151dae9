// Presets for TypeScript agent frameworks (DESIGN §5), in the matcher model of presets.ts, which spreads them
// into PRESETS. Each shape is the one the framework's own source and examples write; a field the framework
// does not have (a kind, an approval flag) is not invented, so those actions are `unknown` (DESIGN §10).
import type { FieldMap, KindRule, Preset } from "./presets.js";

const NAME_AND_DESCRIPTION: FieldMap = { name: "name", description: "description" };

const GENKIT = ["genkit", "@genkit-ai/"];
const LLAMAINDEX = ["llamaindex", "@llamaindex/"];
/** The packages that export LlamaIndex's FunctionTool. */
const FUNCTION_TOOL = ["llamaindex", "@llamaindex/core"];
const COPILOTKIT = ["@copilotkit/"];

/** MCP's tool annotations (the mcp preset's rules), which FastMCP tools carry too. */
const MCP_HINTS: KindRule[] = [
  { field: "annotations.destructiveHint", write: [true] },
  { field: "annotations.readOnlyHint", write: [false], read: [true] },
];

/**
 * Text that marks a file of the post's modules: a module object's keys (`summary:`, `instructions:` and `tools:`, all
 * three), or the loader's name. It picks the modules preset, and the openai preset for the function objects that
 * are a module's tools and the loader (a project that calls the API with fetch has no `openai` dependency).
 */
export const MODULE_TEXT = /^(?:(?=[^]*\bsummary\s*:)(?=[^]*\binstructions\s*:)(?=[^]*\btools\s*:)|[^]*\bload_module\b)/;

/** What a text must contain for MODULE_TEXT to match (Preset.detectNeeds). */
export const MODULE_TEXT_NEEDS = [
  ["summary", "load_module"],
  ["instructions", "load_module"],
  ["tools", "load_module"],
];

/** A toolception toolset: named by its catalog key, titled by `name` (see the toolception preset). */
const TOOLSET_FIELDS: FieldMap = { description: "description", label: "name", tools: "tools" };

export const FRAMEWORK_PRESETS: Record<string, Preset> = {
  genkit: {
    name: "genkit",
    packages: GENKIT,
    matchers: [
      // Methods of the Genkit instance (`const ai = genkit({ … })`, a local, so not matched by import):
      // ai.defineTool({ name, description, inputSchema, outputSchema }, fn), ai.dynamicTool(config, fn), and
      // ai.defineInterrupt({ name, description, inputSchema }), a tool whose call pauses for the user's answer.
      { type: "action", callee: "defineTool", member: true, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "dynamicTool", member: true, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "defineInterrupt", member: true, fields: NAME_AND_DESCRIPTION },
      // Unregistered tools: tool(config, fn) from "genkit/beta", dynamicTool(config, fn) from "genkit".
      { type: "action", callee: "tool", from: GENKIT, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "dynamicTool", from: GENKIT, fields: NAME_AND_DESCRIPTION },
    ],
  },
  mastra: {
    name: "mastra",
    packages: ["@mastra/"],
    matchers: [
      // createTool({ id, description, inputSchema, outputSchema, requireApproval, execute }): the name is `id`.
      {
        type: "action",
        callee: "createTool",
        from: ["@mastra/core"],
        fields: { name: "id", description: "description", approval: "requireApproval" },
      },
    ],
  },
  llamaindex: {
    name: "llamaindex",
    // One agent is given the tools of one call (tools: [...]), else of its file.
    group: "tool-set",
    packages: LLAMAINDEX,
    matchers: [
      // tool(fn, { name, description, parameters }) and tool({ name, description, parameters, execute }): one
      // callee, the config at 1 when there are two arguments, else at 0.
      { type: "action", callee: "tool", from: LLAMAINDEX, argument: 1, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "tool", from: LLAMAINDEX, fields: NAME_AND_DESCRIPTION },
      // FunctionTool.from(fn, config) and FunctionTool.from(config), the same function under its older name
      // (`tool` is `FunctionTool.from`). Matched as `X.from(…)` with X imported from "llamaindex" or
      // "@llamaindex/core", where FunctionTool is the only class with a static `from`; not from every
      // @llamaindex/* package: "@llamaindex/env" re-exports Node's `Readable` (`Readable.from(stream)`).
      { type: "action", callee: "from", member: true, from: FUNCTION_TOOL, argument: 1, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "from", member: true, from: FUNCTION_TOOL, fields: NAME_AND_DESCRIPTION },
      { type: "action", new: "FunctionTool", from: FUNCTION_TOOL, argument: 1, fields: NAME_AND_DESCRIPTION },
    ],
  },
  copilotkit: {
    name: "copilotkit",
    // Frontend tools are registered by the components of one page or app file.
    group: "file",
    packages: COPILOTKIT,
    matchers: [
      // React hooks that give the agent a frontend action: useCopilotAction({ name, description, parameters,
      // handler }) (v1), useFrontendTool({ … }) and useHumanInTheLoop({ name, description, parameters, render })
      // (v2, "@copilotkit/react-core/v2"). useCopilotAction with `available: "disabled"` or "frontend" only renders
      // a tool call of the agent's own (CopilotKit registers it with useRenderToolCall), and `name: "*"` renders
      // every tool call: neither is a tool the model can call.
      {
        type: "action",
        callee: "useCopilotAction",
        from: COPILOTKIT,
        fields: NAME_AND_DESCRIPTION,
        unless: { available: ["disabled", "frontend"], name: ["*"] },
        // One with only `render` draws the call of a backend tool of the same name: the agent's tool, not this one.
        // CopilotKit's getActionConfig makes a tool of one with a handler, a renderAndWait(ForResponse) (human in
        // the loop) or `available: "enabled" | "remote"` (the other values are left out by `unless`).
        needs: ["handler", "renderAndWaitForResponse", "renderAndWait", "available"],
      },
      { type: "action", callee: "useFrontendTool", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "useHumanInTheLoop", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
      // useComponent({ name, description?, parameters, render }) (v2): a frontend tool that draws a component, whose
      // description CopilotKit writes itself (react-core/src/v2/hooks/use-component.tsx): its own sentence about the
      // component, then the declaration's description after a blank line when it has one.
      {
        type: "action",
        callee: "useComponent",
        from: COPILOTKIT,
        fields: NAME_AND_DESCRIPTION,
        frame: {
          prefix: 'Use this tool to display the "{name}" component in the chat. This tool renders a visual UI component for the user.',
          separator: "\n\n",
        },
      },
      // The same in Angular ("@copilotkit/angular"): registerFrontendTool({ … }), registerHumanInTheLoop({ … }).
      { type: "action", callee: "registerFrontendTool", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "registerHumanInTheLoop", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
      // Server tools of the runtime's BuiltInAgent: defineTool({ name, description, parameters, execute }) from
      // "@copilotkit/runtime/v2".
      { type: "action", callee: "defineTool", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
    ],
  },
  fastmcp: {
    name: "fastmcp",
    // One server's tools, as for the MCP SDK: the package.
    packages: ["fastmcp"],
    // A file that builds a server (`new FastMCP({ … })`, `new EdgeFastMCP({ … })` from "fastmcp/edge") without
    // importing the package by name: FastMCP's own examples import "../FastMCP.js".
    detect: /\bnew\s+(?:Edge)?FastMCP\s*[<(]/,
    detectNeeds: [["FastMCP"]],
    matchers: [
      // server.addTool({ name, description, parameters, annotations: { title, readOnlyHint, … }, execute }).
      {
        type: "action",
        callee: "addTool",
        member: true,
        fields: { name: "name", description: "description", label: "annotations.title", kind: MCP_HINTS },
      },
    ],
  },
  voltagent: {
    name: "voltagent",
    // The tools of one `new Agent({ tools: [...] })`, built per program: the file.
    group: "tool-set",
    packages: ["@voltagent/"],
    matchers: [
      // createTool({ name, description, parameters, needsApproval, execute }) from "@voltagent/core"; needsApproval
      // may be a function of the arguments, which is not a literal true and so not read as approval.
      {
        type: "action",
        callee: "createTool",
        from: ["@voltagent/core"],
        fields: { name: "name", description: "description", approval: "needsApproval" },
      },
    ],
  },
  "inngest-agent-kit": {
    name: "inngest-agent-kit",
    // The tools of one `createAgent({ tools: [...] })`, built per program: the file.
    group: "tool-set",
    packages: ["@inngest/agent-kit"],
    matchers: [
      // createTool({ name, description, parameters, handler }); AgentKit has no kind or approval field.
      { type: "action", callee: "createTool", from: ["@inngest/agent-kit"], fields: NAME_AND_DESCRIPTION },
    ],
  },
  "google-genai": {
    name: "google-genai",
    // The function declarations of one request's `tools: [{ functionDeclarations: [...] }]`, built per program.
    group: "tool-set",
    packages: ["@google/genai", "@google/generative-ai"],
    matchers: [
      // `const light: FunctionDeclaration = { name, description, parameters }` (Gemini has no kind or approval).
      // Without a description of its own, the model reads its parameters' schema description (found in Google's
      // samples): that is its text.
      { type: "action", typed: "FunctionDeclaration", fields: { name: "name", description: ["description", "parameters.description"] } },
      // Inline in `functionDeclarations: [{ name, description, parametersJsonSchema }]`: the key is Gemini's own.
      { type: "action", object: { has: ["name", "parametersJsonSchema"], proof: true }, fields: { name: "name", description: ["description", "parametersJsonSchema.description"] } },
    ],
  },
  // mcp-use's server: `server.tool({ name, description, schema, annotations }, cb)` of `new MCPServer(…)` from
  // "mcp-use/server" (v1) or "mcp-use" (v2); the receiver is traced to the package (visitors/provenance.ts).
  "mcp-use": {
    name: "mcp-use",
    packages: ["mcp-use"],
    matchers: [
      { type: "action", callee: "tool", member: true, fields: { ...NAME_AND_DESCRIPTION, label: ["title", "annotations.title"], kind: MCP_HINTS } },
    ],
  },
  // mcp-framework: `class GetProject extends MCPTool { name = "get_project"; description = "…"; schema = … }`, the
  // base imported from "mcp-framework".
  "mcp-framework": {
    name: "mcp-framework",
    packages: ["mcp-framework"],
    matchers: [{ type: "action", extends: ["MCPTool"], fields: NAME_AND_DESCRIPTION }],
  },
  // xmcp: a tool file exports `metadata: ToolMetadata = { name, description, annotations }` (the type from "xmcp").
  xmcp: {
    name: "xmcp",
    packages: ["xmcp"],
    matchers: [{ type: "action", typed: "ToolMetadata", fields: { ...NAME_AND_DESCRIPTION, label: "annotations.title", kind: MCP_HINTS } }],
  },
  // The Claude Agent SDK's in-process MCP tools: `tool(name, description, inputShape, handler)` from
  // "@anthropic-ai/claude-agent-sdk", passed to `createSdkMcpServer({ tools: [...] })`.
  "claude-agent-sdk": {
    name: "claude-agent-sdk",
    group: "tool-set",
    packages: ["@anthropic-ai/claude-agent-sdk"],
    matchers: [
      { type: "action", callee: "tool", from: ["@anthropic-ai/claude-agent-sdk"], argument: -1, positional: { name: 0, description: 1 }, fields: { description: [] } },
    ],
  },
  // assistant-ui's frontend tools: makeAssistantTool({ toolName, description, parameters, execute }) and the hook
  // useAssistantTool({ … }) from "@assistant-ui/react" (the tools of one page or app file).
  "assistant-ui": {
    name: "assistant-ui",
    group: "file",
    packages: ["@assistant-ui/"],
    matchers: [
      { type: "action", callee: "makeAssistantTool", from: ["@assistant-ui/"], fields: { name: "toolName", description: "description" } },
      { type: "action", callee: "useAssistantTool", from: ["@assistant-ui/"], fields: { name: "toolName", description: "description" } },
    ],
  },
  // MCP toolsets enabled on demand (DESIGN §11) with toolception: its catalog maps a toolset's key to `{ name,
  // description, tools?, modules?, decisionCriteria? }` (ToolSetCatalog). Its enable_toolset takes the key as a free
  // string (no enum), and no toolset is listed up front: list_toolsets and describe_toolset answer with the key, the
  // name, the description, the decision criteria and the tools. The key names the toolset (what enable_toolset
  // takes), `name` is its title and `description` its summary; the tools of `modules` are registered by loaders at
  // run time, so only `tools` written in the catalog are read. The package's dependency on toolception is what
  // tells such a map entry from an agent config of the same keys.
  toolception: {
    name: "toolception",
    packages: ["toolception"],
    group: "package",
    matchers: [
      { type: "module", form: "toolset", object: { has: ["name", "description", "modules"], inProperty: true, proof: true }, fields: TOOLSET_FIELDS },
      { type: "module", form: "toolset", object: { has: ["name", "description", "tools"], inProperty: true, proof: true }, fields: TOOLSET_FIELDS },
    ],
  },
  // The modules of context/modules-post.txt (DESIGN §11): `{ name, summary, instructions, tools }`, listed by a core
  // prompt and loaded by `load_module`. No package names the shape, so the text picks it (MODULE_TEXT); the OpenAI
  // function objects inside are the openai preset's, which the same text picks (presets.ts). One listing per package.
  modules: {
    name: "modules",
    packages: [],
    detect: MODULE_TEXT,
    detectNeeds: MODULE_TEXT_NEEDS,
    group: "package",
    matchers: [
      {
        type: "module",
        form: "module",
        object: { has: ["name", "summary", "instructions", "tools"], proof: true },
        fields: { name: "name", description: "summary", instructions: "instructions", tools: "tools" },
      },
    ],
  },
};
