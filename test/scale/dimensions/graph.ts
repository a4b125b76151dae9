// Dimensions of what multiplies: summaries that all read alike (every two a pair of the join: n²/2 pairs), names
// imported through `export *` (a walk of the star graph per name), and a schema that uses the one before it twice
// (2^n copies written out).
import * as fs from "node:fs";
import { loadConfig } from "../../../src/config/index.js";
import type { FileFacts } from "../../../src/extract/facts.js";
import type { FactsCache } from "../../../src/extract/index.js";
import { ALL_RULES, RULE_INFOS } from "../../../rules/index.js";
import { lintProject, loadProject } from "../../../src/project.js";
import { buildStats } from "../../../src/stats/compute.js";
import type { Dimension, Step } from "../dimension.js";
import { folder, MCP_PACKAGE, MCP_SERVER, mcpTool } from "../folder.js";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const SERVER_IMPORT = 'import { server } from "./server.js";\n';

/** Summaries that differ by the store's number: every two read alike (Dice 0.9 or more), none is reported. */
const store = (i: number) => `Lists the orders of store ${i} with their items, totals, payments and shipping status.`;
const stores = (n: number) => ({ "package.json": MCP_PACKAGE, "src/server.ts": MCP_SERVER + range(n).map((i) => mcpTool(`orders_${i}`, store(i))).join("") });

/** A description per name. */
const text = (i: number) => `Reads the ledger entry ${i} of account ${(i * 7919) % 10007} and returns its balance.`;

/** src/tools.ts: a tool per name d0 … d<n-1>, each described by the const of its name, all imported from `from`. */
function toolsImporting(n: number, from: string): string {
  const names = range(n).map((i) => `d${i}`);
  return `${SERVER_IMPORT}import { ${names.join(", ")} } from "${from}";\n${names.map((d, i) => `server.registerTool("t_${i}", { description: ${d}, inputSchema: {} }, async () => ({ content: [] }));\n`).join("")}`;
}

/** A module that exports the description `d<i>` and registers a tool of its own with it. */
const toolModule = (i: number) => `${SERVER_IMPORT}export const d${i} = ${JSON.stringify(text(i))};\nserver.registerTool("own_${i}", { description: d${i}, inputSchema: {} }, async () => ({ content: [] }));\n`;

/** `n` barrels each a tool module that also exports, through `export *`, the next one (the last: the first, when `ring`). */
function barrels(n: number, ring: boolean): Record<string, string> {
  const files: Record<string, string> = {};
  for (const i of range(n)) {
    const next = i + 1 < n ? i + 1 : ring ? 0 : undefined;
    files[`src/b${i}.ts`] = toolModule(i) + (next === undefined ? "" : `export * from "./b${next}.js";\n`);
  }
  return files;
}

/** The facts of a `--cache` re-run of an unchanged project: kept from the first load, a copy handed out each time. */
function warmCache(): FactsCache {
  const kept = new Map<string, FileFacts>();
  return { get: (file) => (kept.has(file) ? structuredClone(kept.get(file)!) : undefined), set: (file, _options, facts) => void kept.set(file, structuredClone(facts)) };
}

/**
 * A step over a folder of `files` (removed afterwards) that loads the project again as a `--cache` run of it does:
 * every file's facts from the cache, then resolved. The parse of each file, linear, would hide a resolver's cost
 * that grows faster.
 */
function reloadStep(files: Record<string, string>): Step {
  const dir = folder(files);
  const config = loadConfig({ cwd: dir, rules: RULE_INFOS });
  const cache = warmCache();
  loadProject(config, { cache });
  return { run: () => loadProject(config, { cache }).catalog.actions.length, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const NEAR_DUPLICATES = ALL_RULES.filter((rule) => rule.id === "near-duplicate-summary");
const load = (dir: string) => loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));

/** A step over a folder of `files` (removed afterwards): `run` gets the folder. */
function step(files: Record<string, string>, run: (dir: string) => unknown): Step {
  const dir = folder(files);
  return { run: () => run(dir), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A step over a folder of `files` (removed afterwards) whose project is loaded before the measurement: its parse and
 * resolve are linear, and would hide a cost that grows faster after them. `run` gets the project.
 */
function loadedStep(files: Record<string, string>, run: (loaded: ReturnType<typeof load>) => unknown): Step {
  const dir = folder(files);
  const loaded = load(dir);
  return { run: () => run(loaded), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** `S0` an object of one string, each `S<i>` an object of two uses of `S<i-1>`, and a tool whose input is `S<n>`. */
function reusedSchema(n: number): Record<string, string> {
  const levels = range(n).map((i) => `const S${i + 1} = z.object({ a: S${i}, b: S${i} });\n`).join("");
  return {
    "package.json": MCP_PACKAGE,
    "src/server.ts":
      MCP_SERVER +
      `import { z } from "zod";\nconst S0 = z.object({ id: z.string().describe("The id of the record.") });\n${levels}` +
      `server.registerTool("tree", { description: "Reads a tree of records.", inputSchema: S${n} }, async () => ({ content: [] }));\n`,
  };
}

export const dimensions: Dimension[] = [
  {
    // The project loaded first; the rule measured, as the lint runs it.
    name: "tools whose summaries differ by one number (near-duplicate-summary)",
    start: 500,
    quick: 200,
    prepare: (n) => loadedStep(stores(n), (loaded) => lintProject(loaded, NEAR_DUPLICATES).diagnostics.length),
  },
  {
    name: "tools whose summaries differ by one number (stats)",
    start: 500,
    quick: 200,
    prepare: (n) => loadedStep(stores(n), (loaded) => buildStats(loaded).total.nearDuplicatePairs),
  },
  {
    // Loaded again from the facts of the first load, not linted: the walk is the resolver's. Quick from 100 modules
    // (this and the next two): from 200, each series took 4 to 5 s of `npm test`.
    name: "export-star width (n names through one barrel of n modules)",
    start: 500,
    quick: 100,
    prepare: (n) =>
      reloadStep({
        "package.json": MCP_PACKAGE,
        "src/server.ts": MCP_SERVER,
        "src/index.ts": range(n).map((i) => `export * from "./m${i}.js";\n`).join(""),
        ...Object.fromEntries(range(n).map((i) => [`src/m${i}.ts`, toolModule(i)])),
        "src/tools.ts": toolsImporting(n, "./index.js"),
      }),
  },
  {
    name: "export-star depth (n names through a chain of n barrels)",
    start: 500,
    quick: 100,
    prepare: (n) => reloadStep({ "package.json": MCP_PACKAGE, "src/server.ts": MCP_SERVER, ...barrels(n, false), "src/tools.ts": toolsImporting(n, "./b0.js") }),
  },
  {
    name: "ring of export-star barrels (n names through n barrels, the last back to the first)",
    start: 500,
    quick: 100,
    prepare: (n) => reloadStep({ "package.json": MCP_PACKAGE, "src/server.ts": MCP_SERVER, ...barrels(n, true), "src/tools.ts": toolsImporting(n, "./b0.js") }),
  },
  {
    // Loaded and counted as `summarylint stats` does: the schema is read while the project loads.
    name: "schema reuse depth (S_i = z.object({ a: S_i-1, b: S_i-1 }), stats)",
    start: 4,
    quick: 4,
    prepare: (n) => step(reusedSchema(n), (dir) => buildStats(load(dir)).total.fullCatalog.schemasUnreadCount),
  },
];
