// The command line (DESIGN §8). Only this file writes output and picks exit codes:
//   0 clean (warnings within --max-warnings), 1 lint errors or too many warnings, 2 usage, config or internal error.
import fs from "node:fs";
import path from "node:path";
import { Command, CommanderError, Option } from "commander";
import { ConfigError, loadConfig, STARTER_CONFIG, STARTER_CONFIG_FILE_NAME } from "../config/index.js";
import type { Config } from "../config/index.js";
import { FORMATTERS } from "../format/index.js";
import { ALL_RULES, RULE_INFOS } from "../lint/registry.js";
import { lintProject, loadProject, type Project } from "../project.js";
import type { Diagnostic } from "../types.js";
import { directoryJson, directoryText } from "./directory-output.js";
import { rulesJson, rulesText } from "./rules-output.js";
import { statsJson, statsText } from "./stats-output.js";
import { TOOL, TOOL_VERSION } from "./version.js";

export interface CliIO {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Is stdout a terminal (colors on by default)? */
  isTTY?: boolean;
  env?: Record<string, string | undefined>;
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

interface LintOptions extends CommonOptions {
  maxWarnings?: string;
  quiet?: boolean;
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  let exitCode = EXIT_OK;
  let debug = argv.includes("--debug");
  const program = buildProgram(io, (code) => (exitCode = code));
  try {
    await program.parseAsync(argv, { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version exit 0; a usage mistake 2 (commander already printed its message).
      return error.exitCode === 0 ? EXIT_OK : EXIT_FATAL;
    }
    if (error instanceof ConfigError || error instanceof UsageError) {
      io.stderr(`summarylint: ${error.message}\n`);
      if (debug && error.stack) io.stderr(`${error.stack}\n`);
      return EXIT_FATAL;
    }
    io.stderr(`summarylint: internal error: ${(error as Error)?.message ?? String(error)}\n`);
    io.stderr(debug ? `${(error as Error)?.stack ?? ""}\n` : "Run again with --debug for the stack trace, and please report it.\n");
    return EXIT_FATAL;
  }
}

function buildProgram(io: CliIO, setExit: (code: number) => void): Command {
  const program = new Command("summarylint");
  program
    .description("Lint the one-line summaries an AI assistant sees of the actions it can call.")
    .version(TOOL_VERSION, "-v, --version")
    .exitOverride()
    .enablePositionalOptions()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showSuggestionAfterError(true);

  const common = (cmd: Command, formats: string[], defaultFormat: string) =>
    cmd
      .option("-c, --config <file>", "use this config file instead of looking one up")
      .addOption(new Option("-f, --format <name>", "output format").choices(formats).default(defaultFormat))
      .option("-o, --output-file <file>", "write the output to a file instead of stdout")
      .option("--role <role>", "only this role's directory")
      .option("--no-color", "no colors (NO_COLOR and FORCE_COLOR are honoured too)")
      .option("--debug", "print stack traces of internal errors");

  common(program, Object.keys(FORMATTERS), "stylish")
    .argument("[paths...]", "report only on these files or folders (the catalog is always the whole project)")
    .option("--max-warnings <n>", "exit 1 when there are more warnings than this")
    .option("--quiet", "report errors only")
    .action(async (paths: string[], options: LintOptions) => setExit(await lintCommand(paths, options, io)));

  common(program.command("directory").description("print the directory as the model sees it, per role"), ["text", "json"], "text").action(
    async (options: CommonOptions) => setExit(await reportCommand(options, io, (p, o) => (o.format === "json" ? directoryJson(p, o.role, io.cwd) : directoryText(p, o.role)))),
  );

  common(program.command("stats").description("counts and sizes of the catalog and the directory"), ["text", "json"], "text").action(
    async (options: CommonOptions) => setExit(await reportCommand(options, io, (p, o) => (o.format === "json" ? statsJson(p, o.role) : statsText(p, o.role)))),
  );

  program
    .command("rules")
    .description("list the rules, their default severities and doc links")
    .addOption(new Option("-f, --format <name>", "output format").choices(["text", "json"]).default("text"))
    .action((options: { format: string }) => {
      io.stdout(options.format === "json" ? rulesJson(RULE_INFOS) : rulesText(RULE_INFOS));
      setExit(EXIT_OK);
    });

  program
    .command("init")
    .description(`write a starter ${STARTER_CONFIG_FILE_NAME} in the current folder`)
    .option("--force", "overwrite an existing file")
    .action((options: { force?: boolean }) => {
      const file = path.join(io.cwd, STARTER_CONFIG_FILE_NAME);
      if (fs.existsSync(file) && !options.force) throw new UsageError(`${STARTER_CONFIG_FILE_NAME} already exists (use --force to overwrite it)`);
      writeAtomically(file, STARTER_CONFIG);
      io.stderr(`Wrote ${STARTER_CONFIG_FILE_NAME}\n`);
      setExit(EXIT_OK);
    });
  return program;
}

async function load(options: CommonOptions, io: CliIO): Promise<Project> {
  const config: Config = loadConfig({ cwd: io.cwd, configPath: options.config, rules: RULE_INFOS });
  const project = await loadProject(config);
  if (options.role !== undefined && !project.directories.some((d) => d.role === options.role)) {
    const roles = project.directories.map((d) => d.role).filter((r) => r !== "*");
    throw new UsageError(
      roles.length ? `unknown role "${options.role}" (roles: ${roles.join(", ")})` : `unknown role "${options.role}": the project declares no roles`,
    );
  }
  return project;
}

async function lintCommand(paths: string[], options: LintOptions, io: CliIO): Promise<number> {
  const maxWarnings = options.maxWarnings === undefined ? -1 : Number(options.maxWarnings);
  if (!Number.isInteger(maxWarnings) || maxWarnings < -1) throw new UsageError(`--max-warnings must be a whole number, not "${options.maxWarnings}"`);
  const targets = paths.map((p) => path.resolve(io.cwd, p));
  for (const [i, target] of targets.entries()) if (!fs.existsSync(target)) throw new UsageError(`no such file or folder: ${paths[i]}`);

  const project = await load(options, io);
  const { diagnostics, ruleErrors } = lintProject(project, ALL_RULES);
  for (const { ruleId, error } of ruleErrors) {
    io.stderr(`summarylint: internal error in rule ${ruleId}: ${(error as Error)?.message ?? String(error)}\n`);
    if (options.debug) io.stderr(`${(error as Error)?.stack ?? ""}\n`);
  }
  let shown = diagnostics.filter((d) => isWithin(d.file, targets) && visibleToRole(d, project, options.role));
  if (options.quiet) shown = shown.filter((d) => d.severity === "error");

  const output = FORMATTERS[options.format](shown, {
    cwd: io.cwd,
    color: useColor(options, io),
    tool: TOOL,
    files: project.catalog.files.length,
    actions: project.catalog.actions.length,
  });
  emit(output, options, io);

  if (ruleErrors.length > 0) return EXIT_FATAL;
  const errors = shown.filter((d) => d.severity === "error").length;
  const warnings = shown.filter((d) => d.severity === "warn").length;
  if (errors > 0) return EXIT_LINT;
  if (maxWarnings >= 0 && warnings > maxWarnings) {
    io.stderr(`summarylint found too many warnings (maximum: ${maxWarnings}).\n`);
    return EXIT_LINT;
  }
  return EXIT_OK;
}

async function reportCommand(options: CommonOptions, io: CliIO, render: (p: Project, o: CommonOptions) => string): Promise<number> {
  emit(render(await load(options, io), options), options, io);
  return EXIT_OK;
}

/** Paths limit what is reported, never what is read (DESIGN §8). */
function isWithin(file: string, targets: string[]): boolean {
  if (targets.length === 0) return true;
  return targets.some((t) => file === t || file.startsWith(t.endsWith(path.sep) ? t : t + path.sep));
}

function visibleToRole(d: Diagnostic, project: Project, role: string | undefined): boolean {
  if (role === undefined || d.subject.type !== "action") return true;
  const directory = project.directories.find((dir) => dir.role === role);
  return directory?.lines.some((line) => line.action.name === d.subject.name) ?? true;
}

function useColor(options: CommonOptions, io: CliIO): boolean {
  const env = io.env ?? {};
  if (!options.color) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0") return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  return io.isTTY === true;
}

function emit(output: string, options: CommonOptions, io: CliIO): void {
  if (options.outputFile === undefined) {
    if (output) io.stdout(output.endsWith("\n") ? output : `${output}\n`);
    return;
  }
  const file = path.resolve(io.cwd, options.outputFile);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeAtomically(file, output.endsWith("\n") || output === "" ? output : `${output}\n`);
  } catch (error) {
    throw new UsageError(`cannot write ${options.outputFile}: ${(error as Error).message}`);
  }
}

/** Write to a temporary file beside the target, then rename: readers never see half a file. */
export function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}
