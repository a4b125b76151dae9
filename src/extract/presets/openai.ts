// OpenAI: the Chat Completions API's function tools `{ type: "function", function: { name, description, parameters }
// }`, the Responses API's flat `{ type: "function", name, description, parameters, defer_loading }` and its
// namespaces `{ type: "namespace", name, description, tools }`, the SDK's `zodFunction({ … })` helpers, and the Agents
// SDK's `tool({ name, description, parameters, execute })` and `toolNamespace({ name, description, tools })`.
import { MODULE_TEXT, MODULE_TEXT_NEEDS, NAME_AND_DESCRIPTION, NESTED_FUNCTION, OWN_FUNCTION_SHAPE, OWN_INPUT_SCHEMA_SHAPE, OWN_TOOL_CLASSES, WIRE_TOOL } from "./fields.js";
import type { FieldMap, Preset } from "./types.js";

/** A namespace of the second directory: its name, the one line seen up front, its tools. */
const NAMESPACE_FIELDS: FieldMap = { name: "name", description: "description", tools: "tools" };

/** The packages that export the Agents SDK's `tool` and `toolNamespace`. */
const OPENAI_AGENTS = ["@openai/agents", "@openai/agents-core"];

export const openai: Preset = {
  name: "openai",
  group: "tool-set",
  packages: ["openai", "@openai/agents"],
  // A file of modules or a module loader holds OpenAI function objects, with or without the SDK.
  detect: MODULE_TEXT,
  detectNeeds: MODULE_TEXT_NEEDS,
  matchers: [
    // A `tool_choice` (`{ type: "function", function: { name } }`, `{ type: "function", name }`) names a tool
    // without describing it: a declaration has a description or parameters.
    { type: "action", object: { where: { type: "function" }, has: ["function.description"], proof: true }, fields: NESTED_FUNCTION },
    { type: "action", object: { where: { type: "function" }, has: ["function.parameters"], proof: true }, fields: NESTED_FUNCTION },
    // The Responses API's flat function tool, which a tool search may defer (`defer_loading: true`).
    { type: "action", object: { where: { type: "function" }, has: ["name", "description"], proof: true }, fields: WIRE_TOOL },
    { type: "action", object: { where: { type: "function" }, has: ["name", "parameters"], proof: true }, fields: WIRE_TOOL },
    // `tools: [{ metadata: { name, description, parameters } }]`: its own `name`, else the key.
    { type: "action", object: { has: ["description", "parameters"], inProperty: true }, fields: WIRE_TOOL },
    { type: "action", callee: "zodFunction", fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "zodResponsesFunction", fields: NAME_AND_DESCRIPTION },
    // The Agents SDK: tool({ name, description, parameters, deferLoading, execute }).
    { type: "action", callee: "tool", from: OPENAI_AGENTS, fields: { ...NAME_AND_DESCRIPTION, deferred: "deferLoading" } },
    // Namespaces: toolNamespace({ name, description, tools: [tool({ … })] }) and the Responses API's
    // `{ type: "namespace", … }`; their name and description are seen up front, their tools once a search loads them.
    { type: "module", form: "namespace", callee: "toolNamespace", from: OPENAI_AGENTS, fields: NAMESPACE_FIELDS },
    { type: "module", form: "namespace", object: { where: { type: "namespace" }, has: ["name", "description", "tools"], proof: true }, fields: NAMESPACE_FIELDS },
    // A project's own tool definitions, converted to the API's format at run time: the shape alone, not proven.
    OWN_FUNCTION_SHAPE,
    OWN_INPUT_SCHEMA_SHAPE,
    ...OWN_TOOL_CLASSES,
  ],
};
