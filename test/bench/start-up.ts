// Start-up: the launcher on a one-file project, with the compiler's code cache (src/base/compiler.ts) and without
// it, in fresh processes, alternating. Most of a small project's run is loading the TypeScript compiler, so this is
// what a pre-commit hook or an editor's first lint waits for. Measured, not judged: a busy machine moves both alike,
// and the ratio says what the cache buys.

import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchSection } from "./bench.js";

const LAUNCHER = fileURLToPath(new URL("../../../bin/summarylint.js", import.meta.url));
const RUNS = 12;

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One lint of `dir` in a fresh process, in ms. */
function timed(dir: string, env: Record<string, string>): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [LAUNCHER], { cwd: dir, env: { ...process.env, ...env }, encoding: "utf8" });
  if (run.status !== 0 && run.status !== 1) throw new Error(`the launcher exited ${run.status}: ${run.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export const startUp: BenchSection = {
  name: "start-up",
  standalone: true,
  run() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-start-"));
    try {
      fs.mkdirSync(path.join(dir, "src"));
      fs.writeFileSync(path.join(dir, "src/a.ts"), 'import { defineHandler } from "kumiko";\nexport const a = defineHandler({ name: "a.list", description: "List the things." });\n');
      const on = { SUMMARYLINT_COMPILE_CACHE_DIR: path.join(dir, "cache") };
      const off = { SUMMARYLINT_COMPILE_CACHE: "0" };
      timed(dir, on); // writes the cache
      const cached: number[] = [];
      const uncached: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        uncached.push(timed(dir, off));
        cached.push(timed(dir, on));
      }
      const [c, u] = [median(cached), median(uncached)];
      const table = [
        ["", "median ms", "min ms"],
        ["without the code cache", u.toFixed(0), Math.min(...uncached).toFixed(0)],
        ["with the code cache", c.toFixed(0), Math.min(...cached).toFixed(0)],
        ["with / without", (c / u).toFixed(2), ""],
      ];
      return { title: `start-up: one-file lint, a fresh process each (median of ${RUNS} runs each, alternating)`, table, checks: [] };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
