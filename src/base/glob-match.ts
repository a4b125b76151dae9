// Matching a file against globs as a config writes them (`groups`, `overrides`): relative to the config root,
// dot files included, with picomatch's safe options (src/base/glob-safety.ts).
import picomatch from "picomatch";
import { GLOB_OPTIONS } from "./glob-safety.js";

/**
 * A matcher for config globs: relative to the config root, dot files included, and, as in ESLint's overrides,
 * a pattern without `/` matches the file name in any folder (`*.test.ts`).
 */
export function globMatcher(patterns: readonly string[]): (relativeFile: string) => boolean {
  if (patterns.length === 0) return () => false;
  const normalized = patterns.map((pattern) => {
    const negated = pattern.startsWith("!");
    const body = (negated ? pattern.slice(1) : pattern).replace(/^\.\//, "");
    const anchored = body.includes("/") ? body.replace(/^\//, "") : `**/${body}`;
    return negated ? `!${anchored}` : anchored;
  });
  const isMatch = picomatch(normalized, GLOB_OPTIONS);
  return (relativeFile) => isMatch(normalizePath(relativeFile));
}

/** A relative path as globs see it: "/" separators, without a leading "./". */
export function normalizePath(file: string): string {
  return file.replace(/\\/g, "/").replace(/^\.\//, "");
}
