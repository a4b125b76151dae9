import { cut } from "../src/base/escape.js";
import { describedItems, otherTexts, placeOf, type OtherText } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findHiddenCharacters as find, type HiddenCharacters } from "../src/text/safety/hidden-characters.js";
import { memoByText } from "../src/text/memo.js";
import type { MessageValue } from "../src/lint/diagnostic.js";
import { ref } from "../src/lint/messages.js";

/** At most this many code points are listed in a message; the rest are counted. */
const LISTED = 4;

/** At most this many characters of the text hidden characters spell are quoted, then "… (N characters)". */
const MAX_DECODED = 200;

/**
 * Runs of hidden characters reported as one finding: a decoded run on its own (each spells something of its own), the
 * other runs of a kind in one text together (a pasted paragraph with a zero-width space after every word is one
 * defect, not one per word).
 */
interface Group {
  first: HiddenCharacters;
  /** How many runs. */
  places: number;
  /** The first LISTED code points of the runs. */
  shown: string[];
  /** How many code points in all. */
  count: number;
}

function groups(found: HiddenCharacters[]): Group[] {
  const list: Group[] = [];
  const byKind = new Map<HiddenCharacters["kind"], Group>();
  for (const run of found) {
    const group = run.decoded === undefined ? byKind.get(run.kind) : undefined;
    if (group === undefined) {
      const created = { first: run, places: 1, shown: run.codePoints.slice(0, LISTED), count: run.codePoints.length };
      if (run.decoded === undefined) byKind.set(run.kind, created);
      list.push(created);
      continue;
    }
    group.places++;
    group.shown.push(...run.codePoints.slice(0, LISTED - group.shown.length));
    group.count += run.codePoints.length;
  }
  return list;
}

/** The code points found ("U+200B U+200C"), the first LISTED of them, and how many in all when there are more. */
function codes(group: Group): MessageValue<"codesInAll"> {
  const shown = group.shown.join(" ");
  return group.count > LISTED ? ref("codesInAll", { codes: shown, count: group.count }) : shown;
}

/** Where the runs are: "offset 16", or "3 places from offset 16". */
function where(group: Group): MessageValue<"places"> {
  return group.places === 1 ? `offset ${group.first.offset}` : ref("places", { places: group.places, offset: group.first.offset });
}

/** The message that names each kind of hidden characters ({{what}}). */
const WHAT = {
  "zero-width": "zeroWidth",
  bidi: "bidi",
  tags: "tags",
  "variation-selectors": "variationSelectors",
} as const satisfies Record<HiddenCharacters["kind"], string>;

/** The message that names each text that is not a description ({{part}}). */
const PART = { instructions: "instructions", prompt: "prompt" } as const satisfies Record<OtherText["part"], string>;

/** findHiddenCharacters, once per text (src/text/memo.ts). */
const findHiddenCharacters = memoByText(find);

export default defineRule({
  id: "hidden-characters",
  defaultSeverity: "error",
  securitySeverity: "8.0",
  description: "Report descriptions that carry characters a reader cannot see but the model reads",
  options: {},
  messages: {
    hidden:
      'The description of "{{name}}" has {{what}} at {{where}} ({{codes}}): a reviewer does not see them, the model reads them. Remove them; if the text needs them, write it without.',
    decoded:
      'The description of "{{name}}" hides text in {{what}} at offset {{offset}}: the model reads “{{decoded}}”, a reviewer sees nothing. Remove them.',
    hiddenInText:
      'The {{part}} of "{{name}}" has {{what}} at {{where}} ({{codes}}): a reviewer does not see them, the model reads them when it is loaded. Remove them; if the text needs them, write it without.',
    decodedInText:
      'The {{part}} of "{{name}}" hides text in {{what}} at offset {{offset}}: the model reads “{{decoded}}”, a reviewer sees nothing. Remove them.',
    // What was found ({{what}}), which code points ({{codes}}), and in which text ({{part}}).
    zeroWidth: "zero-width characters",
    bidi: "bidirectional control characters",
    tags: "Unicode tag characters",
    variationSelectors: "a run of variation selectors",
    codesInAll: "{{codes}} … ({{count}} in all)",
    places: "{{places}} places from offset {{offset}}",
    instructions: "instructions",
    prompt: "prompt",
  },
  check({ catalog, report }) {
    for (const [item, description] of describedItems(catalog)) {
      for (const group of groups(findHiddenCharacters(description))) {
        const { kind, offset, decoded } = group.first;
        const data = { name: item.name, what: ref(WHAT[kind]), codes: codes(group) };
        if (decoded !== undefined) report({ messageId: "decoded", data: { ...data, offset, decoded: cut(decoded, MAX_DECODED) }, ...placeOf(item) });
        else report({ messageId: "hidden", data: { ...data, where: where(group) }, ...placeOf(item) });
      }
    }
    // Instructions, skill bodies and core prompts are model input too (docs/design.md#safety).
    for (const { subject, loc, text, part } of otherTexts(catalog)) {
      for (const group of groups(findHiddenCharacters(text))) {
        const { kind, offset, decoded } = group.first;
        const data = { name: subject.name, part: ref(PART[part]), what: ref(WHAT[kind]), codes: codes(group) };
        if (decoded !== undefined) report({ messageId: "decodedInText", data: { ...data, offset, decoded: cut(decoded, MAX_DECODED) }, subject, loc });
        else report({ messageId: "hiddenInText", data: { ...data, where: where(group) }, subject, loc });
      }
    }
  },
});
