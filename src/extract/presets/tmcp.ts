// tmcp, a schema-agnostic MCP server: `server.tool({ name, description, title, schema, annotations }, handler)` of
// `new McpServer(…)` from "tmcp" (its README, "Quick Start"); the receiver is traced to the package.
import { MCP_HINTS, NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

export const tmcp: Preset = {
  name: "tmcp",
  packages: ["tmcp"],
  matchers: [{ type: "action", callee: "tool", member: true, fields: { ...NAME_AND_DESCRIPTION, label: ["title", "annotations.title"], kind: MCP_HINTS } }],
};
