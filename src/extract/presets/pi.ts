// The pi coding agent and its agent core (`@mariozechner/pi-coding-agent`, `@mariozechner/pi-agent-core`, and the
// `@oh-my-pi/*` fork of the same API): an extension's default function gets `pi: ExtensionAPI` and registers each
// tool with `pi.registerTool({ name, label, description, parameters, execute })`; a tool written apart is
// `defineTool({ … })` or a const typed `ToolDefinition` (handed to `createAgentSession({ customTools })`), and the
// agent core's tools are consts typed `AgentTool`. `label` is the interface's name for the tool; the model reads
// `name` and `description` (pi's docs, "Custom tools").
import type { FieldMap, Preset } from "./types.js";

const PACKAGES = ["@mariozechner/pi-coding-agent", "@mariozechner/pi-agent-core", "@oh-my-pi/pi-coding-agent", "@oh-my-pi/pi-agent-core"];
const PI_TOOL: FieldMap = { name: "name", description: "description", label: "label" };

export const pi: Preset = {
  name: "pi",
  packages: PACKAGES,
  matchers: [
    // pi.registerTool({ name, label, description, parameters, execute }): one object, no name before it (the MCP
    // SDK's `server.registerTool(name, config, cb)` is the mcp preset's).
    { type: "action", callee: "registerTool", member: true, fields: PI_TOOL },
    // defineTool({ … }) from the coding agent: a tool kept in a const or a list.
    { type: "action", callee: "defineTool", from: PACKAGES, fields: PI_TOOL },
    // const readTool: ToolDefinition = { … } (the coding agent) or AgentTool<typeof schema> = { … } (the agent core).
    { type: "action", typed: "ToolDefinition", fields: PI_TOOL },
    { type: "action", typed: "AgentTool", fields: PI_TOOL },
  ],
};
