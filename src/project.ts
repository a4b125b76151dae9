// The pipeline (docs/design.md#pipeline), end to end:
//   discover -> extract (per file) -> resolve (project-wide) -> catalog -> summarize -> rules -> suppress
// Formatting and the exit code belong to the CLI.
import fs from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import type { Config } from "./config/index.js";
import { excludedGlobs, ruleSetting, distinctRuleSettings } from "./config/index.js";
import { GLOB_OPTIONS } from "./base/glob-safety.js";
import { discoverFiles, type Discovered } from "./discover/discover.js";
import type { FileFacts } from "./extract/facts.js";
import { PresetChooser, type PresetUse } from "./extract/choose.js";
import { extractAll, extractFull, type ExtractAllOptions, type FactsCache } from "./extract/index.js";
import type { Matcher } from "./extract/presets/types.js";
import { runRules, type RuleError } from "./lint/engine.js";
import type { Rule } from "./lint/rule.js";
import { buildCatalog } from "./resolve/catalog.js";
import { describedByPythonAgents } from "./resolve/python-agents.js";
import { skillModules } from "./resolve/skills.js";
import { aliasPrefixes, ModuleResolver, ProjectLayout, type ModuleMapping } from "./resolve/modules.js";
import { buildDirectories, summarizeCatalog } from "./summarize/directory.js";
import { clientCutsOf, type ClientCuts } from "./summarize/client-cut.js";
import { applyDirectives } from "./suppress/directives.js";
import { UNUSED_DIRECTIVE } from "./lint/unused-directive.js";
import { takeRefusals } from "./base/read-file.js";
import { Fixer } from "./fix/fixer.js";
import { readFromDisk, type ReadText } from "./fix/sources.js";
import type { Catalog, Directory, FileProblem, Summarized, Summary } from "./types.js";
import type { Diagnostic } from "./lint/diagnostic.js";
import { stage, type Timing } from "./base/timing.js";
import { EVERYTHING, type Needs } from "./lint/needs.js";
import { slashPath } from "./base/paths.js";
import { compareText } from "./base/compare.js";

export interface Project {
  config: Config;
  /** The presets used, per package (`auto` picks them per package). */
  presets: PresetUse[];
  catalog: Catalog;
  summaries: Map<Summarized, Summary>;
  directories: Directory[];
  /** The cuts of the clients each text ships to (src/summarize/client-cut.ts); absent: none judged. */
  clientCuts?: ClientCuts;
}

/** How loadProject runs, beyond the config. */
export interface LoadOptions {
  /** --cache: the facts of files whose content it has seen; everything after extract is always recomputed. */
  cache?: FactsCache;
  /** Texts read instead of the disk (absolute path -> text): --stdin, --fix's texts so far (see withOverlay). */
  overlay?: ReadonlyMap<string, string>;
  /** Called as each file is extracted (the progress line). */
  onFile?: ExtractAllOptions["onFile"];
  /** --timing: where the run's time goes, per stage. */
  timing?: Timing;
  /** What the rules to be run read (default: everything). */
  needs?: Needs;
  /** The project's sources, made already (by the --cache check of the files' facts): not discovered again. */
  sources?: ProjectSources;
}

/** Everything up to the directory: what `summarylint directory` prints and what the rules judge. */
export function loadProject(config: Config, options: LoadOptions = {}): Project {
  const { cache, overlay, onFile, timing, needs = EVERYTHING } = options;
  const found = options.sources ?? stage("discover", timing, () => projectSources(config, undefined, timing));
  const sources = overlay ? withOverlay(config, found, overlay) : found;
  const facts = extractAll(sources.files, onFile ? { ...sources.extractOptions, onFile } : sources.extractOptions, cache);
  // The files the resolver reads in full come from the cache too (not with an overlay: its texts are not hashed).
  return projectFromFacts(config, facts, cache && !overlay ? { ...sources, cache } : sources, needs);
}

/**
 * `sources` reading the texts of `overlay` (absolute path -> text) instead of the disk (`--stdin`): a path not on
 * disk joins the project when include and exclude match it, as an unsaved new file does in the language server.
 */
function withOverlay(config: Config, sources: ProjectSources, overlay: ReadonlyMap<string, string>): ProjectSources {
  const included = includedBy(config);
  const known = new Set(sources.files);
  const unsaved = [...overlay.keys()].filter((file) => !known.has(file) && !fs.existsSync(file) && included(slashPath(config.root, file)));
  return { ...sources, files: [...sources.files, ...unsaved], extractOptions: { ...sources.extractOptions, overlay } };
}

/** Whether a root-relative path ("/") is one the config's include and exclude globs take in (discovery's other tests aside). */
export function includedBy(config: Config): (relative: string) => boolean {
  const include = picomatch(config.include, GLOB_OPTIONS);
  const excluded = excludedGlobs(config);
  const exclude = excluded.length > 0 ? picomatch(excluded, GLOB_OPTIONS) : () => false;
  return (relative) => !relative.startsWith("../") && include(relative) && !exclude(relative);
}

/** What the extract stage works on: the project's files and how to read them. */
export interface ProjectSources {
  /** Absolute paths of every file of the project, in discovery order (the language server adds unsaved new files). */
  files: string[];
  /** The tsconfig.json `paths` and the project's own packages that module specifiers resolve through. */
  mapping: ModuleMapping | undefined;
  /** With `overlay`, the unsaved texts of an editor are read instead of the disk (also when resolve completes a file). */
  extractOptions: ExtractAllOptions;
  /** Resolves module specifiers to `files` (it caches what it found, so the language server reuses it between lints). */
  resolver?: ModuleResolver;
  /** The presets and custom matchers each file is extracted with; it records which presets were used. */
  chooser: PresetChooser;
  /** Files include takes that are not read (a symbolic link that leads outside the project): reported by each lint. */
  refused?: FileProblem[];
  /** --cache: where the resolver's reads of deferred files in full are kept between runs. */
  cache?: FactsCache;
}

/**
 * The project's files and how to read them. `only`: these files instead of discovering the root's tree, and no
 * search of the tree for the project's own packages either (the language server lints a document outside every
 * workspace folder alone: its folder may be /tmp or a home folder, far too much to read). `discovered`: what a
 * discovery of the root's tree found already (the --cache check), not discovered again.
 */
export function projectSources(config: Config, only?: string[], timing?: Timing, discovered?: Discovered): ProjectSources {
  const refused: FileProblem[] = [];
  const onRefused = (file: string, reason: string) => {
    refused.push({ kind: "refused", detail: `${reason}; its declarations are not checked`, loc: { file, line: 1, column: 1, endLine: 1, endColumn: 1 } });
  };
  for (const [file, reason] of only === undefined ? (discovered?.refused ?? []) : []) onRefused(file, reason);
  const files = only ?? discovered?.files ?? discoverFiles({ root: config.root, include: config.include, exclude: excludedGlobs(config), runnerTests: !config.tests, onRefused });
  // package.json and tsconfig.json files are read up to the repository's root when there is no config file.
  const mapping = new ProjectLayout(config.packageRoot ?? config.root, files);
  const chooser = new PresetChooser(config.root, config.presets, config.declarations as Matcher[], config.groups, only === undefined, config.packageRoot);
  const extractOptions = { matchers: chooser.matchers, select: chooser.select, aliases: aliasPrefixes(mapping), maxFileSize: config.maxFileSize, ...(timing && { timing }) };
  return { files, mapping, extractOptions, chooser, refused };
}

/**
 * The stages after extract (resolve, summarize, directories) from facts already extracted, one per file of
 * `sources.files`: the language server keeps each file's facts and re-extracts only the edited one.
 */
export function projectFromFacts(config: Config, facts: FileFacts[], sources: ProjectSources, needs: Needs = EVERYTHING): Project {
  const { timing } = sources.extractOptions;
  // Resolving reads deferred files in full: that time is the extract stages', not resolve's.
  const catalog = stage("resolve", timing, () => resolveCatalog(config, facts, sources, needs), ["read", "parse", "extract"]);
  return projectFromCatalog(config, catalog, sources.chooser.presetsUsed(facts), timing);
}

/** The resolve stage: the catalog of the project's facts, with its skills, refused files and searched inputs. */
function resolveCatalog(config: Config, facts: FileFacts[], sources: ProjectSources, needs: Needs): Catalog {
  const { files, mapping, extractOptions, chooser } = sources;
  const catalog = buildCatalog(facts, {
    root: config.root,
    matchers: chooser.matchers,
    passThrough: chooser.passThrough,
    resolver: sources.resolver ?? new ModuleResolver(new Set(files), mapping),
    complete: (f) => extractFull(f.file, extractOptions, sources.cache),
    locale: config.directory.locale,
    groupOf: chooser.groupOf,
    groupGuess: chooser.groupGuess,
    inputSchemas: needs.inputSchemas,
  });
  catalog.modules.push(...skillModules(facts, config.root));
  catalog.problems.push(...(sources.refused ?? []), ...refusedProjectFiles(config.root));
  const searched = describedByPythonAgents(catalog.actions, chooser.packageDirOf);
  if (searched.length > 0) catalog.otherInputs = searched;
  return catalog;
}

/**
 * The stages after resolve (summaries, the directories of the config's roles) from a catalog however it was built:
 * resolved from a project's sources, or read from a captured tools/list (src/tools-json).
 */
export function projectFromCatalog(config: Config, catalog: Catalog, presets: PresetUse[], timing?: Timing): Project {
  const { summaries, directories, clientCuts } = stage("summarize", timing, () => {
    const summaries = summarizeCatalog(catalog, config.directory);
    const roles = config.directory.roles;
    const directories = buildDirectories(catalog, summaries, config.directory).filter(
      (d) => !roles || d.role === "*" || roles.includes(d.role),
    );
    const clientCuts = clientCutsOf(catalog, config.directory, config.clients);
    return { summaries, directories, clientCuts };
  });
  return { config, presets, catalog, summaries, directories, clientCuts };
}

/** What the project loses when one of its own files is refused (src/base/read-file.ts): said where it bites. */
const WITHOUT: Record<string, string> = {
  "package.json": "the packages it names are not known, so presets it would choose are not used",
  "tsconfig.json": "its path aliases and output folders are not known",
  ".gitignore": "the files it lists are not ignored",
};

/**
 * The files of the project a read refused (a link to /dev/zero, a pipe, a link that leads outside the project) or
 * that pass a limit (a .gitignore with too many patterns with wildcards, a git index that spells out too many paths).
 */
function refusedProjectFiles(root: string): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const [file, { reason, without: said, limit, anywhere }] of takeRefusals()) {
    const without = said ?? WITHOUT[path.basename(file)];
    if (without === undefined || (!anywhere && slashPath(root, file).startsWith(".."))) continue;
    const loc = { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
    problems.push({ kind: limit ? "over-limit" : "refused", detail: `${reason}; ${without}`, loc });
  }
  return problems.sort((a, b) => compareText(a.loc.file, b.loc.file));
}

export interface LintResult {
  diagnostics: Diagnostic[];
  ruleErrors: RuleError[];
}

/**
 * Run the rules over a project, then apply inline directives. `read`: a file's text for the fixes where it is not the
 * disk's (an editor's buffer, --stdin, --fix's texts so far), else undefined; files are read only when a rule
 * proposes an edit. `fixIn`: only the diagnostics in these files get their fixes (the language server shows and
 * fixes those of its open documents only; each fix parses the files it edits again), else all do.
 */
export function lintProject(project: Project, rules: Rule[], read?: ReadText, timing?: Timing, fixIn?: ReadonlySet<string>): LintResult {
  const { config, catalog } = project;
  let fixer: Fixer | undefined;
  const fromDisk: ReadText = (file) => readFromDisk(file, config.maxFileSize);
  const { diagnostics, ruleErrors } = stage("rules", timing, () => runRules({
    catalog,
    directories: project.directories,
    summaries: project.summaries,
    ...(project.clientCuts && { clientCuts: project.clientCuts }),
    clients: config.clients,
    directorySettings: config.directory,
    rules,
    setting: (rule, file) => ruleSetting(config, rule, file),
    distinctSettings: (rule) => distinctRuleSettings(config, rule),
    fixesOf: (proposals, file) => (fixIn && !fixIn.has(file) ? undefined : (fixer ??= new Fixer(catalog, (f) => read?.(f) ?? fromDisk(f))).fixesOf(proposals)),
    ...(timing && { timing }),
  }));
  const unused = ruleSetting(config, UNUSED_DIRECTIVE, undefined).severity;
  const known = [...rules.map((rule) => rule.id), UNUSED_DIRECTIVE.id];
  const suppressed = stage("suppress", timing, () => applyDirectives(diagnostics, catalog.directives, unused, known));
  return { diagnostics: suppressed, ruleErrors };
}
