/** `noun` for one, `many` (by default the noun and an "s") for any other number, zero included. */
export function plural(n: number, noun: string, many = `${noun}s`): string {
  return n === 1 ? noun : many;
}

/** `n` and its noun: "1 action", "3 actions" (the number as it is, without separators). */
export function count(n: number, noun: string): string {
  return `${n} ${plural(n, noun)}`;
}

/** `n` with thousands separators and its noun, for text a person reads: "1 tool", "1,204 files". */
export function countOf(n: number, noun: string, many = `${noun}s`): string {
  return `${n.toLocaleString("en-US")} ${plural(n, noun, many)}`;
}
