// What extract records of one file: plain, serializable data (no AST nodes), so the AST can be dropped right
// after the walk, and a file's facts can be computed in a worker or cached by content hash.
import type { Directive, FileProblem } from "../types.js";

/** A span as 1-based line/column pairs, end exclusive. The file is implied by the FileFacts holding it. */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * A static expression (docs/design.md#static-evaluation), already stripped of `as`, `satisfies`, `!` and parentheses.
 */
/** Operators of numbers a text may be built with (`${ms / 1000} seconds`). */
export type Arithmetic = "-" | "*" | "/" | "%" | "**";
/** Comparisons of numbers or of texts (`${count > 1 ? "items" : "item"}`). */
export type Comparison = "<" | ">" | "<=" | ">=";

export type Expr =
  | { k: "lit"; v: string | number | boolean | null | undefined }
  /** `at`: where the template is written (a core prompt that lists modules is reported there). */
  | { k: "tpl"; head: string; spans: { e: Expr; text: string }[]; at?: Span }
  | { k: "bin"; op: "??" | "||" | "&&" | "===" | "!==" | "==" | "!=" | Comparison | Arithmetic; l: Expr; r: Expr }
  /** `typeof e` (`typeof d.description === "function" ? d.description() : d.description`). */
  | { k: "typeof"; e: Expr }
  /**
   * `a + b + c …`: the operands of a chain of `+`, left to right (JavaScript's left fold). One flat list, so a
   * generated concatenation of 50,000 terms nests nowhere (walked, stored and evaluated without deep recursion).
   */
  | { k: "cat"; parts: Expr[]; at?: Span }
  | { k: "cond"; test: Expr; then: Expr; else: Expr }
  /** A reference, looked up from `scope` outward. */
  | { k: "id"; name: string; scope: number }
  /** `optional`: written `obj?.name`, undefined where `obj` is null or undefined. */
  | { k: "prop"; obj: Expr; name: string; optional?: true }
  /** `obj[key]` with a key that is not a literal (`TOOL_DESCRIPTIONS[toolName]`): a property once the key is known. */
  | { k: "elem"; obj: Expr; key: Expr }
  /**
   * `at`: where the literal is written, for one with a `name` or `description` key (a tool definition that a loop
   * registers is reported where it is written).
   */
  | { k: "obj"; props: ObjEntry[]; at?: Span }
  | { k: "arr"; items: ArrEntry[] }
  /**
   * `at`: where a call of a declaring callee is written (a tool set finds the declaration by it), or a `[…].join()`
   * of an array literal (a core prompt written as lines).
   */
  | { k: "call"; callee: Expr; args: Expr[]; at?: Span }
  /** A function literal or declaration: its scope holds params, bindings and returned expression. */
  | { k: "fn"; scope: number }
  /**
   * `param`: a value only known per use, like a parameter (a loop variable): what uses it is a template. `regex`: the
   * source of a regular expression literal (a zod `.regex()` check's JSON Schema `pattern`), `flags` its flags.
   * `from`: what the value is computed from, where that tells whose it is (the path of `await import(path)`).
   */
  | { k: "unknown"; reason: string; param?: true; regex?: string; flags?: string; from?: Expr };

export type ObjEntry =
  | { key: string; value: Expr }
  | { spread: Expr }
  /** A computed key that is not a literal: any lookup that misses the known keys is unknown. */
  | { computed: true };

export type ArrEntry = Expr | { spread: Expr };

/** The module (scope 0) or one function. */
export interface Scope {
  parent: number; // -1 for the module
  /** Function name for messages ("crudHandlers"), "" for anonymous functions and the module. */
  name: string;
  /**
   * Parameter names in order. An object pattern is `#<index>` (the names it binds are bindings reading its
   * properties); a rest or array-pattern parameter is null (its value is unknown).
   */
  params: (string | null)[];
  /** const bindings (and function declarations); let/var bind to an `unknown` expression. */
  bindings: Map<string, Expr>;
  /** The function's returned expression, when it has exactly one (an expression body or a single return). */
  returns?: Expr;
  /** Without `returns`: the steps of a body that returns from branches (`if (…) return a; … return b;`, `switch` cases). */
  branches?: Branches;
}

/**
 * A function body's branches as a flat list of steps, from `start`: a condition leads to the step of either outcome,
 * until a step returns (or runs a statement that is not followed). A step leads only to steps listed before it, so
 * following them ends; and a list, unlike a tree, neither nests as deep as the body is long nor repeats the code that
 * two branches run on into.
 */
export interface Branches {
  start: number;
  steps: Branch[];
}

export type Branch =
  /** `written`: the condition as written (a call whose condition is not known says which). */
  | { test: Expr; written: string; then: number; else: number }
  | { returns: Expr }
  /** A statement the body runs that is not followed (a loop, a call, a `throw`): what it does, for the reason. */
  | { stops: string };

/** One front matter value: its text, or why it has none (`notText`: a number, list or mapping), and where it is. */
export interface SkillField {
  text?: string;
  /** What the value is instead of text ("a number", "a list"), when it is not text. */
  notText?: string;
  span: Span;
}

/** What a SKILL.md says, as plain data (read by extract/skill.ts). */
export interface SkillFacts {
  /** Absolute path of the folder holding SKILL.md: the skill's folder, whose name the skill's name must be. */
  folder: string;
  /** The front matter from its opening `---` through its closing one; absent when the file has none. */
  frontMatter?: Span;
  name?: SkillField;
  description?: SkillField;
  /** Claude Code's `when_to_use`, listed after the description. */
  whenToUse?: SkillField;
  /** The Markdown after the front matter (the whole file when there is none): what loading the skill adds. */
  body: { text: string; span: Span };
  /**
   * The front matter could not be read (never closed, not YAML, not a mapping): a FileProblem says so, and no
   * skill is catalogued, since its name and description are not known.
   */
  unreadable?: true;
}

/**
 * What a declaration declares: a module is a group of tools loaded on demand (docs/design.md#modules-and-skills); a
 * server is an MCP server, whose `instructions` a client adds to the model's context once it connects; an MCP prompt
 * or resource is what a server offers beside its tools, with a description of its own.
 */
export type DeclType = "action" | "feature" | "entity" | "trigger" | "module" | "server" | "mcp-prompt" | "mcp-resource";

/** A declaration found by a matcher: a call, `new`, object literal, typed const or class (docs/design.md#presets). */
export interface Decl {
  type: DeclType;
  /** Index of the matcher that found it, in the project's matcher list. */
  matcher: number;
  /** The declaration's object: the call's object argument, the object literal, or the class's fields. */
  arg: Expr;
  /** Fields given as positional arguments of the call (`server.tool("get-user", "Get user info", …)`). */
  positional?: Record<string, Expr>;
  scope: number;
  span: Span;
  /**
   * Spans of the values written in the declaration itself, by field path ("description", "function.name") or
   * positional field name (for pointing at `description:`).
   */
  propSpans: Record<string, Span>;
  /** The variable it is assigned to (`export const createCampaign = defineHandler(…)`), the decorated member or the class. */
  variable?: string;
  /** The key of the property whose value it is (`tools: { weather: tool({…}) }`). */
  key?: string;
  /** Why no model can call it where it is offered (a forced tool choice of another tool, a mock model): offered.ts. */
  uncallable?: string;
  /**
   * A class whose base is imported from another project file (`class ListAlertsTool extends AtlasToolBase`): it
   * declares only when that base extends, there or further up, a class an `extends` matcher names.
   */
  extendsImport?: string;
  /**
   * The innermost loop it sits in: `for (const tool of tools) server.registerTool(tool.name, tool.config)` or
   * `tools.forEach((tool) => server.tool(tool.name, …))`. When its fields read the loop variable, it declares once per
   * element of `of` (resolve/instances.ts). `skip`: the conditions of the loop's guards before it (`if (!tool.mcp)
   * continue;`, or `return;` in a callback), an element for which one is known true declares nothing.
   */
  loop?: LoopOver;
  /**
   * The conditions of the branches of its function it is written in, outside loops (`isOpenAITool(t) ? { … } : …`):
   * an instance for which one is known true is not made (a call whose argument takes the other branch).
   */
  unless?: Expr[];
  /**
   * Why it is not proven to be the framework's (matched by name or shape alone: visitors/provenance.ts). Catalogued,
   * and judged by no rule above `info`.
   */
  unproven?: string;
  /**
   * The receiver of an unproven member call, when it is imported from another project file (`import { server } from
   * "./server.js"`): the resolver proves the call when that file's binding is made by the framework (`made`).
   */
  receiverImport?: string;
  /**
   * The module-level const or import a member call is made on (`server.registerTool(…)` with `const server = new
   * McpServer(…)` or `import { server } from "./server.js"` at the module's level, not shadowed): the one object the
   * call registers on, whichever function the call is in (resolve: Action.registeredOn).
   */
  receiver?: string;
}

/** A call of a project function, kept to instantiate factories once per call site. */
export interface CallSite {
  callee: Expr;
  args: Expr[];
  scope: number;
  span: Span;
  /** The property key or variable the call's result is assigned to. */
  named?: string;
  /**
   * The innermost loop it sits in, when an argument is the loop variable (`for (const tool of tools) register(server,
   * tool)`): a call per element of `of` (resolve/instances.ts), as for a declaration's `loop`.
   */
  loop?: LoopOver;
}

/** A loop a declaration or a call sits in: its variable, its list, and the guards written before the one it holds. */
export type LoopOver = { variable: string; of: Expr; skip?: Expr[] };

export type ImportBinding = { from: string; name: string }; // name: an export name, "default" or "*"
export type ExportBinding = { local: string } | { from: string; name: string };

export interface FileFacts {
  file: string;
  scopes: Scope[];
  decls: Decl[];
  calls: CallSite[];
  imports: Map<string, ImportBinding>;
  exports: Map<string, ExportBinding>;
  /** `export * from "…"` specifiers. */
  exportStars: string[];
  directives: Directive[];
  problems: FileProblem[];
  /** Named classes with a base: matched by an `extends` matcher, or the local name of their base. */
  classes?: Record<string, { matched: true; unproven?: string; base?: string } | { base: string }>;
  /**
   * The values passed to a `tools:` of the file (`generateText({ model, tools: { weather, search: searchTool } })`,
   * `new Agent({ tools: [ … ] })`), each with the span of the value: the tool sets of docs/design.md#groups
   * (resolve/tool-sets.ts).
   */
  toolSets?: { span: Span; value: Expr }[];
  /**
   * Module consts made by a package's class or factory (`export const server = new McpServer(…)`): the package. A
   * member call on one of them in another file is proven the framework's (visitors/provenance.ts).
   */
  made?: Record<string, string>;
  /**
   * The file answers MCP's tools/list (`setRequestHandler(ListToolsRequestSchema, …)` of the SDK): the tool-shaped
   * objects written in it, and in the project files whose imports the handler reads (`imports`), are what the server
   * lists, proven by that (visitors/provenance.ts).
   */
  toolList?: { imports: string[] };
  /** The presets the file was extracted with (its package's, and those it imports). */
  presets?: string[];
  /**
   * Set on a file that names no declaration callee: only its imports and exports were recorded. The resolver
   * extracts it fully the first time it needs a binding or a call site of it.
   */
  deferred?: true;
  /** A SKILL.md file's front matter and body (extract/skill.ts): such a file has nothing else. */
  skill?: SkillFacts;
}

/** The facts of a file with nothing recorded yet (or nothing readable: then `problems` says why). */
/** The expression an object literal writes for a key (`description: …`); undefined for a nested path or another expression. */
export function propertyExpr(arg: Expr, path: string): Expr | undefined {
  if (arg.k !== "obj" || path.includes(".")) return undefined;
  for (const entry of arg.props) if ("key" in entry && entry.key === path) return entry.value;
  return undefined;
}

export function emptyFacts(file: string, problems: FileProblem[] = []): FileFacts {
  return {
    file,
    scopes: [{ parent: -1, name: "", params: [], bindings: new Map() }],
    decls: [],
    calls: [],
    imports: new Map(),
    exports: new Map(),
    exportStars: [],
    directives: [],
    problems,
  };
}
