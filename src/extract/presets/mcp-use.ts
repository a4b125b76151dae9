// mcp-use's server: `server.tool({ name, description, schema, annotations }, cb)` of `new MCPServer(…)` from
// "mcp-use/server" (v1) or "mcp-use" (v2); the receiver is traced to the package (visitors/provenance.ts).
import { MCP_HINTS, NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

export const mcpUse: Preset = {
  name: "mcp-use",
  packages: ["mcp-use"],
  matchers: [
    { type: "action", callee: "tool", member: true, fields: { ...NAME_AND_DESCRIPTION, label: ["title", "annotations.title"], kind: MCP_HINTS } },
  ],
};
