// The stages of the code, lowest first. A module imports from its own stage and from the stages below it, never
// from one above: the ground floor (src/base/) knows nothing of the tool, the command line (src/cli/) may use
// everything. src/base/README.md says what each stage holds. Read by the structure test (test/base/layers.test.ts)
// and by the call-direction bench (test/bench/call-direction.ts), which judges calls as that test judges imports.

/** Lowest first. */
export const STAGES = [
  "base",
  "text",
  "extract",
  "config",
  "discover",
  "resolve",
  "summarize",
  "lint",
  "suppress",
  "fix",
  "project",
  "format",
  "cache",
  "stats",
  "lsp",
  "mcp",
  "tools-json",
  "cli",
];

/** Files that are not in a folder of their own: the types every stage shares, and the pipeline of a run. */
const LOOSE: Record<string, string> = { "src/types.ts": "base", "src/project.ts": "project" };

/** The stage of a file (a path from the repository's root, with "/"); undefined for a folder no stage names. */
export function stageOf(file: string): string | undefined {
  if (file.startsWith("rules/")) return "lint"; // the rules sit with the engine that runs them
  if (Object.hasOwn(LOOSE, file)) return LOOSE[file];
  const folder = /^src\/([^/]+)\//.exec(file)?.[1];
  return folder !== undefined && STAGES.includes(folder) ? folder : undefined;
}
