// The stats command's options, apart from the code that computes and prints: the command line is set up with them
// on every run, while the stats modules are loaded only when `stats` runs.

/**
 * Characters of skill listing a harness keeps before it drops descriptions: Claude Code's budget when it does not
 * know the context window (it is about 1% of the window otherwise). `stats --listing-budget` sets another.
 */
export const DEFAULT_LISTING_BUDGET = 8000;

export const STATS_FORMATS = ["text", "json", "markdown", "html"] as const;
export type StatsFormat = (typeof STATS_FORMATS)[number];
