// A description that changes how another tool behaves (issue 11, `cross-tool-reference`): "tool shadowing", where
// one tool's text rewrites the calls the model makes to another ("When send_email is used, always BCC …", "the
// send_email tool must send all emails to …", "This tool has a side effect on send_email").
//
// Naming another tool as a hint is normal and not matched: "use list_notes first to find the id", "call this
// before search_flights", "get_apps must be called first", "results can be passed to update_item". What is matched
// is the other tool as the subject of an order that changes its arguments or its effect, or an explicit claim to
// change its behaviour:
//   when      "when(ever) [the] N [tool] is used/called/invoked …" followed, in the sentence, by an order (must,
//             always, make sure, never, be sure to, change, set, replace, add)
//   around    "before/after/when/whenever/every time calling/using N, (always|also|make sure to|you must)? <change verb>"
//   must      "N [tool] must/should (always)? <change verb>"
//   claim     "change/modify/override/redirect … the behaviour/recipient/arguments of N", "side effect on N"
// A name matches as a whole word, also with a client's prefix before it (`mcp_tool_send_email`); a name that is a
// plain word ("query") only as "the query tool" or in backticks.

export interface CrossToolReference {
  /** The other tool's name, as declared. */
  tool: string;
  /** The sentence that changes it, trimmed. */
  sentence: string;
  offset: number;
}

/** What an order does to the other tool's call: its arguments, recipients or effect. */
const CHANGE = String.raw`(?:send|forward|bcc|cc|include|add|set|change|replace|route|redirect|append|prepend|copy|ignore|skip|use\s+(?:the|a|this)\s+(?:address|recipient|number|account|key|token|email)|pass\s+(?:the|all|every))`;
const ORDER = String.raw`(?:must|always|make\s+sure|be\s+sure\s+to|never|you\s+(?:must|should|need\s+to))`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A name that is a plain word ("query", "search") is also an ordinary word of a sentence: it counts only as
 * "the query tool" or in backticks. A name with "_", "-", "." or an inner capital is an identifier anywhere.
 */
function nameOf(name: string): string {
  const id = String.raw`(?<![\w-])(?:\w+_)?${escape(name)}(?![\w-])`;
  if (!/^[A-Za-z][a-z]*$/.test(name)) return id;
  return String.raw`(?:\x60${escape(name)}\x60|\b${escape(name)}\s+tool\b)`;
}

function patterns(name: string): RegExp[] {
  const n = nameOf(name);
  return [
    new RegExp(String.raw`\bwhen(?:ever)?\s+(?:the\s+)?(?:\(\w+\)\s+)?${n}\s+(?:tool\s+)?(?:is|gets|was)\s+(?:used|called|invoked|run|executed)\b[^.!?\n]*?\b(?:${ORDER}|change|set|replace|add)\b`, "iu"),
    new RegExp(String.raw`\b(?:before|after|when|whenever|every\s+time)\s+(?:calling|using|invoking|running)\s+(?:the\s+)?${n}(?:\s+tool)?\s*,?\s+(?:(?:always|also|make\s+sure\s+to|be\s+sure\s+to|you\s+must|must)\s+)+${CHANGE}\b`, "iu"),
    new RegExp(String.raw`${n}\s+(?:tool\s+)?(?:must|should)\s+(?:always\s+)?${CHANGE}\b`, "iu"),
    new RegExp(String.raw`\b(?:change|modify|override|alter|redirect|intercept|hijack|rewrite)\s+(?:\w+\s+){0,2}?(?:behaviou?r|recipients?|arguments?|parameters?|destination|output)\s+of\s+(?:the\s+)?${n}|\bside\s+effects?\s+on\s+(?:the\s+)?(?:\w+\s+){0,2}?${n}`, "iu"),
  ];
}

/**
 * The tool names of a group, indexed so that the names a description mentions are found in one pass over its words,
 * not one search per name (a group of 1,800 actions would make that 3 million searches). A name of word characters
 * and "-" is mentioned where a word of the text is that name, or ends in "_" and that name (a client's prefix,
 * `mcp_tool_send_email`), as `nameOf` matches it. Any other name ("deals.merge", "Get Photo Content") is looked for
 * in the whole text only where its first word is a word of the text (or follows "_" in one), as `nameOf` requires.
 */
export class ToolNames {
  private readonly order = new Map<string, number>();
  /** Names with other characters, by their first word. */
  private readonly byHead = new Map<string, string[]>();
  /** Names that do not start with a word character: searched for in every text (rare). */
  private readonly headless: string[] = [];

  constructor(names: Iterable<string>) {
    for (const name of names) {
      if (name === "" || this.order.has(name)) continue;
      this.order.set(name, this.order.size);
      if (/^[\w-]+$/.test(name)) continue;
      const head = /^[\w-]+/.exec(name)?.[0];
      if (head === undefined) this.headless.push(name);
      else this.byHead.set(head, [...(this.byHead.get(head) ?? []), name]);
    }
  }

  /** The names `text` mentions, but `self`, in the order they were given. */
  mentionedIn(text: string, self: string): string[] {
    const found = new Set<string>();
    const note = (word: string) => {
      if (this.order.has(word)) found.add(word);
      for (const name of this.byHead.get(word) ?? []) if (text.includes(name)) found.add(name);
    };
    for (const word of text.split(/[^\w-]+/)) {
      if (word === "") continue;
      note(word);
      for (let i = word.indexOf("_"); i >= 0; i = word.indexOf("_", i + 1)) note(word.slice(i + 1));
    }
    for (const name of this.headless) if (text.includes(name)) found.add(name);
    found.delete(self);
    return [...found].sort((a, b) => this.order.get(a)! - this.order.get(b)!);
  }
}

/** Sentences of `text` (a period, "!" or "?" before a space, or a line break), with their offsets. */
function sentences(text: string): Array<{ text: string; offset: number }> {
  const list: Array<{ text: string; offset: number }> = [];
  // A period inside a word (a domain, a file name, "v1.2") does not end the sentence.
  const re = /(?:[^.!?\n]|[.!?](?!\s|$))+(?:[.!?]+|$|(?=\n))|[.!?]+/gu;
  for (const m of text.matchAll(re)) if (m[0].trim() !== "") list.push({ text: m[0], offset: m.index });
  return list;
}

/**
 * The references in `text` that change one of `others` (the other tools of the group). A name joined by a newline
 * to its order ("make sure to change the recipient\nto …") is read across it: the sentence splitter keeps lines
 * apart, so each sentence is tried with the next line too.
 */
export function findCrossToolReferences(text: string, others: readonly string[]): CrossToolReference[] {
  const found: CrossToolReference[] = [];
  const mentioned = others.filter((name) => name !== "" && text.includes(name));
  if (mentioned.length === 0) return found;
  const parts = sentences(text);
  for (const name of mentioned) {
    const tests = patterns(name);
    for (let i = 0; i < parts.length; i++) {
      const joined = parts[i].text + (parts[i + 1] && !/[.!?]\s*$/.test(parts[i].text) ? " " + parts[i + 1].text : "");
      if (!parts[i].text.includes(name) || !tests.some((re) => re.test(joined))) continue;
      found.push({ tool: name, sentence: parts[i].text.trim(), offset: parts[i].offset + (parts[i].text.length - parts[i].text.trimStart().length) });
      break; // one report per other tool is enough
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}
