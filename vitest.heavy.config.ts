// `npm run test:heavy`: the property and fuzz files at their full sizes (test/helpers/heavy.ts), where `npm test`
// runs a seeded sample of each. The long random-seed campaign is `npm run fuzz`.
import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.js";

export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ["test/hostile/fuzz.test.ts", "test/text/similarity.test.ts"],
      provide: { heavy: true },
    },
  }),
);
