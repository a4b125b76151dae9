// Class declarations across files: `class ListAlertsTool extends AtlasToolBase`, where AtlasToolBase is imported
// from another project file and extends a class an `extends` matcher names (`ToolBase`). Extract records each
// file's named classes and their bases; this follows a chain of imported bases (and re-exports) to its end, in a
// loop with a set of the places seen: a chain of any length is followed (no step limit that silently drops a
// class, issue 15 §8), a cycle ends.
import type { FileFacts } from "../extract/facts.js";
import type { ModuleResolver } from "./modules.js";

/** A place on a chain: a name bound in a file (a class or an import), or an export that a file asks another for. */
type Place = { facts: FileFacts; local: string } | { from: FileFacts; specifier: string; name: string };

export class ClassChains {
  constructor(
    private readonly files: ReadonlyMap<string, FileFacts>,
    private readonly resolver: ModuleResolver,
    private readonly complete: (facts: FileFacts) => void,
  ) {}

  /** Does the class bound to `local` in `facts` (a class of the file or an import) extend a matched class? */
  extendsMatched(facts: FileFacts, local: string): boolean {
    const pending: Place[] = [{ facts, local }];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const place = pending.pop()!;
      if ("local" in place) {
        const key = `${place.facts.file}\0${place.local}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const imported = place.facts.imports.get(place.local);
        if (imported) {
          pending.push({ from: place.facts, specifier: imported.from, name: imported.name });
          continue;
        }
        const c = place.facts.classes?.[place.local];
        if (c && "matched" in c) return true;
        if (c) pending.push({ facts: place.facts, local: c.base });
      } else {
        const file = this.resolver.resolve(place.from.file, place.specifier);
        const target = file === undefined ? undefined : this.files.get(file);
        if (!target || place.name === "*") continue;
        const key = `${target.file}\0export\0${place.name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        this.complete(target);
        const binding = target.exports.get(place.name);
        if (binding && "local" in binding) pending.push({ facts: target, local: binding.local });
        else if (binding) pending.push({ from: target, specifier: binding.from, name: binding.name });
        else for (const spec of target.exportStars) pending.push({ from: target, specifier: spec, name: place.name });
      }
    }
    return false;
  }
}
