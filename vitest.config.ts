// `npm test`. vitest's default runs files in (cores - 1) workers: one on a two-core machine, where a file that waits
// (a language server's 5 s stall, a child process) then holds up the whole run. Two workers keep both cores busy.
// The built copy of the package (test/helpers/built-cli.ts) is made once per run, in the folder the global setup
// gives it. `npm run test:heavy` (vitest.heavy.config.ts) runs the property and fuzz files at their full sizes.
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["test/helpers/global-setup.ts"],
    maxWorkers: 2,
    // Growth in time is measured, not asserted, in `npm test`: the quick scaling check times each step, which a busy
    // machine distorts, so it runs with `npm run test:heavy` and in full with `npm run scale`.
    exclude: [...configDefaults.exclude, "test/scale/scale.test.ts"],
    // A test proves what it asserts (the same files, a few tests per file), not a time: vitest's 5 s default failed
    // a 2 s test of 20,000 .gitignore lines when two files and another process shared the cores. A hook may wait
    // for another file's build of the package.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
