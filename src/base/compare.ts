/**
 * Text in code-unit order, not locale order (`localeCompare`): what the tool prints and writes comes out in the
 * same order on every machine, whatever its language settings.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
