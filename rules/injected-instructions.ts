import { quoted } from "../src/base/escape.js";
import { describedItems, placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findInjections as find, type InjectionKind } from "../src/text/safety/injection.js";
import { findDirectivesOnce, type Directive } from "../src/text/safety/directives.js";
import { findLearned as learn } from "../src/text/safety/learned.js";
import { memoByText, memoByTextAndName } from "../src/text/memo.js";

/** Structural shapes (a tag block, a chat-template token) are errors; phrases one step milder (warn by default). */
const STRUCTURAL: ReadonlySet<InjectionKind> = new Set(["block", "template"]);

/** findInjections, once per text (src/text/memo.ts). */
const findInjections = memoByText(find);
/** The learned score, once per text and tool name. */
const learnedOnce = memoByTextAndName(learn, "learned");

/** A quoted clause, cut to a length a message can hold. */
const quote = (text: string) => quoted(text, 160);

/** The data of a clause-level finding: the clause, where it starts, the signals seen and the confidence. */
export function clauseData(name: string, found: Directive): Record<string, string | number> {
  return { name, text: quote(found.text), offset: found.offset, signals: found.signals.join(", "), confidence: found.confidence };
}

export default defineRule({
  id: "injected-instructions",
  defaultSeverity: "error",
  securitySeverity: "8.0",
  description: "Report descriptions that carry instructions aimed at the model: system-style tag blocks, chat-template tokens, overrides, concealment, forced ordering, and clauses that order other tools or the model's conduct",
  options: {
    suspicions: {
      type: "boolean",
      default: false,
      description:
        "Also report, as infos, clauses the learned score puts in the range where honest descriptions also fall (more attacks caught, and more honest text flagged).",
    },
  },
  messages: {
    block:
      'The description of "{{name}}" opens a “{{text}}” block at offset {{offset}}: the shape tool-poisoning payloads use to pose as the system. Describe what the tool does; put rules for the model in the system prompt.',
    template:
      'The description of "{{name}}" has the chat-template token “{{text}}” at offset {{offset}}, which can start a fake turn in the model\'s context. Remove it.',
    override:
      'The description of "{{name}}" says “{{text}}” (offset {{offset}}): a description that tells the model to drop its instructions is a prompt injection. Remove it.',
    conceal:
      'The description of "{{name}}" tells the model to keep something from the user: “{{text}}” (offset {{offset}}). A tool has nothing to hide from its user; remove it.',
    ordering:
      'The description of "{{name}}" puts itself ahead of everything else: “{{text}}” (offset {{offset}}). Say when the tool is useful instead; forced ordering is how a poisoned tool jumps the line.',
    learned:
      'The description of "{{name}}" reads like a tool-poisoning payload in “{{text}}” (offset {{offset}}; what weighed most: {{signals}}; confidence {{confidence}}). No clause pattern matched it: read it as a reviewer would, and if it asks the model for more than this tool\'s own call, remove it.',
    directive:
      'The description of "{{name}}" gives the model an order beyond this tool\'s own call: “{{text}}” (offset {{offset}}; signals: {{signals}}; confidence {{confidence}}). A tool describes what it does; orders to other tools, to every turn, or to keep things from the user are how a poisoned tool steers the model.',
  },
  check({ catalog, options, report }) {
    for (const [item, description] of describedItems(catalog)) {
      const reported = new Set<InjectionKind>();
      for (const found of findInjections(description)) {
        if (reported.has(found.kind)) continue; // the first of each shape is enough to act on
        reported.add(found.kind);
        report({
          messageId: found.kind,
          data: { name: item.name, text: quoted(found.text, 80), offset: found.offset },
          ...(STRUCTURAL.has(found.kind) ? {} : { milder: true as const }),
          ...placeOf(item),
        });
      }
      if (reported.size > 0) continue; // a known shape already says it, exactly
      const clauses = findDirectivesOnce(description, item.name);
      for (const found of clauses) {
        if (found.kind !== "directive") continue;
        report({ messageId: "directive", data: clauseData(item.name, found), confidence: found.confidence, milder: true, ...placeOf(item) });
      }
      if (clauses.length > 0) continue; // a clause pattern (here or in sensitive-paths) already names it
      // The learned score knows tool descriptions only: a skill's or module's says when to load it ("use whenever the
      // user mentions …"), in words it was never shown as honest.
      if (item.type !== "action") continue;
      const learned = learnedOnce(description, item.name);
      if (learned === undefined || (!learned.strong && options.suspicions !== true)) continue;
      const data = { name: item.name, text: quote(learned.text), offset: learned.offset, signals: learned.signals.join(", "), confidence: learned.confidence };
      // Above every honest text it was trained on, for a clause signal a reader can check: a warning. Above them on
      // common words alone, or in the range where honest ones also fall: an info.
      const warning = learned.strong && learned.signalled;
      report({ messageId: "learned", data, confidence: learned.confidence, milder: warning ? true : 2, ...placeOf(item) });
    }
  },
});
