#!/usr/bin/env node
// Thin launcher: all behaviour lives in src/cli/main.ts (built to dist/).
import { main } from "../dist/src/cli/main.js";

process.stdout.on("error", (error) => {
  // A closed pipe (`summarylint | head`) is not an error of ours: stop quietly.
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

const code = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY === true,
  env: process.env,
});
process.exitCode = code;
