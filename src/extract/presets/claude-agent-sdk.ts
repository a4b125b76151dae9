// The Claude Agent SDK's in-process MCP tools: `tool(name, description, inputShape, handler)` from
// "@anthropic-ai/claude-agent-sdk", passed to `createSdkMcpServer({ tools: [...] })`; name and description are
// positional arguments.
import type { Preset } from "./types.js";

export const claudeAgentSdk: Preset = {
  name: "claude-agent-sdk",
  group: "tool-set",
  packages: ["@anthropic-ai/claude-agent-sdk"],
  matchers: [
    { type: "action", callee: "tool", from: ["@anthropic-ai/claude-agent-sdk"], argument: -1, positional: { name: 0, description: 1 }, fields: { description: [] } },
  ],
};
