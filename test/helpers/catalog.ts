// Synthetic catalogs for tests: just enough of a project to feed the rules, without reading files.

import type { Action, Catalog, Entity, Feature, FileProblem, Location, Module, Server, Trigger } from "../../src/types.js";

export const ROOT = "/project";
export const FILE = "/project/src/handlers.ts";

/** A location on one line; the span runs to `endColumn` (default: column + 10). */
export function loc(line: number, column = 1, more: Partial<Location> = {}): Location {
  return { file: FILE, line, column, endLine: line, endColumn: column + 10, ...more };
}

type ItemOverrides<T> = Partial<Omit<T, "type" | "name">> & { line?: number; file?: string };

/**
 * The common fields of a declaration. `descriptionStatus` follows the description unless given:
 * "ok" for a string, "missing" for undefined.
 */
function base<T>(name: string, overrides: ItemOverrides<T>) {
  const { line = 1, file = FILE, ...rest } = overrides as ItemOverrides<Action>;
  const description = rest.description;
  const where = loc(line, 1, { file });
  return {
    name,
    description,
    descriptionStatus: description === undefined ? ("missing" as const) : ("ok" as const),
    loc: where,
    declarationLoc: where,
    ...rest,
  };
}

export function action(name: string, overrides: ItemOverrides<Action> = {}): Action {
  return { type: "action", kind: "read", approval: false, ...base(name, overrides) } as Action;
}

export function feature(name: string, overrides: ItemOverrides<Feature> = {}): Feature {
  return { type: "feature", ...base(name, overrides) } as Feature;
}

export function entity(name: string, overrides: ItemOverrides<Entity> = {}): Entity {
  return { type: "entity", ...base(name, overrides) } as Entity;
}

/** A module of the second directory (docs/design.md#modules-and-skills); `form` defaults to "module", with no tools. */
export function module(name: string, overrides: ItemOverrides<Module> = {}): Module {
  return { type: "module", form: "module", tools: [], ...base(name, overrides) } as Module;
}

/** An MCP server; its `description` is the server's instructions. */
export function server(name: string, overrides: ItemOverrides<Server> = {}): Server {
  return { type: "server", ...base(name, overrides) } as Server;
}

export function trigger(name: string, overrides: ItemOverrides<Trigger> = {}): Trigger {
  return { type: "trigger", ...base(name, overrides) } as Trigger;
}

export function problem(kind: FileProblem["kind"], file: string, detail = "", line = 1, column = 1): FileProblem {
  return { kind, detail, loc: { file, line, column, endLine: line, endColumn: column + 1 } };
}

export function catalog(parts: Partial<Catalog> = {}): Catalog {
  return {
    root: ROOT,
    files: [FILE],
    actions: [],
    features: [],
    entities: [],
    uncallable: [],
    modules: [],
    prompts: [],
    loaders: [],
    problems: [],
    limits: [],
    directives: new Map(),
    ...parts,
    triggers: parts.triggers ?? [],
    servers: parts.servers ?? [],
    serverFeatures: parts.serverFeatures ?? [],
  };
}
