import { placeOf, tailOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";

export default defineRule({
  id: "feature-description-truncated",
  defaultSeverity: "info",
  description: "Report feature descriptions whose first sentence the length cap cuts",
  options: {},
  messages: {
    truncated:
      'The first sentence of feature "{{name}}" is cut after {{kept}} characters and ends at “{{end}}”; {{lost}} characters never reach the model. Shorten it to what the feature is for.',
  },
  check({ catalog, summaries, report }) {
    for (const feature of catalog.features) {
      const summary = summaries.get(feature);
      if (feature.descriptionStatus !== "ok" || !summary?.truncated) continue;
      report({
        messageId: "truncated",
        data: { name: feature.name, kept: summary.cutOffset, lost: summary.lostChars, end: tailOf(summary.text, 30) },
        ...placeOf(feature),
      });
    }
  },
});
