// Instructions in a description that are aimed at the model rather than describing the tool
// (`injected-instructions`): the shapes published tool-poisoning payloads take.
//
//   block     a tag block of the names attacks use to pose as the system: <IMPORTANT>, <SYSTEM>, <CRITICAL>, …,
//             or its bracketed form in capitals: [HIDDEN: …], {INSTRUCTION: …}
//   template  a chat-template token that opens or closes a turn: <|im_start|>, [INST], <<SYS>>, <start_of_turn>, …
//   override  "ignore / disregard / forget (all) previous instructions"
//   conceal   "do not tell the user", "don't notify the user about it", "do not mention that you first …"
//   ordering  "always call this tool first", "before any other tool", "as the first step, before …"
//
// Precision comes from narrowness, each shape checked against the descriptions of the ecosystem repositories
// (test/ecosystem/safety-hits.md). Not injections, and not matched: XML sections real servers use to structure a
// description (<important_notes>, <instructions>, <hints>, <examples>); "Important: dates are ISO 8601."; orders
// scoped to a task or another tool ("call this tool first before using get_doc_resource", "use this before
// answering policy questions", "before any other Shopify tools"); "do not ask for confirmation"; "do not mention
// data types" (what to leave out of an answer, not what to hide from the user).

export type InjectionKind = "block" | "template" | "override" | "conceal" | "ordering";

export interface Injection {
  kind: InjectionKind;
  /** The text matched, as it is in the description. */
  text: string;
  offset: number;
}

/** Tag names attacks use to pose as the system or raise priority; structural sections (<instructions>) are not among them. */
const TAG = /<\s*(?:important|system|system[_-]?prompt|system[_-]?message|critical|admin|override|secret|hidden)\s*>/giu;
/** The bracketed form scanners list ("[HIDDEN: …]", "{INSTRUCTION: …}", "{{SYSTEM: …}}"): in capitals only, as written. */
const BRACKETED = /[[{]{1,2}\s*(?:HIDDEN|SYSTEM|INSTRUCTIONS?|ALWAYS|IMPORTANT|ADMIN|OVERRIDE)\s*:/gu;

// A turn at the start of a line: only spaces that are no line break between that line break and the name, so that a run
// of blank lines is read once (with `\s*`, each of its line breaks read the rest of the run again: quadratic). The
// last line break before the name matches where the first did, and a match is reported trimmed: the same finding.
const TEMPLATE = /<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text)\|>|\[\/?INST\]|<<\/?SYS>>|<(?:start|end)_of_turn>|(?:^|\n)[^\S\n]*(?:Human|Assistant|System):\s/gu;

const OVERRIDE =
  /\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+)?(?:previous|prior|above|earlier|preceding|system|safety|security)\s+(?:instructions?|protocols?|policies|rules|prompts?|directives?|guidelines)\b/giu;

const SPEECH = String.raw`(?:tell|mention|inform|notify|alert|reveal|disclose|say|explain)`;
/** Concealment aimed at the user: the thing hidden is this instruction (this, it, that you …), or the user is the one kept unaware. */
const CONCEAL = new RegExp(
  [
    String.raw`\b(?:do\s+not|don't|dont|never|no\s+need\s+to|without)\s+${SPEECH}(?:ing)?\s+(?:this|it|that|these|any\s+of\s+this|anything)\s+(?:\w+\s+){0,3}?to\s+the\s+user\b`,
    String.raw`\b(?:do\s+not|don't|dont|never|no\s+need\s+to|without)\s+${SPEECH}(?:ing)?\s+the\s+user\s+(?:about|of)\s+(?:this|it|that|these)\b`,
    String.raw`\b(?:do\s+not|don't|dont|never)\s+(?:mention|reveal|disclose|say)\s+that\s+you\b`,
    String.raw`\b(?:keep|hide)\s+(?:this|it|these\s+instructions)\s+(?:secret\s+|hidden\s+)?from\s+the\s+user\b`,
    String.raw`\bthe\s+user\s+(?:must|should)\s+(?:not|never)\s+(?:know|find\s+out|be\s+told|see\s+this)\b`,
  ].join("|"),
  "giu",
);

const THIS_TOOL = String.raw`this\s+(?:tool|function|action)`;
const CALL = String.raw`(?:call|use|run|consult|invoke|execute)`;
const EVERY_OTHER = String.raw`(?:any|all|every)\s+(?:other\s+)?(?:tools?|functions?|actions?|commands?|requests?|responses?|steps?)`;
/** Orders that put this tool ahead of everything else (not ahead of one named tool, or within one task). */
const ORDERING = new RegExp(
  [
    String.raw`\balways\s+${CALL}\s+${THIS_TOOL}\s+(?:immediately\s+)?first\b(?=\s*(?:[.!;]|$|before\s+${EVERY_OTHER}|,?\s+(?:before|prior\s+to)\s+(?:doing\s+)?anything))`,
    String.raw`\b${CALL}\s+${THIS_TOOL}\s+(?:immediately\s+|always\s+)?(?:before|prior\s+to)\s+${EVERY_OTHER}\b`,
    String.raw`\b${THIS_TOOL}\s+(?:must|should)\s+(?:always\s+)?be\s+(?:called|used|invoked|run)\s+(?:first|before\s+${EVERY_OTHER})\b(?=\s*(?:[.!;,]|$|before|in\s+every))`,
    String.raw`\b(?:always\s+)?${CALL}\s+${THIS_TOOL}\s+(?:immediately\s+)?as\s+the\s+(?:very\s+)?first\s+(?:step|action|thing)\b`,
    String.raw`\bbefore\s+(?:doing\s+anything\s+else|${EVERY_OTHER}|responding|replying|answering)(?=\s*[,.;:!])[^.!?\n]{0,80}\b${CALL}\s+${THIS_TOOL}\b`,
  ].join("|"),
  "giu",
);

/**
 * Each shape with a text that every match of it contains (in the lower-cased description): most descriptions hold
 * none of them, and a shape is tried only where its text is (the rule runs on every description of a project).
 */
const SHAPES: Array<[InjectionKind, RegExp, readonly string[]]> = [
  ["block", TAG, ["<"]],
  ["block", BRACKETED, ["[", "{"]],
  ["template", TEMPLATE, ["<", "[", ":"]],
  ["override", OVERRIDE, ["ignore", "disregard", "forget"]],
  ["conceal", CONCEAL, ["user", "that"]],
  ["ordering", ORDERING, ["this"]],
];

/**
 * The spans of closed `<example>` and `<examples>` blocks, in order: a "User: … / Assistant: …" exchange inside one is
 * a worked example the tool's own text shows (Claude Code's TodoWrite prompt has eight), not a turn. A block that is
 * never closed is no example. Found with indexOf, once over the text.
 */
function exampleSpans(lower: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let at = lower.indexOf("<example");
  while (at !== -1) {
    const name = lower.startsWith("<examples>", at) ? "examples" : lower.startsWith("<example>", at) ? "example" : undefined;
    const close = name === undefined ? -1 : lower.indexOf(`</${name}>`, at);
    if (close === -1) {
      at = lower.indexOf("<example", at + 1);
      continue;
    }
    spans.push([at, close]);
    at = lower.indexOf("<example", close);
  }
  return spans;
}

/** Whether `at` falls inside one of the ordered, disjoint `spans` (a binary search: a text may hold thousands). */
function inside(spans: Array<[number, number]>, at: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (at <= spans[mid][0]) hi = mid - 1;
    else if (at >= spans[mid][1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/** A line-start turn ("Assistant: ") rather than a chat-template token, which is never an example. */
const LINE_TURN = /^\s*(?:Human|Assistant|System):/u;

/** Whether the match is wholly inside quotation marks: a phrase mentioned ("if a note says \"ignore …\""), not said. */
function quoted(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  return (before === '"' && after === '"') || (before === "“" && after === "”");
}

/** Every injection shape found in `text`, by offset. */
export function findInjections(text: string): Injection[] {
  const found: Injection[] = [];
  const lower = text.toLowerCase();
  let examples: Array<[number, number]> | undefined;
  const inExample = (at: number) => inside((examples ??= exampleSpans(lower)), at);
  for (const [kind, pattern, needs] of SHAPES) {
    if (!needs.some((needed) => lower.includes(needed))) continue;
    for (const m of text.matchAll(pattern)) {
      const offset = m.index + (m[0].length - m[0].trimStart().length);
      if (kind === "template" && LINE_TURN.test(m[0]) && inExample(offset)) continue;
      if (kind === "override" && quoted(text, m.index, m.index + m[0].length)) continue;
      found.push({ kind, text: m[0].trim(), offset });
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}
