// Globs of a committed config (`include`, `exclude`, `groups`, `overrides`) become regular expressions inside
// picomatch, matched against every path of the project: a hostile config could hang the run with one
// (docs/design.md#hostile-input). Extended globs (`+(a+)`, never finishing on "x" and 40 a's) are off
// everywhere (GLOB_OPTIONS), and a glob with many `*` in one segment (`*a*a*a*a*a*a*a*b`, 20 s on one
// 60-character name) is refused at validation.

/** picomatch's options for every glob of the config: dot files match, extended globs are plain text. */
export const GLOB_OPTIONS = { dot: true, noextglob: true } as const;

/** More single `*` than this in one path segment backtracks polynomially on a long name. */
export const MAX_STARS_PER_SEGMENT = 3;
export const MAX_GLOB_LENGTH = 1000;

/** Why the glob is refused, or undefined when it is fine. */
export function globProblem(glob: string): string | undefined {
  if (glob.length > MAX_GLOB_LENGTH) return `is longer than ${MAX_GLOB_LENGTH} characters`;
  for (const segment of glob.split("/")) {
    const stars = segment === "**" ? 0 : (segment.replace(/\\./g, "").match(/\*+/g) ?? []).length;
    if (stars > MAX_STARS_PER_SEGMENT) {
      return `has ${stars} wildcards (*) in one path segment; at most ${MAX_STARS_PER_SEGMENT} are allowed, so that matching stays fast`;
    }
  }
  return undefined;
}
