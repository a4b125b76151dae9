// The definition of a custom matcher, one item of the config's `declarations` (docs/design.md#presets): what it
// matches, its refinements and where each field of the declaration is. matchers-reader.ts checks an item by it.
import { keysOf, type AnyOfSpec, type ObjectSpec } from "./spec.js";

export const DECLARATION_TYPES = ["action", "feature", "entity", "trigger", "module"] as const;

/** The forms a `type: module` matcher may declare (docs/design.md#modules-and-skills). */
export const MODULE_FORMS = ["module", "skill", "namespace", "toolset"] as const;

const PATH = { type: "string", check: "propertyPath" } as const;
const PATHS: AnyOfSpec = { type: "anyOf", of: [PATH, { type: "list", items: PATH, nonEmpty: true }] };
const LITERALS: AnyOfSpec = { type: "anyOf", of: [{ type: "literal" }, { type: "list", items: { type: "literal" }, nonEmpty: true }] };
const INDEX = { type: "integer", minimum: 0, description: "An argument index (0 for the first argument)." } as const;

export const KIND_RULE = {
  type: "object",
  expected: 'an object { field, write, read } (the action is "write" or "read" when field has one of their values)',
  keys: { field: PATH, write: LITERALS, read: LITERALS },
  required: ["field"],
  atLeastOne: ["write", "read"],
} as const satisfies ObjectSpec;

/** Keys of a matcher's `fields`: where each field of the declaration is, as property paths. */
export const FIELDS = {
  type: "object",
  emptyIsDefault: true,
  expected: "an object of property paths (name, description, label, kind, approval, deferred, roles, feature, entity, instructions, tools)",
  keys: {
    name: PATHS,
    description: PATHS,
    label: PATHS,
    kind: { type: "anyOf", of: [PATH, { type: "list", items: KIND_RULE, nonEmpty: true }] },
    approval: PATHS,
    deferred: PATHS,
    roles: PATHS,
    feature: PATHS,
    entity: PATHS,
    instructions: PATHS,
    tools: PATHS,
  },
  required: ["description"],
} as const satisfies ObjectSpec;

export const OBJECT_MATCH = {
  type: "object",
  emptyIsDefault: true,
  expected: "an object with where and/or has",
  keys: {
    where: {
      type: "object",
      expected: "an object of keys and the values they must have",
      keys: {},
      values: { type: "literal" },
      description: "Keys and the literal values they must have.",
    },
    has: { type: "strings", expected: "a key or a list of keys" },
    inProperty: { type: "boolean" },
    inArray: { type: "boolean" },
  },
  atLeastOne: ["where", "has"],
} as const satisfies ObjectSpec;

export const POSITIONAL = {
  type: "object",
  emptyIsDefault: true,
  expected: "an object of argument indexes (name, description, label)",
  keys: { name: INDEX, description: INDEX, label: INDEX },
} as const satisfies ObjectSpec;

/** What a custom matcher matches: exactly one of these. */
export const MATCHER_TARGET_KEYS = ["callee", "new", "object", "typed", "extends"] as const;

/** Refinements that only `callee` and `new` matchers take. */
export const CALL_ONLY_KEYS = ["member", "from", "argument", "positional"] as const;

/** One `declarations` item: a custom matcher (docs/design.md#presets). */
export const MATCHER = {
  type: "object",
  expected: "an object (a custom matcher)",
  description: "A custom matcher, in the model of the presets.",
  keys: {
    type: { type: "string", enum: DECLARATION_TYPES },
    form: { type: "string", enum: MODULE_FORMS, description: "For type module: module, skill, namespace or toolset (default module)." },
    callee: { type: "string", check: "plainName", description: "A function name: name(…), x.name(…), @name(…)." },
    new: { type: "string", check: "plainName", description: "A class name: new Name(…)." },
    object: OBJECT_MATCH,
    typed: { type: "string", check: "plainName", description: "A type name: const x: Name = { … }." },
    extends: { type: "strings", expected: "a class name or a list of class names", check: "plainName", nonEmpty: true, noun: "class name" },
    member: { type: "boolean", description: "Only member calls (server.tool(…), not tool(…))." },
    from: { type: "strings", expected: "a module name or a list of module names", nonEmpty: true, noun: "module name" },
    argument: INDEX,
    positional: POSITIONAL,
    fields: FIELDS,
    unless: {
      type: "object",
      expected: "an object of property paths and the values that leave a match out",
      keys: {},
      values: LITERALS,
      description: "Property paths and the values that leave a match out.",
    },
    needs: { type: "strings", expected: "a property path or a list of them", check: "propertyPath" },
  },
  required: ["type", "fields"],
  exactlyOne: MATCHER_TARGET_KEYS,
  emptyIsDefault: [...CALL_ONLY_KEYS, "unless", "needs"],
} as const satisfies ObjectSpec;

export const MATCHER_KEYS = keysOf(MATCHER);
export const OBJECT_MATCH_KEYS = keysOf(OBJECT_MATCH);
export const FIELD_KEYS = keysOf(FIELDS);
export const POSITIONAL_KEYS = keysOf(POSITIONAL);
export const KIND_RULE_KEYS = keysOf(KIND_RULE);
