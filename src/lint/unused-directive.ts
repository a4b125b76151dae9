// The rule-like finding of the directives themselves: applyDirectives (src/suppress/directives.ts) reports a
// directive that changes nothing under it, and the registry lists it with the rules so that `summarylint rules`
// and the config know it.
import { docsUrl, type RuleMeta } from "./rule.js";

/** The diagnostics applyDirectives adds; described like a rule so `summarylint rules` and config know it. */
export const UNUSED_DIRECTIVE: RuleMeta = {
  id: "unused-directive",
  defaultSeverity: "warn",
  description: "Report summarylint-disable and summarylint-enable directives that change nothing",
  docs: docsUrl("unused-directive"),
  options: {},
  messages: {
    unusedAll: "Unused {{directive}} directive (no problems were reported). Remove it.",
    unusedRule: 'Unused {{directive}} directive (no problems were reported from "{{rule}}"). Remove it, or remove "{{rule}}" from it.',
    unmatchedEnable: "Unused {{directive}} directive (no matching summarylint-disable directive). Remove it.",
    unmatchedEnableRule:
      'Unused {{directive}} directive (no matching summarylint-disable directive for "{{rule}}"). Remove it, or remove "{{rule}}" from it.',
    unknownRule: 'Unknown rule "{{rule}}" in {{directive}} directive{{hint}}. Fix the rule id, or remove it ("summarylint rules" lists them).',
    // The rule id nearest to an unknown one ({{hint}}), when one is near.
    didYouMean: ' (did you mean "{{rule}}"?)',
  },
};
