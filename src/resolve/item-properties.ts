// An item's properties as its field values say them: the description's status, its i18n key and the framework's
// frame around it, the kind and MCP hints an action declares, its label (plain or per locale), and a feature or entity
// named by reference. Each is read from the values of the fields (item-fields.ts reads them).
import { propertyExpr, type Expr } from "../extract/facts.js";
import type { FieldSource, KindRule, Literal, Matcher } from "../extract/presets/types.js";
import type { ItemBase, Kind, McpHints } from "../types.js";
import type { Evaluator } from "./evaluate.js";
import type { Value } from "./values.js";

/**
 * The message key of a description written as an i18n call that carries its text (`t("tools.add", "Adds an
 * item.")`, `t("tools.add", { defaultValue: "…" })`), when that text is what was read: the text is checked, the
 * key says where its translations live.
 */
export function translationKey(e: Expr | undefined, description: string | undefined): string | undefined {
  if (e?.k !== "call" || description === undefined) return undefined;
  const leaf = e.callee.k === "id" || e.callee.k === "prop" ? e.callee.name : undefined;
  const [key, fallback] = e.args;
  if (leaf !== "t" || key?.k !== "lit" || typeof key.v !== "string" || fallback === undefined) return undefined;
  const text = fallback.k === "obj" ? propertyExpr(fallback, "defaultValue") : fallback;
  return text?.k === "lit" && text.v === description ? key.v : undefined;
}

/**
 * What the declaration says of its kind: `kind: "write"` / `"read"` at a kind path, or a kind rule met
 * (`annotations.destructiveHint: true` -> write, `readOnlyHint: true` -> read); a write rule wins. Undefined when
 * it says nothing.
 */
export function kindOf(kind: FieldSource | KindRule[] | undefined, at: (path: string) => Value): Kind | undefined {
  if (kind === undefined) return undefined;
  const paths = typeof kind === "string" ? [kind] : kind.filter((k): k is string => typeof k === "string");
  const rules = typeof kind === "string" ? [] : kind.filter((k): k is KindRule => typeof k !== "string");
  const said = (literal: Literal) => paths.some((p) => isLiteral(at(p), literal));
  if (said("write") || rules.some((k) => k.write?.some((w) => isLiteral(at(k.field), w)))) return "write";
  if (said("read") || rules.some((k) => k.read?.some((r) => isLiteral(at(k.field), r)))) return "read";
  return undefined;
}

const HINT_KEYS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

/**
 * The MCP hints written as boolean literals, read where the kind rules read `annotations.readOnlyHint` (MCP_HINTS).
 * Undefined when the matcher reads no hints or none is written.
 */
export function hintsOf(kind: FieldSource | KindRule[] | undefined, at: (path: string) => Value): McpHints | undefined {
  if (!Array.isArray(kind)) return undefined;
  const rule = kind.find((k): k is KindRule => typeof k !== "string" && /(?:^|\.)(?:readOnlyHint|destructiveHint)$/u.test(k.field));
  if (rule === undefined) return undefined;
  const prefix = rule.field.slice(0, rule.field.lastIndexOf(".") + 1);
  const hints: McpHints = {};
  for (const key of HINT_KEYS) {
    const value = at(prefix + key);
    if (value.t === "bool") hints[key] = value.v;
  }
  return Object.keys(hints).length === 0 ? undefined : hints;
}

export function isLiteral(v: Value, literal: Literal): boolean {
  if (v.t === "null") return literal === null;
  return (v.t === "str" || v.t === "num" || v.t === "bool") && v.v === literal;
}

export function describe(v: Value): Pick<ItemBase, "description" | "descriptionStatus" | "unresolvedReason" | "joins"> {
  if (v.t === "str") return v.joins ? { description: v.v, descriptionStatus: "ok", joins: v.joins } : { description: v.v, descriptionStatus: "ok" };
  if (v.t === "undef" || v.t === "null") return { description: undefined, descriptionStatus: "missing" };
  if (v.t === "unknown") return { description: undefined, descriptionStatus: "unresolved", unresolvedReason: v.reason };
  // A function of nothing was called (toItem); one with parameters is called with what only the run time knows.
  const what = v.t === "fn" ? "a function of its arguments, called at run time" : `a ${v.t}, not a string`;
  return { description: undefined, descriptionStatus: "unresolved", unresolvedReason: `the description is ${what}` };
}

/**
 * The description as the framework sends it: its prefix (with the tool's name), then the separator and the
 * declaration's own text when it has some (an empty one counts as none, as a falsy string does in JavaScript).
 */
export function frame(base: ItemBase, { prefix, separator }: NonNullable<Matcher["frame"]>): void {
  const head = prefix.split("{name}").join(base.name);
  const own = base.descriptionStatus === "ok" ? (base.description ?? "") : "";
  const start = own === "" ? head.length : head.length + separator.length;
  base.description = own === "" ? head : head + separator + own;
  base.descriptionStatus = "ok";
  base.framed = start;
  if (base.joins) base.joins = own === "" ? undefined : base.joins.map((j) => j + start);
  if (base.joins === undefined) delete base.joins;
}

/** A feature or entity given as a name or as a reference to its declaration (whose `name` is used). */
export function reference(v: Value, evaluator: Evaluator): string | undefined {
  if (v.t === "str") return v.v;
  if (v.t === "obj") {
    const name = evaluator.property(v, "name");
    return name.t === "str" ? name.v : undefined;
  }
  return undefined;
}

/** A locale tag as a key of a label map: `en`, `de`, `pt-BR`, `zh_Hans` (not `text` or `short`). */
const LOCALE_TAG = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;

/**
 * A label written as a locale map (`{ en: "Create", de: "Anlegen" }`): every locale's text in source order. Undefined
 * for anything else, and for a map with a key that is no locale tag or a value that is not known text: its locales
 * cannot be told, so label-locales does not judge it.
 */
export function localeMap(v: Value, evaluator: Evaluator): Record<string, string> | undefined {
  if (v.t !== "obj") return undefined;
  const keys = evaluator.keys(v);
  if (keys.length === 0 || !keys.every((k) => LOCALE_TAG.test(k))) return undefined;
  const labels: Record<string, string> = {};
  for (const k of keys) {
    const entry = evaluator.property(v, k);
    if (entry.t !== "str") return undefined;
    labels[k] = entry.v;
  }
  return labels;
}

/** A string, or a locale map's entry for the locale (falling back to `en`, then the first string). */
export function text(v: Value, evaluator: Evaluator, locale: string): string | undefined {
  if (v.t === "str") return v.v;
  if (v.t !== "obj") return undefined;
  for (const k of [locale, "en", ...evaluator.keys(v)]) {
    const entry = evaluator.property(v, k);
    if (entry.t === "str") return entry.v;
  }
  return undefined;
}
