// The data model of presets, the same for the built-in presets (one file each in this folder) and the custom
// matchers of a config: what shape declares something, and which properties hold its name, text and other fields.
import type { HarnessProfile, Kind, ModuleForm } from "../../types.js";
import type { DeclType } from "../facts.js";

export type Literal = string | number | boolean | null;

/** A dotted property path into the declaration's object (`description`, `function.name`), or paths tried in order. */
export type FieldSource = string | string[];

/** The action is `write` when the value at `field` is one of `write`, `read` when it is one of `read`. */
export interface KindRule {
  field: string;
  write?: Literal[];
  read?: Literal[];
}

export interface FieldMap {
  name?: FieldSource;
  /** The summary source: the first path present wins (n8n: `action`, then `description`). */
  description: FieldSource;
  label?: FieldSource;
  /** A path whose value `"write"` or `"read"` says the kind, or rules; nothing said: the preset's `kind`. */
  kind?: FieldSource | KindRule[];
  /** A path whose value `true` means the action needs approval. */
  approval?: FieldSource;
  /** A path whose value `true` means the tool is deferred: found by a tool search, not listed up front. */
  deferred?: FieldSource;
  roles?: FieldSource;
  feature?: FieldSource;
  entity?: FieldSource;
  /** A module's instructions: the text loading it adds. */
  instructions?: FieldSource;
  /** A module's tools: an array of tool objects (or references to them), or an object whose keys name them. */
  tools?: FieldSource;
}

/** Fields given as positional arguments of the matched call: `server.tool("get-user", "Get user info", …)`. */
export type Positional = Partial<Record<"name" | "description" | "label", number>>;

/**
 * One shape that declares something. Exactly one of `callee`, `new`, `object`, `typed`, `extends`, `classFields` and `moduleExports` says what
 * is matched; the rest refine it and say where the fields are. The name comes from `positional.name`, else
 * `fields.name`, else the enclosing property key (`tools: { weather: tool({…}) }`), else the variable, the
 * decorated member or the class.
 */
export interface Matcher {
  type: DeclType;
  /** For `type: "module"`: which form of the second directory it declares (default "module"). */
  form?: ModuleForm;
  /** A call `callee(…)` or `x.callee(…)`, also as a decorator `@callee(…)`. */
  callee?: string;
  /** A `new Name(…)` or `new x.Name(…)` expression. */
  new?: string;
  /**
   * An object literal anywhere whose own properties include `where` (key: literal value) and the keys `has`. A
   * `has` path `function.parameters` looks into the object literal at `function` (a value that is not written
   * as a literal there is given the benefit of the doubt). `inProperty`: only as a property's value (a map entry);
   * `inArray`: only as an element of an array literal (`const TOOLS = [{ name, inputSchema }]`).
   */
  object?: {
    where?: Record<string, Literal>;
    has?: string[];
    inProperty?: boolean;
    inArray?: boolean;
    /**
     * Only as an element of an array literal or an argument of a call no matcher describes (`registry.registerTool({
     * … })`): where a project's own registry holds it, not a lone object (a manifest, a config).
     */
    inList?: boolean;
    /**
     * As an element of the `options` array literal of an object literal whose `name` is a literal, only when that
     * name is this one (n8n: the options of the `operation` parameter are what the model reads; those of
     * `licenseOperation` are a choice the user makes in the editor). Elsewhere (spread in, built) it still matches.
     */
    optionOf?: string;
    /** Tried after every other object matcher: a broad shape must not take an object a telling one describes. */
    fallback?: boolean;
    /** With `optionOf`: only as an element of a literal `options` array of that parameter, never elsewhere. */
    optionOnly?: true;
    /**
     * The shape is the framework's wire format or its own definition type (MCP's annotations, OpenAI's `type:
     * "function"`, Anthropic's `input_schema`), which proves it a tool. Without it an object shape is unproven: it is
     * catalogued, and judged by no rule above `info` (extract/visitors/provenance.ts).
     */
    proof?: true;
    /**
     * The key of a tool set's entry whose list proves an unproven object of this shape the framework's, when the
     * object is reached from it through consts and imports: Gemini's `tools: [{ functionDeclarations: LIST }]`.
     */
    listedIn?: string;
  };
  /** `const x: T = {…}` or a class field `p: T = {…}`. */
  typed?: string;
  /** A class that extends one of these: its property initializers are the fields. */
  extends?: string[];
  /**
   * A class, whatever its base, whose own body gives each of these fields a value where it declares it (`name =
   * "read_file"`, `readonly description = …`): a project's own tool class (`class ReadFileTool implements Tool`).
   * Tried only where no `extends` matcher matches the class, and never proven: its fields alone say it is a tool.
   */
  classFields?: string[];
  /**
   * A source file whose top-level exports give each of these names a value where it declares it (`export const method =
   * "createCollection"`, `export const description = …`, `export async function handler`): a tool module, one tool
   * per file, loaded by the project at run time. Never proven: its exports alone say it is a tool.
   */
  moduleExports?: string[];
  /**
   * The packages whose import proves a match of this matcher (extract/visitors/provenance.ts), when they are not the
   * preset's own: a preset picked by a file's text names no package, its decorators and types come from several.
   */
  proofFrom?: string[];
  /** `callee`/`new` only as a member call (`server.tool(…)`, not `tool(…)`). */
  member?: boolean;
  /** `callee`/`new` only when imported from one of these modules (or a subpath of one). */
  from?: string[];
  /** For `callee`/`new`: the index of the object argument. Default 0. */
  argument?: number;
  positional?: Positional;
  /**
   * The name is the property `path` of the object at argument `argument`, not a field of the declaration's object:
   * MCP's `new McpServer({ name, version }, { instructions })` names the server in its first argument.
   */
  nameIn?: { argument: number; path: string };
  /**
   * The arguments between the positional name and the last one (the callback) hold, each optional and in this order,
   * the description, the input schema and annotations (the MCP SDK's `server.tool`): recorded for the input schema.
   */
  schemaBetween?: true;
  fields: FieldMap;
  /**
   * What it matches is no declaration when the value at one of these paths is one of its literals: CopilotKit's
   * render-only `available: "disabled"` and its catch-all renderer `name: "*"`. A value not known statically
   * does not skip it.
   */
  unless?: Record<string, Literal[]>;
  /**
   * What it matches is a declaration only when at least one of these paths is present (any value): CopilotKit's
   * useCopilotAction without a `handler` (or `renderAndWaitForResponse`, `renderAndWait`) only renders the call of
   * a backend tool. A value not known statically (a spread of something unknown) keeps it.
   */
  needs?: string[];
  /**
   * Text the framework writes before the description it sends: `prefix` (`{name}` in it is the tool's name), then
   * `separator` and the declaration's own description, or the prefix alone when it has none (CopilotKit's
   * useComponent). The model reads the whole; `ItemBase.framed` says where the declaration's own text starts.
   */
  frame?: { prefix: string; separator: string };
  /**
   * The key a tool set gives it names it, over a name of its own: Mastra's agent sends a tool under the key of its
   * `tools` (`tools: { getUserTool }` is "getUserTool", whatever the `createTool` `id`). A tool in no tool set keeps
   * its own name.
   */
  keyNamesIt?: true;
  /** Filled in when matchers are collected for a project: the preset (or "custom") it comes from. */
  preset?: string;
}

export interface Preset {
  name: string;
  /** npm packages whose presence in package.json or in an import picks this preset (`auto`). */
  packages: string[];
  /** Text that picks the preset for a file that contains it, when no package says so. */
  detect?: RegExp;
  /**
   * What a text must contain for `detect` to match: from each group, one of its strings. A cheap `includes` that
   * spares most files the pattern's lookaheads over the whole text (it never decides a match, only skips). Not
   * worth it for a pattern that is one plain scan already, unless one string says it.
   */
  detectNeeds?: readonly (readonly string[])[];
  /**
   * Not picked by `auto` where one of these presets is (by the package's dependencies, the file's imports or its
   * text): they read the same shapes themselves, and better.
   */
  notWith?: string[];
  matchers: Matcher[];
  /** Calls that return their first argument unchanged for our purpose (`toSingleLineString(…)`). */
  passThrough?: string[];
  /** Regular expressions removed from descriptions before the first-sentence cut (as the config's `strip`). */
  strip?: string[];
  /**
   * What one agent is given together, the unit of the cross-action rules: "folder" (an n8n node and
   * its version), "package" (the nearest package.json: an Activepieces piece, a Pipedream app, an MCP server's
   * package), "tool-set" (the tools passed to one `tools:`, with the tool sets that share a tool with it, else the
   * file: the AI SDKs), "file", "project" (everything: kumiko, whose directories are per role). Default "package".
   */
  group?: GroupScheme;
  /** How its harness cuts the text. Default "full": MCP and the tool-calling SDKs send it whole. */
  profile?: HarnessProfile;
  /** The kind of an action whose declaration does not say. Default "unknown". */
  kind?: Kind;
}

export type GroupScheme = "folder" | "package" | "tool-set" | "file" | "project";

/** A config's `groups` item (src/config/schema.ts): the files it covers, and either a scheme to group them by or one group name for them all. */
export interface GroupSetting {
  files: string[];
  by?: GroupScheme;
  name?: string;
}
