// `--tools-json FILE` (or `-`, stdin): lint, list or count a captured MCP tools/list result instead of the project's
// sources (src/tools-json). The config is still found from the working directory (rule settings apply); what is
// about source files (paths, --stdin, --fix, --cache, the baseline's recording) cannot be used with it.
import path from "node:path";
import type { Config } from "../config/index.js";
import type { Project } from "../project.js";
import { readChecked, takeRefusals } from "../base/read-file.js";
import type { Timing } from "../base/timing.js";
import { checkLoaded, UsageError, type CliIO, type CommonOptions } from "./common.js";
import { showList, showValue } from "../base/stderr.js";
import { readStdin, tooLarge } from "./stdin.js";
import { slashPath } from "../base/paths.js";

/** What the lint, directory and stats commands may have been given beside --tools-json. */
interface GivenOptions {
  toolsJson?: string;
  stdin?: boolean;
  stdinFilename?: string;
  fix?: boolean;
  fixDryRun?: boolean;
  cache?: boolean;
  suppressAll?: boolean;
  suppressRule?: string[];
  pruneSuppressions?: boolean;
}

/** Refuses, as usage errors, what is about the project's source files when --tools-json is given. */
export function checkToolsJsonOptions(options: GivenOptions, paths: string[] = []): void {
  if (options.toolsJson === undefined) return;
  if (paths.length > 0) throw new UsageError(`--tools-json lints one captured list: give no paths (got ${showList(paths)})`);
  if (options.fix || options.fixDryRun) {
    const flag = options.fix ? "--fix" : "--fix-dry-run";
    throw new UsageError(`${flag} cannot be used with --tools-json: a captured tools/list is what the server sent, not its source; fix the descriptions in the server's code`);
  }
  if (options.stdin || options.stdinFilename !== undefined) {
    throw new UsageError(`${options.stdin ? "--stdin" : "--stdin-filename"} cannot be used with --tools-json (--tools-json - reads the list from stdin)`);
  }
  const refused = options.cache ? "--cache" : options.suppressAll ? "--suppress-all" : options.suppressRule ? "--suppress-rule" : options.pruneSuppressions ? "--prune-suppressions" : undefined;
  if (refused) throw new UsageError(`${refused} cannot be used with --tools-json (it is about the project's source files)`);
}

/** The project of the capture `spec` names (a file, or `-` for stdin), read with the config's maxFileSize. */
export async function loadToolsJson(spec: string, options: Pick<CommonOptions, "role">, io: CliIO, config: Config, timing?: Timing): Promise<Project> {
  const stdin = spec === "-";
  const shown = stdin ? "the text on stdin" : showValue(spec);
  // The text on stdin is reported as `<stdin>`, as a file of the working directory.
  const file = stdin ? path.join(io.cwd, "<stdin>") : path.resolve(io.cwd, spec);
  const text = stdin ? await stdinText(io, config.maxFileSize) : fileText(file, shown, config.maxFileSize);
  // Loaded on demand, as the project pipeline is (it brings the summarizer and the rules' needs).
  const { toolsJsonProject, ToolsJsonError } = await import("../tools-json/index.js");
  const group = stdin ? "<stdin>" : slashPath(config.root, file);
  let project: Project;
  try {
    project = toolsJsonProject(config, file, text, shown, group, timing);
  } catch (error) {
    if (error instanceof ToolsJsonError) throw new UsageError(error.message);
    throw error;
  }
  const { catalog } = project;
  if (catalog.actions.length === 0 && catalog.problems.length === 0) io.stderr(`summarylint: ${shown} lists no tools; nothing was checked`);
  // Only the check of --role: the hints about finding no declarations are about source files (said above for a list).
  const loaded = { files: catalog.files, actions: Math.max(catalog.actions.length, 1), modules: 0, presets: project.presets };
  checkLoaded({ ...loaded, roles: project.directories.map((d) => d.role) }, config, options, io);
  return project;
}

async function stdinText(io: CliIO, maxBytes: number): Promise<string> {
  const text = await readStdin(io.stdin ?? process.stdin, maxBytes);
  if (text === undefined) throw new UsageError(tooLarge(maxBytes));
  return text;
}

/** The file's text (UTF-8, a byte-order mark dropped), read as any side file is: a regular file, at most `maxBytes`. */
function fileText(file: string, shown: string, maxBytes: number): string {
  try {
    return new TextDecoder("utf-8").decode(readChecked(file, maxBytes));
  } catch (error) {
    // The refusal readChecked records is the project's report of its own files; this one is a usage error.
    takeRefusals();
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === "ENOENT" || code === "ENOTDIR") throw new UsageError(`--tools-json: no such file: ${shown}`);
    throw new UsageError(`--tools-json: cannot read ${shown}: ${message}`);
  }
}
