// The extract stage for a whole project: read each file, extract it, never throw. Files that name no declaration
// callee (most of an app) are only skimmed for imports and exports; on a large project a worker thread skims
// part of them while this thread extracts the rest (DESIGN §3: extract is per file, with no shared state).
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { FileProblem } from "../types.js";
import { extractFile, type ExtractOptions } from "./extract.js";
import type { FileFacts } from "./facts.js";
import type { Matcher } from "./presets.js";
import { readSource } from "./read.js";

export interface ExtractAllOptions {
  matchers: Matcher[];
  aliases: string[];
  maxFileSize: number;
}

/** Below this much source, a worker costs more to start than it saves. */
const WORKER_MIN_BYTES = 4_000_000;
/** Share of all source bytes handed to the worker: it starts late (it loads the parser) but only skims. */
const WORKER_SHARE = 0.55;

export interface WorkerRequest {
  files: { file: string; text: string }[];
  matchers: Matcher[];
  aliases: string[];
}

/** Extract one file's text; an exception in extract becomes a FileProblem. */
export function extractText(file: string, text: string, matchers: Matcher[], options: ExtractOptions): FileFacts {
  try {
    return extractFile(file, text, matchers, options);
  } catch (error) {
    return emptyFacts(file, [
      {
        kind: "unreadable",
        loc: { file, line: 1, column: 1, endLine: 1, endColumn: 1 },
        detail: `summarylint failed to extract it (${(error as Error).message}); please report this`,
      },
    ]);
  }
}

/** Read and extract one file (`full`: also a file that names no declaration callee). */
export function extractPath(file: string, options: ExtractAllOptions, full = false): FileFacts {
  const read = readSource(file, options.maxFileSize);
  if (read.text === undefined) return emptyFacts(file, [read.problem]);
  const facts = extractText(file, read.text, options.matchers, { aliases: options.aliases, full });
  if (read.problem) facts.problems.unshift(read.problem);
  return facts;
}

export async function extractAll(files: string[], options: ExtractAllOptions): Promise<FileFacts[]> {
  const reads = files.map((file) => readSource(file, options.maxFileSize));
  const totalBytes = reads.reduce((n, r) => n + (r.text?.length ?? 0), 0);
  const workerScript = fileURLToPath(new URL("./worker.js", import.meta.url));
  const useWorker = totalBytes >= WORKER_MIN_BYTES && os.availableParallelism() > 1 && fs.existsSync(workerScript);

  // Hand the worker files that name no callee (cheap to skim, small facts to send back), up to its share.
  const toWorker = new Set<number>();
  if (useWorker) {
    let bytes = 0;
    const budget = totalBytes * WORKER_SHARE;
    reads.forEach((r, i) => {
      if (r.text === undefined || bytes >= budget || options.matchers.some((m) => r.text!.includes(m.callee))) return;
      toWorker.add(i);
      bytes += r.text.length;
    });
  }
  const fromWorker = toWorker.size > 0 ? runWorker(workerScript, [...toWorker].map((i) => ({ file: files[i], text: reads[i].text! })), options) : undefined;

  const facts: (FileFacts | undefined)[] = reads.map((read, i) => {
    if (toWorker.has(i)) return undefined;
    if (read.text === undefined) return emptyFacts(files[i], [read.problem]);
    const f = extractText(files[i], read.text, options.matchers, { aliases: options.aliases });
    if (read.problem) f.problems.unshift(read.problem);
    return f;
  });
  if (fromWorker) {
    const done = await fromWorker.catch(() => undefined);
    let k = 0;
    for (const i of toWorker) {
      const read = reads[i];
      // If the worker failed, do its share here: slower, same result.
      const f = done?.[k++] ?? extractText(files[i], read.text!, options.matchers, { aliases: options.aliases });
      if (read.problem) f.problems.unshift(read.problem);
      facts[i] = f;
    }
  }
  return facts as FileFacts[];
}

function runWorker(script: string, files: WorkerRequest["files"], options: ExtractAllOptions): Promise<FileFacts[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script);
    worker.once("message", (result: FileFacts[]) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`extract worker exited with code ${code}`)));
    worker.postMessage({ files, matchers: options.matchers, aliases: options.aliases } satisfies WorkerRequest);
  });
}

export function emptyFacts(file: string, problems: FileProblem[]): FileFacts {
  return {
    file,
    scopes: [{ parent: -1, name: "", params: [], bindings: {} }],
    decls: [],
    calls: [],
    imports: {},
    exports: {},
    exportStars: [],
    directives: [],
    problems,
  };
}
