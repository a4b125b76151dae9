// GitHub Copilot in VS Code: an MCP host.
import { NO_CAP, type ClientProfile } from "./types.js";

export const vscodeCopilot: ClientProfile = {
  id: "vscode-copilot",
  label: "VS Code Copilot",
  // No docs page or public report gives a cap on a tool's description or a server's instructions.
  texts: { toolDescription: NO_CAP, serverInstructions: NO_CAP, skillListing: NO_CAP, directoryLine: NO_CAP },
  // VS Code prefixes MCP tool names with their server, and the model API behind Copilot limits tool names to 64
  // characters: https://github.com/microsoft/vscode/issues/243602 (2025-03).
  names: {
    maxLength: 64,
    counts: "server and tool",
    source: "https://github.com/microsoft/vscode/issues/243602",
    seen: "2025-03",
  },
};
