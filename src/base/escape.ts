// Text that comes from the project (action names, file paths, descriptions quoted in messages), as the text formats
// print it: control characters are shown as escapes, so an ESC or BEL sequence in a description cannot clear the
// screen or write the clipboard (OSC 52), and a line break in a name cannot start a line of its own (a GitHub
// Actions `::error …` workflow command in a CI log; docs/design.md#hostile-input). JSON and SARIF escape through
// JSON itself.
import { thousands } from "./plural.js";

/** C0 and C1 control characters, DEL, and the two separators JavaScript reads as line breaks. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `text` with each control character written as an escape (`\n`, `\u001B`). */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
}

/** Where a cut of `text` at `end` UTF-16 units falls, moved back off the middle of a surrogate pair. */
function cutPoint(text: string, end: number): number {
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}

/** `text` cut to `max` UTF-16 units (never inside a surrogate pair) with "… (N characters)" when cut; else as it is. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, cutPoint(text, max))}… (${thousands(text.length)} characters)`;
}

/** A quote of `text` in a message: at most `max` characters, the last an ellipsis when it is cut (never inside a surrogate pair). */
export function quoted(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, cutPoint(text, max - 1))}…` : text;
}
