// An action's input schema, read without running the project, for the full catalog's tool JSON
// (text/tool-json.ts): the declaration's schema field (by preset: `inputSchema`, `parameters`, `input_schema`,
// `schema`, kumiko's `input`, the `props` of Activepieces and Pipedream, the schema argument of MCP's
// `server.tool`), followed through consts and imports, and read as a zod schema, a JSON Schema literal or a
// framework's property list. Undefined when the declaration writes no schema.
import type { Decl, Expr } from "../extract/facts.js";
import type { Matcher } from "../extract/presets/types.js";
import type { InputSchema } from "../types.js";
import type { Evaluator } from "./evaluate.js";
import type { Env } from "./values.js";
import { JsonLiteralReader } from "./json-literal.js";
import { PropsReader } from "./props-schema.js";
import { jsonLength, MAX_SCHEMA_CHARACTERS, TOO_LARGE, TOO_MANY_STEPS, TooManySteps } from "./schema-readings.js";
import { converted, isUnread, rootName, SchemaSource, type Located, type Unread } from "./schema-source.js";
import type { Json } from "./schema-forms.js";
import { ZodReader } from "./zod-schema.js";
import { MCP_ANNOTATION_KEYS } from "../extract/presets/fields.js";

/** Where each preset writes the input schema, tried in order; presets not named here write it at DEFAULT_PATHS. */
const PATHS: Record<string, string[]> = {
  kumiko: ["input"],
  activepieces: ["props"],
  pipedream: ["props"],
};
/**
 * Presets whose tools' input schemas are made at run time whatever the declaration says: an n8n node used as a tool
 * takes the parameters its workflow marks with `$fromAI()`.
 */
const MADE_AT_RUN_TIME: Record<string, string> = {
  n8n: "built at run time from the workflow's `$fromAI()` parameters",
};
// `argsShape`: the MongoDB MCP server's tool classes; `args`: Speakeasy's generated MCP servers (`ToolDefinition`).
const DEFAULT_PATHS = ["inputSchema", "input_schema", "parameters", "function.parameters", "parametersJsonSchema", "schema", "argsShape", "args"];

type Outcome = Json | Unread | undefined;

/** How far an action's input schema was read: whole, with parts left out, not at all, or none written. */
export type SchemaStatus = "read" | "partial" | "unread" | "none";

export function schemaStatus(schema: InputSchema | undefined): SchemaStatus {
  if (schema === undefined) return "none";
  if (schema.json === undefined) return "unread";
  return schema.partial ? "partial" : "read";
}

/**
 * The input schema of one action's declaration in one environment. A schema that takes too many steps to read, or
 * whose JSON written out in full is too large (a part used again and again inside it), is unread with that reason:
 * its size is not counted.
 */
export function readInputSchema(evaluator: Evaluator, decl: Decl, env: Env, matcher: Matcher): InputSchema | undefined {
  const reader = new InputSchemaReader(evaluator, matcher.preset);
  let outcome: Outcome;
  try {
    outcome = reader.declaration(decl, env);
  } catch (error) {
    if (error instanceof TooManySteps) return { unread: TOO_MANY_STEPS };
    throw error;
  }
  if (outcome === undefined) return undefined;
  if (isUnread(outcome)) return { unread: outcome.unread };
  if (jsonLength(outcome, MAX_SCHEMA_CHARACTERS) > MAX_SCHEMA_CHARACTERS) return { unread: TOO_LARGE };
  return reader.zod.partial ? { json: JSON.stringify(outcome), partial: true } : { json: JSON.stringify(outcome) };
}

/**
 * Whether an argument is a zod schema (`z.object({ … })`, its `.shape`, a const holding one): at the description's
 * place of `server.tool(name, schema, callback)`, where the SDK takes a text only when it is a string, it is the
 * input schema, and the tool has no description.
 */
export function readsAsZodSchema(evaluator: Evaluator, e: Expr, env: Env): boolean {
  try {
    return !isUnread(new ZodReader(new SchemaSource(evaluator)).read({ e, env }));
  } catch (error) {
    if (error instanceof TooManySteps) return false;
    throw error;
  }
}

class InputSchemaReader {
  readonly source: SchemaSource;
  readonly zod: ZodReader;
  private readonly json: JsonLiteralReader;
  private readonly props: PropsReader;

  constructor(
    evaluator: Evaluator,
    private readonly preset: string | undefined,
  ) {
    this.source = new SchemaSource(evaluator);
    this.zod = new ZodReader(this.source);
    this.json = new JsonLiteralReader(this.source, this.zod);
    this.props = new PropsReader(this.source, this.zod);
  }

  declaration(decl: Decl, env: Env): Outcome {
    const made = MADE_AT_RUN_TIME[this.preset ?? ""];
    if (made !== undefined) return { unread: made };
    const between = decl.positional?.between;
    if (between !== undefined) return this.between({ e: between, env });
    for (const path of PATHS[this.preset ?? ""] ?? DEFAULT_PATHS) {
      const at = this.source.path({ e: decl.arg, env }, path);
      if (at === undefined) continue;
      if (isUnread(at)) return at;
      return this.schema(at, path);
    }
    return undefined;
  }

  /** `server.tool(name, description?, schema?, annotations?, callback)`: the first argument that is no text. */
  private between(list: Located): Outcome {
    const items = this.zod.list(list);
    for (const [i, item] of items.entries()) {
      if (this.source.literal(item) !== undefined) continue; // the description (`DESCRIPTION.trim()`)
      const r = this.source.resolve(item);
      // A description read from a package (the schema is the next argument), or the schema itself.
      if (isUnread(r)) {
        if (i === 0 && items.length > 1) continue;
        return r;
      }
      if (r.e.k === "lit" || r.e.k === "tpl" || r.e.k === "cat") continue;
      if (r.e.k === "obj" && r.e.props.length > 0 && r.e.props.every((p) => "key" in p && MCP_ANNOTATION_KEYS.has(p.key))) continue;
      return this.schema(r, "between");
    }
    return undefined;
  }

  /** The schema written at `at` (the value of the field `path`). */
  private schema(at: Located, path: string): Outcome {
    if (path === "props" && this.preset === "activepieces") return this.props.activepieces(at);
    if (path === "props" && this.preset === "pipedream") return this.props.pipedream(at);
    const r = this.source.resolve(at);
    if (isUnread(r)) return r;
    const { e, env } = r;
    // CopilotKit's parameter list (its hooks, and the runtime's server actions under another preset's matcher).
    if (e.k === "arr") return this.props.copilotkit(r);
    if (e.k === "lit" && (e.v === undefined || e.v === null)) return undefined;
    if (e.k === "obj") {
      if (this.json.isSchema(r)) return this.json.read(r);
      // A raw zod shape (`inputSchema: { city: z.string(), ...CommonArgs }`); an object of anything else is not a schema.
      const shape = e.props.every((p) => ("key" in p ? this.zod.looksLikeSchema({ e: p.value, env }) : "spread" in p ? this.spreadsShape({ e: p.spread, env }) : true));
      return shape ? this.read(r) : undefined;
    }
    if (e.k === "call") {
      const name = rootName(e.callee);
      const leaf = e.callee.k === "id" || e.callee.k === "prop" ? e.callee.name : undefined;
      if (leaf === "jsonSchema" && e.args[0] !== undefined) return this.json.read({ e: e.args[0], env });
      const argument = converted(e);
      if (argument !== undefined) {
        // A project's own converter may change what zod-to-json-schema emits (drop keys, fix `required`).
        if (this.source.evaluator.evaluate(e.callee, env).t === "fn") this.zod.partial = true;
        return this.read({ e: argument, env });
      }
      if (name !== undefined && e.callee.k === "id" && !this.zod.isNamespace(name, env)) {
        const from = this.source.importOf(name, env);
        return { unread: from === undefined ? `built by \`${name}()\`` : `built by \`${name}()\` of \`${from}\`` };
      }
      return this.read(r);
    }
    if (e.k === "prop") return this.read(r);
    return { unread: "not a schema summarylint reads" };
  }

  /** A spread into a raw shape: another shape (an object literal, `Schema.shape`), or what cannot be read. */
  private spreadsShape(at: Located): boolean {
    const r = this.source.resolve(at);
    return isUnread(r) || r.e.k === "obj" || this.zod.looksLikeSchema(r);
  }

  private read(at: Located): Json | Unread {
    const read = this.zod.read(at);
    return isUnread(read) ? read : read.schema;
  }
}
