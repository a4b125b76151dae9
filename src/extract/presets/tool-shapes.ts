// Tool definitions written in a model API's own format, in a file no framework's package picks: a project's registry
// or gateway that serves MCP's Tool objects without the SDK (`export const textTools = [{ name, description,
// inputSchema: { type: "object", properties } }]`), a map of such definitions keyed by name, the function tools of the
// OpenAI and Anthropic APIs called over plain HTTP, and the project's own tool classes (`class ReadFileTool implements
// Tool { name = "read_file"; description = "…"; parameters = { … } }`). The shapes alone prove nothing, so each is
// catalogued as not proven and judged by no rule above `info`. The mcp, openai and anthropic presets read these shapes
// themselves (and prove them where they can), so this preset is not picked beside them (`notWith`).
import { NESTED_FUNCTION, objectSchemaAt, OWN_FUNCTION_SHAPE, OWN_INPUT_SCHEMA_SHAPE, OWN_TOOL_CLASSES, schemaEntryShape, WIRE_TOOL } from "./fields.js";
import type { Matcher, Preset } from "./types.js";

/** The shape only in a list or handed to a call (`const tools = [{ … }]`, `registry.registerTool({ … })`). */
const inList = (m: Matcher): Matcher => ({ ...m, object: { ...m.object, inList: true } });

export const toolShapes: Preset = {
  name: "tool-shapes",
  packages: [],
  // The presets that read these shapes themselves (and prove them where they are the framework's).
  notWith: ["mcp", "openai", "anthropic"],
  // A key (or a class field) of one of the shapes' input schemas with a schema's `properties`, or OpenAI's function
  // marker.
  detect: /^(?:(?=[^]*\bproperties\b)(?=[^]*\b(?:inputSchema|input_schema|parameters)\s*[:=])|[^]*\btype\s*:\s*["']function["'])/,
  detectNeeds: [
    ["properties", "function"],
    ["inputSchema", "input_schema", "parameters", "function"],
  ],
  matchers: [
    // Without a framework, one such object alone may be a manifest or a config; a registry lists them or is handed
    // each.
    inList(OWN_INPUT_SCHEMA_SHAPE),
    inList(OWN_FUNCTION_SHAPE),
    ...OWN_TOOL_CLASSES,
    // A map entry (`{ search_docs: { description, inputSchema: { type: "object", properties } } }`) or a definition
    // given after its name (`this.addTool("search_docs", { description, parameters })`): the key or the name.
    schemaEntryShape("inputSchema", { description: "description" }),
    schemaEntryShape("parameters", { description: "description" }),
    // Anthropic's Messages API, in a list or a call: `[{ name, description, input_schema: { type: "object", properties } }]`.
    { type: "action", object: { has: ["name", "description", ...objectSchemaAt("input_schema").has], where: objectSchemaAt("input_schema").where, inList: true, fallback: true }, fields: WIRE_TOOL },
    // OpenAI's Chat Completions API: `{ type: "function", function: { name, description, parameters } }`.
    { type: "action", object: { where: { type: "function" }, has: ["function.name", "function.description", "function.parameters"], fallback: true }, fields: NESTED_FUNCTION },
  ],
};
