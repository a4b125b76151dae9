// What a lint run leaves for the CLI to report: the diagnostics after inline directives, and the few facts of
// the project that choosing, filtering and summing them up need. Plain data, so the cache can store the whole
// run and a re-run of an unchanged project never loads the parser (see src/cache/index.ts).
import type { PresetUse } from "../extract/choose.js";
import type { RuleError } from "../lint/engine.js";
import type { Project } from "../project.js";
import type { Diagnostic } from "../lint/diagnostic.js";

export interface LintRun {
  /** The project root (catalog.root): baseline paths are relative to it. */
  root: string;
  /** Absolute paths of every file scanned (catalog.files). */
  files: string[];
  /** Actions found. */
  actions: number;
  /** Modules, skills, namespaces and toolsets found (docs/design.md#modules-and-skills). */
  modules: number;
  /**
   * The actions not proven to be their framework's (read by a name or a shape alone: Action.unproven), each with where
   * it is and why; the closing line counts them, and names them with --verbose.
   */
  unproven?: { name: string; file: string; line: number; reason: string }[];
  /** The presets used, per package. */
  presets: PresetUse[];
  /** The roles of the directories (`*` when the project declares none). */
  roles: string[];
  /** For `--role R`: the names of the actions in R's directory. */
  roleActions?: string[];
  /** Factory instances: an action's name, the file of the call site that made it and the files it is located in. */
  instances: { name: string; callFile: string; files: string[] }[];
  /** After inline directives, for every file (paths given on the command line filter them later). */
  diagnostics: Diagnostic[];
  /** Rules that threw: such a run is never cached. */
  ruleErrors: RuleError[];
  /** The run read files that are not sources (Catalog.otherInputs): it is never cached whole either. */
  otherInputs?: true;
  /**
   * The tsconfig files the module layout read or looked for, each with its state then (TsconfigPaths.files): --cache
   * reuses the run only while each is in that state.
   */
  configFiles?: [file: string, state: string][];
}

/** The run of `lintProject` over `project` (judged for `role` when given), as plain data. */
export function lintRunOf(project: Project, result: { diagnostics: Diagnostic[]; ruleErrors: RuleError[] }, role: string | undefined): LintRun {
  const { catalog } = project;
  const run: LintRun = {
    root: catalog.root,
    files: catalog.files,
    actions: catalog.actions.length,
    modules: catalog.modules.length,
    unproven: catalog.actions.flatMap((a) => (a.unproven === undefined ? [] : [{ name: a.name, file: a.declarationLoc.file, line: a.declarationLoc.line, reason: a.unproven }])),
    presets: project.presets,
    roles: project.directories.map((d) => d.role),
    instances: catalog.actions
      .filter((a) => a.instantiatedAt !== undefined)
      .map((a) => ({ name: a.name, callFile: a.instantiatedAt!.file, files: [...new Set([a.loc.file, a.declarationLoc.file])] })),
    diagnostics: result.diagnostics,
    ruleErrors: result.ruleErrors,
  };
  if (catalog.otherInputs?.length) run.otherInputs = true;
  const directory = role === undefined ? undefined : project.directories.find((d) => d.role === role);
  if (directory) run.roleActions = directory.lines.map((line) => line.action.name);
  return run;
}
