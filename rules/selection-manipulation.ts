import { quoted } from "../src/base/escape.js";
import { describedItems, placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { memoByTextAndName } from "../src/text/memo.js";
import { findSelectionClaims } from "../src/text/safety/selection.js";

/** findSelectionClaims, once per text and tool name (src/text/memo.ts). */
const claimsOnce = memoByTextAndName(findSelectionClaims);

export default defineRule({
  id: "selection-manipulation",
  defaultSeverity: "warn",
  securitySeverity: "4.0",
  description: "Report descriptions written to win the model's choice of tool: superlatives the tool claims for itself and orders to prefer it over every other",
  options: {},
  messages: {
    superlative:
      'The description of "{{name}}" praises the tool itself: “{{text}}” (offset {{offset}}). Such wording wins the model\'s choice whether or not the tool fits the task. Say what it does and when it fits instead.',
    preference:
      'The description of "{{name}}" tells the model to prefer it over every other tool: “{{text}}” (offset {{offset}}). Say when it fits and when another tool does; the model chooses by what each tool does.',
  },
  check({ catalog, report }) {
    for (const [item, description] of describedItems(catalog)) {
      if (item.type !== "action") continue; // a skill's "use this skill whenever …" is how a skill says when it loads
      for (const claim of claimsOnce(description, item.name)) {
        report({ messageId: claim.kind, data: { name: item.name, text: quoted(claim.text, 120), offset: claim.offset }, ...placeOf(item) });
      }
    }
  },
});
