// How the scaling suite judges a dimension: the size doubles four times (n .. 16n), and the cost of the last step
// may be at most what n log n allows from the first, with room for noise. A quadratic cost gives 256x over those
// doublings, n log n about 22x, so the line between them is wide.

/** One measured step: the size, its time, and (in `npm run scale`) the memory the work took beyond the process's own. */
export interface Sample {
  n: number;
  ms: number;
  mb?: number;
}

export interface Verdict {
  pass: boolean;
  /** Last step's cost over the first's. */
  timeGrowth: number;
  /** What n log n allows over the same steps, slack included. */
  allowed: number;
  memoryGrowth?: number;
  reason?: string;
}

/** Noise allowance over n log n: timers, the collector and a loaded machine. */
export const SLACK = 2.5;
/** A first step faster than this is judged as if it took this long: a ratio of two tiny times says nothing. */
export const FLOOR_MS = 2;
/** Memory below this is the allocator's noise, not growth. */
export const FLOOR_MB = 16;
/** No step may take more memory than this. */
export const LIMIT_MB = 1024;

/** n log n from size `a` to size `b` (log base 2, at least 1, so n = 1 is not a division by zero). */
export function nLogN(a: number, b: number): number {
  const log = (x: number) => Math.max(1, Math.log2(x));
  return (b * log(b)) / (a * log(a));
}

export function judge(samples: readonly Sample[]): Verdict {
  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  const allowed = nLogN(first.n, last.n) * SLACK;
  const timeGrowth = last.ms / Math.max(first.ms, FLOOR_MS);
  const verdict: Verdict = { pass: true, timeGrowth, allowed };
  if (timeGrowth > allowed) {
    verdict.pass = false;
    verdict.reason = `time grew ${timeGrowth.toFixed(1)}x from n=${first.n} to n=${last.n} (n log n allows ${allowed.toFixed(1)}x)`;
  }
  if (first.mb !== undefined && last.mb !== undefined) {
    verdict.memoryGrowth = Math.max(last.mb, FLOOR_MB) / Math.max(first.mb, FLOOR_MB);
    const peak = Math.max(...samples.map((s) => s.mb ?? 0));
    if (peak > LIMIT_MB) {
      verdict.pass = false;
      verdict.reason = `memory reached ${Math.round(peak)} MB (the limit is ${LIMIT_MB} MB)`;
    } else if (verdict.memoryGrowth > nLogN(first.n, last.n)) {
      // Peak memory is not noisy the way time is: no slack.
      verdict.pass = false;
      verdict.reason = `memory grew ${verdict.memoryGrowth.toFixed(1)}x from n=${first.n} to n=${last.n} (n log n allows ${nLogN(first.n, last.n).toFixed(1)}x)`;
    }
  }
  return verdict;
}

/** The five sizes of a dimension: start doubled four times. */
export function sizes(start: number, steps = 5): number[] {
  return Array.from({ length: steps }, (_, i) => start * 2 ** i);
}
