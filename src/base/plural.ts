/** `noun` for one, `many` (by default the noun and an "s") for any other number, zero included. */
export function plural(n: number, noun: string, many = `${noun}s`): string {
  return n === 1 ? noun : many;
}

/** `n` and its noun: "1 action", "3 actions" (the number as it is, without separators). */
export function count(n: number, noun: string): string {
  return `${n} ${plural(n, noun)}`;
}
