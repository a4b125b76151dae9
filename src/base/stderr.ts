// What the command line writes on stderr, and how it shows the project's text there. GitHub Actions reads a job's
// stderr as it reads stdout, so stderr holds to what the text formats hold to: each message is one line, any
// control character of it (a line break, ESC, U+2028) written as an escape, so a file name given on the command line
// or a value of the config cannot start a workflow command of its own or send a terminal sequence.
//
// main installs `lineWriter` over the io it is given: every message of every command goes through it, whoever
// wrote it. Where a message names something of the project or the command line, it shows it through `showValue`
// (a path, a name, an option's value: cut when very long) or `showList` (a list: its first few and a count);
// the config's own text is quoted as the config's messages quote it (config/quote.ts, at most 20 characters).

import { cut, printable } from "./escape.js";
import { thousands } from "./plural.js";

/** The most characters of one path, name or value a message shows. */
export const MAX_SHOWN = 200;

/** The most items of one list a message shows before "and N more". */
export const MAX_LISTED = 10;

/** The most characters of one message: past them it is cut, with its length (a stack trace's line, an error's). */
export const MAX_LINE = 2_000;

/** A message as one line of stderr: escaped, cut at MAX_LINE, ending in its one line break. */
export function stderrLine(message: string): string {
  const text = message.endsWith("\n") ? message.slice(0, -1) : message;
  return `${printable(cut(text, MAX_LINE))}\n`;
}

/**
 * The stderr of the command line: each call is one message, written as one line (stderrLine). A text of several
 * lines (a stack trace, a table) is written a line at a time by its caller, whose lines are then its own.
 */
export function lineWriter(write: (text: string) => void): (message: string) => void {
  return (message) => write(stderrLine(message));
}

/** Each line of `text` (a table: text of summarylint's own, never the project's) as a message of its own. */
export function writeLines(stderr: (message: string) => void, text: string): void {
  for (const line of text.replace(/\n$/, "").split("\n")) stderr(line);
}

/**
 * An error's stack trace (--debug): its name and message (perhaps holding the project's text) as one message, then
 * each frame (summarylint's own code) as one. A stack that does not hold the message is one message.
 */
export function writeStack(stderr: (message: string) => void, error: unknown): void {
  const stack = (error as Error)?.stack;
  if (typeof stack !== "string") return;
  const message = String((error as Error).message);
  if (message === "") return writeLines(stderr, stack);
  const at = stack.indexOf(message);
  const end = at === -1 ? stack.length : at + message.length;
  stderr(stack.slice(0, end));
  const frames = stack.slice(end).replace(/^\n/, "");
  if (frames !== "") writeLines(stderr, frames);
}

/** A path, a name or an option's value in a message: escaped, and cut at MAX_SHOWN characters. */
export function showValue(value: string): string {
  return printable(cut(value, MAX_SHOWN));
}

/** A list in a message: its first MAX_LISTED items (each through `show`), then "and N more", joined by ", ". */
export function showList(values: readonly string[], show: (value: string) => string = showValue): string {
  const listed = values.slice(0, MAX_LISTED).map(show);
  if (values.length > MAX_LISTED) listed.push(`and ${thousands(values.length - MAX_LISTED)} more`);
  return listed.join(", ");
}
