// How the stats renderers write numbers: grouped in thousands (en-US, the same on every machine), a missing side of
// a comparison as a dash, a change with its sign.
import type { Delta } from "./compare.js";
import type { ScopeStats } from "./types.js";
import { thousands } from "../base/plural.js";

export const number = thousands;

/** `~1,234` (and `unit`), with each configured family's count after it: `~1,234 tokens (claude ~1,481)`. */
export function estimated(tokens: number, factors: Record<string, number>, unit = ""): string {
  const families = Object.entries(factors).map(([family, factor]) => `${family} ~${number(Math.round(tokens * factor))}`);
  return `~${number(tokens)}${unit}${families.length ? ` (${families.join(", ")})` : ""}`;
}

/** The near-duplicate pairs of a scope: `at least 1,000,000` when counting stopped (`short`: `1000000+`). */
export function pairs(s: Pick<ScopeStats, "nearDuplicatePairs" | "nearDuplicatePairsAtLeast">, short = false): string {
  if (!s.nearDuplicatePairsAtLeast) return String(s.nearDuplicatePairs);
  return short ? `${s.nearDuplicatePairs}+` : `at least ${number(s.nearDuplicatePairs)}`;
}

export function side(n: number | null): string {
  return n === null ? "—" : number(n);
}

/** `+12`, `−3` (a true minus), `0`; "new" or "gone" when one side lacks it; a dash when neither has it. */
export function signed(d: Delta): string {
  if (d.before === null && d.after === null) return "—";
  if (d.delta === null) return d.before === null ? "new" : "gone";
  return d.delta > 0 ? `+${number(d.delta)}` : d.delta < 0 ? `−${number(-d.delta)}` : "0";
}
