// Where the shapes of tool search say what they say (DESIGN §11), as the presets' field maps use it: the flag that
// defers a tool, a wire-format tool object with it, and a namespace's fields.
import type { FieldMap } from "./presets.js";

/**
 * The tool search's flag written on a tool object: `defer_loading: true` in Anthropic's Messages API and OpenAI's
 * Responses API, and in the tool objects of frameworks that pass it on (a harness's own `Tool`, a LangChain tool's
 * `extras`). SDK options say it their way: the Agents SDK's `deferLoading`, the AI SDK's provider options.
 */
export const DEFER_LOADING = "defer_loading";

/** The AI SDK's tool: `providerOptions: { anthropic: { deferLoading: true } }` (or `openai`), else the API's flag. */
export const AI_SDK_DEFERRED = ["providerOptions.anthropic.deferLoading", "providerOptions.openai.deferLoading", DEFER_LOADING];

/** A tool object of the wire formats (Anthropic, OpenAI Responses): name, description, and the tool search's flag. */
export const WIRE_TOOL: FieldMap = { name: "name", description: "description", deferred: DEFER_LOADING };

/** A namespace of the second directory: its name, the one line seen up front, its tools. */
export const NAMESPACE_FIELDS: FieldMap = { name: "name", description: "description", tools: "tools" };

/** The packages that export the Agents SDK's `tool` and `toolNamespace`. */
export const OPENAI_AGENTS = ["@openai/agents", "@openai/agents-core"];
