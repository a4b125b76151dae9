// Build a catalog from in-memory sources: extract + resolve exactly as the CLI does, without touching disk.
import { extractFile } from "../../src/extract/extract.js";
import { PresetChooser } from "../../src/extract/choose.js";
import type { Matcher } from "../../src/extract/presets/types.js";
import { buildCatalog } from "../../src/resolve/catalog.js";
import { aliasPrefixes, ModuleResolver, type PathMapping } from "../../src/resolve/modules.js";
import type { Catalog } from "../../src/types.js";

export const ROOT = "/project";

/**
 * `files` maps a root-relative path ("src/a.ts") to its source text. `grouped`: each action gets its group
 * (docs/design.md#groups).
 */
export function catalogOf(
  files: Record<string, string>,
  options: { presets?: string[]; custom?: Matcher[]; mapping?: PathMapping; locale?: string; grouped?: boolean } = {},
): Catalog {
  const chooser = new PresetChooser(ROOT, options.presets ?? ["kumiko"], options.custom);
  const matchers = chooser.matchers;
  const aliases = aliasPrefixes(options.mapping);
  const texts = new Map(Object.entries(files).map(([rel, text]) => [`${ROOT}/${rel}`, text]));
  const facts = [...texts].map(([file, text]) => extractFile(file, text, chooser.select(file, text), { aliases }));
  const resolver = new ModuleResolver(new Set(texts.keys()), options.mapping);
  const complete = (f: { file: string }) => extractFile(f.file, texts.get(f.file)!, chooser.select(f.file, texts.get(f.file)!), { aliases, full: true });
  const groupOf = options.grouped ? chooser.groupOf : undefined;
  const groupGuess = options.grouped ? chooser.groupGuess : undefined;
  return buildCatalog(facts, { root: ROOT, matchers, resolver, complete, locale: options.locale ?? "en", passThrough: chooser.passThrough, groupOf, groupGuess });
}

/** name -> description of every action, in catalog order. */
export function descriptions(catalog: Catalog): Record<string, string | undefined> {
  return Object.fromEntries(catalog.actions.map((a) => [a.name, a.description]));
}
