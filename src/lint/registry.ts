// Every rule summarylint ships. Adding a rule: write rules/<id>.ts and rules/<id>.md, import it here.

import brokenGeneratedText from "../../rules/broken-generated-text.js";
import crossToolReference from "../../rules/cross-tool-reference.js";
import directoryBudget from "../../rules/directory-budget.js";
import duplicateToolName from "../../rules/duplicate-tool-name.js";
import featureDescriptionTruncated from "../../rules/feature-description-truncated.js";
import firstSentenceOnly from "../../rules/first-sentence-only.js";
import hiddenCharacters from "../../rules/hidden-characters.js";
import injectedInstructions from "../../rules/injected-instructions.js";
import invalidToolName from "../../rules/invalid-tool-name.js";
import labelLocales from "../../rules/label-locales.js";
import missingDescription from "../../rules/missing-description.js";
import moduleEnumDrift from "../../rules/module-enum-drift.js";
import moduleInstructionsOrphan from "../../rules/module-instructions-orphan.js";
import moduleToolLeak from "../../rules/module-tool-leak.js";
import nearDuplicateSummary from "../../rules/near-duplicate-summary.js";
import riskNotDeclared from "../../rules/risk-not-declared.js";
import sensitivePaths from "../../rules/sensitive-paths.js";
import skillName from "../../rules/skill-name.js";
import summaryWithoutVerb from "../../rules/summary-without-verb.js";
import summaryTruncated from "../../rules/summary-truncated.js";
import truncationDropsIrreversibility from "../../rules/truncation-drops-irreversibility.js";
import toolBudget from "../../rules/tool-budget.js";
import truncationDropsVerb from "../../rules/truncation-drops-verb.js";
import unreadableSource from "../../rules/unreadable-source.js";
import unresolvedDescription from "../../rules/unresolved-description.js";
import { UNUSED_DIRECTIVE } from "./unused-directive.js";
import type { Rule, RuleMeta } from "./rule.js";

export const ALL_RULES: Rule[] = [
  missingDescription,
  truncationDropsVerb,
  truncationDropsIrreversibility,
  brokenGeneratedText,
  nearDuplicateSummary,
  summaryWithoutVerb,
  summaryTruncated,
  firstSentenceOnly,
  featureDescriptionTruncated,
  unresolvedDescription,
  unreadableSource,
  hiddenCharacters,
  invalidToolName,
  injectedInstructions,
  sensitivePaths,
  crossToolReference,
  riskNotDeclared,
  duplicateToolName,
  skillName,
  moduleToolLeak,
  moduleEnumDrift,
  moduleInstructionsOrphan,
  toolBudget,
  directoryBudget,
  labelLocales,
];

/** What config validation and `summarylint rules` know: every rule, plus the engine-made unused-directive. */
export const RULE_INFOS: RuleMeta[] = [...ALL_RULES, UNUSED_DIRECTIVE];
