// The tool definition the full catalog would send for one action (docs/design.md#counting): its name, its description
// and its input schema, as compact JSON in Anthropic's shape (`input_schema`; MCP's `inputSchema` and OpenAI's
// `parameters` cost the same to a few characters). An estimate of what a harness sends, never a copy of it.
import type { Action } from "../types.js";

/** The schema sent for a tool that declares none: an object without properties. */
const NO_INPUT = { type: "object", properties: {} };

/** The compact JSON of `action`'s tool definition; an unread schema counts as an empty one (see `schemaRead`). */
export function toolJson(action: Pick<Action, "name" | "description" | "inputSchema">): string {
  const json = action.inputSchema?.json;
  const schema: unknown = json === undefined ? NO_INPUT : JSON.parse(json);
  return JSON.stringify({ name: action.name, description: action.description ?? "", input_schema: schema });
}

/** Whether the schema part of `toolJson` is the action's own: written and read whole, or not written at all. */
export function schemaRead(action: Pick<Action, "inputSchema">): boolean {
  return action.inputSchema === undefined || (action.inputSchema.json !== undefined && action.inputSchema.partial !== true);
}
