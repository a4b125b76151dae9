// Google's Gemini SDKs ("@google/genai", "@google/generative-ai"): a function the model may call is a
// `FunctionDeclaration` `{ name, description, parameters }` (or `parametersJsonSchema`), passed in a request's
// `tools: [{ functionDeclarations: [...] }]`. Gemini has no kind or approval field.
import type { Preset } from "./types.js";

export const googleGenai: Preset = {
  name: "google-genai",
  // The function declarations of one request's `tools: [{ functionDeclarations: [...] }]`, built per program.
  group: "tool-set",
  packages: ["@google/genai", "@google/generative-ai"],
  matchers: [
    // `const light: FunctionDeclaration = { name, description, parameters }` (Gemini has no kind or approval).
    // Without a description of its own, the model reads its parameters' schema description (found in Google's
    // samples): that is its text.
    { type: "action", typed: "FunctionDeclaration", fields: { name: "name", description: ["description", "parameters.description"] } },
    // Inline in `functionDeclarations: [{ name, description, parametersJsonSchema }]`: the key is Gemini's own.
    { type: "action", object: { has: ["name", "parametersJsonSchema"], proof: true }, fields: { name: "name", description: ["description", "parametersJsonSchema.description"] } },
    // A list of untyped declarations `const DECLARATIONS = [{ name, description, parameters: { type: Type.OBJECT, … } }]`:
    // proven where a request's `tools: [{ functionDeclarations: DECLARATIONS }]` is seen to give the list (through
    // consts and imports), else the shape alone, in a package of Gemini's, so not proven (info at most).
    {
      type: "action",
      // `parameters.type` (Gemini's `Type.OBJECT`): a list of `{ name, description, parameters: { temperature } }`
      // presets of a model is no list of declarations.
      object: { has: ["name", "description", "parameters.type"], inArray: true, fallback: true, listedIn: "functionDeclarations" },
      fields: { name: "name", description: ["description", "parameters.description"] },
    },
  ],
};
