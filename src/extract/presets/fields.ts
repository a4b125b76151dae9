// What several presets share: the field maps of shapes more than one framework writes (a plain name and
// description, the wire formats of the tool-calling APIs), MCP's tool annotations, the flags of a tool search, and
// the text that marks a file of modules. A map or list only one preset uses stays in that preset's file.
import type { FieldMap, KindRule, Matcher } from "./types.js";

export const NAME_AND_DESCRIPTION: FieldMap = { name: "name", description: "description" };

/**
 * MCP's tool annotations as a kind: a destructive tool writes, a read-only one reads. The MCP SDK's tools carry them,
 * and so do Pipedream components and the tools of FastMCP, mcp-use and xmcp.
 */
/** The keys of MCP's tool annotations: an object of only these (between `server.tool`'s name and callback) is annotations. */
export const MCP_ANNOTATION_KEYS: ReadonlySet<string> = new Set(["title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]);

export const MCP_HINTS: KindRule[] = [
  { field: "annotations.destructiveHint", write: [true] },
  { field: "annotations.readOnlyHint", write: [false], read: [true] },
];

/**
 * The tool search's flag written on a tool object: `defer_loading: true` in Anthropic's Messages API and OpenAI's
 * Responses API, and in the tool objects of frameworks that pass it on (a harness's own `Tool`, a LangChain tool's
 * `extras`). SDK options say it their way: the Agents SDK's `deferLoading`, the AI SDK's provider options.
 */
export const DEFER_LOADING = "defer_loading";

/** A tool object of the wire formats (Anthropic, OpenAI Responses): name, description, and the tool search's flag. */
export const WIRE_TOOL: FieldMap = { name: "name", description: "description", deferred: DEFER_LOADING };

/** OpenAI's Chat Completions tool, `{ type: "function", function: { name, description, parameters } }`. */
export const NESTED_FUNCTION: FieldMap = { name: "function.name", description: "function.description" };

/**
 * A JSON schema of an object written as the input at `key` (`inputSchema: { type: "object", properties }`): the keys
 * an object matcher requires there, what tells a tool from other named, described objects.
 */
export function objectSchemaAt(key: string): { has: string[]; where: Record<string, string> } {
  return { has: [`${key}.properties`], where: { [`${key}.type`]: "object" } };
}

/**
 * A map entry (`{ verify_domain: { description, inputSchema: { type: "object", properties } } }`), or such an object
 * given after its name to a call no matcher describes: named by the key. Not proven, tried after every other shape.
 */
export function schemaEntryShape(key: string, fields: FieldMap): Matcher {
  const schema = objectSchemaAt(key);
  return { type: "action", object: { has: ["description", ...schema.has], where: schema.where, inProperty: true, fallback: true }, fields };
}

/**
 * A tool definition of a project's own registry, `{ name, description, parameters: { type: "object", properties } }`:
 * the JSON-schema function the tool-calling APIs share, written without their wrapper and converted for each
 * provider at run time (an assistant's `ToolDefinition`). The shape alone proves nothing, so it is catalogued as not
 * proven, and tried after every other shape (`fallback`).
 */
export const OWN_FUNCTION_SHAPE: Matcher = {
  type: "action",
  object: { has: ["name", "description", ...objectSchemaAt("parameters").has], where: objectSchemaAt("parameters").where, fallback: true },
  fields: WIRE_TOOL,
};

/**
 * The same own definition in the MCP wire form, `{ name, description, inputSchema: { type: "object", properties } }`,
 * of a project that serves it through its own registry or gateway without the MCP SDK: the shape alone, not proven,
 * tried after every other shape. (With the SDK, the mcp preset's shapes read it, and prove it where it is served.)
 */
export const OWN_INPUT_SCHEMA_SHAPE: Matcher = {
  type: "action",
  object: { has: ["name", "description", ...objectSchemaAt("inputSchema").has], where: objectSchemaAt("inputSchema").where, fallback: true },
  fields: WIRE_TOOL,
};

/**
 * Text that marks a file of the post's modules: a module object's keys (`summary:`, `instructions:` and `tools:`, all
 * three), or the loader's name. It picks the modules preset, and the openai preset for the function objects that
 * are a module's tools and the loader (a project that calls the API with fetch has no `openai` dependency). Both
 * presets hold this one pattern, so a file is tested against it once.
 */
export const MODULE_TEXT = /^(?:(?=[^]*\bsummary\s*:)(?=[^]*\binstructions\s*:)(?=[^]*\btools\s*:)|[^]*\bload_module\b)/;

/** What a text must contain for MODULE_TEXT to match (Preset.detectNeeds). */
export const MODULE_TEXT_NEEDS = [
  ["summary", "load_module"],
  ["instructions", "load_module"],
  ["tools", "load_module"],
];

/**
 * A project's own tool classes, `class ReadFileTool implements Tool { name = "read_file"; description = "…";
 * parameters = { … }; async execute(…) { … } }`: a name, a description and an input schema, each given where the
 * class declares it, converted for the API at run time. Not proven (its fields alone say it is a tool).
 */
export const OWN_TOOL_CLASSES: Matcher[] = ["parameters", "inputSchema", "input_schema"].map((schema) => ({
  type: "action",
  classFields: ["name", "description", schema],
  fields: { name: "name", description: "description" },
}));
