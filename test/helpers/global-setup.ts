// vitest's globalSetup (vitest.config.ts): one temp folder per run for the built copy of the package that
// test/helpers/built-cli.ts makes. The first test file that needs the launcher builds it there; every other file of
// the run reuses it; the folder is removed when the run ends. A run that needs no launcher builds nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's folder for the one built copy of the package (see test/helpers/built-cli.ts). */
    builtCliFolder: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-run-")));
  project.provide("builtCliFolder", folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
