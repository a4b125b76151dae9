// Progress on stderr for a long run: after a second, one line that says how far reading has come
// ("summarylint: 3,210 of 7,964 files read, 1,204 declarations found"), redrawn at most ten times a second and
// cleared when the project is loaded. Only when stderr is a terminal and the run is not in CI (the `CI` variable
// that CI services set): never on a pipe, never in a log, never on stdout. The pipeline is synchronous, so the line
// is drawn from the per-file callback of extract, not from a timer.
import type { FileFacts } from "../extract/facts.js";
import type { CliIO } from "./common.js";
import { personAtTerminal } from "./closing-line.js";
import { plural, thousands } from "../base/plural.js";

/** How long a run goes before the line appears, and how often it is redrawn. */
const AFTER_MS = 1000;
const EVERY_MS = 100;

export class Progress {
  private readonly started = performance.now();
  private drawnAt = -Infinity;
  private drawn = false;
  private files = 0;
  private declarations = 0;

  private constructor(
    private readonly write: (text: string) => void,
    private readonly afterMs: number,
  ) {}

  /** A progress line for this run, or undefined where none may be shown. */
  static of(io: CliIO): Progress | undefined {
    if (!personAtTerminal(io)) return undefined;
    // Its terminal codes are written as they are (every other message on stderr has its control characters escaped).
    return new Progress(io.stderrTerminal ?? io.stderr, io.progressAfterMs ?? AFTER_MS);
  }

  /** One more file read (`total`: how many the project has). */
  readonly file = (facts: FileFacts, total: number): void => {
    this.files++;
    this.declarations += facts.decls.length;
    const now = performance.now();
    if (now - this.started < this.afterMs || (now - this.drawnAt < EVERY_MS && this.files < total)) return;
    this.drawnAt = now;
    this.drawn = true;
    const count = (n: number) => thousands(n);
    const declarations = `${count(this.declarations)} ${plural(this.declarations, "declaration")}`;
    this.write(`\r\x1b[Ksummarylint: ${count(this.files)} of ${count(total)} files read, ${declarations} found`);
  };

  /** The line is cleared (the output and messages that follow start on a clean line). */
  done(): void {
    if (this.drawn) this.write("\r\x1b[K");
  }
}
