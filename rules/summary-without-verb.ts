import { memoByTextAndName } from "../src/text/memo.js";
import { cut } from "../src/base/escape.js";
import { listedItems, placeOf, verbName } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { actionMention } from "../src/text/verb/action-mention.js";
import { listingLineSaysEnough } from "../src/text/verb/when-to-use.js";
import { descriptionReading, hasVerb, isVerbLemma, nameVerbs, summaryHasVerb } from "../src/text/verb/verbs.js";
import type { Action, Module } from "../src/types.js";
import type { MessageRef } from "../src/lint/diagnostic.js";
import { ref } from "../src/lint/messages.js";

/** hasVerb of a summary and the action's name, kept between lints and `--cache` runs (src/text/memo.ts). */
const hasVerbOnce = memoByTextAndName(hasVerb, "has-verb");

/**
 * At most this many characters of the summary are quoted, then "… (N characters)": a harness that sends the whole
 * description makes the summary as long as the description (a 200,000-word one was quoted whole).
 */
const MAX_QUOTED = 1_000;

/** How a fixed summary could start: the verb the name names ("Get"), else the usual verbs of a read or a write. */
function suggestionFor(action: Action | Module): MessageRef<"startWith" | "startLikeModule" | "startLikeUnknown" | "startLikeWrite" | "startLikeRead"> {
  const named = nameVerbs(action.name).find(isVerbLemma);
  if (named !== undefined) return ref("startWith", { verb: named.charAt(0).toUpperCase() + named.slice(1) });
  if (action.type === "module") return ref("startLikeModule");
  if (action.kind === "unknown") return ref("startLikeUnknown");
  return ref(action.kind === "write" ? "startLikeWrite" : "startLikeRead");
}

export default defineRule({
  id: "summary-without-verb",
  defaultSeverity: "info",
  description: "Report action descriptions that name a thing but never say what the action does",
  options: {
    skills: {
      type: "boolean",
      default: false,
      description: "Also judge Agent Skills' listed lines (long runs of phrases the verb reader often misreads: off by default)",
    },
  },
  messages: {
    noVerb:
      'The description of "{{name}}" is a noun phrase with no verb (“{{summary}}”): the model learns what it is about, not what it does. Start with what it does, e.g. {{suggestion}}.',
    // How the text could start ({{suggestion}}): the verb its name says, else the usual verbs of what it is.
    startWith: "“{{verb}} …”",
    startLikeModule: "“Search …”, “Create …”, “Use when …”",
    startLikeUnknown: "“Get …”, “Create …”",
    startLikeWrite: "“Create …”, “Update …”",
    startLikeRead: "“Get …”, “List …”",
  },
  check({ catalog, summaries, options, report }) {
    for (const action of listedItems(catalog)) {
      if (action.type === "module" && action.form === "skill" && options.skills !== true) continue;
      const summary = summaries.get(action);
      if (action.descriptionStatus !== "ok" || summary === undefined || summary.normalized === "") continue;
      const name = verbName(action);
      if (hasVerbOnce(summary.normalized, name)) continue;
      // A verb anywhere in the description, or a language the reader does not read: no verdict of "no verb".
      if (descriptionReading(summary, name).verdict !== "no-verb") continue;
      if (summaryHasVerb(summary, name)) continue;
      // No main-clause verb, but the text still says what the action does ("A tool for toggling the theme").
      if (actionMention(summary.normalized) !== null) continue;
      // A skill's or module's line that says when to use it, or what it does in phrases ("… Use when …").
      if (action.type === "module" && listingLineSaysEnough(summary.text)) continue;
      report({
        messageId: "noVerb",
        data: { name: action.name, summary: cut(summary.text, MAX_QUOTED), suggestion: suggestionFor(action) },
        ...placeOf(action),
      });
    }
  },
});
