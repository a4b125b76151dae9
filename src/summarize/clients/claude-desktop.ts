// Claude Desktop (Anthropic's desktop app): an MCP host.
import { NO_CAP, type ClientProfile } from "./types.js";

export const claudeDesktop: ClientProfile = {
  id: "claude-desktop",
  label: "Claude Desktop",
  // No docs page or public report gives a cap for what Claude Desktop passes on of a tool's description or a server's
  // instructions (a question about it went unanswered: https://github.com/modelcontextprotocol/mcpb/issues/129).
  texts: { toolDescription: NO_CAP, serverInstructions: NO_CAP, skillListing: NO_CAP, directoryLine: NO_CAP },
};
