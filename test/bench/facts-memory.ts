// What the extract stage costs and keeps: every file of a project extracted as a lint does, then the
// wall and CPU time it took, the heap its facts hold once garbage is collected, and the peak RSS so far. Not part of
// `npm run bench`; run it alone (it restarts itself with --expose-gc to measure the heap):
//
//   npm run build && node dist/test/bench/facts-memory.js [--repo PATH] [--files N]
//
// Without --repo it generates the bench project (test/bench/generate.ts) in a temporary folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RULE_INFOS } from "../../rules/index.js";
import { loadConfig } from "../../src/config/index.js";
import { extractAll } from "../../src/extract/index.js";
import { projectSources } from "../../src/project.js";
import { DEFAULT_FILES, generateProject } from "./generate.js";

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (gc === undefined) {
  const run = spawnSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit" });
  process.exitCode = run.status ?? 1;
} else {
  const repo = option("--repo");
  const dir = repo ? path.resolve(repo) : fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-facts-"));
  try {
    if (!repo) generateProject(dir, { files: Number(option("--files") ?? DEFAULT_FILES) });
    const sources = projectSources(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const facts = extractAll(sources.files, sources.extractOptions);
    const ms = performance.now() - wall;
    const used = process.cpuUsage(cpu);
    gc();
    const held = process.memoryUsage().heapUsed - heapBefore;
    console.log(
      `${path.basename(repo ?? "generated project")}: ${facts.length} files extracted in ${Math.round(ms)} ms (CPU ${Math.round((used.user + used.system) / 1000)} ms);` +
        ` their facts hold ${(held / MB).toFixed(1)} MB of heap; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    );
  } finally {
    if (!repo) fs.rmSync(dir, { recursive: true, force: true });
  }
}
