// How config messages quote the file's own text: at most a short token of it, escaped. A committed config that is
// really a `.env` file (a link, or a copy) must not put its database URLs and API keys on stderr, i.e. into CI logs
// (docs/design.md#hostile-input): a message names the position and the kind of problem, and shows no more than
// TOKEN_CHARS characters of what is there, enough to recognise a typo'd key or value.

import { printable } from "../base/escape.js";

/** The most characters of the file one message quotes. */
export const TOKEN_CHARS = 20;

/**
 * `text` cut to TOKEN_CHARS characters (never inside a surrogate pair), with "…" when something was cut, and
 * control characters written as escapes.
 */
export function token(text: string): string {
  return printable(cut(text));
}

/** `token(text)` in double quotes, with `"` and `\` escaped as JSON writes them: `"maxLenght"`. */
export function quote(text: string): string {
  return printable(JSON.stringify(cut(text)));
}

function cut(text: string): string {
  const chars = Array.from(text);
  return chars.length <= TOKEN_CHARS ? text : `${chars.slice(0, TOKEN_CHARS - 1).join("")}…`;
}
