// The pipeline of DESIGN §3, end to end:
//   discover -> extract (per file) -> resolve (project-wide) -> catalog -> summarize -> rules -> suppress
// Formatting and the exit code belong to the CLI.
import path from "node:path";
import type { Config } from "./config/index.js";
import { ruleSetting, distinctRuleSettings } from "./config/index.js";
import { discoverFiles } from "./discover/discover.js";
import { extractFile } from "./extract/extract.js";
import type { FileFacts } from "./extract/facts.js";
import { matchersOf, type Matcher } from "./extract/presets.js";
import { readSource } from "./extract/read.js";
import { runRules, type RuleError } from "./lint/engine.js";
import type { Rule } from "./lint/rule.js";
import { buildCatalog } from "./resolve/catalog.js";
import { ModuleResolver, readPathMapping } from "./resolve/modules.js";
import { buildDirectories, summarizeCatalog } from "./summarize/directory.js";
import { applyDirectives, UNUSED_DIRECTIVE } from "./suppress/directives.js";
import type { Action, Catalog, Diagnostic, Directory, Feature, FileProblem, Summary } from "./types.js";

export interface Project {
  config: Config;
  presets: string[];
  catalog: Catalog;
  summaries: Map<Action | Feature, Summary>;
  directories: Directory[];
}

/** Everything up to the directory: what `summarylint directory` prints and what the rules judge. */
export function loadProject(config: Config): Project {
  const files = discoverFiles({ root: config.root, include: config.include, exclude: config.exclude });
  const matchers = matchersOf(config.presets);
  const facts = files.map((file) => extractSafely(file, config.maxFileSize, matchers));
  const resolver = new ModuleResolver(new Set(files), readPathMapping(config.root));
  const catalog = buildCatalog(facts, { root: config.root, matchers, resolver, locale: config.directory.locale });
  const summaries = summarizeCatalog(catalog, config.directory);
  const roles = config.directory.roles;
  const directories = buildDirectories(catalog, summaries, config.directory).filter(
    (d) => !roles || d.role === "*" || roles.includes(d.role),
  );
  return { config, presets: config.presets, catalog, summaries, directories };
}

/** Read and extract one file; whatever goes wrong becomes a FileProblem, never an exception. */
function extractSafely(file: string, maxFileSize: number, matchers: Matcher[]): FileFacts {
  const read = readSource(file, maxFileSize);
  if (read.text === undefined) return emptyFacts(file, [read.problem]);
  try {
    const facts = extractFile(file, read.text, matchers);
    if (read.problem) facts.problems.unshift(read.problem);
    return facts;
  } catch (error) {
    const problem: FileProblem = {
      kind: "unreadable",
      loc: { file, line: 1, column: 1, endLine: 1, endColumn: 1 },
      detail: `summarylint failed to extract it (${(error as Error).message}); please report this`,
    };
    return emptyFacts(file, [problem]);
  }
}

function emptyFacts(file: string, problems: FileProblem[]): FileFacts {
  return {
    file,
    scopes: [{ parent: -1, name: "", params: [], bindings: {} }],
    decls: [],
    calls: [],
    imports: {},
    exports: {},
    exportStars: [],
    directives: [],
    problems,
  };
}

export interface LintResult {
  diagnostics: Diagnostic[];
  ruleErrors: RuleError[];
}

/** Run the rules over a project, then apply inline directives. */
export function lintProject(project: Project, rules: Rule[]): LintResult {
  const { config, catalog } = project;
  const { diagnostics, ruleErrors } = runRules({
    catalog,
    directories: project.directories,
    summaries: project.summaries,
    rules,
    setting: (rule, file) => ruleSetting(config, rule, file),
    distinctSettings: (rule) => distinctRuleSettings(config, rule),
  });
  const unused = ruleSetting(config, UNUSED_DIRECTIVE, undefined).severity;
  return { diagnostics: applyDirectives(diagnostics, catalog.directives, unused), ruleErrors };
}

/** `root`-relative path with "/" (how config globs and overrides see a file). */
export function projectPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join("/");
}
