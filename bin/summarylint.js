#!/usr/bin/env node
// Thin launcher: all behaviour lives in src/cli/main.ts (built to dist/, bundled into dist/src/bundle/ by scripts/bundle.ts).
import { main } from "../dist/src/bundle/main.js";

// A reader that leaves early (`summarylint | head -c1`) is not an error of ours: the rest of the output is
// dropped, and the run still ends with its own exit code (the findings are the same, read or not).
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (error.code === "EPIPE" || error.code === "ERR_STREAM_DESTROYED") return;
    throw error;
  });
}

const code = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY === true,
  columns: process.stdout.columns,
  stderrIsTTY: process.stderr.isTTY === true,
  env: process.env,
});
process.exitCode = code;
