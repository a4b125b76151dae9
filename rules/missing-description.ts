import { descriptionStub } from "../src/lint/proposals.js";
import { nounOf, placeOf } from "../src/lint/items.js";
import { ref } from "../src/lint/messages.js";
import type { MessageData } from "../src/lint/diagnostic.js";
import { defineRule } from "../src/lint/rule.js";
import type { CatalogItem, ModuleForm, Server, ServerFeature } from "../src/types.js";

/** The message that names an action in its framework's words, and one for each form of module. */
const NOUN = { action: "nounAction", operation: "nounOperation", tool: "nounTool" } as const satisfies Record<ReturnType<typeof nounOf>, string>;
const FORM = { module: "formModule", skill: "formSkill", namespace: "formNamespace", toolset: "formToolset" } as const satisfies Record<ModuleForm, string>;

/** "missing" when there is no description at all, "empty" when it is blank; undefined when it has text. */
function absence(item: CatalogItem): "missing" | "empty" | undefined {
  if (item.descriptionStatus === "missing") return "missing";
  if (item.descriptionStatus === "ok" && (item.description ?? "").trim() === "") return "empty";
  return undefined; // has text, or unresolved (reported by unresolved-description)
}

export default defineRule({
  id: "missing-description",
  defaultSeverity: "error",
  description: "Require a description on every action",
  options: {
    features: { type: "boolean", default: false, description: "Also require a description on every feature." },
    entities: { type: "boolean", default: false, description: "Also require a description on every entity." },
    triggers: {
      type: "boolean",
      default: false,
      description: "Also require a description on every trigger (a webhook or event source; no agent calls it).",
    },
    modules: {
      type: "boolean",
      default: true,
      description: "Also require a description on every module, skill, namespace and toolset (the line that lists it).",
    },
  },
  messages: {
    missing:
      '{{noun}} "{{name}}" has no description: the model sees only its name. Add a description that starts with what it does.',
    missingInAnnotations:
      'Tool "{{name}}" has no description: the object after its input schema, which holds the text, is read by the MCP SDK as the tool\'s annotations, and the model is not given it. Pass the text as the second argument: `server.tool(name, description, schema, annotations, callback)`.',
    empty:
      '{{noun}} "{{name}}" has an empty description: the model sees only its name. Add a description that starts with what it does.',
    missingFeature:
      'Feature "{{name}}" has no description: the model sees only its name. Add a first sentence that says what the feature is for.',
    emptyFeature:
      'Feature "{{name}}" has an empty description: the model sees only its name. Add a first sentence that says what the feature is for.',
    missingEntity:
      'Entity "{{name}}" has no description: descriptions built from it get nothing. Add one that says what a "{{name}}" is.',
    emptyEntity:
      'Entity "{{name}}" has an empty description: descriptions built from it get nothing. Add one that says what a "{{name}}" is.',
    missingTrigger:
      'Trigger "{{name}}" has no description: whoever picks it sees only its name. Add one that says which event starts it.',
    emptyTrigger:
      'Trigger "{{name}}" has an empty description: whoever picks it sees only its name. Add one that says which event starts it.',
    missingModule:
      '{{form}} "{{name}}" has no description: the list the model reads shows only its name, so it cannot tell when to load it. Add one line that says what it is for.',
    emptyModule:
      '{{form}} "{{name}}" has an empty description: the list the model reads shows only its name, so it cannot tell when to load it. Add one line that says what it is for.',
    annotations: "the annotations, with the text",
    // What an action is called in its framework's words ({{noun}}), and a module's form ({{form}}).
    nounAction: "Action",
    nounOperation: "Operation",
    nounTool: "Tool",
    formModule: "Module",
    formSkill: "Skill",
    formNamespace: "Namespace",
    formToolset: "Toolset",
  },
  check({ catalog, options, report }) {
    const items: Exclude<CatalogItem, Server | ServerFeature>[] = [
      ...catalog.actions,
      ...(options.features === true ? catalog.features : []),
      ...(options.entities === true ? catalog.entities : []),
      ...(options.triggers === true ? catalog.triggers : []),
      ...(options.modules === true ? catalog.modules : []),
    ];
    const suffix = { action: "", feature: "Feature", entity: "Entity", trigger: "Trigger", module: "Module" } as const;
    for (const item of items) {
      const kind = absence(item);
      if (!kind) continue;
      const data: MessageData<(typeof NOUN)[keyof typeof NOUN] | (typeof FORM)[ModuleForm]> =
        item.type === "module" ? { name: item.name, form: ref(FORM[item.form]) } : item.type === "action" ? { name: item.name, noun: ref(NOUN[nounOf(item)]) } : { name: item.name };
      // A skill's description is front matter a stub cannot be written into as source text.
      const proposals = item.type === "module" && item.form === "skill" ? undefined : [descriptionStub(item)];
      const annotations = item.type === "action" && kind === "missing" ? item.textInAnnotations : undefined;
      const messageId = annotations ? "missingInAnnotations" : (`${kind}${suffix[item.type]}` as const);
      const place = placeOf(item);
      const related = annotations ? [...(place.related ?? []), { ...annotations, messageId: "annotations" as const }] : place.related;
      report({ messageId, data, ...place, ...(related && { related }), ...(proposals && { proposals }) });
    }
  },
});
