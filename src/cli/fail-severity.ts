// --fail-severity (as Spectral's --fail-severity): the lowest severity that makes a lint run exit 1. Without it,
// the run fails on errors only (and on more warnings than --max-warnings), as ESLint's does; `warn` also fails on
// a warning, `info` on any problem. It counts what the run reports, as --max-warnings does: --quiet hides
// warnings and infos from the output, not from the exit code.

import type { Severity } from "../config/rule-info.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { plural } from "../base/plural.js";

const RANK: Record<Severity, number> = { info: 0, warn: 1, error: 2 };
const NAMES: Record<Severity, [string, string]> = { error: ["error", "errors"], warn: ["warning", "warnings"], info: ["info", "infos"] };

/**
 * Why the run fails at `level` ("2 warnings and 1 info at or above --fail-severity info"), or undefined when it
 * does not: no level given, or nothing reported at or above it. Errors are left to the caller (they always fail).
 */
export function failing(reported: Diagnostic[], level: Severity | undefined): string | undefined {
  if (level === undefined) return undefined;
  const counts = (["error", "warn", "info"] as const)
    .filter((severity) => RANK[severity] >= RANK[level])
    .map((severity) => [severity, reported.filter((d) => d.severity === severity).length] as const)
    .filter(([, count]) => count > 0);
  if (counts.length === 0) return undefined;
  const parts = counts.map(([severity, count]) => `${count} ${plural(count, ...NAMES[severity])}`);
  return `${parts.join(" and ")} at or above --fail-severity ${level}`;
}
