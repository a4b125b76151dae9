// discover: the project's source files, from the config's include/exclude globs (relative to the project
// root), respecting .gitignore files (except for files git tracks all the same, read from its index: git-index.ts);
// node_modules and .git are never entered, nor the compiled output of a
// tsconfig.json (its `outDir`, `declarationDir`): that JavaScript repeats the TypeScript next to it, and every
// action in it would be a duplicate of its source. An include glob that names such a folder still reaches it.
// With `runnerTests`, the test files a folder's test-runner configs name are left out below it (runner-config.ts).
import fs from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import { GitignoreFile, GitignoreStack, MAX_GLOB_PATTERNS } from "./gitignore.js";
import { trackedFiles, type Tracked } from "./git-index.js";
import { withoutComments } from "./json-comments.js";
import { RUNNER_CONFIG_NAMES, runnerTestGlobs } from "./runner-config.js";
import { MAX_SIDE_FILE_BYTES, isEnvFileName, notARegularFile, readTextChecked, refusedRead, refuse } from "../base/read-file.js";
import { GLOB_OPTIONS } from "../base/glob-safety.js";
import { slashPath } from "../base/paths.js";
import { compareText } from "../base/compare.js";
import { thousands } from "../base/plural.js";

const NEVER = new Set(["node_modules", ".git"]);

export interface DiscoverOptions {
  root: string;
  include: string[];
  exclude: string[];
  /**
   * Told, just before it is read, every folder listed (or tried) and every file read besides the sources (each
   * .gitignore): with the options, they are all the result depends on, so --cache can tell that it is unchanged
   * without discovering again. Anything new that discovery reads must be reported here too.
   */
  onRead?: (path: string, kind: "folder" | "file") => void;
  /**
   * Told of each file include takes that is not a source for all that, with the reason: a symbolic link in the
   * project that leads outside it, or to a .env file. (Files named .env or .env.* are never sources, and not told.)
   */
  onRefused?: (path: string, reason: string) => void;
  /**
   * Leave out the test files each folder's test-runner configs name (runner-config.ts): the CLI sets it unless
   * `tests: true`. A config is read where discovery would take a file: never in node_modules, nor one a .gitignore
   * drops (unless git tracks it); its globs apply to the files below its folder.
   */
  runnerTests?: boolean;
}

/** The most read of a test runner's config file (they are a few kB). */
export const MAX_RUNNER_CONFIG_BYTES = 1024 * 1024;

/** What one discovery found: the files, and those include takes that it refused to read, with why. */
export interface Discovered {
  files: string[];
  refused: [file: string, reason: string][];
}

/** Absolute paths, sorted, of the files under root matched by include and not by exclude or .gitignore. */
export function discoverFiles({ root, include, exclude, onRead, onRefused, runnerTests }: DiscoverOptions): string[] {
  const isIncluded = picomatch(include, GLOB_OPTIONS);
  const isExcluded = exclude.length > 0 ? picomatch(exclude, GLOB_OPTIONS) : () => false;
  const found: string[] = [];
  /** Absolute folders some tsconfig.json compiles into. */
  const output = new Set<string>();
  // What git tracks, read the first time a .gitignore rule drops something: a committed file stays a source.
  const isTracked = trackedLookup(root, onRead);

  /** The .gitignore files of the folders the walk is in. */
  const ignores = new GitignoreStack();
  /** The test files the runner configs of the folders the walk is in name, each below its folder `base`. */
  const runners: { base: string; isTest: (relPath: string) => boolean }[] = [];
  const isRunnerTest = (relPath: string) => runners.some(({ base, isTest }) => isTest(base === "" ? relPath : relPath.slice(base.length + 1)));
  /** The runner configs of `dir` that discovery would see (not dropped by a .gitignore, or tracked), read as text. */
  const readRunnerConfig = (dir: string, rel: string, ignoredAbove: boolean) => (name: string) => {
    const relPath = rel ? `${rel}/${name}` : name;
    if ((ignoredAbove || ignores.ignores(relPath, name, false)) && !isTracked(relPath, false)) return undefined;
    const file = path.join(dir, name);
    onRead?.(file, "file");
    return runnerConfigText(file, root);
  };

  /** `ignoredAbove`: a folder a .gitignore drops, walked for the files in it that git tracks. */
  const walk = (dir: string, rel: string, ignoredAbove = false) => {
    let entries: fs.Dirent[];
    onRead?.(dir, "folder");
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // an unreadable folder is skipped, as git would
    }
    // Read a .gitignore only where the listing has one: a failed read per folder costs an exception each.
    const hasGitignore = entries.some((e) => e.name === ".gitignore");
    if (hasGitignore) onRead?.(path.join(dir, ".gitignore"), "file");
    if (entries.some((e) => e.name === "tsconfig.json")) {
      onRead?.(path.join(dir, "tsconfig.json"), "file");
      for (const out of compiledOutputDirs(dir, root)) output.add(out);
    }
    const pushed = hasGitignore && pushGitignore(ignores, dir, rel, root);
    entries.sort((a, b) => compareText(a.name, b.name));
    const runnerGlobs = runnerTests && entries.some((e) => RUNNER_CONFIG_NAMES.has(e.name))
      ? runnerTestGlobs(new Set(entries.filter((e) => !e.isDirectory()).map((e) => e.name)), readRunnerConfig(dir, rel, ignoredAbove))
      : [];
    if (runnerGlobs.length > 0) runners.push({ base: rel, isTest: picomatch(runnerGlobs, GLOB_OPTIONS) });
    try {
      for (const entry of entries) {
        if (NEVER.has(entry.name)) continue;
        const relPath = rel ? `${rel}/${entry.name}` : entry.name;
        const isDir = entry.isDirectory();
        const ignored = ignoredAbove || ignores.ignores(relPath, entry.name, isDir);
        if (ignored && !isTracked(relPath, isDir)) continue;
        if (isDir) {
          const abs = path.join(dir, entry.name);
          if (output.has(abs) && !include.some((g) => g.startsWith(`${relPath}/`))) continue;
          if (!isExcluded(relPath) && !isExcluded(`${relPath}/`)) walk(abs, relPath, ignored);
        } else if ((entry.isFile() || entry.isSymbolicLink()) && !isEnvFileName(entry.name) && isIncluded(relPath) && !isExcluded(relPath) && !isRunnerTest(relPath)) {
          const file = path.join(dir, entry.name);
          // Where a link leads decides whether it is a source, and its folder's entries do not show it: an input too.
          if (entry.isSymbolicLink()) onRead?.(file, "file");
          const refused = entry.isSymbolicLink() ? refusedLink(file, root) : undefined;
          if (refused === undefined) found.push(file);
          else onRefused?.(file, refused);
        }
      }
    } finally {
      if (pushed) ignores.pop();
      if (runnerGlobs.length > 0) runners.pop();
    }
  };
  walk(root, "");
  // An outDir may point at a folder walked before its tsconfig.json was read (`"outDir": "../../dist/app"`).
  if (output.size === 0) return found;
  const outputs = [...output].filter((o) => !include.some((g) => g.startsWith(`${slashPath(root, o)}/`)));
  return found.filter((file) => !outputs.some((o) => file.startsWith(o + path.sep)));
}

/**
 * The `outDir` and `declarationDir` of `dir`'s tsconfig.json, absolute (JSON with comments; `extends` not followed).
 * Read here without TypeScript's config parser (resolve/modules.ts uses it for `paths`): discovery also runs on a
 * warm --cache re-run, which must not load the parser.
 */
function compiledOutputDirs(dir: string, root: string): string[] {
  let options: Record<string, unknown> | undefined;
  try {
    const text = readTextChecked(path.join(dir, "tsconfig.json"), undefined, root);
    options = (JSON.parse(withoutComments(text)) as { compilerOptions?: Record<string, unknown> }).compilerOptions;
  } catch {
    return []; // unreadable or not JSON: nothing is skipped
  }
  // An outDir of the tsconfig's own folder or one above it (`"outDir": "."` with `"include": ["src"]`, as generated
  // SDKs have it) puts the output beside the sources, not in a folder of its own: skipping it would skip them all.
  return [options?.outDir, options?.declarationDir]
    .filter((d): d is string => typeof d === "string" && d !== "")
    .map((d) => path.resolve(dir, d))
    .filter((out) => out !== dir && !dir.startsWith(out + path.sep));
}

/**
 * A runner config's text, or undefined when it cannot be read; one that is not a regular file, too large or a link out
 * of the project is reported (src/base/read-file.ts) with what the project goes without.
 */
function runnerConfigText(file: string, root: string): string | undefined {
  try {
    // package.json is read at the cap of its other readers: a large one is theirs to report.
    return readTextChecked(file, path.basename(file) === "package.json" ? MAX_SIDE_FILE_BYTES : MAX_RUNNER_CONFIG_BYTES, root);
  } catch (error) {
    const reason = notARegularFile(error);
    if (reason !== undefined && path.basename(file) !== "package.json") {
      const without = "the test files it names are not known, so they are linted unless another glob leaves them out";
      refuse(file, { reason, without, ...((error as NodeJS.ErrnoException).code === "EFBIG" && { limit: true as const }) });
    }
    return undefined;
  }
}

/** Whether git tracks a path (a folder, or a file), read from its index the first time it is asked. */
function trackedLookup(root: string, onRead: DiscoverOptions["onRead"]): (relPath: string, isDir: boolean) => boolean {
  let tracked: Tracked | undefined | null = null;
  return (relPath, isDir) => {
    if (tracked === null) tracked = trackedFiles(root, (file) => onRead?.(file, "file"));
    return tracked !== undefined && (isDir ? tracked.dirs.has(relPath) : tracked.files.has(relPath));
  };
}

/**
 * The .gitignore of `dir` (root-relative `rel`) pushed on the stack of those the walk is in: true when it was. One that
 * cannot be read is not; nor is one with too many patterns to test, which is refused (src/base/read-file.ts).
 */
function pushGitignore(ignores: GitignoreStack, dir: string, rel: string, root: string): boolean {
  const gitignore = readGitignore(dir, rel, root);
  const pushed = gitignore !== undefined && ignores.push(gitignore);
  if (gitignore && !pushed) {
    refuse(path.join(dir, ".gitignore"), {
      reason:
        `it has ${thousands(gitignore.globs.length)} patterns with wildcards besides one leading or trailing * (such as *.py[cod] or docs/**), ` +
        `and at most ${thousands(MAX_GLOB_PATTERNS)} are tested, with those of the .gitignore files above it`,
      limit: true,
    });
  }
  return pushed;
}

/** The .gitignore of `dir` (root-relative `rel`), or undefined when it cannot be read (src/base/read-file.ts says why). */
function readGitignore(dir: string, rel: string, root: string): GitignoreFile | undefined {
  try {
    return new GitignoreFile(rel, readTextChecked(path.join(dir, ".gitignore"), undefined, root));
  } catch {
    return undefined;
  }
}

/** Why a source that is a symbolic link is not read (refusedRead), or undefined. */
function refusedLink(file: string, root: string): string | undefined {
  try {
    return refusedRead(file, root);
  } catch {
    return undefined; // cannot be looked at: the read says why
  }
}
