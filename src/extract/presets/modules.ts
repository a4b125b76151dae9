// The modules of a modular prompt: `{ name, summary, instructions, tools }`, listed by a core prompt (a line each)
// and loaded by a `load_module` tool. No package names the shape, so the text picks it (MODULE_TEXT); the OpenAI function
// objects inside are the openai preset's, which the same text picks (openai.ts). One listing per package.
import { MODULE_TEXT, MODULE_TEXT_NEEDS } from "./fields.js";
import type { Preset } from "./types.js";

export const modules: Preset = {
  name: "modules",
  packages: [],
  detect: MODULE_TEXT,
  detectNeeds: MODULE_TEXT_NEEDS,
  group: "package",
  matchers: [
    {
      type: "module",
      form: "module",
      object: { has: ["name", "summary", "instructions", "tools"], proof: true },
      fields: { name: "name", description: "summary", instructions: "instructions", tools: "tools" },
    },
  ],
};
