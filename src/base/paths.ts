import path from "node:path";

/** `file` relative to `from`, with "/" separators on every platform (what config globs and output use). */
export function slashPath(from: string, file: string): string {
  return path.relative(from, file).split(path.sep).join("/");
}
