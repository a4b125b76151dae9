// The shapes of an expression written as text (the facts' Expr, src/extract/facts.ts): a template, a `+` chain or
// lines joined, maybe inside a call that only re-indents or trims it. The extractor keeps what such text needs
// (src/extract/prune.ts); the resolver reads it part by part (src/resolve/readable-text.ts).
import type { Expr, Span } from "./facts.js";
import { COMMON_PASS_THROUGH } from "./presets/index.js";

/** `[a, "b", ...c].join(sep)`: an array literal joined (a prompt written as a list of lines). */
export function isLinesJoin(e: Expr): e is Extract<Expr, { k: "call" }> {
  return e.k === "call" && e.callee.k === "prop" && e.callee.name === "join" && e.callee.obj.k === "arr" && e.args.length <= 1;
}

const TRIMS = new Set(["trim", "trimStart", "trimEnd"]);
const TAGS = new Set(COMMON_PASS_THROUGH);

/**
 * The text inside a call that only re-indents or trims it: a tag or function such as `dedent` (its first argument),
 * or `.trim()` (its target, then trimmed the same way).
 */
export function wrapped(e: Expr): { text: Expr; method?: string } | undefined {
  if (e.k !== "call") return undefined;
  const callee = e.callee;
  if (callee.k === "prop" && TRIMS.has(callee.name) && e.args.length === 0) return { text: callee.obj, method: callee.name };
  const leaf = callee.k === "id" || callee.k === "prop" ? callee.name : undefined;
  return leaf !== undefined && TAGS.has(leaf) && e.args[0] ? { text: e.args[0] } : undefined;
}

/** The text inside any number of such wrappers (`dedent\`…\`.trim()`), at most a few. */
export function unwrapped(e: Expr): Expr {
  let inner = e;
  for (let i = 0; i < 4; i++) inner = wrapped(inner)?.text ?? inner;
  return inner;
}

/** An expression written as text: a string literal, a template, a `+` chain or lines joined, maybe dedented or trimmed. */
export function isText(e: Expr): boolean {
  const inner = unwrapped(e);
  return (inner.k === "lit" && typeof inner.v === "string") || inner.k === "tpl" || inner.k === "cat" || isLinesJoin(inner);
}

/** Where text that can list modules is written: a template, a `+` chain or lines joined, maybe dedented or trimmed. */
export function spanOfText(e: Expr): Span | undefined {
  const inner = unwrapped(e);
  if (inner.k === "tpl" || inner.k === "cat" || isLinesJoin(inner)) return inner.at;
  return undefined;
}
