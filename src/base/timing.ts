// --timing (as ESLint's TIMING=1): where one run's time went, per pipeline stage (docs/design.md#pipeline) and per
// rule. A Timing is passed down explicitly (never global state); each stage adds the milliseconds it spent. Printed
// on stderr only, so stdout still carries just the chosen format.
import { performance } from "node:perf_hooks";
import { compareText } from "./compare.js";

/** The stages of docs/design.md#pipeline, in pipeline order; read, parse and extract split the extract stage. */
export const STAGES = ["discover", "read", "parse", "extract", "resolve", "summarize", "rules", "suppress"] as const;
export type Stage = (typeof STAGES)[number];

export class Timing {
  readonly stages = new Map<Stage, number>();
  readonly rules = new Map<string, number>();

  add(stage: Stage, ms: number): void {
    this.stages.set(stage, (this.stages.get(stage) ?? 0) + ms);
  }

  addRule(id: string, ms: number): void {
    this.rules.set(id, (this.rules.get(id) ?? 0) + ms);
  }

  /**
   * Runs `fn`, adding its time to `stage`; the time the stages `besides` gained meanwhile is theirs (resolve reads
   * deferred files in full: that time is the extract stages', not resolve's).
   */
  time<T>(stage: Stage, fn: () => T, besides: readonly Stage[] = []): T {
    const start = performance.now();
    const before = this.total(besides);
    try {
      return fn();
    } finally {
      this.add(stage, performance.now() - start - (this.total(besides) - before));
    }
  }

  /** The milliseconds of `stages` so far, together. */
  private total(stages: readonly Stage[]): number {
    return stages.reduce((ms, stage) => ms + (this.stages.get(stage) ?? 0), 0);
  }
}

/** Runs `fn`, adding its time to `name` when there is a Timing (--timing); see Timing.time for `besides`. */
export function stage<T>(name: Stage, timing: Timing | undefined, fn: () => T, besides: readonly Stage[] = []): T {
  return timing ? timing.time(name, fn, besides) : fn();
}

/** Milliseconds since `start` (performance.now()). */
export function since(start: number): number {
  return performance.now() - start;
}

export const now = (): number => performance.now();

/** The two tables ESLint's TIMING prints: the stages in pipeline order, then the rules, slowest first. */
export function timingTable(timing: Timing): string {
  const table = (title: string, rows: [string, number][]) => {
    const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
    const width = Math.max(title.length, ...rows.map(([name]) => name.length));
    const head = `${title.padEnd(width)} | Time (ms) | Relative`;
    const lines = rows.map(([name, ms]) => `${name.padEnd(width)} | ${ms.toFixed(1).padStart(9)} | ${(total > 0 ? (100 * ms) / total : 0).toFixed(1).padStart(7)}%`);
    return [head, `${"-".repeat(width)}-|-----------|---------`, ...lines].join("\n");
  };
  const stages = STAGES.filter((s) => timing.stages.has(s)).map((s): [string, number] => [s, timing.stages.get(s)!]);
  const rules = [...timing.rules].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]));
  return `${table("Stage", stages)}\n\n${table("Rule", rules)}\n`;
}
