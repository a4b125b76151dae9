import type { RuleMeta } from "../lint/rule.js";
import type { Diagnostic, SeverityCounts } from "../lint/diagnostic.js";
import { addToCounts } from "../lint/cap.js";
import { countOf } from "../base/plural.js";

export type { SeverityCounts } from "../lint/diagnostic.js";

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

/**
 * Pure: the output in parts, in order; together they are the whole output. A part holds a file's rows or one
 * result, never the whole: the CLI writes each as it comes, so an output larger than a string can be is written all
 * the same.
 */
export type FormatParts = (diagnostics: Diagnostic[], ctx: FormatContext) => Iterable<string>;

/** Pure: the whole output as one string (for a test, or an output known to be small). */
export type Formatter = (diagnostics: Diagnostic[], ctx: FormatContext) => string;

/** The formatter that joins what `parts` writes. */
export function whole(parts: FormatParts): Formatter {
  return (diagnostics, ctx) => [...parts(diagnostics, ctx)].join("");
}

/** "2 errors, 1 warning, 3 infos" (the severities that occur), or "no problems". */
export function severitiesText({ errors, warnings, infos }: SeverityCounts): string {
  const found = [errors > 0 ? countOf(errors, "error") : "", warnings > 0 ? countOf(warnings, "warning") : "", infos > 0 ? countOf(infos, "info") : ""];
  return found.filter((s) => s !== "").join(", ") || "no problems";
}

/** Findings by severity; a finding that closes a capped group (src/lint/cap.ts) counts those it stands for. */
export function countSeverities(diagnostics: readonly Diagnostic[]): SeverityCounts {
  const counts = { errors: 0, warnings: 0, infos: 0 };
  for (const d of diagnostics) addToCounts(counts, d);
  return counts;
}
