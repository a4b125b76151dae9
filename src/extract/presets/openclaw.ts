// OpenClaw plugins: the plugin's entry (`export default function (api)`, or `register(api)` of
// `definePluginEntry({ … })`) registers each agent tool with `api.registerTool({ name, label, description,
// parameters, execute }, { optional })`, `api` typed `OpenClawPluginApi` from "openclaw/plugin-sdk" (OpenClaw's docs,
// "Plugin agent tools"). Many plugins type `api` themselves and list OpenClaw only as a peer, or not at all: a file
// that names the plugin API picks the preset, and such a registration is catalogued unproven.
import type { Preset } from "./types.js";

export const openclaw: Preset = {
  name: "openclaw",
  packages: ["openclaw"],
  detect: /\bOpenClawPluginApi\b|["']openclaw\/plugin-sdk/,
  matchers: [
    // api.registerTool({ name, label, description, parameters, execute }, { optional: true }).
    { type: "action", callee: "registerTool", member: true, fields: { name: "name", description: "description", label: "label" } },
  ],
};
