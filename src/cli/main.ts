// The command line (DESIGN §8). Only this file writes output and picks exit codes:
//   0 clean (warnings within --max-warnings), 1 lint errors or too many warnings, 2 usage, config or internal error.
import fs from "node:fs";
import path from "node:path";
import { Command, CommanderError, Help, InvalidArgumentError, Option } from "commander";
import { ConfigError, didYouMean, findConfigFile, loadConfig, nearest, STARTER_CONFIG, STARTER_CONFIG_FILE_NAME } from "../config/index.js";
import type { Config } from "../config/index.js";
import { cachedLintRun, cacheFilePath, lintRunOf, type LintRun } from "../cache/index.js";
import { describePresets } from "../extract/choose.js";
import type { FactsCache } from "../extract/index.js";
import { FORMATTERS } from "../format/index.js";
import { ALL_RULES, RULE_INFOS } from "../lint/registry.js";
import type { Project } from "../project.js";
import { SUPPRESSIONS_FILE_NAME, SuppressionsError } from "../suppress/baseline.js";
import type { Diagnostic, Severity } from "../types.js";
import { lintConfig, printConfig, projectConfigOrNone, RuleOptionError } from "./config-options.js";
import { directoryJson, directoryText } from "./directory-output.js";
import { writeOutputFile } from "./output-file.js";
import { rulesJson, rulesText } from "./rules-output.js";
import { statsJson, statsText } from "./stats-output.js";
import { failing } from "./fail-severity.js";
import { readStdin, stdinTarget, tooLarge } from "./stdin.js";
import { runBaseline, unusedMessage } from "./suppressions.js";
import { TOOL, TOOL_VERSION } from "./version.js";

export interface CliIO {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Is stdout a terminal (colors on by default)? */
  isTTY?: boolean;
  /** The terminal's width in columns, when stdout is one (stylish wraps its messages to fit). */
  columns?: number;
  env?: Record<string, string | undefined>;
  /** What `--stdin` reads (default: process.stdin). */
  stdin?: AsyncIterable<Uint8Array | string>;
}

export const EXIT_OK = 0;
export const EXIT_LINT = 1;
export const EXIT_FATAL = 2;

/** A usage or config problem: a one-line reason on stderr and exit code 2. */
class UsageError extends Error {}

interface CommonOptions {
  config?: string;
  format: string;
  outputFile?: string;
  role?: string;
  color: boolean;
  debug?: boolean;
}

interface LintOptions extends Omit<CommonOptions, "format">, BaselineOptions {
  /** Every `-f` given, in order (none: stylish). */
  format: string[];
  maxWarnings?: string;
  quiet?: boolean;
  verbose?: boolean;
  width?: string;
  cache?: boolean;
  cacheLocation?: string;
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

export async function main(argv: string[], io: CliIO): Promise<number> {
  let exitCode = EXIT_OK;
  const debug = argv.includes("--debug");
  const program = buildProgram(io, (code) => (exitCode = code));
  try {
    await program.parseAsync(argv, { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version exit 0; a usage mistake 2 (its message went to stderr through outputError).
      return error.exitCode === 0 ? EXIT_OK : EXIT_FATAL;
    }
    if (error instanceof ConfigError || error instanceof UsageError || error instanceof SuppressionsError || error instanceof RuleOptionError) {
      io.stderr(`summarylint: ${error.message}\n`);
      if (debug && error.stack) io.stderr(`${error.stack}\n`);
      return EXIT_FATAL;
    }
    io.stderr(`summarylint: internal error: ${oneLine((error as Error)?.message ?? String(error))}\n`);
    io.stderr(debug ? `${(error as Error)?.stack ?? ""}\n` : "Run again with --debug for the stack trace, and please report it.\n");
    return EXIT_FATAL;
  }
}

const COMMANDS = ["directory", "stats", "rules", "init", "lsp"];

function buildProgram(io: CliIO, setExit: (code: number) => void): Command {
  const program = new Command("summarylint");
  // Settings made before .command() are inherited by every subcommand.
  program
    .description("Lint the one-line summaries an AI assistant sees of the actions it can call.")
    .version(TOOL_VERSION, "-v, --version")
    .exitOverride()
    .enablePositionalOptions()
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      // Commander's own usage errors: one line, in the same shape as ours.
      outputError: (text, write) => write(`summarylint: ${oneLine(text.replace(/^error: /, "")).replace(/\.$/, "")}; see summarylint --help\n`),
    })
    .showSuggestionAfterError(true);

  const common = (cmd: Command, formats: string[], defaultFormat: string, severalOutputs = false) =>
    cmd
      .option("-c, --config <file>", "use this config file instead of looking one up")
      .addOption(severalOutputs ? repeatableFormat(formats, defaultFormat) : new Option("-f, --format <name>", "output format").choices(formats).default(defaultFormat))
      .option("-o, --output-file <file>", "write the output to a file instead of stdout")
      .option("--role <role>", "only this role's directory")
      .option("--no-color", "no colors (NO_COLOR and FORCE_COLOR are honoured too)")
      .option("--debug", "print stack traces of internal errors");

  common(program, Object.keys(FORMATTERS), "stylish", true)
    .argument("[paths...]", "report only on these files or folders (the catalog is always the whole project)")
    .option("--max-warnings <n>", "exit 1 when there are more warnings than this")
    .addOption(new Option("--fail-severity <severity>", "exit 1 when a problem of this severity or above is reported (default: error)").choices(["error", "warn", "info"]))
    .option("--stdin", "lint the text on stdin, as the file --stdin-filename names")
    .option("--stdin-filename <file>", "with --stdin: the file of the project the text stands for")
    .option("--fix", "apply the rules' mechanical fixes to the files, then report what remains")
    .option("--fix-dry-run", "apply the fixes in memory only: the json output gives each fixed file's text as `output`")
    .option("--quiet", "report errors only")
    .option("--verbose", "stylish: print infos too, not only their count per rule")
    .option("--width <columns>", "stylish: wrap messages at this many columns, 0 for never (default: COLUMNS, else the terminal's, else 100)")
    .option("--suppress-all", "record every current error and warning in the baseline file")
    .option("--suppress-rule <rule>", "record this rule's current errors and warnings in the baseline file (repeatable)", collect)
    .option("--suppressions-location <file>", `the baseline file (default: ${SUPPRESSIONS_FILE_NAME} in the project root)`)
    .option("--prune-suppressions", "remove baseline entries that no longer occur, and write the file")
    .option("--pass-on-unpruned-suppressions", "do not fail when baseline entries no longer occur")
    .option("--cache", "re-check only what changed since the last --cache run (results are the same)")
    .option("--cache-location <path>", "the cache file, or a folder for it (default: .summarylintcache)")
    .option("--rule <setting>", "a rule's setting over the config's: 'rule-id: severity' or 'rule-id: [severity, {options}]' (repeatable)", collect)
    .option("--print-config <file>", "print the settings that apply to this file, as JSON, and lint nothing")
    .action(async (paths: string[], options: LintOptions) => setExit(await lintCommand(paths, options, io)));
  for (const format of Object.keys(FORMATTERS)) program.addOption(new Option(`--output.${format} <file>`).hideHelp());

  common(program.command("directory").description("print the directory as the model sees it, per role"), ["text", "json"], "text").action(
    async (_options: CommonOptions, cmd: Command) =>
      setExit(await reportCommand(withGlobals<CommonOptions>(cmd), io, (p, o) => (o.format === "json" ? directoryJson(p, o.role, io.cwd) : directoryText(p, o.role)))),
  );

  common(program.command("stats").description("counts and sizes of the catalog and the directory"), ["text", "json"], "text").action(
    async (_options: CommonOptions, cmd: Command) =>
      setExit(await reportCommand(withGlobals<CommonOptions>(cmd), io, (p, o) => (o.format === "json" ? statsJson(p, o.role) : statsText(p, o.role)))),
  );

  program
    .command("rules")
    .description("list the rules, their severities in this project, and doc links")
    .addOption(new Option("-f, --format <name>", "output format").choices(["text", "json"]).default("text"))
    .action((_options: { format: string }, cmd: Command) => {
      const options = withGlobals<{ format: string }>(cmd);
      const config = projectConfigOrNone(io.cwd, io.stderr);
      io.stdout(options.format === "json" ? rulesJson(RULE_INFOS, config) : rulesText(RULE_INFOS, config));
      setExit(EXIT_OK);
    });

  program
    .command("init")
    .description(`write a starter ${STARTER_CONFIG_FILE_NAME} in the current folder`)
    .option("--force", "overwrite an existing file")
    .action((_options: { force?: boolean }, cmd: Command) => {
      const options = withGlobals<{ force?: boolean }>(cmd);
      const file = path.join(io.cwd, STARTER_CONFIG_FILE_NAME);
      // Any config in this folder (another name, or package.json's key) would compete with the new file.
      const existing = findConfigFile(io.cwd);
      if (existing !== undefined && path.dirname(existing) === path.resolve(io.cwd) && !options.force) {
        const name = path.basename(existing);
        throw new UsageError(
          name === STARTER_CONFIG_FILE_NAME
            ? `${name} already exists (use --force to overwrite it)`
            : `this folder already has a config (${name}${name === "package.json" ? `, key "summarylint"` : ""}); edit it, or use --force to write ${STARTER_CONFIG_FILE_NAME} beside it`,
        );
      }
      try {
        writeOutputFile(file, STARTER_CONFIG, io.cwd);
      } catch (error) {
        throw new UsageError(`cannot write ${STARTER_CONFIG_FILE_NAME}: ${(error as Error).message}`);
      }
      io.stderr(`Wrote ${STARTER_CONFIG_FILE_NAME}\n`);
      setExit(EXIT_OK);
    });
  // summarylint lsp: the language server (src/lsp). Editors pass --stdio (and VS Code --clientProcessId); stdio is
  // the only transport. It serves until the client sends exit, which ends the process.
  program
    .command("lsp")
    .description("run the language server over stdio, for editors")
    .option("--stdio", "talk over stdin and stdout (the only transport; accepted because editors pass it)")
    .addOption(new Option("--clientProcessId <pid>", "the editor's process id (accepted, as editors pass it)").hideHelp())
    .action(async (_options: unknown, cmd: Command) => {
      withGlobals(cmd);
      // Loaded on demand, as the project pipeline: a --cache re-run of an unchanged project never needs the parser.
      const { startLanguageServer } = await import("../lsp/server.js");
      startLanguageServer(process.stdin, process.stdout);
      setExit(EXIT_OK);
    });

  // The per-format outputs are one line of help, not one per format (set last: subcommands keep the default).
  program.configureHelp({
    visibleOptions(cmd) {
      const options = Help.prototype.visibleOptions.call(this, cmd);
      if (cmd !== program) return options;
      const at = options.findIndex((o) => o.long === "--output-file");
      options.splice(at + 1, 0, new Option("--output.<format> <file>", "with several -f: write that format's output to this file (as Spectral)"));
      return options;
    },
  });
  return program;
}

/** `-f` of the lint command: given again, one more output (as Spectral's `-f json -f sarif`). */
function repeatableFormat(formats: string[], defaultFormat: string): Option {
  return new Option("-f, --format <name>", "output format; may be given more than once (see --output.<format>)")
    .choices(formats)
    .default([], defaultFormat)
    .argParser((value: string, previous: string[]) => {
      if (!formats.includes(value)) throw new InvalidArgumentError(`Allowed choices are ${formats.join(", ")}.`);
      return [...previous, value];
    });
}

/** Options that change nothing for a command without them (`summarylint --no-color rules`): accepted silently. */
const HARMLESS_ANYWHERE = new Set(["color", "debug"]);

/**
 * A subcommand's options, with those given before its name (`summarylint -f json directory`) filled in:
 * commander would otherwise hand them to the top-level command and silently ignore them.
 */
function withGlobals<T>(cmd: Command): T {
  const own = cmd.opts();
  const parent = cmd.parent;
  if (!parent) return own as T;
  const merged: Record<string, unknown> = { ...own };
  const ownKeys = new Set(cmd.options.map((o) => o.attributeName()));
  for (const option of parent.options) {
    const key = option.attributeName();
    if (parent.getOptionValueSource(key) !== "cli") continue;
    if (!ownKeys.has(key) && HARMLESS_ANYWHERE.has(key)) continue;
    if (!ownKeys.has(key)) throw new UsageError(`${option.long ?? option.flags} does not apply to "${cmd.name()}"`);
    if (cmd.getOptionValueSource(key) === "cli") continue; // given after the command name too: that one wins
    let value = parent.getOptionValue(key) as unknown;
    // `-f` before the command name was collected as the lint command's list of formats.
    if (Array.isArray(value)) {
      if (value.length > 1) throw new UsageError(`"${cmd.name()}" takes one --format`);
      value = value[0];
    }
    const choices = cmd.options.find((o) => o.attributeName() === key)?.argChoices;
    if (choices && !choices.includes(String(value))) {
      throw new UsageError(`"${cmd.name()}" has no ${option.long} ${String(value)}; choose one of ${choices.join(", ")}`);
    }
    merged[key] = value;
  }
  return merged as T;
}

async function load(options: Pick<CommonOptions, "config" | "role">, io: CliIO, config?: Config, cache?: FactsCache, overlay?: Map<string, string>): Promise<Project> {
  config ??= loadConfig({ cwd: io.cwd, configPath: options.config, rules: RULE_INFOS });
  // Loaded on demand: it brings the TypeScript parser, which a --cache re-run of an unchanged project never needs.
  const { loadProject } = await import("../project.js");
  const project = loadProject(config, cache, overlay);
  const { catalog } = project;
  checkLoaded({ files: catalog.files, actions: catalog.actions.length, presets: project.presets, roles: project.directories.map((d) => d.role) }, config, options, io);
  return project;
}

/** A wrong --role is a usage error; no files or no actions get a hint on stderr. */
function checkLoaded(loaded: Pick<LintRun, "files" | "actions" | "presets" | "roles">, config: Config, options: Pick<CommonOptions, "role">, io: CliIO): void {
  if (options.role !== undefined && !loaded.roles.includes(options.role)) {
    const roles = loaded.roles.filter((r) => r !== "*");
    throw new UsageError(
      roles.length
        ? `unknown role "${options.role}"${didYouMean(options.role, roles)}; the roles are ${roles.join(", ")}`
        : `unknown role "${options.role}": the project declares no roles`,
    );
  }
  // Not errors, but almost always a wrong `include` or preset: say so where a person looks, not in the output.
  if (loaded.files.length === 0) {
    io.stderr(`summarylint: no source files found (include: ${config.include.join(", ")}); nothing was checked\n`);
  } else if (loaded.actions === 0) {
    const files = `${loaded.files.length} file${loaded.files.length === 1 ? "" : "s"}`;
    io.stderr(`summarylint: no action declarations found in ${files} (presets: ${describePresets(loaded.presets)})\n`);
  }
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
  const compute = async (cache?: FactsCache): Promise<LintRun> => {
    const project = await load(options, io, config, cache, overlay);
    const { lintProject } = await import("../project.js");
    // With --role, the rules judge that role's directory only: a pair of summaries alike in another role's
    // directory is not this role's problem.
    const judged = options.role === undefined ? project : { ...project, directories: project.directories.filter((d) => d.role === options.role) };
    return lintRunOf(project, lintProject(judged, ALL_RULES, (file) => overlay?.get(file)), options.role);
  };
  if (!options.cache || fixed) return compute();
  let computed = false;
  const run = await cachedLintRun(
    { config, role: options.role, file: cacheFilePath(io.cwd, options.cacheLocation), cwd: io.cwd, warn: io.stderr },
    (cache) => {
      computed = true;
      return compute(cache);
    },
  );
  if (!computed) checkLoaded(run, config, options, io);
  return run;
}

async function lintCommand(paths: string[], options: LintOptions, io: CliIO): Promise<number> {
  if (options.printConfig !== undefined) {
    if (paths.length > 0) throw new UsageError(`--print-config takes one file; the paths ${paths.join(", ")} would not be linted`);
    const config = lintConfig(io.cwd, options.config, options.rule);
    emit(printConfig(config, RULE_INFOS, options.printConfig, io.cwd), options, io, config.root);
    return EXIT_OK;
  }
  const maxWarnings = options.maxWarnings === undefined ? -1 : Number(options.maxWarnings);
  if (!Number.isInteger(maxWarnings) || maxWarnings < -1) throw new UsageError(`--max-warnings must be a whole number, not "${options.maxWarnings}"`);
  checkBaselineOptions(options);
  if (options.width !== undefined && !/^\d+$/.test(options.width)) throw new UsageError(`--width must be a whole number of columns, not "${options.width}"`);
  const outputs = planOutputs(options, io.cwd);
  const stdin = stdinTarget(paths, options, io.cwd);
  if (stdin.problem !== undefined) throw new UsageError(stdin.problem);
  const targets = paths.map((p) => path.resolve(io.cwd, p));
  for (const [i, target] of targets.entries()) {
    if (fs.existsSync(target)) continue;
    const command = nearest(paths[i], COMMANDS);
    const hint = paths[i] === "help" ? " (for usage, run summarylint --help)" : command ? ` (did you mean the command "${command}"?)` : "";
    throw new UsageError(`no such file or folder: ${paths[i]}${hint}`);
  }

  if (options.fix && options.fixDryRun) throw new UsageError("--fix and --fix-dry-run cannot be used together");
  if (options.fix && stdin.file !== undefined) throw new UsageError("--fix cannot write text read from --stdin; use --fix-dry-run (its json output has the fixed text)");
  const fixing = options.fix === true || options.fixDryRun === true;
  const { run, outputs: fixedOutputs } = fixing ? await fixRun(paths, options, io, stdin.file) : { run: await lintRun(options, io, stdin.file), outputs: undefined };
  // A path given through a symbolic link to a folder of the project names the project's own file.
  for (const [i, target] of targets.entries()) targets[i] = inProject(target, run.root);
  const outside = paths.filter((_, i) => fs.statSync(targets[i]).isFile() && !run.files.includes(targets[i]));
  // --stdin: only the file it stands for is reported, as if it were the one path given.
  if (stdin.file !== undefined) targets.push(inProject(stdin.file, run.root));
  if (stdin.file !== undefined && !run.files.includes(targets[0])) outside.push(options.stdinFilename!);
  if (outside.length > 0) {
    io.stderr(`summarylint: not part of the project (see include and exclude in the config), nothing reported for: ${outside.join(", ")}\n`);
  }

  const { diagnostics, ruleErrors } = run;
  for (const { ruleId, error } of ruleErrors) {
    io.stderr(`summarylint: internal error in rule ${ruleId}: ${oneLine((error as Error)?.message ?? String(error))}\n`);
    if (options.debug) io.stderr(`${(error as Error)?.stack ?? ""}\n`);
  }
  if (ruleErrors.length > 0 && !options.debug) io.stderr("Run again with --debug for the stack trace, and please report it.\n");

  // The baseline: applied after inline directives, to the whole project's diagnostics (a path-limited run
  // reports a subset of what a full run reports); only entries of the given paths can be found unused.
  const baseline = runBaseline(diagnostics, {
    root: run.root,
    cwd: io.cwd,
    location: options.suppressionsLocation,
    record: ruleErrors.length > 0 ? undefined : options.suppressAll ? "all" : options.suppressRule,
    prune: ruleErrors.length === 0 && options.pruneSuppressions,
    within: options.role !== undefined ? undefined : (file) => targets.length === 0 || isWithin(file, targets),
    isReported: (d) => isReported(d, targets, run),
    stderr: io.stderr,
  });
  if (ruleErrors.length > 0 && (options.suppressAll || options.suppressRule || options.pruneSuppressions)) {
    io.stderr(`summarylint: ${baseline.displayPath} was not changed, because a rule failed\n`);
  }

  const reported = baseline.kept.filter((d) => isReported(d, targets, run) && visibleToRole(d, run, options.role));
  const shown = options.quiet ? reported.filter((d) => d.severity === "error") : reported;

  const context = { cwd: io.cwd, tool: TOOL, files: run.files.length, actions: run.actions, rules: RULE_INFOS, verbose: options.verbose === true, fixedOutputs };
  let writeFailed = false;
  for (const { format, file } of outputs) {
    const toStdout = file === undefined;
    const text = FORMATTERS[format](shown, { ...context, color: useColor(options, io, toStdout), width: outputWidth(options, io, toStdout) });
    try {
      emit(text, { outputFile: file }, io, run.root);
    } catch (error) {
      // The other outputs are still written; the run then ends with exit 2.
      if (!(error instanceof UsageError)) throw error;
      io.stderr(`summarylint: ${error.message}\n`);
      writeFailed = true;
    }
  }

  if (ruleErrors.length > 0 || writeFailed) return EXIT_FATAL;
  // As ESLint: a baseline entry that no longer occurs fails the run with 2 (the file is out of date, the code is
  // not at fault), until --prune-suppressions lowers it, so the baseline only ever shrinks.
  if (baseline.unused.length > 0 && !options.passOnUnprunedSuppressions) {
    io.stderr(unusedMessage(baseline.unused, baseline.displayPath));
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
 * reported for the given paths; --fix then writes the files. The last run (what remains) is reported.
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
  for (const problem of writeFixed(result.changed, result.last.files, root, maxFileSize)) io.stderr(`summarylint: ${problem}\n`);
  return { run: result.last };
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
    if (!ids.includes(rule)) throw new UsageError(`--suppress-rule: unknown rule "${rule}"${didYouMean(rule, ids)}; summarylint rules lists them`);
  }
}

/** For repeatable options: `--suppress-rule a --suppress-rule b` gives ["a", "b"]. */
function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
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
    throw new UsageError(`-o ${options.outputFile} is left over: every format has its own --output.<format> <file>`);
  }
  const outputs = formats.map((format) => ({ format, file: own[`output.${format}`] ?? options.outputFile }));
  const written = outputs.filter((o) => o.file !== undefined);
  for (const [i, o] of written.entries()) {
    const other = written.slice(0, i).find((p) => path.resolve(cwd, p.file!) === path.resolve(cwd, o.file!));
    if (other) throw new UsageError(`${other.format} and ${o.format} cannot both go to ${o.file}`);
  }
  return outputs;
}

async function reportCommand(options: CommonOptions, io: CliIO, render: (p: Project, o: CommonOptions) => string): Promise<number> {
  const project = await load(options, io);
  emit(render(project, options), options, io, project.config.root);
  return EXIT_OK;
}

/**
 * Paths limit what is reported, never what is read (DESIGN §8). A diagnostic is reported for the given paths when
 * it is located there, when one of its related locations is (the other action of a pair), or when its subject is
 * a factory instance made by a call there: in a pre-commit hook, the file whose call passed the bad argument is
 * the one that changed.
 */
function isReported(d: Diagnostic, targets: string[], run: LintRun): boolean {
  if (targets.length === 0) return true;
  if (isWithin(d.file, targets)) return true;
  if (d.related?.some((r) => isWithin(r.file, targets))) return true;
  if (d.subject.type !== "action") return false;
  return run.instances.some((a) => a.name === d.subject.name && isWithin(a.callFile, targets) && a.files.includes(d.file));
}

/** `target` as a path under `root` when its real path is under root's real path (reached through a link); else as is. */
function inProject(target: string, root: string): string {
  if (isWithin(target, [root])) return target;
  try {
    const real = fs.realpathSync(target);
    const realRoot = fs.realpathSync(root);
    return real === realRoot ? root : isWithin(real, [realRoot]) ? path.join(root, path.relative(realRoot, real)) : target;
  } catch {
    return target;
  }
}

function isWithin(file: string, targets: string[]): boolean {
  return targets.some((t) => file === t || file.startsWith(t.endsWith(path.sep) ? t : t + path.sep));
}

function visibleToRole(d: Diagnostic, run: LintRun, role: string | undefined): boolean {
  if (role === undefined || d.subject.type !== "action") return true;
  return run.roleActions?.includes(d.subject.name) ?? true;
}

/**
 * Never into a file, and --no-color wins; then FORCE_COLOR (0 or false: off), then NO_COLOR (as Node: a
 * FORCE_COLOR given for one run beats a NO_COLOR set for the whole shell); otherwise colors only on a terminal.
 */
function useColor(options: Pick<CommonOptions, "color">, io: CliIO, toStdout: boolean): boolean {
  const env = io.env ?? {};
  if (!options.color || !toStdout) return false;
  const force = env.FORCE_COLOR;
  if (force === "0" || force === "false") return false;
  if (force !== undefined) return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  return io.isTTY === true;
}

/** Default width of stylish's lines when no terminal says it: wide enough for most messages on two lines. */
export const DEFAULT_WIDTH = 100;

/**
 * The columns stylish's lines fit in: --width (0: never wrap), else COLUMNS (a whole number above 0, as
 * Python's get_terminal_size reads it, so `COLUMNS=80 summarylint | less` fits 80), else the terminal's width when
 * stdout is a terminal, else DEFAULT_WIDTH (piped or written to a file).
 */
function outputWidth(options: Pick<LintOptions, "width">, io: CliIO, toStdout: boolean): number {
  if (options.width !== undefined) return Number(options.width);
  const columns = io.env?.COLUMNS;
  if (columns !== undefined && /^[1-9]\d*$/.test(columns.trim())) return Number(columns.trim());
  if (toStdout && io.isTTY === true && io.columns !== undefined && io.columns > 0) return io.columns;
  return DEFAULT_WIDTH;
}

/** `output` on stdout, or in the file named by `-o` (a link in the project `root` may not lead outside it). */
function emit(output: string, options: Pick<CommonOptions, "outputFile">, io: CliIO, root: string): void {
  const text = output === "" || output.endsWith("\n") ? output : `${output}\n`;
  if (options.outputFile === undefined) {
    if (text) io.stdout(text);
    return;
  }
  try {
    writeOutputFile(path.resolve(io.cwd, options.outputFile), text, root);
  } catch (error) {
    throw new UsageError(`cannot write ${options.outputFile}: ${(error as Error).message}`);
  }
}

function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, " ");
}
