// Loading the project a command judges: from a captured tools/list (--tools-json, its module loaded only then) or
// from the sources, with the progress line of a long read, then the hints of common.ts checkLoaded. Kept apart from
// common.ts, which the tools/list reader and the progress line import: nothing they import loads them back.
import type { Config } from "../config/index.js";
import { loadConfig } from "../config/index.js";
import type { Timing } from "../base/timing.js";
import type { Needs } from "../lint/needs.js";
import type { FactsCache } from "../extract/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import type { Project, ProjectSources } from "../project.js";
import { Progress } from "./progress.js";
import { checkLoaded, type CliIO, type CommonOptions } from "./common.js";

export async function load(
  options: Pick<CommonOptions, "config" | "role" | "toolsJson">,
  io: CliIO,
  config?: Config,
  cache?: FactsCache,
  overlay?: Map<string, string>,
  timing?: Timing,
  needs?: Needs,
  sources?: ProjectSources,
): Promise<Project> {
  config ??= loadConfig({ cwd: io.cwd, configPath: options.config, rules: RULE_INFOS });
  if (options.toolsJson !== undefined) {
    const { loadToolsJson } = await import("./tools-json.js");
    return loadToolsJson(options.toolsJson, options, io, config, timing);
  }
  // Loaded on demand: it brings the TypeScript parser, which a --cache re-run of an unchanged project never needs.
  const { loadProject } = await import("../project.js");
  const progress = Progress.of(io);
  let project: Project;
  try {
    project = loadProject(config, { cache, overlay, onFile: progress?.file, timing, needs, sources });
  } finally {
    progress?.done();
  }
  const { catalog } = project;
  checkLoaded({ files: catalog.files, actions: catalog.actions.length, modules: catalog.modules.length, presets: project.presets, roles: project.directories.map((d) => d.role) }, config, options, io);
  return project;
}
