// LlamaIndex.TS: `tool(fn, { name, description, parameters })` or `tool({ name, description, parameters, execute })`,
// the older `FunctionTool.from(…)` of the same arguments, and `new FunctionTool(fn, config)`, from "llamaindex" or
// "@llamaindex/core".
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

const LLAMAINDEX = ["llamaindex", "@llamaindex/"];
/** The packages that export LlamaIndex's FunctionTool. */
const FUNCTION_TOOL = ["llamaindex", "@llamaindex/core"];

export const llamaindex: Preset = {
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
};
