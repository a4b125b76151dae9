// FastMCP: a server `new FastMCP({ … })` (or `new EdgeFastMCP({ … })` from "fastmcp/edge") registers each tool with
// `server.addTool({ name, description, parameters, annotations: { title, readOnlyHint, … }, execute })`. One
// server's tools, as for the MCP SDK: the package.
import { MCP_HINTS } from "./fields.js";
import type { Preset } from "./types.js";

export const fastmcp: Preset = {
  name: "fastmcp",
  // One server's tools, as for the MCP SDK: the package.
  packages: ["fastmcp"],
  // A file that builds a server (`new FastMCP({ … })`, `new EdgeFastMCP({ … })` from "fastmcp/edge") without
  // importing the package by name: FastMCP's own examples import "../FastMCP.js".
  detect: /\bnew\s+(?:Edge)?FastMCP\s*[<(]/,
  detectNeeds: [["FastMCP"]],
  matchers: [
    // server.addTool({ name, description, parameters, annotations: { title, readOnlyHint, … }, execute }).
    {
      type: "action",
      callee: "addTool",
      member: true,
      fields: { name: "name", description: "description", label: "annotations.title", kind: MCP_HINTS },
    },
    // The server's `instructions`, which a client adds to the model's context once it connects: `new FastMCP({ name,
    // version, instructions })`.
    { type: "server", new: "FastMCP", from: ["fastmcp"], fields: { name: "name", description: "instructions" } },
    // What the server offers beside its tools: `server.addPrompt({ name, description, arguments, load })`,
    // `server.addResource({ uri, name, description, mimeType, load })` and `server.addResourceTemplate({ uriTemplate,
    // name, description, arguments, load })`.
    { type: "mcp-prompt", callee: "addPrompt", member: true, fields: { name: "name", description: "description" } },
    { type: "mcp-resource", callee: "addResource", member: true, fields: { name: "name", description: "description" } },
    { type: "mcp-resource", callee: "addResourceTemplate", member: true, fields: { name: "name", description: "description" } },
  ],
};
