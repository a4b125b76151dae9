// One measurement in a fresh process, so time and peak memory belong to that run alone:
//   node dist/test/bench/measure.js <mode> <dir>
// prints one JSON line to stdout. `ms` is wall time since process start (performance.now() starts at the
// process's time origin), so module loading counts for every mode alike.

import { createHash } from "node:crypto";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export interface Measurement {
  ms: number;
  maxRssMB: number;
  files: number;
  [key: string]: unknown;
}

type Mode = (dir: string) => Promise<Measurement>;

/** The CLI as bin/summarylint.js loads it (a string, so the compiler does not look for it among the sources). */
const BUNDLED_MAIN: string = "../../src/bundle/main.js";

/** TypeScript and JavaScript sources: .ts, .tsx, .mts, .cts, .js, .jsx, .mjs, .cjs. */
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/**
 * Every source file of the generated monorepo (all packages, node_modules aside), in a stable order: exactly
 * the files the generator counts.
 */
export function listSourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const abs = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== ".git") walk(abs);
      } else if (entry.isFile() && SOURCE_FILE.test(entry.name)) {
        out.push(abs);
      }
    }
  };
  walk(dir);
  return out.sort();
}

function stop(extra: { files: number; [key: string]: unknown }): Measurement {
  return { ms: Math.round(performance.now()), maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024), ...extra };
}

/**
 * Where bench.ts writes the files a lint of a real repository reads (its discovery: include, exclude, .gitignore,
 * tests left out), so that the parse baseline parses the same files, without paying for finding them.
 */
export const FILE_LIST = ".bench-files.json";

/** The baseline: read and parse every file once with the TypeScript parser, keep nothing. */
const parse: Mode = async (dir) => {
  const { ts } = await import("ts-morph");
  let parseDiagnostics = 0;
  const broken: string[] = [];
  const listed = path.join(dir, FILE_LIST);
  const files = fs.existsSync(listed) ? (JSON.parse(fs.readFileSync(listed, "utf8")) as string[]) : listSourceFiles(dir);
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    // Internal but stable for years: the syntax errors the parser found. A generated project must have none.
    const count = (sf as unknown as { parseDiagnostics?: readonly unknown[] }).parseDiagnostics?.length ?? 0;
    if (count) {
      parseDiagnostics += count;
      if (broken.length < 5) broken.push(path.relative(dir, file));
    }
  }
  return stop({ files: files.length, parseDiagnostics, ...(broken.length ? { broken } : {}) });
};

/** The real thing: a full lint run through the CLI entry, JSON to a temp file. */
const lint: Mode = (dir) => lintWith(dir, []);

/** The same with --cache (the cache file is <dir>/.summarylintcache): the warm-cache bench. */
const lintCache: Mode = (dir) => lintWith(dir, ["--cache"]);

/**
 * What every CLI run pays before it reads a file: Node starting and the bundle loading, measured as the lint modes are
 * (from the process's start), with `--version`. The warm-cache bench sets the runs' times against it.
 */
const startUp: Mode = async () => {
  const { main } = (await import(BUNDLED_MAIN)) as typeof import("../../src/cli/main.js");
  await main(["--version"], { cwd: process.cwd(), stdout: () => {}, stderr: (s: string) => process.stderr.write(s) });
  return stop({ files: 0 });
};

/** The same with --timing: where the time went, per stage and rule (its table is returned as `timing`). */
const lintTiming: Mode = (dir) => lintWith(dir, ["--timing"]);

async function lintWith(dir: string, extraArgs: string[]): Promise<Measurement> {
  // Loaded here, not at the top, so the parse baseline does not pay for loading the linter; the bundle
  // bin/summarylint.js runs (scripts/bundle.ts), built by `npm run bench`.
  const { main } = (await import(BUNDLED_MAIN)) as typeof import("../../src/cli/main.js");
  const outFile = path.join(os.tmpdir(), `summarylint-bench-${process.pid}.json`);
  let stderr = "";
  try {
    const exitCode = await main(["-f", "json", "-o", outFile, ...extraArgs], {
      cwd: dir,
      stdout: () => {},
      stderr: (s: string) => {
        stderr += s;
        if (!extraArgs.includes("--timing")) process.stderr.write(s);
      },
    });
    const done = stop({ files: 0, exitCode });
    const report = readReport(outFile);
    const timing = extraArgs.includes("--timing") ? { timing: stderr } : {};
    return { ...done, files: report.files, actions: report.actions, results: report.results, unresolved: report.unresolved, output: report.digest, ...timing };
  } finally {
    fs.rmSync(outFile, { force: true });
  }
}

/** The report's counts and digest; `unresolved`: descriptions the lint could not read (unresolved-description). */
function readReport(file: string): { files: number; actions: number; results: number; unresolved: number; digest: string } {
  if (!fs.existsSync(file)) return { files: 0, actions: 0, results: -1, unresolved: 0, digest: "" };
  const text = fs.readFileSync(file, "utf8");
  const json = JSON.parse(text) as { results?: Array<{ ruleId?: string }>; summary?: { files?: number; actions?: number } };
  const digest = createHash("sha1").update(text).digest("hex");
  const unresolved = json.results?.filter((r) => r.ruleId === "unresolved-description").length ?? 0;
  return { files: json.summary?.files ?? 0, actions: json.summary?.actions ?? 0, results: json.results?.length ?? -1, unresolved, digest };
}

/** Later benches add their modes here. */
export const modes: Record<string, Mode> = { parse, lint, "lint-cache": lintCache, "lint-timing": lintTiming, "start-up": startUp };

async function run(argv: string[]): Promise<number> {
  const [modeName, dir] = argv;
  const mode = modeName ? modes[modeName] : undefined;
  if (!mode || !dir) {
    process.stderr.write(`usage: measure.js <${Object.keys(modes).join("|")}> <dir>\n`);
    return 2;
  }
  const result = await mode(path.resolve(dir));
  process.stdout.write(JSON.stringify(result) + "\n");
  return 0;
}

// Run only as the entry script, so bench.ts can import listSourceFiles and the types.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
