// The Anthropic Messages API (`tools`), which @anthropic-ai/sdk sends tools to.
import { NO_CAP, type ClientProfile } from "./types.js";

export const anthropicApi: ClientProfile = {
  id: "anthropic-api",
  label: "the Anthropic API",
  // No docs page or public report gives a cap on a tool's description.
  texts: { toolDescription: NO_CAP, serverInstructions: NO_CAP, skillListing: NO_CAP, directoryLine: NO_CAP },
  // "tools.N.custom.name: String should have at most 64 characters" and "should match pattern
  // '^[a-zA-Z0-9_-]{1,64}$'": https://github.com/anthropics/claude-code/issues/3102 (2025-07),
  // https://github.com/apify/tester-mcp-client/issues/11 (2025-03). The same error reads "at most 128 characters"
  // since 2026-09 (https://github.com/anthropics/claude-code/issues/96152); the older number is kept, with its date,
  // because gateways and older deployments still enforce it.
  names: {
    maxLength: 64,
    pattern: "^[a-zA-Z0-9_-]+$",
    counts: "tool",
    source: "https://github.com/apify/tester-mcp-client/issues/11",
    seen: "2025-03 to 2025-07; 128 since 2026-09 (https://github.com/anthropics/claude-code/issues/96152)",
  },
};
