// MCP toolsets enabled on demand with toolception: its catalog maps a toolset's key to `{ name, description, tools?,
// modules?, decisionCriteria? }` (ToolSetCatalog). Its enable_toolset takes the key as a free string (no enum), and no
// toolset is listed up front: list_toolsets and describe_toolset answer with the key, the name, the description, the
// decision criteria and the tools. The key names the toolset (what enable_toolset takes), `name` is its title and
// `description` its summary; the tools of `modules` are registered by loaders at run time, so only `tools` written in
// the catalog are read. The package's dependency on toolception is what tells such a map entry from an agent config
// of the same keys.
import type { FieldMap, Preset } from "./types.js";

/** A toolception toolset: named by its catalog key, titled by `name`. */
const TOOLSET_FIELDS: FieldMap = { description: "description", label: "name", tools: "tools" };

export const toolception: Preset = {
  name: "toolception",
  packages: ["toolception"],
  group: "package",
  matchers: [
    { type: "module", form: "toolset", object: { has: ["name", "description", "modules"], inProperty: true, proof: true }, fields: TOOLSET_FIELDS },
    { type: "module", form: "toolset", object: { has: ["name", "description", "tools"], inProperty: true, proof: true }, fields: TOOLSET_FIELDS },
  ],
};
