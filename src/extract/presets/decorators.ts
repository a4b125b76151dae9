// Tools declared by a decorator or a type rather than by one framework's call: MCP-Nest's `@Tool({ name,
// description, parameters })`, Agentic's `@aiFunction({ … })` and `createAIFunction({ … }, fn)`, Coinbase AgentKit's
// `@CreateAction({ … })`, and consts typed with an SDK's `Tool` or `ToolDefinition`. No one package names them all, so
// a file's text picks this preset, and each matcher names the packages that prove it.
import { DEFER_LOADING, MCP_HINTS, NAME_AND_DESCRIPTION } from "./fields.js";
import type { FieldMap, Preset } from "./types.js";

/** Packages whose `Tool` type proves a typed const a tool. */
const TOOL_TYPES = ["@modelcontextprotocol/", "@anthropic-ai/", "openai", "@openai/", "ai"];

/** A const typed as some SDK's tool: its name and description, MCP's title and hints, a tool search's flag. */
const TYPED_TOOL_FIELDS: FieldMap = {
  ...NAME_AND_DESCRIPTION,
  label: ["title", "annotations.title"],
  kind: MCP_HINTS,
  deferred: [DEFER_LOADING, "deferLoading"],
};

export const decorators: Preset = {
  name: "decorators",
  packages: [],
  // A typed const may name type arguments (`const queryDocs: ToolDefinition<typeof Params, undefined> = {…}`, a pi
  // extension's tool). Agentic's `@aiFunction({ name, description })` methods and `createAIFunction({ … }, fn)`.
  // Typed arrays too (`const tools: Tool[] = […]`, `function all(): ToolDefinition[] {`).
  detect: /@(?:Tool|CreateAction|Action|aiFunction)\s*\(|\bcreateAIFunction\s*\(|:\s*(?:Action|Tool|ToolDefinition)\s*(?:<[^=;{}]*>\s*)?(?:=|\[\]\s*[={])/,
  matchers: [
    // MCP-Nest's `@Tool({ name, description, parameters })`; Agentic's `@aiFunction` and `createAIFunction`; Coinbase
    // AgentKit's `@CreateAction`. `@Action` has no package of its own: never proven.
    { type: "action", callee: "Tool", proofFrom: ["@rekog/mcp-nest"], fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "aiFunction", proofFrom: ["@agentic/"], fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "createAIFunction", proofFrom: ["@agentic/"], fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "CreateAction", proofFrom: ["@coinbase/agentkit"], fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "Action", fields: NAME_AND_DESCRIPTION },
    { type: "action", typed: "Action", fields: NAME_AND_DESCRIPTION },
    // The tool types of the MCP SDK, the Anthropic and OpenAI SDKs and the AI SDK.
    // MCP's hints say the kind where they are written.
    { type: "action", typed: "Tool", proofFrom: TOOL_TYPES, fields: TYPED_TOOL_FIELDS },
    { type: "action", typed: "ToolDefinition", proofFrom: TOOL_TYPES, fields: TYPED_TOOL_FIELDS },
  ],
};
