// Provenance across files (extract/visitors/provenance.ts proves what one file shows): a member call on a const
// another project file makes with the framework (`export const server = new McpServer(…)`), and MCP's tool shape in a
// file that answers tools/list or whose exports such a handler reads.
import type { FileFacts } from "../extract/facts.js";
import type { Matcher } from "../extract/presets/types.js";
import { madeByFramework } from "../extract/visitors/provenance.js";
import type { ExportFinder } from "./exports.js";

/**
 * Is the const imported as `local` into `facts` made by the matcher's framework in its own file (`export const
 * server = new McpServer(…)` in server.ts)? Then a member call on it is proven.
 */
export function madeImport(exports: ExportFinder, complete: (facts: FileFacts) => void, facts: FileFacts, local: string, m: Matcher): boolean {
  const target = exports.imported(facts, local);
  if ("value" in target) return false;
  complete(target.facts);
  return madeByFramework(m, target.facts.made?.[target.local]);
}

/**
 * The files whose tool-shaped objects a tools/list handler of the MCP SDK answers with: each file with such a handler,
 * and the project files its handler's imports lead to (FileFacts.toolList).
 */
export function toolListFiles(exports: ExportFinder, allFacts: readonly FileFacts[]): Set<string> {
  const files = new Set<string>();
  for (const facts of allFacts) {
    if (!facts.toolList) continue;
    files.add(facts.file);
    for (const local of facts.toolList.imports) {
      const target = exports.imported(facts, local);
      if (!("value" in target)) files.add(target.facts.file);
    }
  }
  return files;
}

/**
 * The object a member call is made on (Decl.receiver): the file and name of the module-level const that holds it,
 * an import followed to the module that makes it; undefined when the import leads to no project file's const.
 */
export function receiverOf(exports: ExportFinder, facts: FileFacts, local: string): { file: string; name: string } | undefined {
  if (!facts.imports.has(local)) return { file: facts.file, name: local };
  const target = exports.imported(facts, local);
  return "value" in target ? undefined : { file: target.facts.file, name: target.local };
}
