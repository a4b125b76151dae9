// The extract stage for a whole project: read each file, extract it with its package's matchers, never throw.
// Files that contain no matcher's name or key (most of an app) are only skimmed for imports and exports.
// Extraction is per file with no shared state (docs/design.md#pipeline). A worker thread for part of the files was
// measured and dropped: on this 2-core machine it made extraction slower (2.7 s against 2.5 s for 8,000 files), since
// each thread compiles the TypeScript parser anew and the garbage collector already uses the second core.
// Measured again on activepieces (8,015 files), with 40% of the files in a worker whose facts came
// back packed (cache/pack.ts: 0.6 s to pack there, 0.3 s to unpack here): the load took 5.3-5.7 s against
// 4.4-4.9 s on one thread. Each thread extracted at about half the single thread's rate (4,809 files in 3.8 s
// here; 8,015 in ~3.2 s alone), and even a bare parse split over two threads saved under 10% (1.34-1.45 s
// against 1.50 s). Stop 24, a slower machine: two plain-parse processes of activepieces at once took 7.0 and 7.3 s
// each against 4.4 s alone (node dist/test/bench/measure.js parse DIR, twice in parallel): the second core adds
// about a quarter of a core's throughput.
import { now, since, type Timing } from "../base/timing.js";
import { extractFile, type ExtractOptions } from "./extract.js";
import { emptyFacts, type FileFacts } from "./facts.js";
import type { MatcherSet } from "./matchers.js";
import type { Matcher } from "./presets/types.js";
import type { FileProblem } from "../types.js";
import { readOverlay, readSource } from "./read.js";
import { extractSkill, isSkillFile } from "./skill.js";

export interface ExtractAllOptions {
  /** The project's whole matcher list (what a Decl's `matcher` index refers to). */
  matchers: readonly Matcher[];
  /** The matchers one file is extracted with (its package's presets); default: all. */
  select?: (file: string, text: string) => MatcherSet;
  aliases: string[];
  maxFileSize: number;
  /** Texts read instead of the disk, by absolute path: the unsaved buffers of an editor (the language server). */
  overlay?: ReadonlyMap<string, string>;
  /** Told of each file's facts as extractAll has them (`total`: how many files it extracts), for progress. */
  onFile?: (facts: FileFacts, total: number) => void;
  /** --timing: reading, parsing and walking each file add to their stages. */
  timing?: Timing;
}

/** Extract one file's text; an exception in extract becomes a FileProblem. */
export function extractText(file: string, text: string, matchers: MatcherSet | readonly Matcher[], options: ExtractOptions): FileFacts {
  try {
    return extractFile(file, text, matchers, options);
  } catch (error) {
    return emptyFacts(file, [failed(file, error)]);
  }
}

function failed(file: string, error: unknown): FileProblem {
  return {
    kind: "unreadable",
    loc: { file, line: 1, column: 1, endLine: 1, endColumn: 1 },
    detail: `summarylint failed to extract it (${(error as Error).message}); please report this`,
  };
}

/** Read and extract one file (`full`: also a file that names no declaration callee). */
export function extractPath(file: string, options: ExtractAllOptions, full = false): FileFacts {
  const { timing } = options;
  const started = now();
  const overlaid = options.overlay?.get(file);
  const read = overlaid === undefined ? readSource(file, options.maxFileSize) : readOverlay(file, overlaid, options.maxFileSize);
  timing?.add("read", since(started));
  if (read.text === undefined) return emptyFacts(file, [read.problem]);
  const walked = now();
  const parsed = timing?.stages.get("parse") ?? 0;
  let facts: FileFacts;
  if (isSkillFile(file)) facts = extractSkillText(file, read.text);
  else {
    const matchers = options.select ? options.select(file, read.text) : options.matchers;
    facts = extractText(file, read.text, matchers, { aliases: options.aliases, full, timing });
    if ("presets" in matchers && matchers.presets.length > 0) facts.presets = [...matchers.presets];
  }
  // The walk: the time after reading, less the parse's share (added by extractFile).
  timing?.add("extract", since(walked) - ((timing.stages.get("parse") ?? 0) - parsed));
  return withReadProblem(facts, read.problem);
}

function withReadProblem(facts: FileFacts, problem: FileProblem | undefined): FileFacts {
  if (problem) facts.problems.unshift(problem);
  return facts;
}

/** A SKILL.md's facts (extract/skill.ts), never a TypeScript parse; an exception becomes a FileProblem. */
function extractSkillText(file: string, text: string): FileFacts {
  try {
    return extractSkill(file, text);
  } catch (error) {
    return emptyFacts(file, [failed(file, error)]);
  }
}

/**
 * Facts kept between runs by file content (src/cache): asked before a file is extracted, told after. `full`: the facts
 * of a file read in full (`extractPath(file, options, true)`), which the resolver asks for a deferred file it reads.
 */
export interface FactsCache {
  get(file: string, options: ExtractAllOptions, full?: boolean): FileFacts | undefined;
  set(file: string, options: ExtractAllOptions, facts: FileFacts, full?: boolean): void;
}

/** A file read in full, from `cache` when it has the file's facts for its content, else extracted and told to it. */
export function extractFull(file: string, options: ExtractAllOptions, cache?: FactsCache): FileFacts {
  const cached = cache?.get(file, options, true);
  if (cached) return cached;
  const facts = extractPath(file, options, true);
  cache?.set(file, options, facts, true);
  return facts;
}

export function extractAll(files: string[], options: ExtractAllOptions, cache?: FactsCache): FileFacts[] {
  const told = (facts: FileFacts): FileFacts => {
    options.onFile?.(facts, files.length);
    return facts;
  };
  if (!cache) return files.map((file) => told(extractPath(file, options)));
  return files.map((file) => {
    const cached = cache.get(file, options);
    if (cached) return told(cached);
    const facts = extractPath(file, options);
    cache.set(file, options, facts);
    return told(facts);
  });
}
