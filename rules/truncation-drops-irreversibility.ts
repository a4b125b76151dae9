import { moveIrreversibility } from "../src/lint/proposals.js";
import { cut } from "../src/base/escape.js";
import { cutsPhrase, editable, listedItems, placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { cutActions } from "../src/summarize/client-cut.js";
import { kindText } from "../src/summarize/directory.js";
import { findIrreversibility } from "../src/text/safety/irreversibility.js";
import { firstSentenceEnd } from "../src/text/sentences.js";
import type { Action, Module, Summary } from "../src/types.js";
import { thousands } from "../src/base/plural.js";

/** At most this many characters of the wording are quoted, then "… (N characters)" (its words may be very long). */
const MAX_PHRASE = 200;

/** Whether the wording at `offset` is in a sentence the first-sentence cut dropped, rather than cut by the cap. */
function inLaterSentence(summary: Summary, offset: number): boolean {
  if (!summary.firstSentenceOnly) return false;
  if (!summary.truncated) return true; // the summary ends where the first sentence does
  return offset >= (firstSentenceEnd(summary.normalized) ?? summary.normalized.length);
}

/** The kind as the directory line shows it (docs/design.md#summaries). */
function kindOf(action: Action | Module): string {
  return action.type === "module" ? action.form : kindText(action);
}

export default defineRule({
  id: "truncation-drops-irreversibility",
  defaultSeverity: "error",
  description: "Report actions whose description says the effect is permanent while their summary does not",
  options: {
    phrases: {
      type: "string[]",
      default: [],
      description: "More wordings that say an effect is permanent (plain text, case-insensitive, whole words)",
    },
  },
  messages: {
    laterSentence:
      'The description of "{{name}}" says “{{phrase}}” only in a later sentence, which the directory drops, so the model never learns that the effect is permanent. Move it into the first sentence, within the cap (e.g. "Permanently delete …" or "…; this cannot be undone.").',
    beyondCap:
      'The description of "{{name}}" says “{{phrase}}” only after the first {{kept}} characters, where the summary cap cuts it, so the model never learns that the effect is permanent. Move it to the front of the first sentence, within the cap (e.g. "Permanently delete …").',
    laterSentenceOfWrite:
      'The description of "{{name}}" ({{kind}}) says “{{phrase}}”, but only in a later sentence, which the directory drops: the model may make this permanent change without warning the user. Move it into the first sentence, within the cap (e.g. "Permanently delete …" or "…; this cannot be undone.").',
    clientCut:
      '{{cuts}}; “{{phrase}}” stands at character {{position}} of the description of "{{name}}", so there the model never learns that the effect is permanent. Move it to the front, within the first {{within}} characters (e.g. "Permanently delete …").',
    clientCutOfWrite:
      '{{cuts}}; “{{phrase}}” stands at character {{position}} of the description of "{{name}}" ({{kind}}), so there the model may make this permanent change without warning the user. Move it to the front, within the first {{within}} characters (e.g. "Permanently delete …").',
    beyondCapOfWrite:
      'The description of "{{name}}" ({{kind}}) says “{{phrase}}”, but only after the first {{kept}} characters, where the summary cap cuts it: the model may make this permanent change without warning the user. Move it to the front of the first sentence, within the cap (e.g. "Permanently delete …").',
  },
  check({ catalog, summaries, clientCuts, options, report }) {
    const phrases = options.phrases ?? [];
    for (const [item, cuts] of cutActions(clientCuts)) {
      const found = findIrreversibility(cuts[0].summary.normalized, phrases);
      if (found === null) continue;
      const end = found.offset + found.phrase.length;
      // The clients whose cut drops the wording, unless what they keep warns in other words.
      const dropping = cuts.filter((c) => end > c.summary.cutOffset && findIrreversibility(c.summary.text, phrases) === null);
      if (dropping.length === 0) continue;
      const risky = item.kind === "write" || item.approval === true;
      report({
        messageId: risky ? "clientCutOfWrite" : "clientCut",
        data: {
          name: item.name,
          kind: kindOf(item),
          phrase: cut(found.phrase, MAX_PHRASE),
          position: thousands(found.offset + 1),
          cuts: cutsPhrase(dropping),
          within: thousands(dropping[0].cut.maxLength),
        },
        ...placeOf(item),
      });
    }
    for (const action of listedItems(catalog)) {
      const summary = summaries.get(action);
      if (action.descriptionStatus !== "ok" || summary === undefined) continue;
      const found = findIrreversibility(summary.normalized, phrases);
      if (found === null || found.offset + found.phrase.length <= summary.cutOffset) continue;
      if (findIrreversibility(summary.text, phrases) !== null) continue; // the summary warns in other words
      const risky = action.type === "action" && (action.kind === "write" || action.approval);
      const later = inLaterSentence(summary, found.offset);
      const proposal = later && !summary.truncated && editable(action) ? moveIrreversibility(action, summary, found.offset, found.phrase) : undefined;
      report({
        messageId: later ? (risky ? "laterSentenceOfWrite" : "laterSentence") : risky ? "beyondCapOfWrite" : "beyondCap",
        data: { name: action.name, kind: kindOf(action), phrase: cut(found.phrase, MAX_PHRASE), kept: summary.cutOffset },
        ...placeOf(action),
        ...(proposal && { proposals: [proposal] }),
      });
    }
  },
});
