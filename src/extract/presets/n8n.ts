// n8n: a node's `description: INodeTypeDescription = { displayName, name, description, properties }` declares it,
// and the options of its `operation` parameter `{ name, value, action, description }` are what an agent that uses
// the node as a tool reads; the node's folder holds its versions.
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

export const n8n: Preset = {
  name: "n8n",
  packages: ["n8n-workflow", "n8n-core"],
  matchers: [
    // An option of the `operation` parameter: n8n's tool description for a node set to it is its `action`
    // (`makeDescription`, with the node's description as fallback); any other options parameter is a setting.
    { type: "action", object: { has: ["name", "value", "action"], optionOf: "operation", proof: true }, fields: { name: "value", description: ["action", "description"], label: "name" } },
    // An option without an `action`: n8n's tool description falls back to its `description`. Only in the `options`
    // of an `operation` parameter written as a literal: `{ name, value, description }` is any options entry's shape.
    {
      type: "action",
      object: { has: ["name", "value", "description"], optionOf: "operation", optionOnly: true, proof: true },
      fields: { name: "value", description: "description", label: "name" },
    },
    // Operations added through a resource builder: `resource.addOperation({ name, action, description })`.
    { type: "action", callee: "addOperation", member: true, fields: { name: "name", description: ["action", "description"], label: "name" } },
    { type: "feature", typed: "INodeTypeDescription", fields: { ...NAME_AND_DESCRIPTION, label: "displayName" } },
    { type: "feature", typed: "INodeTypeBaseDescription", fields: { ...NAME_AND_DESCRIPTION, label: "displayName" } },
  ],
  group: "folder",
};
