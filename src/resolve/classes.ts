// Class declarations across files: `class ListAlertsTool extends AtlasToolBase`, where AtlasToolBase is imported
// from another project file and extends a class an `extends` matcher names (`ToolBase`). Extract records each
// file's named classes and their bases; this follows a chain of imported bases (and re-exports) to its end.
import type { FileFacts } from "../extract/facts.js";
import type { ModuleResolver } from "./modules.js";

/** At most this many steps along a chain of bases and re-exports. */
const MAX_STEPS = 20;

export class ClassChains {
  constructor(
    private readonly files: ReadonlyMap<string, FileFacts>,
    private readonly resolver: ModuleResolver,
    private readonly complete: (facts: FileFacts) => void,
  ) {}

  /** Does the class bound to `local` in `facts` (a class of the file or an import) extend a matched class? */
  extendsMatched(facts: FileFacts, local: string, steps = 0): boolean {
    if (steps >= MAX_STEPS) return false;
    const imported = facts.imports.get(local);
    if (imported) return this.exportExtendsMatched(facts, imported.from, imported.name, steps + 1);
    const c = facts.classes?.[local];
    if (!c) return false;
    return "matched" in c || this.extendsMatched(facts, c.base, steps + 1);
  }

  private exportExtendsMatched(from: FileFacts, specifier: string, name: string, steps: number): boolean {
    const file = this.resolver.resolve(from.file, specifier);
    const target = file === undefined ? undefined : this.files.get(file);
    if (!target || name === "*" || steps >= MAX_STEPS) return false;
    this.complete(target);
    const binding = target.exports.get(name);
    if (binding && "local" in binding) return this.extendsMatched(target, binding.local, steps + 1);
    if (binding) return this.exportExtendsMatched(target, binding.from, binding.name, steps + 1);
    return target.exportStars.some((spec) => this.exportExtendsMatched(target, spec, name, steps + 1));
  }
}
