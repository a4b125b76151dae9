import { charsAfterFirstSentence, subjectOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";

export default defineRule({
  id: "first-sentence-only",
  defaultSeverity: "info",
  description: "Report action descriptions whose sentences after the first never reach the model",
  options: {},
  messages: {
    laterSentencesDropped:
      'Only the first sentence of the description of "{{name}}" reaches the model; the {{lost}} characters after it are dropped. Make sure that sentence says what the action does and anything the model must know to choose it.',
  },
  check({ catalog, summaries, report }) {
    for (const action of catalog.actions) {
      const summary = summaries.get(action);
      if (action.descriptionStatus !== "ok" || !summary?.firstSentenceOnly) continue;
      report({
        messageId: "laterSentencesDropped",
        data: { name: action.name, lost: charsAfterFirstSentence(summary) },
        subject: subjectOf(action),
        loc: action.loc,
      });
    }
  },
});
