// Class declarations across files: `class ListAlertsTool extends AtlasToolBase`, where AtlasToolBase is imported
// from another project file and extends a class an `extends` matcher names (`ToolBase`). Extract records each
// file's named classes and their bases; this follows a chain of bases to its end, each imported base through the
// evaluator's ExportFinder (re-exports, `export *`), in a loop with a set of the classes seen: a chain of any
// length is followed (no step limit that silently drops a class: docs/design.md#hostile-input), a cycle ends.
import type { FileFacts } from "../extract/facts.js";
import type { ExportFinder } from "./exports.js";

export class ClassChains {
  constructor(
    private readonly exports: ExportFinder,
    private readonly complete: (facts: FileFacts) => void,
  ) {}

  /**
   * Does the class bound to `local` in `facts` (a class of the file or an import) extend a matched class? Undefined
   * when it does not; else why that class is not proven the framework's (extract/visitors/provenance.ts), if it is not.
   */
  extendsMatched(start: FileFacts, startLocal: string): { unproven?: string } | undefined {
    const seen = new Set<string>();
    let facts = start;
    let local = startLocal;
    /** The first class on the way matched by its base's name alone: the answer unless a proven one follows. */
    let guessed: string | undefined;
    const end = () => (guessed === undefined ? undefined : { unproven: guessed });
    for (;;) {
      if (facts.imports.has(local)) {
        const target = this.exports.imported(facts, local);
        if ("value" in target) return end();
        ({ facts, local } = target);
      }
      const key = `${facts.file}\0${local}`;
      if (seen.has(key)) return end();
      seen.add(key);
      this.complete(facts); // a deferred file's classes are recorded only when it is extracted in full
      const c = facts.classes?.[local];
      if (!c) return end();
      if ("matched" in c && c.unproven === undefined) return {};
      if ("matched" in c) guessed ??= c.unproven;
      if (c.base === undefined) return end();
      local = c.base;
    }
  }
}
