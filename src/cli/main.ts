// The command line (docs/design.md#command-line). Only the cli folder writes output and picks exit codes:
//   0 clean (warnings within --max-warnings), 1 lint errors or too many warnings, 2 usage, config or internal error.
// This file parses the arguments and runs the commands; the lint command is in lint-command.ts, loading the project
// in load.ts, what the commands share (writing an output, colors and width) in common.ts.
import fs from "node:fs";
import path from "node:path";
import { Command, CommanderError, Help, InvalidArgumentError, Option } from "commander";
import { cachedFactsRun, cacheFilePath } from "../cache/index.js";
import { ConfigError, loadConfig, STARTER_CONFIG_FILE_NAME } from "../config/index.js";
import { FORMATTERS } from "../format/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import type { Project } from "../project.js";
import { SUPPRESSIONS_FILE_NAME, SuppressionsError } from "../suppress/baseline.js";
import { emit, EXIT_FATAL, EXIT_OK, oneLine, UsageError, type CliIO, type CommonOptions } from "./common.js";
import { load } from "./load.js";
import { lineWriter, showValue, writeLines, writeStack } from "../base/stderr.js";
import { projectConfigOrNone, RuleOptionError } from "./config-options.js";
import type { OutputText } from "../base/output-file.js";
import { lintCommand, type LintOptions } from "./lint-command.js";
import { checkToolsJsonOptions } from "./tools-json.js";
import { speaksToPerson } from "./closing-line.js";
// The directory, stats and rules printers are loaded by their commands: a lint never pays for them.
import { DEFAULT_LISTING_BUDGET, STATS_FORMATS, type StatsFormat } from "../stats/options.js";
import { TOOL_VERSION } from "../base/version.js";
import { CLIENT_IDS } from "../summarize/clients/index.js";

export type { CliIO } from "./common.js";

export async function main(argv: string[], given: CliIO): Promise<number> {
  // Every message on stderr is one line, its control characters escaped (src/base/stderr.ts); only the progress line writes
  // its terminal codes as they are.
  const io: CliIO = { ...given, stderr: lineWriter(given.stderr), stderrTerminal: given.stderrTerminal ?? given.stderr };
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
      io.stderr(`summarylint: ${error.message}`);
      if (debug) writeStack(io.stderr, error);
      return EXIT_FATAL;
    }
    io.stderr(`summarylint: internal error: ${oneLine((error as Error)?.message ?? String(error))}`);
    if (debug) writeStack(io.stderr, error);
    else io.stderr("Run again with --debug for the stack trace, and please report it.");
    return EXIT_FATAL;
  }
}

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
      // Commander's own text (help): a line at a time.
      writeErr: (text) => writeLines(io.stderr, text),
      // Commander's own usage errors (they quote what was typed): one line, in the same shape as ours.
      outputError: (text) => io.stderr(`summarylint: ${oneLine(text.replace(/^error: /, "")).replace(/\.$/, "")}; see summarylint --help`),
    })
    .showSuggestionAfterError(true);

  addLint(program, io, setExit);
  addReports(program, io, setExit);
  addServices(program, io, setExit);

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

/** The options every command that reads the project takes. */
function common(cmd: Command, formats: string[], defaultFormat: string, severalOutputs = false): Command {
  return cmd
    .option("-c, --config <file>", "use this config file instead of looking one up")
    .addOption(severalOutputs ? repeatableFormat(formats, defaultFormat) : new Option("-f, --format <name>", "output format").choices(formats).default(defaultFormat))
    .option("-o, --output-file <file>", "write the output to a file instead of stdout")
    .option("--role <role>", "only this role's directory")
    .option("--tools-json <file>", "read a captured MCP tools/list result (JSON; - for stdin) instead of the project's sources")
    .option("--no-color", "no colors (NO_COLOR and FORCE_COLOR are honoured too)")
    .option("--debug", "print stack traces of internal errors");
}

/** The lint itself: `summarylint [paths...]` and its options. */
function addLint(program: Command, io: CliIO, setExit: (code: number) => void): void {
  common(program, Object.keys(FORMATTERS), "stylish", true)
    .argument("[paths...]", "report only on these files or folders (the catalog is always the whole project)")
    .option("--max-warnings <n>", "exit 1 when there are more warnings than this")
    .addOption(new Option("--fail-severity <severity>", "exit 1 when a problem of this severity or above is reported (default: error)").choices(["error", "warn", "info"]))
    .option("--stdin", "lint the text on stdin, as the file --stdin-filename names")
    .option("--stdin-filename <file>", "with --stdin: the file of the project the text stands for")
    .option("--fix", "apply the rules' mechanical fixes to the files, then report what remains")
    .option("--fix-dry-run", "apply the fixes in memory only: the json output gives each fixed file's text as `output`")
    .option("--quiet", "report errors only")
    .option("--timing", "print where the time went, per stage and per rule, on stderr (as ESLint's TIMING=1)")
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
}

/** What the project is, as reports: `directory` and `stats`. */
function addReports(program: Command, io: CliIO, setExit: (code: number) => void): void {
  withCacheOptions(common(program.command("directory").description("print the directory as the model sees it, per role"), ["text", "json"], "text"))
    .addOption(new Option("--client <name>", "print the tool descriptions as this client shows them, cut where it cuts (text format)").choices(CLIENT_IDS))
    .action(async (_options: DirectoryOptions, cmd: Command) => {
      const { directoryJson, directoryText } = await import("./directory-output.js");
      const { clientText } = await import("./client-output.js");
      setExit(
        await reportCommand(withGlobals<DirectoryOptions>(cmd), io, (p, o) =>
          o.client !== undefined ? clientText(p, o.client, o.role) : o.format === "json" ? directoryJson(p, o.role, io.cwd) : directoryText(p, o.role),
        ),
      );
    });

  withCacheOptions(common(program.command("stats").description("counts and sizes of the catalog, the directory and the full catalog"), [...STATS_FORMATS], "text"))
    .option("--listing-budget <characters>", `the characters a harness lists skills in before it drops some (default ${DEFAULT_LISTING_BUDGET})`)
    .option("--compare <file>", "print the changes against the stats JSON of another revision (stats --format json)")
    .action(async (_options: StatsOptions, cmd: Command) => {
      const options = withGlobals<StatsOptions>(cmd);
      const { readCompared, statsOutput } = await import("./stats-output.js");
      const budget = listingBudget(options.listingBudget);
      const compare = options.compare === undefined ? undefined : readCompared(options.compare, io.cwd, options.format);
      setExit(await reportCommand(options, io, (p, o) => statsOutput(p, { format: o.format as StatsFormat, role: o.role, listingBudget: budget, compare })));
    });
}

/** Commands around the lint: `rules`, `init`, and the servers for editors (`lsp`) and coding agents (`mcp`). */
function addServices(program: Command, io: CliIO, setExit: (code: number) => void): void {
  program
    .command("rules")
    .description("list the rules, their severities in this project, and doc links")
    .addOption(new Option("-f, --format <name>", "output format").choices(["text", "json"]).default("text"))
    .action(async (_options: { format: string }, cmd: Command) => {
      const options = withGlobals<{ format: string }>(cmd);
      const { rulesJson, rulesText } = await import("./rules-output.js");
      const config = projectConfigOrNone(io.cwd, io.stderr);
      io.stdout(options.format === "json" ? rulesJson(RULE_INFOS, config) : rulesText(RULE_INFOS, config));
      setExit(EXIT_OK);
    });

  program
    .command("init")
    .description(`write a starter ${STARTER_CONFIG_FILE_NAME} in the current folder`)
    .option("--force", "overwrite an existing file")
    .action(async (_options: { force?: boolean }, cmd: Command) => {
      const options = withGlobals<{ force?: boolean }>(cmd);
      // Loaded by its command: it reads package.json files and the presets, which a lint with --cache may not need.
      const { initCommand } = await import("./init-command.js");
      initCommand(io.cwd, options.force === true);
      io.stderr(`Wrote ${STARTER_CONFIG_FILE_NAME}`);
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
  // summarylint mcp: a Model Context Protocol server over stdio (src/mcp) whose tools lint the project, print its
  // directory and explain a rule, for a coding agent. It serves until its input ends.
  program
    .command("mcp")
    .description("run an MCP server over stdio whose tools lint this project, print its directory and explain rules, for coding agents")
    .argument("[folder]", "the project to serve (default: the working directory)")
    .action(async (folder: string | undefined, _options: unknown, cmd: Command) => {
      withGlobals(cmd);
      setExit(await mcpCommand(folder, io));
    });
}

/**
 * `summarylint mcp [folder]`: serve the project in `folder` (default: the working directory) on stdin and stdout
 * until stdin ends; the server's tools run this command line (main) there. A folder that is not there is a usage
 * error, before anything is served.
 */
async function mcpCommand(folder: string | undefined, io: CliIO): Promise<number> {
  const { serveMcp } = await import("../mcp/server.js");
  const cwd = folder === undefined ? io.cwd : path.resolve(io.cwd, folder);
  if (folder !== undefined && !fs.statSync(cwd, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`mcp: no such folder: ${showValue(folder)}`);
  await serveMcp(process.stdin, process.stdout, { cwd, env: io.env ?? process.env, log: io.stderr, run: main });
  return EXIT_OK;
}

interface StatsOptions extends CachedOptions {
  listingBudget?: string;
  compare?: string;
}

/** `--listing-budget`: a whole number of characters above zero. */
function listingBudget(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LISTING_BUDGET;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--listing-budget must be a whole number of characters above 0, not "${showValue(value)}"`);
  return n;
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
      throw new UsageError(`"${cmd.name()}" has no ${option.long} ${showValue(String(value))}; choose one of ${choices.join(", ")}`);
    }
    merged[key] = value;
  }
  return merged as T;
}

/** For repeatable options: `--suppress-rule a --suppress-rule b` gives ["a", "b"]. */
function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** `directory` and `stats`: load the project (with --cache, from the stored facts of unchanged files) and print it. */
async function reportCommand<O extends CachedOptions>(options: O, io: CliIO, render: (p: Project, o: O) => OutputText): Promise<number> {
  let project: Project;
  checkToolsJsonOptions(options);
  if (options.cache) {
    const config = loadConfig({ cwd: io.cwd, configPath: options.config, rules: RULE_INFOS });
    const file = cacheFilePath(io.cwd, options.cacheLocation);
    project = await cachedFactsRun({ config, role: options.role, file, cwd: io.cwd, warn: io.stderr }, (facts) => load(options, io, config, facts));
  } else {
    project = await load(options, io);
  }
  emit(render(project, options), options, io, project.config.root);
  if (options.outputFile !== undefined && speaksToPerson(io, undefined)) io.stderr(`summarylint: wrote ${showValue(options.outputFile)}\n`);
  return EXIT_OK;
}

interface CachedOptions extends CommonOptions {
  cache?: boolean;
  cacheLocation?: string;
}

interface DirectoryOptions extends CachedOptions {
  /** --client: the client profile (src/summarize/clients) whose view of the tools is printed. */
  client?: string;
}

/** --cache and --cache-location, as the lint command has them. */
function withCacheOptions(command: Command): Command {
  return command
    .option("--cache", "read the facts of unchanged files from the cache of --cache runs (the output is the same)")
    .option("--cache-location <path>", "the cache file, or a folder for it (default: .summarylintcache)");
}

