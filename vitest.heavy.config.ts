// `npm run test:heavy`: the property and fuzz files at their full sizes (test/helpers/heavy.ts), where `npm test`
// runs a seeded sample of each; the learned safety score trained again (`npm test` compares only what it was trained
// from); the evaluation budget at a whole project's part (20,000,000 steps); four races of two baseline writers (two
// in `npm test`); the installs from a release tag (the real pre-commit, a git URL and npm ci); and the quick scaling
// check (`npm run scale` is the full one). The long random-seed campaign is `npm run fuzz`.
import { configDefaults, defineConfig } from "vitest/config";
import base from "./vitest.config.js";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    include: ["test/hostile/fuzz.test.ts", "test/text/similarity.test.ts", "test/scale/scale.test.ts", "test/resolve/budget.test.ts", "test/hostile/baseline-lock.test.ts", "test/cli/release-install.test.ts", "test/text/safety-learned.test.ts", "test/hostile/regex.test.ts", "test/text/similarity-parallel.test.ts", "test/discover/gitignore.test.ts", "test/hostile/clusters.test.ts", "test/hostile/limits.test.ts"],
    exclude: configDefaults.exclude,
    provide: { heavy: true },
  },
});
