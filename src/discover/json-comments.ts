// JSON with comments and trailing commas (tsconfig.json, .mocharc.json) read as JSON.

/** The text with its comments and trailing commas dropped: strings are kept as they are. */
export function withoutComments(text: string): string {
  return text
    .replace(/("(?:[^"\\\n]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match, str: string | undefined) => str ?? "")
    .replace(/("(?:[^"\\\n]|\\.)*")|,(\s*[}\]])/g, (match, str: string | undefined, close: string | undefined) => str ?? close ?? match);
}
