import { moveVerbSentence } from "../src/lint/proposals.js";
import { cut } from "../src/base/escape.js";
import { cutsPhrase, editable, listedItems, placeOf, verbName } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { cutActions } from "../src/summarize/client-cut.js";
import { splitSentences } from "../src/text/sentences.js";
import { listingLineSaysEnough } from "../src/text/verb/when-to-use.js";
import { descriptionReading, summaryHasVerb } from "../src/text/verb/verbs.js";
import type { Summary } from "../src/types.js";
import type { MessageRef } from "../src/lint/diagnostic.js";
import { ref } from "../src/lint/messages.js";
import { thousands } from "../src/base/plural.js";

/** At most this many characters of the verb are quoted, then "… (N characters)" (a word the lexicon does not know may be long). */
const MAX_WORD = 200;

/** The messages that say which sentence ({{ordinal}}): the first ten by name, the others by number. */
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"] as const;

/**
 * "second", "third", … "11th": which sentence of the description holds `offset`. When the cap did not cut, the
 * summary is the whole first sentence (or paragraph, whose break normalization erased), and the sentences of
 * what it dropped are counted after it.
 */
function sentenceOrdinal(summary: Summary, offset: number): MessageRef<(typeof ORDINALS)[number] | "nth"> {
  const { normalized, cutOffset } = summary;
  const index = summary.truncated
    ? splitSentences(normalized).filter((span) => span.start <= offset).length
    : 1 + splitSentences(normalized.slice(cutOffset)).filter((span) => span.start <= offset - cutOffset).length;
  const named = ORDINALS[index - 1];
  return named === undefined ? ref("nth", { index }) : ref(named);
}

/** The words of a tool name, lowercased: `get_slow_requests`, `getSlowRequests` and `get-slow-requests` are get, slow, requests. */
function nameWords(name: string): string[] {
  return name
    .split(/[^\p{L}\p{N}]+|(?<=\p{Ll})(?=\p{Lu})/u)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
}

/** Whether the cut at `offset` is the first-sentence cut (the verb is in a later sentence), not the cap. */
function inLaterSentence(summary: Summary, offset: number): boolean {
  if (!summary.firstSentenceOnly) return false;
  if (!summary.truncated) return true; // the kept text ends where the first sentence does
  return splitSentences(summary.normalized).findIndex((span) => offset < span.end) > 0;
}

export default defineRule({
  id: "truncation-drops-verb",
  defaultSeverity: "error",
  description: "Report summaries (of actions, modules and skills) that lose the description's verb to the cap or the first-sentence cut",
  options: {},
  messages: {
    beyondCap:
      'The summary of "{{name}}" has no verb: “{{word}}” sits at character {{position}} of the description, beyond the {{kept}} characters the cap keeps, so the model never reads what it does. Move the verb to the front, e.g. “{{suggestion}} …”, and the preamble after it.',
    laterSentence:
      'The summary of "{{name}}" has no verb: “{{word}}” is in the {{ordinal}} sentence of the description, and the list the model reads shows only the first, so the model never reads what it does. Start the first sentence with the verb, e.g. “{{suggestion}} …”.',
    clientCut:
      '{{cuts}}; “{{word}}”, the verb of the description of "{{name}}", stands at character {{position}}, so there the model never reads what it does. Move the verb to the front, e.g. “{{suggestion}} …”, and the preamble after it.',
    // Which sentence holds the verb ({{ordinal}}).
    first: "first",
    second: "second",
    third: "third",
    fourth: "fourth",
    fifth: "fifth",
    sixth: "sixth",
    seventh: "seventh",
    eighth: "eighth",
    ninth: "ninth",
    tenth: "tenth",
    nth: "{{index}}th",
  },
  check({ catalog, summaries, clientCuts, report }) {
    for (const [item, cuts] of cutActions(clientCuts)) {
      const reading = descriptionReading(cuts[0].summary, item.name);
      if (reading.verdict !== "verb") continue;
      const { verb } = reading;
      // A client shows the tool's name beside its text: a name that says the verb (`get_slow_requests`) tells the
      // model what it does, wherever the description says it (the name's verb is what the reader found far on).
      if (nameWords(item.name).includes(verb.lemma)) continue;
      const dropping = cuts.filter((c) => verb.offset >= c.summary.cutOffset && !summaryHasVerb(c.summary, item.name));
      if (dropping.length === 0) continue;
      report({
        messageId: "clientCut",
        data: {
          name: item.name,
          word: cut(verb.word, MAX_WORD),
          position: thousands(verb.offset + 1),
          cuts: cutsPhrase(dropping),
          suggestion: cut(verb.lemma.charAt(0).toUpperCase() + verb.lemma.slice(1), MAX_WORD),
        },
        ...placeOf(item),
      });
    }
    for (const action of listedItems(catalog)) {
      const summary = summaries.get(action);
      if (action.descriptionStatus !== "ok" || summary === undefined || summary.lostChars === 0) continue;
      // No verb, or a language the reader does not read (no verdict): nothing to say about a lost verb.
      const name = verbName(action);
      const reading = descriptionReading(summary, name);
      if (reading.verdict !== "verb") continue;
      const { verb } = reading;
      if (verb.offset < summary.cutOffset || summaryHasVerb(summary, name)) continue;
      // A skill's or module's line that says when to use it, or what it does in phrases, does its job.
      if (action.type === "module" && listingLineSaysEnough(summary.text)) continue;
      const later = inLaterSentence(summary, verb.offset);
      const proposal = later && editable(action) ? moveVerbSentence(action, summary, verb.offset, verb.word) : undefined;
      report({
        messageId: later ? "laterSentence" : "beyondCap",
        data: {
          name: action.name,
          word: cut(verb.word, MAX_WORD),
          position: verb.offset + 1,
          kept: summary.cutOffset,
          ordinal: later ? sentenceOrdinal(summary, verb.offset) : ref("first"),
          suggestion: cut(verb.lemma.charAt(0).toUpperCase() + verb.lemma.slice(1), MAX_WORD),
        },
        ...placeOf(action),
        ...(proposal && { proposals: [proposal] }),
      });
    }
  },
});
