// OpenClaw plugins: the plugin's entry (`export default function (api)`, or `register(api)` of
// `definePluginEntry({ … })`) registers each agent tool with `api.registerTool({ name, label, description,
// parameters, execute }, { optional })`, `api` typed `OpenClawPluginApi` from "openclaw/plugin-sdk" (OpenClaw's docs,
// "Plugin agent tools"). Many plugins type `api` themselves and list OpenClaw only as a peer, or not at all: a file
// that names the plugin API picks the preset, and such a registration is catalogued unproven. So does a plain
// JavaScript entry that says it is OpenClaw's (a comment, a manifest path) and calls `api.registerTool({ … })`.
import type { Preset } from "./types.js";

export const openclaw: Preset = {
  name: "openclaw",
  packages: ["openclaw"],
  detect: /\bOpenClawPluginApi\b|["']openclaw\/plugin-sdk|^(?=[^]*\b[Oo]pen[Cc]law\b)(?=[^]*\bapi\.registerTool\s*\(\s*\{)/,
  detectNeeds: [["OpenClaw", "openClaw", "Openclaw", "openclaw"]],
  matchers: [
    // api.registerTool({ name, label, description, parameters, execute }, { optional: true }).
    { type: "action", callee: "registerTool", member: true, fields: { name: "name", description: "description", label: "label" } },
  ],
};
