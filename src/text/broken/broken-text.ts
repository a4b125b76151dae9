// Glue and template defects in evaluated text (the rule broken-generated-text).
// A description built from a template and an entity description often reads fine in source and breaks once
// evaluated: "Fetch a single A dealer's marketing run", "withdraw the the ads", "Preview {{vehicle}}",
// "List the undefined of the dealer". Each check is a pure function of the text, linear in its length, in a file of
// its own beside this one: glue.ts (articles, doubled words, a lowercase start), values.ts (printed values),
// residue.ts (placeholders, empty substitutions), unbalanced.ts; tokens.ts is how they all read the text.
//
// What is never judged: code spans in backticks and quoted text ("…", “…”, '…'): they are values, not prose.
//
// Where each check looks: residue of a substitution can only sit where something was substituted. Given the
// text's joins (where substituted parts start and end, from the evaluator), a capitalized article, an evaluated
// value, empty-substitution residue and a lowercase start are reported only at a join; literal text keeps its
// own typography (a markdown table padded with spaces, a tool description written in lowercase). Doubled words,
// placeholders and unbalanced pairs are defects wherever they are, so they are checked everywhere.
//
// Decisions on the ambiguous cases (each tested in test/text/broken-text.test.ts):
//   - capitalized article or determiner: flagged only after a lowercase word on the same line and before a
//     lowercase word ("single A dealer's"). Before a capitalized word it starts a name ("via The Guardian
//     API", "the This Week view"); "A" after a label noun is a name too ("type A blood", "plan A rollout").
//   - doubled words: letters only (numbers such as "1 1" are data), case-insensitive; "that that" and "had
//     had" are good English, and a doubled capitalized word that is no function word is a name ("Bora Bora").
//   - undefined, NaN: flagged as whole words unless they read as the JavaScript value in an API doc ("returns
//     undefined", "is NaN", "undefined if", "undefined behavior"). "[object Object]" always.
//   - null: common English in API docs ("returns null if", "null values", "set to null"), so flagged only
//     where a noun was expected: at the start of a sentence, after an article, determiner, possessive or
//     one of of/for/per/by/from/about/into ("Fetch a single null", "the list of null"), or right after a
//     sentence's first word when nothing but a preposition or the sentence end follows ("Delete null by id")
//     and that word does not take the value as its object ("Ignores null.").
//   - lowercase first letter: not when the first word is code (a capital inside it as in iOS, eBay, gRPC;
//     a digit or one of . _ / : @ # $ ( ) [ ] { } < > =, as in package.json, delete_file:, https://…) or a
//     tool that is written lowercase (npm, git, kubectl, …).
//   - empty-substitution residue: a space before . , ; (not an ellipsis), ",," or ", ,", "()" or "( )" after
//     a space, and two or more spaces between words on one line, except after . ! ? : (two spaces after a
//     sentence are a typing habit). Only raw text has double spaces: pass the description as evaluated.
//   - unbalanced: ( [ { and “ ” that do not pair, a straight double quote that pairs with nothing (not an inch
//     mark as in 27"), a backtick run that never closes. Single quotes are never judged (apostrophes). A ")"
//     after a list marker ("1)", "a)") or in ":)" is not a stray, nor a bracket between single quotes ("'}'") nor
//     a closer that starts a word ("}ElementAttributes", a prefix sigil).

import { findPairs } from "../sentences.js";
import { excerptOf, type TextDefect } from "./defect.js";
import { doubledWords, gluedArticles, lowercaseStart } from "./glue.js";
import { emptySubstitutions, placeholders } from "./residue.js";
import { joinTest, skippedSpans, tokenize } from "./tokens.js";
import { unbalanced } from "./unbalanced.js";
import { evaluatedValues } from "./values.js";

/**
 * Every glue or template defect in `text`, by offset. Pass the description as evaluated (before whitespace is
 * normalized): double spaces and line breaks are evidence. Offsets refer to `text`.
 *
 * `joins`: the offsets where substituted parts start and end (a catalog item's `joins`; `[]` for literal text).
 * The substitution-only checks report a defect only at one of them (see the top of this file). Omitted: where
 * the text came from is not known, and every offset counts as a join.
 */
export function findBrokenText(text: string, joins?: readonly number[]): TextDefect[] {
  const tokens = tokenize(text);
  const skipped = skippedSpans(text);
  const joined = joinTest(text.length, joins);
  const out: TextDefect[] = [];
  lowercaseStart(text, tokens, joined, out);
  gluedArticles(text, tokens, skipped, joined, out);
  doubledWords(text, tokens, skipped, out);
  placeholders(text, skipped, out);
  evaluatedValues(text, tokens, skipped, joined, out);
  emptySubstitutions(text, skipped, joined, out);
  unbalanced(text, out);
  return out.sort((a, b) => a.offset - b.offset || a.defect.localeCompare(b.defect));
}

/**
 * Markdown links and code spans that a cut at `cutOffset` leaves open: pairs of `normalized` (the whole
 * description) that open before the cut and close at or after it. The summary then ends in "[See the…" or
 * "`npm run…", which no reader can follow. Brackets and quotes that the whole description never closes are not
 * reported here: findBrokenText reports them on the description.
 */
export function findCutOpen(normalized: string, cutOffset: number): TextDefect[] {
  const { closeAt } = findPairs(normalized);
  const out: TextDefect[] = [];
  const end = Math.min(cutOffset, normalized.length);
  for (let i = 0; i < end; i++) {
    const close = closeAt[i];
    if (close < 0) continue;
    if (close < end) {
      if (normalized[i] === "`") i = close; // code spans hide everything inside them
      continue;
    }
    const ch = normalized[i];
    const excerpt = (from: number) => excerptOf(normalized, from, end);
    if (ch === "`") {
      out.push({ defect: "cut-open-code", offset: i, length: end - i, excerpt: excerpt(i) });
      break; // nothing inside a code span counts
    }
    if (ch === "[" && normalized[close + 1] === "(") {
      out.push({ defect: "cut-open-link", offset: i, length: end - i, excerpt: excerpt(i) });
      break; // the link's text and address are one defect
    }
    if (ch === "(" && normalized[i - 1] === "]") {
      const textStart = openerOf(closeAt, i - 1);
      if (textStart >= 0 && normalized[textStart] === "[") {
        out.push({ defect: "cut-open-link", offset: textStart, length: end - textStart, excerpt: excerpt(textStart) });
        break;
      }
    }
  }
  return out;
}

/** The opener whose pair closes at `close`, or -1. Called at most once per cut, so a backward scan is fine. */
function openerOf(closeAt: Int32Array, close: number): number {
  for (let i = close - 1; i >= 0; i--) if (closeAt[i] === close) return i;
  return -1;
}
