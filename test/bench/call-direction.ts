// Which way the calls of a lint go. The structure tests judge what a module imports; this judges what runs: it lints
// each folder given in this process under V8's sampling profiler and reads every call stack the profile holds, as
// the files of src/ and rules/ they pass through (frames of Node and of the compiler are skipped; a file calling
// itself is one step). Since no import climbs a stage and no import makes a circle (test/base/layers.test.ts,
// circles.test.ts), a direct call can neither climb nor come back: what this finds is made by functions handed down
// as values (a callback, a context's method). Two things are counted:
//
// - climbs: a call from a file into a file of a higher stage (test/helpers/stages.ts);
// - returns: a call into a file that is already lower on the same stack, having been left for another (item.ts ->
//   evaluate.ts -> item.ts). An evaluator recursing through the files it is split into (evaluate.ts ->
//   evaluate-calls.ts -> evaluate.ts, evaluating a call's arguments) does so by nature, and is listed apart.
//
//   node dist/test/bench/call-direction.js FOLDER...
//
// It exits 1 when a call comes back into the item builder (src/resolve/item*.ts, which turns a declaration's facts
// into the description the rules read): that path goes one way, from extract through resolve to a diagnostic.
// A sampled profile sees the stacks that were running when it sampled (every 25 µs here): a rare path can be missed,
// so a clean answer is evidence, not proof; the import tests are the proof for direct calls.

import * as inspector from "node:inspector";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { STAGES, stageOf } from "../helpers/stages.js";

/** The part of a V8 CPU profile this reads. */
export interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
  children?: number[];
}

/** Files whose calls into each other are one concern's recursion (the evaluator, split by what it evaluates). */
export const SAME_CONCERN: readonly (readonly string[])[] = [
  ["src/resolve/evaluate.ts", "src/resolve/evaluate-calls.ts", "src/resolve/evaluate-reads.ts", "src/resolve/globals.ts", "src/resolve/budget.ts"],
];

/** A return into the item builder: "src/resolve/item….ts <- caller". */
const ITEM_BUILDER = /^src\/resolve\/item[^/]*\.ts <- /;

export interface Directions {
  /** "caller -> callee" of every call into a higher stage, with how many profile nodes made it. */
  climbs: Map<string, number>;
  /** "file <- caller" of every return between concerns, with how many profile nodes made it. */
  returns: Map<string, number>;
  /** The same, within one concern (SAME_CONCERN). */
  recursions: Map<string, number>;
  /** The most returns between concerns on one stack, and that stack's files. */
  longest: { returns: number; stack: string[] };
}

/** The repository file (src/… or rules/…, .ts) of a frame's URL, or undefined for Node's and the packages' code. */
export function repositoryFile(url: string, root: string): string | undefined {
  if (!url.startsWith("file://")) return undefined;
  const relative = path.relative(path.join(root, "dist"), fileURLToPath(url)).split(path.sep).join("/");
  const match = /^((?:src|rules)\/.+)\.js$/.exec(relative);
  return match ? `${match[1]}.ts` : undefined;
}

function concernOf(file: string): string {
  return SAME_CONCERN.find((group) => group.includes(file))?.[0] ?? file;
}

function add(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Reads the stacks of `nodes` (the first is the root), each frame mapped to a file by `fileOf`. */
export function directions(nodes: readonly ProfileNode[], fileOf: (url: string) => string | undefined): Directions {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const result: Directions = { climbs: new Map(), returns: new Map(), recursions: new Map(), longest: { returns: 0, stack: [] } };
  // Depth first with an explicit stack of work: profiles are deep, and recursion would pass Node's stack.
  const work: { node: ProfileNode; files: string[]; returns: number }[] = nodes.length > 0 ? [{ node: nodes[0], files: [], returns: 0 }] : [];
  while (work.length > 0) {
    const { node, files: below, returns: returnsBelow } = work.pop()!;
    let files = below;
    let returns = returnsBelow;
    const file = fileOf(node.callFrame.url);
    const caller = below[below.length - 1];
    if (file !== undefined && file !== caller) {
      if (caller !== undefined && STAGES.indexOf(stageOf(file) ?? "") > STAGES.indexOf(stageOf(caller) ?? "")) add(result.climbs, `${caller} -> ${file}`);
      if (below.includes(file) && caller !== undefined) {
        if (concernOf(file) === concernOf(caller)) add(result.recursions, `${file} <- ${caller}`);
        else {
          add(result.returns, `${file} <- ${caller}`);
          returns += 1;
        }
      }
      files = [...below, file];
      if (returns > result.longest.returns) result.longest = { returns, stack: files };
    }
    for (const child of node.children ?? []) {
      const next = byId.get(child);
      if (next) work.push({ node: next, files, returns });
    }
  }
  return result;
}

function post<T>(session: inspector.Session, method: string, params: object = {}): Promise<T> {
  return new Promise((resolve, reject) => session.post(method, params, (error, answer) => (error ? reject(error) : resolve(answer as T))));
}

function table(title: string, counts: Map<string, number>): string {
  const rows = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return [`${title}: ${rows.length}`, ...rows.map(([key, count]) => `  ${key}  (${count} stacks)`)].join("\n");
}

async function run(folders: string[]): Promise<number> {
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const { main } = await import("../../src/cli/main.js");
  const session = new inspector.Session();
  session.connect();
  await post(session, "Profiler.enable");
  await post(session, "Profiler.setSamplingInterval", { interval: 25 });
  await post(session, "Profiler.start");
  for (const folder of folders) {
    let errors = "";
    const io = { cwd: path.resolve(folder), stdout: () => true, stderr: (text: string) => (errors += text), isTTY: false, columns: 80, stderrIsTTY: false, env: {} };
    const code = await main(["--format", "json"], io);
    if (code !== 0 && code !== 1) throw new Error(`the lint of ${folder} exited ${code}: ${errors}`);
  }
  const { profile } = await post<{ profile: { nodes: ProfileNode[] } }>(session, "Profiler.stop");
  session.disconnect();
  const found = directions(profile.nodes, (url) => repositoryFile(url, root));
  const itemReturns = [...found.returns.keys()].filter((key) => ITEM_BUILDER.test(key)).length;
  process.stdout.write(
    [
      `${profile.nodes.length} profile nodes of ${folders.length} lints`,
      table("calls into a higher stage", found.climbs),
      table("returns between concerns", found.returns),
      table("recursion within one concern", found.recursions),
      `returns into the item builder (src/resolve/item*.ts): ${itemReturns}`,
      `most returns between concerns on one stack: ${found.longest.returns}`,
      ...found.longest.stack.map((file) => `  ${file}`),
      "",
    ].join("\n"),
  );
  return itemReturns === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  run(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
