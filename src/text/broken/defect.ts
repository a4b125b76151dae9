// What a check of broken-text.ts reports: a defect of a kind, where it is, and the excerpt a message shows (the text
// around it, whitespace collapsed).

export type DefectKind =
  | "glued-article"
  | "doubled-word"
  | "placeholder"
  | "evaluated-value"
  | "empty-substitution"
  | "lowercase-start"
  | "unbalanced"
  | "cut-open-link"
  | "cut-open-code";

export interface TextDefect {
  defect: DefectKind;
  /** Where the defect is, in the text that was checked. */
  offset: number;
  length: number;
  /** The defect with a little context, whitespace collapsed, for a message. */
  excerpt: string;
}

export function excerptOf(text: string, start: number, end: number): string {
  return text.slice(start, end).replace(/\s+/g, " ").trim();
}

/** [start, end) with up to `radius` characters on each side, never cutting a word in two. */
export function excerptAround(text: string, start: number, end: number, radius: number): string {
  let from = Math.max(0, start - radius);
  if (from > 0 && /\S/.test(text[from - 1])) {
    while (from < start && /\S/.test(text[from])) from++; // drop the partial word
  }
  let to = Math.min(text.length, end + radius);
  if (to < text.length && /\S/.test(text[to])) {
    while (to > end && /\S/.test(text[to - 1])) to--;
  }
  return excerptOf(text, from, to);
}
