// What sets two alike summaries apart (docs/design.md#rules, near-duplicate-summary): a word that one says and the
// other does not. Character bigrams count "Get the validation status" and "Update the validation status" as 0.90 alike,
// and a long shared URL or boilerplate sentence lifts any pair over the threshold; the model, reading words, tells
// such pairs apart by the one word that differs. Two summaries are indistinguishable only when what differs
// between them is filler: articles, prepositions, pronouns, auxiliaries, an inflection ("contact"/"contacts").
import { memoByText } from "../memo.js";

/**
 * Words that do not tell two actions apart: they frame what the action does without saying it. Not the
 * prepositions of direction ("to", "from", "into") nor negation and quantity ("without", "not", "all", "many"):
 * "Copy the file to the bucket" and "Copy the file from the bucket" are two actions. "One" is an article here
 * ("the costs of one marketing run"); what sets "one" apart from "all" is the other word.
 */
const FILLER = new Set(
  (
    "a an one the of in on at for by with as via per and or but nor " +
    "is are be been being was were am it its this that these those which who whose whom what " +
    "you your yours we our us they their them he she his her i my me " +
    "will can may might should would could must shall do does did done has have had " +
    "use uses used using tool tools function functions action actions method methods api endpoint " +
    "given specified provided specific particular certain respective corresponding " +
    "new current existing some any also just please here there so such etc e g eg ie " +
    "if when then than about allow allows let lets help helps"
  ).split(" "),
);

/**
 * The words of a summary as the model reads them: lower case, inflection stripped ("contacts" as "contact",
 * "gets" as "get", "issue's" as "issue"), a URL as its host alone (its path is boilerplate the model skims; two
 * links to the same site say nothing of what sets the actions apart). Identifiers stay whole and as written
 * (`tool_with_caps`), numbers are words. Kept for the next lint (the answer is shared: not to be changed).
 */
export const summaryWords: (text: string) => readonly string[] = memoByText(wordsOf);

function wordsOf(text: string): string[] {
  const reduced = text.replace(/\bhttps?:\/\/([^\s/?#)\]>"'`]+)[^\s)\]>"'`]*/giu, " $1 ");
  const words = reduced.toLowerCase().match(/[\p{L}\p{N}_]+(?:[.'’][\p{L}\p{N}_]+)*/gu) ?? [];
  return words.map(stem);
}

/** One form for a word's inflections: plural and third-person -s, possessive 's. Not a stemmer: nothing else. */
function stem(word: string): string {
  let w = word.replace(/['’]s?$/u, "");
  if (/^\p{N}/u.test(w) || w.includes("_") || w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "y";
  if (/(?:ss|sh|ch|x|z)es$/u.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !/(?:ss|us|is)$/u.test(w)) w = w.slice(0, -1);
  return w;
}

/** Whether a word can tell two actions apart: any word but filler, and every number or identifier. */
export function isContentWord(word: string): boolean {
  return !FILLER.has(word);
}

/**
 * A content word that one summary has and the other lacks, in order: the words between their common start and
 * end, less the longest sequence both share there (so "list the issues of a project" and "list the projects of
 * an issue" differ in "issue" and "project", though they hold the same words). Null when only filler differs.
 */
export function discriminatingWord(a: readonly string[], b: readonly string[]): string | null {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const kept = commonSubsequence(midA, midB);
  for (const [mid, keep] of [[midA, kept.a], [midB, kept.b]] as const) {
    for (let i = 0; i < mid.length; i++) if (!keep[i] && isContentWord(mid[i])) return mid[i];
  }
  return null;
}

/** Which words of `a` and of `b` a longest common subsequence of the two uses (textbook dynamic programme). */
function commonSubsequence(a: readonly string[], b: readonly string[]): { a: boolean[]; b: boolean[] } {
  const keepA = new Array<boolean>(a.length).fill(false);
  const keepB = new Array<boolean>(b.length).fill(false);
  if (a.length === 0 || b.length === 0) return { a: keepA, b: keepB };
  const width = b.length + 1;
  const table = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j] ? table[(i + 1) * width + j + 1] + 1 : Math.max(table[(i + 1) * width + j], table[i * width + j + 1]);
    }
  }
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      keepA[i++] = true;
      keepB[j++] = true;
    } else if (table[(i + 1) * width + j] >= table[i * width + j + 1]) i++;
    else j++;
  }
  return { a: keepA, b: keepB };
}
