// xmcp: a tool file exports `metadata: ToolMetadata = { name, description, annotations }` (the type from "xmcp")
// beside its schema and handler.
import { MCP_HINTS, NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

export const xmcp: Preset = {
  name: "xmcp",
  packages: ["xmcp"],
  matchers: [{ type: "action", typed: "ToolMetadata", fields: { ...NAME_AND_DESCRIPTION, label: "annotations.title", kind: MCP_HINTS } }],
};
