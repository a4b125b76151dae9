// The lint command: load and lint the project (or take the cached run), fix (--fix, --fix-dry-run), apply the
// baseline, write each output, and pick the exit code.
import fs from "node:fs";
import path from "node:path";
import { didYouMean, nearest } from "../config/index.js";
import type { Config } from "../config/index.js";
import { cachedLintRun, cacheFilePath, lintRunOf, type LintRun, type Reread } from "../cache/index.js";
import { stage, Timing, timingTable } from "../base/timing.js";
import type { FactsCache } from "../extract/index.js";
import type { Discovered } from "../discover/discover.js";
import type { ProjectSources } from "../project.js";
import { FORMAT_PARTS, FORMATTERS, type FormatContext } from "../format/index.js";
import { capPerSubject } from "../lint/cap.js";
import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { lintNeeds } from "../lint/needs.js";
import type { Severity } from "../config/rule-info.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { checkLoaded, emit, EXIT_FATAL, EXIT_LINT, EXIT_OK, inProject, isWithin, oneLine, outputWidth, UsageError, useColor, type CliIO, type CommonOptions } from "./common.js";
import { load } from "./load.js";
import { lintConfig, printConfig } from "./config-options.js";
import { closingLine, speaksToPerson, unprovenLines } from "./closing-line.js";
import { slashPath } from "../base/paths.js";
import { failing } from "./fail-severity.js";
import { readStdin, stdinTarget, tooLarge } from "./stdin.js";
import { checkToolsJsonOptions } from "./tools-json.js";
import { runBaseline, unusedMessage, type BaselineOutcome } from "./suppressions.js";
import { TOOL } from "../base/version.js";
import { showValue, showList, writeLines, writeStack } from "../base/stderr.js";
import { count, plural } from "../base/plural.js";

/** The subcommands, for the did-you-mean of a path that does not exist. */
export const COMMANDS = ["directory", "stats", "rules", "init", "lsp", "mcp"];

export interface LintOptions extends Omit<CommonOptions, "format">, BaselineOptions {
  /** Every `-f` given, in order (none: stylish). */
  format: string[];
  maxWarnings?: string;
  quiet?: boolean;
  verbose?: boolean;
  width?: string;
  cache?: boolean;
  cacheLocation?: string;
  /** --timing: where the run's time went, per stage and rule, on stderr. */
  timing?: boolean;
  stdin?: boolean;
  stdinFilename?: string;
  failSeverity?: Severity;
  rule?: string[];
  printConfig?: string;
  fix?: boolean;
  fixDryRun?: boolean;
}

/** The baseline's options, as ESLint's bulk suppressions (src/suppress/baseline.ts). */
interface BaselineOptions {
  suppressAll?: boolean;
  suppressRule?: string[];
  suppressionsLocation?: string;
  pruneSuppressions?: boolean;
  passOnUnprunedSuppressions?: boolean;
}

/**
 * Load and lint the project, or with --cache take the stored run when nothing changed (then without loading
 * the parser at all). Either way the same data, so the output is the same byte for byte.
 */
async function lintRun(options: LintOptions, io: CliIO, stdinFile?: string, fixed?: FixedTexts): Promise<LintRun> {
  const config = fixed?.config ?? lintConfig(io.cwd, options.config, options.rule);
  let overlay: Map<string, string> | undefined;
  if (stdinFile !== undefined) {
    const text = fixed?.stdin ?? (await readStdin(io.stdin ?? process.stdin, config.maxFileSize));
    if (text === undefined) throw new UsageError(tooLarge(config.maxFileSize));
    if (fixed) fixed.stdin = text;
    overlay = new Map([[inProject(stdinFile, config.root), text]]);
  }
  // --fix: the texts fixed so far are read instead of the disk (and the stdin text is read once).
  if (fixed) overlay = new Map([...(overlay ?? []), ...fixed.texts]);
  const timing = options.timing ? new Timing() : undefined;
  // The project's sources, made once: by the --cache check of changed files' facts, then used by the run.
  let sources: ProjectSources | undefined;
  const sourcesOf = async (found: Discovered): Promise<ProjectSources> => {
    const { projectSources } = await import("../project.js");
    return (sources ??= stage("discover", timing, () => projectSources(config, undefined, timing, found)));
  };
  const compute = async (cache?: FactsCache, found?: Discovered): Promise<LintRun> => {
    const made = found && options.toolsJson === undefined ? await sourcesOf(found) : undefined;
    const project = await load(options, io, config, cache, overlay, timing, lintNeeds(config, ALL_RULES), made);
    const { lintProject } = await import("../project.js");
    // With --role, the rules judge that role's directory only: a pair of summaries alike in another role's
    // directory is not this role's problem.
    const judged = options.role === undefined ? project : { ...project, directories: project.directories.filter((d) => d.role === options.role) };
    const run = lintRunOf(project, lintProject(judged, ALL_RULES, (file) => overlay?.get(file), timing), options.role);
    if (made?.mapping && "tsconfigs" in made.mapping) run.configFiles = made.mapping.tsconfigs.files();
    if (options.toolsJson !== undefined) {
      // A captured tools/list: located by the editor's lines already, each finding with its tool's JSON path.
      const { toolsJsonDiagnostics } = await import("../tools-json/index.js");
      run.diagnostics = toolsJsonDiagnostics(project.catalog, run.diagnostics);
    } else {
      // Lines as the editor counts them (the parser's also end at U+2028 and U+2029), in every format and in the cache.
      const { inEditorLines, positionsFor } = await import("../lsp/lines.js");
      run.diagnostics = inEditorLines(run.diagnostics, positionsFor(overlay ?? new Map(), config.maxFileSize));
    }
    if (timing) writeLines(io.stderr, timingTable(timing));
    return run;
  };
  if (!options.cache || fixed) return compute();
  let computed = false;
  const reread = new Set<string>();
  // A changed file that reads to the facts stored for it changes no finding (cache/index.ts): it is extracted again,
  // with the options the run would use, to compare.
  const rereadFiles: Reread = async (found) => {
    const { extractPath } = await import("../extract/index.js");
    const { extractOptions } = await sourcesOf(found);
    return {
      options: extractOptions,
      extract: (file, full) => {
        reread.add(file);
        return extractPath(file, extractOptions, full);
      },
    };
  };
  const run = await cachedLintRun(
    { config, role: options.role, file: cacheFilePath(io.cwd, options.cacheLocation), cwd: io.cwd, warn: io.stderr, timing },
    (cache, found) => {
      computed = true;
      return compute(cache, found);
    },
    options.toolsJson === undefined ? rereadFiles : undefined,
  );
  if (!computed) checkLoaded(run, config, options, io);
  if (timing && !computed) {
    const again = reread.size > 0 ? `; ${count(reread.size, "changed file")} read again, to the facts stored for ${reread.size === 1 ? "it" : "them"}; no other stage ran` : "; no stage ran";
    io.stderr(`summarylint: --timing: the whole run came from the cache${again}\n`);
  }
  return run;
}

export async function lintCommand(paths: string[], options: LintOptions, io: CliIO): Promise<number> {
  if (options.printConfig !== undefined) return printConfigOnly(paths, options, io);
  const { maxWarnings, outputs, stdinFile, targets } = checkLintOptions(paths, options, io.cwd);
  const fixing = options.fix === true || options.fixDryRun === true;
  const { run, outputs: fixedOutputs } = fixing ? await fixRun(paths, options, io, stdinFile) : { run: await lintRun(options, io, stdinFile), outputs: undefined };
  reportedTargets(paths, targets, stdinFile, run, options, io);
  const { ruleErrors } = run;
  for (const { ruleId, error } of ruleErrors) {
    io.stderr(`summarylint: internal error in rule ${ruleId}: ${oneLine((error as Error)?.message ?? String(error))}\n`);
    if (options.debug) writeStack(io.stderr, error);
  }
  if (ruleErrors.length > 0 && !options.debug) io.stderr("Run again with --debug for the stack trace, and please report it.\n");
  const baseline = applyBaseline(run, targets, options, io);
  const reported = baseline.kept.filter((d) => isReported(d, targets, run) && visibleToRole(d, run, options.role));
  // What is printed: at most 100 findings of a rule per file and per subject, the rest counted in one closing finding
  // (src/lint/cap.ts). The exit code below still counts every finding reported.
  const shown = capPerSubject(options.quiet ? reported.filter((d) => d.severity === "error") : reported);
  const context = { cwd: io.cwd, tool: TOOL, files: run.files.length, actions: run.actions, rules: RULE_INFOS, verbose: options.verbose === true, fixedOutputs };
  const writeFailed = !writeOutputs(shown, outputs, context, options, io, run.root);
  if (speaksToPerson(io, options.verbose)) {
    for (const { file } of outputs) if (file !== undefined) io.stderr(`summarylint: wrote ${showValue(file)}\n`);
    if (options.verbose === true && run.unproven?.length) io.stderr(unprovenLines(run.unproven, (file) => slashPath(io.cwd, file)));
    io.stderr(closingLine({ ...run, files: run.files.length }, reported));
  }
  if (ruleErrors.length > 0 || writeFailed) return EXIT_FATAL;
  return exitCode(reported, baseline, maxWarnings, options, io);
}

/** --print-config: the config that applies to one file, and nothing linted. */
function printConfigOnly(paths: string[], options: LintOptions, io: CliIO): number {
  if (paths.length > 0) throw new UsageError(`--print-config takes one file; the paths ${showList(paths)} would not be linted`);
  const config = lintConfig(io.cwd, options.config, options.rule);
  emit(printConfig(config, RULE_INFOS, options.printConfig!, io.cwd), options, io, config.root);
  return EXIT_OK;
}

/**
 * The options checked before anything is read, in the order their usage errors are given: --max-warnings, the
 * baseline's and --tools-json's, --width, the outputs, --stdin, the paths (each must exist), --fix.
 */
function checkLintOptions(paths: string[], options: LintOptions, cwd: string): { maxWarnings: number; outputs: Output[]; stdinFile: string | undefined; targets: string[] } {
  const maxWarnings = options.maxWarnings === undefined ? -1 : Number(options.maxWarnings);
  if (!Number.isInteger(maxWarnings) || maxWarnings < -1) throw new UsageError(`--max-warnings must be a whole number, not "${showValue(options.maxWarnings!)}"`);
  checkBaselineOptions(options);
  checkToolsJsonOptions(options, paths);
  if (options.width !== undefined && !/^\d+$/.test(options.width)) throw new UsageError(`--width must be a whole number of columns, not "${showValue(options.width)}"`);
  const outputs = planOutputs(options, cwd);
  const stdin = stdinTarget(paths, options, cwd);
  if (stdin.problem !== undefined) throw new UsageError(stdin.problem);
  const targets = paths.map((p) => path.resolve(cwd, p));
  for (const [i, target] of targets.entries()) {
    if (fs.existsSync(target)) continue;
    const command = nearest(paths[i], COMMANDS);
    const hint = paths[i] === "help" ? " (for usage, run summarylint --help)" : command ? ` (did you mean the command "${command}"?)` : "";
    throw new UsageError(`no such file or folder: ${showValue(paths[i])}${hint}`);
  }

  if (options.fix && options.fixDryRun) throw new UsageError("--fix and --fix-dry-run cannot be used together");
  if (options.fix && stdin.file !== undefined) throw new UsageError("--fix cannot write text read from --stdin; use --fix-dry-run (its json output has the fixed text)");
  return { maxWarnings, outputs, stdinFile: stdin.file, targets };
}

/**
 * `targets` (the paths given, absolute) as the project's own files, and the --stdin file among them; a path that is
 * not part of the project is said on stderr.
 */
function reportedTargets(paths: string[], targets: string[], stdinFile: string | undefined, run: LintRun, options: LintOptions, io: CliIO): void {
  // A path given through a symbolic link to a folder of the project names the project's own file.
  for (const [i, target] of targets.entries()) targets[i] = inProject(target, run.root);
  const outside = paths.filter((_, i) => fs.statSync(targets[i]).isFile() && !run.files.includes(targets[i]));
  // --stdin: only the file it stands for is reported, as if it were the one path given.
  if (stdinFile !== undefined) targets.push(inProject(stdinFile, run.root));
  if (stdinFile !== undefined && !run.files.includes(targets[0])) outside.push(options.stdinFilename!);
  if (outside.length > 0) {
    io.stderr(`summarylint: not part of the project (see include and exclude in the config), nothing reported for: ${showList(outside)}\n`);
  }
}

/**
 * The baseline: applied after inline directives, to the whole project's diagnostics (a path-limited run reports a
 * subset of what a full run reports); only entries of the given paths can be found unused.
 */
function applyBaseline(run: LintRun, targets: string[], options: LintOptions, io: CliIO): BaselineOutcome {
  const { ruleErrors } = run;
  const baseline = runBaseline(run.diagnostics, {
    root: run.root,
    cwd: io.cwd,
    location: options.suppressionsLocation,
    record: ruleErrors.length > 0 ? undefined : options.suppressAll ? "all" : options.suppressRule,
    prune: ruleErrors.length === 0 && options.pruneSuppressions,
    // A captured list is not the project's files: no entry of the baseline is found unused by its run.
    within: options.role !== undefined || options.toolsJson !== undefined ? undefined : (file) => targets.length === 0 || isWithin(file, targets),
    isReported: (d) => isReported(d, targets, run),
    stderr: io.stderr,
  });
  if (ruleErrors.length > 0 && (options.suppressAll || options.suppressRule || options.pruneSuppressions)) {
    io.stderr(`summarylint: ${showValue(baseline.displayPath)} was not changed, because a rule failed\n`);
  }
  return baseline;
}

/** Each output in its format; false when one could not be written (the others still are, and the run ends with exit 2). */
function writeOutputs(shown: Diagnostic[], outputs: Output[], context: Omit<FormatContext, "color" | "width">, options: LintOptions, io: CliIO, root: string): boolean {
  let written = true;
  for (const { format, file } of outputs) {
    const toStdout = file === undefined;
    const text = FORMAT_PARTS[format](shown, { ...context, color: useColor(options, io, toStdout), width: outputWidth(options, io, toStdout) });
    try {
      emit(text, { outputFile: file }, io, root);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      io.stderr(`summarylint: ${error.message}\n`);
      written = false;
    }
  }
  return written;
}

/** The exit code of a run whose rules all ran and whose outputs were all written. */
function exitCode(reported: Diagnostic[], baseline: BaselineOutcome, maxWarnings: number, options: LintOptions, io: CliIO): number {
  // As ESLint: a baseline entry that no longer occurs fails the run with 2 (the file is out of date, the code is
  // not at fault), until --prune-suppressions lowers it, so the baseline only ever shrinks.
  if (baseline.unused.length > 0 && !options.passOnUnprunedSuppressions) {
    for (const line of unusedMessage(baseline.unused, baseline.displayPath)) io.stderr(line);
    return EXIT_FATAL;
  }
  const errors = reported.filter((d) => d.severity === "error").length;
  // As ESLint: --quiet hides warnings but they still count against --max-warnings.
  const warnings = reported.filter((d) => d.severity === "warn").length;
  if (errors > 0) return EXIT_LINT;
  // As Spectral's: the lowest severity that fails the run (error, the default, is the rule above).
  const failure = failing(reported, options.failSeverity);
  if (failure !== undefined) {
    io.stderr(`summarylint: ${failure}\n`);
    return EXIT_LINT;
  }
  if (maxWarnings >= 0 && warnings > maxWarnings) {
    io.stderr(`summarylint: too many warnings (${warnings}, maximum: ${maxWarnings})\n`);
    return EXIT_LINT;
  }
  return EXIT_OK;
}

/** The texts `--fix` has fixed so far, read instead of the disk; the config and the stdin text, read once. */
interface FixedTexts {
  config: Config;
  texts: Map<string, string>;
  stdin?: string;
}

/**
 * --fix and --fix-dry-run (src/fix/run.ts): lint and fix in memory until nothing more applies, fixing only what is
 * reported for the given paths; --fix then writes the files. The last run (what remains) is reported; when a file
 * could not be written, the run of the files as they are on disk.
 */
async function fixRun(paths: string[], options: LintOptions, io: CliIO, stdinFile: string | undefined): Promise<{ run: LintRun; outputs?: { file: string; output: string }[] }> {
  const { fixLoop, writeFixed } = await import("../fix/run.js");
  const fixed: FixedTexts = { config: lintConfig(io.cwd, options.config, options.rule), texts: new Map() };
  const { root, maxFileSize } = fixed.config;
  const targets = [...paths, ...(stdinFile === undefined ? [] : [stdinFile])].map((p) => inProject(path.resolve(io.cwd, p), root));
  const result = await fixLoop(
    async (overlay) => {
      fixed.texts = overlay;
      const run = await lintRun(options, io, stdinFile, fixed);
      return { run, diagnostics: run.diagnostics.filter((d) => isReported(d, targets, run)) };
    },
    (file) => (stdinFile !== undefined && file === targets.at(-1) ? fixed.stdin : undefined),
    maxFileSize,
  );
  if (options.fixDryRun) return { run: result.last, outputs: [...result.changed].map(([file, { fixed: output }]) => ({ file, output })) };
  const problems = writeFixed(result.changed, result.last.files, root, maxFileSize);
  for (const problem of problems) io.stderr(`summarylint: ${problem}\n`);
  const written = result.changed.size - problems.length;
  if (written > 0 && speaksToPerson(io, options.verbose)) io.stderr(`summarylint: --fix wrote ${count(written, "file")}\n`);
  if (problems.length === 0) return { run: result.last };
  // What is reported is what is on disk: a file that was not written still holds its findings (the last lint saw its
  // fixed text in memory), so the project is linted again as written.
  const notWritten = `${count(problems.length, "file")} ${plural(problems.length, "was", "were")}`;
  io.stderr(`summarylint: ${notWritten} not written; the findings reported are those of the files as they are on disk\n`);
  return { run: await lintRun(options, io, stdinFile, { config: fixed.config, texts: new Map() }) };
}

/** Option combinations that make no sense, refused as ESLint refuses them; and rule ids that do not exist. */
function checkBaselineOptions(options: LintOptions): void {
  const given = [
    options.suppressAll && "--suppress-all",
    options.suppressRule && "--suppress-rule",
    options.pruneSuppressions && "--prune-suppressions",
  ].filter((flag): flag is string => typeof flag === "string");
  if (given.length > 1) throw new UsageError(`${given[0]} and ${given[1]} cannot be used together`);
  if (given.length > 0 && options.role !== undefined) {
    throw new UsageError(`${given[0]} cannot be used with --role (the baseline counts what every role's directory shows)`);
  }
  const ids = RULE_INFOS.map((r) => r.id);
  for (const rule of options.suppressRule ?? []) {
    if (!ids.includes(rule)) throw new UsageError(`--suppress-rule: unknown rule "${showValue(rule)}"${didYouMean(rule, ids)}; summarylint rules lists them`);
  }
}

/** One output of a lint run: a format and its file (undefined: stdout). */
interface Output {
  format: string;
  file?: string;
}

/**
 * Where each `-f` goes, as Spectral: its own `--output.<format> <file>`, else `-o <file>`, else stdout. At most
 * one format may be left for `-o` or stdout, since two documents in one stream could not be told apart.
 */
function planOutputs(options: LintOptions, cwd: string): Output[] {
  const formats = options.format.length > 0 ? options.format : ["stylish"];
  const twice = formats.find((f, i) => formats.indexOf(f) !== i);
  if (twice) throw new UsageError(`-f ${twice} is given twice`);
  const own = options as unknown as Record<string, string | undefined>;
  for (const format of Object.keys(FORMATTERS)) {
    if (own[`output.${format}`] !== undefined && !formats.includes(format)) {
      throw new UsageError(`--output.${format} is given but -f ${format} is not; add -f ${format}`);
    }
  }
  const rest = formats.filter((f) => own[`output.${f}`] === undefined);
  if (rest.length > 1) {
    const where = options.outputFile === undefined ? "stdout" : options.outputFile;
    const names = `${rest.slice(0, -1).join(", ")} and ${rest.at(-1)}`;
    throw new UsageError(`${names} cannot ${rest.length === 2 ? "both" : "all"} go to ${where}; give all formats but one an --output.<format> <file>`);
  }
  if (rest.length === 0 && options.outputFile !== undefined) {
    throw new UsageError(`-o ${showValue(options.outputFile)} is left over: every format has its own --output.<format> <file>`);
  }
  const outputs = formats.map((format) => ({ format, file: own[`output.${format}`] ?? options.outputFile }));
  const written = outputs.filter((o) => o.file !== undefined);
  for (const [i, o] of written.entries()) {
    const other = written.slice(0, i).find((p) => path.resolve(cwd, p.file!) === path.resolve(cwd, o.file!));
    if (other) throw new UsageError(`${other.format} and ${o.format} cannot both go to ${showValue(o.file!)}`);
  }
  return outputs;
}

/**
 * Paths limit what is reported, never what is read (docs/design.md#command-line). A diagnostic is reported for the
 * given paths when it is located there, when one of its related locations is (the other action of a pair), or when its
 * subject is a factory instance made by a call there: in a pre-commit hook, the file whose call passed the bad argument
 * is the one that changed.
 */
function isReported(d: Diagnostic, targets: string[], run: LintRun): boolean {
  if (targets.length === 0) return true;
  if (isWithin(d.file, targets)) return true;
  if (d.related?.some((r) => isWithin(r.file, targets))) return true;
  if (d.subject.type !== "action") return false;
  return run.instances.some((a) => a.name === d.subject.name && isWithin(a.callFile, targets) && a.files.includes(d.file));
}

function visibleToRole(d: Diagnostic, run: LintRun, role: string | undefined): boolean {
  if (role === undefined || d.subject.type !== "action") return true;
  return run.roleActions?.includes(d.subject.name) ?? true;
}

