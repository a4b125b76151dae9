// Build a catalog from in-memory sources: extract + resolve exactly as the CLI does, without touching disk.
import { extractFile } from "../../src/extract/extract.js";
import { matchersOf } from "../../src/extract/presets.js";
import { buildCatalog } from "../../src/resolve/catalog.js";
import { ModuleResolver, type PathMapping } from "../../src/resolve/modules.js";
import type { Catalog } from "../../src/types.js";

export const ROOT = "/project";

/** `files` maps a root-relative path ("src/a.ts") to its source text. */
export function catalogOf(files: Record<string, string>, options: { presets?: string[]; mapping?: PathMapping; locale?: string } = {}): Catalog {
  const matchers = matchersOf(options.presets ?? ["kumiko"]);
  const facts = Object.entries(files).map(([rel, text]) => extractFile(`${ROOT}/${rel}`, text, matchers));
  const resolver = new ModuleResolver(new Set(facts.map((f) => f.file)), options.mapping);
  return buildCatalog(facts, { root: ROOT, matchers, resolver, locale: options.locale ?? "en" });
}

/** name -> description of every action, in catalog order. */
export function descriptions(catalog: Catalog): Record<string, string | undefined> {
  return Object.fromEntries(catalog.actions.map((a) => [a.name, a.description]));
}
