// JSON text for every JSON output (json, sarif, `directory` and `stats --format json`): a string of the project
// with a lone surrogate (half of a UTF-16 pair, which a source can hold as `"\ud800"`) is written with U+FFFD in
// its place. JSON.stringify would write it as the escape `\ud800`, which is not Unicode: jq and other strict
// readers reject the whole output (docs/design.md#hostile-input). Keys are the formats' own names, never project text.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with each lone surrogate replaced by U+FFFD (what String.prototype.toWellFormed does). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\ufffd");
}

function replacer(_key: string, value: unknown): unknown {
  return typeof value === "string" ? wellFormed(value) : value;
}

/** JSON.stringify with every string value well formed. */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, replacer, indent);
}

/**
 * A list a JSON output writes an element at a time (jsonTextParts): an output's results, a directory's actions. Each
 * element is `toJson(item)`; a JsonList may hold others.
 */
export class JsonList<T = unknown> {
  constructor(
    readonly items: Iterable<T>,
    readonly toJson: (item: T) => unknown = (item) => item,
  ) {}
}

/**
 * In the text of a value, where a JsonList stands: a string holding a lone surrogate, which JSON.stringify writes as
 * the escape `\ud800` and which no string of the project can give (they are made well formed first).
 */
const LIST_MARK = "\ud800#";
const LIST_AT = /"\\ud800#(\d+)"/g;

/**
 * The text jsonText would write for `value` with each JsonList as an array, in parts: the text around the lists,
 * then each element's own text, so no part holds more than one element (a directory of a million lines, or a run of
 * a million findings, is never one string). With `indent`, lines are indented as JSON.stringify indents them.
 */
export function* jsonTextParts(value: unknown, indent?: number): Generator<string> {
  const lists: JsonList[] = [];
  const text = JSON.stringify(
    value,
    (key, v: unknown) => {
      if (!(v instanceof JsonList)) return replacer(key, v);
      lists.push(v as JsonList);
      return `${LIST_MARK}${lists.length - 1}`;
    },
    indent,
  );
  if (text === undefined) return yield "null";
  let from = 0;
  for (const m of text.matchAll(LIST_AT)) {
    yield text.slice(from, m.index);
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    const lineIndent = /^ */.exec(text.slice(lineStart, m.index))![0];
    yield* listParts(lists[Number(m[1])], indent, lineIndent);
    from = m.index + m[0].length;
  }
  yield text.slice(from);
}

/** A JsonList as JSON.stringify writes an array, on a line indented by `lineIndent`. */
function* listParts(list: JsonList, indent: number | undefined, lineIndent: string): Generator<string> {
  const itemIndent = indent ? lineIndent + " ".repeat(indent) : "";
  let first = true;
  for (const item of list.items) {
    yield `${first ? "[" : ","}${indent ? `\n${itemIndent}` : ""}`;
    first = false;
    for (const part of jsonTextParts(list.toJson(item), indent)) yield indent ? part.replaceAll("\n", `\n${itemIndent}`) : part;
  }
  yield first ? "[]" : `${indent ? `\n${lineIndent}` : ""}]`;
}

/** `value` with every array in it a JsonList, so that jsonTextParts writes each of their elements as a part. */
export function listed(value: unknown): unknown {
  if (Array.isArray(value)) return new JsonList(value, listed);
  if (typeof value !== "object" || value === null || value instanceof JsonList) return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = listed(item);
  return copy;
}
