// `npm test`. Most files share one module graph per worker (ISOLATED below says which do not, and
// test/helpers/isolation.test.ts checks that list). vitest's default runs files in (cores - 1) workers: one on a
// two-core machine, where a file that waits (a language server's 5 s stall, a child process) then holds up the whole
// run. Three workers on two cores: many files wait on child processes (language servers, launchers, lock races), and
// a third worker runs another file meanwhile (quiet runs on this two-core machine: 116.3, 117.7 and 120.0 s with
// three; 119.2 and 136.0 s with two).
// The built copy of the package (test/helpers/built-cli.ts) is made once per run, in the folder the global setup
// gives it. `npm run test:heavy` (vitest.heavy.config.ts) runs the property and fuzz files at their full sizes.
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Files that replace a module (`vi.mock`), spy on one, move the clock or change the process's environment: each runs
 * in a fresh module graph. The others share one per worker (`isolate: false`), so TypeScript and the pipeline are
 * loaded once per worker, not once per file (that load was half of the run's time).
 */
export const ISOLATED = [
  "test/cache/cli.test.ts",
  "test/cli/internal-error.test.ts",
  "test/config/extends-graph.test.ts",
  "test/config/yaml-keys.test.ts",
  "test/discover/gitignore.test.ts",
  "test/extract/choose.test.ts",
  "test/format/wrap-long.test.ts",
  "test/helpers/figures.test.ts",
  "test/lsp/live-project.test.ts",
  "test/resolve/complete-callers.test.ts",
];

export default defineConfig({
  test: {
    globalSetup: ["test/helpers/global-setup.ts"],
    maxWorkers: 3,
    // Growth in time is measured, not asserted, in `npm test`: the quick scaling check times each step, which a busy
    // machine distorts, so it runs with `npm run test:heavy` and in full with `npm run scale`.
    exclude: [...configDefaults.exclude, "test/scale/scale.test.ts"],
    // A test proves what it asserts (the same files, a few tests per file), not a time: vitest's 5 s default failed
    // a 2 s test of 20,000 .gitignore lines when two files and another process shared the cores. A hook may wait
    // for another file's build of the package.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "shared", isolate: false, exclude: [...configDefaults.exclude, "test/scale/scale.test.ts", ...ISOLATED] } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
