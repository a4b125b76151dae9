import { charsAfterFirstSentence, placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";

export default defineRule({
  id: "first-sentence-only",
  defaultSeverity: "info",
  description: "Report action descriptions whose sentences after the first never reach the model",
  options: {},
  messages: {
    laterSentencesDropped:
      'Only the first sentence of "{{name}}" reaches the model; {{lost}} characters after it are dropped. Put what the model needs to choose this action in that sentence.',
  },
  check({ catalog, summaries, report }) {
    for (const action of catalog.actions) {
      const summary = summaries.get(action);
      if (action.descriptionStatus !== "ok" || !summary?.firstSentenceOnly) continue;
      report({
        messageId: "laterSentencesDropped",
        data: { name: action.name, lost: charsAfterFirstSentence(summary) },
        ...placeOf(action),
      });
    }
  },
});
