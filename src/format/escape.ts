// Text that comes from the project (action names, file paths, descriptions quoted in messages), as the text formats
// print it: control characters are shown as escapes, so an ESC or BEL sequence in a description cannot clear the
// screen or write the clipboard (OSC 52), and a line break in a name cannot start a line of its own (a GitHub
// Actions `::error …` workflow command in a CI log). Issue 15 §6. JSON and SARIF escape through JSON itself.

/** C0 and C1 control characters, DEL, and the two separators JavaScript reads as line breaks. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `text` with each control character written as an escape (`\n`, `\u001B`). */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
}
