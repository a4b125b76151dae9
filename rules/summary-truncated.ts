import { placeOf, tailOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";

export default defineRule({
  id: "summary-truncated",
  defaultSeverity: "info",
  description: "Report action summaries that the length cap cuts",
  options: {},
  messages: {
    truncated:
      'The summary of "{{name}}" is cut after {{kept}} characters and ends at “{{end}}”; {{lost}} characters never reach the model. Put what it does and what the model must know before the cut.',
  },
  check({ catalog, summaries, report }) {
    for (const action of catalog.actions) {
      const summary = summaries.get(action);
      if (action.descriptionStatus !== "ok" || !summary?.truncated) continue;
      report({
        messageId: "truncated",
        data: { name: action.name, kept: summary.cutOffset, lost: summary.lostChars, end: tailOf(summary.text, 30) },
        ...placeOf(action),
      });
    }
  },
});
