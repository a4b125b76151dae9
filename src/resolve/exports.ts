// What an import refers to: through re-exports (`export { x } from`), imports exported again (`import { x } …;
// export { x }`) and `export *`, to the module binding that holds the value. Followed in a loop, with a set of the
// modules seen, never by recursion: a chain of 2,500 `export *` files is walked like a chain of two
// (docs/design.md#hostile-input). A module's walk through its `export *` modules is kept and taken further as names
// need it, never again per name.
import path from "node:path";
import type { FileFacts } from "../extract/facts.js";
import type { Value } from "./values.js";
import type { ModuleResolver } from "./modules.js";

/** A module binding to evaluate, or a value known without evaluating one (a namespace, unknown, undefined). */
export type ExportTarget = { facts: FileFacts; local: string } | { value: Value };

const UNDEF: Value = { t: "undef" };

export class ExportFinder {
  constructor(
    private readonly files: ReadonlyMap<string, FileFacts>,
    private readonly resolver: ModuleResolver,
    /** Completes a deferred file, whose own exports are known only then. */
    private readonly complete: (facts: FileFacts) => void,
  ) {}

  /** What the import bound to `local` in `facts` refers to. */
  imported(facts: FileFacts, local: string): ExportTarget {
    const { from, name } = facts.imports.get(local)!;
    const target = this.resolver.resolve(facts.file, from);
    if (!target) {
      const reason = /^[./]/.test(from)
        ? `\`${local}\` is imported from "${from}", which is not among the linted files`
        : `\`${local}\` is imported from the package "${from}"`;
      return { value: /^[./]/.test(from) ? { t: "unknown", reason, imported: true } : { t: "unknown", reason, imported: true, from } };
    }
    const targetFacts = this.files.get(target)!;
    return name === "*" ? { value: { t: "ns", facts: targetFacts } } : this.exported(targetFacts, name);
  }

  /** What a module exports under `name`. */
  exported(start: FileFacts, exportName: string): ExportTarget {
    const seen = new Set<string>();
    let facts = start;
    let name = exportName;
    for (;;) {
      const key = `${facts.file}\0${name}`;
      if (seen.has(key)) return { value: { t: "unknown", reason: `the export \`${name}\` is circular` } };
      seen.add(key);
      // A deferred file's re-exports are known; its own exports only once it is completed.
      let binding = facts.exports.get(name);
      if (binding === undefined && facts.deferred) {
        this.complete(facts);
        binding = facts.exports.get(name);
      }
      let next: { from: string; name: string } | undefined;
      if (binding && "local" in binding) {
        const imported = facts.imports.get(binding.local);
        if (!imported) {
          if (facts.scopes[0].bindings.has(binding.local)) return { facts, local: binding.local };
          return { value: notRead(facts, name) ?? UNDEF };
        }
        const target = this.resolver.resolve(facts.file, imported.from);
        if (!target || imported.name === "*") return this.imported(facts, binding.local);
        next = imported;
      } else if (binding) {
        if (!this.resolver.resolve(facts.file, binding.from)) {
          const reason = `\`${name}\` is re-exported from "${binding.from}", which is not among the linted files`;
          return { value: /^[./]/.test(binding.from) ? { t: "unknown", reason } : { t: "unknown", reason, from: binding.from } };
        }
        next = binding;
      }
      if (next) {
        const target = this.files.get(this.resolver.resolve(facts.file, next.from)!)!;
        if (next.name === "*") return { value: { t: "ns", facts: target } };
        facts = target;
        name = next.name;
        continue;
      }
      const found = name === "default" ? { unread: notRead(facts, name) } : this.starExporter(facts, name);
      if ("holder" in found) {
        facts = found.holder;
        continue;
      }
      // Importing a name a module does not export yields undefined (an ES module would not even load), unless a
      // module on the way was not read in full: then the name may well be there.
      return { value: found.unread ?? UNDEF };
    }
  }

  /**
   * The first module reached through `export *` from `facts` (depth first, in source order, as the evaluator has
   * always followed them) whose own exports include `name`. Without one: why the name may still exist, if a module
   * on the way was not read in full.
   */
  private starExporter(facts: FileFacts, name: string): { holder: FileFacts } | { unread?: Value } {
    let walk = this.stars.get(facts);
    if (!walk) this.stars.set(facts, (walk = new StarWalk(facts, this.files, this.resolver, this.complete)));
    const holder = walk.holderOf(name);
    if (holder) return { holder };
    const unread = notRead(facts, name) ?? (walk.firstUnread ? notRead(walk.firstUnread, name) : undefined);
    return unread ? { unread } : {};
  }

  /**
   * The names a module's namespace holds, in order (`Object.values(ns)` of `import * as ns`): its own exports, then
   * those its `export *` modules add (never their `default`).
   */
  names(facts: FileFacts): string[] {
    if (facts.deferred) this.complete(facts);
    let walk = this.stars.get(facts);
    if (!walk) this.stars.set(facts, (walk = new StarWalk(facts, this.files, this.resolver, this.complete)));
    const own = [...facts.exports.keys()];
    const seen = new Set(own);
    return [...own, ...walk.all().filter((name) => name !== "default" && !seen.has(name))];
  }

  /** Per module, its walk through `export *`, taken as far as the names asked so far needed. */
  private readonly stars = new Map<FileFacts, StarWalk>();
}

/**
 * The modules reached through `export *` from one module, depth first in source order, with the first holder of
 * each name they export: walked once, and only as far as a name asked for needs (each module on the way is
 * completed when reached, as before), so n names imported through a barrel of n modules, or through a ring of
 * barrels, cost one walk, not one per name.
 */
class StarWalk {
  /** The first module of the walk whose own exports include the name. */
  private readonly holders = new Map<string, FileFacts>();
  private readonly visited: Set<string>;
  private readonly pending: FileFacts[] = [];
  /** The first module of the walk so far that was not read in full. */
  firstUnread: FileFacts | undefined;

  constructor(
    start: FileFacts,
    private readonly files: ReadonlyMap<string, FileFacts>,
    private readonly resolver: ModuleResolver,
    private readonly complete: (facts: FileFacts) => void,
  ) {
    this.visited = new Set([start.file]);
    this.pushStars(start);
  }

  /** The holder of `name`, walking on until it is found or the walk ends. */
  holderOf(name: string): FileFacts | undefined {
    for (;;) {
      const found = this.holders.get(name);
      if (found !== undefined || this.pending.length === 0) return found;
      this.step();
    }
  }

  /** Every name the walk's modules export, the walk taken to its end. */
  all(): string[] {
    while (this.pending.length > 0) this.step();
    return [...this.holders.keys()];
  }

  /** One module more of the walk: completed, its names recorded (the first holder wins), its own stars next. */
  private step(): void {
    const next = this.pending.pop()!;
    if (this.visited.has(next.file)) return;
    this.visited.add(next.file);
    this.complete(next);
    for (const exported of next.exports.keys()) if (!this.holders.has(exported)) this.holders.set(exported, next);
    if (this.firstUnread === undefined && partlyRead(next)) this.firstUnread = next;
    this.pushStars(next);
  }

  private pushStars(from: FileFacts): void {
    for (let i = from.exportStars.length - 1; i >= 0; i--) {
      const target = this.resolver.resolve(from.file, from.exportStars[i]);
      if (target !== undefined && !this.visited.has(target)) this.pending.push(this.files.get(target)!);
    }
  }
}

/**
 * Unknown when `facts` was not read in full (unreadable, binary, too large, nesting too deep, a syntax error): a
 * name missing from it may be in the part not read. Undefined for a file read in full (or only garbled: encoding).
 */
function notRead(facts: FileFacts, name: string): Value | undefined {
  const problem = partialProblem(facts);
  if (problem === undefined) return undefined;
  return { t: "unknown", reason: `\`${name}\` may be exported by ${path.basename(facts.file)}, which summarylint could not read in full (${problem.kind})` };
}

/** What kept `facts` from being read in full, if anything did (an encoding problem only garbles it). */
function partialProblem(facts: FileFacts): FileFacts["problems"][number] | undefined {
  return facts.problems.find((p) => p.kind !== "encoding");
}

function partlyRead(facts: FileFacts): boolean {
  return partialProblem(facts) !== undefined;
}
