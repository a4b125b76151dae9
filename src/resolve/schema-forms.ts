// The JSON Schema the schema readers emit, in the forms zod-to-json-schema writes: an object schema from its properties
// and required keys (`additionalProperties: false`), the keywords of a check (`.min(1)`, `.int()`), a nullable schema
// and a union. Functions of JSON alone: what to read is the readers' (zod-schema.ts, props-schema.ts).

/** A JSON Schema, or a part of one, as plain JSON. */
export type Json = Record<string, unknown>;

/** The types of a bare primitive schema (`{ type: "string" }`), which nullable and union write as a list of types. */
const PRIMITIVE_TYPES = new Set(["string", "number", "integer", "boolean", "null"]);

/**
 * The JSON Schema keywords of a check (`.min(1)` on a string, a number or an array, `.int()`, `.positive()`), each
 * with its value (undefined when the argument is not a literal number); undefined for a method that is no check.
 */
export function checkKeywords(s: Json, name: string, n: number | undefined): [string, unknown][] | undefined {
  const array = s.type === "array";
  const numeric = s.type === "number" || s.type === "integer";
  const min = array ? "minItems" : numeric ? "minimum" : "minLength";
  const max = array ? "maxItems" : numeric ? "maximum" : "maxLength";
  switch (name) {
    case "int":
      return [["type", "integer"]];
    case "min":
    case "gte":
      return [[min, n]];
    case "max":
    case "lte":
      return [[max, n]];
    case "length":
      return [[min, n], [max, n]];
    case "nonempty":
      return [[min, 1]];
    case "gt":
      return [["exclusiveMinimum", n]];
    case "lt":
      return [["exclusiveMaximum", n]];
    case "positive":
      return [["exclusiveMinimum", 0]];
    case "negative":
      return [["exclusiveMaximum", 0]];
    case "nonnegative":
      return [["minimum", 0]];
    case "nonpositive":
      return [["maximum", 0]];
    case "multipleOf":
    case "step":
      return [["multipleOf", n]];
    default:
      return undefined;
  }
}

export function objectSchema(properties: Json, required: string[]): Json {
  return required.length > 0 ? { type: "object", properties, required, additionalProperties: false } : { type: "object", properties, additionalProperties: false };
}

/** An object schema with other properties: its other keywords (description, additionalProperties) kept. */
export function reshaped(s: Json, properties: Json, required: string[]): Json {
  const { properties: _p, required: _r, ...rest } = s;
  return { ...objectSchema(properties, required), ...rest };
}

/** The required keys of an object schema. */
export function requiredOf(s: Json): string[] {
  return Array.isArray(s.required) ? (s.required as string[]) : [];
}

/** zod-to-json-schema's nullable: `type: [t, "null"]` for a bare primitive, else `anyOf` with null. */
export function nullable(s: Json): Json {
  const keys = Object.keys(s);
  if (typeof s.type === "string" && PRIMITIVE_TYPES.has(s.type) && keys.every((k) => k === "type" || k === "description")) return { ...s, type: [s.type, "null"] };
  return { anyOf: [s, { type: "null" }] };
}

/** zod-to-json-schema's union: bare primitives as a `type` list, literals of one type as an `enum`, else `anyOf`. */
export function union(options: Json[]): Json {
  const bare = options.every((o) => Object.keys(o).length === 1 && typeof o.type === "string" && PRIMITIVE_TYPES.has(o.type));
  if (bare && options.length > 0) return { type: [...new Set(options.map((o) => o.type))] };
  const consts = options.every((o) => "const" in o && Object.keys(o).length === 2 && typeof o.type === "string");
  const types = new Set(options.map((o) => o.type));
  if (consts && options.length > 0 && types.size === 1) return { type: options[0].type, enum: options.map((o) => o.const) };
  return { anyOf: options };
}
