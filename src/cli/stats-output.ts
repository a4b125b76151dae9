// `summarylint stats`: builds the report (stats/compute.ts) and prints it in the chosen format, or, with
// `--compare FILE`, the deltas against the stats JSON of another revision. The compared file is read and checked
// before the project is loaded: a wrong file is a usage error (exit 2) that names it and says why.
import path from "node:path";
import type { Project } from "../project.js";
import { readTextChecked } from "../base/read-file.js";
import { compareStats, readStatsJson } from "../stats/compare.js";
import { buildStats } from "../stats/compute.js";
import { statsHtml } from "../stats/html.js";
import { comparisonMarkdown, statsMarkdown } from "../stats/markdown.js";
import { comparisonText, statsText } from "../stats/text.js";
import type { StatsReport } from "../stats/types.js";
import type { StatsFormat } from "../stats/options.js";
import { jsonTextParts, listed } from "../format/json-text.js";
import type { OutputText } from "../base/output-file.js";
import { UsageError } from "./common.js";
import { showValue } from "../base/stderr.js";


export interface StatsPrintOptions {
  format: StatsFormat;
  role?: string;
  listingBudget?: number;
  /** `--compare`: the file as given and the report it holds. */
  compare?: { base: string; report: StatsReport };
}

/**
 * `--compare FILE`: the stats JSON of another revision, read and checked; a usage error when it is not one, or when
 * the format cannot show a comparison (the html page shows one report).
 */
export function readCompared(file: string, cwd: string, format?: string): { base: string; report: StatsReport } {
  if (format === "html") throw new UsageError(`--compare prints text, json or markdown, not html`);
  let text: string;
  try {
    text = readTextChecked(path.resolve(cwd, file));
  } catch (error) {
    throw new UsageError(`--compare ${showValue(file)}: cannot read it (${(error as Error).message})`);
  }
  const report = readStatsJson(text);
  if (typeof report === "string") throw new UsageError(`--compare ${showValue(file)}: ${report}`);
  return { base: file, report };
}

/** The stats in the chosen format; JSON in parts (an item a part, as the directory's). */
export function statsOutput(project: Project, options: StatsPrintOptions): OutputText {
  const report = buildStats(project, { role: options.role, listingBudget: options.listingBudget });
  if (options.compare) {
    // With --role, the other revision's other roles are not this run's business.
    const before = options.role === undefined ? options.compare.report : { ...options.compare.report, roles: options.compare.report.roles.filter((r) => r.role === options.role) };
    const comparison = compareStats(before, report, options.compare.base);
    if (options.format === "json") return jsonParts({ ...report, compare: comparison });
    return options.format === "markdown" ? comparisonMarkdown(comparison) : comparisonText(comparison);
  }
  if (options.format === "json") return jsonParts(report);
  if (options.format === "html") return statsHtml(report);
  return options.format === "markdown" ? statsMarkdown(report) : statsText(report);
}

function* jsonParts(value: unknown): Generator<string> {
  yield* jsonTextParts(listed(value), 2);
  yield "\n";
}
