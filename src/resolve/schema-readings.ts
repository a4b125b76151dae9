// What keeps reading an input schema linear in what is written (zod-schema.ts, json-literal.ts): a schema written
// once and used again (`const S2 = z.object({ a: S1, b: S1 })`) is read once, by reference, and its JSON shared
// wherever it is used; the steps of one reading are bounded; and a schema whose JSON, written out in full, passes a
// bound is not written out (25 levels that each use the one below twice are 2^25 copies of the first: gigabytes).
import type { Expr } from "../extract/facts.js";
import type { Env } from "./values.js";
import type { Located } from "./schema-source.js";
import { thousands } from "../base/plural.js";

/** Steps (a schema or JSON value read, an item of a list copied) one input schema may take to read. */
export const MAX_SCHEMA_STEPS = 100_000;
/** Characters of JSON an input schema may take written out in full; a larger one is not counted (see `jsonLength`). */
export const MAX_SCHEMA_CHARACTERS = 1_000_000;

/** Thrown out of a reading that took more than MAX_SCHEMA_STEPS steps. */
export class TooManySteps extends Error {}

/** The reason a schema over one of the bounds gives (`InputSchema.unread`). */
export const TOO_MANY_STEPS = `reading it takes over ${thousands(MAX_SCHEMA_STEPS)} steps; its size is not counted`;
export const TOO_LARGE = `written out in full, its JSON is over ${thousands(MAX_SCHEMA_CHARACTERS)} characters; its size is not counted`;

/** The steps taken so far by the readers of one input schema (they share it). */
export class Steps {
  private taken = 0;

  /** Counts `n` steps more; throws TooManySteps past MAX_SCHEMA_STEPS. */
  take(n = 1): void {
    this.taken += n;
    if (this.taken > MAX_SCHEMA_STEPS) throw new TooManySteps();
  }
}

/** What one reading found beyond its value, so that using it again elsewhere gives what a fresh reading would. */
interface Reading<T> {
  value: T;
  /** Some part was left out (the readers' `partial`). */
  partial: boolean;
  /** The depth it was read at, and how much deeper its deepest inner reading went. */
  depth: number;
  height: number;
  /** An inner reading was cut by the nesting limit: the same only at the same depth. */
  cut: boolean;
}

/**
 * Readings of one reader, by the expression and environment they read (a const used twice is one), each with what
 * decides whether using it again elsewhere gives what reading it again would: the nesting limit of the reader cuts
 * at a depth, so a reading that met it is reused only at its own depth, and one that did not only where its
 * deepest inner reading stays above the limit.
 */
export class Readings<T> {
  private readonly kept = new Map<Expr, Map<Env, Reading<T>>>();
  private deepest = 0;
  private cut = false;

  constructor(
    /** Whether the reader's nesting limit cuts a reading at that depth. */
    private readonly cuts: (depth: number) => boolean,
    private readonly steps: Steps,
  ) {}

  /** Records a reading at `depth` (and counts its step): whether the nesting limit cuts it there. */
  enter(depth: number): boolean {
    this.steps.take();
    if (depth > this.deepest) this.deepest = depth;
    if (!this.cuts(depth)) return false;
    this.cut = true;
    return true;
  }

  /**
   * The value of the resolved location `at` at `depth`: one read before when it would be the same, else `read()`,
   * kept. `flags.partial` is set as the reading sets it.
   */
  get(at: Located, depth: number, flags: { partial: boolean }, read: () => T): T {
    const found = this.kept.get(at.e)?.get(at.env);
    if (found && (found.cut ? found.depth === depth : !this.cuts(depth + found.height))) {
      this.deepest = Math.max(this.deepest, depth + found.height);
      this.cut ||= found.cut;
      flags.partial ||= found.partial;
      return found.value;
    }
    const outer = { deepest: this.deepest, cut: this.cut, partial: flags.partial };
    this.deepest = depth;
    this.cut = false;
    flags.partial = false;
    const value = read();
    const reading = { value, partial: flags.partial, depth, height: this.deepest - depth, cut: this.cut };
    let byEnv = this.kept.get(at.e);
    if (!byEnv) this.kept.set(at.e, (byEnv = new Map()));
    byEnv.set(at.env, reading);
    this.deepest = Math.max(outer.deepest, this.deepest);
    this.cut ||= outer.cut;
    flags.partial ||= outer.partial;
    return value;
  }
}

/**
 * The length of `JSON.stringify(value)`, or some number above `bound` when it is longer: an object or array used in
 * several places is measured once (its length counts at each place), so a value that would write out as gigabytes
 * is measured in the time of its parts. `value` holds JSON values only (no cycles, no `toJSON`).
 */
export function jsonLength(value: unknown, bound: number): number {
  const lengths = new Map<object, number>();
  const measure = (v: unknown): number => {
    if (v === null) return 4;
    if (typeof v === "string" || typeof v === "number") return JSON.stringify(v).length;
    if (typeof v === "boolean") return v ? 4 : 5;
    if (typeof v !== "object") return -1; // undefined, a function: left out of an object, null in an array
    let length = lengths.get(v);
    if (length !== undefined) return length;
    length = 2;
    let first = true;
    if (Array.isArray(v)) {
      for (const item of v) {
        const n = measure(item);
        length += (n < 0 ? 4 : n) + (first ? 0 : 1);
        first = false;
        if (length > bound) break;
      }
    } else {
      for (const [key, item] of Object.entries(v)) {
        const n = measure(item);
        if (n < 0) continue;
        length += JSON.stringify(key).length + 1 + n + (first ? 0 : 1);
        first = false;
        if (length > bound) break;
      }
    }
    length = Math.min(length, bound + 1);
    lengths.set(v, length);
    return length;
  };
  return measure(value);
}
