// What a labelled set measures (accuracy, recall, the misses) is not printed by `npm test`, whose output is vitest's
// own: the threshold assertions carry it as their message, so a failure shows it. SUMMARYLINT_FIGURES=1 prints it
// on stderr whatever the outcome: `SUMMARYLINT_FIGURES=1 npx vitest run test/text/verbs-real.test.ts`.

/** The lines as one text, written to stderr only when SUMMARYLINT_FIGURES=1. */
export function figures(lines: readonly string[]): string {
  const text = lines.join("\n");
  if (process.env.SUMMARYLINT_FIGURES === "1") process.stderr.write(`${text}\n`);
  return text;
}
