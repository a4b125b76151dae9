// What each tool of `summarylint mcp` does: the command line's own run (main(), in-process, with its output
// captured), so a call answers exactly what `summarylint -f json` or `summarylint directory` prints in the server's
// working directory. A run the command line ends with exit code 2 (a bad config, a path that does not exist, an
// unknown role) is a tool error carrying its message, never a failure of the server.
import fs from "node:fs";
import path from "node:path";
import { didYouMean } from "../config/index.js";
import { printable } from "../base/escape.js";
import { RULE_INFOS } from "../../rules/index.js";
import { ruleDocs } from "./rule-docs.js";
import { ArgumentError, checkArguments, MCP_TOOLS, type McpTool } from "./tools.js";

/** MCP's CallToolResult, as this server fills it. */
export interface ToolResult {
  content: { type: "text"; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: true;
}

/** What a run of the command line is given: its working directory, its output and its environment. */
export interface RunIO {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
  stderrIsTTY: boolean;
  env: Record<string, string | undefined>;
}

/** The command line's run (main() of src/cli/main.ts, which starts this server and hands it over). */
export type RunCli = (argv: string[], io: RunIO) => Promise<number>;

export interface CallContext {
  /** The project: the server's working directory. */
  cwd: string;
  env: Record<string, string | undefined>;
  run: RunCli;
}

interface Captured {
  code: number;
  stdout: string;
  /** One message a call of stderr, each ending with its line break. */
  stderr: string[];
}

/** `summarylint <argv…>` in the server's working directory, its output captured. */
async function runCli(argv: string[], ctx: CallContext): Promise<Captured> {
  let stdout = "";
  const stderr: string[] = [];
  const code = await ctx.run(argv, {
    cwd: ctx.cwd,
    stdout: (text) => (stdout += text),
    stderr: (text) => stderr.push(text.endsWith("\n") ? text : `${text}\n`),
    isTTY: false,
    stderrIsTTY: false,
    env: ctx.env,
  });
  return { code, stdout, stderr };
}

export function errorResult(message: string): ToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

/** The result of a command line run that ended with exit code 2: what it said on stderr. */
function failed(run: Captured): ToolResult {
  const said = run.stderr.join("").trim();
  return errorResult(said === "" ? `summarylint ended with exit code ${run.code} and no message` : said);
}

/** The tool named `name`, or undefined. */
export function findTool(name: string): McpTool | undefined {
  return MCP_TOOLS.find((t) => t.name === name);
}

/** Run a call of `tool` with the arguments given. */
export async function callTool(tool: McpTool, args: unknown, ctx: CallContext): Promise<ToolResult> {
  try {
    if (tool.name === "lint") return await lint(checkArguments(tool, args), ctx);
    if (tool.name === "directory") return await directory(checkArguments(tool, args), ctx);
    return explainRule(checkArguments(tool, args, ["rule"]));
  } catch (error) {
    if (error instanceof ArgumentError) return errorResult(error.message);
    throw error;
  }
}

/** The closing line of a lint run (closing-line.ts): `summarylint: 19 tools in 6 files: no problems`. */
const CLOSING_LINE = /^summarylint: .* in [\d,]+ files?: [^\n]*\n$/;

interface JsonDocument {
  results: { ruleId: string; severity: string; message: string; file: string; line: number; column: number }[];
  summary: Record<string, number>;
}

async function lint(args: Record<string, unknown>, ctx: CallContext): Promise<ToolResult> {
  const paths = (args.paths as string[] | undefined) ?? [];
  for (const p of paths) {
    const refused = outsideReason(p, ctx.cwd);
    if (refused !== undefined) return errorResult(refused);
  }
  // --verbose: the closing line is written whoever reads it; the json document is the same with or without it.
  const run = await runCli(["-f", "json", "--verbose", "--", ...paths], ctx);
  if (run.code !== 0 && run.code !== 1) return failed(run);
  const document = JSON.parse(run.stdout) as JsonDocument;
  const verbose = args.verbose === true;
  const shown = verbose ? document.results : document.results.filter((r) => r.severity !== "info");
  const closing = [...run.stderr].reverse().find((line) => CLOSING_LINE.test(line));
  const notes = run.stderr.filter((line) => line !== closing);
  const summary = closing === undefined ? "" : closing.replace(/^summarylint: /, "").trimEnd();
  const hidden = document.results.length - shown.length;
  const lines = [
    ...shown.map((r) => `${r.file}:${r.line}:${r.column} ${r.severity} ${printable(r.message.replace(/\s*[\r\n]+\s*/g, " "))} [${r.ruleId}]`),
    ...notes.map((line) => line.trimEnd()),
    summary + (hidden === 0 ? "" : hidden === 1 ? " (the info is not listed; verbose: true lists it)" : " (the infos are not listed; verbose: true lists them)"),
  ];
  return { content: [{ type: "text", text: `${lines.filter((l) => l !== "").join("\n")}\n` }], structuredContent: { ...document, results: shown } };
}

/**
 * Why `given` may not be read, or undefined: a path must lie inside the server's working directory, also once
 * symbolic links are followed (a link inside that points outside is refused too).
 */
export function outsideReason(given: string, cwd: string): string | undefined {
  const refused = `the path ${JSON.stringify(given)} is outside the server's working directory (${cwd}); give a path inside it`;
  const target = path.resolve(cwd, given);
  if (!isInside(target, cwd)) return refused;
  let real: string;
  try {
    real = fs.realpathSync(target);
  } catch {
    return undefined; // not there: the command line says so
  }
  return isInside(real, fs.realpathSync(cwd)) ? undefined : refused;
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

async function directory(args: Record<string, unknown>, ctx: CallContext): Promise<ToolResult> {
  const format = (args.format as string | undefined) ?? "text";
  const role = args.role as string | undefined;
  const run = await runCli(["directory", "-f", format, ...(role === undefined ? [] : [`--role=${role}`])], ctx);
  if (run.code !== 0) return failed(run);
  const notes = run.stderr.join("");
  const result: ToolResult = { content: [{ type: "text", text: run.stdout + notes }] };
  if (format === "json") result.structuredContent = JSON.parse(run.stdout) as Record<string, unknown>;
  return result;
}

function explainRule(args: Record<string, unknown>): ToolResult {
  const id = args.rule as string;
  const ids = RULE_INFOS.map((r) => r.id);
  if (!ids.includes(id)) return errorResult(`summarylint has no rule ${JSON.stringify(id)}${didYouMean(id, ids)}; its rules are: ${[...ids].sort().join(", ")}`);
  const docs = ruleDocs(id);
  if (docs === undefined) {
    const rule = RULE_INFOS.find((r) => r.id === id)!;
    return errorResult(`the documentation of ${id} is not installed with this copy of summarylint; read it at ${rule.docs}`);
  }
  return { content: [{ type: "text", text: docs }] };
}
