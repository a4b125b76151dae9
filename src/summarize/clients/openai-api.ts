// The OpenAI API (Chat Completions and Responses `tools`), which the openai SDK and the Agents SDK send tools to.
import { NO_CAP, type ClientProfile } from "./types.js";

export const openaiApi: ClientProfile = {
  id: "openai-api",
  label: "the OpenAI API",
  texts: {
    // A function description over 1,024 characters was refused with `string_above_max_length` ("Expected a string with
    // maximum length 1024"): the whole request fails, nothing is cut. https://github.com/rusiaaman/wcgw/issues/51
    // (2025-04), https://github.com/FoundationAgents/OpenManus/issues/993 (2025-03); gateways still enforce it.
    toolDescription: {
      maxLength: 1024,
      mode: "reject",
      suffix: "",
      firstSentence: false,
      source: "https://github.com/rusiaaman/wcgw/issues/51",
      seen: "2025-03 to 2025-04",
    },
    serverInstructions: NO_CAP,
    skillListing: NO_CAP,
    directoryLine: NO_CAP,
  },
  // Function names must match ^[a-zA-Z0-9_-]{1,64}$ ("Only letters, numbers, underscores, or hyphens are allowed, with a
  // maximum length of 64 characters"): https://portkey.ai/error-library/input-validation-error-10046
  names: {
    maxLength: 64,
    pattern: "^[a-zA-Z0-9_-]+$",
    counts: "tool",
    source: "https://portkey.ai/error-library/input-validation-error-10046",
  },
};
