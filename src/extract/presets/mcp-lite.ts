// mcp-lite, a small MCP server for Hono and the edge: `mcp.tool("echo", { description, inputSchema, handler })` of
// `new McpServer(…)` from "mcp-lite" (its README); the name comes first, the config after it.
import { MCP_HINTS } from "./fields.js";
import type { Preset } from "./types.js";

export const mcpLite: Preset = {
  name: "mcp-lite",
  packages: ["mcp-lite"],
  matchers: [
    { type: "action", callee: "tool", member: true, argument: 1, positional: { name: 0 }, fields: { description: "description", label: ["title", "annotations.title"], kind: MCP_HINTS } },
  ],
};
