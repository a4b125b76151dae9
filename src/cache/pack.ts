// A compact encoding of one file's extraction facts for the cache (src/cache/index.ts). v8's serializer writes
// every object's key names and every string in full, each time: a span's "line", "column", "endLine" and
// "endColumn" cost more than its numbers, and the facts of the largest real project came to ~3x its source. Here
// each object's list of keys (its shape) and each string are written once per value and referred to by number
// after that, numbers as variable-length integers. The cache file compresses the result (store.ts).
//
// It reads back exactly the plain data it was given: undefined, null, booleans, numbers (-0 and NaN too),
// strings (lone surrogates too), arrays, Maps and plain objects, in their key order. Anything else (a class
// instance, a Set, a hole in an array, a cycle, nesting deep enough to exhaust the stack) throws, and packFacts
// stores that file's facts with v8's serializer instead; `unpackFacts` tells the two apart by the first byte.
// An object met twice (extract shares the tree of an expression it reads twice) is written twice, and read back as two.
import v8 from "node:v8";

/** The first byte of packed facts. v8's serializer always starts with 0xFF, its version tag. */
const PACKED = 0x01;

const enum Tag {
  Undefined,
  Null,
  False,
  True,
  /** A non-negative integer below 2^53, as a varint. */
  Uint,
  /** A negative integer above -2^53: its absolute value, as a varint. */
  NegInt,
  /** Any other number, as 8 bytes. */
  Float,
  String,
  Array,
  Map,
  Object,
}

/** The facts of one file as bytes: packed, or v8-serialized when they hold something packing does not know. */
export function packFacts(value: unknown): Uint8Array {
  try {
    const writer = new Writer();
    writer.byte(PACKED);
    writer.value(value);
    return writer.bytes();
  } catch {
    return v8.serialize(value);
  }
}

/** What packFacts packed. Throws on bytes it did not write. */
export function unpackFacts(bytes: Uint8Array): unknown {
  if (bytes[0] !== PACKED) return v8.deserialize(bytes);
  const reader = new Reader(bytes);
  reader.pos = 1;
  const value = reader.value();
  if (reader.pos !== bytes.length) throw new Error("unexpected bytes after the packed value");
  return value;
}

/** String references: 0 a new UTF-8 string follows, 1 a new UTF-16 one (not well-formed), n+2 the n-th string. */
const NEW_UTF8 = 0;
const NEW_UTF16 = 1;

class Writer {
  private buffer = new Uint8Array(1024);
  private length = 0;
  private readonly strings = new Map<string, number>();
  private readonly shapes = new Map<string, number>();
  private readonly scratch = new DataView(new ArrayBuffer(8));

  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }

  byte(b: number): void {
    if (this.length === this.buffer.length) this.grow(1);
    this.buffer[this.length++] = b;
  }

  /** A non-negative integer below 2^53, seven bits a byte, low bits first. */
  uint(n: number): void {
    while (n > 0x7f) {
      this.byte((n % 0x80) | 0x80);
      n = Math.floor(n / 0x80);
    }
    this.byte(n);
  }

  value(v: unknown): void {
    if (v === undefined) return this.byte(Tag.Undefined);
    if (v === null) return this.byte(Tag.Null);
    if (typeof v === "boolean") return this.byte(v ? Tag.True : Tag.False);
    if (typeof v === "number") return this.number(v);
    if (typeof v === "string") {
      this.byte(Tag.String);
      return this.string(v);
    }
    if (Array.isArray(v)) return this.array(v);
    if (v instanceof Map) {
      this.byte(Tag.Map);
      this.uint(v.size);
      for (const [key, item] of v) {
        this.value(key);
        this.value(item);
      }
      return;
    }
    if (typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype && Object.getOwnPropertySymbols(v).length === 0) return this.object(v as Record<string, unknown>);
    throw new Error(`cannot pack ${Object.prototype.toString.call(v)}`);
  }

  private number(v: number): void {
    if (Number.isSafeInteger(v) && !Object.is(v, -0)) {
      this.byte(v < 0 ? Tag.NegInt : Tag.Uint);
      return this.uint(Math.abs(v));
    }
    this.byte(Tag.Float);
    this.scratch.setFloat64(0, v, true);
    for (let i = 0; i < 8; i++) this.byte(this.scratch.getUint8(i));
  }

  private array(v: unknown[]): void {
    this.byte(Tag.Array);
    this.uint(v.length);
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) throw new Error("cannot pack an array with holes");
      this.value(v[i]);
    }
  }

  /** Its shape (the keys in order: a number after the first time), then its values in that order. */
  private object(v: Record<string, unknown>): void {
    const keys = Object.keys(v);
    if (keys.length !== Reflect.ownKeys(v).length) throw new Error("cannot pack an object with hidden keys");
    this.byte(Tag.Object);
    const shape = JSON.stringify(keys);
    const known = this.shapes.get(shape);
    if (known !== undefined) this.uint(known + 1);
    else {
      this.shapes.set(shape, this.shapes.size);
      this.uint(0);
      this.uint(keys.length);
      for (const key of keys) this.string(key);
    }
    for (const key of keys) this.value(v[key]);
  }

  private string(s: string): void {
    const known = this.strings.get(s);
    if (known !== undefined) return this.uint(known + 2);
    this.strings.set(s, this.strings.size);
    // A string with a lone surrogate (an escape in the source) would not survive UTF-8: its code units instead.
    const wellFormed = (s as unknown as { isWellFormed(): boolean }).isWellFormed(); // Node 20 has it; ES2022's types do not
    const bytes = wellFormed ? Buffer.from(s, "utf8") : Buffer.from(s, "utf16le");
    this.uint(wellFormed ? NEW_UTF8 : NEW_UTF16);
    this.uint(bytes.length);
    if (this.length + bytes.length > this.buffer.length) this.grow(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  private grow(needed: number): void {
    const next = new Uint8Array(Math.max(this.buffer.length * 2, this.length + needed));
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }
}

class Reader {
  pos = 0;
  private readonly strings: string[] = [];
  private readonly shapes: string[][] = [];
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  byte(): number {
    if (this.pos >= this.bytes.length) throw new Error("packed facts cut short");
    return this.bytes[this.pos++]!;
  }

  uint(): number {
    let n = 0;
    for (let scale = 1; ; scale *= 0x80) {
      const b = this.byte();
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      if (scale > 2 ** 49) throw new Error("packed facts hold a number too large");
    }
  }

  value(): unknown {
    const tag = this.byte() as Tag;
    switch (tag) {
      case Tag.Undefined:
        return undefined;
      case Tag.Null:
        return null;
      case Tag.False:
        return false;
      case Tag.True:
        return true;
      case Tag.Uint:
        return this.uint();
      case Tag.NegInt:
        return -this.uint();
      case Tag.Float: {
        if (this.pos + 8 > this.bytes.length) throw new Error("packed facts cut short");
        this.pos += 8;
        return this.view.getFloat64(this.pos - 8, true);
      }
      case Tag.String:
        return this.string();
      case Tag.Array: {
        const length = this.count();
        const items: unknown[] = [];
        for (let i = 0; i < length; i++) items.push(this.value());
        return items;
      }
      case Tag.Map: {
        const size = this.count();
        const map = new Map<unknown, unknown>();
        for (let i = 0; i < size; i++) map.set(this.value(), this.value());
        return map;
      }
      case Tag.Object:
        return this.object();
      default:
        throw new Error(`packed facts hold an unknown tag ${String(tag)}`);
    }
  }

  /** A length: each item takes at least a byte, so one beyond the bytes left is damage, not a huge allocation. */
  private count(): number {
    const n = this.uint();
    if (n > this.bytes.length - this.pos) throw new Error("packed facts hold a length beyond their end");
    return n;
  }

  private object(): Record<string, unknown> {
    const ref = this.uint();
    let keys: string[];
    if (ref === 0) {
      keys = [];
      const length = this.count();
      for (let i = 0; i < length; i++) keys.push(this.string());
      this.shapes.push(keys);
    } else {
      keys = this.shapes[ref - 1]!;
      if (keys === undefined) throw new Error("packed facts refer to an unknown shape");
    }
    const object: Record<string, unknown> = {};
    for (const key of keys) {
      const value = this.value();
      // `__proto__` as a plain assignment would set the prototype: define it as the own key it was.
      if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      else object[key] = value;
    }
    return object;
  }

  private string(): string {
    const ref = this.uint();
    if (ref >= 2) {
      const known = this.strings[ref - 2];
      if (known === undefined) throw new Error("packed facts refer to an unknown string");
      return known;
    }
    const length = this.count();
    const bytes = Buffer.from(this.bytes.buffer, this.bytes.byteOffset + this.pos, length);
    this.pos += length;
    const s = bytes.toString(ref === NEW_UTF8 ? "utf8" : "utf16le");
    this.strings.push(s);
    return s;
  }
}
