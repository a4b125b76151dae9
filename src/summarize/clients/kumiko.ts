// The kumiko framework's directory (and any directory a config's `directory.cut` names): the cut this project was
// made for. The numbers are this project's defaults (src/summarize/summary.ts DEFAULT_ACTION_SUMMARY and
// DEFAULT_FEATURE_SUMMARY, docs/design.md#summaries), which a config's `directory.actions` may change; the directory
// cut itself stays where it is (src/summarize/directory.ts), this file describes it.
import { NO_CAP, type ClientProfile } from "./types.js";

export const kumiko: ClientProfile = {
  id: "kumiko",
  label: "the kumiko directory",
  texts: {
    toolDescription: NO_CAP,
    serverInstructions: NO_CAP,
    skillListing: NO_CAP,
    // First sentence, at most 160 characters, cut at a word with "…" (docs/design.md#summaries).
    directoryLine: {
      maxLength: 160,
      mode: "word",
      suffix: "…",
      firstSentence: true,
      source: "docs/design.md#summaries",
    },
  },
};
