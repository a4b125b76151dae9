// JavaScript's own functions a description is built with, evaluated on known values exactly as JavaScript would:
// `JSON.stringify(example, null, 2)` in a tool's examples, `Object.entries(options).map(…)` listing its choices,
// `Math.round(ratio * 100)` in a text. Only when the global is not shadowed in the file, and only on values known in
// full (no function, no unknown part); anything else is unknown with the reason.
import type { ValueReads } from "./evaluate-reads.js";
import type { Value } from "./values.js";

/** How deep `JSON.stringify` follows nested objects and arrays (real examples nest a few levels). */
const MAX_NESTING = 64;

/** `Math`'s functions of numbers read (`${Math.round(this.targetRatio * 100)}%` in a description). */
const MATH_METHODS = ["round", "floor", "ceil", "trunc", "abs", "min", "max"] as const;

/** The globals read, by name and method. */
const GLOBALS = new Map<string, Set<string>>([
  ["JSON", new Set(["stringify"])],
  ["Object", new Set(["keys", "values", "entries"])],
  ["Math", new Set(MATH_METHODS)],
  ["Array", new Set(["isArray"])],
]);

/** Is `global.method` one of the functions read here? (A Map: a name such as `constructor` is no global of it.) */
export function isGlobalCall(global: string, method: string): boolean {
  return GLOBALS.get(global)?.has(method) ?? false;
}

/** `Math.round(x)` and the others on known numbers, exactly as JavaScript computes them. */
function math(method: (typeof MATH_METHODS)[number], args: Value[]): Value {
  const notNumber = args.find((a) => a.t !== "num");
  if (notNumber !== undefined) return notNumber.t === "unknown" ? notNumber : unknown(`\`Math.${method}()\` of a value that is not a known number`);
  return { t: "num", v: (Math[method] as (...n: number[]) => number)(...args.map((a) => (a as Extract<Value, { t: "num" }>).v)) };
}

function unknown(reason: string): Value {
  return { t: "unknown", reason };
}

/**
 * `JSON.stringify(…)`, `Object.keys(…)`, `Object.values(…)`, `Object.entries(…)`, `Array.isArray(…)` on the evaluated
 * arguments;
 * `arrayOf` makes an array value of values already evaluated.
 */
export function globalCall(evaluator: ValueReads, global: string, method: string, args: Value[], arrayOf: (values: Value[]) => Value): Value {
  const [first = { t: "undef" } as Value] = args;
  if (global === "JSON") return stringify(evaluator, first, args[1], args[2]);
  if (global === "Math") return math(method as (typeof MATH_METHODS)[number], args);
  // `Array.isArray(tools) ? tools : [tools]`: known for a known value (an object, an array or a primitive).
  if (global === "Array") return first.t === "unknown" || first.t === "fn" ? unknown("`Array.isArray()` of a value not known") : { t: "bool", v: first.t === "arr" };
  if (first.t === "unknown") return first;
  if (first.t !== "obj") return unknown(`\`Object.${method}()\` of a value that is not a known object`);
  const keys = evaluator.keys(first);
  const values = keys.map((key) => evaluator.property(first, key));
  if (method === "keys") return arrayOf(keys.map((v): Value => ({ t: "str", v })));
  if (method === "values") return arrayOf(values);
  return arrayOf(keys.map((key, i) => arrayOf([{ t: "str", v: key }, values[i]])));
}

function stringify(evaluator: ValueReads, value: Value, replacer: Value | undefined, space: Value | undefined): Value {
  if (replacer !== undefined && replacer.t !== "null" && replacer.t !== "undef") return unknown("`JSON.stringify()` with a replacer");
  if (space !== undefined && space.t !== "num" && space.t !== "str" && space.t !== "undef" && space.t !== "null") {
    return space.t === "unknown" ? space : unknown("`JSON.stringify()` with a spacing that is not a number or text");
  }
  const plain = toPlain(evaluator, value, 0);
  if (plain instanceof NotKnown) return unknown(plain.reason);
  const text = JSON.stringify(plain, null, space?.t === "num" || space?.t === "str" ? space.v : undefined);
  return text === undefined ? { t: "undef" } : { t: "str", v: text };
}

type Plain = string | number | boolean | null | undefined | Plain[] | { [key: string]: Plain };

/** A part of the value that is not known, and why. */
class NotKnown {
  constructor(readonly reason: string) {}
}

/** A known value as the plain data JavaScript would stringify; NotKnown (with the reason) if any part is not known. */
function toPlain(evaluator: ValueReads, v: Value, depth: number): Plain | NotKnown {
  if (depth > MAX_NESTING) return new NotKnown(`\`JSON.stringify()\` of a value nested more than ${MAX_NESTING} levels`);
  switch (v.t) {
    case "str":
    case "num":
    case "bool":
      return v.v;
    case "null":
      return null;
    case "undef":
      return undefined;
    case "arr": {
      const items = evaluator.items(v);
      if (!items) return new NotKnown("`JSON.stringify()` of an array not known in full");
      const out: Plain[] = [];
      for (const item of items) {
        const p = toPlain(evaluator, item, depth + 1);
        if (p instanceof NotKnown) return p;
        out.push(p);
      }
      return out;
    }
    case "obj": {
      // No prototype: a key `__proto__` is an ordinary key, as in the object literal.
      const out = Object.create(null) as { [key: string]: Plain };
      for (const key of evaluator.keys(v)) {
        const p = toPlain(evaluator, evaluator.property(v, key), depth + 1);
        if (p instanceof NotKnown) return p;
        out[key] = p;
      }
      return out;
    }
    case "unknown":
      return new NotKnown(v.reason);
    default:
      return new NotKnown(`\`JSON.stringify()\` of a ${v.t === "fn" ? "function" : "module namespace"}`);
  }
}
