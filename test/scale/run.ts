// `npm run scale`: every dimension of the scaling suite, its size doubled four times, each step in a process of its
// own; prints a table (time and peak memory per step) and exits 1 when a dimension's time or memory grows faster
// than n log n, passes 1 GB, or a step takes longer than the timeout.
//
//   node dist/test/scale/run.js [--only TEXT] [--quick] [--timeout SECONDS]
//
// --only runs the dimensions whose name or module contains TEXT; --quick uses the sizes of the quick version
// `npm test` runs (`Dimension.quick`).
import { spawnSync } from "node:child_process";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { allDimensions } from "./dimensions.js";
import { judge, sizes, type Sample } from "./growth.js";

const STEP = fileURLToPath(new URL("./step.js", import.meta.url));

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const only = option("--only");
const quick = process.argv.includes("--quick");
const timeoutMs = Number(option("--timeout") ?? 180) * 1000;

interface Row {
  area: string;
  name: string;
  samples: Sample[];
  failure?: string;
}

function measure(file: string, name: string, n: number): Sample | string {
  const child = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=2048", STEP, file, name, String(n)], {
    encoding: "utf8",
    timeout: timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.error && (child.error as NodeJS.ErrnoException).code === "ETIMEDOUT") return `n=${n} took over ${timeoutMs / 1000} s`;
  if (child.status !== 0) return `n=${n} failed (exit ${child.status ?? child.signal}): ${child.stderr.trim().split("\n").slice(-3).join(" / ")}`;
  const line = child.stdout.trim().split("\n").pop() ?? "";
  const { ms, mb } = JSON.parse(line) as { ms: number; mb: number };
  return { n, ms, mb };
}

const rows: Row[] = [];
for (const { file, dimension } of await allDimensions()) {
  const area = path.basename(file).replace(/\.(ts|js)$/, "");
  if (only && !dimension.name.includes(only) && !area.includes(only)) continue;
  const start = quick ? dimension.quick : dimension.start;
  if (start === undefined) continue;
  const row: Row = { area, name: dimension.name, samples: [] };
  for (const n of sizes(start)) {
    const sample = measure(file, dimension.name, n);
    if (typeof sample === "string") {
      row.failure = sample;
      break;
    }
    row.samples.push(sample);
  }
  rows.push(row);
  print(row);
}

function print(row: Row): void {
  const cells = row.samples.map((s) => `${s.n}: ${s.ms.toFixed(s.ms < 10 ? 1 : 0)} ms ${Math.round(s.mb ?? 0)} MB`);
  const verdict = row.failure ? { pass: false, reason: row.failure } : judge(row.samples);
  const growth = "timeGrowth" in verdict ? ` time x${verdict.timeGrowth.toFixed(1)}, memory x${(verdict.memoryGrowth ?? 0).toFixed(1)}` : "";
  console.log(`${verdict.pass ? "ok  " : "FAIL"} ${row.area} / ${row.name}:${growth}`);
  console.log(`     ${cells.join(" | ")}`);
  if (!verdict.pass) console.log(`     ${verdict.reason}`);
}

const failed = rows.filter((r) => r.failure || !judge(r.samples).pass);
console.log(`\n${rows.length} dimensions, ${failed.length} failed${failed.length ? ": " + failed.map((r) => `${r.area} / ${r.name}`).join(", ") : ""}`);
process.exitCode = failed.length > 0 ? 1 : 0;
