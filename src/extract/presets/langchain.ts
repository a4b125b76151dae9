// LangChain.js: `tool(fn, { name, description, schema })` from "@langchain/core/tools", the classes
// `new DynamicStructuredTool({ … })` and `new DynamicTool({ … })`, subclasses of `Tool`/`StructuredTool` with
// `name` and `description` fields, and plain tool definitions bound with `model.bindTools([…])`.
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { FieldMap, Preset } from "./types.js";

const LANGCHAIN_TOOL_FIELDS: FieldMap = { name: "name", description: ["description", "schema.description"], deferred: "extras.defer_loading" };

export const langchain: Preset = {
  name: "langchain",
  group: "tool-set",
  packages: ["langchain", "@langchain/"],
  matchers: [
    // tool(fn, { name, description, schema }) and tool({ name, description, schema }) (the config alone, as
    // LangGraph's UI examples write it): one callee, the config at 1 when there are two arguments, else at 0.
    // Without a description, LangChain takes the schema's (`schema: z.object({ … }).describe("…")`).
    { type: "action", callee: "tool", from: ["@langchain/", "langchain"], argument: 1, fields: LANGCHAIN_TOOL_FIELDS },
    { type: "action", callee: "tool", from: ["@langchain/", "langchain"], fields: LANGCHAIN_TOOL_FIELDS },
    { type: "action", new: "DynamicStructuredTool", fields: NAME_AND_DESCRIPTION },
    { type: "action", new: "DynamicTool", fields: NAME_AND_DESCRIPTION },
    { type: "action", extends: ["Tool", "StructuredTool", "DynamicTool", "DynamicStructuredTool"], fields: NAME_AND_DESCRIPTION },
    // Tool definitions as plain objects, bound with `model.bindTools([…])` or `createOpenAIFnRunnable`: `{ name,
    // description, schema }` (a zod schema) and `{ name, description, parameters }` (a JSON schema).
    { type: "action", object: { has: ["name", "description", "schema"] }, fields: NAME_AND_DESCRIPTION },
    { type: "action", object: { has: ["name", "description", "parameters"] }, fields: NAME_AND_DESCRIPTION },
  ],
};
