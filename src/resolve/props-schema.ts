// Input schemas that frameworks build from their own property lists, as JSON Schema:
// - Activepieces: `props: { x: Property.ShortText({ displayName, description, required }) }`;
// - Pipedream: `props: { x: { type: "string", label, description, optional } }`, `propDefinition: [app, "x"]`
//   read from the app's `propDefinitions`; the app itself and other non-inputs are not parameters;
// - CopilotKit v1: `parameters: [{ name, type, description, required, enum, attributes }]`.
// Each property's description is its `description`, else its label, as the conversion to a tool reads it.
import { Readings } from "./schema-readings.js";
import { isUnread, type Located, type SchemaSource } from "./schema-source.js";
import { objectSchema, type Json } from "./schema-forms.js";
import type { ZodReader } from "./zod-schema.js";

/** How deep CopilotKit's object parameters nest (`attributes` of `attributes` …) before the rest is left out. */
const MAX_NESTING = 20;
/** Activepieces' property helpers, by the JSON Schema type of their value (undefined: any). */
const PIECE_TYPES: Record<string, string | undefined> = {
  ShortText: "string",
  LongText: "string",
  DateTime: "string",
  File: "string",
  Number: "number",
  Checkbox: "boolean",
  Array: "array",
  Object: "object",
  Json: "object",
  StaticDropdown: "string",
  StaticMultiSelectDropdown: "array",
  Dropdown: undefined,
  MultiSelectDropdown: "array",
  DynamicProperties: "object",
};
/** Activepieces' properties that are no input of the action (display text, credentials). */
const PIECE_SKIPPED = new Set(["MarkDown", "OAuth2", "SecretText", "BasicAuth", "CustomAuth", "Custom"]);
/** Pipedream prop types that are no input the caller gives (the app's credentials, services, display text). */
const PIPEDREAM_SKIPPED = /^(?:app|alert|data_store|dir|http_request|\$\..*)$/;

export class PropsReader {
  /** Each CopilotKit parameter list read once, by reference: `attributes: [P, P]` of a const P is one reading. */
  private readonly readings: Readings<Json>;

  constructor(
    private readonly source: SchemaSource,
    private readonly zod: ZodReader,
  ) {
    this.readings = new Readings((depth) => depth >= MAX_NESTING, zod.steps);
  }

  /** Activepieces' `props` object. */
  activepieces(at: Located): Json {
    const properties: Json = {};
    const required: string[] = [];
    for (const [key, value] of this.entries(at)) {
      const r = this.source.resolve(value);
      const helper = !isUnread(r) && r.e.k === "call" && r.e.callee.k === "prop" ? r.e.callee.name : undefined;
      if (helper !== undefined && PIECE_SKIPPED.has(helper)) continue;
      if (isUnread(r) || helper === undefined || !(helper in PIECE_TYPES) || r.e.k !== "call") {
        this.zod.partial = true;
        properties[key] = {};
        continue;
      }
      const config: Located = { e: r.e.args[0] ?? { k: "lit", v: undefined }, env: r.env };
      const type = Object.hasOwn(PIECE_TYPES, helper) ? PIECE_TYPES[helper] : undefined;
      const schema: Json = type === undefined ? {} : { type };
      const text = this.text(config, "description") ?? this.text(config, "displayName");
      if (text !== undefined) schema.description = text;
      if (helper.startsWith("Static")) {
        const values = this.optionValues(config);
        if (type === "array") schema.items = { enum: values };
        else schema.enum = values;
      }
      if (this.text(config, "required") === true) required.push(key);
      properties[key] = schema;
    }
    return objectSchema(properties, required);
  }

  /** Pipedream's `props` object. */
  pipedream(at: Located): Json {
    const properties: Json = {};
    const required: string[] = [];
    for (const [key, value] of this.entries(at)) {
      const prop = this.source.resolve(value);
      if (isUnread(prop) || prop.e.k !== "obj") {
        this.zod.partial = true;
        properties[key] = {};
        continue;
      }
      // The prop's own keys, then those of the app's definition it names.
      const sources = [prop, ...this.definition(prop)];
      const read = (field: string) => sources.map((s) => this.text(s, field)).find((v) => v !== undefined);
      const type = read("type");
      if (typeof type === "string" && PIPEDREAM_SKIPPED.test(type)) continue;
      const schema: Json = typeof type === "string" ? pipedreamType(type) : {};
      const text = read("description") ?? read("label");
      if (text !== undefined) schema.description = text;
      if (read("optional") !== true) required.push(key);
      properties[key] = schema;
    }
    return objectSchema(properties, required);
  }

  /** CopilotKit v1's parameter list. What it returns may be shared with other readings and is never changed. */
  copilotkit(at: Located, depth = 0): Json {
    this.readings.enter(depth); // at the limit, the list is read and its attributes left out
    const r = this.source.resolve(at);
    return isUnread(r) ? this.parameters(at, depth) : this.readings.get(r, depth, this.zod, () => this.parameters(r, depth));
  }

  private parameters(at: Located, depth: number): Json {
    const properties: Json = {};
    const required: string[] = [];
    for (const item of this.zod.list(at)) {
      const p = this.source.resolve(item);
      const name = isUnread(p) ? undefined : this.text(p, "name");
      if (isUnread(p) || typeof name !== "string") {
        this.zod.partial = true;
        continue;
      }
      const type = this.text(p, "type") ?? "string";
      const schema: Json = typeof type === "string" && type.endsWith("[]") ? { type: "array", items: { type: type.slice(0, -2) } } : { type };
      const attributes = this.source.entry(p, "attributes");
      if (attributes && !isUnread(attributes) && depth >= MAX_NESTING) this.zod.partial = true;
      else if (attributes && !isUnread(attributes)) {
        const inner = this.copilotkit(attributes, depth + 1);
        if (schema.type === "array") schema.items = inner;
        else Object.assign(schema, inner);
      }
      const text = this.text(p, "description");
      if (text !== undefined) schema.description = text;
      const values = this.source.entry(p, "enum");
      if (values && !isUnread(values)) schema.enum = this.zod.list(values).map((v) => this.source.literal(v));
      if (this.text(p, "required") !== false) required.push(name);
      properties[name] = schema;
    }
    // CopilotKit writes the JSON Schema itself: no `additionalProperties`.
    return required.length > 0 ? { type: "object", properties, required } : { type: "object", properties };
  }

  /** The keyed entries of an object literal, spreads followed; what cannot be read marks the reading partial. */
  private entries(at: Located, depth = 0): [string, Located][] {
    const r = this.source.resolve(at);
    if (isUnread(r) || r.e.k !== "obj" || depth > 20) {
      this.zod.partial = true;
      return [];
    }
    const out = new Map<string, Located>();
    for (const p of r.e.props) {
      if ("key" in p) out.set(p.key, { e: p.value, env: r.env });
      else if ("spread" in p) for (const [k, v] of this.entries({ e: p.spread, env: r.env }, depth + 1)) out.set(k, v);
      else this.zod.partial = true;
    }
    return [...out];
  }

  /** A literal property of an object literal (undefined when absent or not literal). */
  private text(obj: Located, key: string): string | number | boolean | null | undefined {
    const r = this.source.resolve(obj);
    if (isUnread(r) || r.e.k !== "obj") return undefined;
    const entry = this.source.entry(r, key);
    return entry === undefined || isUnread(entry) ? undefined : this.source.literal(entry);
  }

  /** `options: { options: [{ label, value }] }` of a static dropdown: the values. */
  private optionValues(config: Located): unknown[] {
    const options = this.source.path(config, "options.options");
    if (options === undefined || isUnread(options)) {
      this.zod.partial = true;
      return [];
    }
    return this.zod.list(options).map((o) => {
      const value = this.source.path(o, "value");
      return value === undefined || isUnread(value) ? undefined : this.source.literal(value);
    });
  }

  /** A prop with `propDefinition: [app, "name"]`: the app's definition of that name. */
  private definition(prop: Located): Located[] {
    const definition = this.source.entry(prop, "propDefinition");
    if (definition === undefined || isUnread(definition)) return [];
    const [app, name] = this.zod.list(definition);
    const key = name === undefined ? undefined : this.source.literal(name);
    const found = app === undefined || typeof key !== "string" ? undefined : this.source.path(app, `propDefinitions.${key}`);
    const resolved = found === undefined || isUnread(found) ? found : this.source.resolve(found);
    if (resolved === undefined || isUnread(resolved) || resolved.e.k !== "obj") {
      this.zod.partial = true;
      return [];
    }
    return [resolved];
  }
}

/** Pipedream's prop types as JSON Schema. */
function pipedreamType(type: string): Json {
  if (type.endsWith("[]")) return { type: "array", items: pipedreamType(type.slice(0, -2)) };
  if (type === "integer" || type === "string" || type === "boolean" || type === "object") return { type };
  return {};
}
