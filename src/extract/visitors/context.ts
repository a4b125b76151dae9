// The state one file's walk shares between its visitors: created once per file by the walk (walk.ts), passed to
// every visitor, dropped with the AST. Nothing in it outlives the file (docs/design.md#pipeline: per file, no shared state).
import { ts } from "ts-morph";
import type { Expr, FileFacts, LoopOver, ObjEntry, Span } from "../facts.js";
import type { MatcherSet } from "../matchers.js";
import type { Matcher } from "../presets/types.js";
import { calleeName } from "../syntax.js";
import { thousands } from "../../base/plural.js";

/** A class of this file an `extends` matcher matched, with its fields: a subclass of it matches too. */
export interface MatchedClass {
  matcher: number;
  props: ObjEntry[];
  pending?: string;
  /** Why it is not proven the framework's (provenance.ts): its subclasses are not either. */
  unproven?: string;
}

/**
 * How deep the walk, the expressions it records and the scopes it collects may nest, counted together: an explicit
 * budget, not the JavaScript stack (docs/design.md#hostile-input). The TypeScript parser itself gives up between 600
 * and 4,000 levels (by construct); real code stays far below. Past it the walk records a `too-deep` file problem at the
 * node it did not enter, and an expression is unknown with the reason.
 */
export const MAX_NESTING = 1000;

export const TOO_DEEP_REASON = `the expression nests more than ${thousands(MAX_NESTING)} levels deep`;

/**
 * A loop the walk is inside: its variable and list, and its guards (`if (!tool.mcp) continue;`) with where each
 * ends, so that a declaration takes only those written before it.
 */
export interface LoopFrame {
  variable: string;
  of: Expr;
  guards: { end: number; condition: Expr }[];
  /**
   * The branches of the body the walk is in, each as the condition that skips an element (`case LIST_TOOL:` of a
   * `switch (name)` skips an element whose name is another; `if (t.mcp) { … }` one whose `mcp` is false).
   */
  within?: Expr[];
}

/** A branch of a function's body the walk is in: the function's scope, the test, and the test's value that skips it. */
export interface BranchFrame {
  scope: number;
  test: ts.Expression;
  skippedWhen: boolean;
}

/** The innermost loop the walk is in, as a node at `pos` sits in it (the guards written before it), if any. */
export function loopAt(ctx: WalkContext, pos: number): LoopOver | undefined {
  const loop = ctx.loops.at(-1);
  if (loop === undefined) return undefined;
  const skip = loop.guards.filter((guard) => guard.end <= pos).map((guard) => guard.condition).concat(loop.within ?? []);
  return skip.length > 0 ? { variable: loop.variable, of: loop.of, skip } : { variable: loop.variable, of: loop.of };
}

/**
 * The functions a visitor calls back into the walk with, lent by walk.ts when it makes a file's context: the walk
 * imports its visitors, and they reach it only through here. `scopeOf` (scopes.ts) is lent the same way, so that an
 * expression's IR (expressions.ts), which names a function by its scope, need not import the scopes that read IR.
 */
export interface Walk {
  /** Walk `node` and what is in it, in `scope`; `variable` and `key` name what it is bound to (walk.ts `Visitor`). */
  readonly visit: (ctx: WalkContext, node: ts.Node, scope: number, variable?: string, key?: string) => void;
  /** Walk the children of a declaration `matcher` matched. */
  readonly visitDeclared: (ctx: WalkContext, node: ts.Node, scope: number, matcher: number) => void;
  /** The scope of a function node, created on first sight. */
  readonly scopeOf: (ctx: WalkContext, fn: ts.FunctionLikeDeclaration, parent: number) => number;
}

export interface WalkContext {
  /** The walk's functions, for the visitors to call back with (see Walk). */
  readonly walk: Walk;
  readonly sf: ts.SourceFile;
  readonly facts: FileFacts;
  /** The file names a declaration callee or key: what the walk does not enter may hold a declaration. */
  readonly mayDeclare: boolean;
  /** Current nesting of the walk, toIR and scopeOf together (see MAX_NESTING). */
  depth: number;
  /** The matchers enabled for this file, and the project's whole list their indices point into. */
  readonly set: MatcherSet;
  readonly all: readonly Matcher[];
  /** Prefixes of the project's tsconfig `paths` aliases (see ExtractOptions). */
  readonly aliases: readonly string[];
  /** Only imports and exports are recorded (the file names no matcher): no bindings, no walk. */
  readonly deferred: boolean;
  /** The scope of each function node seen so far. */
  readonly fnScopes: Map<ts.Node, number>;
  /** The class of each method, accessor and constructor walked so far (the walk has no parent links). */
  readonly memberClasses: Map<ts.Node, ts.ClassLikeDeclaration>;
  /**
   * Whose `this` the walk is in, innermost last: a class's method (with the class), or undefined in a plain function
   * or a class's own body (its field initializers). Arrow functions keep the `this` around them (this-fields.ts).
   */
  readonly thisOwners: ({ cls: ts.ClassLikeDeclaration; method: ts.Node } | undefined)[];
  /** Names bound in each scope (pre-collected, so calls before a hoisted declaration are still recognised). */
  readonly declared: Set<string>[];
  /** Return statements per scope: a function with more than one has no single returned expression. */
  readonly returnCounts: Map<number, number>;
  /** Classes of this file that an `extends` matcher matched, by name. */
  readonly matchedClasses: Map<string, MatchedClass>;
  /** Object literals a matched class's constructor passes to `super(…)`: its fields, no declaration of their own. */
  readonly superArguments: Set<ts.Node>;
  /** Object literals written as elements of an array literal (the walk has no parent links). */
  readonly arrayElements: Set<ts.Node>;
  /** Object literals written as arguments of a call no matcher describes, with the call (the walk has no parent links). */
  readonly callArguments: Map<ts.Node, ts.CallExpression>;
  /** Elements of an `options` array literal, with the literal `name` of the object that holds it. */
  readonly optionOwners: Map<ts.Node, string>;
  /** Tools written in one call's `tools` that the call's options take away, with the reason (see offered.ts). */
  readonly uncallable: Map<ts.Node, string>;
  /** One child visitor per scope, so the walk allocates no closure per node. */
  readonly childVisitors: ((child: ts.Node) => void)[];
  /** Nesting depth inside a matched declaration's object, where object matchers do not look. */
  insideDeclaration: number;
  /** The loops the walk is inside, innermost last (a declaration in one declares per element). */
  readonly loops: LoopFrame[];
  /** The branches of a function's body the walk is in, outside loops (function-branches.ts). */
  readonly branches: BranchFrame[];
  /** Callbacks of `list.forEach(fn)` / `map` / `flatMap` seen at their call, with the loop they run (no parent links). */
  readonly loopCallbacks: Map<ts.Node, LoopFrame>;
  /** `const registerTool = server.registerTool.bind(server)`: the method each such const calls, by scope and name. */
  readonly boundMethods: Map<string, ts.PropertyAccessExpression>;
  /**
   * Consts of a block that reuse a name the function already binds, by that name: the block's span and the name
   * they are bound under (blocks.ts collectBlockConsts); an identifier inside the span reads that one (blockName).
   */
  readonly blockNames: Map<string, { pos: number; end: number; renamed: string }[]>;
  /** Values a registration names (calls.ts visitNamedArgument): the name their property key stands in for. */
  readonly namedValues: Map<ts.Node, string>;
  /** The pushes a list built step by step was folded with (builders.ts): noteMutation leaves them alone. */
  readonly foldedPushes: Set<ts.Node>;
  /** The IR of each object, array, call and template read so far, with the scope it was read in (toIR). */
  readonly irs: Map<ts.Node, { scope: number; ir: Expr }>;
  /** How many times toIR stopped at the nesting budget. */
  cutShort: number;
  /** Names of the file traced to the package that makes their value, collected on first need (provenance.ts). */
  traced?: Map<string, string[]>;
  /** Names the module's own `const` statements bind, collected on first need (receiver.ts, noteReceiver). */
  moduleConsts?: Set<string>;
}

export function createContext(
  walk: Walk,
  sf: ts.SourceFile,
  facts: FileFacts,
  set: MatcherSet,
  aliases: readonly string[],
  deferred: boolean,
  mayDeclare = !deferred,
): WalkContext {
  return {
    walk,
    sf,
    facts,
    mayDeclare,
    depth: 0,
    set,
    all: set.all,
    aliases,
    deferred,
    fnScopes: new Map(),
    memberClasses: new Map(),
    thisOwners: [],
    declared: [new Set()],
    returnCounts: new Map(),
    matchedClasses: new Map(),
    superArguments: new Set(),
    arrayElements: new Set(),
    callArguments: new Map(),
    optionOwners: new Map(),
    uncallable: new Map(),
    childVisitors: [],
    insideDeclaration: 0,
    loops: [],
    branches: [],
    loopCallbacks: new Map(),
    boundMethods: new Map(),
    foldedPushes: new Set(),
    namedValues: new Map(),
    blockNames: new Map(),
    irs: new Map(),
    cutShort: 0,
  };
}

export function spanOf(ctx: WalkContext, node: ts.Node): Span {
  const sf = ctx.sf;
  const a = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  const b = sf.getLineAndCharacterOfPosition(node.getEnd());
  return { line: a.line + 1, column: a.character + 1, endLine: b.line + 1, endColumn: b.character + 1 };
}

/** A callee's name, through a renamed import (`import { tool as aiTool } from "ai"`: `aiTool(…)` is `tool`). */
export function importedName(ctx: WalkContext, callee: ts.Expression): string | undefined {
  const name = calleeName(callee);
  if (name === undefined || !ts.isIdentifier(callee)) return name;
  const imported = ctx.facts.imports.get(name)?.name;
  return imported === undefined || imported === "default" || imported === "*" ? name : imported;
}

/**
 * The walk reached MAX_NESTING at `node` and did not enter it: one `too-deep` problem per file, there. When the file
 * may declare, a declaration inside may be lost, so the problem is fatal (the run fails, never passes unseen).
 */
export function noteTooDeep(ctx: WalkContext, node: ts.Node): void {
  if (ctx.facts.problems.some((p) => p.kind === "too-deep")) return;
  const at = ctx.sf.getLineAndCharacterOfPosition(node.getStart(ctx.sf));
  ctx.facts.problems.push({
    kind: "too-deep",
    loc: { file: ctx.facts.file, line: at.line + 1, column: at.character + 1, endLine: at.line + 1, endColumn: at.character + 2 },
    detail: `it nests more than ${thousands(MAX_NESTING)} levels deep here, and what is inside was not read`,
    ...(ctx.mayDeclare && { lost: true as const }),
  });
}

/** The name an identifier reads: a const of the innermost block around it that reuses the name, else the name. */
export function blockName(ctx: WalkContext, node: ts.Node, name: string): string {
  const blocks = ctx.blockNames.get(name);
  if (blocks === undefined) return name;
  let best: { pos: number; renamed: string } | undefined;
  for (const b of blocks) if (b.pos <= node.pos && node.end <= b.end && (best === undefined || b.pos > best.pos)) best = b;
  return best?.renamed ?? name;
}
