// Derives the JSON Schema of the config file (draft-07, what the YAML and JSON language servers read) from the
// definition the validator uses (definition.ts), and the rules' ids, severities and options from the registry.
// schema/summarylintrc.schema.json is this output; scripts/generate-schema.ts writes it, a test compares it.

import type { OptionSpec, RuleInfo } from "./rule-info.js";
import { CONFIG, SEVERITY_WORDS } from "./definition.js";
import { emptyIsDefault, type ObjectSpec, type Spec } from "./spec.js";

type JsonSchema = Record<string, unknown>;

/** A rule as the registry lists it; the description, when there is one, helps in the editor. */
type DescribedRule = RuleInfo & { description?: string };

/** Where the schema is published: the file in the package, named by its path in the repository. */
export const SCHEMA_FILE = "schema/summarylintrc.schema.json";

/** The schema as the shipped file holds it: two-space JSON and a final newline. */
export function configSchemaText(rules: readonly DescribedRule[]): string {
  return `${JSON.stringify(configJsonSchema(rules), null, 2)}\n`;
}

export function configJsonSchema(rules: readonly DescribedRule[]): JsonSchema {
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: "https://raw.githubusercontent.com/summarylint/summarylint/main/schema/summarylintrc.schema.json",
    title: "summarylint config",
    ...toSchema(CONFIG, rules),
  };
}

function toSchema(spec: Spec, rules: readonly DescribedRule[]): JsonSchema {
  const described = spec.description === undefined ? {} : { description: spec.description };
  switch (spec.type) {
    case "string":
      return {
        ...described,
        type: "string",
        ...(spec.enum ? { enum: [...spec.enum] } : {}),
        ...(spec.allowEmpty ? {} : { minLength: 1 }),
      };
    case "boolean":
      return { ...described, type: "boolean" };
    case "integer":
      return { ...described, type: "integer", minimum: spec.minimum };
    case "number":
      return { ...described, type: "number", exclusiveMinimum: 0 };
    case "strings": {
      const item: JsonSchema = { type: "string", minLength: 1, ...(spec.enum ? { enum: [...spec.enum] } : {}) };
      const list: JsonSchema = { type: "array", items: item, ...(spec.nonEmpty ? { minItems: 1 } : {}) };
      return { ...described, anyOf: [item, list] };
    }
    case "list":
      return { ...described, type: "array", items: toSchema(spec.items, rules), ...(spec.nonEmpty ? { minItems: 1 } : {}) };
    case "object":
      return objectSchema(spec, rules);
    case "anyOf":
      return { ...described, anyOf: spec.of.map((s) => toSchema(s, rules)) };
    case "literal":
      return { ...described, type: ["string", "number", "boolean", "null"] };
    case "rules":
      return { ...described, ...rulesSchema(rules) };
  }
}

function objectSchema(spec: ObjectSpec, rules: readonly DescribedRule[]): JsonSchema {
  const property = (key: string, value: Spec): JsonSchema => {
    const { description, ...schema } = toSchema(value, rules);
    if (!emptyIsDefault(spec, key)) return toSchema(value, rules);
    return { ...(description === undefined ? {} : { description }), anyOf: [schema, { type: "null" }] };
  };
  const properties = Object.fromEntries(Object.entries(spec.keys).map(([key, value]) => [key, property(key, value)]));
  const schema: JsonSchema = {
    ...(spec.description === undefined ? {} : { description: spec.description }),
    type: "object",
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
    additionalProperties: spec.values ? toSchema(spec.values, rules) : false,
  };
  if (spec.required) schema.required = [...spec.required];
  if (spec.exactlyOne) schema.oneOf = spec.exactlyOne.map((key) => ({ required: [key] }));
  if (spec.atLeastOne) schema.anyOf = spec.atLeastOne.map((key) => ({ required: [key] }));
  return schema;
}

/** `rules`: each rule id, with a severity or [severity, {options}] whose options are the rule's own. */
function rulesSchema(rules: readonly DescribedRule[]): JsonSchema {
  const severity = { enum: [...SEVERITY_WORDS] };
  const properties = Object.fromEntries(
    rules.map((rule) => {
      const options: JsonSchema = {
        type: "object",
        properties: Object.fromEntries(Object.entries(rule.options).map(([name, option]) => [name, optionSchema(option)])),
        additionalProperties: false,
      };
      const setting: JsonSchema = {
        description: `${rule.description === undefined ? "" : `${rule.description} `}(default: ${rule.defaultSeverity})`,
        anyOf: [severity, { type: "array", items: [severity, options], minItems: 1, maxItems: 2, additionalItems: false }],
      };
      return [rule.id, setting];
    }),
  );
  return { type: "object", properties, additionalProperties: false };
}

function optionSchema(option: OptionSpec): JsonSchema {
  const description = { description: option.description };
  switch (option.type) {
    case "number":
      return {
        ...description,
        type: option.integer ? "integer" : "number",
        ...(option.minimum === undefined ? {} : { minimum: option.minimum }),
      };
    case "boolean":
      return { ...description, type: "boolean" };
    case "string":
      return { ...description, type: "string" };
    case "string[]":
      return { ...description, anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] };
  }
}
