// The scaling table: super-linear costs are bugs. Four dimensions of a project (one description's length, the tools
// in one file, the files, the depth of an import chain) each at n, 2n, 4n and 8n, every size an MCP SDK project of its
// own linted by the CLI in a fresh process (measure.js's `lint` mode), several runs each, median. The check: from n to
// 8n the time may grow at most as n log n does, with room for noise (`allowedGrowth`).
//
// A fresh process pays a fixed cost whatever the project (Node's start, loading the bundle and ts-morph, finding the
// project, the rules' first use, writing the report): a second or two, more on a busy machine. It does not grow with
// n, and at the smallest sizes it is a large part of the time, so it would flatter the growth: each dimension also
// lints a minimal project (a server with one short tool, so the rules' first use is in it too) in the same rounds,
// and its median is subtracted from every size before the ratios are taken. The starting sizes are chosen so that
// the smallest costs more than that fixed part (a warning says when it did not, on this machine).

import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import type { BenchContext, BenchSection, Check } from "./bench.js";
import type { Measurement } from "./measure.js";
import { generateSummaries } from "./near-duplicates.js";

/** A project: relative path -> text. */
type Files = Record<string, string>;

interface Dimension {
  name: string;
  /** The smallest size; the others are it doubled three times. */
  start: number;
  /** The project of size n. */
  project(n: number): Files;
  /** The tools a lint of that project must find (fewer: the lint did less work than the size says). */
  tools(n: number): number;
}

/**
 * The most time(8n) / time(n) may be. A cost that grows as n log n grows by 8 · log2(8n) / log2(n) from n to 8n: the
 * form is that ratio itself, so the bound is the same judgement at any starting n (a linear cost gives 8, a quadratic
 * one 64). A sort or an index per item is as much as a linter may pay for its input; the 1.5 is room for timers, the
 * collector and a machine that is doing other work, and still leaves a quadratic cost far above the line.
 */
export function allowedGrowth(n: number): number {
  const NOISE = 1.5;
  return ((8 * Math.log2(8 * n)) / Math.log2(n)) * NOISE;
}

/** A net time (less the fixed cost) is taken as at least this: a ratio over a few milliseconds would say nothing. */
const FLOOR_MS = 50;
const DOUBLINGS = 3;

// ---- the projects ---------------------------------------------------------------------------------------

const PACKAGE = JSON.stringify({ name: "scaling", type: "module", dependencies: { "@modelcontextprotocol/sdk": "^1.17.0" } }, null, 2) + "\n";
const SERVER = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n\nexport const server = new McpServer({ name: "scaling", version: "1.0.0" });\n';
const USE_SERVER = (from: string) => `import { server } from "${from}";\n\n`;

/** One registration; `description` is source text (a literal's JSON, or a name). */
function tool(name: string, description: string): string {
  return `server.registerTool(${JSON.stringify(name)}, { description: ${description}, inputSchema: {} }, async () => ({ content: [] }));\n`;
}

/** `count` different summaries (realistic ones: verbs, entities, phrases, some near-duplicate families). */
function summaries(count: number): string[] {
  const distinct = new Set<string>();
  for (let extra = 0; distinct.size < count; extra += count) {
    for (const text of generateSummaries(count + extra)) distinct.add(text);
  }
  return [...distinct].slice(0, count);
}

/** A text of exactly `words` words: summaries one after the other (a sentence each, 16 words on average), ending in a stop. */
function longText(words: number): string {
  const out: string[] = [];
  for (const text of summaries(Math.ceil(words / 8) + 10)) {
    out.push(...text.split(" "));
    if (out.length >= words) break;
  }
  return out.slice(0, words).join(" ").replace(/[.,;…]*$/, ".");
}

/** The tool names: distinct, snake case, as MCP servers name them. */
const toolName = (i: number, text: string) => `${text.split(" ")[0]!.toLowerCase().replace(/[^a-z]/g, "")}_${i}`;

/**
 * The resolver stops following a const after a couple of hundred steps (a chain of 200 files is read, one of 400 is
 * reported as nesting too deeply), so the dimension stops at 8n = 200; and one chain of 200 tiny files costs a lint
 * little more than its start-up. So the chain is there
 * `CHAINS` times, side by side: the depth doubles, the width stays, and a cost per step that grows with the depth
 * (a walk back to the start at every step) is multiplied by the width instead of drowned in the fixed cost.
 */
const CHAINS = 80;

/**
 * A chain of `n` files in `folder`: f1.ts registers a tool described by D1, which it imports from f2.ts, which has
 * it as D2 from f3.ts, and so on; fn.ts defines Dn as `text`.
 */
function chain(folder: string, n: number, text: string): Files {
  const files: Files = {};
  const link = (i: number) => `import { D${i + 1} } from "./f${i + 1}.js";\n\nexport const D${i} = D${i + 1};\n`;
  for (let i = 1; i < n; i++) files[`${folder}/f${i}.ts`] = link(i);
  files[`${folder}/f${n}.ts`] = `export const D${n} = ${JSON.stringify(text)};\n`;
  files[`${folder}/f1.ts`] = USE_SERVER("../server.js") + link(1) + tool(`${path.basename(folder)}_tool`, "D1");
  return files;
}

export const DIMENSIONS: Dimension[] = [
  {
    name: "description length (words)",
    start: 40_000,
    project: (n) => ({ "package.json": PACKAGE, "src/server.ts": SERVER + tool("long_description", JSON.stringify(longText(n))) }),
    tools: () => 1,
  },
  {
    name: "tools per file",
    start: 500,
    project: (n) => ({ "package.json": PACKAGE, "src/server.ts": SERVER + summaries(n).map((text, i) => tool(toolName(i, text), JSON.stringify(text))).join("") }),
    tools: (n) => n,
  },
  {
    name: "files (5 tools each)",
    start: 250,
    project(n) {
      const texts = summaries(5 * n);
      const files: Files = { "package.json": PACKAGE, "src/server.ts": SERVER };
      for (let f = 0; f < n; f++) {
        const own = texts.slice(5 * f, 5 * f + 5).map((text, k) => tool(toolName(5 * f + k, text), JSON.stringify(text)));
        files[`src/tools/part${f}.ts`] = USE_SERVER("../server.js") + own.join("");
      }
      return files;
    },
    tools: (n) => 5 * n,
  },
  {
    name: `import depth (${CHAINS} chains of n files)`,
    start: 25,
    project(n) {
      const files: Files = { "package.json": PACKAGE, "src/server.ts": SERVER };
      summaries(CHAINS).forEach((text, c) => Object.assign(files, chain(`src/chain${c}`, n, text)));
      return files;
    },
    tools: () => CHAINS,
  },
];

/** The fixed cost's project: an MCP server with one short tool. */
const MINIMAL: Files = { "package.json": PACKAGE, "src/server.ts": SERVER + tool("read_ledger", JSON.stringify("Reads the ledger entry and returns its balance.")) };

function writeProject(dir: string, files: Files): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

// ---- measuring ------------------------------------------------------------------------------------------

interface Size {
  n: number;
  runs: Measurement[];
  /** The median's time, and the same less the fixed cost (at least FLOOR_MS). */
  ms: number;
  net: number;
}

interface Measured {
  dimension: Dimension;
  fixed: Measurement[];
  fixedMs: number;
  sizes: Size[];
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * Writes the minimal project and the dimension's four sizes under `root`, then lints them in rounds: each round lints
 * the minimal project and every size once, so that a neighbour's load falls on all of them alike.
 */
function measureDimension(ctx: BenchContext, dimension: Dimension, root: string): Measured {
  const ns = Array.from({ length: DOUBLINGS + 1 }, (_, i) => dimension.start * 2 ** i);
  const slug = dimension.name.replace(/\W+/g, "-").replace(/^-|-$/g, "");
  const minimal = path.join(root, `${slug}-minimal`);
  writeProject(minimal, MINIMAL);
  const dirs = ns.map((n) => {
    const dir = path.join(root, `${slug}-${n}`);
    writeProject(dir, dimension.project(n));
    return dir;
  });
  const fixed: Measurement[] = [];
  const runs: Measurement[][] = ns.map(() => []);
  try {
    for (let r = 0; r < ctx.runs; r++) {
      fixed.push(ctx.measure("lint", minimal));
      dirs.forEach((dir, i) => runs[i]!.push(ctx.measure("lint", dir)));
      process.stderr.write(`  ${dimension.name}, run ${r + 1}: minimal ${fixed[r]!.ms} ms, ${ns.map((n, i) => `${n}: ${runs[i]![r]!.ms} ms`).join(", ")}\n`);
    }
  } finally {
    for (const dir of [minimal, ...dirs]) fs.rmSync(dir, { recursive: true, force: true });
  }
  const fixedMs = median(fixed.map((m) => m.ms));
  const sizes = ns.map((n, i) => {
    const ms = median(runs[i]!.map((m) => m.ms));
    return { n, runs: runs[i]!, ms, net: Math.max(ms - fixedMs, FLOOR_MS) };
  });
  return { dimension, fixed, fixedMs, sizes };
}

/** Time(8n) / time(n), less the fixed cost, and each doubling's ratio. */
function growth(m: Measured): { total: number; steps: number[] } {
  const s = m.sizes;
  return { total: s[s.length - 1]!.net / s[0]!.net, steps: s.slice(1).map((size, i) => size.net / s[i]!.net) };
}

/** a / b to two places; empty without a b. */
const ratio = (a: number, b?: number): string => (b === undefined ? "" : (a / b).toFixed(2));

function rows(m: Measured): string[][] {
  const out = [[m.dimension.name, "minimal", String(m.fixedMs), "", "", "", m.fixed.map((r) => r.ms).join(", ")]];
  m.sizes.forEach((s, i) => {
    const before = m.sizes[i - 1];
    out.push(["", String(s.n), String(s.ms), ratio(s.ms, before?.ms), String(s.net), ratio(s.net, before?.net), s.runs.map((r) => r.ms).join(", ")]);
  });
  const [first, last] = [m.sizes[0]!, m.sizes[m.sizes.length - 1]!];
  out.push(["", "8n/n", "", ratio(last.ms, first.ms), "", ratio(last.net, first.net), `bound ${allowedGrowth(m.dimension.start).toFixed(1)}`]);
  return out;
}

function checks(m: Measured): Check[] {
  const { dimension, sizes, fixedMs } = m;
  const g = growth(m);
  const bound = allowedGrowth(dimension.start);
  const first = sizes[0]!;
  const last = sizes[sizes.length - 1]!;
  // A lint that found fewer tools, or could not read a description, did less work than its size says.
  const short = sizes.flatMap((s) => s.runs.filter((r) => r.actions !== dimension.tools(s.n) || r.unresolved !== 0).map((r) => `n=${s.n}: ${String(r.actions)} tools, ${String(r.unresolved)} unread`));
  return [
    {
      label: `${dimension.name}: every lint found every tool and read its description`,
      pass: short.length === 0,
      detail: short.length === 0 ? `${sizes.map((s) => dimension.tools(s.n)).join(", ")} tools` : short.slice(0, 4).join("; "),
      required: true,
    },
    {
      label: `${dimension.name}: time(8n)/time(n) <= ${bound.toFixed(1)} (n log n, x1.5)`,
      pass: g.total <= bound,
      detail: `${g.total.toFixed(2)} (${last.net} ms / ${first.net} ms less the fixed cost); per doubling ${g.steps.map((x) => x.toFixed(2)).join(", ")}`,
      required: true,
    },
    {
      label: `${dimension.name}: the smallest size costs more than the fixed cost`,
      pass: first.net >= fixedMs,
      detail: `${first.net} ms beyond the minimal project's ${fixedMs} ms${first.net >= fixedMs ? "" : ": the fixed cost's noise weighs on the ratios"}`,
      required: false,
    },
  ];
}

export const scaling: BenchSection = {
  name: "scaling",
  standalone: true,
  run(ctx) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-scaling-"));
    const table = [["", "n", "median ms", "x prev", "net ms", "x prev (net)", "runs (ms)"]];
    const all: Check[] = [];
    try {
      for (const dimension of DIMENSIONS) {
        const m = measureDimension(ctx, dimension, root);
        if (table.length > 1) table.push([""]);
        table.push(...rows(m));
        all.push(...checks(m));
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
    return {
      title:
        `scaling: sizes n to 8n, each a fresh lint process, median of ${ctx.runs} runs; "net" is that less the fixed cost, the` +
        ` median of a minimal project (one tool: Node, the bundle, ts-morph, the rules' first use) linted in the same rounds;` +
        ` the check judges the net times`,
      table,
      checks: all,
    };
  },
};
