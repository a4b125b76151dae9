// The evaluator's step budgets, against evaluator bombs (`const a1 = [...a0, ...a0]` … `a21`, joined in twenty
// descriptions): each evaluation (an item, a loop's list, a call site's callee or arguments) stops after MAX_STEPS,
// and all the evaluations one file's code causes share that file's part of MAX_PROJECT_STEPS. A file spends only its
// own part, so no file can leave another's descriptions unresolved (the budget was once one pool for the whole
// project, and one 2.6 KB file spent it for every file read after it). The project's work stays bounded: at most
// the larger of MAX_PROJECT_STEPS and MIN_FILE_STEPS per file.
import type { Value } from "./values.js";
import { thousands } from "../base/plural.js";

type Stop = Extract<Value, { t: "unknown" }>;

/** One evaluation's steps. */
export const MAX_STEPS = 1_000_000;
/**
 * All evaluations of the project, shared among its files: far above what real projects take (of the 106 projects of
 * the ecosystem check, the most one takes in all is about 130,000 steps, over 8,000 files).
 */
export const MAX_PROJECT_STEPS = 20_000_000;
/**
 * The least a file's part may be, however many files share: five times what the most demanding file of the ecosystem
 * check spends (under 20,000 steps), so that no real file is cut. Past 200 files, the project's bound is this many
 * steps per file.
 */
export const MIN_FILE_STEPS = 100_000;

/** A file's part of the project's steps, when `files` files share them. */
export function fileShare(files: number): number {
  return Math.max(Math.floor(MAX_PROJECT_STEPS / Math.max(files, 1)), MIN_FILE_STEPS);
}

/** The values a budget stop evaluates to: kept for one evaluation, never for the next (see Evaluator.binding). */
const STOPS = new WeakSet<Value>();

function stop(reason: string): Stop {
  const value: Stop = { t: "unknown", reason };
  STOPS.add(value);
  return value;
}

export const OVER_STEPS = stop(`evaluating it takes more than ${thousands(MAX_STEPS)} steps`);

export function isStop(v: Value): v is Stop {
  return STOPS.has(v);
}

/** What each file has spent of its part, and how much the evaluation under way may take. */
export class FileShares {
  private readonly spent = new Map<string, number>();
  private payer: string | undefined;
  private readonly over: Stop;
  /** Steps of the evaluations done (for measuring the budgets on real projects). */
  total = 0;

  constructor(readonly share: number) {
    this.over = stop(`the file whose code makes it has spent its ${thousands(share)}-step part of the evaluation budget`);
  }

  /**
   * Charge the evaluation that took `steps` (of at most `limit`) to its file, and start one charged to `payer`: the
   * steps it may take, and what it evaluates to past them.
   */
  next(steps: number, limit: number, payer: string): { limit: number; over: Stop } {
    if (this.payer !== undefined) {
      const taken = Math.min(steps, limit);
      this.spent.set(this.payer, (this.spent.get(this.payer) ?? 0) + taken);
      this.total += taken;
    }
    this.payer = payer;
    const left = Math.max(this.share - (this.spent.get(payer) ?? 0), 0);
    return left < MAX_STEPS ? { limit: left, over: this.over } : { limit: MAX_STEPS, over: OVER_STEPS };
  }
}
