// Brackets, curly quotes, straight double quotes and backticks that pair with nothing, read on the pairs the
// sentence splitter finds (sentences.ts findPairs).
import { findPairs } from "../sentences.js";
import { excerptAround, type TextDefect } from "./defect.js";

const OPENER_OF: Readonly<Record<string, string>> = { ")": "(", "]": "[", "}": "{", "”": "“" };
const OPENERS = new Set(["(", "[", "{", "“"]);

export function unbalanced(text: string, out: TextDefect[]): void {
  const { closeAt } = findPairs(text);
  const closers = new Set<number>();
  for (let i = 0; i < closeAt.length; i++) if (closeAt[i] >= 0) closers.add(closeAt[i]);
  const stack: number[] = [];
  const openCount = new Map<string, number>(); // so a stray closer never scans the stack: linear overall
  const report = (at: number, length: number) =>
    out.push({ defect: "unbalanced", offset: at, length, excerpt: excerptAround(text, at, at + length, 20) });
  // Straight quotes have no direction: when their number is even, every one has a partner, and one the pair
  // finder left alone is a nesting it cannot read (an example utterance quoting "Cards" inside a quote), not a
  // quote that never closes (found on real descriptions).
  // A quote written as a character of its own, "(\")" or "'\"'", names the character: it neither opens nor closes.
  const mention = (at: number) => (text[at - 1] === "(" && text[at + 1] === ")") || (text[at - 1] === "'" && text[at + 1] === "'");
  let quotes = 0;
  for (const m of text.matchAll(/(?<![\p{N}\\])"/gu)) if (!mention(m.index)) quotes++;
  const oddQuotes = quotes % 2 === 1;

  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (text[i - 1] === "\\") {
      i++; // escaped: a character, not a bracket or quote (`{\"id\": 1}` in a JSON example)
      continue;
    }
    if (ch === "`") {
      let run = i;
      while (text[run] === "`") run++;
      if (closeAt[i] >= 0) {
        i = closeAt[i] + 1; // a code span: nothing inside counts
      } else {
        report(i, run - i);
        i = run;
      }
      continue;
    }
    if ((ch === '"' || ch === "“") && closeAt[i] >= 0) {
      i = closeAt[i] + 1; // quoted text: a bracket inside is part of the quote
      continue;
    }
    if (ch === '"') {
      if (oddQuotes && !closers.has(i) && !mention(i) && !/\p{N}/u.test(text[i - 1] ?? "")) report(i, 1); // 27" is an inch mark
    } else if (OPENERS.has(ch) && isMention(text, i)) {
      // '{' names the character: it opens nothing
    } else if (OPENERS.has(ch)) {
      stack.push(i);
      openCount.set(ch, (openCount.get(ch) ?? 0) + 1);
    } else if (ch in OPENER_OF) {
      const opener = OPENER_OF[ch];
      if ((openCount.get(opener) ?? 0) > 0) {
        // the nearest matching opener closes here; openers left open inside it never closed
        for (;;) {
          const open = stack.pop() as number;
          openCount.set(text[open], (openCount.get(text[open]) ?? 0) - 1);
          if (text[open] === opener) break;
          report(open, 1);
        }
      } else if (!isListMarkerOrSmiley(text, i) && !isMention(text, i) && !startsWord(text, i)) {
        report(i, 1);
      }
    }
    i++;
  }
  for (const open of stack) report(open, 1);
}

/** A bracket written as a character of its own between single quotes ("the '}'-prefix"): it names the character. */
function isMention(text: string, at: number): boolean {
  return text[at - 1] === "'" && text[at + 1] === "'";
}

/**
 * A closer that starts a word ("on the }ElementAttributes_{Dim} cube", a system's prefix sigil): nothing before it in
 * the word for it to close.
 */
function startsWord(text: string, at: number): boolean {
  return (at === 0 || /[\s"'“(]/u.test(text[at - 1])) && /[\p{L}_]/u.test(text[at + 1] ?? "");
}

/** "1)", "a)", "iv)" at the start of a word, or ":)" / ";)". */
function isListMarkerOrSmiley(text: string, at: number): boolean {
  if (text[at] !== ")") return false;
  const before = text.slice(Math.max(0, at - 5), at);
  return /(?:^|\s)(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})$/.test(before) || /[:;]-?$/.test(before);
}
