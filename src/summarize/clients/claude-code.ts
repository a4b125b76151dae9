// Claude Code (Anthropic's coding agent in the terminal and IDEs): an MCP host and a skills host.
import { NO_CAP, type ClientProfile } from "./types.js";

export const claudeCode: ClientProfile = {
  id: "claude-code",
  label: "Claude Code",
  texts: {
    // Every MCP tool description longer than 2,048 code units is cut to its first 2,048, mid-word, and "… [truncated]"
    // is appended; nothing is logged and /mcp shows the whole text. Seen in the binary (`W.length>Tpe?ei(W,Tpe)+"…
    // [truncated]"`, Tpe=2048) since v2.1.84 (March 2026):
    // https://github.com/anthropics/claude-code/issues/41593 and https://github.com/anthropics/claude-code/issues/87650
    toolDescription: {
      maxLength: 2048,
      mode: "cut",
      suffix: "… [truncated]",
      firstSentence: false,
      source: "https://github.com/anthropics/claude-code/issues/87650",
      seen: "v2.1.84 (2026-03) to v2.1.234 (2026-08)",
    },
    // The server's `instructions` (InitializeResult.instructions) are cut the same way at 2,048 characters; the docs
    // say "Claude Code truncates tool descriptions and server instructions at 2KB each":
    // https://docs.anthropic.com/en/docs/claude-code/mcp#for-mcp-server-authors, observed cut mid-word with the same
    // suffix in https://github.com/anthropics/claude-code/issues/81268
    serverInstructions: {
      maxLength: 2048,
      mode: "cut",
      suffix: "… [truncated]",
      firstSentence: false,
      source: "https://github.com/anthropics/claude-code/issues/81268",
      seen: "v2.1.220 (2026-07)",
    },
    // The skill listing shows a skill's `description` and `when_to_use` together; the length Claude Code keeps of that
    // line is modelled by the existing harness profile `claude-code-skills` (src/summarize/directory.ts), not here.
    skillListing: NO_CAP,
    directoryLine: NO_CAP,
  },
  // The Anthropic API behind it answered "tools.N.custom.name: String should have at most 64 characters" for MCP tool
  // names (`mcp__<server>__<tool>`): https://github.com/anthropics/claude-code/issues/3102 (2025-07); later versions
  // answer at 128: https://github.com/anthropics/claude-code/issues/96152 (2026-09).
  names: {
    maxLength: 64,
    pattern: "^[a-zA-Z0-9_-]+$",
    counts: "server and tool",
    source: "https://github.com/anthropics/claude-code/issues/3102",
    seen: "2025-07; 128 since 2026-09 (https://github.com/anthropics/claude-code/issues/96152)",
  },
  // The skills listing (name, description and when_to_use of each skill, each cut at 1,536 characters) may take 1% of
  // the context window (the `skillListingBudgetFraction` setting, default 0.01, since v2.1.129), 8,000 characters when
  // the window is unknown; over it, skills are listed by name with their descriptions dropped, and a warning "Skill
  // listing will be truncated" is shown at session start:
  // https://claudefa.st/blog/guide/mechanics/skill-listing-budget (read from the binary, 2026).
  skillsBudget: {
    shareOfContext: 0.01,
    fallbackCharacters: 8000,
    entryMaxLength: 1536,
    over: "drops the descriptions of some skills (their names stay listed)",
    source: "https://claudefa.st/blog/guide/mechanics/skill-listing-budget",
    seen: "v2.1.129 (2026)",
  },
  // Tool search, auto mode: when the MCP tool definitions pass 10% of the context window (`ENABLE_TOOL_SEARCH=auto`,
  // `auto:N` for another share), they are deferred and the model loads each by searching names and descriptions.
  // Since 2026 tool search defers every MCP tool by default, whatever the size:
  // https://docs.anthropic.com/en/docs/claude-code/mcp#scale-with-mcp-tool-search
  toolSearch: { shareOfContext: 0.1, source: "https://docs.anthropic.com/en/docs/claude-code/mcp#scale-with-mcp-tool-search", seen: "v2.1.7 (2026-01)" },
};
