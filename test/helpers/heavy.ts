// Sizes of the property and fuzz tests: a seeded sample in `npm test`, so every run still checks each property, and
// the full size in `npm run test:heavy` (vitest.heavy.config.ts provides `heavy`).
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** True in `npm run test:heavy`. */
    heavy: boolean;
  }
}

/** Whether this run is `npm run test:heavy`. */
export const HEAVY = (inject("heavy") as boolean | undefined) === true;

/** `sample` in `npm test`, `full` in `npm run test:heavy`. */
export function sized<T>(sample: T, full: T): T {
  return HEAVY ? full : sample;
}
