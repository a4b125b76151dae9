// Text read part by part (docs/design.md#modules-and-skills): a core prompt or a module's instructions is a template
// that embeds other text (`${baseInstructions}`, a date, a user's name). What a rule needs of it is the words written
// in the source, so a part that cannot be evaluated statically does not make the whole unreadable, as it makes a
// description: it is kept as one U+FFFC (OBJECT REPLACEMENT CHARACTER), which no tool name or word contains.
import type { Expr } from "../extract/facts.js";
import { isLinesJoin, isText, wrapped } from "../extract/text-shapes.js";
import type { Evaluator } from "./evaluate.js";
import { toText, type Env } from "./values.js";

/** What stands for a part that could not be read. */
export const UNREADABLE = "\uFFFC";

/** How many bindings deep a template's parts are followed (`a` embeds `b` embeds `c` …): a cycle stops here. */
const MAX_HOPS = 8;

/**
 * The text of `e`: its value when it evaluates to text; otherwise, for a template, a `+` chain or a const bound to
 * one, its literal parts with each part that cannot be read as UNREADABLE. Undefined when nothing of it is text (a
 * call of a run-time function, a parameter): there is nothing written to read.
 */
export function readableText(evaluator: Evaluator, e: Expr, env: Env, hops = 0): string | undefined {
  const whole = toText(evaluator.evaluate(e, env));
  if (whole.t === "str") return whole.v;
  if (hops >= MAX_HOPS) return undefined;
  const part = (inner: Expr): string => readableText(evaluator, inner, env, hops + 1) ?? UNREADABLE;
  switch (e.k) {
    case "tpl":
      return e.head + e.spans.map((span) => part(span.e) + span.text).join("");
    case "cat":
      return e.parts.map(part).join("");
    case "call": {
      if (isLinesJoin(e)) return joinedLines(evaluator, e, env, hops);
      const inner = wrapped(e);
      if (inner === undefined) return undefined;
      const text = readableText(evaluator, inner.text, env, hops + 1);
      return text === undefined || inner.method === undefined ? text : trimmed(text, inner.method);
    }
    case "id": {
      const bound = evaluator.definition(e.name, env);
      return bound && isText(bound.e) ? readableText(evaluator, bound.e, bound.env, hops + 1) : undefined;
    }
    default:
      return undefined;
  }
}

/** The lines of such a join, each read part by part (a spread as its known items, else U+FFFC), with its separator. */
function joinedLines(evaluator: Evaluator, e: Extract<Expr, { k: "call" }>, env: Env, hops: number): string | undefined {
  const sep = e.args[0] ? evaluator.evaluate(e.args[0], env) : { t: "str" as const, v: "," };
  if (sep.t !== "str" || e.callee.k !== "prop" || e.callee.obj.k !== "arr") return undefined;
  const lines = e.callee.obj.items.flatMap((item): string[] => {
    if (!("spread" in item)) return [readableText(evaluator, item, env, hops + 1) ?? UNREADABLE];
    const spread = evaluator.evaluate(item.spread, env);
    const items = spread.t === "arr" ? evaluator.items(spread) : undefined;
    return items?.map((v) => (v.t === "str" ? v.v : UNREADABLE)) ?? [UNREADABLE];
  });
  return lines.join(sep.v);
}

function trimmed(text: string, method: string): string {
  return method === "trim" ? text.trim() : method === "trimStart" ? text.trimStart() : text.trimEnd();
}
