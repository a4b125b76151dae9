// What ties the second directory to the first (DESIGN §11): each tool a module lists is brought by that module, so
// the model sees it only once the module is loaded. Matched by name within one listing: the module's package and
// the tool's (the "package" scheme, whatever group the tool's own preset gives it for the action rules).
import type { Catalog } from "../types.js";

/** The package group of a file (ResolveOptions.groupOf with no preset: the "package" scheme, or the config's groups). */
export type PackageOf = (file: string) => string | undefined;

/** Sets `action.module` on every action whose name a module of its package lists (the first such module). */
export function linkModuleTools(catalog: Catalog, packageOf: PackageOf): void {
  if (catalog.modules.length === 0) return;
  const owner = new Map<string, string>();
  for (const module of catalog.modules) {
    for (const tool of module.tools) {
      const key = `${module.group ?? ""}\0${tool}`;
      if (!owner.has(key)) owner.set(key, module.name);
    }
  }
  for (const action of catalog.actions) {
    const module = owner.get(`${packageOf(action.declarationLoc.file) ?? ""}\0${action.name}`);
    if (module !== undefined) action.module = module;
  }
}
