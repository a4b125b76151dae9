// The pipeline of DESIGN §3, end to end:
//   discover -> extract (per file) -> resolve (project-wide) -> catalog -> summarize -> rules -> suppress
// Formatting and the exit code belong to the CLI.
import path from "node:path";
import type { Config } from "./config/index.js";
import { ruleSetting, distinctRuleSettings } from "./config/index.js";
import { discoverFiles } from "./discover/discover.js";
import { extractAll, extractPath, type FactsCache } from "./extract/index.js";
import { matchersOf } from "./extract/presets.js";
import { runRules, type RuleError } from "./lint/engine.js";
import type { Rule } from "./lint/rule.js";
import { buildCatalog } from "./resolve/catalog.js";
import { aliasPrefixes, ModuleResolver, readPathMapping } from "./resolve/modules.js";
import { buildDirectories, summarizeCatalog } from "./summarize/directory.js";
import { applyDirectives, UNUSED_DIRECTIVE } from "./suppress/directives.js";
import type { Action, Catalog, Diagnostic, Directory, Feature, Summary } from "./types.js";

export interface Project {
  config: Config;
  presets: string[];
  catalog: Catalog;
  summaries: Map<Action | Feature, Summary>;
  directories: Directory[];
}

/**
 * Everything up to the directory: what `summarylint directory` prints and what the rules judge. `cache` (--cache)
 * supplies the facts of files whose content it has seen; everything after extract is always recomputed.
 */
export function loadProject(config: Config, cache?: FactsCache): Project {
  const files = discoverFiles({ root: config.root, include: config.include, exclude: config.exclude });
  const mapping = readPathMapping(config.root);
  const extractOptions = { matchers: matchersOf(config.presets), aliases: aliasPrefixes(mapping), maxFileSize: config.maxFileSize };
  const facts = extractAll(files, extractOptions, cache);
  const catalog = buildCatalog(facts, {
    root: config.root,
    matchers: extractOptions.matchers,
    resolver: new ModuleResolver(new Set(files), mapping),
    complete: (f) => extractPath(f.file, extractOptions, true),
    locale: config.directory.locale,
  });
  const summaries = summarizeCatalog(catalog, config.directory);
  const roles = config.directory.roles;
  const directories = buildDirectories(catalog, summaries, config.directory).filter(
    (d) => !roles || d.role === "*" || roles.includes(d.role),
  );
  return { config, presets: config.presets, catalog, summaries, directories };
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
