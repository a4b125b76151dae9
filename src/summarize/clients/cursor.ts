// Cursor (the editor): an MCP host.
import { NO_CAP, type ClientProfile } from "./types.js";

export const cursor: ClientProfile = {
  id: "cursor",
  label: "Cursor",
  // No docs page or public report gives a cap on a tool's description or a server's instructions.
  texts: { toolDescription: NO_CAP, serverInstructions: NO_CAP, skillListing: NO_CAP, directoryLine: NO_CAP },
  // Cursor filters out a tool whose server name and tool name together pass 60 characters, with the warning "Some tools
  // have naming issues and may be filtered out": https://github.com/ComposioHQ/composio/issues/2788 (2026-02),
  // https://github.com/awslabs/mcp/issues/1283 (2025-09).
  names: {
    maxLength: 60,
    counts: "server and tool",
    source: "https://github.com/ComposioHQ/composio/issues/2788",
    seen: "2025-05 to 2026-02",
  },
};
