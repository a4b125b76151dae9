// Validates a parsed config (a YAML node tree, JSON included) against the schema and the known rules, and
// builds the settings from it. Every problem is recorded with the source offset of the offending key or value;
// load.ts turns the earliest one into a ConfigError.

import { isAlias, isMap, isScalar, isSeq, type Document, type Node, type YAMLMap } from "yaml";
import type { DeclType } from "../extract/facts.js";
import type { FieldMap, FieldSource, KindRule, Literal, Matcher, Positional } from "../extract/presets.js";
import type { OptionSpec, OptionType, RuleInfo, SeveritySetting, SummarySettings } from "../types.js";
import { didYouMean } from "./errors.js";
import { quote, token } from "./quote.js";
import { regexProblem } from "./regex-safety.js";
import { globProblem } from "./glob-safety.js";
import {
  CALL_ONLY_KEYS,
  CONFIG,
  DECLARATION_TYPES,
  DIRECTORY,
  DIRECTORY_KEYS,
  FIELD_KEYS,
  FIELDS,
  GROUP,
  KIND_RULE,
  GROUP_SCHEMES,
  KNOWN_PRESETS,
  MATCHER,
  MATCHER_KEYS,
  MATCHER_TARGET_KEYS,
  OBJECT_MATCH,
  OVERRIDE,
  POSITIONAL,
  SEVERITY_WORDS,
  SUMMARY,
  SUMMARY_KEYS,
  TOP_LEVEL_KEYS,
  type ObjectSpec,
  type Spec,
} from "./definition.js";
import { defaultSettings, type Config, type ConfigSettings, type GroupSetting, type Override, type RuleEntry } from "./schema.js";

/** One problem: where it is (offset into the file's text) and what to say. */
export interface Issue {
  offset: number;
  reason: string;
}

export interface ValidationResult {
  settings: ConfigSettings;
  /** In the order found; sort by offset for the earliest. */
  issues: Issue[];
}

/**
 * Reads `node` (the document's root, or the value of package.json's `summarylint` key) as a config.
 * `node` null or an empty value means an empty config (all defaults). `fallbackOffset` locates problems that
 * have no node of their own.
 */
export function validateConfig(
  doc: Document,
  node: unknown,
  rules: readonly RuleInfo[],
  fallbackOffset = 0,
): ValidationResult {
  const reader = new Reader(doc, rules, fallbackOffset);
  const settings = reader.top(reader.resolve(node));
  return { settings, issues: reader.issues };
}

interface Entry {
  key: string;
  keyNode: Node;
  /** Resolved value; null when the key has no value at all. */
  value: Node | null;
}

const SEVERITY_LIST = "off, info, warn or error";

/** The top-level keys that hold settings: all but `extends`. */
const SETTING_KEYS = TOP_LEVEL_KEYS.filter((key) => key !== "extends");

/** A JavaScript identifier: what a callee, class or type name is matched against. */
const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;

/** Common slips: ESLint's numbers and the long word. */
const SEVERITY_ALIASES: Record<string, SeveritySetting> = {
  "0": "off",
  "1": "warn",
  "2": "error",
  warning: "warn",
  false: "off",
};

const OPTION_TYPE_WORDS: Record<OptionType, string> = {
  number: "a number",
  boolean: "true or false",
  string: "a string",
  "string[]": "a string or a list of strings",
};

class Reader {
  readonly issues: Issue[] = [];
  private readonly rulesById: Map<string, RuleInfo>;

  constructor(
    private readonly doc: Document,
    rules: readonly RuleInfo[],
    private readonly fallbackOffset: number,
  ) {
    this.rulesById = new Map(rules.map((rule) => [rule.id, rule]));
  }

  // ---- plumbing ------------------------------------------------------------------------------------------

  resolve(node: unknown): Node | null {
    if (isAlias(node)) return (node.resolve(this.doc) as Node | undefined) ?? null;
    return (node as Node | null | undefined) ?? null;
  }

  /** Records a problem at `node`; an empty value is located by `fallback` (its key) when given. */
  private report(node: Node | null, reason: string, fallback?: Node): void {
    const target = fallback !== undefined && this.isEmpty(node) ? fallback : node;
    const offset = target?.range?.[0] ?? fallback?.range?.[0] ?? this.fallbackOffset;
    this.issues.push({ offset, reason });
  }

  /** A missing value or an explicit null/empty one: the key then keeps its default. */
  private isEmpty(node: Node | null): boolean {
    return node === null || (isScalar(node) && node.value === null);
  }

  private entries(map: YAMLMap): Entry[] {
    const result: Entry[] = [];
    for (const pair of map.items) {
      const keyNode = this.resolve(pair.key);
      if (!isScalar(keyNode) || keyNode.value === null || typeof keyNode.value === "object") {
        this.report(keyNode, `keys must be plain names, got ${describe(keyNode)}`);
        continue;
      }
      result.push({ key: String(keyNode.value), keyNode, value: this.resolve(pair.value) });
    }
    return result;
  }

  private mapOf(node: Node | null, what: string, expected: string, fallback?: Node, quoted = true): YAMLMap | undefined {
    if (isMap(node)) return node;
    this.report(node, `${what} must be ${expected}, got ${describe(node, quoted)}`, fallback);
    return undefined;
  }

  private string(node: Node | null, what: string, { allowEmpty = false } = {}): string | undefined {
    if (isScalar(node) && typeof node.value === "string") {
      if (allowEmpty || node.value !== "") return node.value;
      this.report(node, `${what} must not be empty`);
      return undefined;
    }
    this.report(node, `${what} must be a string, got ${describe(node)}`);
    return undefined;
  }

  private boolean(node: Node | null, what: string, fallback?: Node): boolean | undefined {
    if (isScalar(node) && typeof node.value === "boolean") return node.value;
    this.report(node, `${what} must be true or false, got ${describe(node)}`, fallback);
    return undefined;
  }

  private positiveInteger(node: Node | null, what: string): number | undefined {
    if (isScalar(node) && typeof node.value === "number" && Number.isInteger(node.value) && node.value > 0) {
      return node.value;
    }
    this.report(node, `${what} must be a positive integer, got ${describe(node)}`);
    return undefined;
  }

  /** A list of non-empty strings; a single string stands for a list of one. */
  private stringList(
    node: Node | null,
    what: string,
    expected: string,
    fallback?: Node,
  ): { value: string; node: Node }[] | undefined {
    if (isScalar(node) && typeof node.value === "string") {
      if (node.value !== "") return [{ value: node.value, node }];
      this.report(node, `${what} must not be empty`);
      return undefined;
    }
    if (!isSeq(node)) {
      this.report(node, `${what} must be ${expected}, got ${describe(node)}`, fallback);
      return undefined;
    }
    const items: { value: string; node: Node }[] = [];
    let ok = true;
    node.items.forEach((raw, index) => {
      const item = this.resolve(raw);
      const value = this.string(item, `${what}[${index}]`);
      if (value === undefined || item === null) ok = false;
      else items.push({ value, node: item });
    });
    return ok ? items : undefined;
  }

  /** A string list of globs, each one that could make matching slow reported (glob-safety.ts). */
  private globList(node: Node | null, what: string): { value: string; node: Node }[] | undefined {
    const globs = this.stringList(node, what, "a glob or a list of globs");
    if (!globs) return undefined;
    const bad = globs.map((g) => [g, globProblem(g.value)] as const).filter(([, problem]) => problem !== undefined);
    for (const [g, problem] of bad) this.report(g.node, `the glob ${quote(g.value)} in ${what} ${problem}`);
    return bad.length === 0 ? globs : undefined;
  }

  /** A plain setting (a string, boolean, number or list of strings) checked as its spec in definition.ts says. */
  private setting(spec: Spec, node: Node | null, what: string): unknown {
    switch (spec.type) {
      case "boolean":
        return this.boolean(node, what);
      case "integer":
        return spec.minimum === 1 ? this.positiveInteger(node, what) : this.argumentIndex(node, what);
      case "string": {
        const value = this.string(node, what, { allowEmpty: spec.allowEmpty === true });
        if (value === undefined || spec.enum === undefined || spec.enum.includes(value)) return value;
        this.report(node, `${what} must be one of ${spec.enum.join(", ")}, got ${quote(value)}${didYouMean(value, spec.enum)}`);
        return undefined;
      }
      case "strings": {
        const items = spec.check === "glob" ? this.globList(node, what) : this.stringList(node, what, spec.expected);
        if (!items) return undefined;
        if (spec.nonEmpty && !this.notEmptyList(items, node, what, spec.noun ?? "item")) return undefined;
        if (spec.check === "cut") return this.presetNames(items, what, ["all"]);
        const valid = (item: { value: string; node: Node }, index: number): boolean =>
          spec.check === "preset" ? this.knownPreset(item, index) : spec.check === "regex" ? this.validRegex(item, `${what}[${index}]`) : true;
        return items.every(valid) ? items.map((item) => item.value) : undefined;
      }
      default:
        throw new Error(`${what}: a ${spec.type} is not a plain setting`);
    }
  }

  /**
   * Reads an object as its spec in definition.ts lists its keys: a key it does not list is reported (by `unknown`,
   * else with the valid keys), one `skipEmpty` says is written with no value keeps its default, and every other
   * is read by `read` (by default, as the plain setting its spec says). Returns the values read, by key (a value
   * that failed is left out), the map and the keys present; undefined when the value is no object.
   */
  private object(
    spec: ObjectSpec,
    node: Node | null,
    what: string,
    options: {
      fallback?: Node;
      skipEmpty?: (key: string) => boolean;
      read?: (entry: Entry, at: string) => unknown;
      unknown?: (entry: Entry) => void;
    } = {},
  ): { map: YAMLMap; values: Record<string, unknown>; present: Set<string> } | undefined {
    const map = this.mapOf(node, what, spec.expected ?? "an object", options.fallback);
    if (!map) return undefined;
    const keys = Object.keys(spec.keys);
    const read = options.read ?? ((entry: Entry, at: string) => this.setting(spec.keys[entry.key], entry.value, at));
    const values: Record<string, unknown> = {};
    const present = new Set<string>();
    for (const entry of this.entries(map)) {
      present.add(entry.key);
      if (!Object.hasOwn(spec.keys, entry.key)) {
        if (options.unknown) options.unknown(entry);
        else this.unknownKey(entry, ` in ${what}`, keys);
        continue;
      }
      if (this.isEmpty(entry.value) && options.skipEmpty?.(entry.key)) continue;
      const value = read(entry, `${what}.${entry.key}`);
      if (value !== undefined) values[entry.key] = value;
    }
    return { map, values, present };
  }

  private unknownKey(entry: Entry, where: string, valid: readonly string[], listed = valid): void {
    const suggestion = didYouMean(entry.key, valid);
    const list = suggestion === "" ? `; valid keys: ${listed.join(", ")}` : suggestion;
    this.report(entry.keyNode, `unknown key ${quote(entry.key)}${where}${list}`);
  }

  // ---- top level -----------------------------------------------------------------------------------------

  top(node: Node | null): ConfigSettings {
    const settings = defaultSettings();
    if (this.isEmpty(node)) return settings;
    // A whole file that is one text (a `.env` read as YAML is) is not quoted at all: it is no token of a config.
    if (!isMap(node)) {
      this.mapOf(node, "the config", CONFIG.expected, undefined, false);
      return settings;
    }
    const { values } = this.object(CONFIG, node, "the config", {
      skipEmpty: () => true,
      unknown: (entry) => this.unknownTopKey(entry),
      read: ({ key, value }) => {
        switch (key) {
          case "declarations":
            return this.declarations(value);
          case "directory":
            return this.directory(value);
          case "rules":
            return this.rules(value, "rules");
          case "overrides":
            return this.overrides(value);
          case "groups":
            return this.groups(value);
          default:
            // The plain settings, as the definition says; `extends` is checked here and applied by load.ts.
            return this.setting(CONFIG.keys[key as keyof typeof CONFIG.keys], value, key);
        }
      },
    })!;
    const { extends: _applied, ...set } = values;
    return Object.assign(settings, set);
  }

  private unknownTopKey(entry: Entry): void {
    if ((DIRECTORY_KEYS as readonly string[]).includes(entry.key)) {
      this.report(entry.keyNode, `unknown key "${entry.key}" at the top level; move it under "directory"`);
    } else if (this.rulesById.has(entry.key)) {
      this.report(entry.keyNode, `unknown key "${entry.key}" at the top level; rule settings go under "rules"`);
    } else {
      // `extends` is no setting: listed as a valid key only when it is the likely meaning.
      this.unknownKey(entry, "", TOP_LEVEL_KEYS, SETTING_KEYS);
    }
  }

  private knownPreset(preset: { value: string; node: Node }, index: number, where = "presets", known = KNOWN_PRESETS): boolean {
    if (known.includes(preset.value)) return true;
    const suggestion = didYouMean(preset.value, known);
    const list = suggestion === "" ? `; known presets: ${known.join(", ")}` : suggestion;
    this.report(preset.node, `unknown preset ${quote(preset.value)} in ${where}[${index}]${list}`);
    return false;
  }

  /** Preset names of a list other than `presets` (`directory.cut`), with extra words it allows ("all"). */
  private presetNames(items: { value: string; node: Node }[], where: string, extra: string[]): string[] {
    const known = [...KNOWN_PRESETS.filter((p) => p !== "auto"), "custom", ...extra];
    return items.filter((item, index) => this.knownPreset(item, index, where, known)).map((item) => item.value);
  }

  // ---- declarations (custom matchers, DESIGN §5) ---------------------------------------------------------
  //
  // Each item is a `Matcher` as the presets write them. An empty value of an optional key counts as left out,
  // as everywhere in the config; an empty value of a required one is reported at its key. A missing required
  // key is reported at the item only when the item has no other problem (a typo'd key is then the one shown).

  private declarations(node: Node | null): Matcher[] {
    if (!isSeq(node)) {
      this.report(node, `declarations must be a list of custom matchers (objects), got ${describe(node)}`);
      return [];
    }
    const result: Matcher[] = [];
    node.items.forEach((raw, index) => {
      const matcher = this.matcher(this.resolve(raw), `declarations[${index}]`);
      if (matcher) result.push(matcher);
    });
    return result;
  }

  private matcher(node: Node | null, what: string): Matcher | undefined {
    const before = this.issues.length;
    const targets: Entry[] = [];
    const callOnly: Entry[] = [];
    const optional = new Set<string>([...CALL_ONLY_KEYS, "unless", "needs"]);
    const read = this.object(MATCHER, node, what, {
      skipEmpty: (key) => optional.has(key),
      unknown: (entry) => this.unknownMatcherKey(entry, what),
      read: (entry, at) => {
        if ((MATCHER_TARGET_KEYS as readonly string[]).includes(entry.key)) targets.push(entry);
        if ((CALL_ONLY_KEYS as readonly string[]).includes(entry.key)) callOnly.push(entry);
        return this.matcherKey(entry, at);
      },
    });
    if (!read) return undefined;
    const { map, values, present } = read;

    if (targets.length > 1) {
      const [first, second] = targets;
      this.report(
        second.keyNode,
        `${what} has both "${first.key}" and "${second.key}"; a matcher matches one shape, keep one of them`,
      );
    } else if (targets.length === 1 && targets[0].key !== "callee" && targets[0].key !== "new") {
      for (const entry of callOnly) {
        this.report(entry.keyNode, `${what}.${entry.key} applies only to callee and new matchers; this one has "${targets[0].key}"`);
      }
    }
    if (this.issues.length === before) {
      if (!present.has("type")) this.report(map, `${what} has no "type"; add type: action, feature or entity`);
      if (targets.length === 0) {
        this.report(map, `${what} has nothing to match; add one of ${MATCHER_TARGET_KEYS.join(", ")}`);
      }
      if (!present.has("fields")) this.report(map, `${what} has no "fields"; add at least fields: { description: <property path> }`);
    }
    return this.issues.length === before ? (values as unknown as Matcher) : undefined;
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
        const paths = this.stringList(value, at, MATCHER.keys.needs.expected);
        const checked = paths?.map((p) => this.propertyPath(p.node, at));
        return checked && checked.every((p) => p !== undefined) ? checked : undefined;
      }
      default:
        return this.setting(MATCHER.keys[key as keyof typeof MATCHER.keys], value, at);
    }
  }

  /** Field keys written beside the matcher instead of under `fields`, and `kind: action` for `type: action`. */
  private unknownMatcherKey(entry: Entry, what: string): void {
    const { key, value, keyNode } = entry;
    const raw = isScalar(value) ? value.value : undefined;
    if (key === "kind" && typeof raw === "string" && (DECLARATION_TYPES as readonly string[]).includes(raw)) {
      this.report(keyNode, `unknown key "kind" in ${what}; write "type: ${raw}" (fields.kind is where an action's read/write kind is)`);
    } else if ((FIELD_KEYS as readonly string[]).includes(key)) {
      this.report(keyNode, `unknown key "${key}" in ${what}; property paths go under "fields" (fields: { ${key}: … })`);
    } else {
      this.unknownKey(entry, ` in ${what}`, MATCHER_KEYS);
    }
  }

  private declarationType(node: Node | null, what: string, fallback: Node): DeclType | undefined {
    const raw = isScalar(node) ? node.value : undefined;
    if (typeof raw === "string" && (DECLARATION_TYPES as readonly string[]).includes(raw)) return raw as DeclType;
    const suggestion = typeof raw === "string" ? didYouMean(raw, DECLARATION_TYPES) : "";
    this.report(node, `${what} must be action, feature or entity, got ${describe(node)}${suggestion}`, fallback);
    return undefined;
  }

  /**
   * A function, class or type name, matched as written at the end of the expression (`registerTool` matches
   * `registerTool(…)`, `server.registerTool(…)` and `@registerTool(…)`): so no dots, `@`, `new` or parentheses.
   */
  private plainName(node: Node | null, what: string, example: string, fallback?: Node): string | undefined {
    if (!isScalar(node) || typeof node.value !== "string") {
      this.report(node, `${what} must be a name such as "${example}", got ${describe(node)}`, fallback);
      return undefined;
    }
    const name = node.value;
    if (IDENTIFIER.test(name)) return name;
    if (name.trim() === "") {
      this.report(node, `${what} must not be empty`);
      return undefined;
    }
    const last = name.replace(/\(.*$/s, "").split(".").pop()!.replace(/^\s*(?:@|new\s+)/, "").trim();
    const hint = IDENTIFIER.test(last) ? `; write ${quote(last)}` : "";
    this.report(node, `${what} must be a plain name such as "${example}", got the string ${quote(name)}${hint}`);
    return undefined;
  }

  private classNames(node: Node | null, what: string, fallback: Node): string[] | undefined {
    if (isScalar(node) && typeof node.value === "string") {
      const name = this.plainName(node, what, "StructuredTool");
      return name === undefined ? undefined : [name];
    }
    if (!isSeq(node)) {
      this.report(node, `${what} must be a class name or a list of class names, got ${describe(node)}`, fallback);
      return undefined;
    }
    const names = node.items.map((raw, index) => this.plainName(this.resolve(raw), `${what}[${index}]`, "StructuredTool"));
    if (names.some((name) => name === undefined)) return undefined;
    if (!this.notEmptyList(names, node, what, "class name")) return undefined;
    return names as string[];
  }

  private notEmptyList(items: readonly unknown[], node: Node | null, what: string, noun: string): boolean {
    if (items.length > 0) return true;
    this.report(node, `${what} must list at least one ${noun}`);
    return false;
  }

  private argumentIndex(node: Node | null, what: string): number | undefined {
    if (isScalar(node) && typeof node.value === "number" && Number.isInteger(node.value) && node.value >= 0) {
      return node.value;
    }
    this.report(node, `${what} must be an argument index (0 for the first argument), got ${describe(node)}`);
    return undefined;
  }

  private objectMatch(node: Node | null, what: string, fallback: Node): Matcher["object"] | undefined {
    const before = this.issues.length;
    const read = this.object(OBJECT_MATCH, node, what, {
      fallback,
      skipEmpty: () => true,
      read: (entry, at) => (entry.key === "where" ? this.where(entry.value, at) : this.setting(OBJECT_MATCH.keys[entry.key as "has"], entry.value, at)),
    });
    if (!read || this.issues.length > before) return undefined;
    const object = read.values as NonNullable<Matcher["object"]>;
    if (Object.keys(object.where ?? {}).length === 0 && (object.has ?? []).length === 0) {
      this.report(read.map, `${what} needs "where" or "has" with at least one key; without them it would match every object literal`);
      return undefined;
    }
    return object;
  }

  /** `where`: property key → the literal value it must have. */
  private where(node: Node | null, what: string): Record<string, Literal> | undefined {
    const map = this.mapOf(node, what, OBJECT_MATCH.keys.where.expected);
    if (!map) return undefined;
    const where: Record<string, Literal> = {};
    let ok = true;
    for (const entry of this.entries(map)) {
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
    const map = this.mapOf(node, what, MATCHER.keys.unless.expected, fallback);
    if (!map) return undefined;
    const unless: Record<string, Literal[]> = {};
    let ok = true;
    for (const entry of this.entries(map)) {
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
    const blank = node === null || (isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1]);
    if (!blank && isScalar(node)) {
      const raw = node.value;
      if (raw === null || typeof raw === "string" || typeof raw === "boolean") return raw;
      if (typeof raw === "number" && Number.isFinite(raw)) return raw;
    }
    this.report(node, `${what} must be a string, number, true, false or null, got ${describe(node)}`, fallback);
    return undefined;
  }

  private positional(node: Node | null, what: string): Positional | undefined {
    const before = this.issues.length;
    const read = this.object(POSITIONAL, node, what, { skipEmpty: () => true });
    return read && this.issues.length === before ? (read.values as Positional) : undefined;
  }

  private fields(node: Node | null, what: string, fallback: Node): FieldMap | undefined {
    const before = this.issues.length;
    const read = this.object(FIELDS, node, what, {
      fallback,
      skipEmpty: (key) => key !== "description",
      read: ({ key, value, keyNode }, at) => (key === "kind" ? this.kind(value, at) : this.fieldSource(value, at, keyNode)),
    });
    if (!read || this.issues.length > before) return undefined;
    if (read.values.description === undefined) {
      this.report(read.map, `${what} has no "description"; add the path of the property that holds the text, e.g. description: summary`);
      return undefined;
    }
    return read.values as unknown as FieldMap;
  }

  /** A dotted property path, or a list of them tried in order. */
  private fieldSource(node: Node | null, what: string, fallback?: Node): FieldSource | undefined {
    if (isScalar(node) && typeof node.value === "string") return this.propertyPath(node, what);
    if (!isSeq(node)) {
      this.report(node, `${what} must be a property path or a list of them, got ${describe(node)}`, fallback);
      return undefined;
    }
    const paths = node.items.map((raw, index) => this.propertyPath(this.resolve(raw), `${what}[${index}]`));
    if (paths.some((p) => p === undefined)) return undefined;
    return this.notEmptyList(paths, node, what, "property path") ? (paths as string[]) : undefined;
  }

  /** One dotted property path: `description`, `function.name`. */
  private propertyPath(node: Node | null, what: string, fallback?: Node): string | undefined {
    if (!isScalar(node) || typeof node.value !== "string") {
      this.report(node, `${what} must be a property path, got ${describe(node)}`, fallback);
      return undefined;
    }
    const path = node.value;
    if (path === "") {
      this.report(node, `${what} must not be empty`);
      return undefined;
    }
    if (path.split(".").some((part) => part.trim() === "")) {
      this.report(node, `${what} must be a property path such as "function.name", got the string ${quote(path)}`);
      return undefined;
    }
    return path;
  }

  /** A path whose value "write" means write, or rules `{ field, write: [values] }`. */
  private kind(node: Node | null, what: string): FieldSource | KindRule[] | undefined {
    if (isScalar(node) && typeof node.value === "string") return this.propertyPath(node, what);
    if (!isSeq(node)) {
      this.report(node, `${what} must be a property path or a list of { field, write, read } rules, got ${describe(node)}`);
      return undefined;
    }
    const rules = node.items.map((raw, index) => this.kindRule(this.resolve(raw), `${what}[${index}]`));
    if (rules.some((rule) => rule === undefined)) return undefined;
    return this.notEmptyList(rules, node, what, "rule") ? (rules as KindRule[]) : undefined;
  }

  private kindRule(node: Node | null, what: string): KindRule | undefined {
    const before = this.issues.length;
    const read = this.object(KIND_RULE, node, what, {
      read: ({ key, value, keyNode }, at) => (key === "field" ? this.propertyPath(value, at, keyNode) : this.literals(value, at, keyNode)),
    });
    if (!read || this.issues.length > before) return undefined;
    const rule = read.values as Partial<KindRule>;
    if (rule.field === undefined) this.report(read.map, `${what} has no "field"; add the path of the property to test`);
    else if (rule.write === undefined && rule.read === undefined) {
      this.report(read.map, `${what} has neither "write" nor "read"; add the values that mean write or read, e.g. write: [true]`);
    } else return rule as KindRule;
    return undefined;
  }

  /** One literal or a list of them. */
  private literals(node: Node | null, what: string, fallback: Node): Literal[] | undefined {
    if (!isSeq(node)) {
      const value = this.literal(node, what, fallback);
      return value === undefined ? undefined : [value];
    }
    const values = node.items.map((raw, index) => this.literal(this.resolve(raw), `${what}[${index}]`));
    if (values.some((v) => v === undefined)) return undefined;
    return this.notEmptyList(values, node, what, "value") ? (values as Literal[]) : undefined;
  }

  // ---- directory -----------------------------------------------------------------------------------------

  private directory(node: Node | null): Config["directory"] | undefined {
    const directory = defaultSettings().directory;
    const actions: Partial<SummarySettings> = {};
    let features: Partial<SummarySettings> = {};
    const nodes: Partial<Record<string, Node>> = {};
    const read = this.object(DIRECTORY, node, "directory", {
      skipEmpty: () => true,
      unknown: (entry) => {
        if (entry.key !== "actions") return this.unknownKey(entry, " in directory", DIRECTORY_KEYS);
        this.report(
          entry.keyNode,
          `unknown key "actions" in directory; action settings (${SUMMARY_KEYS.join(", ")}) sit directly under directory`,
        );
      },
      read: ({ key, value }, at) => {
        if (key === "features") {
          features = this.featureSettings(value, nodes);
          return undefined;
        }
        const setting = this.setting(DIRECTORY.keys[key as keyof typeof DIRECTORY.keys], value, at);
        if ((SUMMARY_KEYS as readonly string[]).includes(key)) {
          nodes[key] = value ?? undefined;
          if (setting !== undefined) Object.assign(actions, { [key]: setting });
          return undefined;
        }
        return setting;
      },
    });
    if (!read) return undefined;
    Object.assign(directory, read.values);

    // Features inherit the text style (ellipsis, strip) of the action settings; their cap and cut are their own.
    directory.actions = { ...directory.actions, ...actions };
    directory.features = {
      ...directory.features,
      ...(actions.ellipsis !== undefined && { ellipsis: actions.ellipsis }),
      ...(actions.strip !== undefined && { strip: [...actions.strip] }),
      ...features,
    };
    this.ellipsisFits(directory.actions, "directory", nodes.maxLength ?? nodes.ellipsis);
    this.ellipsisFits(directory.features, "directory.features", nodes["features.maxLength"] ?? nodes["features.ellipsis"] ?? nodes.ellipsis);
    return directory;
  }

  private featureSettings(node: Node | null, nodes: Partial<Record<string, Node>>): Partial<SummarySettings> {
    const read = this.object(SUMMARY, node, "directory.features", {
      skipEmpty: () => true,
      read: ({ key, value }, at) => {
        nodes[`features.${key}`] = value ?? undefined;
        return this.setting(SUMMARY.keys[key as keyof typeof SUMMARY.keys], value, at);
      },
    });
    return (read?.values ?? {}) as Partial<SummarySettings>;
  }

  private validRegex(pattern: { value: string; node: Node }, what: string): boolean {
    const problem = regexProblem(pattern.value);
    if (problem !== undefined) this.report(pattern.node, `${what} ${problem}`);
    return problem === undefined;
  }

  private ellipsisFits(settings: SummarySettings, prefix: string, node: Node | undefined): void {
    if (settings.ellipsis.length <= settings.maxLength || node === undefined) return;
    this.report(
      node,
      `${prefix}.maxLength (${settings.maxLength}) is shorter than the ellipsis ${quote(settings.ellipsis)}; ` +
        `raise maxLength or shorten the ellipsis`,
    );
  }

  // ---- rules ---------------------------------------------------------------------------------------------

  private rules(node: Node | null, what: string): Record<string, RuleEntry> {
    const result: Record<string, RuleEntry> = {};
    const map = this.mapOf(node, what, "an object of rule ids and severities");
    if (!map) return result;
    const ids = [...this.rulesById.keys()];
    for (const entry of this.entries(map)) {
      const rule = this.rulesById.get(entry.key);
      if (!rule) {
        const suggestion = didYouMean(entry.key, ids);
        const hint = suggestion === "" ? `; run "summarylint rules" to list the rules` : suggestion;
        this.report(entry.keyNode, `unknown rule ${quote(entry.key)}${hint}`);
        continue;
      }
      const ruleEntry = this.ruleEntry(entry, rule);
      if (ruleEntry) result[rule.id] = ruleEntry;
    }
    return result;
  }

  private ruleEntry(entry: Entry, rule: RuleInfo): RuleEntry | undefined {
    const { value } = entry;
    if (isScalar(value) && value.value !== null) {
      const severity = this.severity(value, rule);
      return severity === undefined ? undefined : { severity };
    }
    if (!isSeq(value)) {
      this.report(
        value,
        `rule "${rule.id}" must be a severity (${SEVERITY_LIST}) or [severity, {options}], got ${describe(value)}`,
        entry.keyNode,
      );
      return undefined;
    }
    const [first, second, third] = value.items.map((item) => this.resolve(item));
    if (value.items.length === 0) {
      this.report(value, `rule "${rule.id}" must start with a severity (${SEVERITY_LIST}), got an empty list`);
      return undefined;
    }
    if (value.items.length > 2) {
      this.report(third, `rule "${rule.id}" takes [severity] or [severity, {options}], got ${value.items.length} items`);
      return undefined;
    }
    const severity = this.severity(first, rule);
    const options = value.items.length === 2 ? this.options(second, rule) : undefined;
    if (severity === undefined || (value.items.length === 2 && options === undefined)) return undefined;
    return options === undefined ? { severity } : { severity, options };
  }

  private severity(node: Node | null, rule: RuleInfo): SeveritySetting | undefined {
    const raw = isScalar(node) ? node.value : undefined;
    if (typeof raw === "string" && (SEVERITY_WORDS as readonly string[]).includes(raw)) return raw as SeveritySetting;
    const shown = isScalar(node) && (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean")
      ? (typeof raw === "string" ? quote(raw) : token(String(raw)))
      : describe(node);
    const alias = SEVERITY_ALIASES[String(raw)];
    const suggestion = alias !== undefined && isScalar(node)
      ? ` (did you mean "${alias}"?)`
      : typeof raw === "string"
        ? didYouMean(raw, SEVERITY_WORDS)
        : "";
    this.report(node, `${shown} is not a severity for rule "${rule.id}"${suggestion}; use ${SEVERITY_LIST}`);
    return undefined;
  }

  private options(node: Node | null, rule: RuleInfo): Record<string, unknown> | undefined {
    const map = this.mapOf(node, `the options of rule "${rule.id}"`, "an object");
    if (!map) return undefined;
    const names = Object.keys(rule.options);
    const result: Record<string, unknown> = {};
    let ok = true;
    for (const entry of this.entries(map)) {
      const spec = Object.hasOwn(rule.options, entry.key) ? rule.options[entry.key] : undefined;
      if (!spec) {
        ok = false;
        const hint = names.length === 0
          ? "; this rule has no options"
          : didYouMean(entry.key, names) || `; its options: ${names.join(", ")}`;
        this.report(entry.keyNode, `unknown option ${quote(entry.key)} for rule "${rule.id}"${hint}`);
        continue;
      }
      const value = this.optionValue(entry, spec, rule);
      if (value === undefined) ok = false;
      else result[entry.key] = value;
    }
    return ok ? result : undefined;
  }

  private optionValue(entry: Entry, spec: OptionSpec, rule: RuleInfo): unknown {
    const { value } = entry;
    const raw = isScalar(value) ? value.value : undefined;
    switch (spec.type) {
      case "number":
        if (typeof raw === "number" && Number.isFinite(raw)) return raw;
        break;
      case "boolean":
        if (typeof raw === "boolean") return raw;
        break;
      case "string":
        if (typeof raw === "string") return raw;
        break;
      case "string[]": {
        if (typeof raw === "string") return [raw];
        if (isSeq(value)) {
          const items = value.items.map((item) => this.resolve(item));
          const bad = items.find((item) => !(isScalar(item) && typeof item.value === "string"));
          if (bad === undefined) return items.map((item) => (item as { value: string }).value);
          this.report(bad ?? value, `option "${entry.key}" of rule "${rule.id}" must list strings, got ${describe(bad ?? null)}`);
          return undefined;
        }
        break;
      }
    }
    this.report(
      value,
      `option "${entry.key}" of rule "${rule.id}" must be ${OPTION_TYPE_WORDS[spec.type]}, got ${describe(value)}`,
      entry.keyNode,
    );
    return undefined;
  }

  // ---- overrides -----------------------------------------------------------------------------------------

  private overrides(node: Node | null): Override[] {
    if (!isSeq(node)) {
      this.report(node, `overrides must be a list of { files, rules } objects, got ${describe(node)}`);
      return [];
    }
    const result: Override[] = [];
    node.items.forEach((raw, index) => {
      const override = this.override(this.resolve(raw), `overrides[${index}]`);
      if (override) result.push(override);
    });
    return result;
  }

  // ---- groups (DESIGN §10) ------------------------------------------------------------------------------

  private groups(node: Node | null): GroupSetting[] {
    if (this.isEmpty(node)) return [];
    if (!isSeq(node)) {
      this.report(node, `groups must be a list of { files, by } or { files, name } objects, got ${describe(node)}`);
      return [];
    }
    return node.items.flatMap((raw, index) => this.group(this.resolve(raw), `groups[${index}]`) ?? []);
  }

  private group(node: Node | null, what: string): GroupSetting | undefined {
    const before = this.issues.length;
    const read = this.object(GROUP, node, what);
    if (!read || this.issues.length > before) return undefined;
    const group = { files: [], ...read.values } as GroupSetting;
    if (group.files.length === 0) this.report(read.map, `${what} has no "files"; add the globs of the files it groups`);
    else if ((group.by === undefined) === (group.name === undefined)) this.report(read.map, `${what} needs exactly one of "by" (${GROUP_SCHEMES.join(", ")}) and "name"`);
    else return group;
    return undefined;
  }

  private override(node: Node | null, what: string): Override | undefined {
    const read = this.object(OVERRIDE, node, what, {
      skipEmpty: (key) => key !== "files",
      read: ({ key, value, keyNode }, at) => {
        if (key === "rules") return this.rules(value, at);
        if (!this.isEmpty(value)) return this.setting(OVERRIDE.keys[key as "files"], value, at);
        this.report(keyNode, `${at} must be a glob or a list of globs, got an empty value`);
        return undefined;
      },
    });
    if (!read) return undefined;
    if (!read.present.has("files")) {
      this.report(read.map, `${what} has no "files"; add the globs of the files it applies to`);
    }
    return { files: [], excludedFiles: [], rules: {}, ...read.values };
  }
}

/** How a value is named in messages: `the string "160"` (`a string` when not `quoted`), `the number 2`, `a list`. */
export function describe(node: Node | null, quoted = true): string {
  if (node === null) return "an empty value";
  if (isMap(node)) return "an object";
  if (isSeq(node)) return "a list";
  if (isScalar(node)) {
    const value = node.value;
    if (value === null) return "an empty value";
    if (typeof value === "string") return quoted ? `the string ${quote(value)}` : "a string";
    if (typeof value === "number") return `the number ${token(String(value))}`;
    if (typeof value === "boolean") return String(value);
  }
  return "an unsupported value";
}
