// A JSON Schema written as a literal: OpenAI's `parameters`, Anthropic's `input_schema`, MCP's
// low-level `inputSchema`, the AI SDK's `jsonSchema({ … })`, Gemini's `parameters` with `Type.STRING`. Read as the
// JSON it is, consts and spreads followed; a value that cannot be read is left out and the reading marked partial.
import type { Expr } from "../extract/facts.js";
import { Readings } from "./schema-readings.js";
import { converted, isUnread, type Located, type SchemaSource } from "./schema-source.js";
import type { Json } from "./schema-forms.js";
import type { ZodReader } from "./zod-schema.js";

/** Gemini's type enums: `Type.STRING` of @google/genai is "STRING", `SchemaType.STRING` of the older SDK "string". */
const GEMINI_TYPES: Record<string, (name: string) => string> = { Type: (n) => n, SchemaType: (n) => n.toLowerCase() };
/** How deep a literal nests before the rest is left out. */
const MAX_NESTING = 40;
/** Keys that only a JSON Schema object has at its top (a raw zod shape or a tool definition has none of them). */
const SCHEMA_KEYS = new Set(["$schema", "$ref", "anyOf", "oneOf", "allOf", "properties", "$defs", "definitions"]);

export class JsonLiteralReader {
  /** Each value read once, by reference: a const used twice (`properties: { a: S, b: S }`) is one reading. */
  private readonly readings: Readings<unknown>;

  constructor(
    private readonly source: SchemaSource,
    private readonly zod: ZodReader,
  ) {
    this.readings = new Readings((depth) => depth > MAX_NESTING, zod.steps);
  }

  /** Whether the object literal `at` is written as a JSON Schema: a literal `type`, or one of its own keywords. */
  isSchema(at: Located): boolean {
    if (at.e.k !== "obj") return false;
    for (const p of at.e.props) {
      if (!("key" in p)) continue;
      if (SCHEMA_KEYS.has(p.key)) return true;
      if (p.key === "type") {
        const type = this.value({ e: p.value, env: at.env }, 0);
        if (typeof type === "string" || Array.isArray(type)) return true;
      }
    }
    return false;
  }

  /** The JSON of a literal schema object. */
  read(at: Located): Json {
    const v = this.value(at, 0);
    if (v !== null && typeof v === "object" && !Array.isArray(v)) return v as Json;
    this.zod.partial = true;
    return {};
  }

  /**
   * The JSON of `at`; undefined when it cannot be read (the reading is then partial). What it returns may be shared
   * with other readings and is never changed.
   */
  private value(at: Located, depth: number): unknown {
    if (this.readings.enter(depth)) return this.leftOut();
    const gemini = this.geminiType(at.e, at);
    if (gemini !== undefined) return gemini;
    const r = this.source.resolve(at);
    if (isUnread(r)) return this.leftOut();
    return this.readings.get(r, depth, this.zod, () => this.valueOf(r, depth));
  }

  /** The JSON of the resolved `r`. */
  private valueOf(r: Located, depth: number): unknown {
    const { e, env } = r;
    if (e.k === "obj") {
      const out: Json = {};
      for (const p of e.props) {
        if ("key" in p) {
          const v = this.value({ e: p.value, env }, depth + 1);
          if (v !== undefined) out[p.key] = v;
        } else if ("spread" in p) {
          const spread = this.value({ e: p.spread, env }, depth + 1);
          if (spread !== null && typeof spread === "object" && !Array.isArray(spread)) {
            this.zod.steps.take(Object.keys(spread).length);
            Object.assign(out, spread);
          } else if (spread !== undefined) this.leftOut();
        } else this.leftOut();
      }
      return out;
    }
    if (e.k === "arr") {
      const out: unknown[] = [];
      for (const item of r.made ?? []) {
        const v = this.value(item, depth + 1);
        if (v !== undefined) out.push(v);
      }
      for (const item of e.items) {
        if ("spread" in item) {
          const spread = this.value({ e: item.spread, env }, depth + 1);
          if (Array.isArray(spread)) {
            // Each item copied is a step: `const A2 = [...A1, ...A1]` doubles at each level.
            this.zod.steps.take(spread.length);
            for (const v of spread as unknown[]) out.push(v);
          } else if (spread !== undefined) this.leftOut();
        } else {
          const v = this.value({ e: item, env }, depth + 1);
          if (v !== undefined) out.push(v);
        }
      }
      return out;
    }
    if (e.k === "call" && this.zod.looksLikeSchema(r)) {
      // A zod schema converted in place (`zodToJsonSchema(schema)`, `z.toJSONSchema(schema)`), or written inside.
      const argument = converted(e);
      const read = this.zod.read(argument === undefined ? r : { e: argument, env });
      return isUnread(read) ? this.leftOut() : read.schema;
    }
    if (e.k === "lit") return e.v;
    const v = this.source.literal(r);
    return v === undefined ? this.leftOut() : v;
  }

  /** `Type.STRING` (imported from a Gemini SDK): the string the SDK sends. */
  private geminiType(e: Expr, at: Located): string | undefined {
    if (e.k !== "prop" || e.obj.k !== "id" || !Object.hasOwn(GEMINI_TYPES, e.obj.name)) return undefined;
    const from = this.source.importOf(e.obj.name, at.env);
    return from?.startsWith("@google/") ? GEMINI_TYPES[e.obj.name](e.name) : undefined;
  }

  private leftOut(): undefined {
    this.zod.partial = true;
    return undefined;
  }
}

