// Presets say which calls, objects, decorators or class fields declare actions, features and entities, and
// which properties hold each field (DESIGN §5). They are plain data in one matcher model; custom matchers in the
// config use the same model. `auto` picks presets per package from package.json dependencies and imports
// (project.ts); matchers.ts turns the chosen matchers into lookup tables for the walk.
import type { HarnessProfile, Kind, ModuleForm } from "../types.js";
import type { DeclType } from "./facts.js";
import { AI_SDK_DEFERRED, DEFER_LOADING, NAMESPACE_FIELDS, OPENAI_AGENTS, WIRE_TOOL } from "./deferred-fields.js";
import { FRAMEWORK_PRESETS, MODULE_TEXT, MODULE_TEXT_NEEDS } from "./framework-presets.js";

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
  /** A path whose value `true` means the tool is deferred: found by a tool search, not listed up front (DESIGN §11). */
  deferred?: FieldSource;
  roles?: FieldSource;
  feature?: FieldSource;
  entity?: FieldSource;
  /** A module's instructions: the text loading it adds (DESIGN §11). */
  instructions?: FieldSource;
  /** A module's tools: an array of tool objects (or references to them), or an object whose keys name them. */
  tools?: FieldSource;
}

/** Fields given as positional arguments of the matched call: `server.tool("get-user", "Get user info", …)`. */
export type Positional = Partial<Record<"name" | "description" | "label", number>>;

/**
 * One shape that declares something. Exactly one of `callee`, `new`, `object`, `typed` and `extends` says what
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
  };
  /** `const x: T = {…}` or a class field `p: T = {…}`. */
  typed?: string;
  /** A class that extends one of these: its property initializers are the fields. */
  extends?: string[];
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
  matchers: Matcher[];
  /** Calls that return their first argument unchanged for our purpose (`toSingleLineString(…)`). */
  passThrough?: string[];
  /** Regular expressions removed from descriptions before the first-sentence cut (DESIGN §4 `strip`). */
  strip?: string[];
  /**
   * What one agent is given together (DESIGN §10), the unit of the cross-action rules: "folder" (an n8n node and
   * its version), "package" (the nearest package.json: an Activepieces piece, a Pipedream app, an MCP server's
   * package), "tool-set" (the tools passed to one `tools:`, with the tool sets that share a tool with it, else the
   * file: the AI SDKs), "file", "project" (everything: kumiko, whose directories are per role). Default "package".
   */
  group?: GroupScheme;
  /** How its harness cuts the text (DESIGN §10). Default "full": MCP and the tool-calling SDKs send it whole. */
  profile?: HarnessProfile;
  /** The kind of an action whose declaration does not say. Default "unknown" (DESIGN §10). */
  kind?: Kind;
}

export type GroupScheme = "folder" | "package" | "tool-set" | "file" | "project";

const KUMIKO_FIELDS: FieldMap = {
  name: "name",
  description: "description",
  kind: "kind",
  approval: "approval",
  roles: "roles",
  feature: "feature",
  entity: "entity",
  label: "label",
};

const NAME_AND_DESCRIPTION: FieldMap = { name: "name", description: "description" };

/** Packages whose `Tool` type proves a typed const a tool. */
const TOOL_TYPES = ["@modelcontextprotocol/", "@anthropic-ai/", "openai", "@openai/", "ai"];
const LANGCHAIN_TOOL_FIELDS: FieldMap = { name: "name", description: ["description", "schema.description"], deferred: "extras.defer_loading" };
const NESTED_FUNCTION: FieldMap = { name: "function.name", description: "function.description" };

/** MCP's tool annotations, which Pipedream components carry too. */
const DESTRUCTIVE_HINTS: KindRule[] = [
  { field: "annotations.destructiveHint", write: [true] },
  { field: "annotations.readOnlyHint", write: [false], read: [true] },
];

/** A const typed as some SDK's tool: its name and description, MCP's title and hints, a tool search's flag. */
const TYPED_TOOL_FIELDS: FieldMap = {
  ...NAME_AND_DESCRIPTION,
  label: ["title", "annotations.title"],
  kind: DESTRUCTIVE_HINTS,
  deferred: [DEFER_LOADING, "deferLoading"],
};

const PIPEDREAM_FIELDS: FieldMap = { name: "key", description: "description", label: "name", kind: DESTRUCTIVE_HINTS };

/** An MCP tool given as an object: its name (else the enclosing key), description, title and hints. */
const MCP_OBJECT_FIELDS: FieldMap = { name: "name", description: "description", label: ["title", "annotations.title"], kind: DESTRUCTIVE_HINTS };

export const PRESETS: Record<string, Preset> = {
  kumiko: {
    name: "kumiko",
    // The framework's packages (`@kumiko/framework`) and its plain name; a `defineHandler` imported from elsewhere (h3's
    // has the same name) or defined in the project is matched, but unproven (extract/visitors/provenance.ts).
    packages: ["@kumiko/", "kumiko"],
    matchers: [
      { type: "action", callee: "defineHandler", fields: KUMIKO_FIELDS },
      { type: "feature", callee: "defineFeature", fields: KUMIKO_FIELDS },
      { type: "entity", callee: "defineEntity", fields: KUMIKO_FIELDS },
    ],
    // kumiko's own default kind; its directory is per role and cut to the summary settings.
    kind: "read",
    group: "project",
    profile: "directory",
  },
  mcp: {
    name: "mcp",
    // The SDK (v1 `@modelcontextprotocol/sdk`, v2 `@modelcontextprotocol/server`, `/client`, `/node`, …).
    // FastMCP's `addTool` is the fastmcp preset's (framework-presets.ts).
    packages: ["@modelcontextprotocol/", "@supabase/mcp-utils"],
    // MCP's tool annotations with an input schema mark a file of tool definitions that imports nothing of the SDK
    // (a `tools/` folder of a package whose package.json is not in the linted tree). Pipedream components carry the
    // same annotations, with `props`.
    detect: /^(?=[^]*\b(?:readOnlyHint|destructiveHint)\s*:)(?=[^]*\binputSchema\b)/,
    detectNeeds: [["inputSchema"], ["readOnlyHint", "destructiveHint"]],
    matchers: [
      {
        type: "action",
        callee: "registerTool",
        member: true,
        argument: 1,
        positional: { name: 0 },
        fields: {
          description: "description",
          label: "title",
          kind: DESTRUCTIVE_HINTS,
        },
      },
      { type: "action", callee: "tool", member: true, argument: -1, positional: { name: 0, description: 1 }, schemaBetween: true, fields: { description: [] } },
      // Supabase's MCP utilities: `createMcpServer({ tools: { postgrestRequest: tool({ description, parameters,
      // execute }) } })`; the key names the tool.
      { type: "action", callee: "tool", from: ["@supabase/mcp-utils"], fields: { description: "description", kind: DESTRUCTIVE_HINTS } },
      // Tools run as tasks: `server.experimental.tasks.registerToolTask(name, config, handlers)`.
      { type: "action", callee: "registerToolTask", member: true, argument: 1, positional: { name: 0 }, fields: { description: "description", label: "title", kind: DESTRUCTIVE_HINTS } },
      // MCP Apps (`@modelcontextprotocol/ext-apps`): `registerAppTool(server, name, config, handler)`.
      { type: "action", callee: "registerAppTool", argument: 2, positional: { name: 1 }, fields: { description: "description", label: "title", kind: DESTRUCTIVE_HINTS } },
      // Definition maps registered elsewhere (in a loop, through a helper): `{ list_items: { description,
      // parameters | inputSchema, annotations } }`; the key names the tool. The annotations tell a tool
      // definition from any other object with a description and a schema.
      { type: "action", object: { has: ["description", "inputSchema", "annotations"], inProperty: true, proof: true }, fields: MCP_OBJECT_FIELDS },
      { type: "action", object: { has: ["description", "parameters", "annotations"], inProperty: true, proof: true }, fields: MCP_OBJECT_FIELDS },
      { type: "action", object: { has: ["name", "inputSchema", "annotations"], proof: true }, fields: MCP_OBJECT_FIELDS },
      // A server's own tool definer (Chrome DevTools MCP: `defineTool({ name, description, annotations, schema,
      // handler })`): MCP's annotations beside a handler mark a tool whatever its schema key is called.
      { type: "action", object: { has: ["name", "description", "annotations", "handler"], proof: true }, fields: MCP_OBJECT_FIELDS },
      // Without annotations, a description too, or a place in a list of tools (`const TOOLS = [{ name, inputSchema
      // }]`): a workflow (`{ id, name, purpose, steps, inputSchema }`), an API response about one, or Genkit's
      // `defineFlow({ name, inputSchema, outputSchema }, fn)` has a name and an input schema but is no tool.
      // MCP's Tool shape, also the shape of sample responses and test data: proven only where it answers tools/list
      // (extract/visitors/provenance.ts).
      { type: "action", object: { has: ["name", "description", "inputSchema"] }, fields: { ...NAME_AND_DESCRIPTION, label: "title" } },
      { type: "action", object: { has: ["name", "inputSchema"], inArray: true }, fields: { ...NAME_AND_DESCRIPTION, label: "title" } },
      // A const (or the elements of an array) typed with the SDK's `Tool`: `const TOOLS: Tool[] = [{ name, … }]`.
      { type: "action", typed: "Tool", fields: MCP_OBJECT_FIELDS },
      // Tool classes (the MongoDB MCP server): `class ListAlertsTool extends AtlasToolBase { static toolName = "…";
      // description = "…"; static operationType = "read" }`, AtlasToolBase (another file) extending ToolBase.
      {
        type: "action",
        extends: ["ToolBase"],
        fields: { name: ["toolName", "name"], description: "description", kind: [{ field: "operationType", write: ["create", "update", "delete"], read: ["read", "metadata"] }] },
      },
      // Tool classes with MCP's annotations (the Mapbox MCP server): `class UnionTool extends BaseTool<…> { name =
      // "union_tool"; description = "…"; annotations = { readOnlyHint: true } }`.
      { type: "action", extends: ["BaseTool"], fields: MCP_OBJECT_FIELDS },
    ],
  },
  "vercel-ai": {
    name: "vercel-ai",
    group: "tool-set",
    packages: ["ai"],
    matchers: [
      // A tool search through the AI SDK: `providerOptions: { anthropic: { deferLoading: true } }` (or `openai`).
      { type: "action", callee: "tool", from: ["ai"], fields: { description: "description", approval: "needsApproval", deferred: AI_SDK_DEFERRED } },
      { type: "action", callee: "dynamicTool", from: ["ai"], fields: { description: "description", approval: "needsApproval", deferred: AI_SDK_DEFERRED } },
      // A tool set written as plain objects: `tools: { weather: { description, inputSchema, execute } }` (the key
      // names it). The execute function tells a tool from a schema map with descriptions.
      { type: "action", object: { has: ["description", "inputSchema", "execute"], inProperty: true, proof: true }, fields: { description: "description", approval: "needsApproval", deferred: AI_SDK_DEFERRED } },
    ],
  },
  openai: {
    name: "openai",
    group: "tool-set",
    packages: ["openai", "@openai/agents"],
    // A file of modules or a module loader (DESIGN §11) holds OpenAI function objects, with or without the SDK.
    detect: MODULE_TEXT,
    detectNeeds: MODULE_TEXT_NEEDS,
    matchers: [
      // A `tool_choice` (`{ type: "function", function: { name } }`, `{ type: "function", name }`) names a tool
      // without describing it: a declaration has a description or parameters.
      { type: "action", object: { where: { type: "function" }, has: ["function.description"], proof: true }, fields: NESTED_FUNCTION },
      { type: "action", object: { where: { type: "function" }, has: ["function.parameters"], proof: true }, fields: NESTED_FUNCTION },
      // The Responses API's flat function tool, which a tool search may defer (`defer_loading: true`).
      { type: "action", object: { where: { type: "function" }, has: ["name", "description"], proof: true }, fields: WIRE_TOOL },
      { type: "action", object: { where: { type: "function" }, has: ["name", "parameters"], proof: true }, fields: WIRE_TOOL },
      // `tools: [{ metadata: { name, description, parameters } }]`: its own `name`, else the key.
      { type: "action", object: { has: ["description", "parameters"], inProperty: true }, fields: WIRE_TOOL },
      { type: "action", callee: "zodFunction", fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "zodResponsesFunction", fields: NAME_AND_DESCRIPTION },
      // The Agents SDK: tool({ name, description, parameters, deferLoading, execute }).
      { type: "action", callee: "tool", from: OPENAI_AGENTS, fields: { ...NAME_AND_DESCRIPTION, deferred: "deferLoading" } },
      // Namespaces (DESIGN §11): toolNamespace({ name, description, tools: [tool({ … })] }) and the Responses API's
      // `{ type: "namespace", … }`; their name and description are seen up front, their tools once a search loads them.
      { type: "module", form: "namespace", callee: "toolNamespace", from: OPENAI_AGENTS, fields: NAMESPACE_FIELDS },
      { type: "module", form: "namespace", object: { where: { type: "namespace" }, has: ["name", "description", "tools"], proof: true }, fields: NAMESPACE_FIELDS },
    ],
  },
  anthropic: {
    name: "anthropic",
    group: "tool-set",
    packages: ["@anthropic-ai/sdk"],
    // A tool object deferred to a tool search marks a file of tools in the wire format, with or without the SDK.
    detect: /\bdefer_loading\s*:\s*true\b/,
    detectNeeds: [["defer_loading"]],
    matchers: [
      { type: "action", object: { has: ["name", "input_schema"], proof: true }, fields: WIRE_TOOL },
      // The SDK's tool helpers: betaZodTool({ name, description, inputSchema, run }), betaTool({ … }).
      { type: "action", callee: "betaZodTool", from: ["@anthropic-ai/sdk"], fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "betaTool", from: ["@anthropic-ai/sdk"], fields: NAME_AND_DESCRIPTION },
      { type: "action", object: { has: ["description", "input_schema"], inProperty: true, proof: true }, fields: { description: "description", deferred: DEFER_LOADING } },
      // A tool object deferred to a tool search, whatever its schema key (a harness's own tool type): the flag is the
      // tool search's, so it is a tool. Tried last (`fallback`): another shape reads more of it (approval, hints).
      { type: "action", object: { where: { defer_loading: true }, has: ["name", "description"], fallback: true, proof: true }, fields: WIRE_TOOL },
    ],
  },
  activepieces: {
    name: "activepieces",
    packages: ["@activepieces/pieces-framework"],
    matchers: [
      { type: "action", callee: "createAction", fields: { ...NAME_AND_DESCRIPTION, label: "displayName" } },
      { type: "trigger", callee: "createTrigger", fields: { ...NAME_AND_DESCRIPTION, label: "displayName" } },
      { type: "feature", callee: "createPiece", fields: { name: "displayName", description: "description", label: "displayName" } },
    ],
  },
  pipedream: {
    name: "pipedream",
    packages: ["@pipedream/platform"],
    // A workflow's code step is `export default defineComponent({ …, type: "action" })` (a global, not imported) or
    // `export default { …, type: "action" }`, in a file with no package.json (Vue's defineComponent has no type).
    detect: /^(?=[^]*\btype:\s*["']action["'])(?=[^]*(?:\bdefineComponent\s*\(|\bexport\s+default\s*\{))/,
    detectNeeds: [["action"], ["defineComponent", "default"]],
    matchers: [
      { type: "action", object: { where: { type: "action" }, has: ["key"], proof: true }, fields: PIPEDREAM_FIELDS },
      { type: "action", callee: "defineAction", fields: PIPEDREAM_FIELDS },
      // Event sources emit events into workflows; no agent calls them.
      { type: "trigger", object: { where: { type: "source" }, has: ["key"], proof: true }, fields: PIPEDREAM_FIELDS },
      { type: "trigger", callee: "defineSource", fields: PIPEDREAM_FIELDS },
    ],
    passThrough: ["toSingleLineString"],
    // The link's text holds no "[" and its address no "(": each "[See " is then read up to the next one at most (with
    // "[^\\]]*", every "[See " of a text that never closes one read the rest of it: quadratic).
    strip: ["(?<!\\s)\\s*\\[[Ss]ee [^\\][]*\\]\\([^()]*\\)\\.?\\s*$"],
  },
  langchain: {
    name: "langchain",
    group: "tool-set",
    packages: ["langchain", "@langchain/"],
    matchers: [
      // tool(fn, { name, description, schema }) and tool({ name, description, schema }) (the config alone, as
      // LangGraph's UI examples write it): one callee, the config at 1 when there are two arguments, else at 0.
      // Without a description, LangChain takes the schema's (`schema: z.object({ … }).describe("…")`).
      { type: "action", callee: "tool", from: ["@langchain/", "langchain"], argument: 1, fields: LANGCHAIN_TOOL_FIELDS },
      { type: "action", callee: "tool", from: ["@langchain/", "langchain"], fields: LANGCHAIN_TOOL_FIELDS },
      { type: "action", new: "DynamicStructuredTool", fields: NAME_AND_DESCRIPTION },
      { type: "action", new: "DynamicTool", fields: NAME_AND_DESCRIPTION },
      { type: "action", extends: ["Tool", "StructuredTool", "DynamicTool", "DynamicStructuredTool"], fields: NAME_AND_DESCRIPTION },
      // Tool definitions as plain objects, bound with `model.bindTools([…])` or `createOpenAIFnRunnable`: `{ name,
      // description, schema }` (a zod schema) and `{ name, description, parameters }` (a JSON schema).
      { type: "action", object: { has: ["name", "description", "schema"] }, fields: NAME_AND_DESCRIPTION },
      { type: "action", object: { has: ["name", "description", "parameters"] }, fields: NAME_AND_DESCRIPTION },
    ],
  },
  n8n: {
    name: "n8n",
    packages: ["n8n-workflow", "n8n-core"],
    matchers: [
      // An option of the `operation` parameter: n8n's tool description for a node set to it is its `action`
      // (`makeDescription`, with the node's description as fallback); any other options parameter is a setting.
      { type: "action", object: { has: ["name", "value", "action"], optionOf: "operation", proof: true }, fields: { name: "value", description: ["action", "description"], label: "name" } },
      // An option without an `action`: n8n's tool description falls back to its `description`. Only in the `options`
      // of an `operation` parameter written as a literal: `{ name, value, description }` is any options entry's shape.
      {
        type: "action",
        object: { has: ["name", "value", "description"], optionOf: "operation", optionOnly: true, proof: true },
        fields: { name: "value", description: "description", label: "name" },
      },
      // Operations added through a resource builder: `resource.addOperation({ name, action, description })`.
      { type: "action", callee: "addOperation", member: true, fields: { name: "name", description: ["action", "description"], label: "name" } },
      { type: "feature", typed: "INodeTypeDescription", fields: { ...NAME_AND_DESCRIPTION, label: "displayName" } },
      { type: "feature", typed: "INodeTypeBaseDescription", fields: { ...NAME_AND_DESCRIPTION, label: "displayName" } },
    ],
    group: "folder",
  },
  decorators: {
    name: "decorators",
    packages: [],
    // A typed const may name type arguments (`const queryDocs: ToolDefinition<typeof Params, undefined> = {…}`, a pi
    // extension's tool). Agentic's `@aiFunction({ name, description })` methods and `createAIFunction({ … }, fn)`.
    // Typed arrays too (`const tools: Tool[] = […]`, `function all(): ToolDefinition[] {`).
    detect: /@(?:Tool|CreateAction|Action|aiFunction)\s*\(|\bcreateAIFunction\s*\(|:\s*(?:Action|Tool|ToolDefinition)\s*(?:<[^=;{}]*>\s*)?(?:=|\[\]\s*[={])/,
    matchers: [
      // MCP-Nest's `@Tool({ name, description, parameters })`; Agentic's `@aiFunction` and `createAIFunction`; Coinbase
      // AgentKit's `@CreateAction`. `@Action` has no package of its own: never proven.
      { type: "action", callee: "Tool", proofFrom: ["@rekog/mcp-nest"], fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "aiFunction", proofFrom: ["@agentic/"], fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "createAIFunction", proofFrom: ["@agentic/"], fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "CreateAction", proofFrom: ["@coinbase/agentkit"], fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "Action", fields: NAME_AND_DESCRIPTION },
      { type: "action", typed: "Action", fields: NAME_AND_DESCRIPTION },
      // The tool types of the MCP SDK, the Anthropic and OpenAI SDKs and the AI SDK.
      // MCP's hints say the kind where they are written.
      { type: "action", typed: "Tool", proofFrom: TOOL_TYPES, fields: TYPED_TOOL_FIELDS },
      { type: "action", typed: "ToolDefinition", proofFrom: TOOL_TYPES, fields: TYPED_TOOL_FIELDS },
    ],
  },
  ...FRAMEWORK_PRESETS,
};

/** Tags and functions that only re-indent or join lines of their text argument: the text is kept as it is. */
export const COMMON_PASS_THROUGH = ["dedent", "stripIndent", "stripIndents", "outdent", "oneLine", "oneLineTrim", "codeBlock"];

/** The preset `auto` falls back to when nothing picks another: the framework of the posts. */
export const DEFAULT_PRESET = "kumiko";
