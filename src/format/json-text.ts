// JSON text for every JSON output (json, sarif, `directory` and `stats --format json`): a string of the project
// with a lone surrogate (half of a UTF-16 pair, which a source can hold as `"\ud800"`) is written with U+FFFD in
// its place. JSON.stringify would write it as the escape `\ud800`, which is not Unicode: jq and other strict
// readers reject the whole output (issue 15 §6). Keys are the formats' own names, never project text.

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
