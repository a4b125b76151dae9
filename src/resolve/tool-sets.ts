// Tool sets (docs/design.md#groups): the tools passed to one `tools:` are what one agent is given together, the group
// of the presets whose scheme is "tool-set" (the AI SDKs). A tool set is the value of a `tools:`
// (extract/visitors/offered.ts) followed through consts, spreads and imports (`tools: { ...baseTools, weather }`,
// `baseTools` imported from another file): each tool declaration it reaches is a member, and so is each declaration
// written inside it (also a factory's instance made by a call written inside it). Two tool sets that share a tool are
// one group: an agent given either sees that tool beside the other's, and a union never hides a pair the model must
// tell apart. Where the set names a tool (`tools: { weather: weatherTool }`), that key is the name the model sees for a
// tool without a name of its own.
import type { Decl, Expr, FileFacts, Span } from "../extract/facts.js";
import type { ExportFinder } from "./exports.js";

/** Where a tool set is written: its file and the line of its `tools:` value (the group's name). */
export interface ToolSetPlace {
  file: string;
  line: number;
}

/** How deep consts that hold maps of tools are followed (`tools: allTools`, `allTools = { ...readTools, … }`). */
const MAX_DEPTH = 16;

export class ToolSets {
  /** Each tool set in file order, with the span of its value. */
  private readonly sets: { file: string; span: Span }[] = [];
  /** Union-find parents over `sets`: tool sets that share a tool are one group. */
  private readonly parent: number[] = [];
  private readonly members = new Map<Decl, { set: number; key?: string }>();
  /** The tool sets of each file, by index. */
  private readonly byFile = new Map<string, number[]>();
  /** Objects reached from a listing key of a tool set (`tools: [{ functionDeclarations: DECLARATIONS }]`), by key. */
  private readonly listed = new Map<string, Set<Decl>>();

  constructor(
    allFacts: readonly FileFacts[],
    private readonly exports: ExportFinder,
    private readonly complete: (facts: FileFacts) => void,
    /** The keys whose lists prove the objects they reach (Matcher.object.listedIn). */
    private readonly listingKeys: ReadonlySet<string> = new Set(),
  ) {
    for (const facts of allFacts) {
      for (const { span, value } of facts.toolSets ?? []) {
        const set = this.sets.length;
        this.sets.push({ file: facts.file, span });
        this.parent.push(set);
        this.byFile.set(facts.file, [...(this.byFile.get(facts.file) ?? []), set]);
        for (const decl of facts.decls) if (inside(decl.span, span)) this.add(decl, set, undefined);
        this.collect(facts, value, set, undefined, 0, new Set());
      }
    }
  }

  /** The tool set of a declaration (the first of its group), and the key the set names it by. */
  of(decl: Decl): { at: ToolSetPlace; key?: string } | undefined {
    const member = this.members.get(decl);
    return member && { at: this.place(member.set), ...(member.key !== undefined && { key: member.key }) };
  }

  /**
   * Is the declaration an object given in the list of a tool set's entry `key` (Matcher.object.listedIn)? Gemini's
   * `tools: [{ functionDeclarations: [...] }]` is its own key, so an untyped object there is its declaration.
   */
  isListedIn(decl: Decl, key: string): boolean {
    return this.listed.get(key)?.has(decl) ?? false;
  }

  /** Does `file` hand some value to a `tools:` (a tools/list answer, an API call's tools)? */
  hasSetIn(file: string): boolean {
    return this.byFile.has(file);
  }

  /** The tool set a call written at `span` of `file` is inside (a factory's instance made in a `tools:` value). */
  ofSite(file: string, span: Span): ToolSetPlace | undefined {
    const set = this.byFile.get(file)?.find((s) => inside(span, this.sets[s].span));
    return set === undefined ? undefined : this.place(set);
  }

  private place(set: number): ToolSetPlace {
    const { file, span } = this.sets[this.root(set)];
    return { file, line: span.line };
  }

  private root(set: number): number {
    let s = set;
    while (this.parent[s] !== s) s = this.parent[s] = this.parent[this.parent[s]];
    return s;
  }

  private add(decl: Decl, set: number, key: string | undefined): void {
    const member = this.members.get(decl);
    if (!member) {
      this.members.set(decl, key === undefined ? { set } : { set, key });
      return;
    }
    // The group is named by its first tool set: the lower index is the root.
    const [a, b] = [this.root(member.set), this.root(set)].sort((x, y) => x - y);
    this.parent[b] = a;
    if (member.key === undefined && key !== undefined) member.key = key;
  }

  /** The declarations a tool set's value reaches: entries of maps and lists, consts, imports. */
  private collect(facts: FileFacts, e: Expr, set: number, key: string | undefined, depth: number, seen: Set<string>): void {
    if (depth > MAX_DEPTH) return;
    if (e.k === "obj") {
      for (const entry of e.props) {
        if ("key" in entry && this.listingKeys.has(entry.key)) this.listedObjects(facts, entry.value, entry.key, depth + 1, new Set());
        if ("key" in entry) this.collect(facts, entry.value, set, entry.key, depth + 1, seen);
        else if ("spread" in entry) this.collect(facts, entry.spread, set, undefined, depth + 1, seen);
      }
    } else if (e.k === "arr") {
      for (const item of e.items) this.collect(facts, "spread" in item ? item.spread : item, set, undefined, depth + 1, seen);
    } else if (e.k === "cond") {
      // `...(research ? researchTools : {})`: a tool either branch offers is in the set when that branch is taken.
      this.collect(facts, e.then, set, key, depth + 1, seen);
      this.collect(facts, e.else, set, key, depth + 1, seen);
    } else if (e.k === "bin" && (e.op === "&&" || e.op === "||" || e.op === "??")) {
      // `...(enabled && extraTools)`, `tools ?? defaultTools`.
      this.collect(facts, e.r, set, key, depth + 1, seen);
      if (e.op !== "&&") this.collect(facts, e.l, set, key, depth + 1, seen);
    } else if (e.k === "id") {
      this.reference(facts, e.name, e.scope, set, key, depth, seen);
    } else if (e.k === "call" && e.at) {
      const decl = declAt(facts, e.at);
      if (decl) this.add(decl, set, decl.key === undefined ? key : undefined);
    }
  }

  /** The declared objects a listing key's value lists: elements of arrays, through consts, spreads and imports. */
  private listedObjects(facts: FileFacts, e: Expr, key: string, depth: number, seen: Set<string>): void {
    if (depth > MAX_DEPTH) return;
    if (e.k === "arr") {
      for (const item of e.items) this.listedObjects(facts, "spread" in item ? item.spread : item, key, depth + 1, seen);
    } else if (e.k === "obj" && e.at) {
      const decl = declAt(facts, e.at);
      if (!decl) return;
      const listed = this.listed.get(key);
      if (listed) listed.add(decl);
      else this.listed.set(key, new Set([decl]));
    } else if (e.k === "id") {
      const bound = this.binding(facts, e.name, e.scope, seen);
      if (bound) this.listedObjects(bound.facts, bound.value, key, depth + 1, seen);
    }
  }

  /**
   * The const a name reads, seen from scope `from` of `facts`: the nearest binding, else through the file's imports
   * (each a const of another project file, or imported again), each binding once (`seen`).
   */
  private binding(facts: FileFacts, name: string, from: number, seen: Set<string>): { facts: FileFacts; scope: number; name: string; value: Expr } | undefined {
    for (let hops = 0; hops <= MAX_DEPTH; hops++) {
      let scope = from;
      while (scope >= 0 && !facts.scopes[scope].bindings.has(name)) scope = facts.scopes[scope].parent;
      if (scope >= 0) {
        const id = `${facts.file}\0${scope}\0${name}`;
        if (seen.has(id)) return undefined;
        seen.add(id);
        return { facts, scope, name, value: facts.scopes[scope].bindings.get(name)! };
      }
      if (!facts.imports.has(name)) return undefined;
      const target = this.exports.imported(facts, name);
      if ("value" in target) return undefined;
      this.complete(target.facts);
      [facts, name, from] = [target.facts, target.local, 0];
    }
    return undefined;
  }

  /** A name in a tool set: a tool declared in a const, a const holding more tools, or either imported. */
  private reference(facts: FileFacts, name: string, from: number, set: number, key: string | undefined, depth: number, seen: Set<string>): void {
    const bound = this.binding(facts, name, from, seen);
    if (!bound) return;
    const decl = bound.facts.decls.find((d) => d.variable === bound.name && d.scope === bound.scope);
    // The key is kept even where it is the const's own name (`tools: { lookupOrder }`): a framework that names a
    // tool by its key over the tool's own name (Matcher.keyNamesIt) reads it.
    if (decl) this.add(decl, set, key);
    else this.collect(bound.facts, bound.value, set, undefined, depth + 1, seen);
  }
}

/** The declaration written at `at` (a declaring call or object whose IR says where it is). */
function declAt(facts: FileFacts, at: Span): Decl | undefined {
  return facts.decls.find((d) => d.span.line === at.line && d.span.column === at.column);
}

/** Is span `a` within span `b`? */
function inside(a: Span, b: Span): boolean {
  const startsAfter = a.line > b.line || (a.line === b.line && a.column >= b.column);
  const endsBefore = a.endLine < b.endLine || (a.endLine === b.endLine && a.endColumn <= b.endColumn);
  return startsAfter && endsBefore;
}
