// --stdin --stdin-filename F: lint the text read from stdin as the file F of the project, for editors and
// formatters that hold an unsaved text. The rest of the project is read from disk as usual, and the text replaces
// F's content through the same overlay the language server uses for unsaved buffers (ExtractAllOptions.overlay);
// a new F that include and exclude match joins the project, as an unsaved new file does in the editor. Only F is
// reported, as if F were the one path given.

import path from "node:path";
import { formatBytes } from "../base/read-file.js";
import { showValue, showList } from "../base/stderr.js";

export interface StdinOptions {
  stdin?: boolean;
  stdinFilename?: string;
  cache?: boolean;
  suppressAll?: boolean;
  suppressRule?: string[];
  pruneSuppressions?: boolean;
}

/**
 * The absolute path of F, or undefined without --stdin. A usage mistake returns `{ problem }`: F must be named, no
 * paths may be given beside it, and nothing that writes or reads a file about the disk's content (the baseline
 * recorded from a text that is not on disk, a cache keyed by the disk's content) can be used with it.
 */
export function stdinTarget(paths: string[], options: StdinOptions, cwd: string): { file?: string; problem?: string } {
  if (!options.stdin) return options.stdinFilename === undefined ? {} : { problem: "--stdin-filename needs --stdin (the text to lint comes on stdin)" };
  if (options.stdinFilename === undefined || options.stdinFilename === "") {
    return { problem: "--stdin needs --stdin-filename <file>: the file of the project the text stands for" };
  }
  if (paths.length > 0) return { problem: `--stdin lints one text, as --stdin-filename ${showValue(options.stdinFilename)}: give no paths (got ${showList(paths)})` };
  const refused = options.cache ? "--cache" : options.suppressAll ? "--suppress-all" : options.suppressRule ? "--suppress-rule" : options.pruneSuppressions ? "--prune-suppressions" : undefined;
  if (refused) return { problem: `${refused} cannot be used with --stdin (it is about the files on disk)` };
  return { file: path.resolve(cwd, options.stdinFilename) };
}

/**
 * The text on stdin, decoded as UTF-8 (a byte-order mark dropped, a byte that is not UTF-8 read as U+FFFD), or
 * undefined when it holds more than `maxBytes` (the config's maxFileSize): reading then stops there, so an
 * endless stream cannot fill the memory.
 */
export async function readStdin(input: AsyncIterable<Uint8Array | string>, maxBytes: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.from(chunk);
    size += bytes.length;
    if (size > maxBytes) return undefined;
    chunks.push(bytes);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

/** The reason given when stdin holds too much. */
export function tooLarge(maxBytes: number): string {
  return `the text on stdin is larger than maxFileSize (${formatBytes(maxBytes)}); nothing was checked`;
}
