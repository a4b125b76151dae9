// What ties the second directory to the first (docs/design.md#modules-and-skills): each tool a module lists is brought
// by that module, so the model sees it only once the module is loaded. A module of the post or a toolset is matched by
// name within one listing: the module's package and the tool's (the "package" scheme, whatever group the tool's own
// preset gives it for the action rules). A namespace brings the very tool objects it is given (toolNamespace clones
// them), so the tool of a listed name is the one written inside it, else the one of its file, else of its package.
import type { Action, Catalog, Location, Module } from "../types.js";

/** The package group of a file (ResolveOptions.groupOf with no preset: the "package" scheme, or the config's groups). */
export type PackageOf = (file: string) => string | undefined;

/** Sets `action.module` on every action a module brings (the first such module). */
export function linkModuleTools(catalog: Catalog, packageOf: PackageOf): void {
  if (catalog.modules.length === 0) return;
  const owner = new Map<string, string>();
  const namespaces: Module[] = [];
  for (const module of catalog.modules) {
    if (module.form === "namespace") {
      namespaces.push(module);
      continue;
    }
    for (const tool of module.tools) {
      const key = `${module.group ?? ""}\0${tool}`;
      if (!owner.has(key)) owner.set(key, module.name);
    }
  }
  for (const action of catalog.actions) {
    const module = owner.get(`${packageOf(action.declarationLoc.file) ?? ""}\0${action.name}`);
    if (module !== undefined) action.module = module;
  }
  for (const namespace of namespaces) linkNamespace(namespace, catalog.actions, packageOf);
}

/** Each tool a namespace lists: the action of that name declared inside it, else in its file, else in its package. */
function linkNamespace(namespace: Module, actions: Action[], packageOf: PackageOf): void {
  const where = namespace.declarationLoc;
  const pkg = packageOf(where.file);
  for (const tool of namespace.tools) {
    const named = actions.filter((a) => a.name === tool && a.module === undefined);
    const inside = named.filter((a) => contains(where, a.declarationLoc));
    const inFile = named.filter((a) => a.declarationLoc.file === where.file);
    const chosen = inside.length > 0 ? inside : inFile.length > 0 ? inFile : named.filter((a) => packageOf(a.declarationLoc.file) === pkg);
    for (const action of chosen) action.module = namespace.name;
  }
}

/** Does `outer` contain the start of `inner` (same file)? */
function contains(outer: Location, inner: Location): boolean {
  if (outer.file !== inner.file) return false;
  const after = inner.line > outer.line || (inner.line === outer.line && inner.column >= outer.column);
  const before = inner.line < outer.endLine || (inner.line === outer.endLine && inner.column < outer.endColumn);
  return after && before;
}
