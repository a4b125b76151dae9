// The stdio transport's reader: a line a message, whatever the chunks of input look like.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readLines } from "../../src/mcp/json-lines.js";

/** What readLines hands over for `chunks`: each line, "TOO LONG" for a line past `max`, and "END". */
async function linesOf(chunks: (string | Buffer)[], max?: number): Promise<string[]> {
  const input = new PassThrough();
  const seen: string[] = [];
  const ended = new Promise<void>((resolve) =>
    readLines(input, { line: (text) => seen.push(text), tooLong: () => seen.push("TOO LONG"), end: () => (seen.push("END"), resolve()) }, max),
  );
  for (const chunk of chunks) input.write(chunk);
  input.end();
  await ended;
  return seen;
}

describe("readLines", () => {
  it.each<[string, (string | Buffer)[], string[]]>([
    ["lines in one chunk, LF or CRLF", ['{"a":1}\n{"b":2}\r\n'], ['{"a":1}', '{"b":2}', "END"]],
    ["a line across chunks", ['{"a"', ":1", "}\n"], ['{"a":1}', "END"]],
    ["a last line without its line break", ['{"a":1}\n{"b":2}'], ['{"a":1}', '{"b":2}', "END"]],
    ["blank lines are handed over (the server skips them)", ["\n\n"], ["", "", "END"]],
    // "é" is two bytes in UTF-8; cut between them, it is still read as one character.
    ["a character cut between chunks", [Buffer.from([0x22, 0xc3]), Buffer.from([0xa9, 0x22, 0x0a])], ['"é"', "END"]],
  ])("%s", async (_name, chunks, expected) => {
    expect(await linesOf(chunks)).toEqual(expected);
  });

  it("a line past the most read is dropped up to its line break, once said; the next line is read", async () => {
    expect(await linesOf(["0123456789", "0123456789", "tail\nnext\n"], 15)).toEqual(["TOO LONG", "next", "END"]);
    expect(await linesOf(["ok\n", "x".repeat(20)], 15)).toEqual(["ok", "TOO LONG", "END"]);
  });
});
