// Where the text of a description is written: the expression at the item's `loc`, read again from
// its source, as a list of pieces: text written in the source (a string literal, a template part) with where each
// of its characters sits in the file, and holes (a substitution, an operand that is not literal text). A const
// named as the whole description is followed to its initializer, in the same file or through a relative import;
// a name inside a template or a `+` chain is a hole, as the evaluator counts it (its `joins`). A call of a project
// function whose body is one returned expression is read as that expression (its parameters are holes).
import { ts } from "ts-morph";
import { K, unwrap } from "../extract/syntax.js";

/** Text written in the source: `cooked` is its value, `map[i]` the file offset of its i-th character (and of its end). */
export interface TextPiece {
  kind: "text";
  file: string;
  cooked: string;
  map: number[];
  quote: '"' | "'" | "`";
}

export type Piece = TextPiece | { kind: "hole" };

/** A parsed source file. */
export interface Parsed {
  file: string;
  text: string;
  sf: ts.SourceFile;
}

/** How many consts one description may be followed through. */
const MAX_FOLLOW = 8;

/** The offset of a 1-based line and column in a parsed file, or undefined past its end. */
export function offsetOf(parsed: Parsed, line: number, column: number): number | undefined {
  const starts = parsed.sf.getLineStarts();
  if (line < 1 || line > starts.length) return undefined;
  const offset = starts[line - 1] + column - 1;
  return offset <= parsed.text.length ? offset : undefined;
}

/** The pieces of an expression; `follow` reads a name (the whole description) as its const's value. */
export function piecesOf(node: ts.Node, parsed: Parsed, lookup: ConstLookup, follow = true, depth = 0): Piece[] {
  const e = ts.isExpression(node) ? stripped(node) : node;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
    return [textPiece(parsed, e.getStart(parsed.sf) + 1, e.getEnd() - 1, e.text, ts.isStringLiteral(e) ? (parsed.text[e.getStart(parsed.sf)] as '"' | "'") : "`")];
  }
  if (ts.isTemplateExpression(e)) {
    const pieces: Piece[] = [textPiece(parsed, e.head.getStart(parsed.sf) + 1, e.head.getEnd() - 2, e.head.text, "`")];
    for (const span of e.templateSpans) {
      pieces.push({ kind: "hole" });
      const part = span.literal;
      const end = part.kind === K.TemplateTail ? part.getEnd() - 1 : part.getEnd() - 2;
      pieces.push(textPiece(parsed, part.getStart(parsed.sf) + 1, end, part.text, "`"));
    }
    return pieces;
  }
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === K.PlusToken) {
    return [...piecesOf(e.left, parsed, lookup, false, depth), ...piecesOf(e.right, parsed, lookup, false, depth)];
  }
  if (ts.isIdentifier(e) && follow && depth < MAX_FOLLOW) {
    const found = lookup(parsed, e.text);
    if (found && ts.isExpression(found.init)) return piecesOf(found.init, found.parsed, lookup, true, depth + 1);
  }
  // `description: searchPrompt(context)`: the text a project function returns
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && follow && depth < MAX_FOLLOW) {
    const found = lookup(parsed, e.expression.text);
    const returned = found && returnedOf(found.init);
    if (found && returned) return piecesOf(returned, found.parsed, lookup, true, depth + 1);
  }
  return [{ kind: "hole" }];
}

/** The one expression a function returns: an arrow's expression body, or a body that is a single `return`. */
function returnedOf(fn: ts.Node): ts.Expression | undefined {
  const f = ts.isExpression(fn) ? stripped(fn) : fn;
  if (!ts.isArrowFunction(f) && !ts.isFunctionExpression(f) && !ts.isFunctionDeclaration(f)) return undefined;
  const body = f.body;
  if (body === undefined) return undefined;
  if (!ts.isBlock(body)) return body;
  const [only] = body.statements;
  return body.statements.length === 1 && ts.isReturnStatement(only) ? only.expression : undefined;
}

/** Finds the initializer of the const a name refers to (src/fix/sources.ts). */
export type ConstLookup = (parsed: Parsed, name: string) => { init: ts.Node; parsed: Parsed } | undefined;

function stripped(e: ts.Expression): ts.Expression {
  for (;;) {
    const inner = unwrap(e);
    if (ts.isNonNullExpression(inner)) e = inner.expression;
    else return inner;
  }
}

/** A piece with its character map, or a hole when the escapes read differently than the parser's value. */
function textPiece(parsed: Parsed, start: number, end: number, value: string, quote: TextPiece["quote"]): Piece {
  const read = cook(parsed.text, start, end, quote === "`");
  if (read === undefined || read.cooked !== value) return { kind: "hole" };
  return { kind: "text", file: parsed.file, cooked: read.cooked, map: read.map, quote };
}

const SIMPLE_ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", "0": "\0" };

/** The value of the literal's source text [start, end), with the file offset of each of its characters. */
export function cook(text: string, start: number, end: number, template: boolean): { cooked: string; map: number[] } | undefined {
  let cooked = "";
  const map: number[] = [];
  const add = (s: string, at: number) => {
    for (let k = 0; k < s.length; k++) map.push(at);
    cooked += s;
  };
  let i = start;
  while (i < end) {
    const ch = text[i];
    if (template && ch === "\r") {
      add("\n", i); // a template's value reads CR LF and CR as LF
      i += text[i + 1] === "\n" ? 2 : 1;
      continue;
    }
    if (ch !== "\\") {
      add(ch, i);
      i++;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) return undefined;
    if (next === "\r" || next === "\n" || next === "\u2028" || next === "\u2029") {
      i += next === "\r" && text[i + 2] === "\n" ? 3 : 2; // a line continuation: no character
      continue;
    }
    if (next in SIMPLE_ESCAPES && !(next === "0" && /[0-9]/.test(text[i + 2] ?? ""))) {
      add(SIMPLE_ESCAPES[next], i);
      i += 2;
      continue;
    }
    const hex = next === "x" ? /^[0-9a-fA-F]{2}/.exec(text.slice(i + 2, i + 4)) : null;
    const unicode = next === "u" ? /^(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]{1,6}\})/.exec(text.slice(i + 2, i + 10)) : null;
    if (next === "x" || next === "u") {
      const digits = (hex ?? unicode)?.[0];
      if (digits === undefined) return undefined;
      const code = parseInt(digits.replace(/[{}]/g, ""), 16);
      if (code > 0x10ffff) return undefined;
      add(String.fromCodePoint(code), i);
      i += 2 + digits.length;
      continue;
    }
    if (/[1-9]/.test(next)) return undefined; // legacy octal: not worth mapping
    add(next, i);
    i += 2;
  }
  map.push(end);
  return { cooked, map };
}

/** `text` written inside a literal with the given quote. */
export function escapeFor(quote: TextPiece["quote"], text: string): string {
  let out = text.replace(/\\/g, "\\\\").replace(/\r/g, "\\r").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  if (quote === "`") return out.replace(/`/g, "\\`").replace(/\$\{/g, "\\${");
  out = out.replace(/\n/g, "\\n");
  return quote === '"' ? out.replace(/"/g, '\\"') : out.replace(/'/g, "\\'");
}

/**
 * Where each text piece starts in the description, or undefined when the pieces cannot be laid over it (the text
 * was trimmed, dedented or translated on the way). A hole ends at one of the evaluator's joins (or the end).
 */
export function layOver(pieces: Piece[], description: string, joins: readonly number[]): number[] | undefined {
  const starts: number[] = new Array<number>(pieces.length).fill(-1);
  const ends = [...new Set([...joins, description.length])].sort((a, b) => a - b);
  let budget = 10_000;
  const match = (i: number, pos: number): boolean => {
    if (--budget < 0) return false;
    if (i === pieces.length) return pos === description.length;
    const piece = pieces[i];
    starts[i] = pos;
    if (piece.kind === "text") return description.startsWith(piece.cooked, pos) && match(i + 1, pos + piece.cooked.length);
    for (const end of ends) if (end >= pos && match(i + 1, end)) return true;
    return false;
  };
  return match(0, 0) ? starts : undefined;
}
