import { cut } from "../src/base/escape.js";
import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findIrreversibility } from "../src/text/safety/irreversibility.js";
import { findMoneyMovement } from "../src/text/safety/money.js";
import type { Action } from "../src/types.js";

/** At most this many characters of the wording are quoted, then "… (N characters)" (its words may be very long). */
const MAX_PHRASE = 200;

/** What the description claims, in the message's words, with the wording that says it. */
function claimOf(action: Action): { claim: string; phrase: string } | undefined {
  const text = action.description ?? "";
  const permanent = findIrreversibility(text);
  if (permanent) return { claim: "its effect is permanent", phrase: cut(permanent.phrase, MAX_PHRASE) };
  const money = findMoneyMovement(text);
  if (money) return { claim: "it moves money", phrase: cut(money.phrase, MAX_PHRASE) };
  return undefined;
}

export default defineRule({
  id: "risk-not-declared",
  defaultSeverity: "warn",
  securitySeverity: "5.0",
  description: "Report actions whose description says the effect is permanent or moves money while the declaration says read-only or asks no approval",
  options: {
    presets: {
      type: "string[]",
      default: ["vercel-ai", "voltagent", "mastra"],
      description: "Presets whose frameworks have an approval flag, so that a permanent or paying tool without it is reported",
    },
  },
  messages: {
    declaredRead:
      'The description of "{{name}}" says {{claim}} (“{{phrase}}”), but the declaration says it only reads ({{how}}): clients and the model skip the confirmation they give writes. Declare it as a write (or as destructive).',
    noApproval:
      'The description of "{{name}}" says {{claim}} (“{{phrase}}”), but the declaration asks no approval: the model runs it without the user confirming. Add the framework\'s approval flag (needsApproval / requireApproval).',
  },
  check({ catalog, options, report }) {
    const presets = new Set(options.presets);
    for (const action of catalog.actions) {
      if (action.descriptionStatus !== "ok" || action.description === undefined) continue;
      const read = action.kind === "read";
      const unasked = action.kind === "unknown" && !action.approval && !action.approvalUnknown && action.preset !== undefined && presets.has(action.preset);
      if (!read && !unasked) continue;
      const claim = claimOf(action);
      if (claim === undefined) continue;
      const how = action.preset === undefined || action.preset === "kumiko" ? "kind read" : "readOnlyHint: true";
      report({
        messageId: read ? "declaredRead" : "noApproval",
        data: { name: action.name, ...claim, ...(read ? { how } : {}) },
        ...placeOf(action),
      });
    }
  },
});
