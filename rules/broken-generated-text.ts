import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findBrokenText, findCutOpen, type DefectKind, type TextDefect } from "../src/text/broken-text.js";
import type { Action, Feature, Summary } from "../src/types.js";

/** One message per defect kind. */
const MESSAGE_OF: Readonly<Record<DefectKind, string>> = {
  "glued-article": "gluedArticle",
  "doubled-word": "doubledWord",
  placeholder: "placeholder",
  "evaluated-value": "evaluatedValue",
  "empty-substitution": "emptySubstitution",
  "lowercase-start": "lowercaseStart",
  unbalanced: "unbalanced",
  "cut-open-link": "cutOpenLink",
  "cut-open-code": "cutOpenCode",
};

/** Where generated text comes from, for the messages' {{source}}. */
const SOURCE = {
  declaration: "a template or an entity description glued into it",
  factory: "the factory that builds it (this action is one of its instances; the related location is the call that made it)",
  literal: "an edit of the text itself (it is written out whole, not built from parts)",
};

/**
 * Defects of the description as evaluated, plus the links and code spans the summary's cap leaves open. The
 * summary is a prefix of the description, so its other defects are the description's: reported once, there.
 * Residue of a substitution is looked for only at the item's joins; a literal description has none.
 */
function defectsOf(description: string, joins: readonly number[], summary: Summary | undefined): TextDefect[] {
  const defects = findBrokenText(description, joins);
  if (summary?.truncated) defects.push(...findCutOpen(summary.normalized, summary.cutOffset));
  return defects;
}

export default defineRule({
  id: "broken-generated-text",
  defaultSeverity: "error",
  description: "Report glue and template defects in the evaluated text of descriptions and summaries",
  options: {},
  messages: {
    gluedArticle:
      'The description of {{type}} "{{name}}" has a capitalized article or determiner in mid-sentence: “{{excerpt}}”. It likely comes from {{source}}. Lowercase the glued text, or rephrase the template so it reads as one sentence.',
    doubledWord:
      'The description of {{type}} "{{name}}" repeats a word: “{{excerpt}}”. It likely comes from {{source}}. Remove one of them.',
    placeholder:
      'The description of {{type}} "{{name}}" contains the unresolved placeholder “{{excerpt}}”, which the model reads as it is. It likely comes from {{source}}. Fill it in where the description is built, or write the text out.',
    evaluatedValue:
      'The description of {{type}} "{{name}}" contains a JavaScript value printed as text: “{{excerpt}}”. It likely comes from {{source}}, reading a property that does not exist. Fix the property name or give it a value.',
    emptySubstitution:
      'The description of {{type}} "{{name}}" has the residue of an empty substitution: “{{excerpt}}”. It likely comes from {{source}}, with an empty value. Fill the value, or drop the words and punctuation around it.',
    lowercaseStart:
      'The description of {{type}} "{{name}}" starts with a lowercase letter: “{{excerpt}}”. It likely comes from {{source}}. Start it with a capitalized verb that says what the action does.',
    unbalanced:
      'The description of {{type}} "{{name}}" has an unmatched “{{char}}”: “{{excerpt}}”{{more}}. It likely comes from {{source}}. Close it or remove it.',
    cutOpenLink:
      'The summary of {{type}} "{{name}}" ends inside a markdown link, “{{excerpt}}…”: the cap cuts it open, so the model reads a broken link. Move the link out of the first sentence, or shorten the text before it.',
    cutOpenCode:
      'The summary of {{type}} "{{name}}" ends inside a code span, “{{excerpt}}…”: the cap cuts it open, so the model reads half of it. Move the code out of the first sentence, or shorten the text before it.',
  },
  check({ catalog, summaries, report }) {
    const items: Array<Action | Feature> = [...catalog.actions, ...catalog.features];
    for (const item of items) {
      const description = item.description;
      if (item.descriptionStatus !== "ok" || description === undefined) continue;
      const defects = defectsOf(description, item.joins ?? [], summaries.get(item));
      // One unbalanced bracket throws the rest off: the first is reported, with how many more there are.
      const unbalanced = defects.filter((d) => d.defect === "unbalanced").length;
      const literal = (item.joins ?? []).length === 0 && !item.instantiatedAt;
      let unbalancedSeen = false;
      for (const defect of defects) {
        if (defect.defect === "unbalanced" && unbalancedSeen) continue;
        if (defect.defect === "unbalanced") unbalancedSeen = true;
        report({
          messageId: MESSAGE_OF[defect.defect],
          data: {
            type: item.type,
            name: item.name,
            excerpt: defect.excerpt,
            ...(defect.defect === "unbalanced"
              ? { char: description.slice(defect.offset, defect.offset + defect.length), more: unbalanced > 1 ? ` (and ${unbalanced - 1} more)` : "" }
              : {}),
            source: item.instantiatedAt ? SOURCE.factory : literal ? SOURCE.literal : SOURCE.declaration,
          },
          ...placeOf(item),
        });
      }
    }
  },
});
