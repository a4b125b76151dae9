// The typed data that crosses each pipeline boundary (docs/design.md#pipeline):
// files -> FileFacts (extract) -> Catalog (resolve) -> Summary/Directory (summarize) -> Diagnostic (lint).
// This file holds the catalog and its items, and the summaries and directories made of them. The findings (Report,
// Diagnostic, Fix) are in src/lint/diagnostic.ts; what the config knows of a rule (Severity, OptionSpec, RuleInfo,
// RuleSetting) in src/config/rule-info.ts, the config's settings (DirectorySettings) in src/config/schema.ts.

/** A span in a source file. Lines and columns are 1-based; the end is exclusive (as ESLint). `file` is absolute. */
export interface Location {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** `unknown` where the source does not say (docs/design.md#provenance): the text's claims are evidence, not a kind. */
export type Kind = "read" | "write" | "unknown";

/**
 * How the harness that reads a group's text cuts it (docs/design.md#harness-profiles): `directory` cuts each
 * description to the directory's summary settings (kumiko: first sentence, 160 characters); `full` sends it whole (MCP
 * tools/list, tool-calling SDKs); `claude-code-skills` lists a skill's description with its when_to_use cut to 250
 * characters; `skill-spec` allows 1,024; `module-list` is the core prompt's list of modules (one line each, whole).
 */
export type HarnessProfile = "directory" | "full" | "claude-code-skills" | "skill-spec" | "module-list";

/** How a text field of a declaration came out of static evaluation (docs/design.md#static-evaluation). */
export type TextStatus =
  | "ok" // evaluated to a string
  | "missing" // no such property, or it evaluated to undefined/null
  | "unresolved"; // could not be evaluated statically; `unresolvedReason` says why

export interface ItemBase {
  name: string;
  description: string | undefined;
  descriptionStatus: TextStatus;
  unresolvedReason?: string;
  /**
   * Offsets in `description` where a substituted part (a template substitution, a `+` operand or joined
   * element that is not a string literal, with the substitutions inside it) starts or ends, ascending. Absent
   * when the description is literal text: one literal, literals joined, or one constant or argument as it is.
   */
  joins?: number[];
  /**
   * Where the description is written in a language summarylint does not read (the Python function whose docstring
   * describes a CopilotKit frontend tool): the description is unresolved, and this says where to look.
   */
  describedBy?: { file: string; line: number; language: string };
  /**
   * Where the declaration's own text starts in `description`, when the framework writes a prefix before it
   * (Matcher.frame): the text before it is not in the source. Absent when the description is all the source's.
   */
  framed?: number;
  /**
   * Where the name was written: the argument of a registration call (`server.registerTool("x", …)`), or a name
   * field of the declaration; absent when the name is inferred (a property key, a variable, a function).
   */
  nameFrom?: "argument" | "field";
  /** The message key of a description written as `t("key", "fallback text")` (the fallback is the description). */
  descriptionKey?: string;
  label?: string;
  /**
   * A label written as a locale map (`label: { en: "Create", de: "Anlegen" }`): every locale's text, in source order
   * (label-locales). `label` is the entry the directory's locale picks. Absent for a plain string label.
   */
  labels?: Record<string, string>;
  /** Where the label of `labels` is written (the label's value in the declaration). Set with `labels`. */
  labelLoc?: Location;
  /** The description's expression, or the declaration when there is none. */
  loc: Location;
  /** The whole declaration (the call or object). */
  declarationLoc: Location;
  /** For a factory instance: the call site that instantiated it. */
  instantiatedAt?: Location;
  /** The preset whose matcher found it ("custom" for a matcher of the config). */
  preset?: string;
  /**
   * Why it is not proven to be a declaration of its framework (it was recognised by a name or a shape alone: a
   * receiver, a callee or a base class not traced to the framework's package). No rule judges it above `info`.
   */
  unproven?: string;
}

export interface Action extends ItemBase {
  type: "action";
  kind: Kind;
  approval: boolean;
  /**
   * The approval field is written but is not a literal (a function of the arguments, a value read at run time):
   * approval may be asked, so `approval: false` does not say that it never is.
   */
  approvalUnknown?: true;
  /**
   * The MCP tool annotations written as boolean literals (https://modelcontextprotocol.io/specification/2025-06-18/server/tools#tool-annotations),
   * for the rules that read each hint as the spec defines it; `kind` is what they say in short. Absent: none written.
   */
  hints?: McpHints;
  feature?: string;
  entity?: string;
  /** undefined: every role may use it. */
  roles?: string[];
  /**
   * The actions an agent is given together (docs/design.md#groups: a piece, an app, a node, a server's package, a tool
   * set's file), the unit of every cross-action rule; undefined: the whole directory (kumiko: a role).
   */
  group?: string;
  /**
   * Why its group is a guess: its framework gives tools to an agent in tool sets, and none was found that holds it,
   * so the tools of its file are taken as one agent's. A rule that compares it with others says so, at info at most.
   */
  groupGuessed?: string;
  /**
   * Why no model can call it: the one call that offers it takes it away (a forced tool choice of another tool,
   * `activeTools` without it, a mock model). Such actions are in `Catalog.uncallable`, not in `actions`.
   */
  uncallable?: string;
  /**
   * The module, namespace or toolset that brings it (docs/design.md#modules-and-skills): the model sees it only once
   * that is loaded. Undefined: a core tool, offered from the start.
   */
  module?: string;
  /** Declared `defer_loading: true` (Anthropic, OpenAI): found through a tool search, not listed up front. */
  deferred?: true;
  /**
   * For a tool object declared in one place and registered in another (`server.registerTool(readTool.name, {
   * description: readTool.description }, …)`, a loop over a list of definitions): the call that registers it (the
   * first, when several do). The action is where its text is written, proven when a registration is.
   */
  registeredAt?: Location;
  /**
   * The object its registration call is made on, when that is a module-level const or import (`server` of
   * `server.registerTool(…)`): the file and name of the const that holds it, an import followed to the module that
   * makes it; and, for a call written in a function, that function (`in`: file and scope). Set only for a call that
   * runs whenever its function or module does (no branch, loop or `catch` around it). Two such registrations of one
   * name on one object clash when both are at modules' top level or both in one function (duplicate-tool-name).
   */
  registeredOn?: { file: string; name: string; in?: string };
  /**
   * `server.tool(name, schema, { title, description }, callback)`: a description written in the object the MCP SDK
   * reads as the tool's annotations (after the input schema), where it is. The tool has no description of its own.
   */
  textInAnnotations?: Location;
  /**
   * The input schema the full catalog would send with it (docs/design.md#counting): read statically from a zod
   * object, a JSON Schema literal or a framework's schema helper. Undefined: the declaration writes no schema (a tool
   * without input).
   */
  inputSchema?: InputSchema;
}

/** MCP's behaviour hints, as written (the spec's defaults are not filled in: an absent key was not written). */
export interface McpHints {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** An action's input schema as far as it could be read without running the project. */
export interface InputSchema {
  /**
   * The schema as compact JSON Schema text, as the SDK would send it; absent when it could not be read. Parts that
   * could not be read (a refinement, a helper summarylint does not know) are left out, and `partial` says so.
   */
  json?: string;
  /** Some parts were left out of `json`. */
  partial?: true;
  /** Why no schema could be read (built at run time, imported from a package, an unknown library). Set when `json` is absent. */
  unread?: string;
}

/** Something that calls the agent's app (a webhook, a poll, an event source), not something the agent calls. */
export interface Trigger extends ItemBase {
  type: "trigger";
  group?: string;
}

/**
 * An MCP server, whose `instructions` (the description here; InitializeResult.instructions in the spec) a client adds
 * to the model's context once it connects. Catalogued, never in a directory; judged by the rules that read a client's
 * cut, and read for hidden characters as a module's instructions are (orders to the model are what instructions hold).
 */
export interface Server extends ItemBase {
  type: "server";
  /** The server's tools' group (its package). */
  group?: string;
}

/**
 * What an MCP server offers beside its tools (the spec's server features): a prompt (`prompts/list`, which clients
 * show as a command the user picks) or a resource (`resources/list`, which clients offer to attach, and Claude Code
 * lists to the model on request), each with a description. Catalogued, never in a directory; no client modelled cuts
 * them, so only the text rules judge them.
 */
export interface ServerFeature extends ItemBase {
  type: "mcp-prompt" | "mcp-resource";
  /** The server's tools' group (its package). */
  group?: string;
}

export interface Feature extends ItemBase {
  type: "feature";
}

export interface Entity extends ItemBase {
  type: "entity";
}

/**
 * The forms of the second directory (docs/design.md#modules-and-skills): a module of the post (`{ name, summary,
 * instructions, tools }`, listed in the core prompt, loaded by `load_module`), an Agent Skill
 * (`skills/<name>/SKILL.md`), an OpenAI namespace of deferred tools, an MCP toolset enabled on demand.
 */
export type ModuleForm = "module" | "skill" | "namespace" | "toolset";

/**
 * Something loaded on demand and listed by one line up front: `description` is that line's text (a module's
 * summary, a skill's description, a namespace's or toolset's description).
 */
export interface Module extends ItemBase {
  type: "module";
  form: ModuleForm;
  /** What loading it adds to the conversation: a module's instructions, a skill's body. Undefined: none is read. */
  instructions?: { text: string; loc: Location };
  /** A skill's `when_to_use`, listed after its description (claude-code-skills). */
  whenToUse?: string;
  /** The names of the tools it brings, as declared (a skill brings none). */
  tools: string[];
  /** The listing it is one line of (a package's modules, a project's skills): the unit of near-duplicate checks. */
  group?: string;
  /** Where the name is written, when it is a value of its own (a skill's front matter `name`). */
  nameLoc?: Location;
}

/**
 * Text sent with every request where modules are listed (docs/design.md#modules-and-skills): a core prompt. `text` is
 * what could be read, with each part that could not (a substitution built at run time) as one U+FFFC character.
 */
export interface Prompt {
  /** The variable or property that holds it (`corePrompt`), else `prompt at line N`. */
  name: string;
  text: string;
  loc: Location;
  /** The listing of the modules it introduces (same scheme as Module.group). */
  group?: string;
}

/**
 * The tool that loads modules (`load_module`, an enable_toolset tool) and the names its parameter allows: undefined
 * when the enum could not be read statically.
 */
export interface ModuleLoader {
  name: string;
  names: string[] | undefined;
  /** Where the enum is written (else the tool's declaration). */
  loc: Location;
  group?: string;
}

export type CatalogItem = Action | Feature | Entity | Trigger | Module | Server | ServerFeature;

/** `not-a-tool`: an element of a captured tools/list (--tools-json) where a tool should be that is none. */
export type FileProblemKind = "syntax" | "template" | "unreadable" | "binary" | "encoding" | "too-large" | "too-deep" | "refused" | "over-limit" | "not-a-tool";

/** A file the extractor could not read fully. The rest of the project is still checked. */
export interface FileProblem {
  kind: FileProblemKind;
  loc: Location;
  detail: string;
  /**
   * A declaration may have been lost: the file names a declaration callee or key, and part of it that the parser
   * would have read was not (nesting past the depth budget). Reported as an error, so such a run never passes.
   */
  lost?: true;
}

/**
 * A limit the resolver reached (docs/design.md#static-evaluation): instances of a factory or elements of a loop
 * that were not expanded (the expanded ones are still checked), or a declaration in a loop over a list not known
 * statically (`list`: its tools are declared wherever the list's elements are, if in the project). Counted by `stats`.
 */
export interface Limit {
  kind: "instances" | "elements" | "list";
  /** The declaration whose instances were cut. */
  loc: Location;
  /** The function (or the loop's list) they come from, for the message. */
  name: string;
  /** How many were not expanded. */
  skipped: number;
  /** How many were. */
  kept: number;
  /** Of a `list`: why its declaration is not proven the framework's (as `Action.unproven`), when it is not. */
  unproven?: string;
}

export interface Catalog {
  /** Absolute project root (the config's folder, or the working directory). */
  root: string;
  /** Absolute paths of every file scanned. */
  files: string[];
  actions: Action[];
  features: Feature[];
  entities: Entity[];
  /** Catalogued and counted, never in a directory, not judged by the action rules. */
  triggers: Trigger[];
  /** MCP servers and their instructions: catalogued, never in a directory. */
  servers: Server[];
  /** The prompts and resources MCP servers offer: catalogued, never in a directory. */
  serverFeatures: ServerFeature[];
  /** Actions offered only to a call that lets no model call them (see `Action.uncallable`): counted, never judged. */
  uncallable: Action[];
  /** The second directory (docs/design.md#modules-and-skills): modules, skills, namespaces and toolsets. */
  modules: Module[];
  /** Core prompts that list modules (docs/design.md#modules-and-skills). */
  prompts: Prompt[];
  /** Tools that load modules, with the names they allow. */
  loaders: ModuleLoader[];
  problems: FileProblem[];
  /** Limits reached while resolving (see Limit). */
  limits: Limit[];
  /** Inline directives per absolute file path. */
  directives: Map<string, Directive[]>;
  /**
   * Folders searched for files that are not sources but decide a result (the Python agents that describe CopilotKit
   * tools, resolve/python-agents.ts). Discovery does not list them, so a run that read them is never stored whole
   * by --cache (its facts still are): a changed docstring shows at the next run.
   */
  otherInputs?: string[];
}

/** `summarylint-disable-next-line`, `summarylint-disable-line`, `summarylint-disable` / `summarylint-enable`. */
export interface Directive {
  type: "disable-next-line" | "disable-line" | "disable" | "enable";
  /** Rule ids; empty means every rule. */
  rules: string[];
  reason?: string;
  loc: Location;
}

// ---- summarize (docs/design.md#summaries) ------------------------------------------------------------------

export interface SummarySettings {
  maxLength: number;
  firstSentence: boolean;
  ellipsis: string;
  /** Regular expression sources removed before the first-sentence cut (flags "g" added). */
  strip: string[];
}

export interface Summary {
  /** The description after strip and whitespace normalization (what offsets refer to). */
  normalized: string;
  /** What the model sees. Never longer than maxLength (JavaScript string length). */
  text: string;
  /** The cap cut it. */
  truncated: boolean;
  /** Later sentences (or paragraphs) were dropped. */
  firstSentenceOnly: boolean;
  /** Offset in `normalized` where the kept text ends (normalized.length when nothing was cut). */
  cutOffset: number;
  /** Characters of `normalized` not shown (normalized.length - cutOffset). */
  lostChars: number;
}

export interface DirectoryLine {
  action: Action;
  summary: Summary;
  /** The rendered line, e.g. `campaign.create (write): Create a campaign for one vehicle.` */
  text: string;
}

export interface FeatureLine {
  feature: Feature;
  summary: Summary;
}

/** A summarized item: what a directory or a module listing shows a line of. */
export type Summarized = Action | Feature | Module;

/** All lines one role sees. `role` is "*" when the project declares no roles. */
export interface Directory {
  role: string;
  lines: DirectoryLine[];
  features: FeatureLine[];
}
