// The line a run ends with on a terminal, as Ruff's "All checks passed!": what was checked and what was found, so a
// clean run of 19 tools is not mistaken for a run that found none; and what --fix and -o wrote. Always on stderr
// (stdout carries only the chosen format), only when a person reads it: stderr is a terminal and CI is not set
// (most CI services set `CI`), or --verbose asks for it.
import type { Diagnostic } from "../lint/diagnostic.js";
import type { CliIO } from "./common.js";
import { countOf, thousands } from "../base/plural.js";
import { countSeverities, severitiesText } from "../format/formatter.js";
import { printable } from "../base/escape.js";

/** Is stderr a terminal outside CI (`CI` unset, empty, `0` or `false`)? The progress line is drawn only there too. */
export function personAtTerminal(io: Pick<CliIO, "stderrIsTTY" | "env">): boolean {
  const ci = io.env?.CI;
  return io.stderrIsTTY === true && (ci === undefined || ci === "" || ci === "0" || ci.toLowerCase() === "false");
}

/** Is the closing line written: a terminal outside CI, or --verbose. */
export function speaksToPerson(io: Pick<CliIO, "stderrIsTTY" | "env">, verbose: boolean | undefined): boolean {
  return verbose === true || personAtTerminal(io);
}

export interface Checked {
  files: number;
  actions: number;
  modules: number;
  /** The actions not proven to be their framework's, read by a name or a shape alone (LintRun.unproven). */
  unproven?: readonly { name: string; file: string; line: number; reason: string }[];
  /** The presets used, per package: a project read by the kumiko preset alone speaks of actions, others of tools. */
  presets: { presets: string[] }[];
}

/**
 * `summarylint: 19 tools in 6 files: no problems`, or `… : 2 errors, 1 warning, 3 infos`. Skills, modules and
 * toolsets are named when there are any.
 */
export function closingLine(checked: Checked, reported: readonly Diagnostic[]): string {
  const kumikoOnly = checked.presets.length > 0 && checked.presets.every((p) => p.presets.every((name) => name === "kumiko"));
  const what = [countOf(checked.actions, kumikoOnly ? "action" : "tool")];
  if (checked.modules > 0) what.push(countOf(checked.modules, "skill or module", "skills or modules"));
  const unproven = checked.unproven?.length ?? 0;
  const doubt = unproven === 0 ? "" : ` (${countOf(unproven, kumikoOnly ? "action" : "tool")} not proven, judged at info at most)`;
  return `summarylint: ${what.join(" and ")} in ${countOf(checked.files, "file")}${doubt}: ${severitiesText(countSeverities(reported))}\n`;
}

/** At most this many not-proven entries are named by --verbose; the rest are counted. */
const NAMED = 20;

/**
 * For --verbose: each entry not proven to be its framework's, where it is and why, so that a shape read as a tool is
 * seen (and a custom matcher or a preset can be chosen); empty when there is none.
 */
export function unprovenLines(list: NonNullable<Checked["unproven"]>, relative: (file: string) => string): string {
  const lines = list.slice(0, NAMED).map((u) => `summarylint: not proven: "${printable(u.name)}" at ${relative(u.file)}:${u.line}: ${printable(u.reason)}\n`);
  if (list.length > NAMED) lines.push(`summarylint: not proven: … and ${thousands(list.length - NAMED)} more\n`);
  return lines.join("");
}
