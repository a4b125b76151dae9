#!/usr/bin/env node
// Thin launcher: all behaviour lives in src/cli/main.ts (built to dist/, bundled into dist/src/bundle/ by scripts/bundle.ts).
// A checkout whose build is missing (a git install with its scripts off, a clone before `npm run build`) says what
// to do, in one line, instead of Node's stack of a module not found.
const BUNDLE = new URL("../dist/src/bundle/main.js", import.meta.url);
let main;
try {
  ({ main } = await import(BUNDLE.href));
} catch (error) {
  if (error?.code !== "ERR_MODULE_NOT_FOUND" || !String(error.message).includes("bundle/main.js")) throw error;
  const folder = new URL("../package.json", import.meta.url).pathname.replace(/package\.json$/, "");
  process.stderr.write(`summarylint: its build is missing (dist/src/bundle/main.js); run "npm run build" in ${folder}, or install the published package\n`);
  process.exit(2);
}

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
