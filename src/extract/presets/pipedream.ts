// Pipedream: a component is an object `{ key, name, description, type: "action" | "source", props, run }`, exported
// as it is or through `defineComponent({ … })` (or `defineAction`, `defineSource`); the key names it, `name` titles
// it, and MCP's annotations may say whether it writes. Descriptions end with a "[See the documentation](…)" link.
import { MCP_HINTS } from "./fields.js";
import type { FieldMap, Preset } from "./types.js";

const PIPEDREAM_FIELDS: FieldMap = { name: "key", description: "description", label: "name", kind: MCP_HINTS };

export const pipedream: Preset = {
  name: "pipedream",
  packages: ["@pipedream/platform"],
  // A workflow's code step is `export default defineComponent({ …, type: "action" })` (a global, not imported) or
  // `export default { …, type: "action" }`, in a file with no package.json (Vue's defineComponent has no type).
  detect: /^(?=[^]*\btype:\s*["']action["'])(?=[^]*(?:\bdefineComponent\s*\(|\bexport\s+default\s*\{))/,
  detectNeeds: [["action"], ["defineComponent", "default"]],
  matchers: [
    { type: "action", object: { where: { type: "action" }, has: ["key"], proof: true }, fields: PIPEDREAM_FIELDS },
    { type: "action", callee: "defineAction", fields: PIPEDREAM_FIELDS },
    // Event sources emit events into workflows; no agent calls them.
    { type: "trigger", object: { where: { type: "source" }, has: ["key"], proof: true }, fields: PIPEDREAM_FIELDS },
    { type: "trigger", callee: "defineSource", fields: PIPEDREAM_FIELDS },
  ],
  passThrough: ["toSingleLineString"],
  // The link's text holds no "[" and its address no "(": each "[See " is then read up to the next one at most (with
  // "[^\\]]*", every "[See " of a text that never closes one read the rest of it: quadratic).
  strip: ["(?<!\\s)\\s*\\[[Ss]ee [^\\][]*\\]\\([^()]*\\)\\.?\\s*$"],
};
