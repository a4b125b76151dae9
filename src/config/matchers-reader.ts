// Reads `declarations`, the custom matchers (docs/design.md#presets): each item is a `Matcher` as the presets write
// them. An empty value of an optional key counts as left out, as everywhere in the config; an empty value of a required
// one is reported at its key. A missing required key is reported at the item only when the item has no other
// problem (a typo'd key is then the one shown).

import type { Node } from "yaml";
import { yaml } from "../base/yaml.js";
import type { DeclType } from "../extract/facts.js";
import type { FieldMap, FieldSource, KindRule, Literal, Matcher, Positional } from "../extract/presets/types.js";
import {
  CALL_ONLY_KEYS,
  DECLARATION_TYPES,
  FIELD_KEYS,
  FIELDS,
  KIND_RULE,
  MATCHER,
  MATCHER_KEYS,
  MATCHER_TARGET_KEYS,
  OBJECT_MATCH,
  POSITIONAL,
} from "./matcher-definition.js";
import { didYouMean } from "./errors.js";
import { quote, token } from "./quote.js";
import { describe, type Entry, type Reader } from "./reader.js";

/** The declaration types, for messages: "action, feature, entity, trigger or module". */
const TYPE_LIST = `${DECLARATION_TYPES.slice(0, -1).join(", ")} or ${DECLARATION_TYPES.at(-1)}`;

/** A JavaScript identifier: what a callee, class or type name is matched against. */
const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;

export class MatcherReader {
  constructor(private readonly r: Reader) {}

  declarations(node: Node | null): Matcher[] {
    return this.r.objectList(node, "declarations", "a list of custom matchers (objects)", (item, path) => this.matcher(item, path));
  }

  private matcher(node: Node | null, what: string): Matcher | undefined {
    const before = this.r.issues.length;
    const targets: Entry[] = [];
    const callOnly: Entry[] = [];
    const formOnly: Entry[] = [];
    const read = this.r.object(MATCHER, node, what, {
      unknown: (entry) => this.unknownMatcherKey(entry, what),
      read: (entry, at) => {
        if ((MATCHER_TARGET_KEYS as readonly string[]).includes(entry.key)) targets.push(entry);
        if ((CALL_ONLY_KEYS as readonly string[]).includes(entry.key)) callOnly.push(entry);
        if (entry.key === "form") formOnly.push(entry);
        return this.matcherKey(entry, at);
      },
    });
    if (!read) return undefined;
    const { map, values, present } = read;

    if (targets.length > 1) {
      const [first, second] = targets;
      this.r.report(
        second.keyNode,
        `${what} has both "${first.key}" and "${second.key}"; a matcher matches one shape, keep one of them`,
      );
    } else if (targets.length === 1 && targets[0].key !== "callee" && targets[0].key !== "new") {
      for (const entry of callOnly) {
        this.r.report(entry.keyNode, `${what}.${entry.key} applies only to callee and new matchers; this one has "${targets[0].key}"`);
      }
    }
    const type = (values as { type?: string }).type;
    if (type !== undefined && type !== "module") {
      for (const entry of formOnly) this.r.report(entry.keyNode, `${what}.${entry.key} applies only to type module; this matcher has type ${type}`);
    }
    if (this.r.issues.length === before) {
      if (!present.has("type")) this.r.report(map, `${what} has no "type"; add type: ${TYPE_LIST}`);
      if (targets.length === 0) {
        this.r.report(map, `${what} has nothing to match; add one of ${MATCHER_TARGET_KEYS.join(", ")}`);
      }
      if (!present.has("fields")) this.r.report(map, `${what} has no "fields"; add at least fields: { description: <property path> }`);
    }
    return this.r.issues.length === before ? (values as unknown as Matcher) : undefined;
  }

  /** One key of a matcher: the names and paths get their own checks (and examples in their messages). */
  private matcherKey({ key, value, keyNode }: Entry, at: string): unknown {
    switch (key) {
      case "type":
        return this.declarationType(value, at, keyNode);
      case "callee":
        return this.plainName(value, at, "registerTool", keyNode);
      case "new":
        return this.plainName(value, at, "DynamicTool", keyNode);
      case "typed":
        return this.plainName(value, at, "ToolDefinition", keyNode);
      case "extends":
        return this.classNames(value, at, keyNode);
      case "object":
        return this.objectMatch(value, at, keyNode);
      case "positional":
        return this.positional(value, at);
      case "fields":
        return this.fields(value, at, keyNode);
      case "unless":
        return this.unless(value, at, keyNode);
      case "needs": {
        const paths = this.r.stringList(value, at, MATCHER.keys.needs.expected);
        const checked = paths?.map((p) => this.propertyPath(p.node, at));
        return checked && checked.every((p) => p !== undefined) ? checked : undefined;
      }
      default:
        return this.r.setting(MATCHER.keys[key as keyof typeof MATCHER.keys], value, at);
    }
  }

  /** Field keys written beside the matcher instead of under `fields`, and `kind: action` for `type: action`. */
  private unknownMatcherKey(entry: Entry, what: string): void {
    const { key, value, keyNode } = entry;
    const raw = yaml().isScalar(value) ? value.value : undefined;
    if (key === "kind" && typeof raw === "string" && (DECLARATION_TYPES as readonly string[]).includes(raw)) {
      this.r.report(keyNode, `unknown key "kind" in ${what}; write "type: ${raw}" (fields.kind is where an action's read/write kind is)`);
    } else if ((FIELD_KEYS as readonly string[]).includes(key)) {
      this.r.report(keyNode, `unknown key "${key}" in ${what}; property paths go under "fields" (fields: { ${key}: … })`);
    } else {
      this.r.unknownKey(entry, ` in ${what}`, MATCHER_KEYS);
    }
  }

  private declarationType(node: Node | null, what: string, fallback: Node): DeclType | undefined {
    const raw = yaml().isScalar(node) ? node.value : undefined;
    if (typeof raw === "string" && (DECLARATION_TYPES as readonly string[]).includes(raw)) return raw as DeclType;
    const suggestion = typeof raw === "string" ? didYouMean(raw, DECLARATION_TYPES) : "";
    this.r.report(node, `${what} must be ${TYPE_LIST}, got ${describe(node)}${suggestion}`, fallback);
    return undefined;
  }

  /**
   * A function, class or type name, matched as written at the end of the expression (`registerTool` matches
   * `registerTool(…)`, `server.registerTool(…)` and `@registerTool(…)`): so no dots, `@`, `new` or parentheses.
   */
  private plainName(node: Node | null, what: string, example: string, fallback?: Node): string | undefined {
    if (!yaml().isScalar(node) || typeof node.value !== "string") {
      this.r.report(node, `${what} must be a name such as "${example}", got ${describe(node)}`, fallback);
      return undefined;
    }
    const name = node.value;
    if (IDENTIFIER.test(name)) return name;
    if (name.trim() === "") {
      this.r.report(node, `${what} must not be empty`);
      return undefined;
    }
    const last = name.replace(/\(.*$/s, "").split(".").pop()!.replace(/^\s*(?:@|new\s+)/, "").trim();
    const hint = IDENTIFIER.test(last) ? `; write ${quote(last)}` : "";
    this.r.report(node, `${what} must be a plain name such as "${example}", got the string ${quote(name)}${hint}`);
    return undefined;
  }

  private classNames(node: Node | null, what: string, fallback: Node): string[] | undefined {
    if (yaml().isScalar(node) && typeof node.value === "string") {
      const name = this.plainName(node, what, "StructuredTool");
      return name === undefined ? undefined : [name];
    }
    if (!yaml().isSeq(node)) {
      this.r.report(node, `${what} must be a class name or a list of class names, got ${describe(node)}`, fallback);
      return undefined;
    }
    const names = node.items.map((raw, index) => this.plainName(this.r.resolve(raw), `${what}[${index}]`, "StructuredTool"));
    if (names.some((name) => name === undefined)) return undefined;
    if (!this.r.notEmptyList(names, node, what, "class name")) return undefined;
    return names as string[];
  }

  private objectMatch(node: Node | null, what: string, fallback: Node): Matcher["object"] | undefined {
    const before = this.r.issues.length;
    const read = this.r.object(OBJECT_MATCH, node, what, {
      fallback,
      read: (entry, at) => (entry.key === "where" ? this.where(entry.value, at) : this.r.setting(OBJECT_MATCH.keys[entry.key as "has"], entry.value, at)),
    });
    if (!read || this.r.issues.length > before) return undefined;
    const object = read.values as NonNullable<Matcher["object"]>;
    if (Object.keys(object.where ?? {}).length === 0 && (object.has ?? []).length === 0) {
      this.r.report(read.map, `${what} needs "where" or "has" with at least one key; without them it would match every object literal`);
      return undefined;
    }
    return object;
  }

  /** `where`: property key → the literal value it must have. */
  private where(node: Node | null, what: string): Record<string, Literal> | undefined {
    const map = this.r.mapOf(node, what, OBJECT_MATCH.keys.where.expected);
    if (!map) return undefined;
    const where: Record<string, Literal> = {};
    let ok = true;
    for (const entry of this.r.entries(map)) {
      const value = this.literal(entry.value, `${what}.${token(entry.key)}`, entry.keyNode);
      if (value === undefined) ok = false;
      else where[entry.key] = value;
    }
    return ok ? where : undefined;
  }

  /**
   * `unless`: property path → a literal or a list of literals (`available: [disabled, frontend]`, `name: "*"`); a
   * match with one of them there is no declaration.
   */
  private unless(node: Node | null, what: string, fallback: Node): Record<string, Literal[]> | undefined {
    const map = this.r.mapOf(node, what, MATCHER.keys.unless.expected, fallback);
    if (!map) return undefined;
    const unless: Record<string, Literal[]> = {};
    let ok = true;
    for (const entry of this.r.entries(map)) {
      const at = `${what}.${token(entry.key)}`;
      const path = this.propertyPath(entry.keyNode, `${what} key`);
      const values = this.literals(entry.value, at, entry.keyNode);
      if (path === undefined || values === undefined) ok = false;
      else unless[path] = values;
    }
    return ok ? unless : undefined;
  }

  /** A string, number, boolean or null (written `null` or `~`: a key with nothing after it is reported). */
  private literal(node: Node | null, what: string, fallback?: Node): Literal | undefined {
    const blank = node === null || (yaml().isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1]);
    if (!blank && yaml().isScalar(node)) {
      const raw = node.value;
      if (raw === null || typeof raw === "string" || typeof raw === "boolean") return raw;
      if (typeof raw === "number" && Number.isFinite(raw)) return raw;
    }
    this.r.report(node, `${what} must be a string, number, true, false or null, got ${describe(node)}`, fallback);
    return undefined;
  }

  private positional(node: Node | null, what: string): Positional | undefined {
    const before = this.r.issues.length;
    const read = this.r.object(POSITIONAL, node, what);
    return read && this.r.issues.length === before ? (read.values as Positional) : undefined;
  }

  private fields(node: Node | null, what: string, fallback: Node): FieldMap | undefined {
    const before = this.r.issues.length;
    const read = this.r.object(FIELDS, node, what, {
      fallback,
      read: ({ key, value, keyNode }, at) => (key === "kind" ? this.kind(value, at) : this.fieldSource(value, at, keyNode)),
    });
    if (!read || this.r.issues.length > before) return undefined;
    if (read.values.description === undefined) {
      this.r.report(read.map, `${what} has no "description"; add the path of the property that holds the text, e.g. description: summary`);
      return undefined;
    }
    return read.values as unknown as FieldMap;
  }

  /** A dotted property path, or a list of them tried in order. */
  private fieldSource(node: Node | null, what: string, fallback?: Node): FieldSource | undefined {
    if (yaml().isScalar(node) && typeof node.value === "string") return this.propertyPath(node, what);
    if (!yaml().isSeq(node)) {
      this.r.report(node, `${what} must be a property path or a list of them, got ${describe(node)}`, fallback);
      return undefined;
    }
    const paths = node.items.map((raw, index) => this.propertyPath(this.r.resolve(raw), `${what}[${index}]`));
    if (paths.some((p) => p === undefined)) return undefined;
    return this.r.notEmptyList(paths, node, what, "property path") ? (paths as string[]) : undefined;
  }

  /** One dotted property path: `description`, `function.name`. */
  private propertyPath(node: Node | null, what: string, fallback?: Node): string | undefined {
    if (!yaml().isScalar(node) || typeof node.value !== "string") {
      this.r.report(node, `${what} must be a property path, got ${describe(node)}`, fallback);
      return undefined;
    }
    const path = node.value;
    if (path === "") {
      this.r.report(node, `${what} must not be empty`);
      return undefined;
    }
    if (path.split(".").some((part) => part.trim() === "")) {
      this.r.report(node, `${what} must be a property path such as "function.name", got the string ${quote(path)}`);
      return undefined;
    }
    return path;
  }

  /** A path whose value "write" means write, or rules `{ field, write: [values] }`. */
  private kind(node: Node | null, what: string): FieldSource | KindRule[] | undefined {
    if (yaml().isScalar(node) && typeof node.value === "string") return this.propertyPath(node, what);
    if (!yaml().isSeq(node)) {
      this.r.report(node, `${what} must be a property path or a list of { field, write, read } rules, got ${describe(node)}`);
      return undefined;
    }
    const rules = node.items.map((raw, index) => this.kindRule(this.r.resolve(raw), `${what}[${index}]`));
    if (rules.some((rule) => rule === undefined)) return undefined;
    return this.r.notEmptyList(rules, node, what, "rule") ? (rules as KindRule[]) : undefined;
  }

  private kindRule(node: Node | null, what: string): KindRule | undefined {
    const before = this.r.issues.length;
    const read = this.r.object(KIND_RULE, node, what, {
      read: ({ key, value, keyNode }, at) => (key === "field" ? this.propertyPath(value, at, keyNode) : this.literals(value, at, keyNode)),
    });
    if (!read || this.r.issues.length > before) return undefined;
    const rule = read.values as Partial<KindRule>;
    if (rule.field === undefined) this.r.report(read.map, `${what} has no "field"; add the path of the property to test`);
    else if (rule.write === undefined && rule.read === undefined) {
      this.r.report(read.map, `${what} has neither "write" nor "read"; add the values that mean write or read, e.g. write: [true]`);
    } else return rule as KindRule;
    return undefined;
  }

  /** One literal or a list of them. */
  private literals(node: Node | null, what: string, fallback: Node): Literal[] | undefined {
    if (!yaml().isSeq(node)) {
      const value = this.literal(node, what, fallback);
      return value === undefined ? undefined : [value];
    }
    const values = node.items.map((raw, index) => this.literal(this.r.resolve(raw), `${what}[${index}]`));
    if (values.some((v) => v === undefined)) return undefined;
    return this.r.notEmptyList(values, node, what, "value") ? (values as Literal[]) : undefined;
  }
}
