// Every rule summarylint ships, in the order they run. Adding a rule: write rules/<id>.ts and rules/<id>.md, import
// it here (test/lint/registry.test.ts fails on a file of rules/ not listed). src/lint/ never imports this file: the
// CLI, the language server, the MCP server and the formats take the list from here and pass it to the engine.

import { UNUSED_DIRECTIVE } from "../src/lint/unused-directive.js";
import type { Rule, RuleMeta } from "../src/lint/rule.js";
import brokenGeneratedText from "./broken-generated-text.js";
import crossToolReference from "./cross-tool-reference.js";
import directoryBudget from "./directory-budget.js";
import duplicateToolName from "./duplicate-tool-name.js";
import featureDescriptionTruncated from "./feature-description-truncated.js";
import firstSentenceOnly from "./first-sentence-only.js";
import hiddenCharacters from "./hidden-characters.js";
import injectedInstructions from "./injected-instructions.js";
import invalidToolName from "./invalid-tool-name.js";
import labelLocales from "./label-locales.js";
import listingBudget from "./listing-budget.js";
import missingDescription from "./missing-description.js";
import moduleEnumDrift from "./module-enum-drift.js";
import moduleInstructionsOrphan from "./module-instructions-orphan.js";
import moduleToolLeak from "./module-tool-leak.js";
import nearDuplicateSummary from "./near-duplicate-summary.js";
import riskNotDeclared from "./risk-not-declared.js";
import selectionManipulation from "./selection-manipulation.js";
import sensitivePaths from "./sensitive-paths.js";
import skillName from "./skill-name.js";
import summaryWithoutVerb from "./summary-without-verb.js";
import summaryTruncated from "./summary-truncated.js";
import truncationDropsIrreversibility from "./truncation-drops-irreversibility.js";
import toolBudget from "./tool-budget.js";
import truncationDropsVerb from "./truncation-drops-verb.js";
import unreadableSource from "./unreadable-source.js";
import unresolvedDescription from "./unresolved-description.js";

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
  selectionManipulation,
  duplicateToolName,
  skillName,
  moduleToolLeak,
  moduleEnumDrift,
  moduleInstructionsOrphan,
  toolBudget,
  directoryBudget,
  listingBudget,
  labelLocales,
];

/** What config validation and `summarylint rules` know: every rule, plus the engine-made unused-directive. */
export const RULE_INFOS: RuleMeta[] = [...ALL_RULES, UNUSED_DIRECTIVE];
