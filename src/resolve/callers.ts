// Which deferred files to extract in full before factories are instantiated (resolve/instances.ts): those that may
// call a factory, found through the imports and re-exports that pass one on, round after round.
import type { Expr, FileFacts } from "../extract/facts.js";
import type { ModuleResolver } from "./modules.js";

/**
 * Complete every deferred file that may call a factory. A call reaches another file's function only through an
 * import, so a deferred file matters when it imports, by name or as a namespace, an export that may pass a
 * factory on: an export of a file that declares inside a function or calls (inside a function) such an import,
 * or a re-export of one. Repeated until nothing changes.
 */
export function completeCallers(
  allFacts: FileFacts[],
  files: ReadonlyMap<string, FileFacts>,
  resolver: ModuleResolver,
  complete: (facts: FileFacts) => void,
): void {
  const target = (f: FileFacts, specifier: string) => {
    const t = resolver.resolve(f.file, specifier); // the resolver keeps its answers by file and specifier
    return t === undefined ? undefined : files.get(t);
  };
  /** Per file, the export names that may pass a factory on ("all": every export). */
  const passing = new Map<FileFacts, "all" | Set<string>>();
  const passes = (t: FileFacts | undefined, name: string): boolean => {
    const names = t && passing.get(t);
    return names !== undefined && (names === "all" || name === "*" || names.has(name));
  };
  const importsPassing = (f: FileFacts, name: string): boolean => {
    const imported = f.imports.get(name);
    return imported !== undefined && passes(target(f, imported.from), imported.name);
  };
  const importsAnyPassing = (f: FileFacts): boolean => {
    for (const name of f.imports.keys()) if (importsPassing(f, name)) return true;
    return false;
  };
  /** What `f` passes on now; undefined when nothing. */
  const passedBy = (f: FileFacts): "all" | Set<string> | undefined => {
    const callsPassing = f.calls.some((c) => {
      const root = rootName(c.callee);
      return c.scope !== 0 && root !== undefined && importsPassing(f, root);
    });
    if (callsPassing || f.decls.some((d) => d.scope !== 0)) return "all";
    const names = new Set<string>();
    for (const [name, e] of f.exports) {
      if ("from" in e ? passes(target(f, e.from), e.name) : aliasOfImport(f, e.local, importsPassing)) names.add(name);
    }
    for (const spec of f.exportStars) {
      const t = target(f, spec);
      const inner = t && passing.get(t);
      if (inner === "all") for (const n of t!.exports.keys()) names.add(n);
      else if (inner) for (const n of inner) names.add(n);
    }
    return names.size > 0 ? names : undefined;
  };
  const size = (v: "all" | Set<string> | undefined) => (v === undefined ? 0 : v === "all" ? Infinity : v.size);

  // A worklist, not rounds over every file: what a file passes on (and whether a deferred one must be completed)
  // depends only on what the files it imports from and re-exports pass on, so a file is looked at again only when
  // one of those grew. Passing only grows, so this reaches the fixed point the rounds reach.
  const { dependents, dependOn } = dependentsOf(target);
  for (const f of allFacts) dependOn(f);
  // Nothing passes a factory on until a file declares inside a function: those files start the worklist, and the
  // rest is reached through what they pass on (a file whose imports pass nothing passes nothing, nor is completed).
  const queue = allFacts.filter((f) => f.decls.some((d) => d.scope !== 0));
  const queued = new Set(queue);
  for (let i = 0; i < queue.length; i++) {
    const f = queue[i];
    queued.delete(f);
    // Its calls and bindings are needed only when it imports something that passes a factory on; its
    // re-exports were recorded even while deferred.
    if (f.deferred && importsAnyPassing(f)) {
      complete(f);
      dependOn(f);
    }
    const now = passedBy(f);
    if (size(now) <= size(passing.get(f))) continue;
    passing.set(f, now!);
    for (const d of dependents.get(f) ?? []) {
      if (!queued.has(d)) {
        queued.add(d);
        queue.push(d);
      }
    }
  }
}

/** The files that import from or re-export each file, and `dependOn(f)`, which records f among those of its targets. */
function dependentsOf(target: (f: FileFacts, specifier: string) => FileFacts | undefined) {
  const dependents = new Map<FileFacts, Set<FileFacts>>();
  const dependOn = (f: FileFacts): void => {
    const add = (specifier: string) => {
      const t = target(f, specifier);
      if (t === undefined) return;
      let set = dependents.get(t);
      if (set === undefined) dependents.set(t, (set = new Set()));
      set.add(f);
    };
    for (const imported of f.imports.values()) add(imported.from);
    for (const e of f.exports.values()) if ("from" in e) add(e.from);
    for (const spec of f.exportStars) add(spec);
  };
  return { dependents, dependOn };
}

/** `export { x }` / `export const make = x` where `x` is an import that passes a factory on. */
function aliasOfImport(f: FileFacts, local: string, importsPassing: (f: FileFacts, name: string) => boolean): boolean {
  if (importsPassing(f, local)) return true;
  const value = f.scopes[0].bindings.get(local);
  const root = value === undefined ? undefined : rootName(value);
  return root !== undefined && importsPassing(f, root);
}

function rootName(e: Expr): string | undefined {
  while (e.k === "prop") e = e.obj;
  return e.k === "id" ? e.name : undefined;
}
