// Where a file nests deepest, for a file the TypeScript parser gave up on (its recursion ran out of JavaScript stack,
// docs/design.md#hostile-input): found with the scanner alone, which reads tokens in a loop, so the problem can
// point at the place.
import { ts } from "ts-morph";
import type { FileProblem } from "../types.js";
import { thousands } from "../base/plural.js";

/** Tokens after which `/` divides; elsewhere it starts a regular expression. */
const ENDS_OPERAND = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);

const OPENS = new Set<ts.SyntaxKind>([ts.SyntaxKind.OpenParenToken, ts.SyntaxKind.OpenBracketToken, ts.SyntaxKind.OpenBraceToken, ts.SyntaxKind.TemplateHead]);
const CLOSES = new Set<ts.SyntaxKind>([ts.SyntaxKind.CloseParenToken, ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.CloseBraceToken]);

/** The deepest bracket nesting (`(`, `[`, `{`, `${`) of `text` and where it is first reached. */
export function deepestBrackets(text: string, jsx: boolean): { depth: number; offset: number } {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
  let depth = 0;
  const deepest = { depth: 0, offset: 0 };
  /** The depth at which each open template's `${` was opened: its `}` continues the template. */
  const templates: number[] = [];
  let previous = ts.SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if ((token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) && !ENDS_OPERAND.has(previous)) token = scanner.reScanSlashToken();
    if (token === ts.SyntaxKind.CloseBraceToken && templates.at(-1) === depth) {
      token = scanner.reScanTemplateToken(false);
      if (token === ts.SyntaxKind.TemplateTail) {
        templates.pop();
        depth--;
      }
    } else if (OPENS.has(token)) {
      depth++;
      if (token === ts.SyntaxKind.TemplateHead) templates.push(depth);
      if (depth > deepest.depth) Object.assign(deepest, { depth, offset: scanner.getTokenStart() });
    } else if (CLOSES.has(token)) depth = Math.max(0, depth - 1);
    previous = token;
  }
  return deepest;
}

/**
 * The problem of a file the parser could not read at all: at its deepest brackets when they nest deep (else at its
 * start: a long chain of `if`, `!` or arrows). `mayDeclare`: the file names a declaration callee or key, so a
 * declaration may have been lost (see FileProblem.lost).
 */
export function parserTooDeep(file: string, text: string, jsx: boolean, mayDeclare: boolean): FileProblem {
  const { depth, offset } = deepestBrackets(text, jsx);
  const deep = depth >= 100;
  const before = deep ? text.slice(0, offset) : "";
  const line = before.split(/\r\n|\r|\n|\u2028|\u2029/).length;
  const column = before.length - Math.max(before.lastIndexOf("\n"), before.lastIndexOf("\r"), before.lastIndexOf("\u2028"), before.lastIndexOf("\u2029"));
  const detail = deep
    ? `its brackets nest ${thousands(depth)} levels deep here, more than the TypeScript parser can follow, so none of it was read`
    : "it nests deeper than the TypeScript parser can follow, so none of it was read";
  return {
    kind: "too-deep",
    loc: { file, line, column, endLine: line, endColumn: column + 1 },
    detail,
    ...(mayDeclare && { lost: true as const }),
  };
}
