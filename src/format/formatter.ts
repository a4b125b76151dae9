import type { RuleMeta } from "../lint/rule.js";
import type { Diagnostic } from "../types.js";

export interface FormatContext {
  /** Paths are shown relative to this, with "/". */
  cwd: string;
  /** ANSI colors (the CLI decides: TTY, --no-color, NO_COLOR, FORCE_COLOR). */
  color: boolean;
  tool: { name: string; version: string };
  /** Files scanned and actions found, for the summary. */
  files: number;
  actions: number;
  /** Every rule the run knows, for formats that describe them (SARIF); default: every rule summarylint ships. */
  rules?: RuleMeta[];
  /**
   * For stylish, the one format made for a person: print infos (`--verbose`). Otherwise they are counted in one
   * line per rule. Every other format always carries every diagnostic it is given.
   */
  verbose?: boolean;
  /** For stylish: wrap messages so that lines fit this many terminal columns. 0 or absent: no wrapping. */
  width?: number;
  /** `--fix-dry-run`: each fixed file (absolute) and its text after the fixes, for the json output. */
  fixedOutputs?: { file: string; output: string }[];
}

/** Pure: the whole output as one string. Only the CLI writes it to stdout or a file. */
export type Formatter = (diagnostics: Diagnostic[], ctx: FormatContext) => string;

export interface SeverityCounts {
  errors: number;
  warnings: number;
  infos: number;
}

export function countSeverities(diagnostics: Diagnostic[]): SeverityCounts {
  const counts = { errors: 0, warnings: 0, infos: 0 };
  for (const { severity } of diagnostics) {
    if (severity === "error") counts.errors++;
    else if (severity === "warn") counts.warnings++;
    else counts.infos++;
  }
  return counts;
}
