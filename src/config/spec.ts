// The vocabulary the definition of the config file is written in (definition.ts, matcher-definition.ts): each kind of
// value a key may take and what it must be, which the validator (reader.ts) checks and json-schema.ts describes.

/** What each kind of value is: the validator checks it, the JSON Schema describes it. */
export type Spec =
  | StringSpec
  | BooleanSpec
  | IntegerSpec
  | NumberSpec
  | StringsSpec
  | ListSpec
  | ObjectSpec
  | AnyOfSpec
  | LiteralSpec
  | RulesSpec;

interface Described {
  /** For editors (the JSON Schema's description). */
  description?: string;
}

/**
 * A string; `check` names a check beyond the type, made by matchers-reader.ts (its messages show an example), so
 * the JSON Schema, which cannot say it, is looser there.
 */
export interface StringSpec extends Described {
  type: "string";
  allowEmpty?: boolean;
  enum?: readonly string[];
  check?: "plainName" | "propertyPath";
}

export interface BooleanSpec extends Described {
  type: "boolean";
}

/** A whole number of at least `minimum`. */
export interface IntegerSpec extends Described {
  type: "integer";
  minimum: 0 | 1;
}

/** A number greater than zero (a factor). */
export interface NumberSpec extends Described {
  type: "number";
}

/** One non-empty string, or a list of them (the usual shorthand of a list of one). */
export interface StringsSpec extends Described {
  type: "strings";
  /** How messages say what is expected ("a glob or a list of globs"). */
  expected: string;
  /** glob, preset, cut and regex are checked by reader.ts; plainName and propertyPath by matchers-reader.ts. */
  check?: "glob" | "preset" | "cut" | "client" | "regex" | "plainName" | "propertyPath";
  /** Names the JSON Schema offers; the validator's check says the same with a did-you-mean. */
  enum?: readonly string[];
  /** The list may not be empty. */
  nonEmpty?: boolean;
  /** What one item is called in "must list at least one …". */
  noun?: string;
}

export interface ListSpec extends Described {
  type: "list";
  items: Spec;
  nonEmpty?: boolean;
}

export interface ObjectSpec extends Described {
  type: "object";
  /** How messages say what is expected when the value is no object. */
  expected?: string;
  keys: Readonly<Record<string, Spec>>;
  required?: readonly string[];
  /** Exactly one of these keys. */
  exactlyOne?: readonly string[];
  /** At least one of these keys. */
  atLeastOne?: readonly string[];
  /** Keys not in `keys` take this (a map such as `where`); without it, they are unknown keys. */
  values?: Spec;
  /**
   * Which keys written with no value (`rules:` with only comments under it) keep their default: true for every
   * key but the required ones, or a list. The others' empty values are reported.
   */
  emptyIsDefault?: boolean | readonly string[];
}

/** Whether `key` of `spec` may be written with no value (then it keeps its default). */
export function emptyIsDefault(spec: ObjectSpec, key: string): boolean {
  const { emptyIsDefault: keys = false } = spec;
  return keys === true ? !spec.required?.includes(key) : keys !== false && keys.includes(key);
}

export interface AnyOfSpec extends Described {
  type: "anyOf";
  of: readonly Spec[];
}

/** A string, number, true, false or null. */
export interface LiteralSpec extends Described {
  type: "literal";
}

/** Rule ids and their settings: filled in from the registry's rules. */
export interface RulesSpec extends Described {
  type: "rules";
}

/** The keys of an object spec, in their order (the order messages list them in). */
export function keysOf<T extends ObjectSpec>(spec: T): (keyof T["keys"] & string)[] {
  return Object.keys(spec.keys) as (keyof T["keys"] & string)[];
}
