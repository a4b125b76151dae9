// The one error type of configuration loading, and the "did you mean" helper its messages use.

/**
 * An invalid or unreadable config. `line`/`column` are 1-based and point at the offending key or value;
 * both are 0 when the problem is the file as a whole (missing, unreadable). The CLI prints `message` and exits 2.
 */
export class ConfigError extends Error {
  override name = "ConfigError";

  constructor(
    /** What is wrong and how to fix it, without the position prefix. */
    readonly reason: string,
    /** Absolute path of the config file. */
    readonly file: string,
    readonly line: number,
    readonly column: number,
    /** How to name the file in the message (usually relative to the working directory). */
    displayPath: string = file,
  ) {
    super(line > 0 ? `${displayPath}:${line}:${column}: ${reason}` : `${displayPath}: ${reason}`);
  }
}

/** Edit distance (insertions, deletions, substitutions), for suggestions only. */
export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The candidate closest to `typed`, if it is within max(2, typed.length / 3) edits (case-insensitive);
 * ties go to the earlier candidate.
 */
export function nearest(typed: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(typed.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = levenshtein(typed.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (did you mean "x"?)`, or the empty string when nothing is close. */
export function didYouMean(typed: string, candidates: readonly string[]): string {
  const suggestion = nearest(typed, candidates);
  return suggestion === undefined ? "" : ` (did you mean "${suggestion}"?)`;
}
