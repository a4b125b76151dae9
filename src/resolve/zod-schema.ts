// Zod schemas as JSON Schema: a call chain rooted at zod (`z.object({ a: z.string().describe("…") })`,
// `Base.extend({ … }).partial()`) read statically, as zod-to-json-schema (the MCP SDK, the AI SDK, LangChain) would
// emit it: type, properties, required, description, enum, items, the bounds and formats, `additionalProperties:
// false` for an object. A part that cannot be read (a refinement, a custom schema, a schema of another library) is
// left out and the reading marked partial.
import type { Expr } from "../extract/facts.js";
import type { Env } from "./values.js";
import { Readings, Steps } from "./schema-readings.js";
import { checkKeywords, nullable, objectSchema, requiredOf, reshaped, union, type Json } from "./schema-forms.js";
import { isUnread, rootName, type Located, type SchemaSource, type Unread } from "./schema-source.js";

/** A schema read: its JSON, and whether it may be left out of an object (`.optional()`, `.default()`). */
export interface Read {
  schema: Json;
  optional?: boolean;
}

/** How deep schemas nest inside schemas (an object of arrays of objects …) before the rest counts as unread. */
const MAX_NESTING = 30;
/** Methods whose JSON Schema is their receiver's (checks at run time, transforms of the output). */
const SAME_SCHEMA = new Set(["brand", "readonly", "catch", "transform", "pipe", "trim", "toLowerCase", "toUpperCase", "finite", "safe", "strip", "strict", "nonoptional", "openapi"]);
/** Methods whose check has no JSON Schema form: the check is left out. */
const UNREADABLE_CHECK = new Set(["refine", "superRefine", "check", "startsWith", "endsWith", "includes", "overwrite"]);
const STRING_FORMATS: Record<string, string> = { email: "email", url: "uri", uuid: "uuid", cuid: "cuid", datetime: "date-time", date: "date", time: "time", ip: "ipv4", ipv4: "ipv4", ipv6: "ipv6", base64: "base64", emoji: "emoji" };
const PRIMITIVES: Record<string, Json> = {
  string: { type: "string" },
  number: { type: "number" },
  int: { type: "integer" },
  boolean: { type: "boolean" },
  bigint: { type: "integer", format: "int64" },
  date: { type: "string", format: "date-time" },
  null: { type: "null" },
  any: {},
  unknown: {},
};

export class ZodReader {
  /** Some part was left out. */
  partial = false;
  /** The steps of this schema's reading, which the other readers of it share (schema-readings.ts). */
  readonly steps = new Steps();
  private depth = 0;
  /** Each schema read once, by reference: a const used twice (`{ a: S, b: S }`) is one reading. */
  private readonly readings = new Readings<Read | Unread>((depth) => depth >= MAX_NESTING, this.steps);

  constructor(private readonly source: SchemaSource) {}

  /**
   * Is `name`, where `env` sees it, zod's namespace: any import of "zod", "zod/v4", …, or a `z` a package re-exports
   * (`import { z } from "genkit"`), or a `z` not imported.
   */
  isNamespace(name: string, env: Env): boolean {
    const bound = this.source.importBinding(name, env);
    if (bound === undefined) return name === "z"; // a global, or `const { z } = require("zod")`
    if (isZod(bound.from)) return true;
    if (!/^[./]/.test(bound.from)) return bound.name === "z";
    // A project file's re-export (`export { z as zod } from "zod"`).
    const value = this.source.evaluator.lookup(name, env);
    return value.t === "unknown" && value.from !== undefined && isZod(value.from);
  }

  /** Whether `at` is written as a call chain or read of a schema (not a literal, not an object of values). */
  looksLikeSchema(at: Located): boolean {
    const r = this.source.resolve(at);
    return isUnread(r) || r.e.k === "call" || (r.e.k === "prop" && r.e.name === "shape");
  }

  /**
   * The JSON Schema of a zod schema expression, or why it cannot be read. Its JSON is the caller's to change at the
   * top (`.describe()` sets a key); what is inside it may be shared with other readings and is never changed.
   */
  read(at: Located): Read | Unread {
    if (this.readings.enter(this.depth)) return { unread: "schemas nested too deeply" };
    const r = this.source.resolve(at);
    if (isUnread(r)) return r;
    const read = this.readings.get(r, this.depth, this, () => {
      this.depth++;
      try {
        return this.readResolved(r);
      } finally {
        this.depth--;
      }
    });
    return isUnread(read) ? read : { ...read, schema: { ...read.schema } };
  }

  private readResolved(r: Located): Read | Unread {
    const { e, env } = r;
    if (e.k === "obj") return this.object({ e, env }); // a raw shape: `inputSchema: { a: z.string() }`
    if (e.k === "prop" && e.name === "shape") return this.read({ e: e.obj, env });
    if (e.k === "prop") {
      // `Tool.shape.arguments`: a key of an object schema.
      const owner = this.read({ e: e.obj.k === "prop" && e.obj.name === "shape" ? e.obj.obj : e.obj, env });
      if (isUnread(owner)) return owner;
      const property = (owner.schema.properties as Json | undefined)?.[e.name];
      return property === undefined ? { unread: `\`.${e.name}\` of a schema without that key` } : { schema: property as Json, optional: !requiredOf(owner.schema).includes(e.name) };
    }
    if (e.k !== "call") return { unread: "not a schema" };
    const chain: { name: string; args: Expr[] }[] = [];
    let cur: Expr = e;
    while (cur.k === "call" && cur.callee.k === "prop") {
      chain.push({ name: cur.callee.name, args: cur.args });
      cur = cur.callee.obj;
    }
    let base: Read | Unread;
    const coerce = cur.k === "prop" && cur.name === "coerce" ? cur.obj : undefined;
    const root = coerce ?? cur;
    if (root.k === "id" && this.isNamespace(root.name, env) && chain.length > 0) {
      const made = chain.pop()!;
      base = this.construct(made.name, made.args, env);
    } else if (cur === e) {
      const name = rootName(e.callee);
      return { unread: name === undefined ? "built at run time" : `built by \`${name}()\`, which is not zod` };
    } else base = this.read({ e: cur, env });
    if (isUnread(base)) return base;
    for (let i = chain.length - 1; i >= 0; i--) base = this.modify(base, chain[i].name, chain[i].args, env);
    return base;
  }

  /** What `z.<name>(args)` makes. */
  private construct(name: string, args: Expr[], env: Env): Read | Unread {
    const arg = (i: number): Located => ({ e: args[i] ?? { k: "lit", v: undefined }, env });
    const primitive = Object.hasOwn(PRIMITIVES, name) ? PRIMITIVES[name] : undefined;
    if (primitive) return { schema: { ...primitive } };
    const format = Object.hasOwn(STRING_FORMATS, name) ? STRING_FORMATS[name] : undefined;
    if (format) return { schema: { type: "string", format } };
    switch (name) {
      case "object":
      case "strictObject":
      case "looseObject":
        return args.length === 0 ? { schema: { type: "object", properties: {}, additionalProperties: false } } : this.object(arg(0));
      case "array":
        return { schema: { type: "array", items: this.part(arg(0)).schema } };
      case "tuple": {
        const items = this.list(arg(0)).map((s) => this.part(s).schema);
        return { schema: { type: "array", minItems: items.length, maxItems: items.length, items } };
      }
      case "union":
      case "discriminatedUnion":
        return { schema: union(this.list(arg(name === "union" ? 0 : 1)).map((s) => this.part(s).schema)) };
      case "intersection":
        return { schema: { allOf: [this.part(arg(0)).schema, this.part(arg(1)).schema] } };
      case "record":
        return { schema: { type: "object", additionalProperties: this.part(arg(args.length > 1 ? 1 : 0)).schema } };
      case "literal": {
        const v = this.source.literal(arg(0));
        if (v === undefined) return this.unreadPart();
        return { schema: v === null ? { type: "null" } : { type: typeof v === "number" ? "number" : typeof v, const: v } };
      }
      case "enum":
      case "nativeEnum":
        return { schema: this.enumOf(arg(0)) };
      case "optional":
      case "nullable":
      case "nullish":
        return this.modify(this.part(arg(0)), name, [], env);
      default:
        return this.unreadPart();
    }
  }

  /** `schema.<name>(args)`. */
  private modify(read: Read, name: string, args: Expr[], env: Env): Read {
    const s = read.schema;
    const text = (i: number) => (args[i] === undefined ? undefined : this.source.literal({ e: args[i], env }));
    const num = (i: number) => {
      const v = text(i);
      return typeof v === "number" ? v : undefined;
    };
    const set = (key: string, value: unknown) => {
      if (value === undefined) this.partial = true;
      else s[key] = value;
      return read;
    };
    switch (name) {
      case "describe":
        return set("description", text(0));
      case "regex": {
        const pattern = args[0] === undefined ? undefined : this.source.resolve({ e: args[0], env });
        return set("pattern", pattern && !isUnread(pattern) && pattern.e.k === "unknown" ? pattern.e.regex : undefined);
      }
      case "optional":
        return { ...read, optional: true };
      case "nullable":
        return { ...read, schema: nullable(s) };
      case "nullish":
        return { schema: nullable(s), optional: true };
      case "default":
      case "prefault": {
        const v = text(0);
        if (v !== undefined) s.default = v;
        return { ...read, optional: true };
      }
      case "array":
        return { schema: { type: "array", items: s } };
      case "or":
        return { schema: union([s, this.part({ e: args[0] ?? { k: "lit", v: undefined }, env }).schema]) };
      case "and":
        return { schema: { allOf: [s, this.part({ e: args[0] ?? { k: "lit", v: undefined }, env }).schema] } };
      case "meta": {
        const meta = args[0] === undefined ? undefined : this.source.resolve({ e: args[0], env });
        if (meta && !isUnread(meta) && meta.e.k === "obj") {
          for (const entry of meta.e.props) if ("key" in entry) set(entry.key, this.source.literal({ e: entry.value, env: meta.env }));
        } else this.partial = true;
        return read;
      }
      case "passthrough":
      case "loose":
        return set("additionalProperties", true);
      case "catchall":
        return set("additionalProperties", this.part({ e: args[0] ?? { k: "lit", v: undefined }, env }).schema);
      case "extend":
      case "merge":
      case "safeExtend":
        return this.extend(read, { e: args[0] ?? { k: "lit", v: undefined }, env });
      case "pick":
      case "omit":
      case "partial":
      case "required":
        return this.keys(read, name, args[0] === undefined ? undefined : { e: args[0], env });
      default: {
        const keywords = checkKeywords(s, name, num(0));
        if (keywords !== undefined) {
          for (const [key, value] of keywords) set(key, value);
          return read;
        }
        if (Object.hasOwn(STRING_FORMATS, name)) return set("format", STRING_FORMATS[name]);
        if (!SAME_SCHEMA.has(name) || UNREADABLE_CHECK.has(name)) this.partial = true;
        return read;
      }
    }
  }

  /** `z.object(shape)` or a raw shape: each key's schema, the required ones, no other keys. */
  private object(at: Located): Read | Unread {
    const r = this.source.resolve(at);
    if (isUnread(r)) return r;
    if (r.e.k === "prop" && r.e.name === "shape") return this.read({ e: r.e.obj, env: r.env });
    if (r.e.k !== "obj") return { unread: "an object schema whose shape is not written as an object" };
    const properties: Json = {};
    const required: string[] = [];
    const add = (key: string, read: Read) => {
      properties[key] = read.schema;
      const at = required.indexOf(key);
      if (read.optional && at >= 0) required.splice(at, 1);
      else if (!read.optional && at < 0) required.push(key);
    };
    for (const entry of r.e.props) {
      if ("key" in entry) add(entry.key, this.part({ e: entry.value, env: r.env }));
      else if ("spread" in entry) {
        // `...Base.shape`: the keys of another object schema.
        const spread = this.read({ e: entry.spread, env: r.env });
        if (isUnread(spread) || typeof spread.schema.properties !== "object") this.partial = true;
        else for (const [key, schema] of Object.entries(spread.schema.properties as Json)) add(key, { schema: schema as Json, optional: !requiredOf(spread.schema).includes(key) });
      } else this.partial = true;
    }
    return { schema: objectSchema(properties, required) };
  }

  /** `.extend(shape)` / `.merge(schema)`: the keys of both, the later winning. */
  private extend(read: Read, at: Located): Read {
    const more = this.object(at);
    if (isUnread(more) || typeof read.schema.properties !== "object") {
      this.partial = true;
      return read;
    }
    const properties = { ...(read.schema.properties as Json), ...(more.schema.properties as Json) };
    const added = Object.keys(more.schema.properties as Json);
    const required = [...requiredOf(read.schema).filter((k) => !added.includes(k)), ...requiredOf(more.schema)];
    return { ...read, schema: reshaped(read.schema, properties, required) };
  }

  /** `.pick({ a: true })`, `.omit(…)`, `.partial()`, `.required()` (all keys, or those of the mask). */
  private keys(read: Read, name: string, mask: Located | undefined): Read {
    const s = read.schema;
    if (typeof s.properties !== "object") {
      this.partial = true;
      return read;
    }
    let keys: string[] | undefined;
    if (mask !== undefined) {
      const m = this.source.resolve(mask);
      if (isUnread(m) || m.e.k !== "obj") {
        this.partial = true;
        return read;
      }
      keys = m.e.props.flatMap((p) => ("key" in p ? [p.key] : []));
    }
    const properties = { ...(s.properties as Json) };
    let required = requiredOf(s);
    if (name === "pick" || name === "omit") {
      for (const key of Object.keys(properties)) if ((keys ?? []).includes(key) !== (name === "pick")) delete properties[key];
      required = required.filter((k) => k in properties);
    } else if (name === "partial") required = keys === undefined ? [] : required.filter((k) => !keys.includes(k));
    else required = [...new Set([...required, ...(keys ?? Object.keys(properties))])];
    return { ...read, schema: reshaped(s, properties, required) };
  }

  /** `z.enum([…])`, `z.nativeEnum(Obj)` / `z.enum(Obj)`: the values written. */
  private enumOf(at: Located): Json {
    const r = this.source.resolve(at);
    const values: unknown[] = [];
    if (isUnread(r)) this.partial = true;
    else if (r.e.k === "arr") for (const item of this.list(at)) values.push(this.literalOrMark(item));
    else if (r.e.k === "obj") {
      for (const p of r.e.props) if ("key" in p) values.push(this.literalOrMark({ e: p.value, env: r.env }));
      else this.partial = true;
    } else this.partial = true;
    const known = values.filter((v) => v !== undefined);
    const types = [...new Set(known.map((v) => (typeof v === "number" ? "number" : "string")))];
    return { type: types.length === 1 ? types[0] : types, enum: known };
  }

  private literalOrMark(at: Located): unknown {
    const v = this.source.literal(at);
    if (v === undefined) this.partial = true;
    return v;
  }

  /** The items of an array literal (spreads of known arrays expanded); a part that is not known marks partial. */
  list(at: Located, depth = 0): Located[] {
    const r = this.source.resolve(at);
    if (isUnread(r) || r.e.k !== "arr" || depth >= MAX_NESTING) {
      this.partial = true;
      return [];
    }
    const out: Located[] = [...(r.made ?? [])];
    for (const item of r.e.items) {
      if ("spread" in item) {
        // Each item copied is a step: `const L2 = [...L1, ...L1]` doubles at each level.
        const spread = this.list({ e: item.spread, env: r.env }, depth + 1);
        this.steps.take(spread.length);
        for (const located of spread) out.push(located);
      } else out.push({ e: item, env: r.env });
    }
    return out;
  }

  /** A schema inside a schema: when it cannot be read, `{}` stands for it and the reading is partial. */
  part(at: Located): Read {
    const read = this.read(at);
    if (!isUnread(read)) return read;
    this.partial = true;
    return { schema: {} };
  }

  private unreadPart(): Read {
    this.partial = true;
    return { schema: {} };
  }
}

function isZod(specifier: string): boolean {
  return specifier === "zod" || specifier.startsWith("zod/");
}
