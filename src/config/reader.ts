// The plumbing of config validation: reads YAML nodes (JSON included) as the definition (definition.ts) says,
// recording each problem with the source offset of the offending key or value. validate.ts, matchers-reader.ts
// and rules-reader.ts read the parts of a config with it.

import type { Document, Node, YAMLMap } from "yaml";
import { yaml } from "../base/yaml.js";
import { KNOWN_CLIENTS, KNOWN_PRESETS } from "./definition.js";
import { emptyIsDefault, type ObjectSpec, type Spec } from "./spec.js";
import { didYouMean } from "./errors.js";
import { globProblem } from "../base/glob-safety.js";
import { quote, token } from "./quote.js";
import { regexProblem } from "./regex-safety.js";

/** One problem: where it is (offset into the file's text) and what to say. */
export interface Issue {
  offset: number;
  reason: string;
}

/** One key of an object and its value. */
export interface Entry {
  key: string;
  keyNode: Node;
  /** Resolved value; null when the key has no value at all. */
  value: Node | null;
}

/** Reads one parsed file; every problem found goes to `issues`, and reading goes on to find the others. */
export class Reader {
  readonly issues: Issue[] = [];

  constructor(
    private readonly doc: Document,
    private readonly fallbackOffset: number,
  ) {}

  resolve(node: unknown): Node | null {
    if (yaml().isAlias(node)) return (node.resolve(this.doc) as Node | undefined) ?? null;
    return (node as Node | null | undefined) ?? null;
  }

  /** Records a problem at `node`; an empty value is located by `fallback` (its key) when given. */
  report(node: Node | null, reason: string, fallback?: Node): void {
    const target = fallback !== undefined && this.isEmpty(node) ? fallback : node;
    const offset = target?.range?.[0] ?? fallback?.range?.[0] ?? this.fallbackOffset;
    this.issues.push({ offset, reason });
  }

  /** A missing value or an explicit null/empty one: the key then keeps its default. */
  isEmpty(node: Node | null): boolean {
    return node === null || (yaml().isScalar(node) && node.value === null);
  }

  /** The keys of a map with their values (aliases resolved); a key that is no plain name is reported and left out. */
  entries(map: YAMLMap): Entry[] {
    const result: Entry[] = [];
    for (const pair of map.items) {
      const keyNode = this.resolve(pair.key);
      if (!yaml().isScalar(keyNode) || keyNode.value === null || typeof keyNode.value === "object") {
        this.report(keyNode, `keys must be plain names, got ${describe(keyNode)}`);
        continue;
      }
      result.push({ key: String(keyNode.value), keyNode, value: this.resolve(pair.value) });
    }
    return result;
  }

  mapOf(node: Node | null, what: string, expected: string, fallback?: Node, quoted = true): YAMLMap | undefined {
    if (yaml().isMap(node)) return node;
    this.report(node, `${what} must be ${expected}, got ${describe(node, quoted)}`, fallback);
    return undefined;
  }

  string(node: Node | null, what: string, { allowEmpty = false } = {}): string | undefined {
    if (yaml().isScalar(node) && typeof node.value === "string") {
      if (allowEmpty || node.value !== "") return node.value;
      this.report(node, `${what} must not be empty`);
      return undefined;
    }
    this.report(node, `${what} must be a string, got ${describe(node)}`);
    return undefined;
  }

  boolean(node: Node | null, what: string, fallback?: Node): boolean | undefined {
    if (yaml().isScalar(node) && typeof node.value === "boolean") return node.value;
    this.report(node, `${what} must be true or false, got ${describe(node)}`, fallback);
    return undefined;
  }

  positiveInteger(node: Node | null, what: string): number | undefined {
    if (yaml().isScalar(node) && typeof node.value === "number" && Number.isInteger(node.value) && node.value > 0) {
      return node.value;
    }
    this.report(node, `${what} must be a positive integer, got ${describe(node)}`);
    return undefined;
  }

  positiveNumber(node: Node | null, what: string): number | undefined {
    if (yaml().isScalar(node) && typeof node.value === "number" && Number.isFinite(node.value) && node.value > 0) return node.value;
    this.report(node, `${what} must be a number greater than 0, got ${describe(node)}`);
    return undefined;
  }

  argumentIndex(node: Node | null, what: string): number | undefined {
    if (yaml().isScalar(node) && typeof node.value === "number" && Number.isInteger(node.value) && node.value >= 0) {
      return node.value;
    }
    this.report(node, `${what} must be an argument index (0 for the first argument), got ${describe(node)}`);
    return undefined;
  }

  notEmptyList(items: readonly unknown[], node: Node | null, what: string, noun: string): boolean {
    if (items.length > 0) return true;
    this.report(node, `${what} must list at least one ${noun}`);
    return false;
  }

  /**
   * A list whose items `item` reads, each with its path (`what[i]`): the items it could read. Anything but a list is
   * reported (`what` must be `expected`) and reads as none.
   */
  objectList<T extends object>(node: Node | null, what: string, expected: string, item: (node: Node | null, path: string) => T | undefined): T[] {
    if (!yaml().isSeq(node)) {
      this.report(node, `${what} must be ${expected}, got ${describe(node)}`);
      return [];
    }
    return node.items.flatMap((raw, index) => item(this.resolve(raw), `${what}[${index}]`) ?? []);
  }

  /** A list of non-empty strings; a single string stands for a list of one. */
  stringList(
    node: Node | null,
    what: string,
    expected: string,
    fallback?: Node,
  ): { value: string; node: Node }[] | undefined {
    if (yaml().isScalar(node) && typeof node.value === "string") {
      if (node.value !== "") return [{ value: node.value, node }];
      this.report(node, `${what} must not be empty`);
      return undefined;
    }
    if (!yaml().isSeq(node)) {
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

  /** A string list of globs, each one that could make matching slow reported (src/base/glob-safety.ts). */
  globList(node: Node | null, what: string): { value: string; node: Node }[] | undefined {
    const globs = this.stringList(node, what, "a glob or a list of globs");
    if (!globs) return undefined;
    const bad = globs.map((g) => [g, globProblem(g.value)] as const).filter(([, problem]) => problem !== undefined);
    for (const [g, problem] of bad) this.report(g.node, `the glob ${quote(g.value)} in ${what} ${problem}`);
    return bad.length === 0 ? globs : undefined;
  }

  /** A plain setting (a string, boolean, number or list of strings) checked as its spec in definition.ts says. */
  setting(spec: Spec, node: Node | null, what: string): unknown {
    switch (spec.type) {
      case "boolean":
        return this.boolean(node, what);
      case "integer":
        return spec.minimum === 1 ? this.positiveInteger(node, what) : this.argumentIndex(node, what);
      case "number":
        return this.positiveNumber(node, what);
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
          spec.check === "preset"
            ? this.knownPreset(item, index)
            : spec.check === "client"
              ? this.knownClient(item, `${what}[${index}]`)
              : spec.check === "regex"
                ? this.validRegex(item, `${what}[${index}]`)
                : true;
        return items.every(valid) ? items.map((item) => item.value) : undefined;
      }
      default:
        throw new Error(`${what}: a ${spec.type} is not a plain setting`);
    }
  }

  /**
   * Reads an object as its spec in definition.ts lists its keys: a key it does not list is reported (by `unknown`,
   * else with the valid keys), one written with no value keeps its default where the spec says so (emptyIsDefault),
   * and every other is read by `read` (by default, as the plain setting its spec says). Returns the values read, by key (a value
   * that failed is left out), the map and the keys present; undefined when the value is no object.
   */
  object(
    spec: ObjectSpec,
    node: Node | null,
    what: string,
    options: {
      fallback?: Node;
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
      if (this.isEmpty(entry.value) && emptyIsDefault(spec, entry.key)) continue;
      const value = read(entry, `${what}.${entry.key}`);
      if (value !== undefined) values[entry.key] = value;
    }
    return { map, values, present };
  }

  unknownKey(entry: Entry, where: string, valid: readonly string[], listed = valid): void {
    const suggestion = didYouMean(entry.key, valid);
    const list = suggestion === "" ? `; valid keys: ${listed.join(", ")}` : suggestion;
    this.report(entry.keyNode, `unknown key ${quote(entry.key)}${where}${list}`);
  }

  knownPreset(preset: { value: string; node: Node }, index: number, where = "presets", known = KNOWN_PRESETS): boolean {
    if (known.includes(preset.value)) return true;
    const suggestion = didYouMean(preset.value, known);
    const list = suggestion === "" ? `; known presets: ${known.join(", ")}` : suggestion;
    this.report(preset.node, `unknown preset ${quote(preset.value)} in ${where}[${index}]${list}`);
    return false;
  }

  /** A client profile's id (src/summarize/clients), else reported with the nearest known one. */
  knownClient(client: { value: string; node: Node }, where: string): boolean {
    if (KNOWN_CLIENTS.includes(client.value)) return true;
    const suggestion = didYouMean(client.value, KNOWN_CLIENTS);
    const list = suggestion === "" ? `; known clients: ${KNOWN_CLIENTS.join(", ")}` : suggestion;
    this.report(client.node, `unknown client ${quote(client.value)} in ${where}${list}`);
    return false;
  }

  /** Preset names of a list other than `presets` (`directory.cut`), with extra words it allows ("all"). */
  presetNames(items: { value: string; node: Node }[], where: string, extra: string[]): string[] {
    const known = [...KNOWN_PRESETS.filter((p) => p !== "auto"), "custom", ...extra];
    return items.filter((item, index) => this.knownPreset(item, index, where, known)).map((item) => item.value);
  }

  validRegex(pattern: { value: string; node: Node }, what: string): boolean {
    const problem = regexProblem(pattern.value);
    if (problem !== undefined) this.report(pattern.node, `${what} ${problem}`);
    return problem === undefined;
  }
}

/** How a value is named in messages: `the string "160"` (`a string` when not `quoted`), `the number 2`, `a list`. */
export function describe(node: Node | null, quoted = true): string {
  if (node === null) return "an empty value";
  if (yaml().isMap(node)) return "an object";
  if (yaml().isSeq(node)) return "a list";
  if (yaml().isScalar(node)) {
    const value = node.value;
    if (value === null) return "an empty value";
    if (typeof value === "string") return quoted ? `the string ${quote(value)}` : "a string";
    if (typeof value === "number") return `the number ${token(String(value))}`;
    if (typeof value === "boolean") return String(value);
  }
  return "an unsupported value";
}
