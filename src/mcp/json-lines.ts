// MCP's stdio transport: JSON-RPC 2.0 messages, one a line, UTF-8, on stdin and stdout. A message holds no raw
// line break (JSON escapes them), so a line is a message. This reader hands over each line's text as it arrives;
// the writer writes a message as one line. Nothing else may reach stdout: the server's own notes go to stderr.
import { StringDecoder } from "node:string_decoder";

/** The longest line read (64 MiB): input that never ends a line cannot grow the server's memory without bound. */
export const MAX_LINE_CHARS = 64 * 1024 * 1024;

export interface LineHandlers {
  /** A line of input, without its line break (a `\r` before it is dropped too). */
  line(text: string): void;
  /** A line longer than the most read: its text is dropped up to the next line break. */
  tooLong(): void;
  /** The input ended (a last line without its line break has been handed over first). */
  end(): void;
}

/** Read `input` a line at a time (`maxLine`: tests set a smaller one). */
export function readLines(input: NodeJS.ReadableStream, handlers: LineHandlers, maxLine = MAX_LINE_CHARS): void {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  // Past the most read: skip up to the next line break.
  let skipping = false;
  const take = (text: string): void => {
    let start = 0;
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", start)) {
      const piece = text.slice(start, at);
      start = at + 1;
      if (skipping) {
        skipping = false;
        continue;
      }
      const line = pending + piece;
      pending = "";
      handlers.line(line.endsWith("\r") ? line.slice(0, -1) : line);
    }
    if (skipping) return;
    pending += text.slice(start);
    if (pending.length > maxLine) {
      pending = "";
      skipping = true;
      handlers.tooLong();
    }
  };
  input.on("data", (chunk: Buffer | string) => take(typeof chunk === "string" ? chunk : decoder.write(chunk)));
  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    handlers.end();
  };
  input.on("end", () => {
    take(decoder.end());
    if (!skipping && pending.trim() !== "") handlers.line(pending);
    pending = "";
    end();
  });
  // A closed or broken input is an end like any other: the client has gone.
  input.on("error", end);
  input.on("close", end);
}

/** A writer of messages, one JSON text a line. */
export function lineWriter(output: NodeJS.WritableStream): (message: unknown) => void {
  return (message) => {
    output.write(`${JSON.stringify(message)}\n`);
  };
}
