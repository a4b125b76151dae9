// One input dimension of the scaling suite (`npm run scale`, and its quick version in `npm test`): an input that
// can be made n times larger, and the work whose time and memory must grow no faster than n log n as n doubles.
//
// A dimension lives in `test/scale/dimensions/<area>.ts`, whose `dimensions` export lists them. `prepare` builds the
// input (a text, a folder of files, a git index) and is not measured; the step it returns is.

export interface Step {
  /** The measured work: a lint of the folder, one rule on the text, a config load. */
  run(): unknown;
  /** Removes what prepare wrote (a temporary folder); called after the measurement. */
  dispose?(): void;
}

export interface Dimension {
  /** What is doubled, in the words of the table: "description length (characters)". */
  name: string;
  /** First size of `npm run scale`; it is doubled four times (n, 2n, 4n, 8n, 16n). */
  start: number;
  /**
   * First size of the quick version `npm test` runs (also doubled four times). Large enough that a quadratic cost
   * would show at it (the first step takes a few milliseconds), small enough that the five steps take under a
   * second or two. Omit to keep the dimension out of `npm test`.
   */
  quick?: number;
  prepare(n: number): Step | Promise<Step>;
}
