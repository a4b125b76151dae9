// The test-file globs of a runner's config, as discovery can use them: written relative to the config's folder,
// without the syntax discovery's globs do not read (extended globs such as `?(c|m)` are off there, so that a
// committed config cannot hang a run: src/base/glob-safety.ts), and only the ones that name tests.
//
// The rule for "names tests": a runner config that includes the whole source (`**/*`, `src/**/*.ts`) must not hide
// product code, so a glob is used only when a part of it written out, a folder or a file name, holds a word that
// marks tests: "test" or "spec" anywhere in a word (`*.test.ts`, `__tests__`, `e2e-spec`, `*Test.js`), or one of
// TEST_WORDS (`qa/`, `checks/`, `*.check.ts`, `*.e2e.ts`, `*.int.ts`, `evals/`). `src/**/*.ts`, `lib/**/*.js`,
// `server/**` or `**/*.{ts,js}` name no test: they are not used, whatever the runner says. Braces and extended globs
// are expanded first and each alternative is judged alone: in `{src,tests}/**/*.ts` only `tests/**/*.ts` is used.
import { globProblem } from "../base/glob-safety.js";

/** Words that mark tests, besides any word holding "test" or "spec". */
const TEST_WORDS = new Set([
  "e2e", "qa", "check", "checks", "it", "int", "integration", "unit", "acceptance", "smoke", "bench", "benchmark", "benchmarks",
  "eval", "evals", "fixture", "fixtures", "mock", "mocks", "cypress", "playwright", "conformance", "regression",
]);

/** At most this many globs one pattern expands to (its braces and extended globs multiplied out); a larger one is not used. */
const MAX_EXPANSIONS = 64;
/** At most this many globs are taken from one config file. */
export const MAX_RUNNER_GLOBS = 200;

/**
 * The globs of a runner's list of test files (`include`, `testMatch`, `spec`; a string is a list of one), relative to
 * the config's folder, for the files below `base` (a folder relative to it, "" for itself). `rootDir`: what
 * `<rootDir>` stands for (jest's), when it is allowed. A list that is not all strings, or that has a negated glob
 * (`!**\/fixtures/**`: files the runner leaves out, which may be product code), gives none.
 */
export function testGlobs(list: unknown, base: string, rootDir = false): string[] {
  const items = typeof list === "string" ? [list] : list;
  if (!Array.isArray(items) || !items.every((item): item is string => typeof item === "string")) return [];
  if (items.some((item) => item.trimStart().startsWith("!"))) return [];
  const globs: string[] = [];
  for (const item of items) {
    const glob = relativeGlob(item.trim(), rootDir);
    for (const expanded of (glob !== undefined && expand(glob)) || []) {
      const full = base === "" ? expanded : `${base}/${expanded}`;
      if (namesTests(full) && globProblem(full) === undefined && globs.length < MAX_RUNNER_GLOBS) globs.push(full);
    }
  }
  return globs;
}

/**
 * A folder the config names (`root`, `rootDir`, `dir`) relative to the config's folder, "" for itself; undefined for
 * one outside it, absolute or not a string (its globs are then not known to be below the config's folder).
 */
export function relativeFolder(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim().startsWith("/")) return undefined;
  const glob = relativeGlob(value.trim().replace(/\/+$/, ""), false);
  if (glob === undefined || /[*?[\]{}()!|]/.test(glob)) return undefined;
  return glob;
}

/** The glob with `./` and jest's leading `<rootDir>/` dropped; undefined for one that leaves the folder or that cannot be read. */
function relativeGlob(glob: string, rootDir: boolean): string | undefined {
  let rest = glob;
  if (rootDir && rest.startsWith("<rootDir>")) rest = rest.slice("<rootDir>".length).replace(/^\/+/, "");
  while (rest.startsWith("./")) rest = rest.slice(2);
  if (rest === ".") return "";
  // An absolute path, a way up, a backslash (an escape, or a Windows path) or another `<rootDir>`: not used.
  if (rest.startsWith("/") || /[\\<>]/.test(rest) || rest.split("/").some((segment) => segment === ".." || segment === ".")) return undefined;
  return rest;
}

/** Whether a written-out part of the glob (outside character classes) holds a word that marks tests. */
function namesTests(glob: string): boolean {
  const words = glob.replace(/\[[^\]]*\]/g, " ").toLowerCase().split(/[^a-z0-9]+/);
  return words.some((word) => word.includes("test") || word.includes("spec") || TEST_WORDS.has(word));
}

/**
 * The plain globs a glob stands for, its braces (`{a,b}`) and extended globs (`?(c|m)`, `@(a|b)`, and `+(…)` and
 * `*(…)` as one of their alternatives or none at most) multiplied out; undefined for a form not read (a negated
 * extended glob `!(…)`, a brace with no comma, a bracket left open, more than MAX_EXPANSIONS globs).
 */
export function expand(glob: string): string[] | undefined {
  let out = [""];
  let i = 0;
  while (i < glob.length) {
    const c = glob[i];
    let alternatives: string[];
    if ("?@+*!".includes(c) && glob[i + 1] === "(") {
      const close = closing(glob, i + 1);
      if (c === "!" || close === undefined) return undefined;
      const inner = expandAll(split(glob.slice(i + 2, close), "|"));
      if (inner === undefined) return undefined;
      alternatives = c === "?" || c === "*" ? ["", ...inner] : inner;
      i = close + 1;
    } else if (c === "{") {
      const close = closing(glob, i);
      const parts = close === undefined ? [] : split(glob.slice(i + 1, close), ",");
      const inner = parts.length > 1 ? expandAll(parts) : undefined;
      if (inner === undefined) return undefined;
      alternatives = inner;
      i = close! + 1;
    } else if (c === "[") {
      const close = glob.indexOf("]", i + 2);
      if (close < 0) return undefined;
      alternatives = [glob.slice(i, close + 1)];
      i = close + 1;
    } else if ("(){}|".includes(c)) {
      return undefined;
    } else {
      alternatives = [c];
      i++;
    }
    if (out.length * alternatives.length > MAX_EXPANSIONS) return undefined;
    out = out.flatMap((head) => alternatives.map((tail) => head + tail));
  }
  return [...new Set(out)];
}

function expandAll(parts: string[]): string[] | undefined {
  const all: string[] = [];
  for (const part of parts) {
    const expanded = expand(part);
    if (expanded === undefined) return undefined;
    all.push(...expanded);
    if (all.length > MAX_EXPANSIONS) return undefined;
  }
  return all;
}

/** The index of the bracket that closes the one at `open` (`(` or `{`, nested ones of either kind counted), or undefined. */
function closing(glob: string, open: number): number | undefined {
  const stack: string[] = [];
  for (let i = open; i < glob.length; i++) {
    const c = glob[i];
    if (c === "(" || c === "{") stack.push(c === "(" ? ")" : "}");
    else if (c === ")" || c === "}") {
      if (stack.pop() !== c) return undefined;
      if (stack.length === 0) return i;
    }
  }
  return undefined;
}

/** `text` split at each `separator` outside brackets. */
function split(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "{") depth++;
    else if (c === ")" || c === "}") depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
