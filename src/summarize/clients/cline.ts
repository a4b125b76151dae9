// Cline (the VS Code extension): an MCP host.
import { NO_CAP, type ClientProfile } from "./types.js";

export const cline: ClientProfile = {
  id: "cline",
  label: "Cline",
  // No docs page or public report gives a cap on a tool's description, a server's instructions or a tool's name.
  texts: { toolDescription: NO_CAP, serverInstructions: NO_CAP, skillListing: NO_CAP, directoryLine: NO_CAP },
};
