// Reads `rules` (and an override's): rule ids, severities and the options each rule declares.

import type { Node } from "yaml";
import { yaml } from "../base/yaml.js";
import type { OptionSpec, OptionType, RuleInfo, SeveritySetting } from "./rule-info.js";
import { SEVERITY_WORDS } from "./definition.js";
import { didYouMean } from "./errors.js";
import { quote, token } from "./quote.js";
import { describe, type Entry, type Reader } from "./reader.js";
import type { RuleEntry } from "./schema.js";

const SEVERITY_LIST = "off, info, warn or error";

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

export class RulesReader {
  readonly rulesById: Map<string, RuleInfo>;

  constructor(
    private readonly r: Reader,
    rules: readonly RuleInfo[],
  ) {
    this.rulesById = new Map(rules.map((rule) => [rule.id, rule]));
  }

  rules(node: Node | null, what: string): Record<string, RuleEntry> {
    const result: Record<string, RuleEntry> = {};
    const map = this.r.mapOf(node, what, "an object of rule ids and severities");
    if (!map) return result;
    const ids = [...this.rulesById.keys()];
    for (const entry of this.r.entries(map)) {
      const rule = this.rulesById.get(entry.key);
      if (!rule) {
        const suggestion = didYouMean(entry.key, ids);
        const hint = suggestion === "" ? `; run "summarylint rules" to list the rules` : suggestion;
        this.r.report(entry.keyNode, `unknown rule ${quote(entry.key)}${hint}`);
        continue;
      }
      const ruleEntry = this.ruleEntry(entry, rule);
      if (ruleEntry) result[rule.id] = ruleEntry;
    }
    return result;
  }

  private ruleEntry(entry: Entry, rule: RuleInfo): RuleEntry | undefined {
    const { value } = entry;
    if (yaml().isScalar(value) && value.value !== null) {
      const severity = this.severity(value, rule);
      return severity === undefined ? undefined : { severity };
    }
    if (!yaml().isSeq(value)) {
      this.r.report(
        value,
        `rule "${rule.id}" must be a severity (${SEVERITY_LIST}) or [severity, {options}], got ${describe(value)}`,
        entry.keyNode,
      );
      return undefined;
    }
    const [first, second, third] = value.items.map((item) => this.r.resolve(item));
    if (value.items.length === 0) {
      this.r.report(value, `rule "${rule.id}" must start with a severity (${SEVERITY_LIST}), got an empty list`);
      return undefined;
    }
    if (value.items.length > 2) {
      this.r.report(third, `rule "${rule.id}" takes [severity] or [severity, {options}], got ${value.items.length} items`);
      return undefined;
    }
    const severity = this.severity(first, rule);
    const options = value.items.length === 2 ? this.options(second, rule) : undefined;
    if (severity === undefined || (value.items.length === 2 && options === undefined)) return undefined;
    return options === undefined ? { severity } : { severity, options };
  }

  private severity(node: Node | null, rule: RuleInfo): SeveritySetting | undefined {
    const raw = yaml().isScalar(node) ? node.value : undefined;
    if (typeof raw === "string" && (SEVERITY_WORDS as readonly string[]).includes(raw)) return raw as SeveritySetting;
    const shown = yaml().isScalar(node) && (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean")
      ? (typeof raw === "string" ? quote(raw) : token(String(raw)))
      : describe(node);
    const alias = SEVERITY_ALIASES[String(raw)];
    const suggestion = alias !== undefined && yaml().isScalar(node)
      ? ` (did you mean "${alias}"?)`
      : typeof raw === "string"
        ? didYouMean(raw, SEVERITY_WORDS)
        : "";
    this.r.report(node, `${shown} is not a severity for rule "${rule.id}"${suggestion}; use ${SEVERITY_LIST}`);
    return undefined;
  }

  private options(node: Node | null, rule: RuleInfo): Record<string, unknown> | undefined {
    const map = this.r.mapOf(node, `the options of rule "${rule.id}"`, "an object");
    if (!map) return undefined;
    const names = Object.keys(rule.options);
    const result: Record<string, unknown> = {};
    let ok = true;
    for (const entry of this.r.entries(map)) {
      const spec = Object.hasOwn(rule.options, entry.key) ? rule.options[entry.key] : undefined;
      if (!spec) {
        ok = false;
        const hint = names.length === 0
          ? "; this rule has no options"
          : didYouMean(entry.key, names) || `; its options: ${names.join(", ")}`;
        this.r.report(entry.keyNode, `unknown option ${quote(entry.key)} for rule "${rule.id}"${hint}`);
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
    const raw = yaml().isScalar(value) ? value.value : undefined;
    switch (spec.type) {
      case "number":
        if (typeof raw === "number" && Number.isFinite(raw)) return this.inRange(entry, spec, rule, raw);
        break;
      case "boolean":
        if (typeof raw === "boolean") return raw;
        break;
      case "string":
        if (typeof raw === "string") return raw;
        break;
      case "string[]": {
        if (typeof raw === "string") return [raw];
        if (yaml().isSeq(value)) {
          const items = value.items.map((item) => this.r.resolve(item));
          const bad = items.find((item) => !(yaml().isScalar(item) && typeof item.value === "string"));
          if (bad === undefined) return items.map((item) => (item as { value: string }).value);
          this.r.report(bad ?? value, `option "${entry.key}" of rule "${rule.id}" must list strings, got ${describe(bad ?? null)}`);
          return undefined;
        }
        break;
      }
    }
    this.r.report(
      value,
      `option "${entry.key}" of rule "${rule.id}" must be ${numberWords(spec) ?? OPTION_TYPE_WORDS[spec.type]}, got ${describe(value)}`,
      entry.keyNode,
    );
    return undefined;
  }

  /** A number the option allows (a whole number, at least its minimum), else reported: undefined. */
  private inRange(entry: Entry, spec: OptionSpec, rule: RuleInfo, n: number): number | undefined {
    if ((spec.integer !== true || Number.isInteger(n)) && (spec.minimum === undefined || n >= spec.minimum)) return n;
    this.r.report(entry.value, `option "${entry.key}" of rule "${rule.id}" must be ${numberWords(spec)}, got ${n}`, entry.keyNode);
    return undefined;
  }
}

/** "a whole number of at least 1", "a number of at least 0": what a number option with limits allows. */
function numberWords(spec: OptionSpec): string | undefined {
  if (spec.type !== "number" || (spec.integer === undefined && spec.minimum === undefined)) return undefined;
  return `${spec.integer ? "a whole number" : "a number"}${spec.minimum === undefined ? "" : ` of at least ${spec.minimum}`}`;
}
