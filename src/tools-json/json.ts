// A strict JSON parser (RFC 8259) that keeps where each value is written: a captured tools/list is reported at its
// tools' places. JSON.parse gives no positions, and its messages differ between Node versions; this one's are fixed.

/** A JSON value with the UTF-16 offsets [start, end) of its text. */
export type JsonNode = { start: number; end: number } & (
  | { type: "object"; members: JsonMember[] }
  | { type: "array"; items: JsonNode[] }
  | { type: "string"; value: string }
  | { type: "number"; value: number }
  | { type: "boolean"; value: boolean }
  | { type: "null" }
);

export interface JsonMember {
  key: string;
  value: JsonNode;
}

/** Text that is not JSON: what is wrong, and the offset where it was found. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Deeper than this, a value is refused rather than read by recursion (a capture of tools nests a few levels). */
export const MAX_JSON_DEPTH = 400;

const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

/** The value of `text` (a byte-order mark before it is skipped), or a JsonSyntaxError. */
export function parseJson(text: string): JsonNode {
  const parser = new Parser(text);
  parser.skipWhitespace(text.startsWith("\uFEFF") ? 1 : 0);
  if (parser.at >= text.length) throw new JsonSyntaxError("the text is empty", parser.at);
  const value = parser.value(0);
  parser.skipWhitespace(parser.at);
  if (parser.at < text.length) throw new JsonSyntaxError(`unexpected ${parser.shown()} after the value`, parser.at);
  return value;
}

/** The value as JavaScript data, as JSON.parse would give it (a key written twice: the last). */
export function plain(node: JsonNode): unknown {
  switch (node.type) {
    case "object":
      return Object.fromEntries(node.members.map((m) => [m.key, plain(m.value)]));
    case "array":
      return node.items.map(plain);
    case "null":
      return null;
    default:
      return node.value;
  }
}

/** The value of `key` in an object (the last, when written twice, as JSON.parse reads it). */
export function member(node: JsonNode, key: string): JsonNode | undefined {
  if (node.type !== "object") return undefined;
  for (let i = node.members.length - 1; i >= 0; i--) if (node.members[i].key === key) return node.members[i].value;
  return undefined;
}

/** How a message names a value's type: "a number", "an array", … */
export function typeName(node: JsonNode): string {
  return node.type === "null" ? "null" : node.type === "array" || node.type === "object" ? `an ${node.type}` : `a ${node.type}`;
}

class Parser {
  at = 0;

  constructor(private readonly text: string) {}

  skipWhitespace(from: number): void {
    WHITESPACE.lastIndex = from;
    WHITESPACE.exec(this.text);
    this.at = WHITESPACE.lastIndex;
  }

  /** The character at the cursor, as a message shows it, or "end of text". */
  shown(): string {
    if (this.at >= this.text.length) return "end of text";
    const c = String.fromCodePoint(this.text.codePointAt(this.at)!);
    return /[\x00-\x1f\x7f-\x9f\u2028\u2029]/.test(c) ? `character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : `'${c}'`;
  }

  value(depth: number): JsonNode {
    const start = this.at;
    const c = this.text[this.at];
    if (c === "{" || c === "[") {
      if (depth >= MAX_JSON_DEPTH) throw new JsonSyntaxError(`values nest deeper than ${MAX_JSON_DEPTH} levels`, start);
      return c === "{" ? this.object(depth + 1) : this.array(depth + 1);
    }
    if (c === '"') return { type: "string", value: this.string(), start, end: this.at };
    for (const [word, value] of [["true", true], ["false", false], ["null", null]] as const) {
      if (!this.text.startsWith(word, start)) continue;
      this.at += word.length;
      return value === null ? { type: "null", start, end: this.at } : { type: "boolean", value, start, end: this.at };
    }
    NUMBER.lastIndex = start;
    const number = NUMBER.exec(this.text);
    if (number) {
      this.at = NUMBER.lastIndex;
      return { type: "number", value: Number(number[0]), start, end: this.at };
    }
    throw new JsonSyntaxError(`unexpected ${this.shown()}, expected a value`, start);
  }

  private object(depth: number): JsonNode {
    const start = this.at;
    const members: JsonMember[] = [];
    this.skipWhitespace(this.at + 1);
    if (this.text[this.at] === "}") {
      this.at += 1;
      return { type: "object", members, start, end: this.at };
    }
    for (;;) {
      if (this.text[this.at] !== '"') throw new JsonSyntaxError(`unexpected ${this.shown()}, expected a property name in double quotes`, this.at);
      const key = this.string();
      this.skipWhitespace(this.at);
      if (this.text[this.at] !== ":") throw new JsonSyntaxError(`unexpected ${this.shown()}, expected ':' after a property name`, this.at);
      this.skipWhitespace(this.at + 1);
      members.push({ key, value: this.value(depth) });
      this.skipWhitespace(this.at);
      const next = this.text[this.at];
      this.at += 1;
      if (next === "}") return { type: "object", members, start, end: this.at };
      this.at -= 1;
      if (next !== ",") throw new JsonSyntaxError(`unexpected ${this.shown()}, expected ',' or '}' after a property`, this.at);
      this.skipWhitespace(this.at + 1);
    }
  }

  private array(depth: number): JsonNode {
    const start = this.at;
    const items: JsonNode[] = [];
    this.skipWhitespace(this.at + 1);
    if (this.text[this.at] === "]") {
      this.at += 1;
      return { type: "array", items, start, end: this.at };
    }
    for (;;) {
      items.push(this.value(depth));
      this.skipWhitespace(this.at);
      const next = this.text[this.at];
      if (next === "]") {
        this.at += 1;
        return { type: "array", items, start, end: this.at };
      }
      if (next !== ",") throw new JsonSyntaxError(`unexpected ${this.shown()}, expected ',' or ']' after an element`, this.at);
      this.skipWhitespace(this.at + 1);
    }
  }

  /** The string at the cursor (on its opening quote); the cursor ends after its closing quote. */
  private string(): string {
    let out = "";
    let from = this.at + 1;
    for (let i = from; ; i++) {
      if (i >= this.text.length) throw new JsonSyntaxError("unterminated string", this.text.length);
      const c = this.text[i];
      if (c === '"') {
        this.at = i + 1;
        return out + this.text.slice(from, i);
      }
      if (c < " ") {
        this.at = i;
        throw new JsonSyntaxError(`${this.shown()} in a string (write it as an escape)`, i);
      }
      if (c !== "\\") continue;
      out += this.text.slice(from, i);
      const e = this.text[i + 1];
      if (e === "u" && /^[0-9a-fA-F]{4}$/.test(this.text.slice(i + 2, i + 6))) {
        out += String.fromCharCode(parseInt(this.text.slice(i + 2, i + 6), 16));
        i += 5;
      } else if (e !== undefined && ESCAPES[e] !== undefined) {
        out += ESCAPES[e];
        i += 1;
      } else {
        throw new JsonSyntaxError(`bad escape '\\${e ?? ""}' in a string`, i);
      }
      from = i + 1;
    }
  }
}
