// extract: parse one file with the TypeScript parser (no type checker) and record, as plain data, what the
// resolver needs: declarations found by the file's matchers (calls, `new`, object literals, typed consts and
// class fields, classes, decorators), scopes with their const bindings, calls of project functions (factory
// call sites), imports and exports. One raw `ts.forEachChild` walk per file (visitors/walk.ts) hands each node
// to the visitor of its shape (visitors/*.ts). A file that does not even contain a matcher's name or key is only
// skimmed (its imports and re-exports) and marked `deferred`; the resolver extracts it in full if a description
// or a factory call reaches into it.
import { now, since, type Timing } from "../base/timing.js";
import { ts } from "ts-morph";
import { parseDirectives } from "./directives.js";
import type { FileProblem } from "../types.js";
import { emptyFacts, type FileFacts } from "./facts.js";
import { MatcherSet } from "./matchers.js";
import { parserTooDeep } from "./nesting.js";
import { pruneBindings } from "./prune.js";
import type { Matcher } from "./presets/types.js";
import { skimModuleSyntax } from "./visitors/module-syntax.js";
import { walkFile } from "./visitors/walk.js";

export { skimModuleSyntax };

function scriptKind(file: string): ts.ScriptKind {
  if (/\.[cm]?tsx$/.test(file) || file.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (/\.jsx$/.test(file)) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

export interface ExtractOptions {
  /**
   * Prefixes of the project's tsconfig `paths` patterns (`@shared/`), so that a call of a function imported
   * through an alias is kept as a possible factory call, like a relative import.
   */
  aliases?: readonly string[];
  /**
   * Record everything even when the file names no declaration callee. By default such a file (most files of an
   * app) gets only its imports and exports recorded, and is marked `deferred`.
   */
  full?: boolean;
  /** --timing: the parse's share is added to its "parse" stage. */
  timing?: Timing;
}

/** Extract one file with `matchers` (a list: all of them; a MatcherSet: the ones enabled for this file). */
export function extractFile(file: string, text: string, matchers: MatcherSet | readonly Matcher[], options: ExtractOptions = {}): FileFacts {
  // A declaration file (.d.ts) holds types only: nothing in it declares an action.
  const set = DECLARATION_FILE.test(file) ? new MatcherSet([]) : matchers instanceof MatcherSet ? matchers : new MatcherSet(matchers);
  // A file that does not even contain a matcher's name or key declares nothing; its bindings and calls matter only if
  // another file's declaration reaches them, which is rare and decided by the resolver.
  const mayDeclare = set.mayMatch(text);
  const deferred = !options.full && !mayDeclare;
  const facts = emptyFacts(file);
  if (text.includes("summarylint-")) facts.directives = parseDirectives(text, file);
  if (deferred) {
    facts.deferred = true;
    if (skimModuleSyntax(facts, text)) return facts;
    facts.imports.clear();
    facts.exports.clear();
    facts.exportStars = [];
  }
  const kind = scriptKind(file);
  let sf: ts.SourceFile;
  try {
    const start = now();
    sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    options.timing?.add("parse", since(start));
  } catch (error) {
    // The parser recurses once per level of nesting and gives up, out of stack, at 600 to 4,000 levels: nothing
    // of the file is read, which the problem says (fatal when a declaration may be in it).
    if (!(error instanceof RangeError && /call stack/i.test(error.message))) throw error;
    facts.problems.push(parserTooDeep(file, text, kind === ts.ScriptKind.TSX || kind === ts.ScriptKind.JSX, mayDeclare));
    return facts;
  }
  const ctx = walkFile(sf, facts, set, options.aliases ?? [], deferred, mayDeclare);
  for (const [scope, count] of ctx.returnCounts) if (count > 1) delete facts.scopes[scope].returns;
  pruneBindings(facts);

  const parsed = (sf as unknown as { parseDiagnostics?: ts.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
  const diags = isSloppyScript(sf, kind, file) ? parsed.filter((d) => !SLOPPY_LEGAL.has(d.code)) : parsed;
  if (diags.length > 0) facts.problems.push(syntaxProblem(file, sf, diags[0], diags.length));
  return facts;
}

/**
 * What the parser reports that sloppy-mode JavaScript allows: legacy octal escapes (`"\033["`) and octal literals
 * (`010`). They are errors only in strict code: TypeScript, ES modules, `"use strict"`.
 */
const SLOPPY_LEGAL = new Set([1487, 1121]);

/** A JavaScript file that is no ES module and says no `"use strict"` (a CommonJS script, a gulpfile). */
function isSloppyScript(sf: ts.SourceFile, kind: ts.ScriptKind, file: string): boolean {
  if ((kind !== ts.ScriptKind.JS && kind !== ts.ScriptKind.JSX) || file.endsWith(".mjs")) return false;
  if ((sf as unknown as { externalModuleIndicator?: unknown }).externalModuleIndicator !== undefined) return false;
  const first = sf.statements[0];
  return !(first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === "use strict");
}

/**
 * A template's placeholder on a line (`{{ imports }}`, `{{#each tools}}`, `<%= name %>`, `{% for t in tools %}`): a
 * file that stops parsing on one is a generator's template with a source file's extension, not broken source.
 */
const TEMPLATE_PLACEHOLDER = /\{\{[#/^>!&]?\s*[\w$.-]+(?:\s+[\w$.-]+)*\s*\}\}|<%[=-]?[^%]*%>|\{%-?\s*\w[^%]*%\}/;

function syntaxProblem(file: string, sf: ts.SourceFile, d: ts.DiagnosticWithLocation, count: number): FileProblem {
  const a = sf.getLineAndCharacterOfPosition(d.start);
  const b = sf.getLineAndCharacterOfPosition(d.start + (d.length ?? 0));
  const message = ts.flattenDiagnosticMessageText(d.messageText, " ").replace(/\.$/, "");
  const lines = sf.getLineStarts();
  const line = sf.text.slice(lines[a.line], lines[a.line + 1] ?? sf.text.length);
  return {
    kind: TEMPLATE_PLACEHOLDER.test(line) ? "template" : "syntax",
    loc: { file, line: a.line + 1, column: a.character + 1, endLine: b.line + 1, endColumn: b.character + 1 },
    detail: count > 1 ? `${message} (and ${count - 1} more)` : message,
  };
}

const DECLARATION_FILE = /\.d\.[cm]?ts$/;
