// Tool definitions written in a model API's own format, in a file no framework's package picks: a project's registry
// or gateway that serves MCP's Tool objects without the SDK (`export const textTools = [{ name, description,
// inputSchema: { type: "object", properties } }]`), a map of such definitions keyed by name, or the function tools of
// the OpenAI and Anthropic APIs called over plain HTTP. The shapes alone prove nothing, so each is catalogued as not
// proven and judged by no rule above `info`. Where a framework's preset applies, its own shapes read these objects
// (and prove them where they can), so this preset is not picked there (`onlyWithoutFramework`).
import { OWN_FUNCTION_SHAPE, OWN_INPUT_SCHEMA_SHAPE, WIRE_TOOL } from "./fields.js";
import type { FieldMap, Preset } from "./types.js";

/** A JSON schema of an object written as the input, at `key`: what tells a tool from other named, described objects. */
const objectSchema = (key: string) => ({ has: [`${key}.properties`], where: { [`${key}.type`]: "object" } });

const NESTED_FUNCTION: FieldMap = { name: "function.name", description: "function.description" };

export const toolShapes: Preset = {
  name: "tool-shapes",
  packages: [],
  onlyWithoutFramework: true,
  // A key of one of the shapes' input schemas, or OpenAI's function marker.
  detect: /\b(?:inputSchema|input_schema|parameters)\s*:|\btype\s*:\s*["']function["']/,
  detectNeeds: [["inputSchema", "input_schema", "parameters", "function"]],
  matchers: [
    OWN_INPUT_SCHEMA_SHAPE,
    OWN_FUNCTION_SHAPE,
    // A map entry (`{ search_docs: { description, inputSchema: { type: "object", properties } } }`) or a definition
    // given after its name (`this.addTool("search_docs", { description, inputSchema })`): the key or the name.
    { type: "action", object: { has: ["description", ...objectSchema("inputSchema").has], where: objectSchema("inputSchema").where, inProperty: true, fallback: true }, fields: { description: "description" } },
    // Anthropic's Messages API: `{ name, description, input_schema: { type: "object", properties } }`.
    { type: "action", object: { has: ["name", "description", ...objectSchema("input_schema").has], where: objectSchema("input_schema").where, fallback: true }, fields: WIRE_TOOL },
    // OpenAI's Chat Completions API: `{ type: "function", function: { name, description, parameters } }`.
    { type: "action", object: { where: { type: "function" }, has: ["function.name", "function.description", "function.parameters"], fallback: true }, fields: NESTED_FUNCTION },
  ],
};
