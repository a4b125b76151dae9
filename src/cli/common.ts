// What the commands of the command line share: the I/O they are given, the exit codes, usage errors, the hints on
// stderr once a project is loaded (load.ts loads it), and writing an output (colors, width, -o).
import fs from "node:fs";
import path from "node:path";
import { didYouMean } from "../config/index.js";
import type { Config } from "../config/index.js";
import type { LintRun } from "../cache/index.js";
import { summarizePresets } from "../extract/choose.js";
import { token } from "../config/quote.js";
import { DEFAULT_INCLUDE, SKILL_INCLUDE } from "../config/schema.js";
import { chunked, writeOutputFile, type OutputText } from "../base/output-file.js";
import { showValue, showList } from "../base/stderr.js";
import { count } from "../base/plural.js";

export interface CliIO {
  cwd: string;
  stdout: (text: string) => void;
  /** One message a call (main makes every call one line, its control characters escaped: src/base/stderr.ts). */
  stderr: (text: string) => void;
  /** Writes to stderr as they are, for the progress line's terminal codes only (default: stderr as it is given). */
  stderrTerminal?: (text: string) => void;
  /** Is stdout a terminal (colors on by default)? */
  isTTY?: boolean;
  /** The terminal's width in columns, when stdout is one (stylish wraps its messages to fit). */
  columns?: number;
  env?: Record<string, string | undefined>;
  /** Is stderr a terminal (a progress line may be drawn there on a long run)? */
  stderrIsTTY?: boolean;
  /** How long a run goes before its progress line appears (default 1,000 ms; tests set 0). */
  progressAfterMs?: number;
  /** What `--stdin` reads (default: process.stdin). */
  stdin?: AsyncIterable<Uint8Array | string>;
}

export const EXIT_OK = 0;
export const EXIT_LINT = 1;
export const EXIT_FATAL = 2;

/** A usage or config problem: a one-line reason on stderr and exit code 2. */
export class UsageError extends Error {}

export interface CommonOptions {
  config?: string;
  format: string;
  outputFile?: string;
  role?: string;
  color: boolean;
  debug?: boolean;
  /** --tools-json: a captured MCP tools/list (a file, or `-` for stdin) instead of the project's sources. */
  toolsJson?: string;
}

/** A wrong --role is a usage error; no files or no actions get a hint on stderr. */
export function checkLoaded(loaded: Pick<LintRun, "files" | "actions" | "modules" | "presets" | "roles">, config: Config, options: Pick<CommonOptions, "role">, io: CliIO): void {
  if (options.role !== undefined && !loaded.roles.includes(options.role)) {
    const roles = loaded.roles.filter((r) => r !== "*");
    const role = showValue(options.role);
    throw new UsageError(
      roles.length
        ? `unknown role "${role}"${didYouMean(options.role, roles)}; the roles are ${showList(roles)}`
        : `unknown role "${role}": the project declares no roles`,
    );
  }
  // Not errors, but almost always a wrong `include` or preset: say so where a person looks, not in the output. A
  // glob of the config is its text, quoted as its messages quote it; summarylint's own defaults are shown whole.
  if (loaded.files.length === 0) {
    const glob = (g: string) => (g === DEFAULT_INCLUDE || g === SKILL_INCLUDE ? g : token(g));
    io.stderr(`summarylint: no source files found (include: ${showList(config.include, glob)}); nothing was checked\n`);
  } else if (loaded.actions === 0 && loaded.modules === 0) {
    const files = count(loaded.files.length, "file");
    io.stderr(`summarylint: no action declarations found in ${files} (presets: ${summarizePresets(loaded.presets)})\n`);
  }
}

/** `target` as a path under `root` when its real path is under root's real path (reached through a link); else as is. */
export function inProject(target: string, root: string): string {
  if (isWithin(target, [root])) return target;
  try {
    const real = fs.realpathSync(target);
    const realRoot = fs.realpathSync(root);
    return real === realRoot ? root : isWithin(real, [realRoot]) ? path.join(root, path.relative(realRoot, real)) : target;
  } catch {
    return target;
  }
}

export function isWithin(file: string, targets: string[]): boolean {
  return targets.some((t) => file === t || file.startsWith(t.endsWith(path.sep) ? t : t + path.sep));
}

/**
 * Never into a file, and --no-color wins; then FORCE_COLOR (0 or false: off), then NO_COLOR (as Node: a
 * FORCE_COLOR given for one run beats a NO_COLOR set for the whole shell); otherwise colors only on a terminal.
 */
export function useColor(options: Pick<CommonOptions, "color">, io: CliIO, toStdout: boolean): boolean {
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
export function outputWidth(options: { width?: string }, io: CliIO, toStdout: boolean): number {
  if (options.width !== undefined) return Number(options.width);
  const columns = io.env?.COLUMNS;
  if (columns !== undefined && /^[1-9]\d*$/.test(columns.trim())) return Number(columns.trim());
  if (toStdout && io.isTTY === true && io.columns !== undefined && io.columns > 0) return io.columns;
  return DEFAULT_WIDTH;
}

/**
 * `output` (one text, or its parts: src/format/formatter.ts) on stdout, in chunks, or in the file named by `-o` (a
 * link in the project `root` may not lead outside it). An output that does not end its last line gets a line break.
 */
export function emit(output: OutputText, options: Pick<CommonOptions, "outputFile">, io: CliIO, root: string): void {
  const parts = endingLine(typeof output === "string" ? [output] : output);
  if (options.outputFile === undefined) {
    for (const chunk of chunked(parts)) io.stdout(chunk);
    return;
  }
  try {
    writeOutputFile(path.resolve(io.cwd, options.outputFile), parts, root);
  } catch (error) {
    throw new UsageError(`cannot write ${showValue(options.outputFile)}: ${(error as Error).message}`);
  }
}

/** `parts`, and a line break after them when the last that is not empty does not end with one. */
function* endingLine(parts: Iterable<string>): Generator<string> {
  let last = "";
  for (const part of parts) {
    if (part !== "") last = part;
    yield part;
  }
  if (last !== "" && !last.endsWith("\n")) yield "\n";
}

export function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, " ");
}
