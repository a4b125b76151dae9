// Progress on stderr for a long run (src/cli/progress.ts): a line redrawn as files are read, cleared at the end,
// only when stderr is a terminal and not in CI; stdout is the same with it or without it. The delay before the
// line appears (one second) is set to 0 here, so that these small projects show it.
import { describe, expect, it } from "vitest";
import { project, run } from "./run.js";

const IMPORT = 'import { defineHandler } from "@kumiko/framework";\n';
const handler = (name: string) => `${IMPORT}export const h = defineHandler({ name: "${name}", description: "Send the ${name}." });\n`;
const FILES = { "src/a.ts": handler("deal.send"), "src/b.ts": handler("deal.archive"), "src/c.ts": "export const x = 1;\n" };
const CLEAR = "\r\x1b[K";

describe("the progress line", () => {
  it("shows files read and declarations found, redrawn in place, and is cleared before anything else is written", async () => {
    const cwd = project(FILES);
    const plain = await run(cwd, ["-f", "json"]);
    const shown = await run(cwd, ["-f", "json"], { stderrIsTTY: true, progressAfterMs: 0 });
    expect(shown.stdout).toBe(plain.stdout);
    expect(shown.code).toBe(plain.code);
    // The first file is drawn at once (no delay here), the last always; one between them only if reading it took
    // over 100 ms. Each line is drawn over the last, and the last is cleared.
    // After it, the run's closing line (src/cli/closing-line.ts), which a terminal outside CI is also given.
    const closing = "summarylint: 2 actions in 3 files: no problems\n";
    expect(shown.stderr.endsWith(CLEAR + closing)).toBe(true);
    const lines = shown.stderr.slice(0, -closing.length).split(CLEAR).filter((line) => line !== "");
    expect(lines[0]).toBe("summarylint: 1 of 3 files read, 1 declaration found");
    expect(lines.at(-1)).toBe("summarylint: 3 of 3 files read, 2 declarations found");
    for (const line of lines) expect(line).toMatch(/^summarylint: [123] of 3 files read, [12] declarations? found$/);
  });

  it.each([
    ["stderr is not a terminal (a pipe, a log)", { stderrIsTTY: false, progressAfterMs: 0 }, {}, ""],
    ["in CI", { stderrIsTTY: true, progressAfterMs: 0 }, { CI: "true" }, ""],
    // A terminal still gets the closing line.
    ["before the delay has passed", { stderrIsTTY: true, progressAfterMs: 60_000 }, {}, "summarylint: 2 actions in 3 files: no problems\n"],
  ])("is not shown when %s", async (_, options, env, expected) => {
    const { stderr } = await run(project(FILES), ["-f", "json"], { ...options, env });
    expect(stderr).toBe(expected);
  });

  it("is shown with CI=false, and for directory and stats too", async () => {
    const cwd = project(FILES);
    for (const argv of [["-f", "json"], ["directory"], ["stats"]]) {
      const { stderr } = await run(cwd, argv, { stderrIsTTY: true, progressAfterMs: 0, env: { CI: "false" } });
      expect(stderr).toContain(`summarylint: 3 of 3 files read, 2 declarations found${CLEAR}`);
    }
  });
});
