import { removeDoubledWord } from "../src/lint/proposals.js";
import { cut } from "../src/base/escape.js";
import { cutsPhrase, editable, listedItems, placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findBrokenText, findCutOpen } from "../src/text/broken/broken-text.js";
import type { DefectKind, TextDefect } from "../src/text/broken/defect.js";
import { persistedMemo } from "../src/text/memo.js";
import { ref } from "../src/lint/messages.js";
import { cutActions, type ClientCut } from "../src/summarize/client-cut.js";
import type { Action, Feature, Module, Summary } from "../src/types.js";

/** One message per defect kind. */
const MESSAGE_OF = {
  "glued-article": "gluedArticle",
  "doubled-word": "doubledWord",
  placeholder: "placeholder",
  "evaluated-value": "evaluatedValue",
  "empty-substitution": "emptySubstitution",
  "lowercase-start": "lowercaseStart",
  unbalanced: "unbalanced",
  "cut-open-link": "cutOpenLink",
  "cut-open-code": "cutOpenCode",
} as const satisfies Record<DefectKind, string>;


/** Texts read before, with their joins, kept for the next lint and between `--cache` runs (src/text/memo.ts). */
const memo = persistedMemo<readonly TextDefect[]>("broken-text");

/**
 * findBrokenText, once per text and joins: the language server lints again on every keystroke with nearly every
 * description unchanged, and a factory's instances share one text. The result depends on nothing else.
 */
function brokenText(description: string, joins: readonly number[]): readonly TextDefect[] {
  return memo.get(joins.join(","), description, () => findBrokenText(description, joins));
}

/**
 * Defects of the description as evaluated, plus the links and code spans the summary's cap leaves open. The
 * summary is a prefix of the description, so its other defects are the description's: reported once, there.
 * Residue of a substitution is looked for only at the item's joins; a literal description has none.
 */
function defectsOf(description: string, joins: readonly number[], summary: Summary | undefined): TextDefect[] {
  const defects = [...brokenText(description, joins)];
  if (summary?.truncated) defects.push(...findCutOpen(summary.normalized, summary.cutOffset));
  return defects;
}

/**
 * At most this many characters of an excerpt are quoted, then "… (N characters)": a defect in a long run (an
 * unmatched run of 50,000 backticks, a doubled word of 10,000 letters) is not quoted whole. Above what an excerpt of
 * normal text holds (a few words around the defect, or a summary cut open at the default cap of 160).
 */
const MAX_EXCERPT = 200;

/** At most this many characters of an unmatched run are quoted as the character ("``````````… (50,000 characters)"). */
const MAX_CHAR = 10;

/** Findings of one defect kind reported per description at most; one unbalanced bracket throws the rest off. */
const MAX_PER_KIND = 3;
const maxOf = (kind: DefectKind) => (kind === "unbalanced" ? 1 : MAX_PER_KIND);

/**
 * The defects to report, in order: per kind, the first distinct texts (up to its maximum); the last one shown of a
 * kind carries how many of that kind are not shown.
 */
function shownDefects(defects: readonly TextDefect[]): [TextDefect, number][] {
  const total = new Map<DefectKind, number>();
  for (const d of defects) total.set(d.defect, (total.get(d.defect) ?? 0) + 1);
  const excerpts = new Map<DefectKind, Set<string>>();
  const shown: [TextDefect, number][] = [];
  for (const d of defects) {
    const seen = excerpts.get(d.defect) ?? new Set<string>();
    excerpts.set(d.defect, seen);
    if (seen.has(d.excerpt) || seen.size >= maxOf(d.defect)) continue;
    seen.add(d.excerpt);
    shown.push([d, 0]);
  }
  const lastOf = new Map<DefectKind, [TextDefect, number]>();
  for (const entry of shown) lastOf.set(entry[0].defect, entry);
  for (const [kind, entry] of lastOf) entry[1] = (total.get(kind) ?? 0) - (excerpts.get(kind)?.size ?? 0);
  return shown;
}

/**
 * The links and code spans the clients' cuts leave open, by kind: the excerpt at the shortest such cut, and every cut
 * that leaves one of that kind open (one finding per text and kind, naming the clients).
 */
function cutOpenByKind(cuts: readonly ClientCut[]): Map<DefectKind, { excerpt: string; open: ClientCut[] }> {
  const byKind = new Map<DefectKind, { excerpt: string; open: ClientCut[] }>();
  for (const c of cuts) {
    for (const defect of findCutOpen(c.summary.normalized, c.summary.cutOffset)) {
      const found = byKind.get(defect.defect);
      if (!found) byKind.set(defect.defect, { excerpt: defect.excerpt, open: [c] });
      else if (!found.open.includes(c)) found.open.push(c);
    }
  }
  return byKind;
}

export default defineRule({
  id: "broken-generated-text",
  defaultSeverity: "error",
  description: "Report glue and template defects in the evaluated text of descriptions and summaries",
  options: {},
  messages: {
    gluedArticle:
      'The description of {{type}} "{{name}}" has a capitalized article or determiner in mid-sentence: “{{excerpt}}”{{more}}. It likely comes from {{source}}. Lowercase the glued text, or rephrase the template so it reads as one sentence.',
    doubledWord:
      'The description of {{type}} "{{name}}" repeats a word: “{{excerpt}}”{{more}}. It likely comes from {{source}}. Remove one of them.',
    placeholder:
      'The description of {{type}} "{{name}}" contains the unresolved placeholder “{{excerpt}}”{{more}}, which the model reads as it is. It likely comes from {{source}}. Fill it in where the description is built, or write the text out.',
    evaluatedValue:
      'The description of {{type}} "{{name}}" contains a JavaScript value printed as text: “{{excerpt}}”{{more}}. It likely comes from {{source}}, reading a property that does not exist. Fix the property name or give it a value.',
    emptySubstitution:
      'The description of {{type}} "{{name}}" has the residue of an empty substitution: “{{excerpt}}”{{more}}. It likely comes from {{source}}, with an empty value. Fill the value, or drop the words and punctuation around it.',
    lowercaseStart:
      'The description of {{type}} "{{name}}" starts with a lowercase letter: “{{excerpt}}”{{more}}. It likely comes from {{source}}. Start it with a capitalized verb that says what the action does.',
    unbalanced:
      'The description of {{type}} "{{name}}" has an unmatched “{{char}}”: “{{excerpt}}”{{more}}. It likely comes from {{source}}. Close it or remove it.',
    cutOpenLink:
      'The summary of {{type}} "{{name}}" ends inside a markdown link, “{{excerpt}}…”{{more}}: the cap cuts it open, so the model reads a broken link. Move the link out of the first sentence, or shorten the text before it.',
    cutOpenCode:
      'The summary of {{type}} "{{name}}" ends inside a code span, “{{excerpt}}…”{{more}}: the cap cuts it open, so the model reads half of it. Move the code out of the first sentence, or shorten the text before it.',
    clientCutOpenLink:
      '{{cuts}}, inside a markdown link of the description of "{{name}}", “{{excerpt}}…”: the model there reads a broken link. Move the link before the cut, or shorten the text before it.',
    clientCutOpenCode:
      '{{cuts}}, inside a code span of the description of "{{name}}", “{{excerpt}}…”: the model there reads half of it. Move the code before the cut, or shorten the text before it.',
    // Where the generated text comes from ({{source}}), and how many more of a kind are not shown ({{more}}).
    fromDeclaration: "a template or an entity description glued into it",
    fromFactory: "the factory that builds it (this action is one of its instances; the related location is the call that made it)",
    fromLiteral: "an edit of the text itself (it is written out whole, not built from parts)",
    andMore: " (and {{count}} more)",
  },
  check({ catalog, summaries, clientCuts, report }) {
    for (const [item, cuts] of cutActions(clientCuts)) {
      for (const [kind, { excerpt, open }] of cutOpenByKind(cuts)) {
        report({
          messageId: kind === "cut-open-link" ? "clientCutOpenLink" : "clientCutOpenCode",
          data: { name: item.name, cuts: cutsPhrase(open), excerpt: cut(excerpt, MAX_EXCERPT) },
          ...placeOf(item),
        });
      }
    }
    const items: Array<Action | Feature | Module> = [...listedItems(catalog), ...catalog.features];
    for (const item of items) {
      const description = item.description;
      if (item.descriptionStatus !== "ok" || description === undefined) continue;
      const defects = defectsOf(description, item.joins ?? [], summaries.get(item));
      // A few findings of one kind, each text once, the last with how many more there are: a 200,000-word text of
      // doubled words is three findings, not 100,000.
      const literal = (item.joins ?? []).length === 0 && !item.instantiatedAt;
      for (const [defect, more] of shownDefects(defects)) {
        const proposal = defect.defect === "doubled-word" && editable(item) ? removeDoubledWord(item, description, defect.offset, defect.length) : undefined;
        report({
          messageId: MESSAGE_OF[defect.defect],
          data: {
            type: item.type === "module" ? item.form : item.type,
            name: item.name,
            excerpt: cut(defect.excerpt, MAX_EXCERPT),
            more: more > 0 ? ref("andMore", { count: more }) : "",
            ...(defect.defect === "unbalanced" ? { char: cut(description.slice(defect.offset, defect.offset + defect.length), MAX_CHAR) } : {}),
            source: ref(item.instantiatedAt ? "fromFactory" : literal ? "fromLiteral" : "fromDeclaration"),
          },
          ...placeOf(item),
          ...(proposal && { proposals: [proposal] }),
        });
      }
    }
  },
});
