// The cache's encoding of a file's facts (src/cache/pack.ts): plain data reads back exactly, anything else falls
// back to v8's serializer (and reads back as v8 reads it), damage throws, and the point of it: fewer bytes.
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { packFacts, unpackFacts } from "../../src/cache/pack.js";
import { extractFile } from "../../src/extract/extract.js";
import { PRESETS } from "../../src/extract/presets/index.js";

const PACKED = 1;
const V8 = 0xff;
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const span = (line: number) => ({ line, column: 3, endLine: line + 1, endColumn: 40 });

describe("plain data is packed and reads back exactly", () => {
  const withProtoKey = JSON.parse('{"__proto__":{"k":"lit","v":1},"name":"x"}') as Record<string, unknown>;
  const cases: [string, unknown][] = [
    ["undefined, null and booleans", [undefined, null, true, false]],
    ["integers of every width, and negatives", [0, 1, 127, 128, 16_383, 16_384, 2 ** 31, 2 ** 53 - 1, -1, -128, -(2 ** 53 - 1)]],
    ["other numbers: -0, NaN, infinities, fractions, beyond safe integers", [-0, NaN, Infinity, -Infinity, 0.5, -1.25, 2 ** 53, 1e300]],
    ["strings: empty, repeated, non-ASCII, astral, NUL", ["", "description", "description", "Müller · 東京", "🙂 tool", "a\0b"]],
    ["strings with lone surrogates (an escape in the source)", ["\uD800", "x\uDC00y", "\uD83D", "\uD83D\uDE42"]],
    ["an object's own key order, numeric keys included", { b: 1, a: 2, 10: "ten", 2: "two", "": "empty" }],
    ["objects of one shape, and of shapes with keys that hold the separator", [span(1), span(2), { "a\0b": 1 }, { a: 1, b: 2 }, { '"': 1 }]],
    ["a __proto__ key is kept as an own key", withProtoKey],
    ["an undefined field is kept", { k: "lit", v: undefined }],
    ["Maps with any keys, in order", new Map<unknown, unknown>([["z", 1], [2, { from: "./a", name: "default" }], [undefined, null], ["a", new Map()]])],
    ["empty containers", [[], {}, new Map()]],
    ["an expression tree", { k: "cat", parts: [{ k: "lit", v: "Get " }, { k: "id", name: "noun", scope: 0 }], at: span(4) }],
  ];
  it.each(cases)("%s", (_, value) => {
    const packed = packFacts(value);
    expect(packed[0]).toBe(PACKED);
    const back = unpackFacts(packed);
    expect(back).toStrictEqual(value);
    expect(Object.keys(back as object)).toEqual(Object.keys(value as object));
  });

  it("-0 and NaN read back as themselves (toStrictEqual would take 0 for -0 in an array)", () => {
    const back = unpackFacts(packFacts([-0, 0, NaN])) as number[];
    expect(back.map((n) => Object.is(n, -0))).toEqual([true, false, false]);
    expect(Number.isNaN(back[2])).toBe(true);
  });

  it("a __proto__ key does not set the prototype", () => {
    const back = unpackFacts(packFacts(withProtoKey)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(back, "__proto__")?.value).toEqual({ k: "lit", v: 1 });
  });
});

describe("what packing does not know is stored with v8's serializer, and reads back as v8 reads it", () => {
  class Point {
    x = 1;
  }
  const cycle: Record<string, unknown> = { k: "obj" };
  cycle.self = cycle;
  let deep: unknown = { k: "lit", v: "end" };
  for (let i = 0; i < 100_000; i++) deep = { k: "prop", obj: deep, name: "p" };
  const hidden = {};
  Object.defineProperty(hidden, "secret", { value: 1, enumerable: false });
  const cases: [string, unknown][] = [
    ["a Set", { names: new Set(["a"]) }],
    ["a Date", [new Date(0)]],
    ["a class instance", { at: new Point() }],
    ["an array with a hole", [1, , 3]], // eslint-disable-line no-sparse-arrays
    ["a bigint", [1n]],
    ["a non-enumerable key", hidden],
    ["a cycle", cycle],
  ];
  it.each(cases)("%s", (_, value) => {
    const bytes = packFacts(value);
    expect(bytes[0]).toBe(V8);
    expect(unpackFacts(bytes)).toStrictEqual(v8.deserialize(v8.serialize(value)));
  });

  it("nesting deep enough to exhaust the stack", () => {
    let bytes: Uint8Array | undefined;
    try {
      bytes = packFacts(deep);
    } catch {
      return; // v8's serializer refused it too: the cache then extracts that file every time (index.ts)
    }
    expect(bytes[0]).toBe(V8);
  });
});

describe("damaged packed bytes throw (the cache then extracts the file again)", () => {
  const good = packFacts({ file: "/p/a.ts", decls: [{ span: span(1), name: "get" }], names: ["get", "get"] });
  const cases: [string, Uint8Array][] = [
    ["cut short", good.subarray(0, good.length - 3)],
    ["an unknown tag", Uint8Array.from([PACKED, 42])],
    ["a string never defined", Uint8Array.from([PACKED, 7, 9])],
    ["a shape never defined", Uint8Array.from([PACKED, 10, 5])],
    ["a length beyond the end", Uint8Array.from([PACKED, 8, 0xff, 0xff, 0x03])],
    ["bytes after the value", Uint8Array.from([...good, 0])],
  ];
  it.each(cases)("%s", (_, bytes) => {
    expect(() => unpackFacts(bytes)).toThrow();
  });
});

describe("packed facts are smaller", () => {
  it("a file of declarations packs to under half its v8 size (shapes and strings written once)", () => {
    const file = path.join(REPO, "examples/offlot/src/features/contacts/leads.ts");
    const facts = extractFile(file, fs.readFileSync(file, "utf8"), PRESETS.kumiko.matchers, { full: true });
    expect(facts.decls.length).toBeGreaterThan(0);
    expect(packFacts(facts).length).toBeLessThan(v8.serialize(facts).length / 2);
  });
});
