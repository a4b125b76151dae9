// A description cut into clauses, the unit the clause-level safety detector scores (src/text/safety/directives.ts).
// A clause ends at a sentence end, a semicolon, a line break or a list item; text in a fenced code block is left out
// (it is example input, not an order), and so is text inside a quoted string the clause only shows.
//
// Co-occurrence within one clause rather than anywhere in a description is what the deterministic scanners that do
// best on paraphrased payloads rely on (mcpaudit's scoring; MCPTox, https://arxiv.org/abs/2508.14925, for why phrase
// lists miss reworded attacks).

export interface Clause {
  text: string;
  /** Offset of the clause's first character in the description. */
  offset: number;
  /** The clause that came before it in the same sentence (after a ";"), for signals that span a pause. */
  previous?: Clause;
  /** The clause just before it, whatever ended it: the context a pretext ("Known issue:", "A note on …") sets. */
  before?: Clause;
}

/** A sentence end (". " / "! " / "? " / end), a ";", a line break: each ends a clause. Dots inside names and paths do not. */
const BOUNDARY = /(?<!\.)[.!?](?!\.)(?=\s|$)|;|\n+/gu;
const FENCE = /```[^]*?```/gu;

/** The clauses of `text`, in order, each trimmed and non-empty; offsets point into `text`. */
export function clausesOf(text: string): Clause[] {
  const masked = text.replace(FENCE, (block) => " ".repeat(block.length));
  const clauses: Clause[] = [];
  let start = 0;
  let previous: Clause | undefined;
  let before: Clause | undefined;
  const push = (end: number, pause: boolean) => {
    const raw = masked.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body !== "") {
      const clause: Clause = { text: body, offset: start + lead, ...(previous ? { previous } : {}), ...(before ? { before } : {}) };
      clauses.push(clause);
      previous = pause ? clause : undefined;
      before = clause;
    }
  };
  for (const m of masked.matchAll(BOUNDARY)) {
    push(m.index, m[0] === ";");
    start = m.index + m[0].length;
  }
  push(masked.length, false);
  return clauses;
}

/** The clauses, and each pair joined by a ";" read as one (an order and its target are often on either side of it). */
export function withPauses(text: string, clauses: Clause[]): Clause[] {
  const joined = clauses.flatMap((c) => (c.previous ? [{ text: text.slice(c.previous.offset, c.offset + c.text.length), offset: c.previous.offset, before: c.previous.before }] : []));
  return [...clauses, ...joined.map((c) => (c.before === undefined ? { text: c.text, offset: c.offset } : (c as Clause)))];
}
