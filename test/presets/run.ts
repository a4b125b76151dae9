// Load a fixture project in test/fixtures/<name>/ exactly as the CLI would with no config (presets: auto), and
// flatten its catalog into rows a test can compare with toEqual.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../src/config/index.js";
import type { GroupSetting } from "../../src/extract/presets/types.js";
import { RULE_INFOS } from "../../rules/index.js";
import { loadProject, type Project } from "../../src/project.js";
import type { CatalogItem, Kind } from "../../src/types.js";

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");

/**
 * One catalog item. `at` is `file:line:column` (fixture-relative) of the item's location: the description's
 * expression when there is one in the source, else the declaration.
 */
export interface Row {
  type: CatalogItem["type"];
  name: string;
  /** The evaluated description; undefined when missing or unresolved (then `status` says which). */
  description: string | undefined;
  status: CatalogItem["descriptionStatus"];
  at: string;
  /** Actions only. */
  kind?: Kind;
  approval?: boolean;
  /** For a factory instance: `file:line:column` of the call site. */
  instantiatedAt?: string;
}

/**
 * `cut`: the team cuts every preset's actions into a directory (`directory.cut: all`), as kumiko does; without it
 * each preset keeps its harness profile (MCP and the SDKs: the whole description, docs/design.md#harness-profiles).
 */
export function loadFixture(name: string, { cut = false, groups = [] as GroupSetting[] } = {}): Project {
  const root = path.join(FIXTURES, name);
  // Each fixture is a project of its own: the package.json of this repository above it (src/config/load.ts) is not its.
  const { packageRoot: _repository, ...config } = loadConfig({ cwd: root, rules: RULE_INFOS });
  if (cut) config.directory.cut = ["all"];
  config.groups = groups;
  return loadProject(config);
}

export function rowsOf(project: Project): Row[] {
  const root = project.config.root;
  const where = (l: { file: string; line: number; column: number }) =>
    `${path.relative(root, l.file).split(path.sep).join("/")}:${l.line}:${l.column}`;
  const { actions, features, entities, triggers } = project.catalog;
  return [...actions, ...features, ...entities, ...triggers].map((item) => {
    const row: Row = { type: item.type, name: item.name, description: item.description, status: item.descriptionStatus, at: where(item.loc) };
    if (item.type === "action") {
      row.kind = item.kind;
      row.approval = item.approval;
    }
    if (item.instantiatedAt) row.instantiatedAt = where(item.instantiatedAt);
    return row;
  });
}

/** The rows of a fixture, sorted by `at` so the expectation does not depend on discovery order. */
export function fixtureRows(name: string): Row[] {
  return rowsOf(loadFixture(name)).sort((a, b) => compareAt(a.at, b.at));
}

function compareAt(a: string, b: string): number {
  const [fa, la, ca] = a.split(":");
  const [fb, lb, cb] = b.split(":");
  return fa < fb ? -1 : fa > fb ? 1 : Number(la) - Number(lb) || Number(ca) - Number(cb);
}
