// The language server's connection over a pair of streams (stdio). vscode-languageserver reads the framed
// messages, but one it cannot read (a header without a number in Content-Length, a line without a colon, a body
// that is not JSON) only fires an error nobody handles, and input that never completes a message (a body that
// stops arriving midway, bytes that never end a header) is waited for forever: the server would stay alive and
// silent, the editor waiting on it. Here either one is said, on stderr and in the client's log while the output
// still works, and ends the process with code 1, as language servers do: the editor sees it exit and starts it
// again. The input closing ends the process too (0 after `shutdown`, else 1).
import {
  createConnection,
  LogMessageNotification,
  MessageType,
  StreamMessageReader,
  StreamMessageWriter,
  type Connection,
  type DataCallback,
  type Disposable,
} from "vscode-languageserver/node";
import { printable } from "../base/escape.js";
import { stderrLine } from "../base/stderr.js";

/** How long input may stay short of a whole message (not a byte more of it) before the stream counts as broken. */
export const STALLED_MESSAGE_MS = 5000;

/** How long the last word in the client's log may take to be written before the process exits all the same. */
const LAST_WORD_MS = 500;

/** The first line of an error's message, without control characters, at most this long. */
const DETAIL_CHARS = 200;

function detail(error: unknown): string {
  const message = String((error as Error)?.message ?? error).split("\n")[0];
  return printable(message.length > DETAIL_CHARS ? `${message.slice(0, DETAIL_CHARS)}…` : message);
}

/** A reader that counts what it delivers, so that input not yet a message can be told apart. */
class CountingReader extends StreamMessageReader {
  /** Chunks of input and messages delivered, numbered in one sequence. */
  sequence = 0;
  lastChunk = 0;
  lastMessage = 0;

  override listen(callback: DataCallback): Disposable {
    return super.listen((message) => {
      this.lastMessage = ++this.sequence;
      callback(message);
    });
  }
}

/** A connection over `input` and `output` that ends the process when the client's messages cannot be read. */
export function streamConnection(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Connection {
  const reader = new CountingReader(input);
  const writer = new StreamMessageWriter(output);
  const connection = createConnection(reader, writer);
  let failed = false;
  const fail = (reason: string) => {
    if (failed) return;
    failed = true;
    const message = `summarylint: ${reason}; the language server stops, for the editor to start it again`;
    process.stderr.write(stderrLine(message));
    const exit = () => process.exit(1);
    setTimeout(exit, LAST_WORD_MS);
    connection.sendNotification(LogMessageNotification.type, { type: MessageType.Error, message }).then(exit, exit);
  };
  reader.onError((error) => fail(`a message from the client could not be read (${detail(error)})`));
  writer.onError(([error]) => fail(`the client could not be written to (${detail(error)})`));

  // Input that has not become a message (the last chunk came after the last message) while nothing more comes.
  // The timer may run before input already waiting is read (after a long lint, say): it checks once that is done.
  // (A chunk that ends one message and starts another is not watched: it is how a client writes, not garbage.)
  let lastData = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const check = () =>
    setImmediate(() => {
      const waited = Date.now() - lastData;
      if (reader.lastChunk < reader.lastMessage) return;
      if (waited < STALLED_MESSAGE_MS) timer = setTimeout(check, STALLED_MESSAGE_MS - waited).unref();
      else fail(`the client sent part of a message and nothing more for ${STALLED_MESSAGE_MS / 1000} s`);
    });
  input.on("data", () => {
    lastData = Date.now();
    reader.lastChunk = ++reader.sequence;
    clearTimeout(timer);
    timer = setTimeout(check, STALLED_MESSAGE_MS).unref();
  });
  reader.partialMessageTimeout = 0; // the check above covers it

  // Given a reader rather than a stream, vscode-languageserver no longer ends the process when the input closes.
  let shutdown = false;
  connection.onShutdown(() => {
    shutdown = true;
  });
  const closed = () => process.exit(shutdown ? 0 : 1);
  input.on("end", closed);
  input.on("close", closed);
  return connection;
}
