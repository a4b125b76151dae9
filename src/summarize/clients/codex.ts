// Codex (OpenAI's coding agent, CLI and app): an MCP host and a skills host.
import { NO_CAP, type ClientProfile } from "./types.js";

export const codex: ClientProfile = {
  id: "codex",
  label: "Codex",
  texts: {
    toolDescription: NO_CAP,
    serverInstructions: NO_CAP,
    // The skills list is a budget, not a per-skill cap: 2% of the context window, 8,000 characters when the window is
    // unknown; over it, descriptions are shortened first, then skills are left out with a warning
    // (https://github.com/openai/codex/pull/18213, https://developers.openai.com/codex/skills). A budget over the whole
    // list is not a cut of one text, so no cap is given here.
    skillListing: NO_CAP,
    directoryLine: NO_CAP,
  },
  // "Bound upfront skill metadata by 2% of the full context window, with an 8,000-character fallback when the window
  // is unavailable": https://github.com/openai/codex/pull/18213. Each skill is listed as `- name: description (file:
  // path)`; over the budget descriptions are shortened first, then skills are left out with a warning
  // (https://developers.openai.com/codex/skills).
  skillsBudget: {
    shareOfContext: 0.02,
    fallbackCharacters: 8000,
    over: "shortens descriptions first, then leaves skills out of the list",
    source: "https://github.com/openai/codex/pull/18213",
  },
};

